// A picture's title in plain words. Pictures made with the form carry the service's structured prompt
// (JSON text) as their prompt: the title is then a short summary of it, never the JSON itself.
import type { MediaItem } from "../../api/gallery";
import { t } from "../../i18n";
import { parsePrompt } from "./formDiff";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v != null && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The parts of a form worth naming, most telling first: who, where, what kind of photo. */
function formSummary(form: Obj): string | null {
  const fd = obj(form.formData) ?? form;
  const subject = obj(fd.subject);
  const background = obj(fd.background);
  const composition = obj(fd.composition);
  const photoType = str(composition?.photoType)?.replace(/_/g, " ") ?? null;
  const parts = [str(subject?.description), str(background?.setting), photoType].filter((p): p is string => p != null);
  return parts.length ? parts.join(" · ") : null;
}

export function itemTitle(item: Pick<MediaItem, "prompt" | "request">): string | null {
  const request = obj(item.request);
  const simple = str(request?.simplePrompt);
  if (simple) return simple;
  const prompt = str(item.prompt);
  const parsed = obj(parsePrompt(prompt));
  if (parsed) return formSummary(parsed) ?? (request ? formSummary(request) : null);
  if (prompt) return prompt;
  return request ? formSummary(request) : null;
}

/** The word for an item's kind, as the window uses it ("image", "video", "music track"). */
export function kindWord(item: MediaItem | undefined): string {
  return t(`gallery.kind.${item?.kind ?? "image"}`);
}
