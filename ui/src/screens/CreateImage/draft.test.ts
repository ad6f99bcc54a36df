import { describe, expect, it } from "vitest";
import type { Catalogue } from "../../api";
import {
  applyPreset,
  applyRecall,
  defaultDraft,
  draftFromRequest,
  errorTarget,
  formDataOf,
  formHasContent,
  groupValues,
  parseDraft,
  presetValue,
  toReference,
  toRequest,
  type Draft,
  type Face,
} from "./draft";
import { TEXT_LEAVES } from "../../forms/imageFields";

/** Nested form data, walked by key without the contract's types. */
type Tree = { [key: string]: Tree };

const cat = {
  imageProviders: [
    { slug: "gemini", name: "Gemini", cost: 2, cost4k: 4, hiResLabel: "4K", slideshow: true },
    { slug: "grok-image", name: "Grok Image", cost: 1, cost4k: null, hiResLabel: null, slideshow: true },
  ],
  aspectRatios: ["1:1", "9:16", "16:9"].map((value) => ({ value, label: value })),
  photoTypes: [{ value: "headshot", label: "Headshot" }],
} as unknown as Catalogue;

const full = (): Draft => {
  const d = defaultDraft(cat);
  d.mode = "form";
  for (const l of TEXT_LEAVES) d.fields[l.path] = `v:${l.path}`;
  d.fields["composition.photoType"] = "headshot";
  d.aspectRatio = "9:16";
  return d;
};

