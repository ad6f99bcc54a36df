// The Video screen's two forms as plain data: their drafts, the request each sends, and the draft a job's
// settings fill in ("Open these settings"). Pure (tested in videoDrafts.test.ts).
import type { Catalogue, MediaItem } from "../../api";
import type { AvatarVideoRequest, StandardVideoRequest, VideoProviderInfo } from "../../api/media";
import type { Filled, Settings } from "../../state/recall";
import type { NextStep } from "../../state/nextStep";
import type { StoredSource } from "./VideoSourceFile";
import { presetPart } from "../../forms/presetValue";
import { t } from "../../i18n";

export interface SourceDraft {
  mode: "gallery" | "file" | "url";
  /** The library item (local id) picked in the gallery. */
  mediaId: string;
  /** Its id at the service, kept when picked: the picture may be older than the library the form holds. */
  remoteId?: string | null;
  /** Its address at the service, kept likewise: a slide or a tool's result is known by its address only. */
  remoteUrl?: string | null;
  url: string;
  /** A picture from this computer, once stored at the service (VideoSourceFile). */
  file?: StoredSource | null;
}

export interface MotionDraft {
  source: SourceDraft;
  provider: string;
  /** Several makers side by side instead of one (`compareWith` then holds them, in the order picked). */
  compare?: boolean;
  compareWith?: string[];
  duration: string;
  aspectRatio: string;
  prompt: string;
  referenceVideoUrl: string;
  premium: boolean;
  skipEnhancement: boolean;
}

export type VoiceMode = "auto" | "voice" | "audio" | "s2s";

export interface AvatarDraft {
  source: SourceDraft;
  provider: string;
  dialogue: string;
  voiceMode: VoiceMode;
  voiceId: string;
  voiceProvider: string;
  voiceAudioUrl: string;
  s2sAudioUrl: string;
  s2sDuration: string;
  /** How long the voice recording is (seconds): the video is that long, so it is priced from it. */
  recordingSeconds: string;
  prompt: string;
  aspectRatio: string;
  premium: boolean;
  skipEnhancement: boolean;
}

const NO_SOURCE: SourceDraft = { mode: "gallery", mediaId: "", url: "" };

export function standardMakers(cat: Catalogue): VideoProviderInfo[] {
  return cat.videoProviders.filter((p) => p.kind === "standard");
}

export function avatarMakers(cat: Catalogue): VideoProviderInfo[] {
  return cat.videoProviders.filter((p) => p.kind === "avatar");
}

export function initialMotion(cat: Catalogue): MotionDraft {
  const p = standardMakers(cat).find((x) => x.slug === "seedance") ?? standardMakers(cat)[0];
  return {
    source: NO_SOURCE,
    provider: p?.slug ?? "seedance",
    duration: p ? String(Math.min(Math.max(5, p.minSeconds), p.maxSeconds)) : "5",
    aspectRatio: "9:16",
    prompt: "",
    referenceVideoUrl: "",
    premium: false,
    skipEnhancement: false,
  };
}

export function initialAvatar(cat: Catalogue): AvatarDraft {
  return {
    source: NO_SOURCE,
    provider: avatarMakers(cat)[0]?.slug ?? "kling-avatar",
    dialogue: "",
    voiceMode: "auto",
    voiceId: "",
    voiceProvider: "elevenlabs",
    voiceAudioUrl: "",
    s2sAudioUrl: "",
    s2sDuration: "",
    recordingSeconds: "",
    prompt: "",
    aspectRatio: "9:16",
    premium: false,
    skipEnhancement: false,
  };
}

/**
 * A stored Motion or Avatar draft over the form's empty one (`base`): the picture's fields it lacks come
 * from `base`, and a video maker no longer offered is replaced by the form's default.
 */
export function restoreVideoDraft<D extends { source: SourceDraft; provider: string }>(
  saved: Partial<D>,
  base: D,
  makers: VideoProviderInfo[],
): D {
  return {
    ...base,
    ...saved,
    source: { ...base.source, ...(saved.source ?? {}) },
    provider: makers.some((p) => p.slug === saved.provider) ? (saved.provider as string) : base.provider,
  };
}

/** The picked gallery picture when its service copy was deleted since it was picked (the form says so). */
export function goneSource(s: SourceDraft, library: MediaItem[]): MediaItem | null {
  if (s.mode !== "gallery" || !s.mediaId) return null;
  const item = library.find((m) => m.id === s.mediaId);
  return item?.serviceGone ? item : null;
}

/** The request fields naming the source image. */
export function sourceFields(s: SourceDraft, library: MediaItem[]): { imageId?: string; uploadedImageUrl?: string } {
  if (s.mode === "url") return s.url.trim() ? { uploadedImageUrl: s.url.trim() } : {};
  if (s.mode === "file") return s.file ? { uploadedImageUrl: s.file.url } : {};
  if (!s.mediaId) return {};
  // By its id where the service gave one (a picture it made), else by its address there (a slideshow's
  // slide, a tool's result: the service made them without an image id).
  const item = library.find((m) => m.id === s.mediaId);
  // Its service copy was deleted since it was picked: the id and address kept in the draft lead nowhere.
  if (item?.serviceGone) return {};
  const remoteId = item?.remoteId ?? s.remoteId;
  if (remoteId) return { imageId: remoteId };
  const remoteUrl = item?.remoteUrl ?? s.remoteUrl;
  return remoteUrl ? { uploadedImageUrl: remoteUrl } : {};
}

