// A tool's name as the Tools screen shows it, used wherever a tool job is named (the tray, toasts).
import type { MediaItem } from "../api";
import { slugWords } from "./format";

export const TOOL_NAMES: Record<string, string> = {
  overlay_text: "Add a caption",
  write_shot_prompt: "Describe a shot",
  trim_video: "Trim a video",
  edit_video: "Edit video",
  stitch_videos: "Join clips",
  mute_video: "Remove sound",
  remove_background: "Remove background",
};

/** Who made a mix: the service (`add-music`) or this computer (`local_mix` in studio-core). */
export const MIX_MAKERS: Record<string, string> = {
  "add-music": "The service's mix",
  "this-computer": "This computer",
};

/** "Remove sound" for `mute_video`; an unknown tool id in words. */
export function toolName(id: string): string {
  return TOOL_NAMES[id] ?? slugWords(id);
}

/** What a video made on the app's side of a tool or a mix is: "Silent copy" for `mute_video`. */
const COPY_NAMES: Record<string, string> = {
  overlay_text: "Captioned copy",
  trim_video: "Trimmed copy",
  mute_video: "Silent copy",
  stitch_videos: "Joined clips",
};

export function copyName(v: Pick<MediaItem, "provider" | "jobKind">): string {
  if (v.jobKind === "mix") return "With music";
  return COPY_NAMES[v.provider ?? ""] ?? "Copy";
}
