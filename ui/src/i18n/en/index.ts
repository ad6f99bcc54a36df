// English, the catalogue's source: one file per area of the window, each key starting with its area's
// name. The German catalogue (../de) must have the same keys with the same placeholders (catalogue.test.ts).
import { characters } from "./characters";
import { common } from "./common";
import { core } from "./core";
import { gallery } from "./gallery";
import { home } from "./home";
import { image } from "./image";
import { music } from "./music";
import { price } from "./price";
import { recipes } from "./recipes";
import { review } from "./review";
import { settings } from "./settings";
import { shell } from "./shell";
import { sidebyside } from "./sidebyside";
import { slideshows } from "./slideshows";
import { tools } from "./tools";
import { video } from "./video";
import { welcome } from "./welcome";

export const en = {
  ...characters,
  ...common,
  ...core,
  ...gallery,
  ...home,
  ...image,
  ...music,
  ...price,
  ...recipes,
  ...review,
  ...settings,
  ...shell,
  ...sidebyside,
  ...slideshows,
  ...tools,
  ...video,
  ...welcome,
} as const;

export type MessageKey = keyof typeof en;
