// The fake of the video, avatar, video edit, music and mixing spend kinds (mirrors studio-core's video.rs,
// video_edit.rs, music.rs, mixing.rs and media_api's rules/pricing: same fields, wording and prices) and of
// mix_choices. Test data only.
import { EDIT_NOT_PUBLISHED_NOTE, estimateOf, notPublished } from "./fake-estimate";
import { fieldError, plain, refusal, short, words } from "./fake-words";
import type { SomeDoors } from "./fake-spend";
import type { Words } from "../src/bindings";
import type { AppErrorData, CreditsView, Estimate, FieldError, MediaItem, TrackedJob } from "../src/api/types";
import type {
  AvatarVideoRequest,
  MusicRequest,
  StandardVideoRequest,
  VideoEditRequest,
  VideoProviderInfo,
} from "../src/api/media";

/** media_api::rules::validate_video_edit. */
export function validateEdit(r: VideoEditRequest): FieldError[] {
  const e: FieldError[] = [];
  if (!r.videoId?.trim() && !r.videoUrl?.trim()) push(e, "videoId", words("rules.choose_video_edit"));
  url(e, "videoUrl", r.videoUrl);
  if (!r.prompt.trim()) push(e, "prompt", words("rules.edit_empty"));
  return e;
}

const vp = (
  slug: string,
  name: string,
  rate: number,
  kind: string,
  min: number,
  max: number,
  documented: boolean,
  ref = false,
): VideoProviderInfo => ({
  slug,
  name,
  rate,
  kind,
  minSeconds: min,
  maxSeconds: max,
  rangeDocumented: documented,
  needsReferenceVideo: ref,
});
/** media-api's catalog::video_providers(). */
export const VIDEO_PROVIDERS: VideoProviderInfo[] = [
  vp("veo-3.1", "Veo 3.1", 2, "standard", 1, 60, false),
  vp("sora", "Sora", 2, "standard", 1, 60, false),
  vp("seedance", "Seedance", 2, "standard", 4, 12, true),
  vp("wan", "Wan", 2, "standard", 1, 60, false),
  vp("grok-video", "Grok Video", 1, "standard", 1, 15, true),
  vp("kling-motion", "Kling Motion", 1, "standard", 5, 30, true, true),
  vp("kling-avatar", "Kling Avatar", 1, "avatar", 1, 60, false),
  vp("creatify-aurora", "Creatify Aurora", 2, "avatar", 1, 60, false),
  vp("veed-fabric", "VEED Fabric", 2, "avatar", 1, 60, false),
];

interface Deps {
  state: { credits: number; tier: string; jobs: TrackedJob[]; library: MediaItem[]; seq: number };
  save: () => void;
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  emitJob: (j: TrackedJob) => void;
  emitCredits: (c: CreditsView) => void;
  creditsView: (recent: boolean) => CreditsView;
  mediaBase?: string;
  jobMs: number;
  finishLater: (kind: string, finish: () => void, ms: number) => void;
}

type Errs = FieldError[];
const push = (e: Errs, field: string, message: Words) => e.push(fieldError(field, message));

function url(e: Errs, field: string, v: string | null | undefined) {
  if (v == null) return;
  const t = v.trim();
  if (!t) return push(e, field, words("rules.enter_web_address"));
  let u: URL;
  try {
    u = new URL(t);
  } catch {
    return push(e, field, words("rules.enter_full_web_address"));
  }
  if (u.protocol !== "https:" && u.protocol !== "http:") push(e, field, words("rules.enter_web_address_starting"));
}

function source(e: Errs, r: { imageId?: string | null; uploadedImageUrl?: string | null; imageUrl?: string | null }) {
  if (!r.imageId && r.uploadedImageUrl == null && r.imageUrl == null)
    push(e, "imageId", words("rules.choose_source_image_video"));
  url(e, "uploadedImageUrl", r.uploadedImageUrl);
  url(e, "imageUrl", r.imageUrl);
}

