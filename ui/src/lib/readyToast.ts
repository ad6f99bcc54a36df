// The toast that says finished work is ready (state/jobs.tsx): one job in its own words, as always; several
// that finish within moments of each other in one toast that counts them ("Your 4 images are ready"), with
// the one action that shows them all.
import type { TrackedJob } from "../api";
import type { Screen } from "../state/navigation";
import { plural } from "./format";
import { mediaJobWords } from "./mediaJobs";

export interface ReadyNotice {
  text: string;
  /** The action's button, and the screen it opens. */
  label: string;
  screen: Screen;
}

const GALLERY = { label: "View in Gallery", screen: "gallery" } as const;

/** What a finished job made, counted: pictures by how many it made, anything else one each. */
function made(job: TrackedJob): { n: number; noun: [string, string] } {
  switch (job.kind) {
    case "video":
    case "avatar":
      return { n: 1, noun: ["video", "videos"] };
    case "music":
      return { n: 1, noun: ["music track", "music tracks"] };
    case "slideshow":
      return { n: 1, noun: ["slideshow", "slideshows"] };
    case "mix":
      return { n: 1, noun: ["video with music", "videos with music"] };
    default:
      return { n: Math.max(1, job.media.length), noun: ["image", "images"] };
  }
}

/** The toast of jobs that finished together (in the order they finished); null for none. */
export function readyNotice(jobs: readonly TrackedJob[]): ReadyNotice | null {
  if (jobs.length === 0) return null;
  if (jobs.length === 1) {
    const job = jobs[0];
    const m = mediaJobWords(job);
    if (m) return { text: m.done, label: m.label, screen: m.screen };
    const n = job.media.length;
    return { text: n > 1 ? `Your ${plural(n, "image", "images")} are ready` : "Your image is ready", ...GALLERY };
  }
  // Counted by what they are, in the order each first finished: "Your 3 images and 1 video are ready".
  const counts = new Map<string, { n: number; noun: [string, string] }>();
  for (const job of jobs) {
    const m = made(job);
    const c = counts.get(m.noun[0]);
    if (c) c.n += m.n;
    else counts.set(m.noun[0], { ...m });
  }
  const parts = [...counts.values()].map((c) => plural(c.n, ...c.noun));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}` : parts[0];
  // One screen shows them all when they are all of its kind; else the Gallery, which shows every kind.
  const screens = new Set(jobs.map((j) => mediaJobWords(j)?.screen ?? "gallery"));
  const only = screens.size === 1 ? mediaJobWords(jobs[0]) : null;
  return { text: `Your ${list} are ready`, ...(only ? { label: only.label, screen: only.screen } : GALLERY) };
}
