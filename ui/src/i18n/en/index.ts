// English, the catalogue's source: one file per area of the window, each key starting with its area's
// name. The German catalogue (../de) must have the same keys with the same placeholders (catalogue.test.ts).
import { common } from "./common";
import { gallery } from "./gallery";
import { image } from "./image";
import { settings } from "./settings";
import { sidebyside } from "./sidebyside";

export const en = {
  ...common,
  ...gallery,
  ...image,
  ...settings,
  ...sidebyside,
} as const;

export type MessageKey = keyof typeof en;
