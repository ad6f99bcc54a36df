import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import {
  api,
  ApiError,
  events,
  type Catalogue,
  type ConnectionStatus,
  type CreditsView,
  type LibraryRecovery,
  type MediaItem,
  type TrackedJob,
} from "./api";
import { isActive, plural } from "./lib/format";
import { compareGroupNotice } from "./lib/compareGroup";
import { mediaJobWords } from "./lib/mediaJobs";

export type Screen =
  "home" | "create" | "gallery" | "settings" | "video" | "music" | "characters" | "slideshows" | "tools";

export interface Toast {
  id: number;
  kind: "success" | "error" | "info";
  text: string;
  detail?: string;
  /** `screen`: where the action leads; the button is left out while that screen is already open. */
  action?: { label: string; run: () => void; screen?: Screen };
}

export interface PendingSpend {
  credits: number;
  balanceAfter: number;
}

interface Studio {
  ready: boolean;
  bootError: ApiError | null;
  /** A damaged library moved aside at this start (shown once, before anything else). */
  recovery: LibraryRecovery | null;
  dismissRecovery: () => void;
  connection: ConnectionStatus | null;
  credits: CreditsView | null;
  catalogue: Catalogue | null;
  catalogueError: ApiError | null;
  reloadCatalogue: () => Promise<void>;
  jobs: TrackedJob[];
  library: MediaItem[];
  libraryLoaded: boolean;
  screen: Screen;
  authProblem: string | null;
  pendingSpend: PendingSpend | null;
  trayOpen: boolean;
  toasts: Toast[];
  go: (s: Screen) => void;
  setConnection: (c: ConnectionStatus) => void;
  refreshCredits: (includeRecent?: boolean) => Promise<CreditsView | null>;
  refreshLibrary: () => Promise<void>;
  trackJob: (j: TrackedJob) => void;
  setPendingSpend: (p: PendingSpend | null) => void;
  setTrayOpen: (open: boolean) => void;
  toast: (t: Omit<Toast, "id">) => void;
  dismissToast: (id: number) => void;
  /** Every failed call goes through here: a 401 sends the person back to key entry. */
  handleError: (e: unknown) => ApiError;
  providerName: (slug: string | null | undefined) => string;
}

const Ctx = createContext<Studio | null>(null);

export function useStudio(): Studio {
  const s = useContext(Ctx);
  if (!s) throw new Error("useStudio outside StudioProvider");
  return s;
}

function upsertJob(list: TrackedJob[], job: TrackedJob): TrackedJob[] {
  const i = list.findIndex((j) => j.id === job.id);
  if (i === -1) return [job, ...list];
  const next = list.slice();
  next[i] = job;
  return next;
}

