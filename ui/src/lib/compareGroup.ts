// A comparison (images_compare) is one request to several providers: it finishes once, with one toast,
// when the last of its jobs is done — not one "Your image is ready" per provider.
import type { TrackedJob } from "../api";
import { isActive } from "./format";

export interface GroupNotice {
  kind: "success" | "error";
  text: string;
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
  if (done === n) return { kind: "success", text: `Your comparison is ready: ${n} providers side by side` };
  if (done === 0)
    return { kind: "error", text: `The comparison couldn't be made: none of the ${n} providers finished` };
  return { kind: "success", text: `Your comparison is ready: ${done} of ${n} providers made pictures` };
}
