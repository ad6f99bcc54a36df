import type { Words } from "../bindings";
import type { AppErrorData } from "./types";
import { say, t, type MessageKey } from "../i18n";

/**
 * The app's IPC error, normalised: whatever crosses IPC becomes one of these. Its `message` is the core's
 * words in the window's language; `detail` keeps them in English, as the core wrote them.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly field: string | null;
  readonly detail: string;

  constructor(data: AppErrorData, detail?: string) {
    super(say(data.words, data.message));
    this.name = "ApiError";
    this.code = data.code;
    this.field = data.field ?? null;
    this.detail = detail ?? `${data.code}: ${data.message}`;
  }

  static from(raw: unknown): ApiError {
    if (raw instanceof ApiError) return raw;
    if (raw && typeof raw === "object" && "code" in raw && "message" in raw) {
      const code = String(raw.code);
      const message = String(raw.message);
      const field = "field" in raw && typeof raw.field === "string" ? raw.field : null;
      const details = "details" in raw && raw.details ? String(raw.details) : null;
      const words = "words" in raw && isWords(raw.words) ? raw.words : null;
      const base = `${code}: ${message}`;
      return new ApiError({ code, message, field, words }, details ? `${base} — ${details}` : base);
    }
    if (raw instanceof Error) return new ApiError({ code: "internal", message: raw.message });
    return new ApiError({ code: "internal", message: typeof raw === "string" ? raw : JSON.stringify(raw) });
  }
}

function isWords(w: unknown): w is Words {
  return (
    !!w && typeof w === "object" && "key" in w && typeof w.key === "string" && "text" in w && typeof w.text === "string"
  );
}

/** The codes said by a headline of their own. */
const HEADLINES = new Map<string, MessageKey>([
  ["unauthorized", "common.error.unauthorized"],
  ["insufficient_credits", "common.error.insufficient_credits"],
  ["forbidden", "common.error.forbidden"],
  ["not_found", "common.error.not_found"],
  ["rate_limited", "common.error.rate_limited"],
  ["network", "common.error.network"],
  ["keyring_unavailable", "common.error.keyring_unavailable"],
]);

/** The codes whose message is the core's own plain words (may_have_been_charged: the same request may
 * already have been charged, spend/lookup.rs). */
const OWN_WORDS = new Set(["validation", "library_in_use", "library_too_new", "may_have_been_charged"]);

/** A plain-words headline for an error; the technical text goes to the "details" line. */
export function headlineFor(err: ApiError): string {
  const key = HEADLINES.get(err.code);
  if (key) return t(key);
  return OWN_WORDS.has(err.code) ? err.message : t("common.error.internal");
}

/** The codes with something the person can do about them. */
const HINTS = new Map<string, MessageKey>([
  ["network", "common.error.hint.network"],
  ["rate_limited", "common.error.hint.rate_limited"],
  ["unauthorized", "common.error.hint.unauthorized"],
  ["insufficient_credits", "common.error.hint.insufficient_credits"],
  ["internal", "common.error.hint.internal"],
]);

/** What the person can do about it, when there is something to do. */
export function hintFor(err: ApiError): string | null {
  const key = HINTS.get(err.code);
  return key ? t(key) : null;
}
