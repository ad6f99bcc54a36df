// The window's words: one message catalogue (English, the source, in ./en; German in ./de, written by hand),
// the language the window speaks (the system's, or the one chosen in Settings), and the numbers and dates
// written the way that language writes them. Every text the window shows goes through `t`.
import { useSyncExternalStore } from "react";
import type { Words } from "../bindings";
import { en, type MessageKey } from "./en";
import { de } from "./de";

export type { MessageKey };
/** A language the window speaks. */
export type Lang = "en" | "de";
/** What Settings stores: a language, or "system" (the system's, when the window speaks it). */
export type LangChoice = Lang | "system";

export const LANGS: readonly Lang[] = ["en", "de"];
/** Each language by its own name, as a switch lists it. */
export const LANG_NAMES: Record<Lang, string> = { en: "English", de: "Deutsch" };

export const catalogues: Record<Lang, Record<MessageKey, string>> = { en, de };

const STORE_KEY = "media-studio.language";

/** The system's language when the window speaks it, else English. */
export function systemLang(languages: readonly string[] = navigatorLanguages()): Lang {
  for (const l of languages) {
    const base = l.toLowerCase().split(/[-_]/)[0];
    if ((LANGS as readonly string[]).includes(base ?? "")) return base as Lang;
  }
  return "en";
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function storedChoice(): LangChoice {
  try {
    const v = globalThis.localStorage?.getItem(STORE_KEY);
    return v === "en" || v === "de" ? v : "system";
  } catch {
    return "system";
  }
}

let choice: LangChoice = storedChoice();
let current: Lang = choice === "system" ? systemLang() : choice;
const listeners = new Set<() => void>();

function apply() {
  // The catalogue may load before the page has its root element (the browser tests' fake backend).
  if (typeof document !== "undefined" && document.documentElement) document.documentElement.lang = current;
}
apply();

/** The language the window speaks now. */
export function lang(): Lang {
  return current;
}

/** Switches the window's language (kept for the next start); "system" follows the system's again. */
export function chooseLang(next: LangChoice): void {
  choice = next;
  try {
    if (next === "system") globalThis.localStorage?.removeItem(STORE_KEY);
    else globalThis.localStorage?.setItem(STORE_KEY, next);
  } catch {
    // A page without storage keeps the choice until it closes.
  }
  current = next === "system" ? systemLang() : next;
  apply();
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The language and the choice, re-rendering the caller when either changes. */
export function useLang(): { lang: Lang; choice: LangChoice } {
  const l = useSyncExternalStore(subscribe, () => current);
  return { lang: l, choice };
}

export type Params = Record<string, string | number>;

/**
 * The words of `key` in the window's language, with each `{name}` replaced by its parameter (a number is
 * written as the language writes numbers). A key missing in a language falls back to English.
 */
export function t(key: MessageKey, params?: Params): string {
  const text = catalogues[current][key] ?? en[key] ?? key;
  return params ? fill(text, params) : text;
}

/**
 * A count's words: `key.one` for one, `key.other` for any other count (English and German count alike),
 * with `{count}` filled.
 */
export function tn(key: PluralKey, count: number, params?: Params): string {
  const form = count === 1 ? "one" : "other";
  return t(`${key}.${form}` as MessageKey, { count, ...params });
}

/** The keys that have `.one` and `.other` forms. */
export type PluralKey = PluralOf<MessageKey>;
type PluralOf<K> = K extends `${infer Base}.one` ? Base : never;

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    return typeof v === "number" ? formatNumberIn(current, v) : v;
  });
}

/**
 * The Rust side's words (an error, a field's problem, a price note, why a job failed) in the window's
 * language: the catalogue's `core.<key>` filled with their values (numbers written as the language writes
 * them, words within words said in the same language, a number the core could not write as "—"). Words
 * without a key (the service's own message) or with a key newer than this catalogue are shown as the
 * core wrote them; no words at all are `fallback`.
 */
export function say(words: Words | null | undefined, fallback?: string): string {
  if (!words) return fallback ?? "";
  return sayIn(current, words);
}

/** A problem carrying its English `message` and maybe its `words` (a FieldError, a CoreError), said. */
export function sayMessage(problem: { message: string; words?: Words | null }): string {
  return problem.words ? say(problem.words) : problem.message;
}

/** Whether the catalogue has words of its own for these (else `say` shows their English as it came). */
export function hasWords(words: Words | null | undefined): boolean {
  return coreTemplate(current, words) !== undefined;
}

/**
 * An option of a list the service's catalogue sends (`aspect_ratio`, `photo_type`) by its name in the
 * window's language; a value the catalogue doesn't name keeps the label it came with.
 */
export function optionLabel(list: "aspect_ratio" | "photo_type", option: { value: string; label: string }): string {
  return say({ key: `label.${list}.${option.value}`, text: option.label });
}

/**
 * A name the app itself wrote in English (a built-in recipe's name or step label, a kind of recipe step:
 * `core.label.<key>`), in the window's language while it is still the app's own; a name the person
 * changed is theirs and is shown as they wrote it.
 */
export function builtInName(key: string, english: string): string {
  const k = `core.label.${key}` as MessageKey;
  return (en as Record<string, string>)[k] === english ? t(k) : english;
}

/**
 * The templates of the Rust side's words in a language, by their key without `core.`: what the app says
 * its OS notifications with (`notices_words_set`) while no window has the focus.
 */
export function coreTemplates(l: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogues[l])) if (key.startsWith("core.")) out[key.slice(5)] = text;
  return out;
}

function coreTemplate(l: Lang, words: Words | null | undefined): string | undefined {
  if (!words?.key) return undefined;
  return (catalogues[l] as Partial<Record<string, string>>)[`core.${words.key}`];
}

function sayIn(l: Lang, words: Words): string {
  const template = coreTemplate(l, words);
  if (template === undefined) return words.text;
  const params = words.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(params, name)) return whole;
    const v = params[name];
    if (v == null || typeof v === "number") return formatNumberIn(l, v);
    return typeof v === "string" ? v : sayIn(l, v);
  });
}

/** The `{name}` placeholders of a text, sorted (the catalogue check compares them across languages). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  en: { group: ",", decimal: "." },
  de: { group: ".", decimal: "," },
};

/**
 * A number as the language writes it ("1,200.5" / "1.200,5"), at most two decimals. By hand rather than
 * toLocaleString: formatting a number was one of the things on Home that loaded ICU's locale data into
 * the web view, about 1 MB of its memory (README, "Start-up and memory").
 */
export function formatNumberIn(l: Lang, n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return "—";
  const r = Math.round(Math.abs(n) * 100) / 100;
  if (r >= 1e21) return String(n);
  const { group, decimal } = SEPARATORS[l];
  const [whole = "", frac = ""] = r.toFixed(2).split(".");
  const cents = frac.replace(/0+$/, "");
  return `${n < 0 && r !== 0 ? "-" : ""}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${cents ? `${decimal}${cents}` : ""}`;
}
