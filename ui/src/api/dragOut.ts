// Dragging library items out of the window (into a file manager or another app). The app starts the
// system's drag itself from the library's own files (src-tauri/src/drag_out.rs): the page names the
// items, never a path.
import { commands } from "../bindings";
import { unwrap } from "./transport";

/** Starts a drag of these items' files; false when none of them has a file on this computer. */
export async function dragOut(ids: string[]): Promise<boolean> {
  return unwrap(commands.mediaDragFiles(ids));
}
