// Readable views of a job's form state (MediaItem.request) and of the service's structured prompt:
// leaves by path with plain labels, and the changed/added/removed leaves between two forms.
import { t } from "../../i18n";
import { gallery as galleryWords } from "../../i18n/en/gallery";
import { formatNumber } from "../../lib/format";
import { ASPECT_PATH, PHOTO_TYPE_PATH, TEXT_LEAVES } from "../../forms/imageFields";

export interface Leaf {
  path: string;
  label: string;
  value: string;
}

export interface Change {
  path: string;
  label: string;
  kind: "changed" | "added" | "removed";
  before: string | null;
  after: string | null;
}

/** The request's own fields by their names (read when shown, so they follow the language). */
const LABELS: Record<string, () => string> = {
  simplePrompt: () => t("gallery.form.simplePrompt"),
  numImages: () => t("gallery.form.numImages"),
  enable4K: () => t("gallery.form.enable4K"),
  aspectRatio: () => t("gallery.form.aspectRatio"),
  photoType: () => t("gallery.form.photoType"),
  formData: () => "",
  // A video's request.
  prompt: () => t("gallery.form.simplePrompt"),
  duration: () => t("gallery.form.duration"),
  imageId: () => t("gallery.form.source"),
  uploadedImageUrl: () => t("gallery.form.source"),
  imageUrl: () => t("gallery.form.source"),
  isPremium: () => t("gallery.form.premium"),
  skipEnhancement: () => t("gallery.form.skipEnhancement"),
  dialogue: () => t("gallery.form.dialogue"),
};

/** Values said in words where the raw value says nothing to a person: a length with its unit, a source
 * picture by where it is from rather than its id or address. */
const VALUES: Record<string, (v: unknown) => string | null> = {
  duration: (v) => (typeof v === "number" ? t("gallery.value.seconds", { n: formatNumber(v) }) : null),
  imageId: (v) => (v ? t("gallery.value.library_picture") : null),
  uploadedImageUrl: (v) => (v ? t("gallery.value.own_picture") : null),
  imageUrl: (v) => (v ? t("gallery.value.linked_picture") : null),
};

/** The keys of CharacterFormData the catalogue names ("gallery.key.<key>"; in English, what `spelledOut` makes). */
type FormKey = keyof typeof galleryWords extends infer K ? (K extends `gallery.key.${infer P}` ? P : never) : never;
const isFormKey = (key: string): key is FormKey => `gallery.key.${key}` in galleryWords;

/** "aspectRatio" -> "Aspect ratio", "hair_color" -> "Hair color", "3" -> "#4". The form's own keys are named
 * by the catalogue; any other key is spelled out from itself (the service's own words, in English). */
export function keyLabel(key: string): string {
  if (key in LABELS) return LABELS[key]();
  if (isFormKey(key)) return t(`gallery.key.${key}`);
  return spelledOut(key);
}

/** A key in words: "shotType" -> "Shot type", "hair_color" -> "Hair color", "3" -> "#4". */
export function spelledOut(key: string): string {
  if (/^\d+$/.test(key)) return `#${Number(key) + 1}`;
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "formData.photography.aspectRatio" -> "Photography › Aspect ratio" (keys in words, for any JSON). */
export function pathLabel(path: string): string {
  return path.split(".").map(keyLabel).filter(Boolean).join(" › ");
}

/** The Create image form's own names for its fields ("Light", "Shape"), by request path. */
function formLabels(): Map<string, string> {
  return new Map<string, string>([
    ...TEXT_LEAVES.map((l): [string, string] => [`formData.${l.path}`, l.label]),
    [`formData.${ASPECT_PATH}`, t("gallery.form.shape")],
    [`formData.${PHOTO_TYPE_PATH}`, t("gallery.form.photoType")],
  ]);
}

/** A request field named as the form names it; anything else as `pathLabel` does. */
export function formLabel(path: string): string {
  return formLabels().get(path) ?? pathLabel(path);
}

export function valueText(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (v === true) return t("gallery.value.on");
  if (v === false) return t("gallery.value.off");
  if (typeof v === "number") return formatNumber(v);
  if (typeof v === "string") return v === "" ? t("gallery.value.empty") : v;
  if (Array.isArray(v) && v.length === 0) return t("gallery.value.none");
  if (typeof v === "object" && Object.keys(v as object).length === 0) return t("gallery.value.none");
  return JSON.stringify(v);
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  v != null && typeof v === "object" && (Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0);

/** Every leaf of a JSON value with its dotted path (arrays by index); empty objects are leaves. */
export function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (v: unknown, path: string) => {
    if (isObj(v)) {
      for (const [k, child] of Object.entries(v)) walk(child, path ? `${path}.${k}` : k);
    } else if (path) {
      out.set(path, v);
    }
  };
  walk(value, prefix);
  return out;
}

/** The leaves of a form state or structured prompt, labelled, in their order. Skips the face (never shown). */
export function readable(value: unknown, labelOf: (path: string) => string = pathLabel): Leaf[] {
  return [...leaves(value)]
    .filter(([path]) => path !== "referenceImage")
    .map(([path, v]) => ({ path, label: labelOf(path) || path, value: VALUES[path]?.(v) ?? valueText(v) }));
}

/** Parses the service's promptUsed (structured prompt as JSON text); null when it isn't JSON. */
export function parsePrompt(text: string | null | undefined): unknown | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v != null && typeof v === "object" ? v : null;
  } catch {
    return null;
  }
}

/** What differs from form `a` to form `b`, leaf by leaf, in `a`'s order then `b`'s new leaves. */
export function diffForms(a: unknown, b: unknown, labelOf: (path: string) => string = pathLabel): Change[] {
  const la = leaves(a);
  const lb = leaves(b);
  const out: Change[] = [];
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  for (const [path, va] of la) {
    if (path === "referenceImage") continue;
    const label = labelOf(path) || path;
    if (!lb.has(path)) out.push({ path, label, kind: "removed", before: valueText(va), after: null });
    else if (!same(va, lb.get(path)))
      out.push({ path, label, kind: "changed", before: valueText(va), after: valueText(lb.get(path)) });
  }
  for (const [path, vb] of lb) {
    if (path === "referenceImage" || la.has(path)) continue;
    out.push({ path, label: labelOf(path) || path, kind: "added", before: null, after: valueText(vb) });
  }
  return out;
}
