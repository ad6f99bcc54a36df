// The ONLY code that touches Tauri, through the generated bindings (ui/src/bindings.ts, tauri-specta).
import type { CoreError } from "../bindings";
import { ApiError } from "./errors";

/** What a fallible generated command answers (tauri-specta's `typedError`). */
export type Result<T, E = CoreError> = { status: "ok"; data: T } | { status: "error"; error: E };

/**
 * A fallible command's value, typed by the command itself: `unwrap(commands.jobsList())` is a
 * `Promise<TrackedJob[]>`. An error answer, or a rejection, becomes an ApiError.
 */
export async function unwrap<T>(result: Promise<Result<T>>): Promise<T> {
  let r: Result<T>;
  try {
    r = await result;
  } catch (raw) {
    throw ApiError.from(raw);
  }
  if (r.status === "ok") return r.data;
  throw ApiError.from(r.error);
}

/**
 * An infallible command's value (its failures reject), typed by the command itself. A fallible
 * command's answer does not fit here: it goes through `unwrap`.
 */
export async function value<T>(result: Promise<T> & NotAResult<T>): Promise<T> {
  try {
    return await result;
  } catch (raw) {
    throw ApiError.from(raw);
  }
}

type NotAResult<T> = T extends { status: "ok" | "error" } ? never : unknown;
