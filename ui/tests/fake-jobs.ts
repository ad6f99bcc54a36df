// The fake of the tray's make-again (the "again" spend kind: `spend_estimate` / `spend` with
// `{ kind: "again", jobId }`, studio-core's jobs/resubmit.rs) and the video source upload (video_source_upload),
// mirroring src-tauri's commands: a finished job is made again as a new job (same kind, maker, request and face;
// the old one stays as it was) after its cost is shown; a prepared photo becomes a character
// "Video source · <file>" whose stored picture is the video's source. And jobs_settings: every job keeps the
// typed request it was made with (installSettingsFakes). Test data only.
import { EDIT_NOT_PUBLISHED_NOTE, estimateOf, notPublished } from "./fake-estimate";
import type { Words } from "../src/bindings";
import { plain, words } from "./fake-words";
import { settingsOf, wrapSpend, type SomeDoors, type SpendDoors, type SpendKind, type SpendOf } from "./fake-spend";
import type { CreditsView, Estimate, FileSettings, MediaItem, SpendRequest, TrackedJob } from "../src/api/types";

export interface JobFakeConfig {
  /** A failed image job (2 pictures, Seedream 4.5, 4 credits) is in the tray at start. */
  seedFailedJob?: boolean;
  /** The failed job was cut off while it was sent (no answer): it may have started (spend/lookup.rs). */
  seedCutOff?: boolean;
  /** The failed job was made and paid for, but its file couldn't be saved (Save again fetches it). */
  seedUnsaved?: boolean;
  /** Two jobs whose answer was lost after they were sent are being looked for at start (spend/lookup.rs): a
   * picture with its estimate, and a video edit with no published price. */
  seedLookingUp?: boolean;
  /** Two image jobs wait in line for a free slot (spend/queue.rs) at start. */
  seedWaitingJobs?: boolean;
  /** Three jobs are being made at start: a video whose service text says 45%, an avatar video whose text
   * has no number but whose kind and maker usually take 40 s here, and a picture with no history. */
  seedRunningJobs?: boolean;
  /** Image jobs being made at start that all finish within a moment of each other, after jobMs (150 ms apart):
   * `done` of them with a picture each, then one failing with each of the `failed` reasons. */
  seedFinishing?: { done: number; failed?: string[] };
}

type Handlers = Record<string, (a: Record<string, unknown>) => unknown>;
type Job = TrackedJob & { _n?: number; _p?: string };

interface Deps {
  config: JobFakeConfig;
  state: {
    credits: number;
    jobs: TrackedJob[];
    library: MediaItem[];
    seq: number;
    settings: Record<string, SpendRequest>;
  };
  save: () => void;
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  emitJob: (j: TrackedJob) => void;
  emitCredits: (c: CreditsView) => void;
  creditsView: (recent: boolean) => CreditsView;
  /** A finished picture of a job (the image fake's media factory). */
  makeImage: (jobId: string, provider: string, prompt: string) => MediaItem;
  jobMs: number;
}

const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

/** Adds the commands to `handlers` (after the characters fake: the upload creates a character); the door of the
 * "again" spend kind. */
