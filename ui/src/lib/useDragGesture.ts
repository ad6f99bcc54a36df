// A press that moves becomes a drag: of library items, the system's drag of their files (the app names them:
// src-tauri/src/drag_out.rs), so one gesture can leave the window for a folder or stay in it for a slot that
// takes them (views/drop/hub.ts).
import { useCallback, useRef, type PointerEvent } from "react";
import { galleryApi } from "../api/gallery";
import { useHandleError, useToast } from "../state";
import { t } from "../i18n";

/** How far (px) a pressed pointer moves before it is a drag rather than a click. */
const DRAG_PX = 8;

/** A press that moves far enough calls `start` once (and the click that may follow is not a click). */
export function useDragGesture(start: (() => void) | undefined) {
  const from = useRef<{ x: number; y: number } | null>(null);
  const started = useRef(false);
  return {
    down: (e: PointerEvent) => {
      from.current = e.button === 0 && start ? { x: e.clientX, y: e.clientY } : null;
      started.current = false;
    },
    move: (e: PointerEvent) => {
      const f = from.current;
      if (!f || !start || started.current || (e.buttons & 1) === 0) return;
      if (Math.hypot(e.clientX - f.x, e.clientY - f.y) < DRAG_PX) return;
      started.current = true;
      from.current = null;
      start();
    },
    dragged: () => {
      const was = started.current;
      started.current = false;
      return was;
    },
  };
}

/** Starts the system's drag of library items' files; a refusal is said in a toast. */
export function useDragItems(): (ids: string[]) => void {
  const toast = useToast();
  const handleError = useHandleError();
  return useCallback(
    (ids) =>
      void galleryApi
        .dragFiles(ids)
        .catch((e: unknown) => toast({ kind: "error", text: t("gallery.drag_error"), detail: handleError(e).detail })),
    [toast, handleError],
  );
}

/** Pointer handlers that drag one library item (a result, the large view's picture), and `dragged()` for the
 * click handler that follows a drag. */
export function useDragItem(id: string | null) {
  const drag = useDragItems();
  const g = useDragGesture(id ? () => drag([id]) : undefined);
  return { onPointerDown: g.down, onPointerMove: g.move, dragged: g.dragged };
}
