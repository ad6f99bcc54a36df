// German, written by hand: one file per area, the same keys as the English (../en) with the same
// placeholders (catalogue.test.ts).
import type { MessageKey } from "../en";
import { common } from "./common";
import { gallery } from "./gallery";
import { image } from "./image";
import { settings } from "./settings";
import { sidebyside } from "./sidebyside";

export const de: Record<MessageKey, string> = {
  ...common,
  ...gallery,
  ...image,
  ...settings,
  ...sidebyside,
};
