import { useEffect, useState } from "react";
import type { TrackedJob } from "../api";
import type { Words } from "../bindings";
import { elapsed } from "../lib/format";
import { isActive } from "../state";
import { MAY_HAVE_BEEN_CHARGED } from "../lib/price";
import { progressShare, usualWords } from "../lib/waiting";

/** The time now, ticking every second while `active`. */
export function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const t = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(t);
  }, [active]);
  return now;
}

type Waiting = Pick<TrackedJob, "status" | "progress" | "createdAt" | "usualSeconds">;

/** "1:05 · usually about 40 s" for a running job (only the time so far when this library has no history
 * of its kind and maker); a waiting job has not started, so it gets no usual time. */
export function waitTime(job: Waiting, now: Date): string {
  const usual = job.status === "waiting" ? null : usualWords(job.usualSeconds);
  const so = elapsed(job.createdAt, now);
  return usual ? `${so} · ${usual}` : so;
}

/** A bar when the service's progress text states how far it is ("45%", "step 3/10"); nothing otherwise. */
export function ProgressBar({ progress, label }: { progress: Words | null; label: string }) {
  const share = progressShare(progress?.text);
  if (share == null) return null;
  const pct = Math.round(share * 100);
  return (
    <span className="progress-bar">
      <progress max={100} value={pct} aria-label={label} />
      <span className="progress-pct">{pct}%</span>
    </span>
  );
}

/** "May have been charged": a running job whose answer was lost after it was sent, while the core looks for it
 * at the service (its progress text says so). Nothing for any other job. */
export function MayHaveBeenCharged({ job }: { job: Pick<TrackedJob, "status" | "mayHaveStarted"> }) {
  if (!job.mayHaveStarted || !isActive(job.status)) return null;
  return (
    <span className="badge badge-warn badge-wrap" data-testid="may-have-been-charged">
      <span aria-hidden="true">⚠ </span>
      {MAY_HAVE_BEEN_CHARGED}
    </span>
  );
}
