// The Rust side's words said in the window's language: by their key's template in the catalogue (core.*),
// with their values, words within words said in the same language; words the catalogue doesn't know as
// the core wrote them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Words } from "../bindings";
import { ApiError } from "../api/errors";
import { chooseLang, optionLabel, say, sayMessage } from ".";

const noLength: Words = {
  key: "price.video.no_length",
  params: { longest: 1200 },
  text: "No length is set, and the service doesn't say how long the video is then: up to 1200 seconds",
};
const cancelled: Words = {
  key: "job.not_sent",
  params: { why: { key: "job.cancelled", text: "Cancelled" } },
  text: "Cancelled. It was not sent, so nothing was charged.",
};

describe("say, in English", () => {
  it("fills the English template as the core did, numbers written the English way", () => {
    expect(say(noLength)).toBe(
      "No length is set, and the service doesn't say how long the video is then: up to 1,200 seconds",
    );
    expect(say(cancelled)).toBe(cancelled.text);
  });
});

describe("say, in German", () => {
  beforeAll(() => chooseLang("de"));
  afterAll(() => chooseLang("system"));

  it("says the German template with the values, numbers written the German way", () => {
    expect(say(noLength)).toBe(
      "Es ist keine Länge festgelegt, und der Dienst sagt nicht, wie lang das Video dann wird: bis zu 1.200 Sekunden",
    );
  });

  it("says words within words in German too", () => {
    expect(say(cancelled)).toBe("Abgebrochen. Es wurde nicht gesendet, daher wurde nichts berechnet.");
    const step: Words = {
      key: "recipe.step_failed",
      params: { n: 2, label: "Motion", why: { key: "recipe.no_reason", text: "the service gave no reason" } },
      text: "Step 2 (Motion) failed: the service gave no reason",
    };
    expect(say(step)).toBe("Schritt 2 (Motion) ist fehlgeschlagen: der Dienst hat keinen Grund genannt");
  });

  it("shows words without a key, or with a key the catalogue doesn't know, as the core wrote them", () => {
    expect(say({ key: "", text: "provider error: the prompt was rejected" })).toBe(
      "provider error: the prompt was rejected",
    );
    expect(say({ key: "rules.not.yet.written", params: { n: 3 }, text: "A rule newer than this window: 3" })).toBe(
      "A rule newer than this window: 3",
    );
  });

  it("says nothing, or the fallback, for no words; a number the core couldn't write as a dash", () => {
    expect(say(null)).toBe("");
    expect(say(undefined, "Hat nicht geklappt")).toBe("Hat nicht geklappt");
    expect(say({ ...noLength, params: { longest: null } })).toMatch(/bis zu — Sekunden$/);
    expect(say({ ...noLength, params: {} })).toMatch(/bis zu \{longest\} Sekunden$/);
  });

  it("says a field's problem or an error by its words, else its message", () => {
    expect(sayMessage({ message: noLength.text, words: noLength })).toMatch(/^Es ist keine Länge festgelegt/);
    expect(sayMessage({ message: "The service's own words" })).toBe("The service's own words");
    expect(sayMessage({ message: "Plain", words: null })).toBe("Plain");
    const err = ApiError.from({
      code: "insufficient_credits",
      message: "You need 3 more credits (this costs 1200, you have 1197)",
      field: null,
      details: null,
      words: {
        key: "error.short.other",
        params: { short: 3, needed: 1200, balance: 1197 },
        text: "You need 3 more credits (this costs 1200, you have 1197)",
      },
    });
    expect(err.message).toBe("Ihnen fehlen 3 Credits (das kostet 1.200, Sie haben 1.197)");
    expect(err.detail).toBe("insufficient_credits: You need 3 more credits (this costs 1200, you have 1197)");
  });

  it("names the service's options in German, and an option it doesn't know by the label it came with", () => {
    expect(optionLabel("aspect_ratio", { value: "16:9", label: "Widescreen (16:9)" })).toBe("Breitbild (16:9)");
    expect(optionLabel("photo_type", { value: "close_up", label: "Close-up" })).toBe("Nah\u00ADaufnahme");
    expect(optionLabel("photo_type", { value: "drone_shot", label: "Drone shot" })).toBe("Drone shot");
  });
});
