import { describe, expect, it } from "vitest";
import { reviewKey } from "../../lib/shortcuts";
import { mediaItem } from "../../testing/mediaItem";
import { endOf, marksOf, startAt, toggled } from "./review";

const key = (k: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) =>
  reviewKey({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe("a review", () => {
  it("reads its keys: arrows, P, X, 1-5, 0 and Ctrl/Cmd+Z; nothing else", () => {
    expect(key("ArrowRight")).toEqual({ kind: "move", by: 1 });
    expect(key("ArrowLeft")).toEqual({ kind: "move", by: -1 });
    expect(key("p")).toEqual({ kind: "pick" });
    expect(key("P")).toEqual({ kind: "pick" });
    expect(key("x")).toEqual({ kind: "reject" });
    expect(key("3")).toEqual({ kind: "rate", rating: 3 });
    expect(key("0")).toEqual({ kind: "rate", rating: null });
    expect(key("z", { ctrlKey: true })).toEqual({ kind: "undo" });
    expect(key("Z", { metaKey: true })).toEqual({ kind: "undo" });
    expect(key("6")).toBeNull();
    expect(key("p", { ctrlKey: true })).toBeNull();
    expect(key("x", { altKey: true })).toBeNull();
    expect(key("z")).toBeNull();
  });

  it("starts at the first item not yet picked or rejected, and P or X again takes the flag off", () => {
    const items = ["a", "b", "c"].map((id) => mediaItem(id, "image"));
    items[0].flag = "picked";
    items[1].flag = "rejected";
    expect(startAt(items, marksOf(items))).toBe(2);
    items[2].flag = "picked";
    expect(startAt(items, marksOf(items))).toBe(0);
    expect(toggled("picked", "picked")).toBe("none");
    expect(toggled("rejected", "picked")).toBe("picked");
    expect(toggled("none", "rejected")).toBe("rejected");
  });

  it("ends by moving the rejected, and the unmarked only when asked", () => {
    const items = ["a", "b", "c", "d", "e", "f"].map((id) => mediaItem(id, "image"));
    const marks = marksOf(items);
    marks.set("a", { flag: "picked", rating: 5 });
    marks.set("b", { flag: "picked", rating: null });
    for (const id of ["c", "d", "e"]) marks.set(id, { flag: "rejected", rating: null });
    expect(endOf(items, marks, false)).toEqual({
      picked: 2,
      rejected: 3,
      unmarked: 1,
      trash: ["c", "d", "e"],
      keep: 3,
    });
    expect(endOf(items, marks, true)).toMatchObject({ trash: ["c", "d", "e", "f"], keep: 2 });
  });
});
