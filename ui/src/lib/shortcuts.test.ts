import { describe, expect, it } from "vitest";
import { galleryKey, modKeyName, reviewKey, shortcutList } from "./shortcuts";

describe("shortcuts", () => {
  it("name the modifier key of the system", () => {
    expect(modKeyName("MacIntel")).toBe("⌘");
    expect(modKeyName("Linux x86_64")).toBe("Ctrl");
    expect(modKeyName("Win32")).toBe("Ctrl");
  });
  it("list every shortcut with that key", () => {
    const list = shortcutList("⌘");
    expect(list.map((s) => s.keys.join("+"))).toEqual([
      "⌘+Enter",
      "⌘+K",
      "?",
      "Esc",
      "⌘+F",
      "⌘+A",
      "Delete",
      "Esc",
      "←",
      "→",
      "Home",
      "End",
      "P",
      "X",
      "1–5",
      "0",
      "⌘+Z",
      "Esc",
    ]);
    expect(list[0].what).toMatch(/^Make/);
    expect(list.filter((s) => s.where === "Gallery").map((s) => s.what)).toEqual([
      "Search the prompts",
      "Select everything shown",
      "Delete the selected items, or the one in focus (asks first)",
      "Clear the selection",
    ]);
    expect(list.filter((s) => s.where === "Review").map((s) => s.what)).toEqual([
      "Previous item",
      "Next item",
      "First item",
      "Last item",
      "Pick, and go on to the next item",
      "Reject, and go on to the next item",
      "Rate 1 to 5 stars",
      "Take the rating off",
      "Undo the last pick, reject or rating",
      "Done for now (your picks are already saved)",
    ]);
  });
  it("list every key a review takes", () => {
    // Each key the review acts on (reviewKey) has its line in the sheet.
    const listed = shortcutList("Ctrl")
      .filter((s) => s.where === "Review")
      .map((s) => s.keys.join("+"));
    const press = (key: string, ctrlKey = false) => reviewKey({ key, ctrlKey, metaKey: false, altKey: false });
    const line: Record<string, string> = { ArrowLeft: "←", ArrowRight: "→", p: "P", x: "X", z: "Ctrl+Z" };
    for (const key of ["ArrowLeft", "ArrowRight", "Home", "End", "p", "x", "1", "3", "5", "0"]) {
      expect(press(key), key).not.toBeNull();
      expect(listed, key).toContain(/^[1-5]$/.test(key) ? "1–5" : (line[key] ?? key));
    }
    expect(press("z", true)).toEqual({ kind: "undo" });
    expect(listed).toContain(line.z);
  });
  it("tell the Gallery's keys from typing", () => {
    const press = (key: string, mods: Partial<KeyboardEvent> = {}) => ({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      repeat: false,
      ...mods,
    });
    expect(galleryKey(press("f", { ctrlKey: true }), false)).toBe("search");
    expect(galleryKey(press("F", { metaKey: true }), true)).toBe("search");
    expect(galleryKey(press("a", { ctrlKey: true }), false)).toBe("selectAll");
    expect(galleryKey(press("a", { ctrlKey: true }), true)).toBeNull();
    expect(galleryKey(press("Delete"), false)).toBe("delete");
    expect(galleryKey(press("Delete"), true)).toBeNull();
    expect(galleryKey(press("Delete", { repeat: true }), false)).toBeNull();
    expect(galleryKey(press("Delete", { ctrlKey: true }), false)).toBeNull();
    expect(galleryKey(press("Backspace"), false)).toBeNull();
    expect(galleryKey(press("a"), false)).toBeNull();
    expect(galleryKey(press("f", { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });
});
