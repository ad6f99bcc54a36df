import type { Words } from "../bindings";
import type { AppErrorData } from "./types";
import { say, t } from "../i18n";

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

/** A plain-words headline for an error; the technical text goes to the "details" line. */
export function headlineFor(err: ApiError): string {
  switch (err.code) {
    case "unauthorized":
      return t("common.error.unauthorized");
    case "insufficient_credits":
      return t("common.error.insufficient_credits");
    case "forbidden":
      return t("common.error.forbidden");
    case "not_found":
      return t("common.error.not_found");
    case "rate_limited":
      return t("common.error.rate_limited");
    case "network":
      return t("common.error.network");
    case "keyring_unavailable":
      return t("common.error.keyring_unavailable");
    case "validation":
    case "library_in_use":
    case "library_too_new":
    // The core's own plain words: the same request may already have been charged (spend/lookup.rs).
    case "may_have_been_charged":
      return err.message;
    default:
      return t("common.error.internal");
  }
}

/** What the person can do about it, when there is something to do. */
export function hintFor(err: ApiError): string | null {
  switch (err.code) {
    case "network":
      return t("common.error.hint.network");
    case "rate_limited":
      return t("common.error.hint.rate_limited");
    case "unauthorized":
      return t("common.error.hint.unauthorized");
    case "insufficient_credits":
      return t("common.error.hint.insufficient_credits");
    case "internal":
      return t("common.error.hint.internal");
    default:
      return null;
  }
}
