// A failed job's error in plain words for the tray: a headline a creator understands and what to try,
// while the service's own text stays in the "details" line.
import type { TrackedJob } from "../api/types";
import { lang, t, tn } from "../i18n";
import { resultNoun } from "./mediaJobs";

export interface FailureWords {
  headline: string;
  /** What to try next, when there is something to try. */
  hint: string | null;
}

/** A rule's words in the catalogue: `common.failure.<name>.headline` and `.hint`. */
type FailureName =
  | "lost_not_listed"
  | "lost_not_found"
  | "lost_no_lookup"
  | "lost"
  | "not_saved"
  | "refused"
  | "credits"
  | "timeout"
  | "busy"
  | "face"
  | "closed"
  | "not_downloaded";

function wordsOf(name: FailureName | "fallback"): FailureWords {
  return {
    headline: t(`common.failure.${name}.headline`),
    hint: t(`common.failure.${name}.hint`),
  };
}

const RULES: Array<{ test: RegExp; name: FailureName }> = [
  // studio-core spend/lookup.rs: a send whose answer was lost after the request went out (it may have been
  // charged), by what the look-up found.
  { test: /answer was lost.*(?:jobs list does not show it|did not start)/i, name: "lost_not_listed" },
  { test: /answer was lost.*not found at the service/i, name: "lost_not_found" },
  { test: /answer was lost.*no way to look it up/i, name: "lost_no_lookup" },
  { test: /answer was lost|may have been charged/i, name: "lost" },
  // studio-core tracker/workers.rs: made (and charged), but its file can't be saved here; its address is kept.
  { test: /can't be saved on this computer|could not be saved on this computer/i, name: "not_saved" },
  {
    test: /content[_ -]?polic|moderat|safety|nsfw|inappropriate|not allowed|prohibited|blocked/i,
    name: "refused",
  },
  { test: /insufficient credits|not enough credits|\b402\b/i, name: "credits" },
  { test: /timed? ?out|timeout|took too long|deadline/i, name: "timeout" },
  {
    test: /busy|overloaded|capacity|rate[_ -]?limit|too many requests|\b429\b|\b503\b|unavailable/i,
    name: "busy",
  },
  { test: /face|no person|reference image/i, name: "face" },
  { test: /closed while sending|may not have started/i, name: "closed" },
  {
    test: /could not be downloaded|gone from the service|sent nothing to save|could not be found/i,
    name: "not_downloaded",
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
      headline: t("common.failure.unlisted_video.headline", { wait: waitWords(unlisted[1] ?? "") }),
      hint: t("common.failure.unlisted_video.hint"),
    };
  for (const r of RULES) if (r.test.test(text)) return wordsOf(r.name);
  // The service's own words, when they read as a plain sentence (no codes or slugs).
  if (text && text.length <= 140 && !/[_{}<>[\]]|\b\d{3}\b|error:/i.test(text)) {
    return { headline: /[.!?]$/.test(text) ? text : `${text}.`, hint: null };
  }
  return wordsOf("fallback");
}

/** The core's wait ("30 minutes") in the window's language; a unit it doesn't know stays as the core wrote it. */
function waitWords(wait: string): string {
  const m = /^(\d+) (\w+)$/.exec(wait);
  const unit = m?.[2]?.toLowerCase().replace(/s$/, "");
  if (!m || (unit !== "second" && unit !== "minute" && unit !== "hour")) return wait;
  return tn(`common.duration.${unit}s`, Number(m[1]));
}

/** The toast of a failed job whose answer was lost after it was sent (`mayHaveStarted`): what it was, that it may
 * have been charged, and what to check ("A music track: its answer was lost … Check your balance …"); null for
 * any other job. */
export function lostAnswerNotice(
  job: Pick<TrackedJob, "kind" | "provider" | "error" | "mayHaveStarted">,
): string | null {
  if (!job.mayHaveStarted) return null;
  const w: FailureWords = /answer was lost/i.test(job.error ?? "") ? failureWords(job.error) : wordsOf("lost");
  const noun = resultNoun(job);
  const what = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  // After the colon the sentence goes on in English; in German a whole sentence there keeps its capital.
  const headline = lang() === "de" ? w.headline : `${w.headline.charAt(0).toLowerCase()}${w.headline.slice(1)}`;
  return `${what}: ${headline}${w.hint ? ` ${w.hint}` : ""}`;
}
