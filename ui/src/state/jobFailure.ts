// A failed job's error in plain words for the tray: a headline a creator understands and what to try,
// while the service's own text stays in the "details" line.
import type { TrackedJob } from "../api/types";
import type { Words } from "../bindings";
import { hasWords, lang, say, t, tn } from "../i18n";
import { resultNoun } from "./mediaJobs";

export interface FailureWords {
  headline: string;
  /** What to try next, when there is something to try. */
  hint: string | null;
}

/** A rule's words in the catalogue: `common.failure.<name>.headline` and `.hint` (every one has a rule). */
type FailureName = (typeof RULES)[number]["name"];

function wordsOf(name: FailureName | "fallback"): FailureWords {
  return {
    headline: t(`common.failure.${name}.headline`),
    hint: t(`common.failure.${name}.hint`),
  };
}

/** The core's failures the window words itself (a headline and what to try), by their catalogue key. */
const BY_KEY: Partial<Record<string, FailureName>> = {
  "job.lost_not_listed": "lost_not_listed",
  "job.lost_not_found": "lost_not_found",
  "job.lost_no_lookup": "lost_no_lookup",
  "job.save_refused": "not_saved",
  "job.save_gave_up": "not_saved",
  "job.closed_while_sending": "closed",
  "job.nothing_sent": "not_downloaded",
  "job.file_gone": "not_downloaded",
};
/** The core's failure of a video the service never listed, after a stated wait (`{waited}`). */
const UNLISTED_VIDEO_KEY = "job.video_not_listed";

/** The rules over English text: the service's words, and a job's words stored before they had a key. */
const RULES = [
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
] as const;

/** studio-core's tracker (jobs/tracker/video.rs): a video the service never listed, after a stated wait. The spec
 * shows no way to ask how a video is doing, so its failure can only be told from that wait. */
const UNLISTED_VIDEO = /has not listed this video (\d+ \w+) after it was sent/i;

/**
 * Plain words for a failed job; the raw error goes to the details line. The core's failures are known by
 * their key: the window's own words for those it has them for, else the core's sentence said as it is;
 * the rules read the rest (the service's words, and a job's words stored before they had a key).
 */
export function failureWords(error: Words | null | undefined): FailureWords {
  if (error?.key === UNLISTED_VIDEO_KEY) {
    const waited = error.params?.waited;
    return unlistedVideo(typeof waited === "object" && waited ? say(waited) : String(waited ?? ""));
  }
  const name = failureName(error);
  if (name) return wordsOf(name);
  if (hasWords(error)) return { headline: sentence(say(error)), hint: null };
  const text = (error?.text ?? "").trim();
  const unlisted = UNLISTED_VIDEO.exec(text);
  if (unlisted) return unlistedVideo(waitWords(unlisted[1] ?? ""));
  for (const r of RULES) if (r.test.test(text)) return wordsOf(r.name);
  // The service's own words, when they read as a plain sentence (no codes or slugs).
  if (text && text.length <= 140 && !/[_{}<>[\]]|\b\d{3}\b|error:/i.test(text)) {
    return { headline: sentence(text), hint: null };
  }
  return wordsOf("fallback");
}

/** The window's words of a failure by the core's key, or (words without one) by the rules; null for others. */
function failureName(error: Words | null | undefined): FailureName | null {
  if (error?.key) return BY_KEY[error.key] ?? null;
  const text = error?.text ?? "";
  if (UNLISTED_VIDEO.test(text)) return null;
  return RULES.find((r) => r.test.test(text))?.name ?? null;
}

function unlistedVideo(wait: string): FailureWords {
  return {
    headline: t("common.failure.unlisted_video.headline", { wait }),
    hint: t("common.failure.unlisted_video.hint"),
  };
}

function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
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
  // A lost answer's own words (by what the look-up found), else the lost answer's in general.
  const name = failureName(job.error);
  const w = wordsOf(name?.startsWith("lost") ? name : "lost");
  const noun = resultNoun(job);
  const what = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  // After the colon the sentence goes on in English; in German a whole sentence there keeps its capital.
  const headline = lang() === "de" ? w.headline : `${w.headline.charAt(0).toLowerCase()}${w.headline.slice(1)}`;
  return `${what}: ${headline}${w.hint ? ` ${w.hint}` : ""}`;
}
