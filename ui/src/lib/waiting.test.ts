import { describe, expect, it } from "vitest";
import { aboutDuration, progressShare, usualWords } from "./waiting";

describe("progressShare", () => {
  it("reads a percentage anywhere in the text", () => {
    expect(progressShare("45%")).toBe(0.45);
    expect(progressShare("Generating video… 45 %")).toBe(0.45);
    expect(progressShare("12.5% done")).toBe(0.125);
    expect(progressShare("100%")).toBe(1);
  });
  it("reads steps", () => {
    expect(progressShare("step 3/10")).toBe(0.3);
    expect(progressShare("Rendering frame 12 / 48")).toBe(0.25);
    expect(progressShare("Slide 2 of 8")).toBe(0.25);
  });
  it("guesses nothing from text without a share", () => {
    expect(progressShare(null)).toBeNull();
    expect(progressShare("")).toBeNull();
    expect(progressShare("Queued")).toBeNull();
    expect(progressShare("Working on your 9:16 video")).toBeNull();
    expect(progressShare("250%")).toBeNull();
    expect(progressShare("step 5/0")).toBeNull();
    expect(progressShare("11 of 10")).toBeNull();
  });
});

describe("usual time", () => {
  it("says a typical time in round words", () => {
    expect(aboutDuration(40)).toBe("about 40 s");
    expect(aboutDuration(42)).toBe("about 40 s");
    expect(aboutDuration(3)).toBe("about 3 s");
    expect(aboutDuration(57)).toBe("about 55 s");
    expect(aboutDuration(59)).toBe("about 1 min");
    expect(aboutDuration(1)).toBe("about 1 s");
    expect(aboutDuration(95)).toBe("about 2 min");
    expect(aboutDuration(4800)).toBe("about 1 h 20 min");
    expect(aboutDuration(7200)).toBe("about 2 h");
  });
  it("says nothing without history", () => {
    expect(usualWords(null)).toBeNull();
    expect(usualWords(undefined)).toBeNull();
    expect(usualWords(0)).toBeNull();
    expect(usualWords(40)).toBe("usually about 40 s");
  });
});
