// Slideshow commands (src-tauri/src/commands/slideshows.rs) over the generated bindings.
import { commands } from "../bindings";
import type * as B from "../bindings";
import { unwrap, withProgress } from "./transport";

export type HookTypeView = B.HookTypeView;
export type SlideshowView = B.SlideshowView;
export type SlideshowRequest = B.GenerateSlideshowRequest;
export type TextStyle = B.TextStyle;
export type SlideshowVideo = B.SlideshowVideo;

export const slideshowsApi = {
  hookTypesList: () => unwrap(commands.hookTypesList()),
  /** Saved slideshows whose topic holds every word searched for, newest first, and how many match. */
  list: (query: B.SlideshowQuery) => unwrap(commands.slideshowsList(query)),
  get: (id: string) => unwrap(commands.slideshowGet(id)),
  /** Asks for a folder (native dialog) and copies every slide there with the captions; null when cancelled. */
  export: (id: string) => unwrap(commands.slideshowExport(id)),
  /** Makes the slideshow into a 9:16 video on this computer, into the library; `onProgress` in percent. */
  video: (id: string, options: B.SlideshowVideo, onProgress: (percent: number) => void) =>
    withProgress<B.BulkProgress, B.MediaItem>(
      (p) => onProgress(p.done),
      (ch) => unwrap(commands.slideshowVideo(id, options, ch)),
    ),
  /** What that video will be on this computer, in words (the encoder its ffmpeg offers). */
  videoFormat: () => unwrap(commands.slideshowVideoFormat()),
};
