import { describe, expect, it } from "vitest";
import { modKeyName, shortcutList } from "./shortcuts";

describe("shortcuts", () => {
  it("name the modifier key of the system", () => {
    expect(modKeyName("MacIntel")).toBe("⌘");
    expect(modKeyName("Linux x86_64")).toBe("Ctrl");
    expect(modKeyName("Win32")).toBe("Ctrl");
  });
  it("list every shortcut with that key", () => {
    const list = shortcutList("⌘");
    expect(list.map((s) => s.keys.join("+"))).toEqual(["⌘+Enter", "⌘+K", "?", "Esc"]);
    expect(list[0].what).toMatch(/^Make/);
  });
});
