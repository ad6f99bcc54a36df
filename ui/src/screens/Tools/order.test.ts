import { describe, expect, it } from "vitest";
import { moveItem } from "./StitchTool";

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