/** The makers a side-by-side compare sends to: the ones ticked, in the order they were ticked. */
export function compareMakers(d: MotionDraft): string[] {
  return d.compare ? (d.compareWith ?? []) : [];
}

/** Ticks or unticks a maker for the side-by-side compare (at most `max`; a tick past it is refused). */
export function toggleCompareMaker(d: MotionDraft, slug: string, max: number): MotionDraft {
  const now = d.compareWith ?? [];
  if (now.includes(slug)) return { ...d, compareWith: now.filter((s) => s !== slug) };
  if (now.length >= max) return d;
  return { ...d, compareWith: [...now, slug] };
}

/** The length range every ticked maker can make (the widest of the mins to the narrowest of the maxes). */
export function sharedRange(makers: VideoProviderInfo[]): { min: number; max: number } | null {
  if (makers.length === 0) return null;
  const min = Math.max(...makers.map((p) => p.minSeconds));
  const max = Math.min(...makers.map((p) => p.maxSeconds));
  return { min, max };
}

export function toVideoRequest(d: MotionDraft, library: MediaItem[]): StandardVideoRequest {
  const n = Number(d.duration.trim());
  // In a compare the motion words go to every maker (Kling Motion ignores them) and the motion video to
  // Kling Motion when it is one of them.
  const kling = d.compare ? compareMakers(d).includes("kling-motion") : d.provider === "kling-motion";
  const words = d.compare ? compareMakers(d).some((p) => p !== "kling-motion") : !kling;
  return {
    ...sourceFields(d.source, library),
    prompt: words ? d.prompt : "",
    aspectRatio: d.aspectRatio,
    provider: d.provider,
    isPremium: d.premium,
    // A u32 on the wire: anything that isn't a whole number is sent as 0, which the rules refuse.
    duration: d.duration.trim() !== "" && Number.isInteger(n) && n >= 0 ? Math.min(n, 100000) : 0,
    skipEnhancement: d.skipEnhancement,
    referenceVideoUrl: kling && d.referenceVideoUrl.trim() ? d.referenceVideoUrl.trim() : null,
  };
}

export function toAvatarRequest(d: AvatarDraft, library: MediaItem[]): AvatarVideoRequest {
  const opt = (s: string) => (s.trim() ? s.trim() : null);
  const secs = Number(d.s2sDuration);
  return {
    ...sourceFields(d.source, library),
    prompt: d.prompt,
    dialogue: d.voiceMode === "s2s" || d.voiceMode === "audio" ? null : opt(d.dialogue),
    aspectRatio: d.aspectRatio,
    provider: d.provider,
    isPremium: d.premium,
    voiceId: d.voiceMode === "voice" ? opt(d.voiceId) : null,
    voiceProvider: d.voiceMode === "voice" ? d.voiceProvider : null,
    voiceAudioUrl: d.voiceMode === "audio" ? opt(d.voiceAudioUrl) : null,
    s2sAudioUrl: d.voiceMode === "s2s" ? opt(d.s2sAudioUrl) : null,
    s2sDuration: d.voiceMode === "s2s" && d.s2sDuration.trim() ? (Number.isFinite(secs) ? secs : 0) : null,
    skipEnhancement: d.skipEnhancement,
  };
}

type SourceRequest = Pick<StandardVideoRequest, "imageId" | "uploadedImageUrl" | "imageUrl">;

/** The source picture of a request as the picker shows it; a gap when its picture left the gallery. */
export function sourceFromRequest(r: SourceRequest, library: MediaItem[]): { source: SourceDraft; gap?: string } {
  if (r.imageId) {
    const item = library.find((m) => m.kind === "image" && m.remoteId === r.imageId);
    if (item) return { source: { ...NO_SOURCE, mediaId: item.id } };
    return {
      source: NO_SOURCE,
      gap: t("video.gap.picture_gone"),
    };
  }
  // A picture of the gallery known by its address (a slide, a tool's result) is chosen there again; a link,
  // or a picture from this computer stored at the service, is the same picture again by its link.
  const url = r.uploadedImageUrl ?? r.imageUrl;
  const item = url ? library.find((m) => m.kind === "image" && m.remoteId == null && m.remoteUrl === url) : null;
  if (item) return { source: { ...NO_SOURCE, mediaId: item.id, remoteUrl: url } };
  if (url) return { source: { ...NO_SOURCE, mode: "url", url } };
  return { source: NO_SOURCE };
}

