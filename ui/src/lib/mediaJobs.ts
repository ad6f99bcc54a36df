// Words for finished video, avatar, music and slideshow jobs (the toasts in state.tsx); null for images.
import type { TrackedJob } from "../api";
import { toolName } from "./toolNames";

/** The provider an edit of a video is listed under (studio-core's VIDEO_EDIT_PROVIDER). */
export const VIDEO_EDIT = "video-edit";

export interface MediaJobWords {
  done: string;
  failed: string;
  label: string;
  screen: "video" | "music" | "slideshows";
}

export function mediaJobWords(job: TrackedJob): MediaJobWords | null {
  if (job.kind === "mix")
    return {
      done: "Your video with music is ready",
      failed: "The music couldn't be added to the video.",
      label: "Open Music",
      screen: "music",
    };
  switch (job.kind) {
    case "video":
    case "avatar":
      return {
        done: job.provider === VIDEO_EDIT ? "Your edited video is ready" : "Your video is ready",
        failed: "A video couldn't be made. Try another picture, description or maker.",
        label: "Open Video",
        screen: "video",
      };
    case "music":
      return {
        done: "Your music track is ready",
        failed: "A music track couldn't be made. Try changing the description.",
        label: "Open Music",
        screen: "music",
      };
    case "slideshow":
      return {
        done: "Your slideshow is ready",
        failed: "The slideshow couldn't be made. Try another topic or format.",
        label: "Open Slideshows",
        screen: "slideshows",
      };
    default:
      return null;
  }
}

/** The jobs tray's title of a video, avatar, music, mix or tool job; null for other kinds. */
export function mediaTrayTitle(job: TrackedJob, providerName: (slug: string) => string): string | null {
  if (job.kind === "mix") return "Video with music";
  if (job.kind === "tool") return toolName(job.provider);
  if (job.kind === "music") return "Music track";
  if (job.kind === "avatar") return `Avatar video · ${providerName(job.provider)}`;
  if (job.kind === "video" && job.provider === VIDEO_EDIT) return "Edited video";
  if (job.kind === "video") return `Video · ${providerName(job.provider)}`;
  return null;
}

/** What a job made, in a phrase ("a video", "an avatar video"), for "Filled in from … in the Jobs tray". */
export function resultNoun(job: Pick<TrackedJob, "kind" | "provider">): string {
  switch (job.kind) {
    case "image":
      return "a picture";
    case "video":
      return "a video";
    case "avatar":
      return "an avatar video";
    case "music":
      return "a music track";
    case "mix":
      return "a video with music";
    case "slideshow":
      return "a slideshow";
    case "tool":
      return `a “${toolName(job.provider)}” result`;
  }
}
