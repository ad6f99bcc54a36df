// The fake of issue 5's image commands (mirrors studio-core's images.rs, image_reference.rs,
// compare.rs and presets.rs): estimates and generation with a face (a saved character or a prepared
// one-off photo's token), compare across providers with the account's jobLimit, and presets.
// Wraps the base fake's image door (spend kind "image") for the prices and rules, and makes the "image",
// "compare" and "batch" doors.
import { estimateOf } from "./fake-estimate";
import { fieldError, refusal, words } from "./fake-words";
import type { SomeDoors, SpendDoor, SpendOf } from "./fake-spend";
import type { Catalogue, FieldError, SpendRequest, TrackedJob } from "../src/api/types";
import type { Estimate, GenerateImageRequest, ImageReference, Preset, Words } from "../src/bindings";

export interface ImageFakeConfig {
  /** Image jobs the account may run at once (GET /api/user/jobs jobLimit); null: unknown. */
  jobLimit?: number | null;
  /** Files on this computer at start, by path (their text): preset files to add from. */
  presetFiles?: Record<string, string>;
  /** The file presets_import's dialog answers (null: the person cancels); by default the last preset file
   * saved by presets_export, else the first of `presetFiles`. */
  presetOpenFile?: string | null;
  /** presets_export's save dialog is cancelled. */
  presetSaveCancelled?: boolean;
}

type Handler = (a: Record<string, unknown>) => unknown;
type Req = Record<string, unknown> & {
  numImages?: number;
  simplePrompt?: string | null;
  formData?: Record<string, unknown>;
};

/** media-api's catalog::photo_types(). */
export const PHOTO_TYPES = [
  ["mirror_selfie", "Mirror selfie"],
  ["arm_extended_selfie", "Arm-extended selfie"],
  ["selfie_camera", "Selfie camera"],
  ["candid", "Candid"],
  ["portrait", "Portrait"],
  ["full_body", "Full body"],
  ["group_photo", "Group photo"],
  ["action_shot", "Action shot"],
  ["profile", "Profile"],
  ["headshot", "Headshot"],
  ["close_up", "Close-up"],
  ["waist_up", "Waist up"],
  ["three_quarter", "Three-quarter"],
  ["side_profile", "Side profile"],
  ["overhead", "Overhead"],
  ["low_angle", "Low angle"],
  ["fashion", "Fashion"],
  ["editorial", "Editorial"],
  ["lifestyle", "Lifestyle"],
].map(([value, label]) => ({ value, label }));

const PRESETS = "__fake_presets";
/** Preset files written or given (path -> text), kept across reloads like the presets. */
const PRESET_FILES = "__fake_preset_files";
/** presets.rs: what a preset file says it is. */
const PRESET_FILE_APP = "Media Studio presets";
const PRESET_NAME_MAX = 80;