/** The maker if this form still offers it, else the form's own and a gap saying so. */
function maker(slug: string, offered: VideoProviderInfo[], base: string, gaps: string[]): string {
  if (offered.some((p) => p.slug === slug)) return slug;
  gaps.push(t("video.gap.maker_gone", { slug }));
  return base;
}

/** A motion video's settings as the form's draft. */
export function motionFromSettings(
  s: Settings<"video">,
  source: string,
  library: MediaItem[],
  cat: Catalogue,
): Filled<MotionDraft> {
  const r = s.request;
  const base = initialMotion(cat);
  const gaps: string[] = [];
  const src = sourceFromRequest(r, library);
  if (src.gap) gaps.push(src.gap);
  const draft: MotionDraft = {
    source: src.source,
    provider: maker(r.provider ?? "seedance", standardMakers(cat), base.provider, gaps),
    duration: r.duration != null ? String(r.duration) : base.duration,
    aspectRatio: r.aspectRatio,
    prompt: r.prompt ?? "",
    referenceVideoUrl: r.referenceVideoUrl ?? "",
    premium: r.isPremium === true,
    skipEnhancement: r.skipEnhancement === true,
  };
  return { draft, note: { source, gaps } };
}

/** A talking avatar's settings (and its recording's length, when spoken from one) as the form's draft. */
export function avatarFromSettings(
  s: Settings<"avatar">,
  source: string,
  library: MediaItem[],
  cat: Catalogue,
): Filled<AvatarDraft> {
  const r = s.request;
  const base = initialAvatar(cat);
  const gaps: string[] = [];
  const src = sourceFromRequest(r, library);
  if (src.gap) gaps.push(src.gap);
  const voiceMode: VoiceMode = r.s2sAudioUrl ? "s2s" : r.voiceAudioUrl ? "audio" : r.voiceId ? "voice" : "auto";
  const recording = s.recordingSeconds;
  if (voiceMode === "audio" && recording == null) gaps.push(t("video.gap.recording_length"));
  const draft: AvatarDraft = {
    source: src.source,
    provider: maker(r.provider, avatarMakers(cat), base.provider, gaps),
    dialogue: r.dialogue ?? "",
    voiceMode,
    voiceId: r.voiceId ?? "",
    voiceProvider: r.voiceProvider ?? base.voiceProvider,
    voiceAudioUrl: r.voiceAudioUrl ?? "",
    s2sAudioUrl: r.s2sAudioUrl ?? "",
    s2sDuration: r.s2sDuration != null ? String(r.s2sDuration) : "",
    recordingSeconds: recording != null ? String(recording) : "",
    prompt: r.prompt ?? "",
    aspectRatio: r.aspectRatio,
    premium: r.isPremium === true,
    skipEnhancement: r.skipEnhancement === true,
  };
  return { draft, note: { source, gaps } };
}

/**
 * A next step's picture as the form's source ("Motion video" or "Talking avatar" on a result): chosen in the
 * gallery, as a person would pick it there (sent by its service id, else its address: `sourceFields`); the
 * rest of the draft stays.
 */
export function sourceFromStep<D extends { source: SourceDraft }>(stored: D, step: NextStep): Filled<D> {
  const { item } = step;
  const reachable = !item.serviceGone && (item.remoteId != null || item.remoteUrl != null);
  const source: SourceDraft = reachable
    ? { ...stored.source, mode: "gallery", mediaId: item.id, remoteId: item.remoteId, remoteUrl: item.remoteUrl }
    : stored.source;
  const gaps = reachable ? [] : [item.serviceGone ? t("video.gap.step_gone") : t("video.gap.step_unreachable")];
  return { draft: { ...stored, source }, note: { source: step.sourceLabel, gaps } };
}

/** What a motion preset keeps: the maker, length, shape, words and options; not the picture nor the video to copy. */
const MOTION_PRESET = ["provider", "duration", "aspectRatio", "prompt", "premium", "skipEnhancement"] as const;

/** A motion preset in the form: its settings replace the form's, the chosen picture stays; a maker no longer
 * offered leaves the form's own. */
export const motionPreset = (cat: Catalogue) =>
  presetPart<MotionDraft>(MOTION_PRESET, (next, d) =>
    standardMakers(cat).some((p) => p.slug === next.provider) ? next : { ...next, provider: d.provider },
  );

/** What an avatar preset keeps: the maker, the voice, the scene, the shape and options; not the picture, what
 * they say, nor a recording (each video's own). */
const AVATAR_PRESET = [
  "provider",
  "voiceMode",
  "voiceId",
  "voiceProvider",
  "prompt",
  "aspectRatio",
  "premium",
  "skipEnhancement",
] as const;
const VOICE_MODES: readonly VoiceMode[] = ["auto", "voice", "audio", "s2s"];

export const avatarPreset = (cat: Catalogue) =>
  presetPart<AvatarDraft>(AVATAR_PRESET, (next, d) => ({
    ...next,
    provider: avatarMakers(cat).some((p) => p.slug === next.provider) ? next.provider : d.provider,
    voiceMode: VOICE_MODES.includes(next.voiceMode) ? next.voiceMode : d.voiceMode,
  }));
