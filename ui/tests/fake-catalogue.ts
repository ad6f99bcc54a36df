// The catalogue the fake backend answers to catalogue_get: test data standing in for media-api's
// catalogue (prices, providers, ratios, photo types). The UI never hard-codes these; it reads them.
import type { Catalogue } from "../src/api/types";

// Same shape and values as media-api's catalog::catalog() (the parts the UI reads).
const img = (slug: string, name: string, cost: number, cost4k: number | null, hiResLabel: string | null) => ({
  slug,
  name,
  cost,
  cost4k,
  hiResLabel,
  slideshow: true,
});
export const CATALOGUE: Catalogue = {
  imageProviders: [
    img("gemini", "Gemini", 2, 4, "4K"),
    img("gemini-nano", "Gemini Nano", 1, null, null),
    img("gpt-image-1.5", "GPT Image 1.5", 2, null, null),
    img("gpt-image-2", "GPT Image 2", 2, 4, "4K"),
    img("gpt-image-2.5-flare", "GPT Image 2.5 Flare", 1, 2, "4K / xhigh"),
    img("gpt-image-2.5-sunburst", "GPT Image 2.5 Sunburst", 2, 4, "4K / xhigh"),
    img("seedream-4.5", "Seedream 4.5", 2, 4, "4K"),
    img("fal-flux-2-pro", "FLUX.2 Pro", 2, null, null),
    img("fal-flux-2-max", "FLUX.2 Max", 4, null, null),
    img("grok-image", "Grok Image", 1, null, null),
    img("grok-image-pro", "Grok Image Pro", 1, null, null),
    img("grok-image-2.0", "Grok Image 2.0", 1, 2, "2K"),
    img("kling-image-v3", "Kling Image V3", 2, 4, "4K"),
  ],
  videoProviders: [],
  premiumVideoRate: 4,
  hookTypes: [],
  slideshowImageProviders: [],
  aspectRatios: [
    { value: "1:1", label: "Square (1:1)" },
    { value: "2:3", label: "Portrait (2:3)" },
    { value: "3:2", label: "Landscape (3:2)" },
    { value: "3:4", label: "Portrait (3:4)" },
    { value: "4:3", label: "Landscape (4:3)" },
    { value: "4:5", label: "Portrait (4:5)" },
    { value: "5:4", label: "Landscape (5:4)" },
    { value: "9:16", label: "Vertical, stories and reels (9:16)" },
    { value: "16:9", label: "Widescreen (16:9)" },
    { value: "21:9", label: "Cinematic (21:9)" },
  ],
  photoTypes: [
    { value: "portrait", label: "Portrait" },
    { value: "candid", label: "Candid" },
  ],
  textStyleDefaults: {
    position: "bottom",
    fontSize: 56,
    fontFamily: "impact",
    textColor: "#FFFFFF",
    strokeColor: "#000000",
    strokeWidth: 3,
    bgBarOpacity: 0.5,
    bgBarColor: "#000000",
    bgBarMode: "full",
    textAlign: "center",
    maxCharsPerLine: 20,
    textTransform: "uppercase",
    letterSpacing: 0,
    verticalOffset: 0,
    watermark: true,
  },
};
