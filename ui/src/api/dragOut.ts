// Dragging library items out of the window (into a file manager or another app): the library's own
// files, handed to tauri-plugin-drag, which starts the platform's drag (GTK, AppKit, OLE) from the window.
import { Channel, invoke } from "@tauri-apps/api/core";
import { commands } from "../bindings";
import { unwrap } from "./transport";

/** Shown under the pointer when an item has no picture (music, a video without a thumbnail). */
const BLANK =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** Starts a drag of these items' files; false when none of them has a file on this computer. */
export async function dragOut(ids: string[]): Promise<boolean> {
  const { files, icon } = await unwrap(commands.mediaDragFiles(ids));
  if (files.length === 0) return false;
  await invoke("plugin:drag|start_drag", { item: files, image: icon ?? BLANK, onEvent: new Channel() });
  return true;
}
