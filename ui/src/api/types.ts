// The app contract from docs/architecture.md ("App commands"), written by hand until the
// generated ui/src/bindings.ts lands. When it does, these become re-exports of its types.

export type ErrorCode =
  | "validation"
  | "unauthorized"
  | "insufficient_credits"
  | "forbidden"
  | "not_found"
  | "rate_limited"
  | "network"
  | "keyring_unavailable"
  | "internal";

/** The one error type crossing IPC. */
export interface AppErrorData {
  code: ErrorCode | string;
  message: string;
  field?: string | null;
  /** Technical detail (status, body snippet) for the expandable "details" line. */
  details?: string | null;
}

export interface FieldError {
  field: string;
  message: string;
}

export type ConnectionMode = "none" | "sandbox" | "service";

export interface ConnectionStatus {
  mode: ConnectionMode;
  baseUrl: string | null;
  keySet: boolean;
  keyPrefix: string | null;
  /** `file` only for the embedded Sandbox's own key when there is no keyring. */
  keyStorage: "keyring" | "session" | "file" | null;
  keyringAvailable: boolean;
  lastAuthError: string | null;
  sandbox?: boolean;
}

/** Fields of a transaction record are "not shown" in the service spec: everything is optional
 * (studio-core passes the service's JSON through). */
export interface CreditTransaction {
  id?: string | null;
  amount?: number | null;
  description?: string | null;
  type?: string | null;
  createdAt?: string | null;
}

export interface CreditsView {
  credits: number;
  tier: string;
  maxCredits: number;
  creditsResetAt: string | null;
  recent: CreditTransaction[];
}

export interface ApiKeyEntry {
  id: string;
  name: string;
  prefix: string;
  createdAt: string | null;
  lastUsedAt: string | null;
}

export interface CreatedKey {
  key: string;
  keyId: string;
}

/** media-api's `catalog::ImageProviderInfo` (camelCase on the wire). */
export interface ImageProviderInfo {
  slug: string;
  /** Product name shown to people. */
  name: string;
  /** Credits per image. */
  cost: number;
  /** Credits per image with 4K / higher resolution, when offered. */
  cost4k: number | null;
  /** What the higher-resolution option is called ("4K", "2K", "4K / xhigh"). */
  hiResLabel: string | null;
  slideshow?: boolean;
}

export interface Labeled<T = string> {
  value: T;
  label: string;
}

/** media-api's `catalog::Catalog` — only the parts this UI uses are typed. */
export interface Catalogue {
  imageProviders: ImageProviderInfo[];
  aspectRatios: Labeled[];
  photoTypes: Labeled[];
}

export interface ImageRequest {
  simplePrompt: string;
  numImages: number;
  enable4K: boolean;
  formData: {
    photography: { aspectRatio: string };
    composition?: { photoType?: string };
  };
}

export interface Estimate {
  credits: number;
  balance: number;
  balanceAfter: number;
  affordable: boolean;
  errors: FieldError[];
}

/** studio-core's JobState: submitting and downloading are the app's own steps around the service's. */
export type JobStatus = "submitting" | "pending" | "processing" | "downloading" | "completed" | "failed";
export type JobKind = "image" | "video" | "avatar" | "music" | "slideshow" | "tool";

export interface MediaItem {
  id: string;
  kind: "image" | "video" | "audio";
  remoteId: string | null;
  remoteUrl: string | null;
  url: string;
  thumbUrl: string | null;
  jobId: string | null;
  characterId: string | null;
  provider: string | null;
  prompt: string | null;
  createdAt: string;
  width: number | null;
  height: number | null;
}

export interface TrackedJob {
  id: string;
  remoteId: string | null;
  kind: JobKind;
  provider: string;
  status: JobStatus | string;
  progress: string | null;
  error: string | null;
  costEstimate: number | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  media: MediaItem[];
}
