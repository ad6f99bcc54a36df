// German, written by hand: one file per area, the same keys as the English (../en) with the same
// placeholders (catalogue.test.ts).
import type { MessageKey } from "../en";
import { common } from "./common";
import { settings } from "./settings";
import { video } from "./video";
import { music } from "./music";
import { tools } from "./tools";
import { slideshows } from "./slideshows";
import { recipes } from "./recipes";

export const de: Record<MessageKey, string> = {
  ...common,
  ...settings,
  ...video,
  ...music,
  ...tools,
  ...slideshows,
  ...recipes,
};
