// English, the catalogue's source: one file per area of the window, each key starting with its area's
// name. The German catalogue (../de) must have the same keys with the same placeholders (catalogue.test.ts).
import { common } from "./common";
import { settings } from "./settings";
import { video } from "./video";
import { music } from "./music";
import { tools } from "./tools";
import { slideshows } from "./slideshows";
import { recipes } from "./recipes";

export const en = {
  ...common,
  ...settings,
  ...video,
  ...music,
  ...tools,
  ...slideshows,
  ...recipes,
} as const;

export type MessageKey = keyof typeof en;