export function installJobFakes(handlers: Handlers, d: Deps): SomeDoors<"again"> {
  const { state, fail } = d;

  if (d.config.seedFailedJob && !state.jobs.some((j) => j.id === "job_failed_1")) {
    const failed: Job = {
      id: "job_failed_1",
      remoteId: d.config.seedCutOff ? null : "remote_f41l3d",
      kind: "image",
      provider: "seedream-4.5",
      status: "failed",
      progress: null,
      error: plain(
        d.config.seedCutOff
          ? "Lost contact with the service while sending; the job may still have started — check your library before trying again"
          : "provider error: content_policy_violation (the prompt was rejected)",
      ),
      mayHaveStarted: Boolean(d.config.seedCutOff),
      ...(d.config.seedUnsaved
        ? { error: plain("Saving failed: the file the service sent was not a picture"), canSaveAgain: true }
        : {}),
      costEstimate: 4,
      createdAt: iso(-180_000),
      updatedAt: iso(-150_000),
      completedAt: iso(-150_000),
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
      _n: 2,
      _p: "A red fox in the snow",
    };
    state.jobs = [failed, ...state.jobs];
    state.settings[failed.id] = {
      kind: "image",
      provider: "seedream-4.5",
      request: { simplePrompt: "A red fox in the snow", numImages: 2, formData: {} },
      reference: null,
    };
    d.save();
  }

  if (d.config.seedLookingUp && !state.jobs.some((j) => j.id.startsWith("job_lookup_"))) {
    const lookingUp = (n: number, kind: TrackedJob["kind"], provider: string, cost: number | null): Job => ({
      id: `job_lookup_${n}`,
      remoteId: null,
      kind,
      provider,
      status: "processing",
      progress: words("progress.looking_up"),
      error: null,
      mayHaveStarted: true,
      costEstimate: cost,
      createdAt: iso(-20_000),
      updatedAt: iso(-5_000),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
      _n: 2,
      _p: `Lost answer ${n}`,
    });
    state.jobs = [lookingUp(1, "image", "seedream-4.5", 4), lookingUp(2, "video", "video-edit", null), ...state.jobs];
    d.save();
  }

  if (d.config.seedWaitingJobs && !state.jobs.some((j) => j.status === "waiting")) {
    const waiting = (n: number): Job => ({
      id: `job_waiting_${n}`,
      remoteId: null,
      kind: "image",
      provider: "gemini",
      status: "waiting",
      progress: null,
      error: null,
      costEstimate: 2,
      createdAt: iso(-60_000 + n * 1000),
      updatedAt: iso(-60_000 + n * 1000),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: n,
      charged: null,
      _n: 1,
      _p: `In line ${n}`,
    });
    state.jobs = [waiting(2), waiting(1), ...state.jobs];
    d.save();
  }

  if (d.config.seedRunningJobs && !state.jobs.some((j) => j.id.startsWith("job_running_"))) {
    const running = (n: number, kind: TrackedJob["kind"], provider: string, progress: string, usual?: number): Job => ({
      id: `job_running_${n}`,
      remoteId: `remote_r${n}`,
      kind,
      provider,
      status: "processing",
      progress: plain(progress),
      error: null,
      costEstimate: 10,
      createdAt: iso(-65_000),
      updatedAt: iso(-1_000),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
      ...(usual ? { usualSeconds: usual } : {}),
      _n: 1,
      _p: `Running ${n}`,
    });
    state.jobs = [
      running(1, "video", "seedance", "Generating video… 45%"),
      running(2, "avatar", "kling-avatar", "Animating the face", 40),
      running(3, "image", "gemini", "Working on it"),
      ...state.jobs,
    ];
    d.save();
  }

  if (d.config.seedFinishing && !state.jobs.some((j) => j.id.startsWith("job_finishing_"))) {
    const { done, failed = [] } = d.config.seedFinishing;
    const errors: Array<string | null> = [...Array.from({ length: done }, () => null), ...failed];
    const finishing = errors.map((_, i): Job => ({
      id: `job_finishing_${i + 1}`,
      remoteId: `remote_fin${i + 1}`,
      kind: "image",
      provider: "gemini",
      status: "processing",
      progress: plain("Working on it"),
      error: null,
      costEstimate: 2,
      createdAt: iso(-30_000),
      updatedAt: iso(-1_000),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
      _n: 1,
      _p: `Batch picture ${i + 1}`,
    }));
    state.jobs = [...finishing, ...state.jobs];
    d.save();
    finishing.forEach((job, i) =>
      setTimeout(
        () => {
          const j = state.jobs.find((x) => x.id === job.id);
          if (!j || j.status !== "processing") return;
          const error = errors[i];
          Object.assign(j, {
            status: error ? "failed" : "completed",
            progress: null,
            error: error ? plain(error) : null,
            completedAt: iso(),
          });
          if (!error) {
            j.media = [d.makeImage(j.id, j.provider, `Batch picture ${i + 1}`)];
            state.library = [...j.media, ...state.library];
          }
          d.emitJob(j);
        },
        d.jobMs + i * 150,
      ),
    );
  }

  // jobs_cancel: only a waiting job; it fails with "Cancelled." and nothing is charged (queue.rs).
  handlers.jobs_cancel = (a) => {
    const job = state.jobs.find((j) => j.id === a.id);
    if (!job) return fail("not_found", "That job is no longer in your list", "id");
    if (job.status !== "waiting")
      return fail(
        "validation",
        "Only a job still waiting for its turn can be cancelled; this one was sent already",
        "id",
      );
    Object.assign(job, {
      status: "failed",
      error: words("job.not_sent", { why: words("job.cancelled") }),
      queuePosition: null,
      charged: null,
      completedAt: iso(),
      updatedAt: iso(),
    });
    let n = 0;
    for (const j of [...state.jobs].reverse()) if (j.status === "waiting") j.queuePosition = ++n;
    state.jobs.filter((j) => j.status === "waiting").forEach((j) => d.emitJob(j));
    d.emitJob(job);
    return job;
  };

  // job_save_again: a made result whose file couldn't be saved is fetched again (workers.rs): nothing is
  // sent to the service, nothing charged; the fake completes it at once.
  handlers.job_save_again = (a) => {
    const job = state.jobs.find((j) => j.id === a.id);
    if (!job) return fail("not_found", "That job is no longer in your list");
    if (!job.canSaveAgain)
      return fail("validation", "Only a result that was made but could not be saved can be saved again", "id");
    Object.assign(job, { status: "completed", error: null, canSaveAgain: false, updatedAt: iso(), completedAt: iso() });
    d.emitJob(job);
    return job;
  };

  const failedJob = (id: unknown): Job => {
    const job = state.jobs.find((j) => j.id === id) as Job | undefined;
    if (!job) return fail("not_found", "That job is no longer in the list.");
    if (job.status !== "failed" && job.status !== "completed")
      return fail("validation", "This job is still being made; wait until it has finished to make it again", "id");
    return job;
  };

  // resubmit.rs prices the stored request again: a job that kept no estimate is one the spec prices nowhere.
  const estimate = (job: Job): Estimate => {
    if (job.costEstimate == null)
      return notPublished(state.credits, [], job.provider === "video-edit" ? EDIT_NOT_PUBLISHED_NOTE : undefined);
    return estimateOf(job.costEstimate, state.credits, []);
  };

  function run(job: Job) {
    const at = (ms: number, f: (j: Job) => void) =>
      setTimeout(() => {
        const j = state.jobs.find((x) => x.id === job.id) as Job;
        f(j);
        d.emitJob(j);
      }, ms);
    at(250, (j) => {
      j.status = "processing";
      j.progress = plain("Getting started…");
    });
    at(d.jobMs / 2, (j) => (j.progress = plain("Almost there…")));
    at(d.jobMs, (j) => {
      j.status = "completed";
      j.progress = null;
      j.completedAt = iso();
      if (j.kind === "image") {
        j.media = Array.from({ length: j._n ?? 1 }, () => d.makeImage(j.id, j.provider, j._p ?? "Picture"));
        state.library = [...j.media, ...state.library];
      }
    });
  }

  const again = (r: SpendOf<"again">, intent: string): TrackedJob[] => {
    d.requireConnected();
    const old = failedJob(r.jobId);
    // spend/lookup.rs `guard`: the same request may already have been charged; sent only with the person's yes.
    if (old.mayHaveStarted && !intent.startsWith("again:"))
      fail(
        "may_have_been_charged",
        "This may already have been charged: the service's answer to the same request was lost a moment ago. Check your balance and the Jobs tray before sending it again.",
      );
    const est = estimate(old);
    if (est.short)
      fail(
        "insufficient_credits",
        `402 Payment Required: this needs ${est.credits} credits, the balance is ${state.credits}`,
      );
    state.credits -= est.credits;
    const job: Job = {
      ...old,
      id: `job_${state.seq++}`,
      remoteId: `remote_${Math.random().toString(36).slice(2, 10)}`,
      status: "pending",
      progress: plain("Queued"),
      error: null,
      mayHaveStarted: false,
      createdAt: iso(),
      updatedAt: iso(),
      completedAt: null,
      media: [],
    };
    state.jobs = [job, ...state.jobs];
    const settings = state.settings[old.id];
    if (settings) state.settings[job.id] = settings;
    d.save();
    d.emitCredits(d.creditsView(false));
    run(job);
    return [job];
  };
  const doors: SomeDoors<"again"> = {
    again: {
      job: (r) => {
        const old = state.jobs.find((j) => j.id === r.jobId);
        return { kind: old?.kind ?? "image", provider: old?.provider ?? "again" };
      },
      // The earlier job's settings are the new job's (kept by the send).
      settings: () => null,
      estimate: (r) => {
        d.requireConnected();
        return estimate(failedJob(r.jobId));
      },
      spend: again,
    },
  };

  // The file name of each prepared photo (the characters fake keeps the bytes).
  const names = new Map<string, string>();
  for (const cmd of ["reference_prepare", "reference_choose"]) {
    const inner = handlers[cmd];
    handlers[cmd] = (a) => {
      const p = inner(a) as { token: string; fileName: string } | null;
      if (p) names.set(p.token, p.fileName);
      return p;
    };
  }
  handlers.video_source_upload = (a) => {
    d.requireConnected();
    const token = String(a.token ?? "");
    const fileName = names.get(token);
    if (!fileName) fail("validation", "That photo is no longer available — drop it again", "token");
    const name = `Video source · ${fileName}`;
    const c = handlers.characters_create({ request: { name }, referenceToken: token }) as { id: string; name: string };
    return {
      uploadedImageUrl: `https://storage.example.com/characters/${c.id}.png`,
      characterId: c.id,
      characterName: c.name,
    };
  };
  return doors;
}

