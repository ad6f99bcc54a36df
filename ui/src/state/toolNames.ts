// A tool's name as the Tools screen shows it, used wherever a tool job is named (the tray, toasts).
import type { MediaItem } from "../api";
import { t } from "../i18n";
import { liveTable } from "./liveWords";

export const TOOL_NAMES: Record<string, string> = liveTable({
  overlay_text: "common.tool.overlay_text",
  write_shot_prompt: "common.tool.write_shot_prompt",
  trim_video: "common.tool.trim_video",
  edit_video: "common.tool.edit_video",
  stitch_videos: "common.tool.stitch_videos",
  mute_video: "common.tool.mute_video",
  remove_background: "common.tool.remove_background",
});

/** Where a caption goes (the service's `position`), in the words the window uses. */
export const CAPTION_POSITIONS = (["top", "center", "bottom"] as const).map((value) => ({
  value,
  get label() {
    return t(`common.caption.${value}`);
  },
}));

/** Who made a mix: the service (`add-music`) or this computer (`local_mix` in studio-core). */
export const MIX_MAKERS: Record<string, string> = liveTable({
  "add-music": "common.mix_maker.service",
  "this-computer": "common.mix_maker.this_computer",
});

/** "Remove sound" for `mute_video`; an unknown tool id in words. */
export function toolName(id: string): string {
  return TOOL_NAMES[id] ?? slugWords(id);
}

/** What a video made on the app's side of a tool or a mix is: "Silent copy" for `mute_video`. */
const COPY_NAMES: Record<string, string> = liveTable({
  overlay_text: "common.copy.captioned",
  trim_video: "common.copy.trimmed",
  mute_video: "common.copy.silent",
  stitch_videos: "common.copy.joined",
});

export function copyName(v: Pick<MediaItem, "provider" | "jobKind" | "serviceGone">): string {
  if (v.serviceGone) return t("common.copy.this_computer_only");
  if (v.jobKind === "mix") return t("common.copy.with_music");
  return COPY_NAMES[v.provider ?? ""] ?? t("common.copy.copy");
}

/** Tool results that are pictures, by the tool that made them. */
const PICTURE_NAMES: Record<string, string> = liveTable({
  overlay_text: "common.copy.captioned",
  remove_background: "common.copy.background_removed",
});

/**
 * The tag on a picker's tile that tells copies apart: a video is the "Original" or the tool's copy
 * ("Captioned copy", "Trimmed copy", "Silent copy", "Joined clips", "With music"); a picture is tagged only
 * when a tool made it. Read from the item's maker (a tool's id, or who mixed it), so it works on library
 * rows that don't carry their job's kind.
 */
export function mediaTag(m: Pick<MediaItem, "kind" | "provider" | "jobKind">): string | null {
  const maker = m.provider ?? "";
  if (m.kind === "video") {
    if (m.jobKind === "mix" || maker in MIX_MAKERS) return t("common.copy.with_music");
    if (maker in COPY_NAMES) return COPY_NAMES[maker];
    return m.jobKind === "tool" ? t("common.copy.copy") : t("common.copy.original");
  }
  if (m.kind === "image") return PICTURE_NAMES[maker] ?? null;
  return null;
}

/** A photo type slug as words: "arm_extended_selfie" -> "Arm extended selfie". */
export function slugWords(slug: string): string {
  const s = slug.replace(/[_-]+/g, " ").trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}
