import { describe, expect, it } from "vitest";
import {
  applyEditPreset,
  applyOverlayPreset,
  applyTrimPreset,
  editPresetValue,
  overlayPresetValue,
  trimPresetValue,
} from "./toolPresets";

describe("tool presets", () => {
  it("a caption keeps its words and place, not the picture", () => {
    const v = overlayPresetValue({ text: "Follow for more", position: "top", sourceId: "img_1" });
    expect(JSON.parse(v)).toEqual({ text: "Follow for more", position: "top" });
    expect(applyOverlayPreset(v, { text: "", position: "bottom", sourceId: "vid_2" })).toEqual({
      text: "Follow for more",
      position: "top",
      sourceId: "vid_2",
    });
  });
  it("a caption's unknown place leaves the form's", () => {
    const d = { text: "a", position: "bottom" as const, sourceId: null };
    expect(applyOverlayPreset('{"text":"b","position":"left"}', d)).toEqual({ ...d, text: "b" });
  });
  it("a trim keeps its start and end, not the video", () => {
    const v = trimPresetValue({ clipId: "vid_1", start: "1.5", end: "6" });
    expect(JSON.parse(v)).toEqual({ start: "1.5", end: "6" });
    expect(applyTrimPreset(v, { clipId: "vid_2", start: "0", end: "" })).toEqual({
      clipId: "vid_2",
      start: "1.5",
      end: "6",
    });
    // Seconds kept as numbers are read as the fields' text.
    expect(applyTrimPreset('{"start":2,"end":4.5}', { clipId: null, start: "0", end: "" })).toEqual({
      clipId: null,
      start: "2",
      end: "4.5",
    });
  });
  it("an edit keeps its words, not the video", () => {
    const v = editPresetValue({ clipId: "vid_1", prompt: "warmer colours" });
    expect(JSON.parse(v)).toEqual({ prompt: "warmer colours" });
    expect(applyEditPreset(v, { clipId: "vid_3", prompt: "" })).toEqual({ clipId: "vid_3", prompt: "warmer colours" });
  });
});
