import { describe, expect, it } from "vitest";
import type { TrackedJob } from "../api";
import { isActive, mediaJobWords, mediaTrayTitle, resultNoun } from "./mediaJobs";

const job = (kind: string, provider = "grok-image") => ({ kind, provider, media: [] }) as unknown as TrackedJob;

describe("mediaJobWords", () => {
  it("names each kind of finished job in its own words and opens its screen", () => {
    expect(mediaJobWords(job("slideshow"))?.done).toBe("Your slideshow is ready");
    expect(mediaJobWords(job("slideshow"))?.screen).toBe("slideshows");
    expect(mediaJobWords(job("video", "seedance"))?.screen).toBe("video");
    expect(mediaJobWords(job("music", "music"))?.done).toBe("Your music track is ready");
    expect(mediaJobWords(job("mix", "add-music"))?.done).toBe("Your video with music is ready");
  });
  it("names an edit of a video as such", () => {
    expect(mediaJobWords(job("video", "video-edit"))?.done).toBe("Your edited video is ready");
    expect(mediaJobWords(job("video", "seedance"))?.done).toBe("Your video is ready");
    expect(mediaTrayTitle(job("video", "video-edit"), (s) => s)).toBe("Edited video");
    expect(mediaTrayTitle(job("video", "seedance"), () => "Seedance")).toBe("Video · Seedance");
  });
  it("leaves image jobs to the image wording", () => {
    expect(mediaJobWords(job("image"))).toBeNull();
  });
});

describe("resultNoun", () => {
  it("names what a job made, a tool's result by the tool's name", () => {
    expect(resultNoun({ kind: "avatar", provider: "kling-avatar" })).toBe("an avatar video");
    expect(resultNoun({ kind: "tool", provider: "mute_video" })).toBe("a “Remove sound” result");
    expect(resultNoun({ kind: "image", provider: "gemini" })).toBe("a picture");
  });
});

describe("isActive", () => {
  it("treats unknown job states as still running", () => {
    expect(isActive("queued")).toBe(true);
    expect(isActive("submitting")).toBe(true);
    expect(isActive("downloading")).toBe(true);
    expect(isActive("processing")).toBe(true);
    expect(isActive("completed")).toBe(false);
    expect(isActive("failed")).toBe(false);
  });
});
