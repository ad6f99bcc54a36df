// German, written by hand: one file per area, the same keys as the English (../en) with the same
// placeholders (catalogue.test.ts).
import type { MessageKey } from "../en";
import { common } from "./common";
import { settings } from "./settings";
import { price } from "./price";
import { shell } from "./shell";
import { home } from "./home";
import { welcome } from "./welcome";
import { characters } from "./characters";

export const de: Record<MessageKey, string> = {
  ...common,
  ...settings,
  ...price,
  ...shell,
  ...home,
  ...welcome,
  ...characters,
};
