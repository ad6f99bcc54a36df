// German, written by hand: one file per area, the same keys as the English (../en) with the same
// placeholders (catalogue.test.ts).
import type { MessageKey } from "../en";
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

export const de: Record<MessageKey, string> = {
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
};
