// English, the catalogue's source: one file per area of the window, each key starting with its area's
// name. The German catalogue (../de) must have the same keys with the same placeholders (catalogue.test.ts).
import { common } from "./common";
import { settings } from "./settings";
import { image } from "./image";
import { gallery } from "./gallery";

export const en = {
  ...common,
  ...settings,
  ...image,
  ...gallery,
} as const;

export type MessageKey = keyof typeof en;
