import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../tests/fake-catalogue";
import { defaultStyle } from "./slideLayout";
import {
  freshDraft,
  fullStyle,
  slideshowPreset,
  slideshowFromSettings,
  toSlideshowRequest,
  type SlideshowDraft,
} from "./slideshowDraft";

const defaults = defaultStyle(CATALOGUE.textStyleDefaults);

describe("slideshow settings", () => {
  it("fill the whole form: slides and text style included", () => {
    const d: SlideshowDraft = {
      ...freshDraft(defaults),
      topic: "Three calm mornings",
      hookType: "listicle",
      characterId: "c1",
      slideCount: "3",
      provider: "gemini",
      productName: "Calm tea",
      productDescription: "A soft green tea",
      slides: [
        { text: "Wake slowly", imagePrompt: "a sunrise" },
        { text: "Tea first", imagePrompt: "" },
      ],
      style: { ...defaults, position: "top", textColor: "#FFCC00", maxCharsPerLine: 14, watermark: false },
    };
    const request = toSlideshowRequest(d, defaults);
    expect(request.textStyle).toEqual({ position: "top", textColor: "#FFCC00", maxCharsPerLine: 14, watermark: false });
    const f = slideshowFromSettings({ kind: "slideshow", request }, "the slideshow", defaults);
    expect(f.draft).toEqual(d);
    expect(toSlideshowRequest(f.draft, defaults)).toEqual(request);
  });
  it("take the defaults for what the request left out", () => {
    const f = slideshowFromSettings({ kind: "slideshow", request: { topic: "Tips" } }, "x", defaults);
    expect(f.draft).toEqual({ ...freshDraft(defaults), topic: "Tips", slideCount: "" });
    expect(fullStyle({ fontSize: 70, position: null }, defaults)).toEqual({ ...defaults, fontSize: 70 });
  });
});

describe("slideshow presets", () => {
  const saved: SlideshowDraft = {
    ...freshDraft(defaults),
    topic: "Three calm mornings",
    hookType: "listicle",
    characterId: "c1",
    slideCount: "5",
    provider: "seedream-4.5",
    productName: "Calm tea",
    productDescription: "a green tea",
    slides: [{ text: "One", imagePrompt: "" }],
    style: { ...defaults, fontSize: defaults.fontSize + 4 },
  };
  it("keep the topic, format, count, character, maker and product; not the slides nor the style", () => {
    const v = JSON.parse(slideshowPreset([]).value(saved));
    expect(v).toEqual({
      topic: "Three calm mornings",
      hookType: "listicle",
      slideCount: "5",
      characterId: "c1",
      provider: "seedream-4.5",
      productName: "Calm tea",
      productDescription: "a green tea",
    });
  });
  it("load into a form whose slides and style stay", () => {
    const now: SlideshowDraft = { ...freshDraft(defaults), slides: [{ text: "Mine", imagePrompt: "x" }] };
    const loaded = slideshowPreset(["grok-image", "seedream-4.5"]).apply(slideshowPreset([]).value(saved), now);
    expect(loaded).toEqual({ ...saved, slides: now.slides, style: now.style });
  });
  it("a picture maker no longer offered leaves the form's", () => {
    const now = freshDraft(defaults);
    expect(slideshowPreset(["grok-image"]).apply(slideshowPreset([]).value(saved), now).provider).toBe(now.provider);
  });
});
