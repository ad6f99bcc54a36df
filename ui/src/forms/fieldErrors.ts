// The form kit's field errors (issue 29): the core's `FieldError`s (an estimate's, a check's) as the first
// message per form field. The screen keeps its own words: it overrides a message after this mapping.
import type { FieldError } from "../api";
import { fieldKey } from "../lib/format";
import { sayMessage } from "../i18n";

/** Where a problem of the request as a whole (an empty path) goes. */
export const OTHER_FIELD = "other";

/** A contract path without a list index at its end: `videoUrls[1]` is `videoUrls`; `slides[3].text` stays. */
export function listField(path: string): string {
  return path.replace(/\[\d+\]$/, "");
}

/**
 * The first message per form field. A field is named by its contract path without a trailing list index
 * (an empty path is "other"), passed through `fieldOf` when the form names its fields otherwise.
 */
export function fieldMessages(
  errors: readonly FieldError[] | null | undefined,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors ?? []) out[fieldOf(listField(e.field) || OTHER_FIELD)] ??= sayMessage(e);
  return out;
}

/**
 * A `fieldOf` for forms named by the last part of a path (`formData.photography.aspectRatio` is
 * `aspectRatio`), then renamed by `rename` (several request fields shown at one control).
 */
export function byLastPart(rename: (k: string) => string = (k) => k): (path: string) => string {
  return (path) => rename(fieldKey(path) || OTHER_FIELD);
}
