import { describe, expect, it } from "vitest";
import type { TrackedJob } from "../api";
import { runningWords } from "./runningWords";

const job = (kind: string, status = "processing", provider = "x"): TrackedJob =>
  ({ id: Math.random().toString(), kind, provider, status, media: [] }) as unknown as TrackedJob;

describe("runningWords", () => {
  it("says nothing when nothing runs", () => {
    expect(runningWords([])).toBeNull();
    expect(runningWords([job("image", "completed"), job("video", "failed")])).toBeNull();
  });
  it("names one thing in the singular", () => {
    expect(runningWords([job("video")])).toBe("A video is being made.");
    expect(runningWords([job("music", "pending")])).toBe("A music track is being made.");
  });
  it("counts pictures when the window knows them, and lists kinds in a fixed order", () => {
    const a = job("image");
    const b = job("image");
    const sizes: Record<string, number> = { [a.id]: 1, [b.id]: 3 };
    expect(runningWords([a], (id) => sizes[id] ?? 0)).toBe("An image is being made.");
    expect(runningWords([a, b, job("video"), job("music"), job("video")], (id) => sizes[id] ?? 0)).toBe(
      "4 images, 2 videos and a music track are being made.",
    );
  });
  it("names images without a number when a job's size is unknown (sent from another window)", () => {
    expect(runningWords([job("image")], () => 0)).toBe("Images are being made.");
    expect(runningWords([job("music"), job("image")], () => 0)).toBe("Images and a music track are being made.");
  });
  it("calls adding music to a video a video, and an unknown kind an edit", () => {
    expect(runningWords([job("mix", "processing", "add-music")])).toBe("A video is being made.");
    expect(runningWords([job("hologram")])).toBe("An edit is being made.");
  });
});
