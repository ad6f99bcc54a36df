import { describe, expect, it } from "vitest";
import type { AccountCheck, ReadCheck } from "../api/types";
import { checkGroups, checkHeadline, problemText, sameService } from "./accountCheck";

const read = (what: string, route: string, extra: Partial<ReadCheck> = {}): ReadCheck => ({
  what,
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
          problem: "missing",
          affects: "when your allowance resets",
          message: 'Your credits: the service did not send "creditsResetAt". This affects when your allowance resets.',
        },
      ],
    }),
    read("Pictures being made", "GET /api/user/jobs", {
      problems: [
        {
          field: "jobLimit",
          problem: "text instead of a number",
          affects: "how many pictures may be made at once",
          message:
            'Pictures being made: the service sent "jobLimit" as text, where the spec says a number. This affects how many pictures may be made at once.',
        },
      ],
    }),
    read("The tools", "GET /api/agent/tools"),
    read("Your characters", "GET /api/characters", { error: "Can't reach the service" }),
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
  it("keeps a message that does not start with its group's name", () => {
    expect(problemText("Your credits", "Something else.")).toBe("Something else.");
  });
  it("matches a check to the service connected now by its address", () => {
    expect(sameService("https://api.example.com/", "https://api.example.com")).toBe(true);
    expect(sameService("http://127.0.0.1:47011", "https://api.example.com")).toBe(false);
    expect(sameService("http://127.0.0.1:47011", null)).toBe(false);
  });
});
