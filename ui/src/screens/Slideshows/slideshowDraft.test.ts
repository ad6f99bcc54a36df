import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../tests/fake-catalogue";
import { defaultStyle } from "./slideLayout";
import {
  freshDraft,
  fullStyle,
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
