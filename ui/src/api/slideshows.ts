// Slideshow commands (src-tauri/src/commands/slideshows.rs) over the generated bindings.
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap } from "./transport";

export type HookTypeView = B.HookTypeView;
export type SlideshowView = B.SlideshowView;
export type SlideView = B.SlideView;
export type SlideshowRequest = B.GenerateSlideshowRequest;
export type SlideInput = B.SlideInput;
export type TextStyle = B.TextStyle;

export const slideshowsApi = {
  hookTypes: () => unwrap(commands.hookTypesList()),
  /** Saved slideshows whose topic holds every word searched for, newest first, and how many match. */
  list: (query: B.SlideshowQuery) => unwrap(commands.slideshowsList(query)),
  get: (id: string) => unwrap(commands.slideshowGet(id)),
  /** Asks for a folder (native dialog) and copies every slide there; null when cancelled. */
  exportSlides: (id: string) => unwrap(commands.slideshowExport(id)),
};
