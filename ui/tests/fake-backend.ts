// A small fake of the app's Rust commands (docs/architecture.md, "App commands"), used by the browser
// tests through @tauri-apps/api/mocks. It behaves like the real commands: validation errors carry a
// field, estimates say when credits are short, jobs progress through emitted JobUpdated events, a
// revoked key answers `unauthorized`, and the key is write-only (only its prefix comes back).
// Test data only: prices here stand in for media-api's catalogue; the UI never hard-codes them.
import { events } from "../src/bindings";
import { estimateOf } from "./fake-estimate";
import { fieldError, plain, refusal, words } from "./fake-words";
import { installAccountFakes, type AccountCheckFakeConfig } from "./fake-account";
import { CATALOGUE } from "./fake-catalogue";
import { installMediaFakes, VIDEO_PROVIDERS } from "./fake-media";
import { installSlideshowFakes } from "./fake-slideshows";
import { installToolFakes } from "./fake-tools";
import { installRecipeFakes } from "./fake-recipes";
import { doorOf, spendHandlers, type SpendDoor, type SpendDoors, type SpendKind, type SpendOf } from "./fake-spend";
import type { HookTypeView } from "../src/api/slideshows";
import type {
  ApiKeyEntry,
  AppErrorData,
  ConnectionStatus,
  CreditsView,
  FieldError,
  MediaItem,
  SpendRequest,
  TrackedJob,
} from "../src/api/types";
import type { CreditTransaction, GenerateImageRequest, LibraryRecovery, Words } from "../src/bindings";
import type { Recipe, RecipeRun } from "../src/api/recipes";
import { createCharacterFake, type CharacterFakeConfig } from "./fake-characters";
import { installImageFakes, type ImageFakeConfig } from "./fake-images";
import { installFileSettingsFakes, installJobFakes, installSettingsFakes, type JobFakeConfig } from "./fake-jobs";
import { installGalleryFakes, type GalleryFakeConfig } from "./fake-gallery";

type Transaction = CreditTransaction;

export interface FakeConfig
  extends ImageFakeConfig, JobFakeConfig, CharacterFakeConfig, GalleryFakeConfig, AccountCheckFakeConfig {
  /** Videos with service URLs in the library at start (tests/fake-tools.ts). */
  seedVideos?: number;
  /** settings_from_file's answers by the dropped path (the rest of a FileSettings: no settings, nothing named). */
  fileSettings?: Record<string, Partial<import("../src/api/types").FileSettings>>;
  /** What the release feed offers once a feed is set (null or absent: this version is the newest). */
  update?: { version: string; current: string; notes: string | null; date: string | null } | null;
  /** The credits answer lists recent transactions (the spec shows none of their fields: empty by default). */
  recentTransactions?: boolean;
  /** The allowance's reset time, ms from now (default 9 days; negative: already past). */
  resetInMs?: number;
  /** The reset time credits_get answers after the first answer (the service renewed the allowance). */
  resetAfterReread?: number;
  /** Slideshow export: the folder the dialog answers (null: cancelled). */
  exportDir?: string | null;
  /** Hook types the service lists besides the known ten. */
  extraHookTypes?: HookTypeView[];
  mode?: "none" | "sandbox" | "service";
  credits?: number;
  maxCredits?: number;
  tier?: string;
  keyringAvailable?: boolean;
  /** The stored key is no longer accepted: data commands answer unauthorized until a new key is saved. */
  authBroken?: boolean;
  /** Origin of the stand-in media server (http://127.0.0.1:PORT); data: URIs otherwise. */
  mediaBase?: string;
  /** How long an image job takes, in ms. */
  jobMs?: number;
  /** Kinds whose jobs (video, avatar, music) stay being made until the test calls `window.__fake.release(kind)`:
   * a scenario that looks at a job still being made does not race the job's timer on a busy machine. */
  holdJobs?: string[];
  /** Library items to start with. */
  seedImages?: number;
  /** The first N catalogue_get calls fail with a network error. */
  catalogueFailures?: number;
  /** Small delay on every call, like real IPC. */
  latencyMs?: number;
  /** A damaged library moved aside at this start (library_recovery). */
  libraryRecovery?: LibraryRecovery;
  /** The core did not open (every command answers this error), e.g. library_in_use / library_too_new. */
  startError?: AppErrorData;
  /**
   * Spend kinds (SpendRequest `kind`) whose first `spend` loses its answer after the request went out
   * (spend/lookup.rs): a picture ("image") is then looked for and found; any other kind fails at once, "may have
   * been charged", and `spend` answers may_have_been_charged. Until an `again:` intent, a new press of the same
   * request is refused with may_have_been_charged (`guard`).
   */
  lostAnswer?: SpendKind[];
  /** How long a lost picture is looked for before it is found (default: jobMs). */
  lostLookupMs?: number;
}

