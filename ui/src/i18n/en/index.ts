// English, the catalogue's source: one file per area of the window, each key starting with its area's
// name. The German catalogue (../de) must have the same keys with the same placeholders (catalogue.test.ts).
import { common } from "./common";
import { settings } from "./settings";
import { price } from "./price";
import { shell } from "./shell";
import { home } from "./home";
import { welcome } from "./welcome";
import { characters } from "./characters";

export const en = {
  ...common,
  ...settings,
  ...price,
  ...shell,
  ...home,
  ...welcome,
  ...characters,
} as const;

export type MessageKey = keyof typeof en;
