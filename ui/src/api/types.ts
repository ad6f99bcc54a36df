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
  keyStorage: "keyring" | "session" | null;
  keyringAvailable: boolean;
  lastAuthError: string | null;
}

/** Fields of a transaction record are "not shown" in the service spec: everything is optional. */
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

export interface ImageProvider {
  slug: string;
  /** Product name shown to people. */
  name: string;
  /** Credits per image at standard resolution (for the account's tier). */
  credits: number;
  /** Whether a 4K / higher-resolution option exists. */
  supports4k: boolean;
  /** Credits per image with 4K on, when supported. */
  credits4k: number | null;
  /** Short description shown on the card, when the catalogue has one. */
  description?: string | null;
}

export interface Catalogue {
  imageProviders: ImageProvider[];
  aspectRatios: string[];
  photoTypes: string[];
  numImagesMax: number;
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

export type JobStatus = "pending" | "processing" | "completed" | "failed";
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
