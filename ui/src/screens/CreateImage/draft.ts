// The Create image form's state as plain data: draft <-> request, recall and presets. Pure (tested
// in draft.test.ts); the screen only renders it.
import type { Catalog as Catalogue, CharacterFormData, GenerateImageRequest, PreparedReference } from "../../bindings";
import type { ImageReference } from "../../api/images";
import type { ImageRecall } from "../../state/recall";
import { fieldKey } from "../../lib/format";
import { ASPECT_PATH, PHOTO_TYPE_PATH, TEXT_LEAVES, type GroupId } from "../../forms/imageFields";

/** How the picture is asked for: in words, with the form, or as a change to a picture of the library. */
export type Mode = "prompt" | "form" | "edit";

export type Face =
  | { kind: "none" }
  /** A saved character (id "" while none is picked yet). */
  | { kind: "character"; id: string; name: string }
  /** A one-off photo: prepared by reference_prepare/choose; null until dropped (or when recalled: drop it again). */
  | { kind: "photo"; fileName: string; prepared: PreparedReference | null };

export interface Draft {
  mode: Mode;
  /** simplePrompt ("Just a prompt"). */
  prompt: string;
  /** Free-text leaves and the photo type, by path under formData. */
  fields: Record<string, string>;
  aspectRatio: string;
  provider: string;
  numImages: string;
  enable4K: boolean;
  face: Face;
  compare: boolean;
  compareProviders: string[];
  /** "Edit a picture": the library picture to change (its media id), null until one is chosen. The change is `prompt`. */
  editOf: string | null;
  /** "Just a prompt" with several prompts, one per line: a batch, one job per line. */
  batch: boolean;
}

/** The most prompts one batch sends (studio-core `compare::BATCH_MAX`) and the stepper's range (media-api's
 * rules: numImages 1 to NUM_IMAGES_MAX; typing more is still checked by the rules), from the bindings. */
export { BATCH_MAX, NUM_IMAGES_MAX } from "../../bindings";

/** A batch's prompts: the prompt's lines that say something; null when the form is not a batch. */
export function batchPrompts(d: Pick<Draft, "mode" | "batch" | "prompt">): string[] | null {
  if (d.mode !== "prompt" || !d.batch) return null;
  return d.prompt
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
}

export function defaultDraft(cat: Catalogue): Draft {
  return {
    mode: "prompt",
    prompt: "",
    fields: {},
    provider: cat.imageProviders[0]?.slug ?? "",
    numImages: "1",
    aspectRatio: cat.aspectRatios.some((r) => r.value === "1:1") ? "1:1" : (cat.aspectRatios[0]?.value ?? "1:1"),
    enable4K: false,
    face: { kind: "none" },
    compare: false,
    compareProviders: [],
    editOf: null,
    batch: false,
  };
}

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const isObj = (v: unknown): v is Record<string, unknown> => v != null && typeof v === "object" && !Array.isArray(v);

function parseFace(v: unknown): Face {
  if (!isObj(v)) return { kind: "none" };
  if (v.kind === "character") return { kind: "character", id: str(v.id) ?? "", name: str(v.name) ?? "" };
  if (v.kind === "photo") {
    const p =
      isObj(v.prepared) && str(v.prepared.token) && str(v.prepared.preview)
        ? (v.prepared as unknown as PreparedReference)
        : null;
    const fileName = str(v.fileName) ?? p?.fileName ?? "";
    return fileName || p ? { kind: "photo", fileName, prepared: p } : { kind: "none" };
  }
  return { kind: "none" };
}

/** Reads a stored draft or preset (JSON text); the empty draft when there is none or it is unreadable. */
export function parseDraft(raw: string | null | undefined, cat: Catalogue): Draft {
  let d: unknown = null;
  try {
    d = raw ? JSON.parse(raw) : null;
  } catch {
    /* unreadable: the empty draft */
  }
  return draftFrom(d, cat);
}

/** A stored draft as parsed (this version's or issue 4's {prompt, provider, numImages, aspectRatio,
 * enable4K}), each field checked against the catalogue; the empty draft when it is not an object. */