type Settings = Record<string, SpendRequest>;

/**
 * Every send keeps the typed request of the job it made (studio-core saves it with the job), and jobs_settings
 * gives it back (`SpendRequest::from_job`: an image's face by its character, no token; a compare's jobs each as
 * one image request of its provider; a make-again's the earlier job's, kept by its door). Installed last, over
 * the other fakes' doors.
 */
export function installSettingsFakes(
  handlers: Handlers,
  d: { doors: SpendDoors; settings: Settings; fail: (code: string, message: string | Words, field?: string) => never },
): void {
  for (const kind of Object.keys(d.doors) as SpendKind[])
    wrapSpend(d.doors, kind, (inner) => (r, intent) => {
      const jobs = inner(r, intent);
      for (const job of jobs) {
        const s = settingsOf(d.doors, r, job);
        if (s) d.settings[job.id] = s;
      }
      return jobs;
    });
  handlers.jobs_settings = (a) =>
    d.settings[String(a.id)] ?? d.fail("not_found", "That job is no longer in your list", "id");
}

/**
 * settings_from_file (studio-core file_settings.rs) over the fake's files: a file named `newest-picture.png`
 * is the newest picture made here, exported (its job's settings, its face by its item's names, the character
 * known); `config.fileSettings[path]` answers as given; any other file has no settings.
 */
