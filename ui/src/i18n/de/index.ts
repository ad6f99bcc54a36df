// German, written by hand: one file per area, the same keys as the English (../en) with the same
// placeholders (catalogue.test.ts).
import type { MessageKey } from "../en";
import { common } from "./common";
import { settings } from "./settings";
import { image } from "./image";
import { gallery } from "./gallery";

export const de: Record<MessageKey, string> = {
  ...common,
  ...settings,
  ...image,
  ...gallery,
};
