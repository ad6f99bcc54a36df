import { describe, expect, it } from "vitest";
import type { TrackedJob } from "../api";
import { readyNotice } from "./readyToast";

const job = (id: string, kind: TrackedJob["kind"], media = 1, provider = "gemini"): TrackedJob =>
  ({
    id,
    kind,
    provider,
    status: "completed",
    media: Array.from({ length: media }, (_, i) => ({ id: `${id}_${i}` })),
  }) as unknown as TrackedJob;

describe("the ready toast", () => {
  it("says one job in its own words", () => {
    expect(readyNotice([job("a", "image")])).toEqual({
      text: "Your image is ready",
      label: "View in Gallery",
      screen: "gallery",
    });
    expect(readyNotice([job("a", "image", 3)])?.text).toBe("Your 3 images are ready");
    expect(readyNotice([job("a", "video", 1, "video-edit")])).toEqual({
      text: "Your edited video is ready",
      label: "Open Video",
      screen: "video",
    });
    expect(readyNotice([])).toBeNull();
  });
  it("counts several jobs in one toast with one action", () => {
    const four = ["a", "b", "c", "d"].map((id) => job(id, "image"));
    expect(readyNotice(four)).toEqual({ text: "Your 4 images are ready", label: "View in Gallery", screen: "gallery" });
    // Pictures by how many each job made.
    expect(readyNotice([job("a", "image", 2), job("b", "image", 3)])?.text).toBe("Your 5 images are ready");
    expect(readyNotice([job("a", "video"), job("b", "avatar")])).toEqual({
      text: "Your 2 videos are ready",
      label: "Open Video",
      screen: "video",
    });
    // Music and its mixes open Music; kinds of different screens open the Gallery.
    expect(readyNotice([job("a", "music"), job("b", "mix")])).toEqual({
      text: "Your 1 music track and 1 video with music are ready",
      label: "Open Music",
      screen: "music",
    });
    expect(readyNotice([job("a", "image", 2), job("b", "video"), job("c", "image"), job("d", "slideshow")])).toEqual({
      text: "Your 3 images, 1 video and 1 slideshow are ready",
      label: "View in Gallery",
      screen: "gallery",
    });
  });
});
