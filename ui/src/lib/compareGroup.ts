// A group of jobs sent in one press finishes once, with one toast, when the last of its jobs is done — not
// one "Your image is ready" per job. A comparison is one request to several providers; a batch is several
// prompts to one provider (studio-core `compare::send_group` makes both).
import type { TrackedJob } from "../api";
import { t } from "../i18n";
import { isActive } from "./format";

export interface GroupNotice {
  kind: "success" | "error";
  text: string;
  /** A batch (one provider, several prompts), not a comparison: its pictures are seen in the Gallery. */
  batch: boolean;
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
  if (batch) {
    if (done === n) return { kind: "success", text: t("shell.group.batch_ready", { n }), batch };
    if (done === 0) return { kind: "error", text: t("shell.group.batch_failed", { n }), batch };
    return { kind: "success", text: t("shell.group.batch_some", { done, n }), batch };
  }
  if (done === n) return { kind: "success", text: t("shell.group.compare_ready", { n }), batch };
  if (done === 0) return { kind: "error", text: t("shell.group.compare_failed", { n }), batch };
  return { kind: "success", text: t("shell.group.compare_some", { done, n }), batch };
}
