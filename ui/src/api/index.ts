// Typed app commands and events (docs/architecture.md, "App commands") over the generated bindings.
// Screens import from here only, and get plain values or an ApiError.
import { commands, events as generated } from "../bindings";
import type * as B from "../bindings";
import { unwrap, value } from "./transport";
import type { ConnectionStatus, CreditsView, MediaKind, PickQuery, TrackedJob } from "./types";

export * from "./types";
export { ApiError, headlineFor, hintFor } from "./errors";

export const api = {
  connectionStatus: () => unwrap(commands.connectionStatus()),
  connectSandbox: () => unwrap(commands.connectSandbox()),
  connectService: (baseUrl: string, apiKey: string, sessionOnly: boolean) =>
    unwrap(commands.connectService(baseUrl, apiKey, sessionOnly)),
  forgetKey: () => unwrap(commands.forgetKey()),

  /** Reads the connected account's documented answers (nothing that spends) and compares them with the spec. */
  accountCheck: () => unwrap(commands.accountCheck()),
  /** The last check made in this run, or null. */
  accountCheckLast: () => unwrap(commands.accountCheckLast()),
  /** Saves the last check's report where the person chooses: the path, or null when they cancelled. */
  accountCheckReportSave: () => unwrap(commands.accountCheckReportSave()),

  creditsGet: (includeRecent: boolean) => unwrap(commands.creditsGet(includeRecent)),
  /** What was spent in the last 30 days, by day, kind and maker (estimate and charge). */
  spendingGet: () => unwrap(commands.spendingGet()),
  /** Every sent job the query takes, a page at a time, with the figure each counts for. */
  spendingJobs: (query: B.SpendingQuery) => unwrap(commands.spendingJobs(query)),
  /** The jobs the query takes as a CSV file in a folder chosen with `galleryApi.exportFolderPick`; its path. */
  spendingExport: (query: B.SpendingQuery, folder: B.ChosenFolder) =>
    unwrap(commands.spendingExport(query, folder.token)),

  apiKeysList: () => unwrap(commands.apiKeysList()),
  apiKeysCreate: (name: string) => unwrap(commands.apiKeysCreate(name)),
  apiKeysRevoke: (keyId: string) => unwrap(commands.apiKeysRevoke(keyId)),

  catalogueGet: () => value(commands.catalogueGet()),

  /** The release feed checked for updates; null when updates are off. */
  updatesFeed: () => unwrap(commands.updatesFeed()),
  /** Sets the release feed (checked first), or turns updates off with null. */
  updatesFeedSet: (address: string | null) => unwrap(commands.updatesFeedSet(address)),
  /** Asks the feed for a newer version: null when this one is the newest. */
  updatesCheck: () => unwrap(commands.updatesCheck()),
  /** Downloads the offered update, checks its signature and installs it (from the next start). */
  updatesInstall: () => unwrap(commands.updatesInstall()),
  appRestart: () => commands.appRestart(),

  jobsList: () => unwrap(commands.jobsList()),
  libraryList: (kind: MediaKind | null, limit: number, offset: number) =>
    unwrap(commands.libraryList(kind, limit, offset)),
  /** A picker's page over the whole library (search words, newest first) and how many match. */
  libraryPick: (query: PickQuery) => unwrap(commands.libraryPick(query)),
  /** One item by id (a trashed one too, with its trashedAt); null when it is gone. */
  libraryGet: (id: string) => unwrap(commands.libraryGet(id)),
  /** For each path of a drag over the window, the library item it is the own file of, or null (a file from
   * elsewhere). */
  libraryForFiles: (paths: string[]) => unwrap(commands.libraryForFiles(paths)),

  /** The settings a file dropped on the window carries (a picture the app exported, or a file with its .json),
   * typed as `jobsApi.settings` gives a job's; nothing is sent or spent. */
  settingsFromFile: (path: string) => unwrap(commands.settingsFromFile(path)),

  /** A damaged library moved aside at this start, or null. */
  libraryRecovery: () => unwrap(commands.libraryRecovery()),

  draftGet: (form: string) => unwrap(commands.draftGet(form)),
  draftSave: (form: string, value: string) => unwrap(commands.draftSave(form, value)),
};

/** An effect's cleanup that stops a listener of `events` once it is set up (each answers a promise of its stop). */
export function unlisten(off: Promise<() => void>): () => void {
  return () => void off.then((f) => f()).catch(() => undefined);
}

export const events = {
  jobUpdated: (cb: (job: TrackedJob) => void) => generated.jobUpdated.listen((e) => cb(e.payload)),
  creditsChanged: (cb: (c: CreditsView) => void) => generated.creditsChanged.listen((e) => cb(e.payload)),
  connectionChanged: (cb: (c: ConnectionStatus) => void) => generated.connectionChanged.listen((e) => cb(e.payload)),
};
