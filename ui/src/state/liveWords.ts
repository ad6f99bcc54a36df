// Words kept in exported constants that other files read as plain strings (lib/price.ts's NOT_PUBLISHED, ...):
// filled in the window's language when their module loads, and again when the window speaks another
// language (App calls `renewWords` as it is drawn again in the new one, before its screens are).
import { lang, t, type MessageKey } from "../i18n";

const fills: Array<() => void> = [];
let filledIn = lang();

/** Fills a module's word constants now, and again after each switch of language. */
export function liveWords(fill: () => void): void {
  fill();
  fills.push(fill);
}

/** Fills every word constant again when the window's language changed since they were last filled. */
export function renewWords(): void {
  if (lang() === filledIn) return;
  filledIn = lang();
  fills.forEach((f) => f());
}

/** A table of words read by name (`TOOL_NAMES.trim_video`, `name in TOOL_NAMES`), each read in the window's
 * language at the moment it is read. */
export function liveTable<K extends string>(keys: Record<K, MessageKey>): Record<K, string> {
  const table = {} as Record<K, string>;
  for (const [name, key] of Object.entries(keys) as Array<[K, MessageKey]>)
    Object.defineProperty(table, name, { get: () => t(key), enumerable: true });
  return table;
}
