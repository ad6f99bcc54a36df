// A group of jobs sent in one press finishes once, with one toast, when the last of its jobs is done — not
// one "Your image is ready" per job. A comparison is one request to several providers; a batch is several
// prompts to one provider (studio-core `compare::send_group` makes both).
import type { TrackedJob } from "../api";
import { t } from "../i18n";
import { isActive } from "./mediaJobs";

export interface GroupNotice {
  kind: "success" | "error";
  text: string;
  /** A batch (one provider, several prompts), not a comparison: its pictures are seen in the Gallery. */
  batch: boolean;
  /** Video makers side by side: seen on the Video screen. */
  videos: boolean;
}

/**
 * What to say when `job` (a member of a comparison) has just finished, given every job the page knows
 * (including `job` as it is now). `null` while other providers of the comparison are still working.
 */
export function compareGroupNotice(job: TrackedJob, all: readonly TrackedJob[]): GroupNotice | null {
  if (!job.groupId) return null;
  const group = all.filter((j) => j.groupId === job.groupId);
  if (group.some((j) => isActive(j.status))) return null;
  const done = group.filter((j) => j.status === "completed").length;
  const n = group.length;
  const batch = new Set(group.map((j) => j.provider)).size === 1;
  const videos = group.some((j) => j.kind === "video" || j.kind === "avatar");
  const said = (kind: GroupNotice["kind"], text: string): GroupNotice => ({ kind, text, batch, videos });
  const what = videos ? "videos" : batch ? "batch" : "compare";
  if (done === n) return said("success", t(`shell.group.${what}_ready`, { n }));
  if (done === 0) return said("error", t(`shell.group.${what}_failed`, { n }));
  return said("success", t(`shell.group.${what}_some`, { done, n }));
}
