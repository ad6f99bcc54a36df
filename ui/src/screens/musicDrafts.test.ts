import { describe, expect, it } from "vitest";
import { mixFromSettings, mixFromStep, toMusicRequest, trackFromSettings } from "./musicDrafts";
import { mediaItem } from "../testing/mediaItem";

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
    const choices = { videos: [item("v1", "video")], music: [item("m1", "audio")], waiting: [], mixedHere: [] };
    const ok = mixFromSettings({ kind: "mix", videoMediaId: "v1", musicMediaId: "m1" }, "x", choices);
    expect(ok.draft).toEqual({ videoId: "v1", musicId: "m1" });
    expect(ok.note.gaps).toEqual([]);
    const gone = mixFromSettings({ kind: "mix", videoMediaId: "v1", musicMediaId: "m9" }, "x", choices);
    expect(gone.draft).toEqual({ videoId: "v1", musicId: "" });
    expect(gone.note.gaps).toEqual(["The music track it used is no longer in your library. Choose a track."]);
  });
});

describe("a next step into the mix", () => {
  const choices = { videos: [item("v1", "video")], music: [item("m1", "audio")], waiting: [], mixedHere: [] };
  it("chooses the video for “Add music” and the track for “Add to a video”", () => {
    const v = mixFromStep({ step: "addMusic", item: item("v1", "video"), sourceLabel: "a video" }, choices);
    expect(v.draft).toEqual({ videoId: "v1", musicId: "" });
    expect(v.note).toEqual({ source: "a video", gaps: [] });
    const m = mixFromStep({ step: "addToVideo", item: item("m1", "audio"), sourceLabel: "a track" }, choices);
    expect(m.draft).toEqual({ videoId: "", musicId: "m1" });
  });
  it("says so when the item isn't offered", () => {
    const m = mixFromStep({ step: "addToVideo", item: item("m2", "audio"), sourceLabel: "a track" }, choices);
    expect(m.draft.musicId).toBe("");
    expect(m.note.gaps).toEqual(["This track can't be mixed yet. Choose a track."]);
  });
});
