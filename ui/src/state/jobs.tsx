// Jobs and the library they fill: every tracked job (JobUpdated events), whether the job tray is open,
// the saved media (read again when a job finishes), and the toast that says a job is done or failed.
// Three values, so a job update doesn't re-render what shows only the library, nor what only starts
// jobs (`useTrackJob`, a function that never changes).
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { api, events, type MediaItem, type TrackedJob } from "../api";
import { isActive, plural } from "../lib/format";
import { compareGroupNotice } from "../lib/compareGroup";
import { mediaJobWords } from "../lib/mediaJobs";
import { lostAnswerNotice } from "../lib/jobFailure";
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
      setLibrary(await api.libraryList(null, 500, 0));
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
        if (job.status === "completed") void refreshLibrary();
        const notice = compareGroupNotice(job, jobsRef.current);
        if (notice)
          toast({
            ...notice,
            action: { label: "See the comparison", run: () => go("create"), screen: "create" },
          });
        return;
      }
      if (!wasDone && job.status === "completed") {
        const n = job.media.length;
        const m = mediaJobWords(job);
        toast({
          kind: "success",
          text: m ? m.done : n > 1 ? `Your ${plural(n, "image", "images")} are ready` : "Your image is ready",
          action: m
            ? { label: m.label, run: () => go(m.screen), screen: m.screen }
            : { label: "View in Gallery", run: () => go("gallery"), screen: "gallery" },
        });
        void refreshLibrary();
      } else if (!wasDone && job.status === "failed") {
        toast({
          kind: "error",
          // A send whose answer was lost is not a refusal: it may have been charged (spend/lookup.rs).
          text:
            lostAnswerNotice(job) ??
            mediaJobWords(job)?.failed ??
            "An image couldn't be made. Try changing the description or the provider.",
          detail: job.error ?? undefined,
        });
      }
    });
    return () => {
      off.then((f) => f()).catch(() => undefined);
    };
  }, [go, refreshLibrary, toast]);

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
