// Typed app commands (docs/architecture.md, "App commands"). Screens import from here only.
import { call, on } from "./transport";
import type {
  ApiKeyEntry,
  Catalogue,
  ConnectionStatus,
  CreatedKey,
  CreditsView,
  Estimate,
  ImageRequest,
  MediaItem,
  TrackedJob,
} from "./types";

export * from "./types";
export { ApiError, headlineFor, hintFor } from "./errors";

export const api = {
  connectionStatus: () => call<ConnectionStatus>("connection_status"),
  connectSandbox: () => call<ConnectionStatus>("connect_sandbox"),
  connectService: (baseUrl: string, apiKey: string, sessionOnly: boolean) =>
    call<ConnectionStatus>("connect_service", { baseUrl, apiKey, sessionOnly }),
  forgetKey: () => call<ConnectionStatus>("forget_key"),

  creditsGet: (includeRecent: boolean) => call<CreditsView>("credits_get", { includeRecent }),

  apiKeysList: () => call<ApiKeyEntry[]>("api_keys_list"),
  apiKeysCreate: (name: string) => call<CreatedKey>("api_keys_create", { name }),
  apiKeysRevoke: (keyId: string) => call<null>("api_keys_revoke", { keyId }),

  catalogueGet: () => call<Catalogue>("catalogue_get"),

  imagesEstimate: (provider: string, request: ImageRequest) =>
    call<Estimate>("images_estimate", { provider, request }),
  imagesGenerate: (provider: string, request: ImageRequest) =>
    call<TrackedJob>("images_generate", { provider, request }),

  jobsList: () => call<TrackedJob[]>("jobs_list"),
  libraryList: (kind: string | null, limit: number, offset: number) =>
    call<MediaItem[]>("library_list", { kind, limit, offset }),

  draftGet: (form: string) => call<string | null>("draft_get", { form }),
  draftSave: (form: string, value: string) => call<null>("draft_save", { form, value }),
};

export const events = {
  jobUpdated: (cb: (job: TrackedJob) => void) => on<TrackedJob>("jobUpdated", cb),
  creditsChanged: (cb: (c: CreditsView) => void) => on<CreditsView>("creditsChanged", cb),
  connectionChanged: (cb: (c: ConnectionStatus) => void) => on<ConnectionStatus>("connectionChanged", cb),
};
