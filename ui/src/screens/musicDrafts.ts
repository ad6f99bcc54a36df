// The Music screen's forms as plain data: a new track's draft and request, and what a job's settings fill
// in ("Open these settings") for a track or a mix. Pure (tested in musicDrafts.test.ts).
import type { MediaItem } from "../api";
import type { MixChoices, MusicRequest } from "../api/media";
import type { Filled, Settings } from "../lib/recall";
import type { NextStep } from "../lib/nextStep";

export interface TrackDraft {
  prompt: string;
  seconds: string;
  preset: string;
}

export const INITIAL_TRACK: TrackDraft = { prompt: "", seconds: "30", preset: "" };

export function toMusicRequest(d: TrackDraft): MusicRequest {
  const s = Number(d.seconds.trim());
  const ms = d.seconds.trim() !== "" && Number.isFinite(s) && s > 0 ? Math.round(s * 1000) : 0;
  return { prompt: d.prompt, duration: ms, preset: d.preset.trim() ? d.preset.trim() : null };
}

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

/** A mix's inputs as the form's choice, and a gap for each that can't be offered any more. */
export function mixFromSettings(s: Settings<"mix">, source: string, choices: MixChoices): Filled<MixDraft> {
  const has = (items: MediaItem[], id: string) => items.some((m) => m.id === id);
  const gaps: string[] = [];
  const videoId = has(choices.videos, s.videoMediaId) ? s.videoMediaId : "";
  const musicId = has(choices.music, s.musicMediaId) ? s.musicMediaId : "";
  if (!videoId) gaps.push("The video it used is no longer in your library. Choose a video.");
  if (!musicId) gaps.push("The music track it used is no longer in your library. Choose a track.");
  return { draft: { videoId, musicId }, note: { source, gaps } };
}

/** A next step's video ("Add music") or track ("Add to a video") as the mix's choice. */
export function mixFromStep(step: NextStep, choices: MixChoices): Filled<MixDraft> {
  const { item } = step;
  const video = step.step === "addMusic";
  const offered = (video ? choices.videos : choices.music).some((m) => m.id === item.id);
  const gaps = offered
    ? []
    : [
        video
          ? "This video is not among the videos below. Choose a video."
          : "This track can't be mixed yet. Choose a track.",
      ];
  const id = offered ? item.id : "";
  return {
    draft: video ? { videoId: id, musicId: "" } : { videoId: "", musicId: id },
    note: { source: step.sourceLabel, gaps },
  };
}
