// A collection's name as studio-core's `collections` checks it, said under the field before sending.
import type { Collection } from "../../api/gallery";
import { COLLECTION_NAME_MAX } from "../../bindings";
import { t } from "../../i18n";

/** What is wrong with a collection name, in words; null when it can be sent. `empty` says so only once
 * the person tried to save (an empty box is where everyone starts). */
export function collectionNameProblem(
  name: string,
  others: Collection[],
  { empty }: { empty: boolean },
): string | null {
  const n = name.trim();
  if (!n) return empty ? t("gallery.collection.name_needed") : null;
  const length = [...n].length;
  if (length > COLLECTION_NAME_MAX)
    return t("gallery.collection.name_too_long", { max: String(COLLECTION_NAME_MAX), count: String(length) });
  if (others.some((c) => asciiFold(c.name) === asciiFold(n))) return t("gallery.collection.name_taken");
  return null;
}

/** Case folded as SQLite's NOCASE folds it (ASCII letters only), the core's test of "the same name". */
function asciiFold(s: string): string {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase());
}
