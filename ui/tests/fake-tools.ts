// The fake of the agent tool commands (mirrors studio-core's tools.rs and media_api's rules/pricing for
// tools: same fields, wording and prices: remove background 2, text on a picture free (published); trim,
// join, mute, text on a video and the shot prompt have no published price). The "tool" spend kind answers its
// job at once: a file's job "downloading" (its file is saved after, then JobUpdated says "completed" with the
// file as media[0]), the shot prompt's already "completed" with its text in `words`. Test data only.
import { estimateOf, notPublished } from "./fake-estimate";
import { fieldError, refusal, words } from "./fake-words";
import type { SomeDoors } from "./fake-spend";
import type { CreditsView, Estimate, FieldError, MediaItem, TrackedJob } from "../src/api/types";
import type { ToolRequest, Words } from "../src/bindings";

interface Deps {
  state: { credits: number; jobs: TrackedJob[]; library: MediaItem[]; seq: number };
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  emitJob: (j: TrackedJob) => void;
  emitCredits: (c: CreditsView) => void;
  creditsView: (recent: boolean) => CreditsView;
  mediaBase?: string;
  /** Videos (with service URLs) put in the library at start, for the tools to work on. */
  seedVideos?: number;
}

/** How long a tool's file takes to be saved into the library after the service answered (ms). */
export const TOOL_SAVE_MS = 200;
/** The shot prompt the sandbox writes. */
export const SHOT_PROMPT =
  "Medium close-up, subject turned three-quarters to camera, relaxed smile; sunlit café by a window; eye-level framing with shallow depth of field; warm golden-hour light from the left; calm, friendly mood.";

export const TOOL_IDS = [
  "create_image",
  "create_image_batch",
  "edit_image",
  "remove_background",
  "overlay_text",
  "create_video",
  "edit_video",
  "stitch_videos",
  "trim_video",
  "mute_video",
  "write_shot_prompt",
];

type Errs = FieldError[];
const push = (e: Errs, field: string, message: Words) => e.push(fieldError(field, message));

/** rules::check::url with https required (loopback http allowed, as against a loopback service). */
function url(e: Errs, field: string, v: string, https: boolean) {
  let u: URL;
  try {
    u = new URL(v.trim());
  } catch {
    return push(e, field, words("rules.enter_full_web_address"));
  }
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(u.hostname);
  if (u.protocol === "https:" || (u.protocol === "http:" && (!https || loopback))) return;
  push(e, field, words("rules.address_must_start_https"));
}

/** media_api::rules::tools, field by field. */
export function validateTool(r: ToolRequest): Errs {
  const e: Errs = [];
  switch (r.tool) {
    case "overlay_text": {
      const q = r.request;
      const n = [...q.text].length;
      if (n < 1 || !q.text.trim()) push(e, "text", words("rules.text_empty"));
      else if (n > 120) push(e, "text", words("rules.text_at_most_characters", { overlay_text_max_chars: 120, n }));
      if (q.imageUrl == null && q.videoUrl == null) push(e, "imageUrl", words("rules.choose_image_video_put"));
      else if (q.imageUrl != null && q.videoUrl != null) push(e, "videoUrl", words("rules.choose_either_image_video"));
      else if (q.imageUrl != null) url(e, "imageUrl", q.imageUrl, false);
      else if (q.videoUrl != null) url(e, "videoUrl", q.videoUrl, false);
      if (q.position != null && !["top", "center", "bottom"].includes(q.position))
        push(e, "position", words("rules.position_must_top_center", { p: q.position }));
      break;
    }
    case "stitch_videos": {
      const n = r.request.videoUrls.length;
      if (n < 2 || n > 5)
        push(e, "videoUrls", words("rules.choose_clips_join_have", { stitch_min_urls: 2, stitch_max_urls: 5, n }));
      r.request.videoUrls.forEach((u, i) => url(e, `videoUrls[${i}]`, u, true));
      break;
    }
    case "trim_video": {
      const q = r.request;
      url(e, "videoUrl", q.videoUrl, true);
      const s = q.startTime ?? NaN;
      const en = q.endTime ?? NaN;
      if (!Number.isFinite(s) || s < 0) push(e, "startTime", words("rules.start_time_before_seconds"));
      if (!Number.isFinite(en) || en <= s) push(e, "endTime", words("rules.end_time_must_after"));
      break;
    }
    case "mute_video":
      url(e, "videoUrl", r.request.videoUrl, true);
      break;
    case "write_shot_prompt":
    case "remove_background":
      url(e, "imageUrl", r.request.imageUrl, true);
      break;
  }
  return e;
}