export function draftFrom(d: unknown, cat: Catalogue): Draft {
  const base = defaultDraft(cat);
  if (!isObj(d)) return base;
  const fields: Record<string, string> = {};
  if (isObj(d.fields)) for (const [k, v] of Object.entries(d.fields)) if (typeof v === "string") fields[k] = v;
  const known = (slug: unknown) => cat.imageProviders.some((p) => p.slug === slug);
  return {
    mode: d.mode === "form" || d.mode === "edit" ? d.mode : "prompt",
    prompt: str(d.prompt) ?? base.prompt,
    fields,
    provider: known(d.provider) ? (d.provider as string) : base.provider,
    numImages: str(d.numImages) ?? base.numImages,
    aspectRatio: cat.aspectRatios.some((r) => r.value === d.aspectRatio) ? (d.aspectRatio as string) : base.aspectRatio,
    enable4K: Boolean(d.enable4K),
    face: parseFace(d.face),
    compare: Boolean(d.compare),
    compareProviders: Array.isArray(d.compareProviders) ? d.compareProviders.filter((p): p is string => known(p)) : [],
    editOf: str(d.editOf),
    batch: Boolean(d.batch),
  };
}

/** Sets a value at a dotted path, creating the objects on the way. */
function setPath(obj: Record<string, unknown>, path: string, value: string) {
  const parts = path.split(".");
  let o = obj;
  for (const p of parts.slice(0, -1)) {
    if (!isObj(o[p])) o[p] = {};
    o = o[p] as Record<string, unknown>;
  }
  o[parts[parts.length - 1]] = value;
}

/** The structured form's fields besides the shape: the free-text leaves, then the photo type. */
const FORM_PATHS = [...TEXT_LEAVES.map((l) => l.path), PHOTO_TYPE_PATH];

/** The structured form as CharacterFormData: empty leaves and groups are left out. */
export function formDataOf(d: Draft): CharacterFormData {
  const out: Record<string, unknown> = {};
  for (const path of FORM_PATHS) {
    const v = (d.fields[path] ?? "").trim();
    if (v) setPath(out, path, v);
  }
  setPath(out, ASPECT_PATH, d.aspectRatio);
  return out as CharacterFormData;
}

/** Whole number 0..999, else 0 (which the rules reject with a message under the field). */
export function countOf(d: Draft): number {
  const n = Number(d.numImages.trim());
  return d.numImages.trim() !== "" && Number.isInteger(n) && n >= 0 ? Math.min(n, 999) : 0;
}

/** offers4K: the chosen provider (every chosen provider, when comparing) has a 4K option. */
export function toRequest(d: Draft, offers4K: boolean): GenerateImageRequest {
  const common = { numImages: countOf(d), enable4K: offers4K && d.enable4K };
  // "simplePrompt: direct text prompt; bypasses structured form data": nothing of the form (not even the
  // shape) goes with it, so nothing the service won't use is shown as a setting of the picture.
  // An edit is the picture and the words of the change: the same simplePrompt.
  if (d.mode !== "form") return { simplePrompt: d.prompt, ...common, formData: {} };
  return { ...common, formData: formDataOf(d) };
}

/** What goes as the request's reference: an edit's picture (it takes no other face), else the face chosen. */
export function toReference(d: Pick<Draft, "mode" | "face" | "editOf">): ImageReference | null {
  if (d.mode === "edit") return d.editOf ? { characterId: null, token: null, mediaId: d.editOf } : null;
  const face = d.face;
  if (face.kind === "character" && face.id) return { characterId: face.id, token: null };
  if (face.kind === "photo" && face.prepared) return { characterId: null, token: face.prepared.token };
  return null;
}

/** Where an error path is shown: a named control, a leaf path under formData, or "other". */
export function errorTarget(path: string | null | undefined): string {
  const p = (path ?? "").trim();
  if (!p) return "other";
  const bare = p.startsWith("formData.") ? p.slice("formData.".length) : p;
  if (bare === ASPECT_PATH) return "aspectRatio";
  if (bare === PHOTO_TYPE_PATH) return "photoType";
  if (TEXT_LEAVES.some((l) => l.path === bare)) return bare;
  if (bare === "referenceImage" || bare.startsWith("reference")) return "reference";
  if (bare.startsWith("providers")) return "providers";
  // A batch's own errors (two prompts at least, at most ten) are the prompt field's.
  if (bare.startsWith("requests")) return "prompt";
  const key = fieldKey(bare);
  if (key === "simplePrompt") return "prompt";
  return ["prompt", "provider", "numImages", "aspectRatio", "enable4K"].includes(key) ? key : "other";
}

