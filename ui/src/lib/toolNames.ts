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

/** Where a caption goes (the service's `position`), in the words the window uses. */
export const CAPTION_POSITIONS = [
  { value: "top", label: "Top" },
  { value: "center", label: "Middle" },
  { value: "bottom", label: "Bottom" },
] as const;

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

export function copyName(v: Pick<MediaItem, "provider" | "jobKind" | "serviceGone">): string {
  if (v.serviceGone) return "On this computer only";
  if (v.jobKind === "mix") return "With music";
  return COPY_NAMES[v.provider ?? ""] ?? "Copy";
}

/** Tool results that are pictures, by the tool that made them. */
const PICTURE_NAMES: Record<string, string> = {
  overlay_text: "Captioned copy",
  remove_background: "Background removed",
};

/**
 * The tag on a picker's tile that tells copies apart: a video is the "Original" or the tool's copy
 * ("Captioned copy", "Trimmed copy", "Silent copy", "Joined clips", "With music"); a picture is tagged only
 * when a tool made it. Read from the item's maker (a tool's id, or who mixed it), so it works on library
 * rows that don't carry their job's kind.
 */
export function mediaTag(m: Pick<MediaItem, "kind" | "provider" | "jobKind">): string | null {
  const maker = m.provider ?? "";
  if (m.kind === "video") {
    if (m.jobKind === "mix" || maker in MIX_MAKERS) return "With music";
    if (maker in COPY_NAMES) return COPY_NAMES[maker];
    return m.jobKind === "tool" ? "Copy" : "Original";
  }
  if (m.kind === "image") return PICTURE_NAMES[maker] ?? null;
  return null;
}
