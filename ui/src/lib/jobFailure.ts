// A failed job's error in plain words for the tray: a headline a creator understands and what to try,
// while the service's own text stays in the "details" line.
import type { TrackedJob } from "../api/types";
import { resultNoun } from "./mediaJobs";

export interface FailureWords {
  headline: string;
  /** What to try next, when there is something to try. */
  hint: string | null;
}

const RULES: Array<{ test: RegExp; words: FailureWords }> = [
  // studio-core spend/lookup.rs: a send whose answer was lost after the request went out (it may have been
  // charged), by what the look-up found.
  {
    test: /answer was lost.*(?:jobs list does not show it|did not start)/i,
    words: {
      headline:
        "Its answer was lost after it was sent, and the service's list doesn't show it: it most likely didn't start.",
      hint: "Check your balance to be sure before making it again.",
    },
  },
  {
    test: /answer was lost.*not found at the service/i,
    words: {
      headline: "Its answer was lost after it was sent, and it wasn't found at the service in time.",
      hint: "It may still have been charged: check your balance before making it again.",
    },
  },
  {
    test: /answer was lost.*no way to look it up/i,
    words: {
      headline: "Its answer was lost after it was sent, so it may have been charged.",
      hint: "The service gives no way to look it up: check your balance before making it again.",
    },
  },
  {
    test: /answer was lost|may have been charged/i,
    words: {
      headline: "Its answer was lost after it was sent, so it may have been charged.",
      hint: "Check your balance before making it again.",
    },
  },
  // studio-core tracker/workers.rs: made (and charged), but its file can't be saved here; its address is kept.
  {
    test: /can't be saved on this computer|could not be saved on this computer/i,
    words: {
      headline: "It was made at the service, but its file couldn't be saved on this computer.",
      hint: "Its address is kept: Save again fetches it once more, without making or charging anything again.",
    },
  },
  {
    test: /content[_ -]?polic|moderat|safety|nsfw|inappropriate|not allowed|prohibited|blocked/i,
    words: {
      headline: "The service refused this request under its content rules.",
      hint: "Change the description or the picture, then try again.",
    },
  },
  {
    test: /insufficient credits|not enough credits|\b402\b/i,
    words: { headline: "There weren't enough credits for this.", hint: "Check your balance, then try again." },
  },
  {
    test: /timed? ?out|timeout|took too long|deadline/i,
    words: { headline: "The service took too long and gave up.", hint: "This is usually temporary: try again." },
  },
  {
    test: /busy|overloaded|capacity|rate[_ -]?limit|too many requests|\b429\b|\b503\b|unavailable/i,
    words: { headline: "The service was too busy to make this.", hint: "Wait a moment, then try again." },
  },
  {
    test: /face|no person|reference image/i,
    words: {
      headline: "The service couldn't use the face in the picture.",
      hint: "Use a clear photo of one face, then try again.",
    },
  },
  {
    test: /closed while sending|may not have started/i,
    words: {
      headline: "The app closed while sending this, so it may not have started.",
      hint: "Check your gallery before trying again.",
    },
  },
  {
    test: /could not be downloaded|gone from the service|sent nothing to save|could not be found/i,
    words: { headline: "It was made, but the result couldn't be saved.", hint: "Try again to make it once more." },
  },
];

/** studio-core's tracker (jobs/tracker/video.rs): a video the service never listed, after a stated wait. The spec
 * shows no way to ask how a video is doing, so its failure can only be told from that wait. */
const UNLISTED_VIDEO = /has not listed this video (\d+ \w+) after it was sent/i;

/** Plain words for a failed job; the raw error goes to the details line. */
export function failureWords(error: string | null | undefined): FailureWords {
  const text = (error ?? "").trim();
  const unlisted = UNLISTED_VIDEO.exec(text);
  if (unlisted)
    return {
      headline: `The video didn't appear in your library ${unlisted[1]} after it was sent.`,
      hint: "The service gives no other way to ask how a video is doing, so it may have failed, and may have been charged: check your balance. If it appears later, the Gallery's sync brings it in.",
    };
  for (const r of RULES) if (r.test.test(text)) return r.words;
  // The service's own words, when they read as a plain sentence (no codes or slugs).
  if (text && text.length <= 140 && !/[_{}<>[\]]|\b\d{3}\b|error:/i.test(text)) {
    return { headline: /[.!?]$/.test(text) ? text : `${text}.`, hint: null };
  }
  return { headline: "The service couldn't make this.", hint: "You can try again, or change the request first." };
}

/** The toast of a failed job whose answer was lost after it was sent (`mayHaveStarted`): what it was, that it may
 * have been charged, and what to check ("A music track: its answer was lost … Check your balance …"); null for
 * any other job. */
export function lostAnswerNotice(
  job: Pick<TrackedJob, "kind" | "provider" | "error" | "mayHaveStarted">,
): string | null {
  if (!job.mayHaveStarted) return null;
  const w: FailureWords = /answer was lost/i.test(job.error ?? "")
    ? failureWords(job.error)
    : {
        headline: "Its answer was lost after it was sent, so it may have been charged.",
        hint: "Check your balance before making it again.",
      };
  const noun = resultNoun(job);
  const what = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const headline = `${w.headline.charAt(0).toLowerCase()}${w.headline.slice(1)}`;
  return `${what}: ${headline}${w.hint ? ` ${w.hint}` : ""}`;
}