/** The filled values of a group, for its collapsed summary. */
export function groupValues(d: Draft, group: GroupId, photoTypeLabel: (v: string) => string): string[] {
  if (group === "composition") {
    const v = (d.fields[PHOTO_TYPE_PATH] ?? "").trim();
    return v ? [photoTypeLabel(v)] : [];
  }
  return TEXT_LEAVES.filter((l) => l.path.startsWith(`${group}.`))
    .map((l) => (d.fields[l.path] ?? "").trim())
    .filter(Boolean);
}

/** The structured form says something (anything besides the shape). */
export function formHasContent(d: Draft): boolean {
  return FORM_PATHS.some((p) => (d.fields[p] ?? "").trim() !== "");
}

const asStr = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v : typeof v === "number" ? String(v) : null;

/** A job's request (MediaItem.request, spec-tolerant) into the form. */
export function draftFromRequest(req: unknown, base: Draft, cat: Catalogue): Draft {
  if (!isObj(req)) return base;
  const d: Draft = { ...base, fields: {} };
  const fd = isObj(req.formData) ? req.formData : {};
  const get = (path: string): unknown => path.split(".").reduce<unknown>((o, k) => (isObj(o) ? o[k] : undefined), fd);
  for (const path of FORM_PATHS) {
    const v = asStr(get(path));
    if (v) d.fields[path] = v;
  }
  const ar = asStr(get(ASPECT_PATH));
  if (ar && cat.aspectRatios.some((r) => r.value === ar)) d.aspectRatio = ar;
  const sp = asStr(req.simplePrompt);
  d.mode = sp ? "prompt" : "form";
  d.prompt = sp ?? base.prompt;
  if (typeof req.numImages === "number" && Number.isInteger(req.numImages)) d.numImages = String(req.numImages);
  d.enable4K = req.enable4K === true;
  return d;
}

/** A recall from the Gallery or Characters into the form. */
export function applyRecall(r: ImageRecall, base: Draft, cat: Catalogue): Draft {
  let d: Draft = r.request != null ? draftFromRequest(r.request, base, cat) : { ...base };
  if (r.provider && cat.imageProviders.some((p) => p.slug === r.provider)) d = { ...d, provider: r.provider };
  if (r.characterId) d = { ...d, face: { kind: "character", id: r.characterId, name: r.characterName ?? "" } };
  else if (r.oneOffFileName) d = { ...d, face: { kind: "photo", fileName: r.oneOffFileName, prepared: null } };
  else if (r.request != null) d = { ...d, face: { kind: "none" } };
  // An edit opens as an edit of its picture; a face recalled into an edit leaves the edit for a new picture.
  if (r.editOf) d = { ...d, mode: "edit", editOf: r.editOf, face: { kind: "none" } };
  else if (d.mode === "edit") d = { ...d, mode: "prompt" };
  return { ...d, compare: false };
}

/** What a preset keeps: the form and its mode (a batch of prompts, an edit and the picture it edits),
 * provider and size; a saved character but not a one-off photo. */
export function presetValue(d: Draft): string {
  const { mode, prompt, fields, aspectRatio, provider, numImages, enable4K, batch, editOf } = d;
  const face = d.face.kind === "character" && d.face.id ? d.face : { kind: "none" };
  return JSON.stringify({ mode, prompt, fields, aspectRatio, provider, numImages, enable4K, face, batch, editOf });
}

/** A preset into the form; a picture already chosen to edit stays the one edited. */
export function applyPreset(value: string, current: Draft, cat: Catalogue): Draft {
  const p = parseDraft(value, cat);
  return {
    ...p,
    compare: current.compare,
    compareProviders: current.compareProviders,
    editOf: current.editOf ?? p.editOf,
  };
}
