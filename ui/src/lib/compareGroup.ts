// A group of jobs sent in one press finishes once, with one toast, when the last of its jobs is done — not
// one "Your image is ready" per job. A comparison is one request to several providers; a batch is several
// prompts to one provider (studio-core `compare::send_group` makes both).
import type { TrackedJob } from "../api";
import { isActive } from "./format";

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
  if (videos) {
    const said = (kind: GroupNotice["kind"], text: string): GroupNotice => ({ kind, text, batch: false, videos });
    if (done === n) return said("success", `Your comparison is ready: ${n} video makers side by side`);
    if (done === 0) return said("error", `The comparison couldn't be made: none of the ${n} video makers finished`);
    return said("success", `Your comparison is ready: ${done} of ${n} video makers made videos`);
  }
  if (batch) {
    if (done === n) return { kind: "success", text: `Your batch is ready: ${n} prompts made pictures`, batch, videos };
    if (done === 0)
      return { kind: "error", text: `The batch couldn't be made: none of the ${n} prompts finished`, batch, videos };
    return { kind: "success", text: `Your batch is ready: ${done} of ${n} prompts made pictures`, batch, videos };
  }
  if (done === n)
    return { kind: "success", text: `Your comparison is ready: ${n} providers side by side`, batch, videos };
  if (done === 0)
    return {
      kind: "error",
      text: `The comparison couldn't be made: none of the ${n} providers finished`,
      batch,
      videos,
    };
  return { kind: "success", text: `Your comparison is ready: ${done} of ${n} providers made pictures`, batch, videos };
}
