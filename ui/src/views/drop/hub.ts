// Every drag over the window arrives here once (the web view's drag-drop event) and goes to one taker. A file
// from the file manager comes so, and so does an item dragged in this window (a Gallery tile, the large view,
// a result, the Jobs tray): it is dragged as its library file through the system's drag, so the same press can
// also leave the window. The core names which paths are the library's own files (`library_for_files`). In
// order, a drop goes to:
// 1. the drop slot under the pointer (DropSlot): it takes what is held, as its picker does, or says why not;
// 2. nobody, when it is the library's own files let go elsewhere (a drag put back);
// 3. a photo drop zone on screen (usePhotoDrop), the newest first: a file dropped anywhere is its photo;
// 4. "Open these settings" of the file (SettingsDrop).
// A drag held still over a place marked `data-drag-opens` (a screen in the side bar) opens it after a moment,
// so a Gallery picture can be carried to the Video screen's source slot in one press.
import { getCurrentWebview } from "@tauri-apps/api/webview";
import { api, type MediaItem } from "../../api";

/** What is dragged over the window. */
export interface Held {
  paths: string[];
  /** Per path, the library item it is the own file of, or null (a file from elsewhere); null while asked. */
  items: Array<MediaItem | null> | null;
}

/** A window-wide taker of dropped files (3 and 4 above). */
export interface WindowTaker {
  /** Files are dragged over the window (true) or no more (false). */
  hover?: (on: boolean) => void;
  /** A drop no slot took; true: taken here, nobody after is told. */
  drop: (paths: string[]) => boolean;
}

export interface DragState {
  held: Held | null;
  /** The slot under the pointer. */
  over: HTMLElement | null;
}

interface Position {
  x: number;
  y: number;
}

let state: DragState = { held: null, over: null };
let asked: Promise<Held> | null = null;
const watchers = new Set<() => void>();
const slots = new Map<HTMLElement, (held: Held) => void>();
/** Window-wide takers: photo zones (rank 0, newest first), then settings (rank 1). */
const takers: Array<{ rank: number; taker: WindowTaker }> = [];
let listening = false;

function set(next: DragState) {
  state = next;
  for (const w of watchers) w();
}

/** The slot at a position of the event (the system's pixels; the page's are divided by the scale). */
function slotAt(p: Position | undefined): HTMLElement | null {
  if (!p) return null;
  const scale = window.devicePixelRatio || 1;
  let el = document.elementFromPoint(p.x / scale, p.y / scale);
  while (el && !(el instanceof HTMLElement && slots.has(el))) el = el.parentElement;
  return el as HTMLElement | null;
}

/** How long a drag rests on a side bar entry before its screen opens. */
const SPRING_MS = 600;
let spring: { el: Element; timer: number } | null = null;

/** Opens the place under the pointer (`data-drag-opens`) once the drag has rested on it. */
function springAt(p: Position | undefined) {
  const scale = window.devicePixelRatio || 1;
  const el = p ? document.elementFromPoint(p.x / scale, p.y / scale)?.closest("[data-drag-opens]") : null;
  if (el === (spring?.el ?? null)) return;
  if (spring) window.clearTimeout(spring.timer);
  spring = el
    ? {
        el,
        timer: window.setTimeout(() => {
          if (el.isConnected && el instanceof HTMLElement) el.click();
        }, SPRING_MS),
      }
    : null;
}

function hover(on: boolean) {
  for (const { taker } of takers) taker.hover?.(on);
}

/** What the paths are, as the core names them (a file it can't name is one from elsewhere). */
function named(paths: string[]): Promise<Held> {
  return api
    .libraryForFiles(paths)
    .catch(() => paths.map(() => null))
    .then((items) => ({ paths, items }));
}

function enter(paths: string[], at: Position | undefined) {
  const held: Held = { paths, items: null };
  asked = named(paths).then((done) => {
    const items = done.items ?? [];
    if (state.held === held) {
      set({ ...state, held: done });
      // The photo zones light up for files from elsewhere: the library's own are for slots only.
      if (items.some((m) => m == null)) hover(true);
    }
    return done;
  });
  set({ held, over: slotAt(at) });
  springAt(at);
}

async function drop(paths: string[], at: Position | undefined) {
  const slot = slotAt(at);
  const pending = asked && state.held && sameFiles(state.held.paths, paths) ? asked : null;
  set({ held: null, over: null });
  hover(false);
  springAt(undefined);
  const held = await (pending ?? named(paths));
  const take = slot ? slots.get(slot) : undefined;
  if (take) return take(held);
  if (held.items && held.items.length > 0 && held.items.every((m) => m != null)) return;
  for (const { taker } of [...takers].sort((a, b) => a.rank - b.rank)) if (taker.drop(paths)) return;
}

function sameFiles(a: string[], b: string[]) {
  return a.length === b.length && a.every((p, i) => p === b[i]);
}

function listen() {
  if (listening) return;
  listening = true;
  getCurrentWebview()
    .onDragDropEvent((ev) => {
      const p = ev.payload;
      if (p.type === "enter") enter(p.paths, p.position);
      else if (p.type === "over") {
        const over = slotAt(p.position);
        if (over !== state.over) set({ ...state, over });
        springAt(p.position);
      } else if (p.type === "leave") {
        set({ held: null, over: null });
        hover(false);
        springAt(undefined);
      } else if (p.type === "drop") void drop(p.paths, p.position);
    })
    .catch(() => {
      listening = false;
    });
}

/** Follows the drag (for `useSyncExternalStore`). */
export function watchDrag(onChange: () => void): () => void {
  watchers.add(onChange);
  listen();
  return () => void watchers.delete(onChange);
}

export const dragState = (): DragState => state;

/** Makes `el` a drop slot: a drop over it goes to `take`, and to nobody else. */
export function addSlot(el: HTMLElement, take: (held: Held) => void): () => void {
  slots.set(el, take);
  listen();
  return () => {
    if (slots.get(el) === take) slots.delete(el);
  };
}

/** A window-wide taker (`rank` 0: a photo zone, newest first; 1: settings from a file). */
export function addTaker(rank: number, taker: WindowTaker): () => void {
  const entry = { rank, taker };
  // Newest first within a rank (sort is stable).
  takers.unshift(entry);
  listen();
  return () => {
    const i = takers.indexOf(entry);
    if (i >= 0) takers.splice(i, 1);
  };
}
