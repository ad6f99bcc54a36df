import { describe, expect, it } from "vitest";
import { copyName, mediaTag, slugWords, toolName } from "./toolNames";

describe("tool names", () => {
  it("names a tool as the Tools screen does, and its copy by what it is", () => {
    expect(toolName("mute_video")).toBe("Remove sound");
    expect(copyName({ provider: "mute_video", jobKind: "tool" })).toBe("Silent copy");
    expect(copyName({ provider: "trim_video", jobKind: "tool" })).toBe("Trimmed copy");
    expect(copyName({ provider: "this-computer", jobKind: "mix" })).toBe("With music");
    expect(copyName({ provider: "some_new_tool", jobKind: "tool" })).toBe("Copy");
  });
  it("tags an original video and each tool's copy apart, and a picture only when a tool made it", () => {
    const video = (provider: string | null, jobKind: "video" | "tool" | "mix" | null = null) => ({
      kind: "video" as const,
      provider,
      jobKind,
    });
    expect(mediaTag(video("seedance", "video"))).toBe("Original");
    expect(mediaTag(video("seedance"))).toBe("Original");
    expect(mediaTag(video("overlay_text"))).toBe("Captioned copy");
    expect(mediaTag(video("trim_video"))).toBe("Trimmed copy");
    expect(mediaTag(video("mute_video"))).toBe("Silent copy");
    expect(mediaTag(video("stitch_videos"))).toBe("Joined clips");
    expect(mediaTag(video("this-computer"))).toBe("With music");
    expect(mediaTag(video("add-music", "mix"))).toBe("With music");
    expect(mediaTag({ kind: "image", provider: "remove_background" })).toBe("Background removed");
    expect(mediaTag({ kind: "image", provider: "overlay_text" })).toBe("Captioned copy");
    expect(mediaTag({ kind: "image", provider: "gemini" })).toBeNull();
    expect(mediaTag({ kind: "audio", provider: "music" })).toBeNull();
  });
});

describe("slugWords", () => {
  it("says a slug in words", () => {
    expect(slugWords("arm_extended_selfie")).toBe("Arm extended selfie");
  });
});
