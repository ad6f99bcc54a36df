// The core's words as the fake says them (media-api words.rs, `say!`): a catalogue key, its values, and its
// English rendered from the generated catalogue (src/i18n/en/core.ts), so the window says the fake's
// words by the very keys and templates the core uses. Test data only.
import type { FieldError, Param, Words } from "../src/bindings";
import { core } from "../src/i18n/en/core";

/** The core's words for `key` with its values; a key the catalogue doesn't have is a mistake of the fake. */
export function words(key: string, params: Record<string, Param> = {}): Words {
  const template = (core as Record<string, string>)[`core.${key}`];
  if (template === undefined) throw new Error(`core.${key} is not in src/i18n/en/core.ts`);
  return { key, params, text: render(template, params) };
}

/** error.rs CoreError::insufficient: how many credits are missing for a price, with the balance. */
export function short(needed: number, balance: number): Words {
  const missing = Math.max(1, Math.ceil(needed - balance));
  return missing === 1
    ? words("error.short.one", { needed, balance })
    : words("error.short.other", { short: missing, needed, balance });
}

/** Words without a key: the service's own message (shown as it came in every language). */
export function plain(text: string): Words {
  return { key: "", params: {}, text };
}

/** A field's problem as the core sends it: its English, with its words when they have a key. */
export function fieldError(field: string, w: Words): FieldError {
  return w.key ? { field, message: w.text, words: w } : { field, message: w.text };
}

/** error.rs CoreError::from_field_errors: one problem's own words; several, their English joined. */
export function refusal(errors: FieldError[]): Words {
  if (errors.length === 1) return errors[0].words ?? plain(errors[0].message);
  return plain(errors.map((e) => e.message).join("; "));
}

/** words.rs render: each `{name}` by its value (a whole number without separators), others left as written. */
function render(template: string, params: Record<string, Param>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const v = params[name];
    if (v == null) return "";
    if (typeof v === "number") return String(Math.round(v * 100) / 100);
    return typeof v === "string" ? v : v.text;
  });
}
