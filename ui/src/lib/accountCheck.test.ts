import { describe, expect, it } from "vitest";
import type { AccountCheck, ReadCheck } from "../api/types";
import type { Param, Words } from "../bindings";
import { chooseLang } from "../i18n";
import { checkGroups, checkHeadline, problemText, sameService } from "./accountCheck";

/** The core's words by key (`check.*`), with their English. */
const w = (key: string, text: string, params: Record<string, Param> = {}): Words => ({ key, params, text });
const WHAT: Record<string, Words> = {
  "Your credits": w("check.what.credits", "Your credits"),
  "The tools": w("check.what.tools", "The tools"),
  "Pictures being made": w("check.what.jobs", "Pictures being made"),
  "Your characters": w("check.what.characters", "Your characters"),
};

const read = (what: string, route: string, extra: Partial<ReadCheck> = {}): ReadCheck => ({
  what: WHAT[what] ?? w("", what),
  route,
  error: null,
  problems: [],
  shape: {},
  ...extra,
});

const clean: AccountCheck = {
  checkedAt: "2026-11-25T10:00:00Z",
  service: "http://127.0.0.1:47011",
  reads: [read("Your credits", "GET /api/user/credits"), read("The tools", "GET /api/agent/tools")],
  problems: 0,
};

const twoProblems: AccountCheck = {
  ...clean,
  service: "https://api.example.com/",
  reads: [
    read("Your credits", "GET /api/user/credits", {
      problems: [
        {
          field: "creditsResetAt",
          problem: w("check.problem.missing", "missing"),
          affects: w("check.affects.resets", "when your allowance resets"),
          message: w(
            "check.missing",
            'Your credits: the service did not send "creditsResetAt". This affects when your allowance resets.',
            {
              what: WHAT["Your credits"],
              field: "creditsResetAt",
              affects: w("check.affects.resets", "when your allowance resets"),
            },
          ),
        },
      ],
    }),
    read("Pictures being made", "GET /api/user/jobs", {
      problems: [
        {
          field: "jobLimit",
          problem: w("", "text instead of a number"),
          affects: w("", "how many pictures may be made at once"),
          message: w(
            "",
            'Pictures being made: the service sent "jobLimit" as text, where the spec says a number. This affects how many pictures may be made at once.',
          ),
        },
      ],
    }),
    read("The tools", "GET /api/agent/tools"),
    read("Your characters", "GET /api/characters", { error: w("", "Can't reach the service") }),
  ],
  problems: 2,
};

describe("the service check's words", () => {
  it("says all is well when nothing differs and every answer was read", () => {
    expect(checkHeadline(clean)).toEqual({ ok: true, text: "The service's answers match its documentation." });
    expect(checkGroups(clean)).toEqual([]);
  });
  it("lists each problem under what it is to a person, and a read that failed", () => {
    expect(checkHeadline(twoProblems)).toEqual({
      ok: false,
      text: "Found 2 differences from the service's documentation. 1 answer couldn't be read, so it wasn't checked.",
    });
    const groups = checkGroups(twoProblems);
    expect(groups.map((g) => g.what)).toEqual(["Your credits", "Pictures being made", "Your characters"]);
    expect(groups[0].problems[0].text).toBe(
      'The service did not send "creditsResetAt". This affects when your allowance resets.',
    );
    expect(groups[2]).toMatchObject({ error: "Can't reach the service", problems: [] });
  });
  it("says the groups and their problems in German", () => {
    chooseLang("de");
    try {
      const groups = checkGroups(twoProblems);
      expect(groups.map((g) => g.what)).toEqual(["Ihre Credits", "Bilder in Arbeit", "Ihre Charaktere"]);
      expect(groups[0].problems[0]).toMatchObject({
        text: "Der Dienst hat „creditsResetAt“ nicht gesendet. Das betrifft den Zeitpunkt, zu dem Ihr Kontingent erneuert wird.",
        problem: "fehlt",
      });
    } finally {
      chooseLang("system");
    }
  });
  it("keeps a message that does not start with its group's name", () => {
    expect(problemText("Your credits", "Something else.")).toBe("Something else.");
  });
  it("matches a check to the service connected now by its address", () => {
    expect(sameService("https://api.example.com/", "https://api.example.com")).toBe(true);
    expect(sameService("http://127.0.0.1:47011", "https://api.example.com")).toBe(false);
    expect(sameService("http://127.0.0.1:47011", null)).toBe(false);
  });
});
