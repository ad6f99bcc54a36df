// "4 images, 2 videos and a music track are being made." — what Home says about the jobs still running, by kind.
import type { TrackedJob } from "../api";
import { t, tn, type MessageKey, type PluralKey } from "../i18n";
import { isActive } from "../state";
import { jobCount } from "./jobCounts";
import { listWords } from "../state/readyToast";

/** Each kind's words: one ("an image"), some without a number ("images"), and counted ("4 images"). */
const NOUNS: Record<string, { one: MessageKey; some: MessageKey; counted: PluralKey }> = {
  image: { one: "home.running.image.a", some: "home.running.image.some", counted: "home.running.image.n" },
  video: { one: "home.running.video.a", some: "home.running.video.some", counted: "home.running.video.n" },
  avatar: { one: "home.running.avatar.a", some: "home.running.avatar.some", counted: "home.running.avatar.n" },
  music: { one: "home.running.music.a", some: "home.running.music.some", counted: "home.running.music.n" },
  slideshow: {
    one: "home.running.slideshow.a",
    some: "home.running.slideshow.some",
    counted: "home.running.slideshow.n",
  },
  tool: { one: "home.running.tool.a", some: "home.running.tool.some", counted: "home.running.tool.n" },
};

/** One sentence about the running jobs, or null when nothing runs. Images are counted by picture when
 * this window knows how many each job asked for (`pictures`, 0 if not), else named without a number. */
export function runningWords(jobs: TrackedJob[], pictures: (jobId: string) => number = jobCount): string | null {
  const counts = new Map<string, number>();
  let unknownPictures = false;
  for (const j of jobs) {
    if (!isActive(j.status) || j.status === "waiting") continue;
    const kind = j.kind === "mix" ? "video" : NOUNS[j.kind] ? j.kind : "tool";
    let n = 1;
    if (kind === "image") {
      n = j.media.length || pictures(j.id);
      if (n <= 0) unknownPictures = true;
    }
    counts.set(kind, (counts.get(kind) ?? 0) + Math.max(n, 1));
  }
  if (counts.size === 0) return null;
  const parts = Object.keys(NOUNS)
    .filter((k) => counts.has(k))
    .map((k) => {
      const n = counts.get(k)!;
      const words = NOUNS[k];
      if (k === "image" && unknownPictures) return t(words.some);
      return n === 1 ? t(words.one) : tn(words.counted, n);
    });
  const list = listWords(parts);
  const singular =
    parts.length === 1 && !(counts.has("image") && unknownPictures) && counts.values().next().value === 1;
  return t(singular ? "home.running.is" : "home.running.are", { list: `${list[0].toUpperCase()}${list.slice(1)}` });
}
