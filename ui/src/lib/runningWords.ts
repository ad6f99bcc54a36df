// "4 images, 2 videos and a music track are being made." — what Home says about the jobs still running, by kind.
import type { TrackedJob } from "../api";
import { isActive } from "./format";
import { jobCount } from "./jobCounts";

const NOUNS: Record<string, [string, string]> = {
  image: ["an image", "images"],
  video: ["a video", "videos"],
  avatar: ["an avatar video", "avatar videos"],
  music: ["a music track", "music tracks"],
  slideshow: ["a slideshow", "slideshows"],
  tool: ["an edit", "edits"],
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
      const [one, many] = NOUNS[k];
      if (k === "image" && unknownPictures) return many;
      return n === 1 ? one : `${n} ${many}`;
    });
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  const singular =
    parts.length === 1 && !(counts.has("image") && unknownPictures) && counts.values().next().value === 1;
  return `${list[0].toUpperCase()}${list.slice(1)} ${singular ? "is" : "are"} being made.`;
}
