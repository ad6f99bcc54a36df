// The slideshow form as plain data: its draft, the request it sends, and the draft a slideshow's settings
// fill in ("Open these settings": topic, format, face, count, maker, product, slides and text style).
// Pure (tested in slideshowDraft.test.ts).
import type { SlideshowRequest, TextStyle } from "../../api/slideshows";
import type { Filled, Settings } from "../../state/recall";
import { STYLE_KEYS, styleDiff, type FullTextStyle } from "./slideLayout";
import type { SlideDraft } from "./SlidesEditor";
import { presetPart } from "../../forms/presetValue";

export const DEFAULT_HOOK = "story-arc";
const DEFAULT_PROVIDER = "grok-image";

export interface SlideshowDraft {
  topic: string;
  hookType: string;
  characterId: string;
  slideCount: string;
  provider: string;
  productName: string;
  productDescription: string;
  slides: SlideDraft[];
  style: FullTextStyle;
}

export function freshDraft(defaults: FullTextStyle): SlideshowDraft {
  return {
    topic: "",
    hookType: DEFAULT_HOOK,
    characterId: "",
    slideCount: "6",
    provider: DEFAULT_PROVIDER,
    productName: "",
    productDescription: "",
    slides: [],
    style: defaults,
  };
}

export function toSlideshowRequest(draft: SlideshowDraft, defaults: FullTextStyle): SlideshowRequest {
  const n = Number(draft.slideCount);
  const slides = draft.slides.map((s) => ({
    text: s.text.trim() ? s.text : s.text === "" ? null : s.text,
    imagePrompt: s.imagePrompt.trim() || null,
  }));
  const style = styleDiff(draft.style, defaults);
  return {
    topic: draft.topic,
    hookType: draft.hookType || null,
    characterId: draft.characterId || null,
    slideCount: draft.slideCount.trim() === "" || !Number.isFinite(n) ? null : n,
    imageProvider: draft.provider,
    productName: draft.productName.trim() || null,
    productDescription: draft.productDescription.trim() || null,
    slides: slides.length ? slides : null,
    textStyle: Object.keys(style).length ? style : null,
  };
}

/** The text style as the editor holds it: every field the request set, the defaults for the rest. */
export function fullStyle(sent: TextStyle | null | undefined, defaults: FullTextStyle): FullTextStyle {
  const out: FullTextStyle = { ...defaults };
  if (!sent) return out;
  for (const k of STYLE_KEYS) {
    const v = sent[k];
    if (v == null) continue;
    if (typeof defaults[k] === typeof v) Object.assign(out, { [k]: v });
  }
  return out;
}

/** A slideshow's settings as the form's draft. */
export function slideshowFromSettings(
  s: Settings<"slideshow">,
  source: string,
  defaults: FullTextStyle,
): Filled<SlideshowDraft> {
  const r = s.request;
  const fresh = freshDraft(defaults);
  return {
    draft: {
      topic: r.topic,
      hookType: r.hookType ?? DEFAULT_HOOK,
      characterId: r.characterId ?? "",
      slideCount: r.slideCount != null ? String(r.slideCount) : "",
      provider: r.imageProvider ?? fresh.provider,
      productName: r.productName ?? "",
      productDescription: r.productDescription ?? "",
      slides: (r.slides ?? []).map((x) => ({ text: x.text ?? "", imagePrompt: x.imagePrompt ?? "" })),
      style: fullStyle(r.textStyle, defaults),
    },
    note: { source, gaps: [] },
  };
}

/** What a slideshow preset keeps: the topic, format, number of slides, saved character, picture maker and
 * product; not each slide's words (that slideshow's own) nor the text style (it has presets of its own). */
const SLIDESHOW_PRESET = [
  "topic",
  "hookType",
  "slideCount",
  "characterId",
  "provider",
  "productName",
  "productDescription",
] as const;

/** A slideshow preset in the form; a picture maker no longer offered (`providers`) leaves the form's own. */
export const slideshowPreset = (providers: readonly string[]) =>
  presetPart<SlideshowDraft>(SLIDESHOW_PRESET, (next, d) =>
    providers.includes(next.provider) ? next : { ...next, provider: d.provider },
  );
