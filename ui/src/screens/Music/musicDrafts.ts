// The Music screen's forms as plain data: a new track's draft and request, and what a job's settings fill
// in ("Open these settings") for a track or a mix. Pure (tested in musicDrafts.test.ts).
import type { MediaItem } from "../../api";
import type { MusicRequest } from "../../api/media";
import type { Filled, Settings } from "../../state/recall";
import type { NextStep } from "../../state/nextStep";
import { presetPart } from "../../forms/presetValue";
import { t } from "../../i18n";

export interface TrackDraft {
  prompt: string;
  seconds: string;
  preset: string;
}

export const INITIAL_TRACK: TrackDraft = { prompt: "", seconds: "30", preset: "" };

/** Words offered for a track's preset, the request's optional free text. Only suggestions: the spec lists no
 * presets, so these are common style words, sent as they are, like anything typed instead. */
export const MUSIC_STYLES = [
  "lo-fi",
  "cinematic",
  "upbeat pop",
  "acoustic",
  "ambient",
  "hip-hop",
  "electronic",
  "jazz",
  "rock",
  "orchestral",
] as const;

export function toMusicRequest(d: TrackDraft): MusicRequest {
  const s = Number(d.seconds.trim());
  const ms = d.seconds.trim() !== "" && Number.isFinite(s) && s > 0 ? Math.round(s * 1000) : 0;
  return { prompt: d.prompt, duration: ms, preset: d.preset.trim() ? d.preset.trim() : null };
}

/** What a track preset keeps: the whole form (the description, the length and the style words). */
export const trackPreset = presetPart<TrackDraft>(["prompt", "seconds", "preset"]);

/** A track's settings as the form's draft (the length in seconds; the wire speaks milliseconds). */
export function trackFromSettings(s: Settings<"music">, source: string): Filled<TrackDraft> {
  const ms = s.request.duration;
  return {
    draft: {
      prompt: s.request.prompt,
      seconds: ms != null && ms > 0 ? String(Math.round(ms / 100) / 10) : "",
      preset: s.request.preset ?? "",
    },
    note: { source, gaps: [] },
  };
}

export interface MixDraft {
  videoId: string;
  musicId: string;
}

/** A video's music is added on this computer when the service knows it by no id (a tool's copy): studio-core's
 * `local_mix::mixed_here`. */
export function mixedHere(video: MediaItem): boolean {
  return !video.remoteId?.trim();
}

/** A track can be mixed when the service knows it by id. */
export function mixableTrack(track: MediaItem): boolean {
  return track.kind === "audio" && !mixedHere(track);
}

/** A mix's inputs (each as the library has it now: null when gone) as the form's choice, and a gap for each
 * that can't be offered any more. */
export function mixFromSettings(
  s: Settings<"mix">,
  source: string,
  found: { video: MediaItem | null; music: MediaItem | null },
): Filled<MixDraft> {
  const here = (m: MediaItem | null) => m != null && m.trashedAt == null;
  const gaps: string[] = [];
  const videoId = here(found.video) && found.video?.kind === "video" ? s.videoMediaId : "";
  const musicId = here(found.music) && found.music && mixableTrack(found.music) ? s.musicMediaId : "";
  if (!videoId) gaps.push(t("music.gap.video_gone"));
  if (!musicId) gaps.push(t("music.gap.track_gone"));
  return { draft: { videoId, musicId }, note: { source, gaps } };
}

/** A next step's video ("Add music") or track ("Add to a video") as the mix's choice. */
export function mixFromStep(step: NextStep): Filled<MixDraft> {
  const { item } = step;
  const video = step.step === "addMusic";
  const offered = video ? item.kind === "video" : mixableTrack(item);
  const gaps = offered ? [] : [video ? t("music.gap.not_a_video") : t("music.gap.track_unknown")];
  const id = offered ? item.id : "";
  return {
    draft: video ? { videoId: id, musicId: "" } : { videoId: "", musicId: id },
    note: { source: step.sourceLabel, gaps },
  };
}