export const toolCost = (r: ToolRequest) => (r.tool === "remove_background" ? 2 : 0);
/** tools.rs: the spec publishes no price for trim, join, mute, a caption on a video, or the shot prompt ("no
 * image-generation credits" does not rule out others). */
/** What the strict sandbox charges for each operation with no published price. */
const UNPUBLISHED_CHARGE = 2;
const unpublished = (r: ToolRequest) =>
  ["trim_video", "stitch_videos", "mute_video", "write_shot_prompt"].includes(r.tool) ||
  (r.tool === "overlay_text" && r.request.videoUrl != null);

const nowIso = () => new Date().toISOString();

/** A cut-out: a figure on a transparent background (so the checkerboard shows through). */
function cutout(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><circle cx="256" cy="190" r="90" fill="hsl(28,70%,62%)"/><rect x="150" y="290" width="212" height="222" rx="60" fill="hsl(220,60%,50%)"/><text x="256" y="500" font-family="sans-serif" font-size="22" fill="#222" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The tools' list, and the door of the "tool" spend kind. */
export function installToolFakes(d: Deps) {
  const { state } = d;
  const file = (id: string, ext: string) => (d.mediaBase ? `${d.mediaBase}/tok/media/${id}.${ext}` : `data:,${id}`);
  const poster = (id: string, label: string) =>
    d.mediaBase ? `${d.mediaBase}/tok/thumbs/${id}.svg?w=160&h=284&p=${encodeURIComponent(label.slice(0, 20))}` : null;

  const video = (id: string, prompt: string, provider: string, jobId: string | null): MediaItem => ({
    id,
    kind: "video",
    remoteId: `rem_${id}`,
    deletesAtService: true,
    remoteUrl: `https://cdn.example.com/${id}.mp4`,
    url: file(id, "mp4"),
    thumbUrl: poster(`poster_${id}`, prompt),
    jobId,
    characterId: null,
    provider,
    prompt,
    createdAt: nowIso(),
    width: 320,
    height: 568,
  });

  for (let i = 0; i < (d.seedVideos ?? 0); i++) {
    const id = `vid_seed_${i + 1}`;
    if (!state.library.some((m) => m.id === id))
      state.library.push(video(id, `Sample clip ${i + 1}`, "seedance", null));
  }

  function estimate(r: ToolRequest): Estimate {
    const errors = validateTool(r);
    if (unpublished(r)) return notPublished(state.credits, errors);
    return estimateOf(toolCost(r), state.credits, errors);
  }

  /**
   * tools.rs through spend::submit_once: the service answers at once. A file's job is saved as "downloading"
   * with the result's address (JobUpdated), answered so, and completed once its file is in the library (a
   * second JobUpdated, TOOL_SAVE_MS later). The shot prompt is words only: its job is "completed" at once
   * with them in `words`, nothing saved.
   */
  function run(r: ToolRequest): TrackedJob[] {
    d.requireConnected();
    const errs = validateTool(r);
    if (errs.length) d.fail("validation", refusal(errs), errs[0].field);
    const cost = toolCost(r);
    if (cost > state.credits)
      d.fail(
        "insufficient_credits",
        `You need ${cost - state.credits} more credit${cost - state.credits === 1 ? "" : "s"} (this costs ${cost}, you have ${state.credits})`,
      );
    // The strict sandbox takes 2 credits for what the spec prices nowhere (docs/assumptions.md); the core keeps
    // how far the balance went down around the send as `balanceDrop`, never as what was charged.
    const drop = unpublished(r) ? Math.min(UNPUBLISHED_CHARGE, state.credits) : cost;
    const jobId = `job_${state.seq++}`;
    const job: TrackedJob = {
      id: jobId,
      remoteId: null,
      kind: "tool",
      provider: r.tool,
      status: "downloading",
      progress: words("progress.saving"),
      error: null,
      // spend: a job keeps no estimate where no price is published.
      costEstimate: unpublished(r) ? null : cost,
      createdAt: nowIso(),
      updatedAt: nowIso(),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
      balanceDrop: drop,
    };
    state.credits -= drop;
    if (drop) d.emitCredits(d.creditsView(false));
    state.jobs = [job, ...state.jobs];
    if (r.tool === "write_shot_prompt") {
      // The shot prompt goes the one spend path too: a job whose result is the text, nothing saved.
      Object.assign(job, { status: "completed", progress: null, completedAt: nowIso(), words: SHOT_PROMPT });
      d.emitJob(job);
      return [job];
    }
    const mid = `tool_${state.seq++}`;
    let media: MediaItem;
    let prompt: string;
    switch (r.tool) {
      case "overlay_text":
        prompt = `Caption: ${r.request.text.trim()}`;
        media =
          r.request.videoUrl != null
            ? video(mid, prompt, r.tool, jobId)
            : {
                ...video(mid, prompt, r.tool, jobId),
                kind: "image",
                url: file(mid, "svg") + `?w=512&h=512&p=${encodeURIComponent(r.request.text.slice(0, 20))}`,
                thumbUrl: null,
                remoteUrl: `https://cdn.example.com/${mid}.png`,
              };
        break;
      case "stitch_videos":
        prompt = `${r.request.videoUrls.length} clips joined`;
        media = video(mid, prompt, r.tool, jobId);
        break;
      case "trim_video":
        prompt = `Trimmed ${r.request.startTime}–${r.request.endTime} s`;
        media = video(mid, prompt, r.tool, jobId);
        break;
      case "mute_video":
        prompt = "Muted";
        media = video(mid, prompt, r.tool, jobId);
        break;
      default:
        prompt = "Background removed";
        media = {
          ...video(mid, prompt, r.tool, jobId),
          kind: "image",
          url: cutout("cut-out"),
          thumbUrl: null,
          remoteUrl: `https://cdn.example.com/${mid}.png`,
          width: 512,
          height: 512,
        };
    }
    media.jobId = jobId;
    // A tool answers with a file address only: the service knows the copy by no id (studio-core's tools.rs).
    media.remoteId = null;
    d.emitJob(job);
    const answer = JSON.parse(JSON.stringify(job)) as TrackedJob;
    // The tracker saves the file from the kept address, then says the job is complete.
    setTimeout(() => {
      const j = state.jobs.find((x) => x.id === jobId);
      if (!j) return;
      Object.assign(j, { status: "completed", progress: null, completedAt: nowIso(), media: [media] });
      state.library = [media, ...state.library];
      d.emitJob(j);
    }, TOOL_SAVE_MS);
    return [answer];
  }

  const doors: SomeDoors<"tool"> = {
    tool: {
      job: (r) => ({ kind: "tool", provider: r.request.tool }),
      estimate: (r) => {
        d.requireConnected();
        return estimate(r.request);
      },
      spend: (r) => run(r.request),
    },
  };

  const handlers: Record<string, (a: Record<string, unknown>) => unknown> = {
    tools_list: () => {
      d.requireConnected();
      return { toolIds: TOOL_IDS, toolCount: TOOL_IDS.length };
    },
  };
  return { handlers, doors };
}
