import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../api";
import { costSummary, jobLimitNote } from "./costSummary";
import { defaultDraft, toRequest } from "./draft";
import { errorsByTarget, providerProblems, targetsOf } from "./errors";
import type { Cost } from "./useCost";
import type { Estimate } from "../../bindings";

const est = (credits: number, balance: number, errors: Estimate["errors"]): Estimate => ({
  credits,
  basis: "published",
  balance,
  balanceAfter: balance - credits,
  short: balance < credits,
  errors,
  ready: errors.length === 0 && balance >= credits,
  perSecond: null,
  priceNote: null,
});

const cat = {
  imageProviders: [{ slug: "gemini", name: "Gemini", cost: 2, cost4k: 4, hiResLabel: "4K", slideshow: true }],
  aspectRatios: [{ value: "1:1", label: "Square" }],
  photoTypes: [],
} as unknown as Catalogue;
const single = (errors: Array<{ field: string; message: string }>, credits = 2): Cost => ({
  kind: "single",
  estimate: est(credits, 10, errors),
});

describe("form errors", () => {
  it("puts each rule result at its control, in page order", () => {
    const d = { ...defaultDraft(cat), mode: "form" as const, fields: { "subject.age": "30" } };
    const t = targetsOf(d);
    expect(t.indexOf("subject.hair.color")).toBeLessThan(t.indexOf("photoType"));
    expect(t.indexOf("photoType")).toBeLessThan(t.indexOf("reference"));
    const e = errorsByTarget(
      single([
        { field: "formData.subject.hair.color", message: "bad hair" },
        { field: "formData.composition.photoType", message: "unknown type" },
        { field: "reference", message: "drop it again" },
        { field: "simplePrompt", message: "not on this screen" },
      ]),
      d,
    );
    expect(e).toEqual({
      "subject.hair.color": "bad hair",
      photoType: "unknown type",
      reference: "drop it again",
      other: "not on this screen",
    });
  });

  it("says what to do for an empty prompt, an empty form and a count that isn't a number", () => {
    const p = { ...defaultDraft(cat), numImages: "" };
    const e = errorsByTarget(
      single([
        { field: "simplePrompt", message: "The prompt can't be empty" },
        { field: "numImages", message: "x" },
      ]),
      p,
    );
    expect(e.prompt).toBe("Describe the image you want to create.");
    expect(e.numImages).toMatch(/Choose how many images to make: 1 to 6/);
    expect(errorsByTarget(single([]), { ...p, mode: "form" })["subject.description"]).toMatch(
      /Fill in at least one thing/,
    );
  });

  it("reads a compare estimate: set errors on providers, per-provider problems, the job limit", () => {
    const d = { ...defaultDraft(cat), compare: true, compareProviders: ["gemini", "x"], prompt: "a" };
    const cost: Cost = {
      kind: "compare",
      estimate: {
        providers: [
          { provider: "gemini", credits: 2, errors: [] },
          { provider: "x", credits: 0, errors: [{ field: "provider", message: "unknown" }] },
        ],
        estimate: est(2, 10, [{ field: "providers", message: "pick at most 2" }]),
        jobLimit: 3,
        activeJobs: 1,
      },
    };
    expect(errorsByTarget(cost, d).providers).toBe("pick at most 2");
    expect(providerProblems(cost)).toEqual({ x: "unknown" });
    expect(jobLimitNote(cost)).toBe(
      "Your plan's job limit is 3 (1 picture job running now). Media Studio takes it to count picture jobs running at once: each provider is one job, and any over the limit wait their turn.",
    );
    // A single estimate doesn't speak for a compare on screen (and the other way round).
    expect(errorsByTarget(single([{ field: "numImages", message: "n" }]), d)).toEqual({});
    const s = costSummary({
      cost,
      estimating: false,
      priceInvalid: false,
      draft: d,
      request: toRequest(d, false),
      provider: undefined,
      providerName: (x) => x.toUpperCase(),
    });
    expect(s.estState).toEqual({ kind: "ready", credits: 2, balance: 10, short: false });
    expect(s.line?.breakdown).toBe("GEMINI 2 + X 0. ");
  });

  it("prices one provider with the per-image breakdown", () => {
    const d = { ...defaultDraft(cat), numImages: "3", enable4K: true };
    const s = costSummary({
      cost: single([], 12),
      estimating: false,
      priceInvalid: false,
      draft: d,
      request: toRequest(d, true),
      provider: cat.imageProviders[0],
      providerName: (x) => x,
    });
    expect(s.line).toEqual({
      breakdown: "3 pictures × 4 credits (4K): each picture counts as one generation. ",
      balanceAfter: -2,
    });
    expect(
      costSummary({
        cost: null,
        estimating: true,
        priceInvalid: false,
        draft: d,
        request: toRequest(d, true),
        provider: undefined,
        providerName: (x) => x,
      }).estState.kind,
    ).toBe("loading");
  });
});
