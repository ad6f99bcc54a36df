// The toast that says finished work is ready (state/jobs.tsx): one job in its own words, as always; several
// that finish within moments of each other in one toast that counts them ("Your 4 images are ready"), with
// the one action that shows them all.
import type { TrackedJob } from "../api";
import type { Screen } from "./navigation";
import { t, tn, type PluralKey } from "../i18n";
import { mediaJobWords } from "./mediaJobs";

export interface ReadyNotice {
  text: string;
  /** The action's button, and the screen it opens. */
  label: string;
  screen: Screen;
}

function gallery() {
  return { label: t("common.ready.view_in_gallery"), screen: "gallery" } as const;
}

/** The kinds that make one thing each, and its noun (anything else is pictures). */
const ONE_EACH: Partial<Record<TrackedJob["kind"], PluralKey>> = {
  video: "common.ready.n.video",
  avatar: "common.ready.n.video",
  music: "common.ready.n.music",
  slideshow: "common.ready.n.slideshow",
  mix: "common.ready.n.mix",
};

/** What a finished job made, counted: pictures by how many it made, anything else one each. */
function made(job: TrackedJob): { n: number; noun: PluralKey } {
  const noun = ONE_EACH[job.kind];
  return noun ? { n: 1, noun } : { n: Math.max(1, job.media.length), noun: "common.ready.n.image" };
}

/** "a, b and c" in the window's language. */
export function listWords(parts: string[]): string {
  if (parts.length < 2) return parts[0] ?? "";
  return t("common.list_and", { first: parts.slice(0, -1).join(", "), last: parts[parts.length - 1] ?? "" });
}

/** The toast of jobs that finished together (in the order they finished); null for none. */
export function readyNotice(jobs: readonly TrackedJob[]): ReadyNotice | null {
  if (jobs.length === 0) return null;
  if (jobs.length === 1) {
    const job = jobs[0];
    const m = mediaJobWords(job);
    if (m) return { text: m.done, label: m.label, screen: m.screen };
    const n = job.media.length;
    return {
      text: n > 1 ? t("common.ready.images", { count: n }) : t("common.ready.image"),
      ...gallery(),
    };
  }
  // Counted by what they are, in the order each first finished: "Your 3 images and 1 video are ready".
  const counts = new Map<string, { n: number; noun: PluralKey }>();
  for (const job of jobs) {
    const m = made(job);
    const c = counts.get(m.noun);
    if (c) c.n += m.n;
    else counts.set(m.noun, { ...m });
  }
  const list = listWords([...counts.values()].map((c) => tn(c.noun, c.n)));
  // One screen shows them all when they are all of its kind; else the Gallery, which shows every kind.
  const screens = new Set(jobs.map((j) => mediaJobWords(j)?.screen ?? "gallery"));
  const only = screens.size === 1 ? mediaJobWords(jobs[0]) : null;
  return {
    text: t("common.ready.list", { list }),
    ...(only ? { label: only.label, screen: only.screen } : gallery()),
  };
}
