// The ONLY place that talks to Tauri. Until ui/src/bindings.ts (tauri-specta) lands, commands are
// invoked by name with the contract's argument shapes; afterwards this file delegates to the
// generated `commands` / `events`, and nothing else in the UI changes.
import { invoke } from "@tauri-apps/api/core";
import { listen, type UnlistenFn } from "@tauri-apps/api/event";
import { ApiError } from "./errors";

export async function call<T>(cmd: string, args?: Record<string, unknown>): Promise<T> {
  try {
    return await invoke<T>(cmd, args);
  } catch (raw) {
    throw ApiError.from(raw);
  }
}

/** tauri-specta names events after their type in kebab-case. */
export const EVENT_NAMES = {
  jobUpdated: "job-updated",
  creditsChanged: "credits-changed",
  connectionChanged: "connection-changed",
} as const;

export function on<T>(event: keyof typeof EVENT_NAMES, cb: (payload: T) => void): Promise<UnlistenFn> {
  return listen<T>(EVENT_NAMES[event], (e) => cb(e.payload));
}

export function inTauri(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}

/**
 * tauri-specta commands return `{ status: "ok", data } | { status: "error", error }` for fallible
 * commands and the value itself for infallible ones. This turns either into a value or an ApiError,
 * so switching the api layer to the generated `commands.xxx()` is one `unwrap(...)` per function.
 */
export async function unwrap<T>(result: Promise<unknown> | unknown): Promise<T> {
  const r = await result;
  if (r && typeof r === "object" && "status" in r) {
    const o = r as { status: unknown; data?: unknown; error?: unknown };
    const keys = Object.keys(o).sort().join(",");
    if (o.status === "ok" && keys === "data,status") return o.data as T;
    if (o.status === "error" && keys === "error,status") throw ApiError.from(o.error);
  }
  return r as T;
}
