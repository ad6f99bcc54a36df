import { describe, expect, it } from "vitest";
import { galleryKey, modKeyName, shortcutList } from "./shortcuts";

describe("shortcuts", () => {
  it("name the modifier key of the system", () => {
    expect(modKeyName("MacIntel")).toBe("⌘");
    expect(modKeyName("Linux x86_64")).toBe("Ctrl");
    expect(modKeyName("Win32")).toBe("Ctrl");
  });
  it("list every shortcut with that key", () => {
    const list = shortcutList("⌘");
    expect(list.map((s) => s.keys.join("+"))).toEqual(["⌘+Enter", "⌘+K", "?", "Esc", "⌘+F", "⌘+A", "Delete", "Esc"]);
    expect(list[0].what).toMatch(/^Make/);
    expect(list.filter((s) => s.where === "Gallery").map((s) => s.what)).toEqual([
      "Search the prompts",
      "Select everything shown",
      "Delete the selected items, or the one in focus (asks first)",
      "Clear the selection",
    ]);
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
