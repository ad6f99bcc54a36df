import { describe, expect, it } from "vitest";
import { mixedHere, mixFromSettings, mixFromStep, toMusicRequest, trackFromSettings, trackPreset } from "./musicDrafts";
import { mediaItem } from "../../testing/mediaItem";

const item = mediaItem;

describe("music settings", () => {
  it("fill a track's form in seconds", () => {
    const d = { prompt: "calm piano", seconds: "45", preset: "lofi" };
    const f = trackFromSettings({ kind: "music", request: toMusicRequest(d) }, "a track");
    expect(f.draft).toEqual(d);
    expect(trackFromSettings({ kind: "music", request: { prompt: "x", duration: 1500 } }, "t").draft.seconds).toBe(
      "1.5",
    );
  });
  it("choose a mix's video and track, and say which is gone", () => {
    const found = { video: item("v1", "video"), music: item("m1", "audio") };
    const ok = mixFromSettings({ kind: "mix", videoMediaId: "v1", musicMediaId: "m1" }, "x", found);
    expect(ok.draft).toEqual({ videoId: "v1", musicId: "m1" });
    expect(ok.note.gaps).toEqual([]);
    const gone = mixFromSettings({ kind: "mix", videoMediaId: "v1", musicMediaId: "m9" }, "x", {
      ...found,
      music: null,
    });
    expect(gone.draft).toEqual({ videoId: "v1", musicId: "" });
    expect(gone.note.gaps).toEqual(["The music track it used is no longer in your library. Choose a track."]);
    const trashed = { ...found, video: item("v1", "video", { trashedAt: "2026-11-20T00:00:00Z" }) };
    expect(mixFromSettings({ kind: "mix", videoMediaId: "v1", musicMediaId: "m1" }, "x", trashed).draft.videoId).toBe(
      "",
    );
  });
});

describe("a next step into the mix", () => {
  it("chooses the video for “Add music” and the track for “Add to a video”, however old", () => {
    const v = mixFromStep({ step: "addMusic", item: item("v1", "video"), sourceLabel: "a video" });
    expect(v.draft).toEqual({ videoId: "v1", musicId: "" });
    expect(v.note).toEqual({ source: "a video", gaps: [] });
    const m = mixFromStep({ step: "addToVideo", item: item("m1", "audio"), sourceLabel: "a track" });
    expect(m.draft).toEqual({ videoId: "", musicId: "m1" });
  });
  it("says so when the track can't be mixed (the service knows it by no id)", () => {
    const m = mixFromStep({
      step: "addToVideo",
      item: item("m2", "audio", { remoteId: null }),
      sourceLabel: "a track",
    });
    expect(m.draft.musicId).toBe("");
    expect(m.note.gaps).toEqual(["The service doesn't know this track by id, so it can't be mixed. Choose a track."]);
  });
  it("offers a tool's copy (no service id) as a video whose music is added here", () => {
    const copy = item("c1", "video", { remoteId: null });
    expect([mixedHere(copy), mixedHere(item("v1", "video"))]).toEqual([true, false]);
    expect(mixFromStep({ step: "addMusic", item: copy, sourceLabel: "a copy" }).draft.videoId).toBe("c1");
  });
});

describe("music presets", () => {
  it("a track preset keeps the whole form and loads it back", () => {
    const d = { prompt: "calm piano", seconds: "45", preset: "lo-fi" };
    const v = trackPreset.value(d);
    expect(JSON.parse(v)).toEqual(d);
    expect(trackPreset.apply(v, { prompt: "drums", seconds: "10", preset: "" })).toEqual(d);
    expect(trackPreset.apply("garbage", d)).toEqual(d);
  });
});
