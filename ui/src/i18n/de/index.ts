// German, written by hand: one file per area, the same keys as the English (../en) with the same
// placeholders (catalogue.test.ts).
import type { MessageKey } from "../en";
import { common } from "./common";
import { gallery } from "./gallery";
import { image } from "./image";
import { music } from "./music";
import { recipes } from "./recipes";
import { settings } from "./settings";
import { sidebyside } from "./sidebyside";
import { slideshows } from "./slideshows";
import { tools } from "./tools";
import { video } from "./video";

export const de: Record<MessageKey, string> = {
  ...common,
  ...gallery,
  ...image,
  ...music,
  ...recipes,
  ...settings,
  ...sidebyside,
  ...slideshows,
  ...tools,
  ...video,
};
