import { describe, expect, it } from "vitest";
import type { ToolRequest } from "../../api/tools";
import { mediaItem } from "../../testing/mediaItem";
import {
  editFromSettings,
  overlayFromSettings,
  singleFromSettings,
  stitchFromSettings,
  trimFromSettings,
} from "./toolRecall";

const item = (id: string, kind: "image" | "video") =>
  mediaItem(id, kind, { remoteUrl: `https://cdn.example.com/${id}` });
const items = [item("p1", "image"), item("v1", "video"), item("v2", "video")];
const url = (id: string) => `https://cdn.example.com/${id}`;
const tool = (request: ToolRequest) => ({ kind: "tool" as const, request });

describe("edit video settings", () => {
  const edit = (request: { videoId?: string; videoUrl?: string; prompt: string }) => ({
    kind: "video_edit" as const,
    request,
  });
  const withIds = [
    mediaItem("v1", "video", { remoteId: "vid_1", remoteUrl: url("v1") }),
    mediaItem("v2", "video", { remoteUrl: url("v2") }),
  ];
  it("find the video by its service id, or by its address, and keep the words", () => {
    expect(editFromSettings(edit({ videoId: "vid_1", prompt: "warmer" }), "x", withIds)).toEqual({
      draft: { clipId: "v1", prompt: "warmer" },
      note: { source: "x", gaps: [] },
    });
    expect(editFromSettings(edit({ videoUrl: url("v2"), prompt: "slower" }), "x", withIds).draft.clipId).toBe("v2");
  });
  it("say when the video is gone", () => {
    const f = editFromSettings(edit({ videoId: "vid_9", prompt: "warmer" }), "x", withIds);
    expect(f.draft).toEqual({ clipId: null, prompt: "warmer" });
    expect(f.note.gaps).toEqual(["The video it used is no longer in your library. Choose a video."]);
  });
});

describe("tool settings", () => {
  it("fill the caption, on the picture it was put on", () => {
    const s = tool({ tool: "overlay_text", request: { text: "Hello", imageUrl: url("p1"), position: "top" } });
    expect(overlayFromSettings(s, "x", items)).toEqual({
      draft: { text: "Hello", position: "top", sourceId: "p1" },
      note: { source: "x", gaps: [] },
    });
    expect(trimFromSettings(s, "x", items)).toBeNull();
  });
  it("fill a trim's clip and times, and say when the clip is gone", () => {
    const s = tool({ tool: "trim_video", request: { videoUrl: url("v1"), startTime: 1.5, endTime: 4 } });
    expect(trimFromSettings(s, "x", items)?.draft).toEqual({ clipId: "v1", start: "1.5", end: "4" });
    const gone = tool({ tool: "trim_video", request: { videoUrl: url("v9"), startTime: 0, endTime: 2 } });
    expect(trimFromSettings(gone, "x", items)?.note.gaps).toEqual([
      "The video it used is no longer in your library. Choose a video.",
    ]);
  });
  it("keep the clips to join in their order, and count the missing ones", () => {
    const s = tool({ tool: "stitch_videos", request: { videoUrls: [url("v2"), url("v9"), url("v1")] } });
    const f = stitchFromSettings(s, "x", items);
    expect(f?.draft.clipIds).toEqual(["v2", "v1"]);
    expect(f?.note.gaps).toEqual(["1 of its 3 clips is no longer in your library; the others are in their order."]);
  });
  it("pick the one input of remove sound and remove background", () => {
    expect(
      singleFromSettings(tool({ tool: "mute_video", request: { videoUrl: url("v2") } }), "x", items)?.draft,
    ).toEqual({ itemId: "v2" });
    const rb = singleFromSettings(tool({ tool: "remove_background", request: { imageUrl: url("p9") } }), "x", items);
    expect(rb?.draft).toEqual({ itemId: null });
    expect(rb?.note.gaps).toEqual(["The picture it used is no longer in your library. Choose a picture."]);
  });
});
