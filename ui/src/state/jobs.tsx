// Jobs and the library they fill: every tracked job (JobUpdated events), whether the job tray is open,
// the saved media (read again when a job finishes), and the toast that says a job is done or failed (one toast
// with a count for several done together, state/readyToast.ts; one per failure, each with its reason).
// Three values, so a job update doesn't re-render what shows only the library, nor what only starts
// jobs (`useTrackJob`, a function that never changes).
import { LIBRARY_HELD, withJobMedia } from "./withJobMedia";
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api, events, unlisten, type MediaItem, type TrackedJob } from "../api";
import { say, t } from "../i18n";
import { isActive } from "./mediaJobs";
import { compareGroupNotice } from "./compareGroup";
import { mediaJobWords } from "./mediaJobs";
import { readyNotice } from "./readyToast";
import { lostAnswerNotice } from "./jobFailure";
import { useProvided } from "./context";
import { useNavigation } from "./navigation";
import { useHandleError } from "./session";
import { useToast } from "./toasts";

export interface JobsStore {
  jobs: TrackedJob[];
  /** Reads every tracked job again (after connecting). */
  reloadJobs: () => Promise<void>;
  trayOpen: boolean;
  setTrayOpen: (open: boolean) => void;
}

export interface LibraryStore {
  library: MediaItem[];
  libraryLoaded: boolean;
  refreshLibrary: () => Promise<void>;
}

/** Puts a job the app just started (or sent again) in the list before its first JobUpdated. */
export type TrackJob = (job: TrackedJob) => void;

/** How long a finished job's toast waits for another job to finish (each finish starts the wait again)… */
const READY_GATHER_MS = 700;
/** …and how long at most after the first, so a steady stream of results still shows its toasts. */
const READY_MAX_MS = 2500;

const JobsContext = createContext<JobsStore | null>(null);
const LibraryContext = createContext<LibraryStore | null>(null);
const TrackJobContext = createContext<TrackJob | null>(null);

function upsertJob(list: TrackedJob[], job: TrackedJob): TrackedJob[] {
  const i = list.findIndex((j) => j.id === job.id);
  if (i === -1) return [job, ...list];
  const next = list.slice();
  next[i] = job;
  return next;
}

export function JobsProvider({ children }: { children: ReactNode }) {
  const handleError = useHandleError();
  const toast = useToast();
  const { go } = useNavigation();
  const [jobs, setJobs] = useState<TrackedJob[]>([]);
  const [trayOpen, setTrayOpen] = useState(false);
  const [library, setLibrary] = useState<MediaItem[]>([]);
  const [libraryLoaded, setLibraryLoaded] = useState(false);
  const jobsRef = useRef<TrackedJob[]>([]);
  jobsRef.current = jobs;

  const refreshLibrary = useCallback(async () => {
    try {
      setLibrary(await api.libraryList(null, LIBRARY_HELD, 0));
    } catch (e) {
      handleError(e);
    } finally {
      setLibraryLoaded(true);
    }
  }, [handleError]);

  const reloadJobs = useCallback(async () => {
    setJobs(await api.jobsList().catch((e) => (handleError(e), [])));
  }, [handleError]);

  const trackJob = useCallback<TrackJob>((j) => setJobs((js) => upsertJob(js, j)), []);

  useEffect(() => {
    // Finished jobs wait a moment for others before their toast (a debounce: each finish starts the wait
    // again, up to READY_MAX_MS after the first), so several finishing together make one toast with a count.
    let ready: { jobs: TrackedJob[]; first: number; timer: number } | null = null;
    const flush = () => {
      const notice = ready && readyNotice(ready.jobs);
      ready = null;
      if (notice)
        toast({
          kind: "success",
          text: notice.text,
          action: { label: notice.label, run: () => go(notice.screen), screen: notice.screen },
        });
    };
    const gather = (job: TrackedJob) => {
      const now = Date.now();
      const r = ready ?? { jobs: [], first: now, timer: 0 };
      window.clearTimeout(r.timer);
      r.jobs = [...r.jobs.filter((j) => j.id !== job.id), job];
      r.timer = window.setTimeout(flush, Math.max(0, Math.min(READY_GATHER_MS, r.first + READY_MAX_MS - now)));
      ready = r;
    };
    const off = events.jobUpdated((job) => {
      const before = jobsRef.current.find((j) => j.id === job.id);
      // Kept current between renders too: the jobs of a comparison can finish within one frame.
      jobsRef.current = upsertJob(jobsRef.current, job);
      setJobs((js) => upsertJob(js, job));
      // Agent tools answer at once and show their result on the Tools screen: no toast.
      if (job.kind === "tool") return;
      const wasDone = before != null && !isActive(before.status);
      if (job.groupId) {
        if (wasDone || isActive(job.status)) return;
        if (job.status === "completed") setLibrary((lib) => withJobMedia(lib, job.media));
        const notice = compareGroupNotice(job, jobsRef.current);
        if (notice) {
          const { batch, videos, ...said } = notice;
          toast({
            ...said,
            action: videos
              ? { label: t("shell.group.see_side_by_side"), run: () => go("video"), screen: "video" }
              : batch
                ? { label: t("shell.group.see_gallery"), run: () => go("gallery"), screen: "gallery" }
                : { label: t("shell.group.see_comparison"), run: () => go("create"), screen: "create" },
          });
        }
        return;
      }
      if (!wasDone && job.status === "completed") {
        gather(job);
        // The event carries the job's media: the library the window holds takes them as they are.
        setLibrary((lib) => withJobMedia(lib, job.media));
      } else if (!wasDone && job.status === "failed") {
        toast({
          kind: "error",
          // A send whose answer was lost is not a refusal: it may have been charged (spend/lookup.rs).
          text: lostAnswerNotice(job) ?? mediaJobWords(job)?.failed ?? t("shell.toast.image_failed"),
          detail: say(job.error) || undefined,
        });
      }
    });
    return () => {
      if (ready) window.clearTimeout(ready.timer);
      unlisten(off)();
    };
  }, [go, toast]);

  const jobsValue = useMemo(() => ({ jobs, reloadJobs, trayOpen, setTrayOpen }), [jobs, reloadJobs, trayOpen]);
  const libraryValue = useMemo(
    () => ({ library, libraryLoaded, refreshLibrary }),
    [library, libraryLoaded, refreshLibrary],
  );
  return (
    <TrackJobContext.Provider value={trackJob}>
      <JobsContext.Provider value={jobsValue}>
        <LibraryContext.Provider value={libraryValue}>{children}</LibraryContext.Provider>
      </JobsContext.Provider>
    </TrackJobContext.Provider>
  );
}

export function useJobs(): JobsStore {
  return useProvided(JobsContext, "useJobs");
}

export function useTrackJob(): TrackJob {
  return useProvided(TrackJobContext, "useTrackJob");
}

export function useLibrary(): LibraryStore {
  return useProvided(LibraryContext, "useLibrary");
}