export function installImageFakes(d: {
  config: ImageFakeConfig;
  catalogue: Catalogue;
  handlers: Record<string, Handler>;
  /** The base fake's image door, wrapped. */
  image: SpendDoor<"image">;
  state: { credits: number; jobs: TrackedJob[] };
  save: () => void;
  fail: (code: string, message: string | Words, field?: string) => never;
}) {
  const { handlers: base, state, fail } = d;
  d.catalogue.photoTypes = PHOTO_TYPES;
  const { estimate: baseEstimate, spend: baseSpend } = d.image;
  const basePrepare = base.reference_prepare;
  const baseChoose = base.reference_choose;
  const name = (slug: string) => d.catalogue.imageProviders.find((p) => p.slug === slug)?.name ?? slug;

  // Prepared photos live as long as the app runs (a reload forgets them, as a restart does).
  const tokens = new Map<string, string>();
  const remember = (p: unknown) => {
    const r = p as { token?: string; fileName?: string } | null;
    if (r?.token) tokens.set(r.token, r.fileName ?? "");
    return p;
  };

  function characterName(id: string): string | null {
    const page = base.characters_list({ limit: 500, offset: 0 }) as {
      characters: Array<{ id: string; name?: string }>;
    };
    const c = page.characters.find((x) => x.id === id);
    return c ? (c.name ?? "") : null;
  }

  /** image_reference::resolve as field errors on "reference". */
  function referenceErrors(r: ImageReference | null | undefined): FieldError[] {
    const id = r?.characterId?.trim();
    const token = r?.token?.trim();
    const picture = r?.mediaId?.trim();
    if (picture && (id || token)) return [fieldError("reference", words("image_reference.edit_starts_from_picture"))];
    if (picture) {
      const m = base.library_get({ id: picture }) as { kind?: string } | null;
      if (!m) return [fieldError("reference", words("image_reference.picture_no_longer_library"))];
      if (m.kind !== "image") return [fieldError("reference", words("image_reference.only_picture_edited_here"))];
      return [];
    }
    if (id && token) return [fieldError("reference", words("image_reference.choose_either_character_photo"))];
    if (id && characterName(id) == null)
      return [fieldError("reference", words("image_reference.character_no_longer_available"))];
    if (token && !tokens.has(token))
      return [fieldError("reference", words("image_reference.photo_no_longer_available"))];
    return [];
  }
  function referenceInfo(r: ImageReference | null | undefined) {
    if (r?.mediaId) return { characterId: null, characterName: null, fileName: null, editedFrom: r.mediaId };
    if (r?.characterId)
      return {
        characterId: r.characterId,
        characterName: characterName(r.characterId),
        fileName: null,
        editedFrom: null,
      };
    if (r?.token)
      return { characterId: null, characterName: null, fileName: tokens.get(r.token) ?? null, editedFrom: null };
    return null;
  }
  /** images.rs: an edit needs the words of its change. */
  function editErrors(req: Req, r: ImageReference | null | undefined): FieldError[] {
    const blank = typeof req.simplePrompt !== "string" || !req.simplePrompt.trim();
    return r?.mediaId && blank ? [fieldError("simplePrompt", words("images.describe_change_want_e"))] : [];
  }

  /** The fake's job runner labels pictures with the prompt: give structured requests a label. */
  const runnable = (req: Req): Req => {
    if (typeof req.simplePrompt === "string") return req;
    const s = (req.formData?.subject as Record<string, unknown> | undefined)?.description;
    return { ...req, simplePrompt: typeof s === "string" && s ? s : "Picture from the form" };
  };
  const stripped = (req: Req): Req => {
    const r = { ...req };
    delete r.referenceImage; // the page's referenceImage is ignored
    return r;
  };

  /** The base fake's own request: the form without the page's referenceImage, with no face. */
  const plain = (provider: string, req: Req): SpendOf<"image"> => ({
    kind: "image",
    provider,
    request: req as GenerateImageRequest,
    reference: null,
  });

  function estimate(provider: string, req: Req, reference: ImageReference | null): Estimate {
    const est = baseEstimate(plain(provider, stripped(req)));
    const errors = [...est.errors, ...editErrors(req, reference), ...referenceErrors(reference)];
    return { ...est, errors, ready: est.ready && errors.length === 0 };
  }

  function generate(provider: string, req: Req, reference: ImageReference | null, groupId: string | null): TrackedJob {
    const refErr = [...editErrors(req, reference), ...referenceErrors(reference)][0];
    if (refErr) fail("validation", refusal([refErr]), refErr.field);
    const [job] = baseSpend(plain(provider, runnable(stripped(req))), "");
    const stored = state.jobs.find((j) => j.id === job.id) ?? job;
    Object.assign(stored, { groupId, reference: referenceInfo(reference) });
    d.save();
    return stored;
  }

  const activeJobs = () =>
    state.jobs.filter((j) => j.kind === "image" && (j.status === "pending" || j.status === "processing")).length;

  /** compare::set_errors. */
  function setErrors(providers: string[]): FieldError[] {
    const errs: FieldError[] = [];
    const f = (message: string) => errs.push({ field: "providers", message });
    if (providers.length < 2) errs.push(fieldError("providers", words("compare.pick_at_least_two")));
    const seen = new Set<string>();
    for (const p of providers) {
      if (seen.has(p)) errs.push(fieldError("providers", words("compare.provider_picked_twice", { name: name(p) })));
      seen.add(p);
    }
    const limit = d.config.jobLimit === undefined ? 3 : d.config.jobLimit;
    if (limit != null) {
      const active = activeJobs();
      const free = Math.max(0, limit - active);
      if (providers.length > free) {
        const running = active === 1 ? "1 is running" : `${active} are running`;
        f(
          free === 0
            ? `You can run ${limit} jobs at once and ${running}: wait for one to finish before comparing`
            : active === 0
              ? `You can run ${limit} jobs at once: pick at most ${free} providers`
              : `You can run ${limit} jobs at once and ${running}: pick at most ${free} provider${free === 1 ? "" : "s"}`,
        );
      }
    }
    return errs;
  }

  /** compare.rs estimate: the whole set's estimate, with each provider's share and the account's room for jobs. */
  function compareEstimate(providers: string[], req: Req, reference: ImageReference | null): Estimate {
    const errors = setErrors(providers);
    const push = (e: FieldError) =>
      !errors.some((x) => x.field === e.field && x.message === e.message) && errors.push(e);
    const per = providers.map((p) => {
      const est = estimate(p, req, reference);
      // A provider's own problems (unknown slug, no 4K) stay with it; the form's go to the set.
      const own = est.errors.filter((e) => e.field === "provider" || e.field === "enable4K");
      est.errors.filter((e) => !own.includes(e)).forEach(push);
      return { provider: p, credits: est.credits, errors: own };
    });
    const total = per.reduce((s, p) => s + p.credits, 0);
    return {
      ...estimateOf(total, state.credits, errors),
      compare: {
        providers: per,
        jobLimit: d.config.jobLimit === undefined ? 3 : d.config.jobLimit,
        activeJobs: activeJobs(),
      },
    };
  }

  // Presets (presets.rs): names trimmed, 1-80 characters, unique per form ignoring case.
  let presets: Preset[] = [];
  try {
    presets = JSON.parse(localStorage.getItem(PRESETS) ?? "[]") as Preset[];
  } catch {
    presets = [];
  }
  const savePresets = () => localStorage.setItem(PRESETS, JSON.stringify(presets));
  let presetSeq = presets.length + 1;
  const checkName = (raw: unknown): string => {
    const n = String(raw ?? "").trim();
    if (!n) fail("validation", "Give the preset a name", "name");
    if ([...n].length > PRESET_NAME_MAX)
      fail("validation", `A preset name can be at most ${PRESET_NAME_MAX} characters`, "name");
    return n;
  };
  const now = () => new Date().toISOString();
  const savePreset = (form: string, name: unknown, value: unknown): Preset => {
    const n = checkName(name);
    const same = presets.find((p) => p.form === form && p.name.toLowerCase() === n.toLowerCase());
    if (same) {
      Object.assign(same, { value: String(value ?? ""), updatedAt: now() });
      savePresets();
      return same;
    }
    const p: Preset = {
      id: `preset_${presetSeq++}`,
      form,
      name: n,
      value: String(value ?? ""),
      createdAt: now(),
      updatedAt: now(),
    };
    presets.push(p);
    savePresets();
    return p;
  };
  // Preset files (presets.rs presets_export / presets_import; the dialogs are the config's answers).
  let files: Record<string, string> = {};
  try {
    files = JSON.parse(localStorage.getItem(PRESET_FILES) ?? "{}") as Record<string, string>;
  } catch {
    files = {};
  }
  files = { ...(d.config.presetFiles ?? {}), ...files };
  let lastExported: string | null = null;
  const saveFiles = () => localStorage.setItem(PRESET_FILES, JSON.stringify(files));
  const checkForm = (raw: unknown): string => {
    const f = String(raw ?? "").trim();
    if (!f) fail("validation", "A preset needs a form name", "form");
    return f;
  };

  // compare.rs send: refused as a whole before any is sent; one job per provider, in their order, one group.

  // compare.rs batch: several prompts to one provider, 2 to 10, one job each in one group, refused whole.
  function batchEstimate(provider: string, requests: Req[], reference: ImageReference | null): Estimate {
    const errors: FieldError[] =
      requests.length < 2
        ? [fieldError("requests", words("compare.write_at_least_two"))]
        : requests.length > 10
          ? [fieldError("requests", words("compare.batch_takes_at_most", { batch_max: 10, n: requests.length }))]
          : [];
    const per = requests.map((req) => {
      const est = estimate(provider, req, reference);
      est.errors.forEach((e) => !errors.some((x) => x.field === e.field && x.message === e.message) && errors.push(e));
      return { provider, credits: est.credits, errors: [] };
    });
    const total = per.reduce((s, p) => s + p.credits, 0);
    return {
      ...estimateOf(total, state.credits, errors),
      compare: {
        providers: per,
        jobLimit: d.config.jobLimit === undefined ? 3 : d.config.jobLimit,
        activeJobs: activeJobs(),
      },
    };
  }
  const doors: SomeDoors<"image" | "compare" | "batch"> = {
    image: {
      job: (r) => ({ kind: "image", provider: r.provider }),
      settings: imageSettings,
      estimate: (r) => estimate(r.provider, r.request as Req, r.reference),
      spend: (r) => [generate(r.provider, r.request as Req, r.reference, null)],
    },
    compare: {
      job: (r) => ({ kind: "image", provider: r.providers[0] ?? "compare" }),
      settings: imageSettings,
      estimate: (r) => compareEstimate(r.providers ?? [], r.request as Req, r.reference),
      spend: (r) => {
        const providers = r.providers ?? [];
        const req = r.request as Req;
        const est = compareEstimate(providers, req, r.reference);
        const problem = est.errors[0] ?? (est.compare?.providers ?? []).flatMap((p) => p.errors)[0];
        if (problem) fail("validation", refusal([problem]), problem.field);
        if (est.short)
          fail(
            "insufficient_credits",
            `402 Payment Required: this needs ${est.credits} credits, the balance is ${state.credits}`,
          );
        const groupId = `grp_${Math.random().toString(36).slice(2, 10)}`;
        return providers.map((p) => generate(p, req, r.reference, groupId));
      },
    },
    batch: {
      job: (r) => ({ kind: "image", provider: r.provider }),
      estimate: (r) => batchEstimate(r.provider, r.requests as Req[], r.reference),
      spend: (r) => {
        const est = batchEstimate(r.provider, r.requests as Req[], r.reference);
        if (est.errors[0]) fail("validation", refusal([est.errors[0]]), est.errors[0].field);
        if (est.short)
          fail(
            "insufficient_credits",
            `402 Payment Required: this needs ${est.credits} credits, the balance is ${state.credits}`,
          );
        const groupId = `grp_${Math.random().toString(36).slice(2, 10)}`;
        return (r.requests as Req[]).map((req) => generate(r.provider, req, r.reference, groupId));
      },
    },
  };

  const handlers: Record<string, Handler> = {
    reference_prepare: (a) => remember(basePrepare(a)),
    reference_choose: (a) => remember(baseChoose(a)),
    presets_list: (a) => presets.filter((p) => p.form === String(a.form)).reverse(), // newest first (created_at DESC)
    presets_save: (a) => savePreset(checkForm(a.form), a.name, a.value),
    presets_rename: (a) => {
      const p = presets.find((x) => x.id === a.id) ?? fail("not_found", "That preset no longer exists.");
      const n = checkName(a.name);
      const other = presets.find((x) => x.id !== p.id && x.form === p.form && x.name.toLowerCase() === n.toLowerCase());
      if (other) fail("validation", `You already have a preset called “${other.name}”`, "name");
      Object.assign(p, { name: n, updatedAt: now() });
      savePresets();
      return p;
    },
    presets_delete: (a) => {
      presets = presets.filter((p) => p.id !== a.id);
      savePresets();
      return null;
    },
    presets_export: (a) => {
      const form = checkForm(a.form);
      if (d.config.presetSaveCancelled) return null;
      const path = `/home/you/Exports/media-studio-${form}-presets.json`;
      const list = presets.filter((p) => p.form === form).reverse();
      const file = { app: PRESET_FILE_APP, form, presets: list.map((p) => ({ name: p.name, value: p.value })) };
      files[path] = JSON.stringify(file, null, 2);
      lastExported = path;
      saveFiles();
      return path;
    },
    // Refused whole, before anything is saved: not a preset file, another form's, or a preset that can't be saved.
    presets_import: (a) => {
      const form = checkForm(a.form);
      const path =
        d.config.presetOpenFile !== undefined
          ? d.config.presetOpenFile
          : (lastExported ?? Object.keys(d.config.presetFiles ?? {})[0] ?? null);
      if (path == null) return null;
      const notPresets = () => fail("validation", "This file is not a Media Studio preset file", "file");
      const text = files[path] ?? notPresets();
      let file: { app?: unknown; form?: unknown; presets?: unknown };
      try {
        file = JSON.parse(text) as typeof file;
      } catch {
        return notPresets();
      }
      if (file == null || typeof file !== "object" || file.app !== PRESET_FILE_APP || !Array.isArray(file.presets))
        notPresets();
      if (file.form !== form)
        fail("validation", `This file holds presets of another form (“${String(file.form)}”), not of this one`, "file");
      const list = file.presets as Array<{ name?: unknown; value?: unknown }>;
      for (const p of list) {
        try {
          checkName(p.name);
        } catch (e) {
          fail("validation", `A preset in this file can't be saved: ${(e as { message: string }).message}`, "file");
        }
      }
      return list.map((p) => savePreset(form, p.name, p.value));
    },
  };
  return { handlers, doors };
}

/** A picture's settings (`SpendRequest::from_job`): one image request of the job's maker, its face by its
 * character (no token); a compare's jobs each so. */
function imageSettings(r: SpendOf<"image"> | SpendOf<"compare">, job: TrackedJob): SpendRequest {
  const { referenceImage: _face, ...request } = r.request;
  const face = r.reference;
  return {
    kind: "image",
    provider: job.provider,
    request,
    reference: face?.characterId ? { characterId: face.characterId, token: null } : null,
  };
}
