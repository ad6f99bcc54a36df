import { describe, expect, it } from "vitest";
import { failureWords } from "./jobFailure";

describe("failureWords", () => {
  it("turns a service's technical error into plain words with something to try", () => {
    const w = failureWords("provider error: content_policy_violation (the prompt was rejected)");
    expect(w.headline).toBe("The service refused this request under its content rules.");
    expect(w.hint).toMatch(/Change the description/);
    expect(failureWords("upstream timeout after 300s").headline).toMatch(/took too long/);
    expect(failureWords("429 Too Many Requests").headline).toMatch(/too busy/);
  });
  it("keeps a service message that already reads as a sentence", () => {
    expect(failureWords("The picture was too dark to animate").headline).toBe("The picture was too dark to animate.");
  });
  it("says a video never listed failed after the stated wait, and that it may have been charged", () => {
    // studio-core's words (jobs/tracker/video.rs) when the listing never showed the video.
    const w = failureWords(
      "The service has not listed this video 30 minutes after it was sent, and it gives no other way to ask how a video is doing. It may have failed, and it may have been charged: check your balance. If it appears later, the Gallery's sync brings it in.",
    );
    expect(w.headline).toBe("The video didn't appear in your library 30 minutes after it was sent.");
    expect(w.hint).toMatch(/may have been charged: check your balance/);
  });
  it("says something plain when there is nothing to go on", () => {
    expect(failureWords(null).headline).toBe("The service couldn't make this.");
    expect(failureWords('{"code":"E_4512","trace":"x"}').headline).toBe("The service couldn't make this.");
  });
});
