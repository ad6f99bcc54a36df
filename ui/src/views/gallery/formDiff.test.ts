import { describe, expect, it } from "vitest";
import { gallery } from "../../i18n/en/gallery";
import { diffForms, formLabel, keyLabel, parsePrompt, pathLabel, readable, spelledOut } from "./formDiff";

describe("form labels", () => {
  it("turns keys and paths into plain words", () => {
    expect(keyLabel("aspectRatio")).toBe("Aspect ratio");
    expect(keyLabel("hair_color")).toBe("Hair color");
    expect(pathLabel("formData.photography.aspectRatio")).toBe("Photography › Aspect ratio");
    expect(pathLabel("simplePrompt")).toBe("Description");
    expect(pathLabel("formData.tags.1")).toBe("Tags › #2");
  });
  it("names the form's own keys from the catalogue, in English as they are spelled out", () => {
    const named = Object.entries(gallery).filter(([k]) => k.startsWith("gallery.key."));
    expect(named.length).toBeGreaterThan(20);
    for (const [k, words] of named) {
      const key = k.slice("gallery.key.".length);
      expect(keyLabel(key), key).toBe(words);
      expect(spelledOut(key), key).toBe(words);
    }
  });
  it("names a request's fields as the Create image form does", () => {
    expect(formLabel("formData.photography.aspectRatio")).toBe("Shape");
    expect(formLabel("formData.background.lighting")).toBe("Light");
    expect(formLabel("formData.composition.photoType")).toBe("Photo type");
    expect(formLabel("formData.unknown.thing")).toBe("Unknown › Thing");
    const l = readable({ formData: { background: { lighting: "golden hour" } } }, formLabel);
    expect(l).toEqual([{ path: "formData.background.lighting", label: "Light", value: "golden hour" }]);
  });
  it("lists leaves readably and never the face", () => {
    const l = readable({
      simplePrompt: "A fox",
      enable4K: false,
      referenceImage: "data:...",
      formData: { photography: { aspectRatio: "1:1" } },
    });
    expect(l).toEqual([
      { path: "simplePrompt", label: "Description", value: "A fox" },
      { path: "enable4K", label: "Higher resolution (4K)", value: "Off" },
      { path: "formData.photography.aspectRatio", label: "Photography › Aspect ratio", value: "1:1" },
    ]);
  });
});

describe("diffForms", () => {
  it("finds changed, added and removed leaves by path", () => {
    const a = { simplePrompt: "A fox", numImages: 2, formData: { photography: { aspectRatio: "1:1" }, style: "warm" } };
    const b = {
      simplePrompt: "A fox",
      numImages: 4,
      formData: { photography: { aspectRatio: "9:16", photoType: "candid" } },
    };
    expect(diffForms(a, b)).toEqual([
      { path: "numImages", label: "Number of images", kind: "changed", before: "2", after: "4" },
      {
        path: "formData.photography.aspectRatio",
        label: "Photography › Aspect ratio",
        kind: "changed",
        before: "1:1",
        after: "9:16",
      },
      { path: "formData.style", label: "Style", kind: "removed", before: "warm", after: null },
      {
        path: "formData.photography.photoType",
        label: "Photography › Photo type",
        kind: "added",
        before: null,
        after: "candid",
      },
    ]);
  });
  it("says nothing for equal forms and tolerates missing ones", () => {
    expect(diffForms({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(diffForms(null, { numImages: 1 })).toEqual([
      { path: "numImages", label: "Number of images", kind: "added", before: null, after: "1" },
    ]);
  });
  it("parses structured prompts only when they are JSON objects", () => {
    expect(parsePrompt('{"subject":"fox"}')).toEqual({ subject: "fox" });
    expect(parsePrompt("a fox")).toBeNull();
    expect(parsePrompt(null)).toBeNull();
  });
});
