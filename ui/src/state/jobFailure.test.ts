import { describe, expect, it } from "vitest";
import { failureWords, lostAnswerNotice } from "./jobFailure";

/** Words without a key: the service's own, or a job's stored before its words had one. */
const plain = (text: string) => ({ key: "", text });

describe("failureWords", () => {
  it("turns a service's technical error into plain words with something to try", () => {
    const w = failureWords(plain("provider error: content_policy_violation (the prompt was rejected)"));
    expect(w.headline).toBe("The service refused this request under its content rules.");
    expect(w.hint).toMatch(/Change the description/);
    expect(failureWords(plain("upstream timeout after 300s")).headline).toMatch(/took too long/);
    expect(failureWords(plain("429 Too Many Requests")).headline).toMatch(/too busy/);
  });
  it("keeps a service message that already reads as a sentence", () => {
    expect(failureWords(plain("The picture was too dark to animate")).headline).toBe(
      "The picture was too dark to animate.",
    );
  });
  it("says a video never listed failed after the stated wait, and that it may have been charged", () => {
    // studio-core's words (jobs/tracker/video.rs) when the listing never showed the video.
    const w = failureWords(
      plain(
        "The service has not listed this video 30 minutes after it was sent, and it gives no other way to ask how a video is doing. It may have failed, and it may have been charged: check your balance. If it appears later, the Gallery's sync brings it in.",
      ),
    );
    expect(w.headline).toBe("The video didn't appear in your library 30 minutes after it was sent.");
    expect(w.hint).toMatch(/may have been charged: check your balance/);
  });
  it("says a send whose answer was lost may have been charged, by what the look-up found", () => {
    // studio-core's words (jobs/spend/lookup.rs).
    const none = failureWords(
      plain(
        "The service's answer was lost after the request was sent, so it may have been charged, and the service gives no way to look it up. Check your balance before making it again.",
      ),
    );
    expect(none.headline).toBe("Its answer was lost after it was sent, so it may have been charged.");
    expect(none.hint).toMatch(/gives no way to look it up: check your balance/);
    const late = failureWords(
      plain(
        "The service's answer was lost after the request was sent and it was not found at the service in time. It may still have been charged: check your balance before making it again.",
      ),
    );
    expect(late.headline).toMatch(/wasn't found at the service in time/);
    expect(late.hint).toMatch(/may still have been charged/);
    const notListed = failureWords(
      plain(
        "The service's answer was lost after the request was sent, and its jobs list does not show it: it most likely did not start. Check your balance to be sure before making it again.",
      ),
    );
    expect(notListed.headline).toMatch(/most likely didn't start/);
    expect(notListed.hint).toMatch(/Check your balance to be sure/);
  });
  it("words the toast of a failed job that may have been charged, and only of one", () => {
    const job = {
      kind: "music" as const,
      provider: "music",
      mayHaveStarted: true,
      error: plain(
        "The service's answer was lost after the request was sent, so it may have been charged, and the service gives no way to look it up. Check your balance before making it again.",
      ),
    };
    expect(lostAnswerNotice(job)).toBe(
      "A music track: its answer was lost after it was sent, so it may have been charged. The service gives no way to look it up: check your balance before making it again.",
    );
    expect(lostAnswerNotice({ ...job, error: plain("Lost contact while sending") })).toMatch(
      /^A music track: its answer was lost after it was sent, so it may have been charged\. Check your balance/,
    );
    expect(lostAnswerNotice({ ...job, mayHaveStarted: false })).toBeNull();
  });
  it("says something plain when there is nothing to go on", () => {
    expect(failureWords(null).headline).toBe("The service couldn't make this.");
    expect(failureWords(plain('{"code":"E_4512","trace":"x"}')).headline).toBe("The service couldn't make this.");
  });
  it("says a made result whose file couldn't be saved keeps its address for Save again", () => {
    // Stored before the core's words had keys: the window's words for it.
    const w = failureWords(
      plain(
        "It was made at the service, but its file can't be saved on this computer: the service sent a file that is not a picture. Its address is kept: Save again tries once more.",
      ),
    );
    expect(w.headline).toBe("It was made at the service, but its file couldn't be saved on this computer.");
    expect(w.hint).toContain("Save again");
  });
  it("knows the core's failures by their key: the window's own words where it has them, else the core's", () => {
    const why = "the service sent a file that is not a picture";
    const w = failureWords({
      key: "job.save_refused",
      params: { why },
      text: `It was made at the service, but its file can't be saved on this computer: ${why}. Its address is kept: Save again tries once more.`,
    });
    expect(w.headline).toBe("It was made at the service, but its file couldn't be saved on this computer.");
    expect(w.hint).toContain("Save again");
    const lost = { key: "job.lost_no_lookup", text: "The service's answer was lost after the request was sent, …" };
    expect(failureWords(lost).headline).toBe("Its answer was lost after it was sent, so it may have been charged.");
    expect(lostAnswerNotice({ kind: "music", provider: "music", mayHaveStarted: true, error: lost })).toMatch(
      /^A music track: its answer was lost .* The service gives no way to look it up/,
    );
    const unlisted = failureWords({
      key: "job.video_not_listed",
      params: { waited: { key: "job.waited_minutes", params: { n: 30 }, text: "30 minutes" } },
      text: "The service has not listed this video 30 minutes after it was sent, …",
    });
    expect(unlisted.headline).toBe("The video didn't appear in your library 30 minutes after it was sent.");
    // No words of the window's own: the core's sentence, as it is.
    const noReason = failureWords({
      key: "job.no_reason",
      text: "The service could not make this and gave no reason. Whether it charged for it is not documented: your balance shows what it took.",
    });
    expect(noReason.headline).toMatch(/^The service could not make this and gave no reason\. Whether it charged/);
    expect(noReason.hint).toBeNull();
    expect(failureWords({ key: "job.lost", text: "The job could not be found any more" }).headline).toBe(
      "The job could not be found any more.",
    );
  });
});
