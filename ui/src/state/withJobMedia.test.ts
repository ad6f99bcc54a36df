import { describe, expect, it } from "vitest";
import type { MediaItem } from "../api/types";
import { LIBRARY_HELD, withJobMedia } from "./withJobMedia";

const item = (id: string, createdAt: string, prompt = ""): MediaItem => ({ id, createdAt, prompt }) as MediaItem;

describe("a finished job's media in the library the window holds", () => {
  it("comes in newest first, replacing what it already held, without repeating an item", () => {
    const lib = [item("b", "2026-11-02T00:00:00Z"), item("a", "2026-11-01T00:00:00Z")];
    const next = withJobMedia(lib, [item("c", "2026-11-03T00:00:00Z"), item("b", "2026-11-02T00:00:00Z", "again")]);
    expect(next.map((m) => m.id)).toEqual(["c", "b", "a"]);
    expect(next[1]?.prompt).toBe("again");
    expect(withJobMedia(lib, [])).toBe(lib);
  });

  it("keeps at most the newest the window holds", () => {
    const lib = Array.from({ length: LIBRARY_HELD }, (_, i) =>
      item(`m${i}`, `2026-10-01T00:00:${String(i % 60).padStart(2, "0")}Z`),
    );
    const next = withJobMedia(lib, [item("new", "2026-11-30T00:00:00Z")]);
    expect(next.length).toBe(LIBRARY_HELD);
    expect(next[0]?.id).toBe("new");
  });
});
