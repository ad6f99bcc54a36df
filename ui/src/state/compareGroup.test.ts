import { describe, expect, it } from "vitest";
import type { TrackedJob } from "../api";
import { compareGroupNotice } from "./compareGroup";

const job = (id: string, status: string, groupId: string | null = "g1", provider = `maker-${id}`) =>
  ({ id, status, groupId, kind: "image", provider, media: [] }) as unknown as TrackedJob;

describe("compareGroupNotice", () => {
  it("stays quiet while another provider of the comparison is still working", () => {
    const a = job("a", "completed");
    expect(compareGroupNotice(a, [a, job("b", "processing")])).toBeNull();
  });
  it("speaks once when the last one finishes, counting what came back", () => {
    const b = job("b", "completed");
    expect(compareGroupNotice(b, [job("a", "completed"), b])?.text).toBe(
      "Your comparison is ready: 2 providers side by side",
    );
    const c = job("c", "failed");
    expect(compareGroupNotice(c, [job("a", "completed"), job("b", "completed"), c])?.text).toBe(
      "Your comparison is ready: 2 of 3 providers made pictures",
    );
    const d = job("d", "failed");
    expect(compareGroupNotice(d, [job("e", "failed"), d])?.kind).toBe("error");
  });
  it("calls video makers side by side by their name, and sends the person to the Video screen", () => {
    const v = (id: string, status: string) => ({ ...job(id, status), kind: "video" }) as TrackedJob;
    const b = v("b", "completed");
    const notice = compareGroupNotice(b, [v("a", "completed"), b]);
    expect(notice?.text).toBe("Your comparison is ready: 2 video makers side by side");
    expect(notice?.videos).toBe(true);
    const c = v("c", "failed");
    expect(compareGroupNotice(c, [v("a", "completed"), c])?.text).toBe(
      "Your comparison is ready: 1 of 2 video makers made videos",
    );
  });
  it("ignores other groups and single jobs", () => {
    const a = job("a", "completed");
    expect(compareGroupNotice(a, [a, job("x", "processing", "g2")])?.kind).toBe("success");
    expect(compareGroupNotice(job("s", "completed", null), [])).toBeNull();
  });
  it("calls a group of one provider a batch, not a comparison", () => {
    const b = job("b", "completed", "g1", "gemini");
    const notice = compareGroupNotice(b, [job("a", "completed", "g1", "gemini"), b]);
    expect(notice?.text).toBe("Your batch is ready: 2 prompts made pictures");
    expect(notice?.batch).toBe(true);
    const c = job("c", "failed", "g1", "gemini");
    expect(compareGroupNotice(c, [job("a", "completed", "g1", "gemini"), c])?.text).toBe(
      "Your batch is ready: 1 of 2 prompts made pictures",
    );
  });
});
