// Types of the app contract. They come from the generated ui/src/bindings.ts (tauri-specta, owned by
// the Rust side); this file only re-exports them under the names the UI uses and adds the few shapes
// the bindings leave open.
import type * as B from "../bindings";

export type {
  AccountCheck,
  ApiKeyEntry,
  ConnectionStatus,
  CreatedKey,
  CreditsView,
  Estimate,
  FieldError,
  FileSettings,
  JobKind,
  LibraryRecovery,
  MediaItem,
  MediaKind,
  PickQuery,
  ReadCheck,
  ReferenceInfo,
  SpendRequest,
  TrackedJob,
} from "../bindings";

/** media-api's catalogue (`catalog::Catalog`). */
export type Catalogue = B.Catalog;

/** The one error type crossing IPC (studio-core's CoreError), loosely typed for anything unexpected. */
export interface AppErrorData {
  code: B.ErrorCode | string;
  message: string;
  field?: string | null;
  /** Technical detail (status, body snippet) for the expandable "details" line. */
  details?: string | null;
  /** `message` by catalogue key, said in the window's language (absent for words that have none). */
  words?: B.Words | null;
}

/**
 * A credit transaction (the service spec doesn't show their fields; media-api reads these, all
 * optional). Kept tolerant: anything that isn't a record is dropped.
 */
export type CreditTransaction = B.CreditTransaction;

export function asTransactions(recent: readonly unknown[]): CreditTransaction[] {
  return recent
    .filter((v): v is Record<string, unknown> => v != null && typeof v === "object" && !Array.isArray(v))
    .map((o) => ({
      id: typeof o.id === "string" ? o.id : null,
      amount: typeof o.amount === "number" ? o.amount : null,
      description: typeof o.description === "string" ? o.description : null,
      createdAt: typeof o.createdAt === "string" ? o.createdAt : null,
    }));
}
