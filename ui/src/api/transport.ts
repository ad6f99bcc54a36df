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