export function validateStandard(r: StandardVideoRequest): Errs {
  const e: Errs = [];
  const slug = r.provider ?? "seedance";
  const p = VIDEO_PROVIDERS.find((x) => x.slug === slug);
  if (!p) push(e, "provider", words("rules.not_video_provider_app", { provider: slug }));
  else if (p.kind === "avatar") push(e, "provider", words("rules.makes_avatar_videos_use", { provider: slug }));
  source(e, r);
  if (slug !== "kling-motion" && !(r.prompt ?? "").trim()) push(e, "prompt", words("rules.prompt_empty"));
  if (r.duration != null && p) {
    if (r.duration < p.minSeconds || r.duration > p.maxSeconds)
      push(
        e,
        "duration",
        words("rules.videos_seconds_long_asked", { name: p.name, min: p.minSeconds, max: p.maxSeconds, d: r.duration }),
      );
  }
  if (slug === "kling-motion") {
    if (r.referenceVideoUrl == null) push(e, "referenceVideoUrl", words("rules.kling_motion_needs_reference"));
    else url(e, "referenceVideoUrl", r.referenceVideoUrl);
  } else url(e, "referenceVideoUrl", r.referenceVideoUrl);
  return e;
}

export function validateAvatar(r: AvatarVideoRequest): Errs {
  const e: Errs = [];
  const p = VIDEO_PROVIDERS.find((x) => x.slug === r.provider);
  if (!p || p.kind !== "avatar") push(e, "provider", words("rules.not_avatar_provider", { provider: r.provider }));
  source(e, r);
  if (!(r.prompt ?? "").trim()) push(e, "prompt", words("rules.prompt_empty"));
  if (r.dialogue != null && !r.dialogue.trim()) push(e, "dialogue", words("rules.dialogue_empty"));
  url(e, "voiceAudioUrl", r.voiceAudioUrl);
  url(e, "s2sAudioUrl", r.s2sAudioUrl);
  if (r.s2sDuration != null && !(r.s2sDuration > 0)) push(e, "s2sDuration", words("rules.voice_audio_length_must"));
  return e;
}

export function validateMusic(r: MusicRequest): Errs {
  const e: Errs = [];
  if (!r.prompt.trim()) push(e, "prompt", words("rules.music_description_empty"));
  const ms = r.duration ?? 0;
  if (ms < 1) push(e, "duration", words("rules.choose_how_long_music"));
  else if (ms > 300000) push(e, "duration", words("rules.music_too_long", { ms }));
  if (r.preset != null && !r.preset.trim()) push(e, "preset", words("rules.preset_empty"));
  return e;
}

/** pricing::avatar_seconds. */
export function avatarSeconds(r: AvatarVideoRequest): number {
  if (r.s2sDuration != null && r.s2sDuration > 0) return Math.max(1, Math.ceil(r.s2sDuration));
  const d = (r.dialogue ?? "").trim();
  return d ? Math.max(1, Math.ceil([...d].length / 15)) : 5;
}

/** pricing::music (ms). */
export function musicCost(ms: number): number {
  if (ms <= 15000) return 2;
  if (ms <= 30000) return 5;
  return 5 + 3 * Math.ceil((ms - 30000) / 30000);
}

