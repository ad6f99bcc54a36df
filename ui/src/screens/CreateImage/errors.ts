// Field errors of the form: the estimate's rule results by the control they are shown at, in the
// order the controls appear (the first one gets focus when generating is refused).
import { fieldMessages } from "../../forms/fieldErrors";
import { sayMessage, t } from "../../i18n";
import { wholeEstimate, type Cost } from "./useCost";
import { batchPrompts, countOf, errorTarget, formHasContent, NUM_IMAGES_MAX, type Draft } from "./draft";
import { leafId, TEXT_LEAVES } from "../../forms/imageFields";

/** The controls on screen, in page order. */
export function targetsOf(d: Draft): string[] {
  const providers = [d.compare ? "providers" : "provider", "numImages", "enable4K"];
  // An edit: the picture first (its errors are on "reference"), then the words of the change.
  if (d.mode === "edit") return ["reference", "prompt", ...providers];
  const describe = d.mode === "prompt" ? ["prompt"] : [...TEXT_LEAVES.map((l) => l.path), "photoType"];
  return [...describe, "aspectRatio", "reference", ...providers];
}

/** The first message per target; anything the screen has no control for goes to "other". */
export function errorsByTarget(cost: Cost | null, d: Draft): Record<string, string> {
  const expected = d.compare ? "compare" : batchPrompts(d) ? "batch" : "single";
  if (!cost || cost.kind !== expected) return {};
  const targets = new Set(targetsOf(d));
  const targetOf = (path: string) => {
    const t = errorTarget(path);
    const shown = t === "provider" && d.compare ? "providers" : t;
    return targets.has(shown) ? shown : "other";
  };
  const out = fieldMessages(wholeEstimate(cost).errors, targetOf);
  // The rules say "The prompt can't be empty"; on this screen the field is "Describe your image".
  if (out.prompt && !d.prompt.trim())
    out.prompt = d.mode === "edit" ? t("image.error.describe_change") : t("image.error.describe_image");
  if (d.mode === "edit" && !d.editOf) out.reference ??= t("image.error.choose_picture");
  // An empty or non-numeric count is sent as 0; say what to do rather than "you asked for 0".
  if (out.numImages && countOf(d) === 0) out.numImages = t("image.error.count", { max: NUM_IMAGES_MAX });
  if (d.mode === "form" && !formHasContent(d)) out["subject.description"] ??= t("image.error.form_empty");
  return out;
}

/** Compare: problems of single providers (e.g. "Grok Image has no 4K option"), by slug. */
export function providerProblems(cost: Cost | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (cost?.kind !== "compare") return out;
  for (const p of cost.estimate.providers) if (p.errors[0]) out[p.provider] = sayMessage(p.errors[0]);
  return out;
}

/** Focuses a control and brings it, with its message, into view. */
export function focusTarget(t: string) {
  const byId: Record<string, string> = { prompt: "prompt", numImages: "numImages" };
  let el: HTMLElement | null = null;
  if (byId[t]) el = document.getElementById(byId[t]);
  else if (TEXT_LEAVES.some((l) => l.path === t)) el = document.getElementById(leafId(t));
  else {
    const box = document.getElementById(`field-${t}`);
    el =
      box?.querySelector<HTMLElement>("input:checked") ??
      box?.querySelector<HTMLElement>("input, button, textarea") ??
      null;
  }
  if (!el) return;
  el.focus({ preventScroll: true });
  window.setTimeout(() => (el.closest(".field") ?? el).scrollIntoView({ block: "nearest" }), 0);
}