describe("draft", () => {
  it("starts in prompt mode with the first provider and a square", () => {
    const d = defaultDraft(cat);
    expect(d).toMatchObject({
      mode: "prompt",
      provider: "gemini",
      aspectRatio: "1:1",
      numImages: "1",
      face: { kind: "none" },
    });
  });

  it("reads issue 4's drafts and ignores garbage", () => {
    const d = parseDraft(
      JSON.stringify({ prompt: "cat", provider: "grok-image", numImages: "3", aspectRatio: "16:9", enable4K: true }),
      cat,
    );
    expect(d).toMatchObject({
      mode: "prompt",
      prompt: "cat",
      provider: "grok-image",
      numImages: "3",
      aspectRatio: "16:9",
      enable4K: true,
    });
    expect(parseDraft("{not json", cat)).toEqual(defaultDraft(cat));
    expect(parseDraft(JSON.stringify({ provider: "nope", aspectRatio: "7:1", face: { kind: "photo" } }), cat)).toEqual(
      defaultDraft(cat),
    );
  });

  it("puts every leaf at its path and leaves empty ones out", () => {
    const fd = formDataOf(full()) as unknown as Tree;
    expect(fd.subject.hair.color).toBe("v:subject.hair.color");
    expect(fd.subject.clothing.bottom.type).toBe("v:subject.clothing.bottom.type");
    expect(fd.accessories.headwear.type).toBe("v:accessories.headwear.type");
    expect(fd.accessories.jewelry.necklace).toBe("v:accessories.jewelry.necklace");
    expect(fd.composition.photoType).toBe("headshot");
    expect(fd.photography.aspectRatio).toBe("9:16");
    const d = defaultDraft(cat);
    d.mode = "form";
    d.fields = { "subject.description": "  ", "background.lighting": " golden hour " };
    expect(formDataOf(d)).toEqual({ background: { lighting: "golden hour" }, photography: { aspectRatio: "1:1" } });
    expect(formHasContent(d)).toBe(true);
    d.fields = { "subject.age": " " };
    expect(formHasContent(d)).toBe(false);
  });

  it("builds the request for each mode", () => {
    const d = defaultDraft(cat);
    d.prompt = "a fox";
    d.numImages = "2";
    d.enable4K = true;
    expect(toRequest(d, true)).toEqual({
      simplePrompt: "a fox",
      numImages: 2,
      enable4K: true,
      formData: {},
    });
    expect(toRequest({ ...d, numImages: "x" }, false)).toMatchObject({ numImages: 0, enable4K: false });
    const f = toRequest(full(), true);
    expect(f.simplePrompt).toBeUndefined();
    expect((f.formData as unknown as Tree).subject.description).toBe("v:subject.description");
  });

  it("sends a face as a character id or a token, never both; an edit sends its picture alone", () => {
    const ref = (face: Face, mode: Draft["mode"] = "prompt", editOf: string | null = null) =>
      toReference({ mode, face, editOf });
    expect(ref({ kind: "none" })).toBeNull();
    expect(ref({ kind: "character", id: "c1", name: "Mia" })).toEqual({ characterId: "c1", token: null });
    const prepared = {
      token: "t1",
      preview: "data:,",
      width: 1,
      height: 1,
      bytes: 1,
      originalWidth: 1,
      originalHeight: 1,
      fileName: "a.jpg",
      converted: null,
    };
    expect(ref({ kind: "photo", fileName: "a.jpg", prepared })).toEqual({ characterId: null, token: "t1" });
    expect(ref({ kind: "photo", fileName: "a.jpg", prepared: null })).toBeNull();
    expect(ref({ kind: "character", id: "", name: "" })).toBeNull();
    // An edit: the chosen face is not sent, only the picture; no picture yet, nothing.
    const mia: Face = { kind: "character", id: "c1", name: "Mia" };
    expect(ref(mia, "edit", "m7")).toEqual({ characterId: null, token: null, mediaId: "m7" });
    expect(ref(mia, "edit", null)).toBeNull();
  });

  it("opens an edit's settings as an edit of its picture, and a face recalled into an edit as a new picture", () => {
    const base = { ...defaultDraft(cat), mode: "edit" as const, editOf: "m1" };
    const edit = applyRecall(
      { kind: "image", provider: "gemini", request: { simplePrompt: "red jacket", formData: {} }, editOf: "m9" },
      defaultDraft(cat),
      cat,
    );
    expect(edit).toMatchObject({ mode: "edit", editOf: "m9", prompt: "red jacket", face: { kind: "none" } });
    const face = applyRecall({ kind: "image", characterId: "c1", characterName: "Mia" }, base, cat);
    expect(face.mode).toBe("prompt");
    expect(face.face).toMatchObject({ kind: "character", id: "c1" });
    // The draft keeps an edit across a restart.
    expect(parseDraft(JSON.stringify(base), cat)).toMatchObject({ mode: "edit", editOf: "m1" });
  });

  it("maps error paths to the field they are shown at", () => {
    expect(errorTarget("formData.subject.hair.color")).toBe("subject.hair.color");
    expect(errorTarget("formData.photography.aspectRatio")).toBe("aspectRatio");
    expect(errorTarget("formData.composition.photoType")).toBe("photoType");
    expect(errorTarget("simplePrompt")).toBe("prompt");
    expect(errorTarget("numImages")).toBe("numImages");
    expect(errorTarget("reference")).toBe("reference");
    expect(errorTarget("referenceImage")).toBe("reference");
    expect(errorTarget("providers")).toBe("providers");
    expect(errorTarget("")).toBe("other");
    expect(errorTarget("formData.something.new")).toBe("other");
  });

  it("round-trips a request through recall", () => {
    const d = full();
    const req = toRequest(d, true);
    const back = draftFromRequest(req, defaultDraft(cat), cat);
    expect(back.mode).toBe("form");
    expect(back.fields).toEqual(d.fields);
    expect(back.aspectRatio).toBe("9:16");
    const r = applyRecall(
      {
        kind: "image",
        provider: "grok-image",
        request: { simplePrompt: "a dog", numImages: 3, formData: {} },
        characterId: "c9",
        characterName: "Nova",
      },
      defaultDraft(cat),
      cat,
    );
    expect(r).toMatchObject({
      mode: "prompt",
      prompt: "a dog",
      numImages: "3",
      provider: "grok-image",
      face: { kind: "character", id: "c9" },
    });
    const o = applyRecall(
      { kind: "image", request: { formData: { subject: { age: 30 } } }, oneOffFileName: "me.jpg" },
      defaultDraft(cat),
      cat,
    );
    expect(o.face).toEqual({ kind: "photo", fileName: "me.jpg", prepared: null });
    expect(o.fields["subject.age"]).toBe("30");
  });

  it("summarises groups and keeps presets without one-off photos", () => {
    const d = full();
    expect(groupValues(d, "background", (v) => v)).toHaveLength(3);
    expect(groupValues(d, "composition", () => "Headshot")).toEqual(["Headshot"]);
    d.face = { kind: "photo", fileName: "x.jpg", prepared: null };
    const v = presetValue(d);
    expect(v).not.toContain("x.jpg");
    const loaded = applyPreset(v, defaultDraft(cat), cat);
    expect(loaded.fields).toEqual(d.fields);
    expect(loaded.face).toEqual({ kind: "none" });
  });

  it("keeps a batch and an edit in a preset; a picture chosen now stays the one edited", () => {
    const batch = { ...defaultDraft(cat), mode: "prompt" as const, batch: true, prompt: "a fox\na hare" };
    const b = applyPreset(presetValue(batch), defaultDraft(cat), cat);
    expect([b.mode, b.batch, b.prompt]).toEqual(["prompt", true, "a fox\na hare"]);
    const edit = { ...defaultDraft(cat), mode: "edit" as const, editOf: "m1", prompt: "make it night" };
    const e = applyPreset(presetValue(edit), defaultDraft(cat), cat);
    expect([e.mode, e.editOf, e.prompt]).toEqual(["edit", "m1", "make it night"]);
    const onOther = applyPreset(presetValue(edit), { ...defaultDraft(cat), editOf: "m2" }, cat);
    expect(onOther.editOf).toBe("m2");
  });
});
