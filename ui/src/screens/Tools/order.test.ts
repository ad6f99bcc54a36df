import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../api";
import { insertAt, moveItem } from "./StitchTool";

describe("moveItem (clip order)", () => {
  it("moves an item up and down", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 1, 0)).toEqual(["b", "a", "c"]);
  });
  it("leaves the list alone for out-of-range or same positions", () => {
    const l = ["a", "b"];
    expect(moveItem(l, 0, 0)).toBe(l);
    expect(moveItem(l, -1, 1)).toBe(l);
    expect(moveItem(l, 0, 2)).toBe(l);
  });
});

describe("insertAt (a video dropped on a row of the order)", () => {
  const v = (id: string) => ({ id }) as MediaItem;
  const ids = (l: MediaItem[]) => l.map((m) => m.id);
  it("puts a new video before the row", () => {
    expect(ids(insertAt([v("a"), v("b")], 0, v("n")))).toEqual(["n", "a", "b"]);
    expect(ids(insertAt([v("a"), v("b")], 1, v("n")))).toEqual(["a", "n", "b"]);
  });
  it("moves one already in the order before the row, and leaves one dropped on itself", () => {
    expect(ids(insertAt([v("a"), v("b"), v("c")], 2, v("a")))).toEqual(["b", "a", "c"]);
    expect(ids(insertAt([v("a"), v("b"), v("c")], 0, v("c")))).toEqual(["c", "a", "b"]);
    expect(ids(insertAt([v("a"), v("b"), v("c")], 1, v("b")))).toEqual(["a", "b", "c"]);
  });
});