/** The commands of video, avatar, music and mixing, and the doors of their spend kinds. */
export function installMediaFakes(d: Deps) {
  const { state } = d;
  const videoEstimate = (slug: string, premium: boolean, seconds: number, errors: Errs): Estimate => {
    const rate = premium ? 4 : (VIDEO_PROVIDERS.find((p) => p.slug === slug)?.rate ?? 2);
    const full = rate * seconds;
    const discounted = state.tier === "studio";
    const credits = discounted ? Math.ceil((full * 9) / 10) : full;
    return estimateOf(credits, state.credits, errors, { seconds, rate, fullPrice: full, discounted });
  };
  const stdEstimate = (r: StandardVideoRequest): Estimate => {
    const slug = r.provider ?? "seedance";
    if (r.duration != null) return videoEstimate(slug, Boolean(r.isPremium), r.duration, validateStandard(r));
    // video.rs: with no length the spec says neither the default nor that it is short, so the price is the
    // provider's longest, as the top of a range.
    const longest = VIDEO_PROVIDERS.find((p) => p.slug === slug)?.maxSeconds ?? 60;
    return {
      ...videoEstimate(slug, Boolean(r.isPremium), longest, validateStandard(r)),
      basis: "at_most",
      priceNote: words("price.video.no_length", { longest }),
    };
  };
  // video.rs AvatarAction: priced from its dialogue or speech-to-speech length; with neither (silent, or
  // spoken from a recording, whose length is asked) no price is published, the recording's guess in words.
  const avEstimate = (r: AvatarVideoRequest, recording: number | null) => {
    const errors = validateAvatar(r);
    if ((r.dialogue ?? "").trim() || r.s2sDuration != null)
      return videoEstimate(r.provider, Boolean(r.isPremium), avatarSeconds(r), errors);
    if (!r.voiceAudioUrl?.trim()) return notPublished(state.credits, errors, words("price.avatar.unknown"));
    if (recording == null) errors.push(fieldError("recordingSeconds", words("video.say_how_long_recording")));
    else if (!(recording > 0 && recording <= 600))
      errors.push(fieldError("recordingSeconds", words("video.recording_second_minutes_long")));
    const seconds = Math.ceil(Math.min(recording ?? 0, 600));
    const guess = videoEstimate(r.provider, Boolean(r.isPremium), seconds, []).credits;
    return notPublished(state.credits, errors, words("price.avatar.recording", { guess, seconds }));
  };

  const file = (id: string, ext: string) => (d.mediaBase ? `${d.mediaBase}/tok/media/${id}.${ext}` : `data:,${id}`);
  const poster = (id: string, w: number, h: number, label: string) =>
    d.mediaBase
      ? `${d.mediaBase}/tok/thumbs/${id}.svg?w=${w}&h=${h}&p=${encodeURIComponent(label.slice(0, 20))}`
      : null;

  function start(
    kind: TrackedJob["kind"],
    provider: string,
    /** The estimate; null where no price is published (nothing is counted from the balance then). */
    cost: number | null,
    out: Omit<MediaItem, "id" | "jobId" | "createdAt" | "remoteId" | "deletesAtService">,
    fails: boolean,
  ): TrackedJob {
    if (cost != null && cost > state.credits) d.fail("insufficient_credits", short(cost, state.credits));
    state.credits -= cost ?? 0;
    const id = `job_${state.seq++}`;
    const job: TrackedJob = {
      id,
      remoteId: `remote_${id}`,
      kind,
      provider,
      status: "pending",
      progress: null,
      error: null,
      costEstimate: cost,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
    };
    state.jobs = [job, ...state.jobs];
    d.save();
    d.emitCredits(d.creditsView(false));
    const find = () => state.jobs.find((j) => j.id === id)!;
    setTimeout(() => {
      const j = find();
      if (j.status !== "pending") return;
      j.status = "processing";
      // The spec shows no way to ask how a video is doing: the core watches the library listing for it.
      j.progress = kind === "video" || kind === "avatar" ? words("progress.video_listing") : plain("Working on it…");
      d.emitJob(j);
    }, 200);
    d.finishLater(
      kind,
      () => {
        const j = find();
        if (fails) {
          j.status = "failed";
          j.error = plain("provider error: the picture could not be animated");
        } else {
          const m: MediaItem = {
            ...out,
            id: `media_${state.seq++}`,
            jobId: id,
            remoteId: kind === "music" ? job.remoteId : `vid_${state.seq++}`,
            deletesAtService: kind !== "music",
            createdAt: new Date().toISOString(),
          };
          j.status = "completed";
          j.media = [m];
          state.library = [m, ...state.library];
        }
        j.progress = null;
        j.completedAt = new Date().toISOString();
        d.emitJob(j);
      },
      d.jobMs,
    );
    return job;
  }

  const videoOut = (provider: string, prompt: string, ratio: string) => {
    const n = state.seq;
    const [w, h] = ratio === "16:9" ? [568, 320] : [320, 568];
    return {
      kind: "video" as const,
      remoteUrl: null,
      url: file(`video_${n}`, "mp4"),
      thumbUrl: poster(`poster_${n}`, w / 2, h / 2, prompt),
      characterId: null,
      provider,
      prompt,
      width: w,
      height: h,
    };
  };

  // compare.rs send_videos: one job per maker in one group; all refused before any is sent; made one after
  // another (the ones after the first wait their turn).
  const compareEstimate = (r: { providers: string[]; request: StandardVideoRequest }): Estimate => {
    const set: Errs = [];
    if (r.providers.length < 2) push(set, "providers", words("compare.pick_two_makers"));
    if (r.providers.length > 4)
      push(set, "providers", words("compare.too_many_makers", { max: 4, count: r.providers.length }));
    const parts = r.providers.map((p) => ({ provider: p, est: stdEstimate({ ...r.request, provider: p }) }));
    const errors = [...set];
    for (const { est } of parts)
      for (const e of est.errors) if (!errors.some((x) => x.message === e.message)) errors.push(e);
    const total = parts.reduce((n, p) => n + p.est.credits, 0);
    return {
      ...estimateOf(total, state.credits, errors),
      compare: {
        providers: parts.map((p) => ({ provider: p.provider, credits: p.est.credits, errors: p.est.errors })),
        jobLimit: null,
        activeJobs: 0,
      },
    };
  };
  // mixing.rs: free (Price::flat(0)); both must be finished library items (its rules and check).
  const mixErrors = (videoMediaId: string, musicMediaId: string): Errs => {
    const e: Errs = [];
    if (!videoMediaId) push(e, "videoId", words("mixing.choose_video"));
    else if (!state.library.some((m) => m.id === videoMediaId && m.kind === "video"))
      push(e, "videoId", words("mixing.choose_finished_video_from"));
    if (!musicMediaId) push(e, "musicId", words("mixing.choose_music_track"));
    else if (!state.library.some((m) => m.id === musicMediaId && m.kind === "audio"))
      push(e, "musicId", words("mixing.choose_finished_music_track"));
    return e;
  };
  const doors: SomeDoors<"video" | "video_compare" | "video_edit" | "avatar" | "music" | "mix"> = {
    video: {
      job: (r) => ({ kind: "video", provider: r.request.provider ?? "seedance" }),
      estimate: (r) => (d.requireConnected(), stdEstimate(r.request)),
      spend: (r) => {
        d.requireConnected();
        const est = stdEstimate(r.request);
        if (est.errors.length) d.fail("validation", refusal(est.errors), est.errors[0].field);
        const slug = r.request.provider ?? "seedance";
        const prompt = r.request.prompt ?? "";
        return [
          start("video", slug, est.credits, videoOut(slug, prompt, r.request.aspectRatio), /\bfail\b/i.test(prompt)),
        ];
      },
    },
    video_compare: {
      job: (r) => ({ kind: "video", provider: r.providers[0] ?? "seedance" }),
      estimate: (r) => (d.requireConnected(), compareEstimate(r)),
      spend: (r) => {
        d.requireConnected();
        const est = compareEstimate(r);
        if (est.errors.length) d.fail("validation", refusal(est.errors), est.errors[0].field);
        const group = `group_${state.seq++}`;
        const prompt = r.request.prompt ?? "";
        return r.providers.map((slug, i) => {
          const cost = est.compare?.providers[i]?.credits ?? null;
          const job = start("video", slug, cost, videoOut(slug, prompt, r.request.aspectRatio), false);
          job.groupId = group;
          if (i > 0) job.status = "waiting";
          return job;
        });
      },
    },
    video_edit: {
      job: () => ({ kind: "video", provider: "video-edit" }),
      estimate: (r) => (
        d.requireConnected(),
        notPublished(state.credits, validateEdit(r.request), EDIT_NOT_PUBLISHED_NOTE)
      ),
      spend: (r) => {
        d.requireConnected();
        const errs = validateEdit(r.request);
        if (errs.length) d.fail("validation", refusal(errs), errs[0].field);
        return [start("video", "video-edit", null, videoOut("video-edit", r.request.prompt, "9:16"), false)];
      },
    },
    avatar: {
      job: (r) => ({ kind: "avatar", provider: r.request.provider }),
      settings: (r) => ({ kind: "avatar", request: r.request, recordingSeconds: r.recordingSeconds ?? null }),
      estimate: (r) => (d.requireConnected(), avEstimate(r.request, r.recordingSeconds ?? null)),
      spend: (r) => {
        d.requireConnected();
        const q = r.request;
        const est = avEstimate(q, r.recordingSeconds ?? null);
        if (est.errors.length) d.fail("validation", refusal(est.errors), est.errors[0].field);
        return [start("avatar", q.provider, est.credits, videoOut(q.provider, q.prompt ?? "", q.aspectRatio), false)];
      },
    },
    music: {
      job: () => ({ kind: "music", provider: "music" }),
      estimate: (r) => {
        d.requireConnected();
        const credits = musicCost(r.request.duration ?? 0);
        const errors = validateMusic(r.request);
        return estimateOf(credits, state.credits, errors);
      },
      spend: (r) => {
        d.requireConnected();
        const q = r.request;
        const errs = validateMusic(q);
        if (errs.length) d.fail("validation", refusal(errs), errs[0].field);
        const n = state.seq;
        return [
          start(
            "music",
            "music",
            musicCost(q.duration ?? 0),
            {
              kind: "audio",
              remoteUrl: null,
              url: file(`track_${n}`, "m4a"),
              thumbUrl: null,
              characterId: null,
              provider: "music",
              prompt: q.prompt,
              width: null,
              height: null,
            },
            false,
          ),
        ];
      },
    },
    mix: {
      job: () => ({ kind: "mix", provider: "add-music" }),
      settings: (r) => ({ kind: "mix", videoMediaId: String(r.videoMediaId), musicMediaId: String(r.musicMediaId) }),
      estimate: (r) => (d.requireConnected(), estimateOf(0, state.credits, mixErrors(r.videoMediaId, r.musicMediaId))),
      spend: (r) => {
        d.requireConnected();
        const errs = mixErrors(r.videoMediaId, r.musicMediaId);
        if (errs.length) d.fail("validation", refusal(errs), errs[0].field);
        const v = state.library.find((m) => m.id === r.videoMediaId && m.kind === "video");
        const maker = v!.remoteId ? "add-music" : "this-computer";
        const job = start(
          "mix",
          maker,
          0,
          {
            ...videoOut(maker, `${v!.prompt ?? "Video"} + music`, (v!.width ?? 0) > (v!.height ?? 0) ? "16:9" : "9:16"),
          },
          false,
        );
        job.status = v!.remoteId ? "downloading" : "processing";
        job.progress = v!.remoteId ? plain("Saving the mixed video…") : words("progress.mixing_here");
        return [job];
      },
    },
  };

  const handlers = {
    mix_choices: () => {
      d.requireConnected();
      return {
        waiting: state.jobs.filter(
          (j) => ["video", "avatar", "music"].includes(j.kind) && !["completed", "failed"].includes(j.status),
        ),
      };
    },
  };
  return { handlers, doors };
}

export type { AppErrorData };