/** studio-core spend/lookup.rs: the words of a send whose answer was lost. */
export const LOST_WORDS = {
  noLookUp: words("job.lost_no_lookup"),
  guard: words("lookup.may_already_have_been"),
};

interface State {
  connection: ConnectionStatus;
  credits: number;
  maxCredits: number;
  tier: string;
  resetAt: string;
  recent: Transaction[];
  keys: ApiKeyEntry[];
  jobs: TrackedJob[];
  library: MediaItem[];
  drafts: Record<string, string>;
  /** The typed request of every job (jobs_settings). */
  settings: Record<string, SpendRequest>;
  /** Saved recipes and recipe runs (tests/fake-recipes.ts). */
  recipes?: Recipe[];
  runs?: RecipeRun[];
  authBroken: boolean;
  seq: number;
}

const STORE = "__fake_backend_state";

class Fail extends Error {
  constructor(public data: AppErrorData) {
    super(data.message);
  }
}
/** A CoreError: its English, with its words when they have a key. */
const fail = (code: string, message: string | Words, field?: string): never => {
  if (typeof message === "string") throw new Fail({ code, message, field: field ?? null });
  throw new Fail({ code, message: message.text, field: field ?? null, ...(message.key ? { words: message } : {}) });
};

function nowIso(offsetMs = 0): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

function svgData(seed: string, label: string, w: number, h: number): string {
  let hash = 0;
  for (const c of seed) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const h1 = hash % 360;
  const h2 = (h1 + 60) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},70%,60%)"/><stop offset="1" stop-color="hsl(${h2},70%,40%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w / 2}" cy="${h * 0.42}" r="${Math.min(w, h) * 0.18}" fill="rgba(255,255,255,.35)"/><text x="50%" y="85%" font-family="sans-serif" font-size="${Math.round(Math.min(w, h) / 14)}" fill="#fff" text-anchor="middle">${label.replace(/[<&>"]/g, "").slice(0, 28)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function dims(ratio: string): [number, number] {
  const [w, h] = ratio.split(":").map(Number);
  const scale = 1024 / Math.max(w || 1, h || 1);
  return [Math.round((w || 1) * scale), Math.round((h || 1) * scale)];
}

