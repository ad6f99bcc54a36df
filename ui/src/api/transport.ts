// The ONLY code that touches Tauri, through the generated bindings (ui/src/bindings.ts, tauri-specta).
import { Channel } from "@tauri-apps/api/core";
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

/**
 * A command with a progress channel: `onProgress` hears its messages until the command has answered. A channel
 * is not ordered with the answer, so a message can come after it; that one is dropped, or a screen that has
 * left its busy state ("Exporting 283 of 283") would be made busy again for good.
 */
export async function withProgress<P, T>(
  onProgress: (p: P) => void,
  run: (channel: Channel<P>) => Promise<T>,
): Promise<T> {
  let settled = false;
  try {
    return await run(
      new Channel<P>((p) => {
        if (!settled) onProgress(p);
      }),
    );
  } finally {
    settled = true;
  }
}
