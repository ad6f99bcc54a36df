import { describe, expect, it } from "vitest";
import {
  elapsed,
  fieldKey,
  formatCredits,
  formatNumber,
  generateButtonText,
  plural,
  ratioLabel,
  resetText,
  statusText,
  timeAgo,
} from "./format";

describe("credits text", () => {
  it("uses singular and plural", () => {
    expect(formatCredits(1)).toBe("1 credit");
    expect(formatCredits(0)).toBe("0 credits");
    expect(formatCredits(8)).toBe("8 credits");
    expect(formatCredits(1200)).toBe("1,200 credits");
    expect(formatCredits(null)).toBe("— credits");
  });
  it("groups thousands and keeps at most two decimals, as en-US does", () => {
    const cases = [0, 7, 999, 1000, 12345.678, 1234567, 0.5, 2.25, 1.999, 0.004, -1200.5, 1e15];
    for (const n of cases) expect(formatNumber(n)).toBe(n.toLocaleString("en-US", { maximumFractionDigits: 2 }));
    expect(formatNumber(1234567.5)).toBe("1,234,567.5");
    expect(formatNumber(-0.001)).toBe("0");
    expect(formatNumber(Number.NaN)).toBe("—");
    expect(formatNumber(2e21)).toBe("2e+21");
    expect(plural(96677, "image", "images")).toBe("96,677 images");
    expect(plural(1, "image", "images")).toBe("1 image");
  });
  it("says how many images and credits the button spends", () => {
    const ready = { kind: "ready" as const, credits: 8, balance: 100, short: false };
    expect(generateButtonText(4, ready)).toBe("Generate 4 images — 8 credits");
    expect(generateButtonText(1, { ...ready, credits: 1 })).toBe("Generate 1 image — 1 credit");
  });
  it("says why it can't when the balance is short", () => {
    const short = { kind: "ready" as const, credits: 16, balance: 3, short: true };
    expect(generateButtonText(4, short)).toBe("Not enough credits — this needs 16, you have 3");
  });
  it("never shows a bogus count", () => {
    expect(generateButtonText(Number.NaN, { kind: "invalid" })).toBe("Generate images");
    expect(generateButtonText(7, { kind: "invalid" })).toBe("Generate images");
    expect(generateButtonText(3, { kind: "invalid" })).toBe("Generate 3 images");
    expect(generateButtonText(2, { kind: "loading" })).toContain("Generate 2 images");
  });
});

describe("time", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  it("counts calendar days to the reset, and never says today for a time gone by", () => {
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
    const local = new Date(2026, 10, 22, 10);
    expect(resetText(at(30, 12), local)).toBe("Resets in 8 days (Nov 30)");
    expect(resetText(at(23, 1), local)).toBe("Resets tomorrow (Nov 23)");
    expect(resetText(at(22, 20), local)).toBe("Resets later today");
    expect(resetText(at(22, 9), local)).toBe("Reset was due Nov 22");
    expect(resetText(at(21, 0), local)).toBe("Reset was due Nov 21");
    expect(resetText(null, local)).toBe("");
    expect(resetText("not a date", local)).toBe("");
  });
  it("formats elapsed time", () => {
    expect(elapsed("2026-11-22T10:00:00Z", "2026-11-22T10:00:42Z")).toBe("0:42");
    expect(elapsed("2026-11-22T10:00:00Z", "2026-11-22T11:02:03Z")).toBe("1:02:03");
    expect(elapsed("2026-11-22T10:00:05Z", "2026-11-22T10:00:00Z")).toBe("0:00");
  });
  it("says how long ago", () => {
    expect(timeAgo("2026-11-22T09:59:30Z", now)).toBe("just now");
    expect(timeAgo("2026-11-22T09:55:00Z", now)).toBe("5 minutes ago");
    expect(timeAgo("2026-11-22T09:00:00Z", now)).toBe("1 hour ago");
    expect(timeAgo(null, now)).toBe("never");
  });
});

describe("words", () => {
  it("maps error paths to form fields", () => {
    expect(fieldKey("formData.photography.aspectRatio")).toBe("aspectRatio");
    expect(fieldKey("numImages")).toBe("numImages");
    expect(fieldKey(null)).toBe("");
  });
  it("names shapes", () => {
    expect(ratioLabel("1:1")).toBe("Square");
    expect(ratioLabel("9:16")).toBe("Tall");
    expect(ratioLabel("4:5")).toBe("Portrait");
    expect(ratioLabel("16:9")).toBe("Wide");
    expect(ratioLabel("21:9")).toBe("Panorama");
  });
  it("describes job status", () => {
    expect(statusText("processing", { key: "", text: "Painting 2 of 4" })).toBe("Painting 2 of 4");
    expect(statusText("pending", null)).toBe("Waiting to start…");
    expect(statusText("downloading", null)).toBe("Saving the results…");
    expect(statusText("failed", null)).toBe("Didn't work");
  });
});