export function createFakeBackend(config: FakeConfig = {}) {
  const latency = config.latencyMs ?? 15;
  const jobMs = config.jobMs ?? 1800;
  const held = new Set(config.holdJobs ?? []);
  const parked: Array<{ kind: string; finish: () => void }> = [];
  /** Runs a job's end after `ms`, or when its kind is released if it is held. */
  const finishLater = (kind: string, finish: () => void, ms: number) =>
    setTimeout(() => (held.has(kind) ? parked.push({ kind, finish }) : finish()), ms);
  const release = (kind: string) => {
    held.delete(kind);
    for (const p of parked.filter((p) => p.kind === kind)) p.finish();
  };
  const mediaBase = config.mediaBase;
  let catalogueFailures = config.catalogueFailures ?? 0;

  const fresh = (): State => {
    const keyringAvailable = config.keyringAvailable ?? true;
    const mode = config.mode ?? "none";
    const s: State = {
      connection: {
        mode,
        baseUrl: mode === "service" ? "https://api.example.com" : mode === "sandbox" ? "http://127.0.0.1:47011" : null,
        keySet: mode !== "none",
        keyPrefix: mode === "service" ? "sl_live" : mode === "sandbox" ? "sl_sbox" : null,
        keyStorage: mode === "none" ? null : "keyring",
        keyringAvailable,
        lastAuthError: config.authBroken ? plain("401 Unauthorized: invalid or missing API key") : null,
        sandbox: mode === "sandbox",
      },
      credits: config.credits ?? 120,
      maxCredits: config.maxCredits ?? 500,
      tier: config.tier ?? "pro",
      resetAt: nowIso(config.resetInMs ?? 9 * 86_400_000),
      // The spec shows no fields of a transaction record, so against the documented service the app reads none;
      // `recentTransactions` stands for a service that sends some in the fields the app reads leniently.
      recent: config.recentTransactions
        ? [
            { id: "t1", amount: -4, description: "2 images · Seedream 4.5", createdAt: nowIso(-3_600_000) },
            { id: "t2", amount: 500, description: "Monthly allowance", createdAt: nowIso(-20 * 86_400_000) },
          ]
        : [],
      keys: [
        {
          id: "key_1",
          name: "This computer",
          prefix: "sl_live1234",
          createdAt: nowIso(-30 * 86_400_000),
          lastUsedAt: nowIso(-60_000),
        },
        {
          id: "key_2",
          name: "Old laptop",
          prefix: "sl_9f3kQ2mx",
          createdAt: nowIso(-90 * 86_400_000),
          lastUsedAt: null,
        },
      ],
      jobs: [],
      library: [],
      drafts: {},
      settings: {},
      authBroken: Boolean(config.authBroken),
      seq: 1,
    };
    for (let i = 0; i < (config.seedImages ?? 0); i++) {
      s.library.push(media(s, `seed-job-${i}`, i % 2 ? "seedream-4.5" : "gemini", `Sample picture ${i + 1}`, "1:1"));
    }
    return s;
  };

  function load(): State {
    try {
      const raw = localStorage.getItem(STORE);
      if (raw) {
        const s = JSON.parse(raw) as Omit<State, "settings"> & Partial<Pick<State, "settings">>;
        return { ...s, settings: s.settings ?? {} };
      }
    } catch {
      /* fall through */
    }
    return fresh();
  }
  const state = load();
  const save = () => localStorage.setItem(STORE, JSON.stringify(state));
  const calls: Array<{ cmd: string; args: unknown; at: number }> = [];

  function nextId(prefix: string): string {
    return `${prefix}_${state.seq++}`;
  }

  function media(s: State, jobId: string, provider: string, prompt: string, ratio: string): MediaItem {
    const id = `img_${s.seq++}`;
    const [w, h] = dims(ratio);
    const url = mediaBase
      ? `${mediaBase}/tok/media/${id}.svg?w=${w}&h=${h}&p=${encodeURIComponent(prompt.slice(0, 28))}`
      : svgData(id, prompt, w, h);
    const thumbUrl = mediaBase
      ? `${mediaBase}/tok/thumbs/${id}.svg?w=${Math.round(w / 4)}&h=${Math.round(h / 4)}&p=${encodeURIComponent(prompt.slice(0, 28))}`
      : svgData(id, prompt, Math.round(w / 4), Math.round(h / 4));
    const smallThumbUrl = mediaBase
      ? `${mediaBase}/tok/small/${id}.svg?w=${Math.round(w / 8)}&h=${Math.round(h / 8)}&p=${encodeURIComponent(prompt.slice(0, 28))}`
      : svgData(id, prompt, Math.round(w / 8), Math.round(h / 8));
    return {
      id,
      kind: "image",
      remoteId: `rem_${id}`,
      deletesAtService: true,
      remoteUrl: `https://cdn.example.com/${id}.png`,
      url,
      thumbUrl,
      smallThumbUrl,
      jobId,
      characterId: null,
      provider,
      prompt,
      createdAt: nowIso(),
      width: w,
      height: h,
    };
  }

  const creditsView = (includeRecent: boolean): CreditsView => ({
    credits: state.credits,
    tier: state.tier,
    maxCredits: state.maxCredits,
    creditsResetAt: state.resetAt,
    recent: includeRecent ? state.recent : [],
  });

  function requireConnected() {
    if (state.connection.mode === "none")
      fail("unauthorized", "Not connected: choose the Sandbox or enter an API key.");
    if (state.authBroken) fail("unauthorized", "401 Unauthorized: invalid or missing API key");
  }

  // Mirrors media_api::rules::images::validate_generate_image (fields and wording).
  function validate(provider: string, req: GenerateImageRequest): FieldError[] {
    const errs: FieldError[] = [];
    const p = CATALOGUE.imageProviders.find((x) => x.slug === provider);
    if (!p) errs.push(fieldError("provider", words("rules.not_image_provider_app", { provider })));
    const n = req.numImages;
    if (typeof n === "number" && (n < 1 || n > 6))
      errs.push(
        fieldError("numImages", words("rules.number_images_must_between", { num_images_min: 1, num_images_max: 6, n })),
      );
    if (p && req.enable4K && p.cost4k == null)
      errs.push(fieldError("enable4K", words("rules.no_4k", { provider: p.name })));
    const ratio = req.formData?.photography?.aspectRatio;
    if (ratio && !CATALOGUE.aspectRatios.some((r) => r.value === ratio))
      errs.push(
        fieldError("formData.photography.aspectRatio", words("rules.not_supported_aspect_ratio", { ar: ratio })),
      );
    if (typeof req.simplePrompt === "string" && !req.simplePrompt.trim())
      errs.push(fieldError("simplePrompt", words("rules.prompt_empty")));
    return errs;
  }

  function cost(provider: string, req: GenerateImageRequest): number {
    const p = CATALOGUE.imageProviders.find((x) => x.slug === provider);
    if (!p) return 0;
    const per = req.enable4K && p.cost4k != null ? p.cost4k : p.cost;
    return per * imagesOf(req);
  }

  /** How many images a request asks for (the form always says; 1 when it doesn't). */
  function imagesOf(req: GenerateImageRequest): number {
    const n = req.numImages;
    return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 1;
  }

  function emitJob(job: TrackedJob) {
    job.updatedAt = nowIso();
    save();
    void events.jobUpdated.emit(JSON.parse(JSON.stringify(job)) as TrackedJob);
  }

  function runJob(jobId: string, n: number, prompt: string, ratio: string) {
    const job = () => state.jobs.find((j) => j.id === jobId)!;
    const startAt = 250;
    setTimeout(() => {
      const j = job();
      // A send whose answer was lost (config.lostAnswer) is looked for first; once found it runs again.
      if (j.mayHaveStarted) return;
      j.status = "processing";
      j.progress = plain("Getting started…");
      emitJob(j);
    }, startAt);
    const step = (jobMs - startAt) / (n + 1);
    for (let i = 1; i <= n; i++) {
      setTimeout(
        () => {
          const j = job();
          if (j.mayHaveStarted) return;
          j.progress = plain(`Making image ${i} of ${n}`);
          emitJob(j);
        },
        startAt + step * i,
      );
    }
    setTimeout(
      () => {
        const j = job();
        if (j.mayHaveStarted || /\bfail\b/i.test(prompt)) return;
        j.status = "downloading"; // studio-core saves the results into the library before "completed"
        j.progress = null;
        emitJob(j);
      },
      Math.max(startAt, jobMs - 150),
    );
    setTimeout(() => {
      const j = job();
      if (j.mayHaveStarted) return;
      if (/\bfail\b/i.test(prompt)) {
        j.status = "failed";
        j.error = plain("provider error: content_policy_violation (the prompt was rejected)");
        j.progress = null;
      } else {
        j.status = "completed";
        j.progress = null;
        j.media = Array.from({ length: n }, () => media(state, j.id, j.provider, prompt, ratio));
        state.library = [...j.media, ...state.library];
      }
      j.completedAt = nowIso();
      emitJob(j);
    }, jobMs);
  }

  // Jobs that were running when the page was reloaded carry on.
  for (const j of state.jobs) {
    if (j.status === "pending" || j.status === "processing") {
      runJob(
        j.id,
        Number((j as TrackedJob & { _n?: number })._n ?? 1),
        String((j as TrackedJob & { _p?: string })._p ?? ""),
        "1:1",
      );
    }
  }

  // The image door (images.rs): one picture request's estimate and send (tests/fake-images.ts adds the face).
  function imageEstimate(r: SpendOf<"image">) {
    requireConnected();
    const credits = cost(r.provider, r.request);
    return estimateOf(credits, state.credits, validate(r.provider, r.request));
  }
  function imageSpend(r: SpendOf<"image">): TrackedJob[] {
    requireConnected();
    const provider = r.provider;
    const req = r.request;
    const errs = validate(provider, req);
    if (errs.length) fail("validation", refusal(errs), errs[0].field);
    const credits = cost(provider, req);
    if (credits > state.credits)
      fail(
        "insufficient_credits",
        `402 Payment Required: this needs ${credits} credits, the balance is ${state.credits}`,
      );
    state.credits -= credits;
    const n = imagesOf(req);
    const prompt = req.simplePrompt ?? "";
    const pname = CATALOGUE.imageProviders.find((p) => p.slug === provider)?.name ?? provider;
    if (config.recentTransactions)
      state.recent = [
        {
          id: nextId("t"),
          amount: -credits,
          description: `${n} ${n === 1 ? "image" : "images"} · ${pname}`,
          createdAt: nowIso(),
        },
        ...state.recent,
      ];
    const job: TrackedJob & { _n: number; _p: string } = {
      id: nextId("job"),
      remoteId: `remote_${Math.random().toString(36).slice(2, 10)}`,
      kind: "image",
      provider,
      status: "pending",
      progress: plain("Queued"),
      error: null,
      costEstimate: credits,
      createdAt: nowIso(),
      updatedAt: nowIso(),
      completedAt: null,
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      // spend/charge.rs: the balance drop around a send that no other send overlapped, kept as what it is (a
      // measurement); `charged` is only the service's own figure, which an image job's answer does not carry.
      charged: null,
      balanceDrop: credits,
      _n: n,
      _p: prompt,
    };
    state.jobs = [job, ...state.jobs];
    save();
    void events.creditsChanged.emit(creditsView(false));
    runJob(job.id, n, prompt, req.formData?.photography?.aspectRatio ?? "1:1");
    return [job];
  }

  const baseImage: SpendDoor<"image"> = {
    estimate: imageEstimate,
    spend: imageSpend,
    job: (r) => ({ kind: "image", provider: r.provider }),
  };
  let updateFeed: string | null = null;

  const handlers: Record<string, (a: Record<string, unknown>) => unknown> = {
    ...installAccountFakes({ config, state, fail, requireConnected, creditsView, nextId }),
    window_painted: () => null,
    notices_words_set: () => null,
    // Updates (src-tauri self_update.rs): off until a feed is set; the fake's feed offers config.update.
    updates_feed: () => updateFeed,
    updates_feed_set: (a) => {
      const address = typeof a.address === "string" ? a.address.trim() : "";
      if (!address) return (updateFeed = null);
      if (!/^https:\/\/[^/@]+\/|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(address))
        fail("validation", "The feed must use https: plain http is only for this computer", "feed");
      return (updateFeed = address);
    },
    updates_check: () => {
      if (!updateFeed) fail("validation", "Updates are off: enter the release feed's address first", "feed");
      return config.update ?? null;
    },
    updates_install: () => {
      const offered = config.update;
      if (!offered) return fail("validation", "Check for updates first: no update is offered now", "update");
      return { version: offered.version };
    },
    app_restart: () => null,
    catalogue_get: () => {
      if (catalogueFailures > 0) {
        catalogueFailures--;
        throw new Fail({
          code: "network",
          message: "Can't reach the service",
          field: null,
          details: "error sending request for url (https://api.example.com/...): connection refused",
        });
      }
      return CATALOGUE;
    },
    jobs_list: () => {
      requireConnected();
      return state.jobs;
    },
    library_list: (a) => {
      requireConnected();
      const kind = a.kind as string | null;
      const items = state.library.filter((m) => !kind || m.kind === kind);
      const offset = Number(a.offset ?? 0);
      return items.slice(offset, offset + Number(a.limit ?? 50));
    },
    library_recovery: () => config.libraryRecovery ?? null,
    draft_get: (a) => state.drafts[String(a.form)] ?? null,
    draft_save: (a) => {
      state.drafts[String(a.form)] = String(a.value);
      return null;
    },
  };

  // Video, avatar, music and mixing (tests/fake-media.ts).
  CATALOGUE.videoProviders = VIDEO_PROVIDERS;
  const mediaFakes = installMediaFakes({
    state,
    save,
    fail,
    requireConnected,
    emitJob,
    emitCredits: (c) => void events.creditsChanged.emit(c),
    creditsView,
    mediaBase,
    jobMs,
    finishLater,
  });
  Object.assign(handlers, mediaFakes.handlers);

  Object.assign(handlers, createCharacterFake({ config, fail, requireConnected, nowIso, mediaBase }));
  // Create image with a face, compare across providers, presets (tests/fake-images.ts).
  const imageFakes = installImageFakes({ config, catalogue: CATALOGUE, handlers, image: baseImage, state, save, fail });
  Object.assign(handlers, imageFakes.handlers);
  // Try again on failed jobs; a local picture as a video source (tests/fake-jobs.ts).
  const emitCredits = (c: CreditsView) => void events.creditsChanged.emit(c);
  const makeImage = (jobId: string, provider: string, prompt: string) => media(state, jobId, provider, prompt, "1:1");
  const againDoor = installJobFakes(handlers, {
    config,
    state,
    save,
    fail,
    requireConnected,
    emitJob,
    emitCredits,
    creditsView,
    makeImage,
    jobMs,
  });

  // Slideshows (tests/fake-slideshows.ts).
  const slideshowFakes = installSlideshowFakes(CATALOGUE, {
    state,
    fail,
    requireConnected,
    emitJob,
    emitCredits: (c) => void events.creditsChanged.emit(c),
    creditsView,
    mediaBase,
    jobMs,
    exportDir: config.exportDir,
    extraHookTypes: config.extraHookTypes,
  });
  Object.assign(handlers, slideshowFakes.handlers);

  // Agent tools (tests/fake-tools.ts).
  const toolFakes = installToolFakes({
    state,
    fail,
    requireConnected,
    emitJob,
    emitCredits: (c) => void events.creditsChanged.emit(c),
    creditsView,
    mediaBase,
    seedVideos: config.seedVideos,
  });
  Object.assign(handlers, toolFakes.handlers);

  // The one door of spending (tests/fake-spend.ts): every SpendRequest kind's door, in one table.
  const doors: SpendDoors = {
    ...imageFakes.doors,
    ...mediaFakes.doors,
    ...slideshowFakes.doors,
    ...toolFakes.doors,
    ...againDoor,
  };
  Object.assign(handlers, spendHandlers(doors, fail));

  // Recipes (tests/fake-recipes.ts), priced by the estimates above.
  Object.assign(
    handlers,
    installRecipeFakes({
      state,
      handlers,
      fail,
      requireConnected,
      emitCredits: (c) => void events.creditsChanged.emit(c),
      creditsView,
      save,
      mediaBase,
      jobMs,
    }),
  );

  // The allowance renews at its reset time: asked after it, the service answers the renewed balance and the next
  // reset (`resetAfterReread` ms on).
  const creditsGet = handlers.credits_get;
  handlers.credits_get = (a) => {
    if (config.resetAfterReread != null && Date.parse(state.resetAt) <= Date.now()) {
      state.resetAt = nowIso(config.resetAfterReread);
      state.credits = state.maxCredits;
    }
    return creditsGet(a);
  };

  // Gallery, save, delete and trash (tests/fake-gallery.ts).
  Object.assign(handlers, installGalleryFakes({ config, state, handlers, doors, fail, requireConnected, mediaBase }));
  // Every job's typed request, kept by each kind's send (tests/fake-jobs.ts).
  installSettingsFakes(handlers, { doors, settings: state.settings, fail });
  // Settings back from a dropped file (tests/fake-jobs.ts).
  installFileSettingsFakes(handlers, {
    settings: state.settings,
    library: () => state.library,
    files: config.fileSettings,
    characterName: (id) => {
      const page = handlers.characters_list({ limit: 500, offset: 0 }) as {
        characters: Array<{ id: string; name: string }>;
      };
      return page.characters.find((c) => c.id === id)?.name ?? null;
    },
  });

  const intents = new Map<string, { ok: boolean; json: string }>();
  /** Requests whose answer was lost (config.lostAnswer), by their SpendRequest (the intent aside). */
  const lost = new Set<string>();
  /** The spend kinds whose (first) send lost its answer already. */
  const lostOnce = new Set<SpendKind>();
  /**
   * spend/lookup.rs for the kinds in config.lostAnswer: a press of a request whose answer was lost is refused
   * unless its intent starts with `again:`; the first send of one loses its answer. Answers `spend`'s result, or
   * undefined to run it as usual.
   */
  function lostAnswer(cmd: string, a: Record<string, unknown>, intent: string | null, run: () => unknown): unknown {
    const r = a.request as SpendRequest | undefined;
    if (cmd !== "spend" || !r?.kind || !config.lostAnswer?.includes(r.kind)) return undefined;
    if (!intent || intent.startsWith("again:")) return undefined;
    const key = JSON.stringify(r);
    if (lost.has(key)) fail("may_have_been_charged", LOST_WORDS.guard);
    // Only the kind's first send loses its answer; other requests are sent as usual.
    if (lostOnce.has(r.kind)) return undefined;
    lostOnce.add(r.kind);
    lost.add(key);
    if (r.kind === "image") {
      // Sent (and charged), its answer lost: followed while it is looked for, then found.
      const [out] = run() as TrackedJob[];
      const j = state.jobs.find((x) => x.id === out.id)!;
      const remoteId = j.remoteId;
      Object.assign(j, {
        remoteId: null,
        status: "processing",
        progress: words("progress.looking_up"),
        mayHaveStarted: true,
      });
      emitJob(j);
      setTimeout(() => {
        // Found: followed as usual, and a new press of the same request is no longer refused.
        Object.assign(j, {
          remoteId,
          status: "pending",
          progress: words("progress.found_started"),
          mayHaveStarted: false,
        });
        lost.delete(key);
        emitJob(j);
        const made = j as TrackedJob & { _n?: number; _p?: string };
        runJob(j.id, made._n ?? 1, made._p ?? "", "1:1");
      }, config.lostLookupMs ?? jobMs);
      return [JSON.parse(JSON.stringify(j)) as TrackedJob];
    }
    // A kind the spec lists nowhere: failed at once, "may have been charged"; `spend` answers so.
    const job: TrackedJob = {
      id: nextId("job"),
      remoteId: null,
      ...doorOf(doors, r, fail).job(r),
      status: "failed",
      progress: null,
      error: LOST_WORDS.noLookUp,
      costEstimate: null,
      createdAt: nowIso(),
      updatedAt: nowIso(),
      completedAt: nowIso(),
      media: [],
      groupId: null,
      reference: null,
      queuePosition: null,
      charged: null,
      mayHaveStarted: true,
    };
    state.jobs = [job, ...state.jobs];
    emitJob(job);
    return fail("may_have_been_charged", LOST_WORDS.noLookUp);
  }
  /** Milliseconds the handlers spent working on the page's thread (their waits aside). */
  const busy = { ms: 0 };
  async function handle(cmd: string, args: unknown): Promise<unknown> {
    const a = (args ?? {}) as Record<string, unknown>;
    calls.push({ cmd, args: a, at: performance.now() });
    if (latency) await new Promise((r) => setTimeout(r, latency));
    // The core did not open: every command but the catalogue answers why (src-tauri's CoreSlot).
    if (config.startError && cmd !== "catalogue_get" && cmd !== "window_painted") throw config.startError;
    const h = handlers[cmd];
    if (!h) throw { code: "internal", message: `unknown command ${cmd}` };
    // One intent is one submission (spend/intents.rs): a repeat gets the first answer.
    const intent = typeof a.intent === "string" ? a.intent : null;
    if (intent != null && !intent.trim())
      throw { code: "validation", message: "This request has no valid submission id", field: "intent" };
    const seen = intent ? intents.get(intent) : undefined;
    if (seen) {
      if (seen.ok) return JSON.parse(seen.json);
      throw JSON.parse(seen.json);
    }
    try {
      // The handler's own work runs on the page's thread (the real core's runs in another process): timed,
      // so a benchmark can tell the web view's share of a repaint from the fake's.
      const t0 = performance.now();
      const pending = lostAnswer(cmd, a, intent, () => h(a)) ?? h(a);
      busy.ms += performance.now() - t0;
      const out = await pending;
      const t1 = performance.now();
      save();
      const json = JSON.stringify(out ?? null);
      if (intent) intents.set(intent, { ok: true, json });
      const answer = JSON.parse(json);
      busy.ms += performance.now() - t1;
      return answer;
    } catch (e) {
      const data = e instanceof Fail ? e.data : { code: "internal", message: String(e) };
      if (intent) intents.set(intent, { ok: false, json: JSON.stringify(data) });
      throw data;
    }
  }

  return { handle, state, calls, busy, release };
}
