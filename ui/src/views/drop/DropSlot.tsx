// A slot that takes an item dragged onto it (views/drop/hub.ts): while something is dragged over the window
// it says, in words, whether it takes what is held; a drop it takes fills it as its picker does (the caller's
// `onTake`, the picker's own choice), a drop it refuses changes nothing and says why. Keyboard and screen
// reader users fill the same slot through its picker.
import "./drop.css";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import type { MediaItem, MediaKind } from "../../api";
import { useToast } from "../../state";
import { t, tn } from "../../i18n";
import { addSlot, dragState, watchDrag, type Held } from "./hub";

/** What a slot says of what is held: it takes it (the words to say), or not (why). */
export type Judged = { takes: true; text: string } | { takes: false; text: string };

/** What a slot takes. */
export interface Takes {
  kinds: MediaKind[];
  /** Only items the service can read at their address (what the tools and Video send). */
  atService?: boolean;
  /** Only items the service knows, by its id or their address (a track to mix). */
  serviceKnows?: boolean;
  /** Several at once (in the order held). */
  many?: boolean;
  /** Files from this computer too (a photo drop zone): the held path goes to `onFile`. */
  files?: boolean;
}

/** What a slot wants, in words: "a picture", "a video", "a track", or "a picture or a video". */
function wants(kinds: MediaKind[]): string {
  return t(kinds.length > 1 ? "shell.drop.wants.image_or_video" : `shell.drop.wants.${kinds[0] ?? "image"}`);
}

/** Whether a slot taking `takes` takes `held`, in words. */
export function judge(held: Held, takes: Takes): Judged {
  const items = held.items;
  if (!items) return { takes: false, text: t("shell.drop.checking") };
  if (items.length === 0) return { takes: false, text: t("shell.drop.no.nothing") };
  if (items.length > 1 && !takes.many) return { takes: false, text: t("shell.drop.no.single") };
  if (items.some((m) => m == null)) {
    if (!takes.files) return { takes: false, text: t("shell.drop.no.file") };
    return { takes: true, text: t("shell.drop.takes.file") };
  }
  const known = items as MediaItem[];
  const wrong = known.find((m) => !takes.kinds.includes(m.kind));
  if (wrong)
    return {
      takes: false,
      text: t("shell.drop.no.kind", {
        held: t(`shell.drop.noun.${wrong.kind}`),
        takes: wants(takes.kinds),
      }),
    };
  if (takes.atService && known.some((m) => m.remoteUrl == null))
    return { takes: false, text: t("shell.drop.no.local") };
  if (known.length > 1) return { takes: true, text: tn("shell.drop.takes.many", known.length) };
  return { takes: true, text: t(`shell.drop.takes.${known[0].kind}`) };
}

/** The drag as it is now, re-rendering as it moves. */
export function useDrag() {
  return useSyncExternalStore(watchDrag, dragState);
}

/** What a slot is given. */
export interface SlotOptions {
  takes: Takes;
  /** The held library items, in order (one unless `takes.many`), and their files: fill the slot as the
   * picker does. */
  onTake: (items: MediaItem[], paths: string[]) => void;
  /** A file from this computer (with `takes.files`), by its dropped path. */
  onFile?: (path: string) => void;
  /** The slot's name, for the words said while dragging ("Source picture"). */
  label: string;
  /** What it says when it takes what is held (default: "Drop to use this picture" and the like). */
  takesText?: string;
  /** Says nothing until the pointer is over it (a row of a list among many). */
  quiet?: boolean;
}

/** Makes the element `ref` is put on a slot; `className` and `veil` go on and in it. */
export function useDropSlot<E extends HTMLElement>({
  takes,
  onTake,
  onFile,
  label,
  takesText,
  quiet = false,
}: SlotOptions) {
  const ref = useRef<E>(null);
  const toast = useToast();
  const latest = useRef({ takes, onTake, onFile, toast });
  latest.current = { takes, onTake, onFile, toast };
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return addSlot(el, (held) => {
      const { takes, onTake, onFile, toast } = latest.current;
      const verdict = judge(held, takes);
      if (!verdict.takes) return toast({ kind: "error", text: verdict.text });
      const items = held.items ?? [];
      if (items.every((m) => m != null)) onTake(items as MediaItem[], held.paths);
      else if (onFile && held.paths[0]) onFile(held.paths[0]);
    });
  }, []);
  const { held, over } = useDrag();
  const here = over != null && over === ref.current;
  const judged = held && (here || !quiet) ? judge(held, takes) : null;
  const verdict = judged?.takes && takesText ? { ...judged, text: takesText } : judged;
  const className = `drop-slot${verdict ? (verdict.takes ? " drop-takes" : " drop-refuses") : ""}${here ? " drop-here" : ""}`;
  const veil = verdict ? (
    <div className="drop-verdict" role="status" aria-label={`${label}: ${verdict.text}`}>
      <span>{verdict.text}</span>
    </div>
  ) : null;
  return { ref, className, veil, label };
}

/** A slot around its children (a picker's field, a source). */
export function DropSlot({
  className = "",
  children,
  ...options
}: SlotOptions & { className?: string; children: ReactNode }) {
  const slot = useDropSlot<HTMLDivElement>(options);
  return (
    <div ref={slot.ref} className={`${slot.className} ${className}`} data-drop-slot={slot.label}>
      {children}
      {slot.veil}
    </div>
  );
}