/** Which account the window is on (mode, service, key): what was loaded for one is stale for another. */
export function accountKey(c: ConnectionStatus | null): string {
  return c ? `${c.mode}|${c.baseUrl ?? ""}|${c.keyPrefix ?? ""}` : "";
}
export function StudioProvider({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [bootError, setBootError] = useState<ApiError | null>(null);
  const [recovery, setRecovery] = useState<LibraryRecovery | null>(null);
  const dismissRecovery = useCallback(() => setRecovery(null), []);
  const [connection, setConnectionState] = useState<ConnectionStatus | null>(null);
  const [credits, setCredits] = useState<CreditsView | null>(null);
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  const [catalogueError, setCatalogueError] = useState<ApiError | null>(null);
  const [jobs, setJobs] = useState<TrackedJob[]>([]);
  const [library, setLibrary] = useState<MediaItem[]>([]);
  const [libraryLoaded, setLibraryLoaded] = useState(false);
  const [screen, setScreen] = useState<Screen>("home");
  const [authProblem, setAuthProblem] = useState<string | null>(null);
  const [pendingSpend, setPendingSpend] = useState<PendingSpend | null>(null);
  const [trayOpen, setTrayOpen] = useState(false);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const toastId = useRef(1);
  const jobsRef = useRef<TrackedJob[]>([]);
  jobsRef.current = jobs;

  const toast = useCallback((t: Omit<Toast, "id">) => {
    const id = toastId.current++;
    setToasts((ts) => [...ts.slice(-3), { ...t, id }]);
    window.setTimeout(() => setToasts((ts) => ts.filter((x) => x.id !== id)), t.kind === "error" ? 12000 : 8000);
  }, []);
  const dismissToast = useCallback((id: number) => setToasts((ts) => ts.filter((x) => x.id !== id)), []);

  const handleError = useCallback((e: unknown) => {
    const err = ApiError.from(e);
    if (err.code === "unauthorized") {
      setAuthProblem(err.message || "The service did not accept your key.");
      setScreen("settings");
    }
    return err;
  }, []);

  const setConnection = useCallback((c: ConnectionStatus) => {
    setConnectionState(c);
    if (c.lastAuthError) {
      setAuthProblem(c.lastAuthError);
      setScreen("settings");
    } else {
      setAuthProblem(null);
    }
  }, []);

  const refreshCredits = useCallback(
    async (includeRecent = false) => {
      try {
        const c = await api.creditsGet(includeRecent);
        setCredits(c);
        return c;
      } catch (e) {
        handleError(e);
        return null;
      }
    },
    [handleError],
  );

  const refreshLibrary = useCallback(async () => {
    try {
      setLibrary(await api.libraryList(null, 500, 0));
    } catch (e) {
      handleError(e);
    } finally {
      setLibraryLoaded(true);
    }
  }, [handleError]);

  const reloadCatalogue = useCallback(async () => {
    try {
      setCatalogue(await api.catalogueGet());
      setCatalogueError(null);
    } catch (e) {
      setCatalogueError(handleError(e));
    }
  }, [handleError]);

  const loadConnected = useCallback(async () => {
    const [, js] = await Promise.all([
      reloadCatalogue(),
      api.jobsList().catch((e) => (handleError(e), [] as TrackedJob[])),
    ]);
    setJobs(js);
    await Promise.all([refreshCredits(false), refreshLibrary()]);
  }, [handleError, refreshCredits, refreshLibrary, reloadCatalogue]);

  // Boot: connection first; everything else once connected.
  useEffect(() => {
    let cancelled = false;
    Promise.all([api.connectionStatus(), api.libraryRecovery()])
      .then(([c, r]) => {
        if (cancelled) return;
        setRecovery(r);
        setConnection(c);
        setReady(true);
        // The shell shows at once; credits, catalogue, jobs and images fill in as they arrive.
        if (c.mode !== "none") void loadConnected();
      })
      .catch((e) => {
        if (cancelled) return;
        setBootError(ApiError.from(e));
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the boot runs once per start; later connection changes are the next effect's
  }, []);

  // When the connection changes (first run, switching account, a new key), reload what depends on it.
  const lastConn = useRef<string | null>(null);
  const connKey = connection ? `${accountKey(connection)}|${connection.lastAuthError ?? ""}` : null;
  useEffect(() => {
    if (
      lastConn.current !== null &&
      connKey !== lastConn.current &&
      connection &&
      connection.mode !== "none" &&
      !connection.lastAuthError &&
      connection.keySet
    ) {
      void loadConnected();
    }
    lastConn.current = connKey;
    // A new connection object with the same key does nothing here (the key is compared with the last one).
  }, [connKey, connection, loadConnected]);

  // Events from the app.
  useEffect(() => {
    const offs: Array<Promise<() => void>> = [
      events.jobUpdated((job) => {
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
              action: { label: "See the comparison", run: () => setScreen("create"), screen: "create" },
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
              ? { label: m.label, run: () => setScreen(m.screen), screen: m.screen }
              : { label: "View in Gallery", run: () => setScreen("gallery"), screen: "gallery" },
          });
          void refreshLibrary();
        } else if (!wasDone && job.status === "failed") {
          toast({
            kind: "error",
            text:
              mediaJobWords(job)?.failed ?? "An image couldn't be made. Try changing the description or the provider.",
            detail: job.error ?? undefined,
          });
        }
      }),
      events.creditsChanged((c) => setCredits(c)),
      events.connectionChanged((c) => setConnection(c)),
    ];
    return () => {
      offs.forEach((p) => p.then((off) => off()).catch(() => undefined));
    };
  }, [refreshLibrary, setConnection, toast]);

  const trackJob = useCallback((j: TrackedJob) => setJobs((js) => upsertJob(js, j)), []);

  const providerName = useCallback(
    (slug: string | null | undefined) => {
      if (!slug) return "";
      return (
        (
          catalogue?.imageProviders.find((p) => p.slug === slug) ??
          catalogue?.videoProviders.find((p) => p.slug === slug)
        )?.name ?? slug
      );
    },
    [catalogue],
  );

  const go = useCallback((s: Screen) => {
    setScreen(s);
  }, []);

  const value = useMemo<Studio>(
    () => ({
      ready,
      bootError,
      recovery,
      dismissRecovery,
      connection,
      credits,
      catalogue,
      catalogueError,
      reloadCatalogue,
      jobs,
      library,
      libraryLoaded,
      screen,
      authProblem,
      pendingSpend,
      trayOpen,
      toasts,
      go,
      setConnection,
      refreshCredits,
      refreshLibrary,
      trackJob,
      setPendingSpend,
      setTrayOpen,
      toast,
      dismissToast,
      handleError,
      providerName,
    }),
    [
      ready,
      bootError,
      recovery,
      dismissRecovery,
      connection,
      credits,
      catalogue,
      catalogueError,
      reloadCatalogue,
      jobs,
      library,
      libraryLoaded,
      screen,
      authProblem,
      pendingSpend,
      trayOpen,
      toasts,
      go,
      setConnection,
      refreshCredits,
      refreshLibrary,
      trackJob,
      toast,
      dismissToast,
      handleError,
      providerName,
    ],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
