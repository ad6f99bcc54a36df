// The fake of issue 5's image commands (mirrors studio-core's images.rs, image_reference.rs,
// compare.rs and presets.rs): estimates and generation with a face (a saved character or a prepared
// one-off photo's token), compare across providers with the account's jobLimit, and presets.
// Wraps the base fake's image door (spend kind "image") for the prices and rules, and adds the "compare" door.
import { estimateOf } from "./fake-estimate";
import type { SpendDoors, SpendOf } from "./fake-spend";
import type { Catalogue, FieldError, TrackedJob } from "../src/api/types";
import type { Estimate, GenerateImageRequest, ImageReference, Preset } from "../src/bindings";

export interface ImageFakeConfig {
  /** Image jobs the account may run at once (GET /api/user/jobs jobLimit); null: unknown. */
  jobLimit?: number | null;
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
const PRESET_NAME_MAX = 80;

export function installImageFakes(d: {
  config: ImageFakeConfig;
  catalogue: Catalogue;
  handlers: Record<string, Handler>;
  /** The spend doors: the base fake's "image" is wrapped, "compare" added. */
  doors: SpendDoors;
  state: { credits: number; jobs: TrackedJob[] };
  save: () => void;
  fail: (code: string, message: string, field?: string) => never;
}): Record<string, Handler> {
  const { handlers: base, state, fail } = d;
  d.catalogue.photoTypes = PHOTO_TYPES;
  const { estimate: baseEstimate, spend: baseSpend } = d.doors.image!;
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
    if (id && token)
      return [{ field: "reference", message: "Choose either a character or a photo for the face, not both" }];
    if (id && characterName(id) == null)
      return [{ field: "reference", message: "That character is no longer available — choose another face" }];
    if (token && !tokens.has(token))
      return [{ field: "reference", message: "That photo is no longer available — drop it again" }];
    return [];
  }
  function referenceInfo(r: ImageReference | null | undefined) {
    if (r?.characterId)
      return { characterId: r.characterId, characterName: characterName(r.characterId), fileName: null };
    if (r?.token) return { characterId: null, characterName: null, fileName: tokens.get(r.token) ?? null };
    return null;
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
    return { ...est, errors: [...est.errors, ...referenceErrors(reference)] };
  }

  function generate(provider: string, req: Req, reference: ImageReference | null, groupId: string | null): TrackedJob {
    const refErr = referenceErrors(reference)[0];
    if (refErr) fail("validation", refErr.message, refErr.field);
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
    if (providers.length < 2) f("Pick at least two providers to compare");
    const seen = new Set<string>();
    for (const p of providers) {
      if (seen.has(p)) f(`${name(p)} is picked twice: pick each provider once`);
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

  d.doors.image = {
    estimate: (r) => estimate(r.provider, r.request as Req, r.reference),
    spend: (r) => [generate(r.provider, r.request as Req, r.reference, null)],
  };
  // compare.rs send: refused as a whole before any is sent; one job per provider, in their order, one group.
  d.doors.compare = {
    estimate: (r) => compareEstimate(r.providers ?? [], r.request as Req, r.reference),
    spend: (r) => {
      const providers = r.providers ?? [];
      const req = r.request as Req;
      const est = compareEstimate(providers, req, r.reference);
      const problem = est.errors[0] ?? (est.compare?.providers ?? []).flatMap((p) => p.errors)[0];
      if (problem) fail("validation", problem.message, problem.field);
      if (est.short)
        fail(
          "insufficient_credits",
          `402 Payment Required: this needs ${est.credits} credits, the balance is ${state.credits}`,
        );
      const groupId = `grp_${Math.random().toString(36).slice(2, 10)}`;
      return providers.map((p) => generate(p, req, r.reference, groupId));
    },
  };

  return {
    reference_prepare: (a) => remember(basePrepare(a)),
    reference_choose: (a) => remember(baseChoose(a)),
    presets_list: (a) => presets.filter((p) => p.form === String(a.form)).reverse(), // newest first (created_at DESC)
    presets_save: (a) => {
      const n = checkName(a.name);
      const same = presets.find((p) => p.form === String(a.form) && p.name.toLowerCase() === n.toLowerCase());
      if (same) {
        Object.assign(same, { value: String(a.value ?? ""), updatedAt: now() });
        savePresets();
        return same;
      }
      const p: Preset = {
        id: `preset_${presetSeq++}`,
        form: String(a.form),
        name: n,
        value: String(a.value ?? ""),
        createdAt: now(),
        updatedAt: now(),
      };
      presets.push(p);
      savePresets();
      return p;
    },
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
  };
}
