import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../api/gallery";
import { EMPTY, deleteCounts, press, selectAll, type Selection } from "./selection";

const items: MediaItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: `m${i}`,
  kind: i === 9 ? "audio" : i % 2 ? "video" : "image",
  remoteId: i < 5 ? `r${i}` : null,
  deletesAtService: i < 5 && i !== 9,
  remoteUrl: null,
  url: "",
  thumbUrl: null,
  jobId: null,
  characterId: null,
  provider: null,
  prompt: null,
  createdAt: "2026-01-01T00:00:00Z",
  width: null,
  height: null,
}));
const at = (i: number) => items[i];
const click = (sel: Selection, i: number, how = { shift: false, toggle: false }) => press(sel, i, items[i], how, at);
const ids = (s: Selection | "open") => (s === "open" ? s : [...s.items.keys()].sort());

describe("gallery selection", () => {
  it("a plain click opens while nothing is selected", () => {
    expect(click(EMPTY, 3)).toBe("open");
  });

  it("Ctrl/Cmd+click adds and takes; then plain clicks add and take too", () => {
    const one = click(EMPTY, 2, { shift: false, toggle: true }) as Selection;
    expect(ids(one)).toEqual(["m2"]);
    const two = click(one, 5) as Selection;
    expect(ids(two)).toEqual(["m2", "m5"]);
    expect(ids(click(two, 2))).toEqual(["m5"]);
  });

  it("Shift+click selects the range from the last click, either way, keeping what was selected", () => {
    const start = click(EMPTY, 6, { shift: false, toggle: true }) as Selection;
    expect(ids(click(start, 3, { shift: true, toggle: false }))).toEqual(["m3", "m4", "m5", "m6"]);
    const later = click(start, 8, { shift: true, toggle: false }) as Selection;
    expect(ids(later)).toEqual(["m6", "m7", "m8"]);
    // Unloaded items of a range are skipped, not invented.
    const sparse = press(start, 9, items[9], { shift: true, toggle: false }, (i) => (i === 7 ? undefined : items[i]));
    expect(ids(sparse)).toEqual(["m6", "m8", "m9"]);
  });

  it("counts what a delete does at the service", () => {
    const all = selectAll(items.map((m) => ({ id: m.id, kind: m.kind, atService: m.remoteId != null })));
    expect(all.items.size).toBe(10);
    expect(deleteCounts(all.items.values())).toEqual({ images: 3, videos: 2, tracks: 1, onlyHere: 4 });
  });
});