export function installFileSettingsFakes(
  handlers: Handlers,
  d: {
    settings: Settings;
    library: () => MediaItem[];
    /** This library's name for a character (the fake's characters). */
    characterName: (id: string) => string | null;
    files: Record<string, Partial<FileSettings>> | undefined;
  },
): void {
  handlers.settings_from_file = (a) => {
    const path = String(a.path ?? "");
    const fileName = path.split(/[\\/]/).pop() ?? path;
    const none: FileSettings = {
      fileName,
      settings: null,
      missing: words("file_settings.no_settings_in_file"),
      provider: null,
      character: null,
      editedPictureMissing: false,
      face: null,
      createdAt: null,
    };
    const given = d.files?.[path];
    if (given) return { ...none, missing: null, ...given };
    if (fileName !== "newest-picture.png") return none;
    const jobId = Object.keys(d.settings)
      .reverse()
      .find((id) => d.settings[id].kind === "image");
    const settings = jobId ? d.settings[jobId] : null;
    if (!jobId || !settings || settings.kind !== "image") return none;
    const item = d.library().find((m) => m.jobId === jobId);
    const face = item?.reference ?? null;
    const characterId = face?.characterId ?? settings.reference?.characterId ?? null;
    return {
      ...none,
      settings,
      missing: null,
      provider: settings.provider,
      character: characterId
        ? { id: characterId, name: d.characterName(characterId) ?? face?.characterName ?? null, known: true }
        : null,
      face,
      createdAt: item?.createdAt ?? null,
    };
  };
}
