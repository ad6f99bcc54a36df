// A page for tests/browser/stores.scenarios.mjs: the app's stores (src/state) over the fake backend, with
// one small reader per store that counts its renders. The scenario shows a toast, sends job and credit
// updates, and checks that only the readers of what changed rendered again.
import { mockIPC, mockWindows } from "@tauri-apps/api/mocks";
import { createRoot } from "react-dom/client";
import { events } from "../src/bindings";
import type { CreditsView, TrackedJob } from "../src/api";
import {
  StudioProvider,
  useCatalogue,
  useCredits,
  useHandleError,
  useJobs,
  useLibrary,
  useNavigation,
  useSession,
  useToast,
  useToasts,
  useTrackJob,
  type Toast,
} from "../src/state";
import { createFakeBackend } from "./fake-backend";

declare global {
  interface Window {
    __renders: Record<string, number>;
    __toast: (t: Omit<Toast, "id">) => void;
    __emitJob: (job: TrackedJob) => Promise<void>;
    __emitCredits: (c: CreditsView) => Promise<void>;
  }
}

mockWindows("main");
const fake = createFakeBackend({ mode: "sandbox", seedImages: 2, latencyMs: 0 });
mockIPC((cmd, args) => fake.handle(cmd, args), { shouldMockEvents: true });

window.__renders = {};
window.__emitJob = (job) => events.jobUpdated.emit(job);
window.__emitCredits = (c) => events.creditsChanged.emit(c);
const rendered = (name: string) => {
  window.__renders[name] = (window.__renders[name] ?? 0) + 1;
};

function CatalogueReader() {
  const { catalogue } = useCatalogue();
  rendered("catalogue");
  return <p data-testid="catalogue">{catalogue ? `${catalogue.imageProviders.length} providers` : "…"}</p>;
}
function JobsReader() {
  const { jobs } = useJobs();
  rendered("jobs");
  return <p data-testid="jobs">{jobs.length} jobs</p>;
}
function LibraryReader() {
  const { library, libraryLoaded } = useLibrary();
  rendered("library");
  return <p data-testid="library">{libraryLoaded ? `${library.length} items` : "…"}</p>;
}
function CreditsReader() {
  const { credits } = useCredits();
  rendered("credits");
  return <p data-testid="credits">{credits ? `${credits.credits} credits` : "…"}</p>;
}
function SessionReader() {
  const { connection } = useSession();
  rendered("session");
  return <p data-testid="session">{connection?.mode ?? "…"}</p>;
}
function NavigationReader() {
  const { screen } = useNavigation();
  rendered("navigation");
  return <p data-testid="screen">{screen}</p>;
}
function ToastsReader() {
  const { toasts } = useToasts();
  rendered("toasts");
  return <p data-testid="toasts">{toasts.map((t) => t.text).join(" | ")}</p>;
}
/** What only acts (shows a toast, starts a job, reports an error) and reads nothing. */
function Actor() {
  window.__toast = useToast();
  useTrackJob();
  useHandleError();
  rendered("actor");
  return null;
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <StudioProvider>
    <CatalogueReader />
    <JobsReader />
    <LibraryReader />
    <CreditsReader />
    <SessionReader />
    <NavigationReader />
    <ToastsReader />
    <Actor />
  </StudioProvider>,
);
