// The window's keyboard shortcuts (components/Shortcuts.tsx): which key does what, and when a key press
// is someone typing rather than a shortcut.

/** "Ctrl" on Linux and Windows, "⌘" on a Mac: the key that goes with Enter and K. */
export function modKeyName(platform: string = typeof navigator === "undefined" ? "" : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? "⌘" : "Ctrl";
}

/** The list the "?" sheet shows, in words. */
export function shortcutList(mod: string): Array<{ keys: string[]; what: string }> {
  return [
    { keys: [mod, "Enter"], what: "Make: press this screen's main button (it shows the cost first)" },
    { keys: [mod, "K"], what: "Jump to a screen" },
    { keys: ["?"], what: "Show these shortcuts" },
    { keys: ["Esc"], what: "Close a window like this one" },
  ];
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
