// English, the catalogue's source: one file per area of the window, each key starting with its area's
// name. The German catalogue (../de) must have the same keys with the same placeholders (catalogue.test.ts).
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

export const en = {
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
} as const;

export type MessageKey = keyof typeof en;
