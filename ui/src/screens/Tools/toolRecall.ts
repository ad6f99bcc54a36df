// What a tool job's settings fill in ("Open these settings"): each tool form's draft, its inputs found in
// the library again by their service address, and a gap for each input that is no longer there. Pure
// (tested in toolRecall.test.ts).
import type { MediaItem } from "../../api";
import type { Filled, Settings } from "../../state/recall";
import type { NextStep } from "../../state/nextStep";
import { t, tn } from "../../i18n";

export type CaptionPosition = "top" | "center" | "bottom";

export interface OverlayDraft {
  text: string;
  position: CaptionPosition;
  sourceId: string | null;
}

export interface TrimDraft {
  clipId: string | null;
  start: string;
  end: string;
}

export interface StitchDraft {
  clipIds: string[];
}

/** A one-input tool (remove sound, remove background, describe a shot): the item chosen. */
export interface SingleDraft {
  itemId: string | null;
}

type ToolSettings = Settings<"tool">;

const byUrl = (items: MediaItem[], url: string | null | undefined) =>
  url ? (items.find((m) => m.remoteUrl === url) ?? null) : null;

const goneVideo = () => t("tools.gap.video_gone");
const gonePicture = () => t("tools.gap.picture_gone");

export function overlayFromSettings(s: ToolSettings, source: string, items: MediaItem[]): Filled<OverlayDraft> | null {
  const r = s.request;
  if (r.tool !== "overlay_text") return null;
  const q = r.request;
  const on = byUrl(items, q.imageUrl ?? q.videoUrl);
  const position: CaptionPosition = q.position === "top" || q.position === "center" ? q.position : "bottom";
  const gaps = on ? [] : [q.videoUrl ? goneVideo() : gonePicture()];
  return { draft: { text: q.text, position, sourceId: on?.id ?? null }, note: { source, gaps } };
}

export function trimFromSettings(s: ToolSettings, source: string, items: MediaItem[]): Filled<TrimDraft> | null {
  const r = s.request;
  if (r.tool !== "trim_video") return null;
  const q = r.request;
  const clip = byUrl(items, q.videoUrl);
  return {
    draft: {
      clipId: clip?.id ?? null,
      start: q.startTime != null ? String(q.startTime) : "0",
      end: q.endTime != null ? String(q.endTime) : "",
    },
    note: { source, gaps: clip ? [] : [goneVideo()] },
  };
}

export function stitchFromSettings(s: ToolSettings, source: string, items: MediaItem[]): Filled<StitchDraft> | null {
  const r = s.request;
  if (r.tool !== "stitch_videos") return null;
  const urls = r.request.videoUrls;
  const clipIds = urls.flatMap((u) => byUrl(items, u)?.id ?? []);
  const gone = urls.length - clipIds.length;
  const gaps = gone === 0 ? [] : [tn("tools.gap.clips_gone", gone, { total: urls.length })];
  return { draft: { clipIds }, note: { source, gaps } };
}

/** Remove sound, remove background or describe a shot: the one video or picture it worked on. */
export function singleFromSettings(s: ToolSettings, source: string, items: MediaItem[]): Filled<SingleDraft> | null {
  const r = s.request;
  if (r.tool === "mute_video") {
    const v = byUrl(items, r.request.videoUrl);
    return { draft: { itemId: v?.id ?? null }, note: { source, gaps: v ? [] : [goneVideo()] } };
  }
  if (r.tool === "remove_background" || r.tool === "write_shot_prompt") {
    const p = byUrl(items, r.request.imageUrl);
    return { draft: { itemId: p?.id ?? null }, note: { source, gaps: p ? [] : [gonePicture()] } };
  }
  return null;
}

/** Edit video: the video chosen (by its service id, else its address) and the edit's words. */
export interface EditDraft {
  clipId: string | null;
  prompt: string;
}

export function editFromSettings(s: Settings<"video_edit">, source: string, items: MediaItem[]): Filled<EditDraft> {
  const q = s.request;
  const clip =
    (q.videoId ? items.find((m) => m.kind === "video" && m.remoteId === q.videoId) : undefined) ??
    (q.videoUrl ? byUrl(items, q.videoUrl) : undefined) ??
    null;
  return { draft: { clipId: clip?.id ?? null, prompt: q.prompt }, note: { source, gaps: clip ? [] : [goneVideo()] } };
}

/** A next step's item as a tool form's input: `put` sets it in the stored draft; nothing is missing. */
export function toolFromStep<D>(stored: D, step: NextStep, put: (d: D, item: MediaItem) => D): Filled<D> {
  return { draft: put(stored, step.item), note: { source: step.sourceLabel, gaps: [] } };
}
