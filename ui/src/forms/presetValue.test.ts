import { describe, expect, it } from "vitest";
import { fileRefusal, presetOf, readPreset, takePreset } from "./presetValue";

interface D {
  words: string;
  on: boolean;
  picked: string;
}
const KEYS = ["words", "on"] as const;

describe("a form's preset", () => {
  it("keeps only the named settings", () => {
    expect(JSON.parse(presetOf<D>({ words: "hi", on: true, picked: "img_1" }, KEYS))).toEqual({
      words: "hi",
      on: true,
    });
  });
  it("replaces the named settings and leaves what was chosen", () => {
    const d: D = { words: "now", on: false, picked: "img_2" };
    const v = presetOf<D>({ words: "then", on: true, picked: "img_1" }, KEYS);
    expect(takePreset(d, readPreset(v), KEYS)).toEqual({ words: "then", on: true, picked: "img_2" });
  });
  it("skips values of another type, missing ones and keys it does not name", () => {
    const d: D = { words: "now", on: false, picked: "img_2" };
    expect(takePreset(d, { words: 5, picked: "img_9" }, KEYS)).toEqual(d);
    expect(takePreset(d, { words: null, on: true }, KEYS)).toEqual({ ...d, on: true });
  });
  it("reads anything unreadable as nothing to apply", () => {
    expect(readPreset("not json")).toEqual({});
    expect(readPreset("[1,2]")).toEqual({});
    expect(readPreset("null")).toEqual({});
    expect(readPreset('{"a":1}')).toEqual({ a: 1 });
  });
  it("names another form by its name in the core's refusal of a file", () => {
    expect(fileRefusal("This file holds presets of another form (“video-motion”), not of this one")).toBe(
      "This file holds presets of another form (“Motion video”), not of this one",
    );
    expect(fileRefusal("This file holds presets of another form (“tools-trim”), not of this one")).toBe(
      "This file holds presets of another form (“Trim a video”), not of this one",
    );
    // A form the window doesn't know stays as the core said it.
    expect(fileRefusal("This file holds presets of another form (“video”), not of this one")).toBe(
      "This file holds presets of another form (“video”), not of this one",
    );
  });
});
