// The one place a form's draft is read back and written (draft_get / draft_save), without React, so its
// rules can be tested on their own: the stored draft is read once, a draft of a shape the form can't use
// is ignored, and from the moment the form has its draft every change is written 400 ms after the last
// one. Leaving the form within that delay still writes the last change (`flush`), and opening a form
// writes nothing new (the draft just read back is already stored). The hook over it is forms/useDraft.ts.
import { api } from "../api";

export const DRAFT_DELAY = 400;
export type DraftSaveState = "idle" | "saving" | "saved";

/** Where drafts are kept: the app's store (api), or a stand-in in tests. */
export interface DraftStore {
  draftGet(form: string): Promise<string | null>;
  draftSave(form: string, value: string): Promise<unknown>;
}

/** A draft that couldn't be read back or written; `during` says which. */
export type DraftError = (e: unknown, during: "read" | "save") => void;

/** A JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  v != null && typeof v === "object" && !Array.isArray(v);

/**
 * A stored draft as `JSON.parse` gives it, or the text itself for a plain-text draft (`plain`); null when
 * none is stored (an emptied draft is stored as ""), when it is not JSON, or when `restore` says the form
 * can't use it (returns null or throws): the form then starts as it would with none.
 */
export function decodeDraft<T>(raw: string | null, restore: (saved: unknown) => T | null, plain = false): T | null {
  if (!raw) return null;
  try {
    return restore(plain ? raw : JSON.parse(raw));
  } catch {
    return null;
  }
}

/** A restore for a draft stored as an object: anything else (an array, a number) is not a draft of the form. */
export function objectDraft<T>(restore: (saved: Partial<T>) => T | null): (saved: unknown) => T | null {
  return (saved) => (isObject(saved) ? restore(saved as Partial<T>) : null);
}

/** The usual restore of an object draft: its stored fields over the form's empty draft (old drafts lack
 * newer fields). */
export const fieldsOver = <T>(initial: T) => objectDraft<T>((saved) => ({ ...initial, ...saved }));

export class DraftSaver {
  /** What is known to be stored; null until the form has its draft (nothing is written before). */
  private stored: string | null = null;
  /** Changed but not written yet. */
  private pending: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reading: Promise<unknown> | null = null;
  onState: (s: DraftSaveState) => void = () => undefined;
  onError: DraftError = () => undefined;

  constructor(
    readonly form: string,
    private readonly store: DraftStore = api,
    private readonly delay: number = DRAFT_DELAY,
  ) {}

  /**
   * The stored draft as the form can use it (decodeDraft), or null. Read once: a later call (React's
   * development double effects, a screen drawn again) gets the same answer without asking again.
   */
  read<T>(restore: (saved: unknown) => T | null, plain = false): Promise<T | null> {
    this.reading ??= this.store.draftGet(this.form).then(
      (raw) => decodeDraft(raw, restore, plain),
      (e) => {
        this.onError(e, "read");
        return null;
      },
    );
    return this.reading as Promise<T | null>;
  }

  /** The form has its draft, stored as `value` (the one it restored, or its empty one when none was):
   * from now on every change from it is written. */
  restoredAs(value: string) {
    this.stored = value;
  }

  get restored(): boolean {
    return this.stored !== null;
  }

  /** The form's draft is now `value`: written after the delay unless it changes again (or is what is stored). */
  change(value: string) {
    if (this.stored === null) return;
    clearTimeout(this.timer);
    if (value === this.stored) {
      this.pending = null;
      if (this.state === "saving") this.setState("saved");
      return;
    }
    this.pending = value;
    this.setState("saving");
    this.timer = setTimeout(() => this.write(value), this.delay);
  }

  /** Writes at once what is waiting for the delay (the form is being left, the window closed). */
  flush() {
    clearTimeout(this.timer);
    const v = this.pending;
    if (v == null) return;
    this.pending = null;
    this.stored = v;
    void this.store.draftSave(this.form, v).catch(() => undefined);
  }

  /**
   * The form's work is done (saved, sent) and it starts again as `empty` (encoded): the stored draft is
   * emptied and nothing pending is written later, so the form does not come back with what was saved.
   */
  async discard(empty: string) {
    clearTimeout(this.timer);
    this.pending = null;
    this.stored = empty;
    this.setState("idle");
    await this.store.draftSave(this.form, "").catch(() => undefined);
  }

  private state: DraftSaveState = "idle";
  private setState(s: DraftSaveState) {
    this.state = s;
    this.onState(s);
  }

  private write(value: string) {
    this.store
      .draftSave(this.form, value)
      .then(() => {
        this.stored = value;
        if (this.pending === value) this.pending = null;
        this.setState("saved");
      })
      .catch((e) => {
        this.onError(e, "save");
        this.setState("idle");
      });
  }
}

/**
 * Changes another form's stored draft (Write shot prompt sends its words to Create image's): `change` gets
 * the stored draft's fields ({} when none or unreadable) and returns the draft to store.
 */
export async function changeStoredDraft(
  form: string,
  change: (saved: Record<string, unknown>) => unknown,
  store: DraftStore = api,
) {
  const saved = decodeDraft(await store.draftGet(form), (v) => (isObject(v) ? v : null));
  await store.draftSave(form, JSON.stringify(change(saved ?? {})));
}
