// Typed app commands and events (docs/architecture.md, "App commands") over the generated bindings.
// Screens import from here only, and get plain values or an ApiError.
import { commands, events as generated } from "../bindings";
import type { Spending } from "../bindings";
import type { ImageReference } from "../bindings";
import { unwrap } from "./transport";
import type {
  ApiKeyEntry,
  Catalogue,
  ConnectionStatus,
  CreatedKey,
  CreditsView,
  Estimate,
  ImageRequest,
  LibraryRecovery,
  MediaItem,
  MediaKind,
  TrackedJob,
} from "./types";

export * from "./types";
export { ApiError, headlineFor, hintFor } from "./errors";

export const api = {
  connectionStatus: () => unwrap<ConnectionStatus>(commands.connectionStatus()),
  connectSandbox: () => unwrap<ConnectionStatus>(commands.connectSandbox()),
  connectService: (baseUrl: string, apiKey: string, sessionOnly: boolean) =>
    unwrap<ConnectionStatus>(commands.connectService(baseUrl, apiKey, sessionOnly)),
  forgetKey: () => unwrap<ConnectionStatus>(commands.forgetKey()),

  creditsGet: (includeRecent: boolean) => unwrap<CreditsView>(commands.creditsGet(includeRecent)),
  /** What was spent in the last 30 days, by day, kind and maker (estimate and charge). */
  spendingGet: () => unwrap<Spending>(commands.spendingGet()),

  apiKeysList: () => unwrap<ApiKeyEntry[]>(commands.apiKeysList()),
  apiKeysCreate: (name: string) => unwrap<CreatedKey>(commands.apiKeysCreate(name)),
  apiKeysRevoke: (keyId: string) => unwrap<null>(commands.apiKeysRevoke(keyId)),

  catalogueGet: () => unwrap<Catalogue>(commands.catalogueGet()),

  imagesEstimate: (provider: string, request: ImageRequest, reference: ImageReference | null = null) =>
    unwrap<Estimate>(commands.imagesEstimate(provider, request, reference)),

  jobsList: () => unwrap<TrackedJob[]>(commands.jobsList()),
  libraryList: (kind: MediaKind | null, limit: number, offset: number) =>
    unwrap<MediaItem[]>(commands.libraryList(kind, limit, offset)),

  /** A damaged library moved aside at this start, or null. */
  libraryRecovery: () => unwrap<LibraryRecovery | null>(commands.libraryRecovery()),

  draftGet: (form: string) => unwrap<string | null>(commands.draftGet(form)),
  draftSave: (form: string, value: string) => unwrap<null>(commands.draftSave(form, value)),
};

export const events = {
  jobUpdated: (cb: (job: TrackedJob) => void) => generated.jobUpdated.listen((e) => cb(e.payload)),
  creditsChanged: (cb: (c: CreditsView) => void) => generated.creditsChanged.listen((e) => cb(e.payload)),
  connectionChanged: (cb: (c: ConnectionStatus) => void) => generated.connectionChanged.listen((e) => cb(e.payload)),
};
