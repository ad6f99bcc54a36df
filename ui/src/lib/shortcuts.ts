// The window's keyboard shortcuts (views/Shortcuts.tsx): which key does what, and when a key press
// is someone typing rather than a shortcut.
import { t } from "../i18n";

/** "Ctrl" on Linux and Windows, "⌘" on a Mac: the key that goes with Enter and K. */
export function modKeyName(platform: string = typeof navigator === "undefined" ? "" : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? "⌘" : t("shell.keys.ctrl");
}

export interface Shortcut {
  keys: string[];
  what: string;
  /** Where the key works: everywhere (null), on one screen, or in a review (views/gallery/Review.tsx, from the
   * Gallery or a finished comparison). */
  where: "Gallery" | "Review" | null;
}

/** The list the "?" sheet shows, in words. */
export function shortcutList(mod: string): Shortcut[] {
  return [
    { keys: [mod, t("shell.keys.enter")], what: t("shell.shortcut.make"), where: null },
    { keys: [mod, "K"], what: t("shell.shortcut.jump"), where: null },
    { keys: ["?"], what: t("shell.shortcut.show"), where: null },
    { keys: [t("shell.keys.esc")], what: t("shell.shortcut.close"), where: null },
    { keys: [mod, "F"], what: t("shell.shortcut.search"), where: "Gallery" },
    { keys: [mod, "A"], what: t("shell.shortcut.select_all"), where: "Gallery" },
    { keys: [t("shell.keys.delete")], what: t("shell.shortcut.delete"), where: "Gallery" },
    { keys: [t("shell.keys.esc")], what: t("shell.shortcut.clear"), where: "Gallery" },
    // The review's keys (reviewKey below), in the order of its legend.
    { keys: ["←"], what: t("shell.shortcut.review_previous"), where: "Review" },
    { keys: ["→"], what: t("shell.shortcut.review_next"), where: "Review" },
    { keys: [t("shell.keys.home")], what: t("shell.shortcut.review_first"), where: "Review" },
    { keys: [t("shell.keys.end")], what: t("shell.shortcut.review_last"), where: "Review" },
    { keys: ["P"], what: t("shell.shortcut.review_pick"), where: "Review" },
    { keys: ["X"], what: t("shell.shortcut.review_reject"), where: "Review" },
    { keys: ["1–5"], what: t("shell.shortcut.review_rate"), where: "Review" },
    { keys: ["0"], what: t("shell.shortcut.review_unrate"), where: "Review" },
    { keys: [mod, "Z"], what: t("shell.shortcut.review_undo"), where: "Review" },
    { keys: [t("shell.keys.esc")], what: t("shell.shortcut.review_close"), where: "Review" },
  ];
}

/** One of the Gallery's keys (screens/Gallery), or null. */
export type GalleryKey = "search" | "selectAll" | "delete";

/** Which Gallery key a press is: Ctrl/Cmd+F wherever the focus is; Ctrl/Cmd+A and Delete only when it is not
 * someone `typing` (there they select the field's text and delete a letter). */
export function galleryKey(
  e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "repeat">,
  typing: boolean,
): GalleryKey | null {
  if (e.altKey || e.shiftKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (mod && key === "f") return "search";
  if (typing) return null;
  if (mod && key === "a") return "selectAll";
  if (!mod && e.key === "Delete" && !e.repeat) return "delete";
  return null;
}

/** A key pressed in a text field, a list or an editable area is typing: "?" there is a question mark. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "checkbox", "radio", "range", "color", "file", "submit", "reset", "image"].includes(target.type);
  }
  return false;
}

/** The button Ctrl/Cmd+Enter presses: the main spend button (`data-make`) of the form or card the focus
 * is in, else the only (or first) one shown on the screen. */
export function makeButton(root: ParentNode, focus: Element | null): HTMLButtonElement | null {
  const shown = [...root.querySelectorAll<HTMLButtonElement>("button[data-make]")].filter(
    (b) => b.getClientRects().length > 0,
  );
  if (focus) {
    const form = focus.closest("form");
    const own = shown.find(
      (b) => (form && (b.form === form || form.contains(b))) || b.closest("section, article")?.contains(focus),
    );
    if (own) return own;
  }
  return shown[0] ?? null;
}

/** Asks the window's Shortcuts to show the list (the nav's "Keyboard shortcuts" button); it registers. */
let showSheet: (() => void) | null = null;
export function onShowShortcuts(show: (() => void) | null): void {
  showSheet = show;
}
export function showShortcuts(): void {
  showSheet?.();
}

/** One of a review's keys (views/gallery/Review.tsx), or null: ← → move, Home/End go to the first and last,
 * P picks, X rejects, 1 to 5 rate, 0 takes the rating off, Ctrl/Cmd+Z undoes the last. */
export type ReviewKey =
  | { kind: "move"; by: -1 | 1 }
  | { kind: "go"; to: "first" | "last" }
  | { kind: "pick" }
  | { kind: "reject" }
  | { kind: "rate"; rating: number | null }
  | { kind: "undo" };

export function reviewKey(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): ReviewKey | null {
  if (e.altKey) return null;
  const key = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey) return key === "z" ? { kind: "undo" } : null;
  if (e.key === "ArrowLeft") return { kind: "move", by: -1 };
  if (e.key === "ArrowRight") return { kind: "move", by: 1 };
  if (e.key === "Home") return { kind: "go", to: "first" };
  if (e.key === "End") return { kind: "go", to: "last" };
  if (key === "p") return { kind: "pick" };
  if (key === "x") return { kind: "reject" };
  if (/^[0-5]$/.test(e.key)) return { kind: "rate", rating: e.key === "0" ? null : Number(e.key) };
  return null;
}
