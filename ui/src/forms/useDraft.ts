// A form's draft, the one way every form keeps one: read back once when the form opens (forms/draftSaver.ts),
// then saved as the person types, so nothing typed is lost. What differs between forms is passed in as
// small callbacks: how a stored draft becomes the form's (checking it, bringing an old shape up to date)
// and what fills it when another screen opened the form with something chosen (a hand-off of the
// navigation state: when the form opens, or in place when it is already open).
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { useHandleError, useNavigation } from "../state";
import { DraftSaver, fieldsOver, type DraftError, type DraftSaveState } from "./draftSaver";
import type { RecallNote } from "../state/recall";

export { changeStoredDraft, objectDraft } from "./draftSaver";

export interface DraftOptions<T, N> {
  /** The form before its draft is back, and when none is stored or it can't be used. Read again when the
   * draft is back, so a form that can't be drawn yet may give its real empty draft then. */
  initial: T;
  /** A stored draft (parsed JSON, or the text of a `plain` one) as the form's draft; null (or a throw) when
   * it can't be used. Default: an object's fields over `initial`. */
  restore?: (saved: unknown) => T | null;
  /**
   * A recall's draft ("Open these settings") or a next step's (an item chosen on another screen), asked
   * when the stored draft is back, and given it: it replaces that draft (the click was the person's
   * intent) and is saved as the new one; `note` is kept as `filled` for the form's notice. Asked again,
   * with the form's current draft, each time a new hand-off is given while the form is open.
   */
  fill?: (stored: T) => { draft: T; note?: N } | null;
  /** How the draft is stored (JSON unless the form keeps plain text). */
  encode?: (d: T) => string;
  /** The draft is plain text (a character's notes), not JSON. */
  plain?: boolean;
  /** False while the form can't start yet (its empty draft needs the catalogue): read once it is true. */
  when?: boolean;
  /** A draft that couldn't be read or written. Default: said like any other failure (useHandleError). */
  onError?: DraftError;
}

export interface Draft<T, N> {
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  /** The stored draft is back (and any fill applied). */
  restored: boolean;
  /** Whether the last change is written: the form head's "Draft saved". */
  saved: DraftSaveState;
  /** The fill's note, until dismissed. */
  filled: N | null;
  dismissFilled: () => void;
  /** The form's work is done (saved, sent): the stored draft is emptied and the form starts again as
   * `next` (default: `initial`), so it does not come back with what was saved. */
  discard: (next?: T) => Promise<void>;
}

export function useDraft<T, N = RecallNote>(form: string, options: DraftOptions<T, N>): Draft<T, N> {
  const handleError = useHandleError();
  const { seq } = useNavigation();
  const latest = useRef({ options, handleError, seq });
  latest.current = { options, handleError, seq };
  const encode = options.encode ?? JSON.stringify;
  const when = options.when ?? true;

  const [draft, setDraft] = useState<T>(options.initial);
  const [restored, setRestored] = useState(false);
  const [saved, setSaved] = useState<DraftSaveState>("idle");
  const [filled, setFilled] = useState<N | null>(null);
  // The last hand-off the fill was asked about (the one given before the form opened is asked about when
  // the draft is back); the draft as it is now, for a hand-off that arrives while the form is open.
  const asked = useRef(seq);
  const current = useRef(draft);
  current.current = draft;
  // The form key's saver, and the draft's first value (still that when the stored draft comes back:
  // nothing was typed meanwhile).
  const [{ saver, first }, setKeyed] = useState(() => ({ saver: new DraftSaver(form), first: options.initial }));
  // Another form key (another character's notes) is another draft: read it as if the form were new.
  if (saver.form !== form) {
    setKeyed({ saver: new DraftSaver(form), first: options.initial });
    setDraft(options.initial);
    setRestored(false);
    setSaved("idle");
    setFilled(null);
  }

  useEffect(() => {
    saver.onState = setSaved;
    saver.onError = (e, during) => {
      const { options, handleError } = latest.current;
      if (options.onError) options.onError(e, during);
      else handleError(e);
    };
  }, [saver]);

  // Read back once (when the form can start), then filled if another screen asked.
  useEffect(() => {
    if (!when || saver.restored) return;
    let live = true;
    // The form's restore as it is when the draft comes back (Create image's checks the catalogue of then).
    const restore = (saved: unknown) => {
      const { options } = latest.current;
      return (options.restore ?? fieldsOver(options.initial))(saved);
    };
    void saver.read(restore, latest.current.options.plain).then((stored) => {
      if (!live || saver.restored) return;
      const { options } = latest.current;
      let base: T;
      if (stored != null) {
        base = stored;
        setDraft(stored);
      } else {
        // None stored: what was typed meanwhile stays; else the form's empty draft as it is now.
        base = options.initial;
        setDraft((cur) => (cur === first ? options.initial : cur));
      }
      asked.current = latest.current.seq;
      const f = options.fill?.(base);
      if (f) {
        setDraft(f.draft);
        setFilled(f.note ?? null);
      }
      saver.restoredAs((options.encode ?? JSON.stringify)(base));
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [saver, when, first]);

  // A hand-off given while the form is open (its draft back): filled over what is in the form now.
  useEffect(() => {
    if (!restored || asked.current === seq) return;
    asked.current = seq;
    const f = latest.current.options.fill?.(current.current);
    if (f) {
      setDraft(f.draft);
      setFilled(f.note ?? null);
    }
  }, [restored, seq]);

  // Every change once the draft is back (what was typed while it was being read too).
  const value = restored ? encode(draft) : null;
  useEffect(() => {
    if (value != null) saver.change(value);
  }, [saver, value]);

  // Leaving the form, or the window closing or reloading within the delay, still writes the last change.
  useEffect(() => {
    const flush = () => saver.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [saver]);

  const discard = async (next?: T) => {
    const empty = next ?? latest.current.options.initial;
    setDraft(empty);
    setFilled(null);
    await saver.discard(encode(empty));
  };

  return { draft, setDraft, restored, saved, filled, dismissFilled: () => setFilled(null), discard };
}
