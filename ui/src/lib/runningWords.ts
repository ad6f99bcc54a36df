// "4 images, 2 videos and a music track are being made." — what Home says about the jobs still running, by kind.
import type { TrackedJob } from "../api";
import { t, tn } from "../i18n";
import { isActive } from "../state";
import { jobCount } from "./jobCounts";
import { listWords } from "../state/readyToast";

/** The kinds counted, in the sentence's order; each has its words: one ("an image", home.running.<kind>.a),
 * some without a number ("images", .some), and counted ("4 images", .n). */
const KINDS = ["image", "video", "avatar", "music", "slideshow", "tool"] as const;
type Kind = (typeof KINDS)[number];
const isKind = (k: string): k is Kind => (KINDS as readonly string[]).includes(k);

/** One sentence about the running jobs, or null when nothing runs. Images are counted by picture when
 * this window knows how many each job asked for (`pictures`, 0 if not), else named without a number. */
export function runningWords(jobs: TrackedJob[], pictures: (jobId: string) => number = jobCount): string | null {
  const counts = new Map<Kind, number>();
  let unknownPictures = false;
  for (const j of jobs) {
    if (!isActive(j.status) || j.status === "waiting") continue;
    const kind = j.kind === "mix" ? "video" : isKind(j.kind) ? j.kind : "tool";
    let n = 1;
    if (kind === "image") {
      n = j.media.length || pictures(j.id);
      if (n <= 0) unknownPictures = true;
    }
    counts.set(kind, (counts.get(kind) ?? 0) + Math.max(n, 1));
  }
  if (counts.size === 0) return null;
  const parts = KINDS.filter((k) => counts.has(k)).map((k) => {
    const n = counts.get(k)!;
    if (k === "image" && unknownPictures) return t("home.running.image.some");
    return n === 1 ? t(`home.running.${k}.a`) : tn(`home.running.${k}.n`, n);
  });
  const list = listWords(parts);
  const singular =
    parts.length === 1 && !(counts.has("image") && unknownPictures) && counts.values().next().value === 1;
  return t(singular ? "home.running.is" : "home.running.are", { list: `${list[0].toUpperCase()}${list.slice(1)}` });
}
