// The ONLY code that touches Tauri, through the generated bindings (ui/src/bindings.ts, tauri-specta).
import { ApiError } from "./errors";

/**
 * tauri-specta commands return `{ status: "ok", data } | { status: "error", error }` for fallible
 * commands and the value itself for infallible ones (whose failures reject). This turns either into
 * a value or an ApiError.
 */
export async function unwrap<T>(result: Promise<unknown> | unknown): Promise<T> {
  let r: unknown;
  try {
    r = await result;
  } catch (raw) {
    throw ApiError.from(raw);
  }
  if (r && typeof r === "object" && "status" in r) {
    const o = r as { status: unknown; data?: unknown; error?: unknown };
    const keys = Object.keys(o).sort().join(",");
    if (o.status === "ok" && keys === "data,status") return o.data as T;
    if (o.status === "error" && keys === "error,status") throw ApiError.from(o.error);
  }
  return r as T;
}

export function inTauri(): boolean {
  return typeof window !== "undefined" && "__TAURI_INTERNALS__" in window;
}
