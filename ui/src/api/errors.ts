import type { AppErrorData } from "./types";

/** The app's IPC error, normalised: whatever crosses IPC becomes one of these. */
export class ApiError extends Error {
  readonly code: string;
  readonly field: string | null;
  readonly detail: string;

  constructor(data: AppErrorData, detail?: string) {
    super(data.message);
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
      const base = `${code}: ${message}`;
      return new ApiError({ code, message, field }, details ? `${base} — ${details}` : base);
    }
    if (raw instanceof Error) return new ApiError({ code: "internal", message: raw.message });
    return new ApiError({ code: "internal", message: typeof raw === "string" ? raw : JSON.stringify(raw) });
  }
}

/** A plain-words headline for an error; the technical text goes to the "details" line. */
export function headlineFor(err: ApiError): string {
  switch (err.code) {
    case "unauthorized":
      return "Your key was not accepted. Enter a new one in Settings.";
    case "insufficient_credits":
      return "You don't have enough credits for this.";
    case "forbidden":
      return "Your plan doesn't include this feature.";
    case "not_found":
      return "That item no longer exists.";
    case "rate_limited":
      return "The service is busy. Please try again in a moment.";
    case "network":
      return "Can't reach the service. Check your internet connection.";
    case "keyring_unavailable":
      return "This computer's password store isn't available.";
    case "validation":
    case "library_in_use":
    case "library_too_new":
    // The core's own plain words: the same request may already have been charged (spend/lookup.rs).
    case "may_have_been_charged":
      return err.message;
    default:
      return "Something went wrong on our side.";
  }
}

/** What the person can do about it, when there is something to do. */
export function hintFor(err: ApiError): string | null {
  switch (err.code) {
    case "network":
      return "Check your internet connection, then try again.";
    case "rate_limited":
      return "The service is busy. Wait a moment and try again.";
    case "unauthorized":
      return "Enter a new API key in Settings.";
    case "insufficient_credits":
      return "Choose fewer images or a cheaper provider, or wait for your credits to renew.";
    case "internal":
      return "Try again. If it keeps happening, restart Media Studio.";
    default:
      return null;
  }
}
