// Stitch: pick clips (picking order = clip order), reorder them by dragging the handle (pointer events,
// not HTML5 drag-and-drop: the window keeps native file drop) or with the keyboard, preview the order.
import { useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { useDropSlot } from "../../views/drop/DropSlot";
import type { MediaItem } from "../../api";
import type { ToolRequest } from "../../api/tools";
import { useDraft } from "../../forms/useDraft";
import { NewResult, PickField, RunBar, useTool, useToolFill } from "./shared";
import { FormTop } from "../../forms/FormTop";
import { chosenItem, MediaThumb } from "../../views/MediaPicker";
import { useSeenItems } from "../../state";
import { stitchFromSettings, type StitchDraft } from "./toolRecall";
import { t } from "../../i18n";

export function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = list.slice();
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x);
  return next;
}

export function StitchTool({ items }: { items: MediaItem[] | null }) {
  const { seen } = useSeenItems();
  // The chosen clip comes first; the next ones are picked below.
  const fill = useToolFill("tool", "join", items, stitchFromSettings, (_: StitchDraft, m) => ({ clipIds: [m.id] }));
  const { draft, setDraft, filled, dismissFilled } = useDraft<StitchDraft>("tools-stitch", {
    initial: { clipIds: [] },
    fill,
  });
  const clips = (Array.isArray(draft.clipIds) ? draft.clipIds : [])
    .map((id) => chosenItem(items, id, seen))
    .filter((m): m is MediaItem => m != null);
  const setClips = (f: (c: MediaItem[]) => MediaItem[]) => setDraft({ clipIds: f(clips).map((c) => c.id) });
  const [announce, setAnnounce] = useState("");
  const request: ToolRequest | null = clips.length
    ? { tool: "stitch_videos", request: { videoUrls: clips.map((c) => c.remoteUrl ?? "") } }
    : null;
  const { fields: msgs, result, bar } = useTool(request);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= clips.length || from === to) return;
    setClips((c) => moveItem(c, from, to));
    setAnnounce(t("tools.stitch.moved", { n: to + 1, total: clips.length }));
  };

  return (
    <div className="tool-form tool-columns">
      <FormTop filled={filled} onDismiss={dismissFilled} recallVerb={t("tools.stitch.recall_verb")} />
      <div className="tool-fields">
        <PickField
          legend={t("tools.stitch.choose")}
          items={items}
          kinds={["video"]}
          multiple
          selected={clips.map((c) => c.id)}
          onToggle={(m) => setClips((c) => (c.some((x) => x.id === m.id) ? c.filter((x) => x.id !== m.id) : [...c, m]))}
          errorId="stitch-err"
          error={clips.length ? msgs.videoUrls : undefined}
        />

        {clips.length ? (
          <fieldset className="field">
            <legend>{t("tools.stitch.order")}</legend>
            <p className="help" id="order-help">
              {t("tools.stitch.order_help")}
            </p>
            <ClipOrder
              clips={clips}
              move={move}
              onRemove={(i) => setClips((c) => c.filter((_, j) => j !== i))}
              onDropAt={(i, m) => setClips((c) => insertAt(c, i, m))}
            />
            <p className="visually-hidden" aria-live="polite">
              {announce}
            </p>
          </fieldset>
        ) : null}
      </div>

      <div className="tool-side">
        {clips.length ? <OrderPreview clips={clips} /> : null}

        <RunBar {...bar} verb={t("tools.stitch.verb")} hint={t("tools.stitch.hint")} />
        <NewResult result={result} title={t("tools.stitch.result")} />
      </div>
    </div>
  );
}

/** `m` placed before the clip at `i` (moved there when it is in the order already). */
export function insertAt(clips: MediaItem[], i: number, m: MediaItem): MediaItem[] {
  const before = clips[i]?.id;
  const rest = clips.filter((c) => c.id !== m.id);
  const at =
    before === m.id
      ? i
      : Math.max(
          0,
          rest.findIndex((c) => c.id === before),
        );
  return [...rest.slice(0, at), m, ...rest.slice(at)];
}

/** A row of the order: a video dragged onto it goes before it (its words say so only while the pointer is
 * over it). */
function ClipRow({
  id,
  n,
  className,
  onDrop,
  children,
}: {
  id: string;
  n: number;
  className: string;
  onDrop: (m: MediaItem) => void;
  children: ReactNode;
}) {
  const slot = useDropSlot<HTMLLIElement>({
    takes: { kinds: ["video"], atService: true },
    onTake: ([m]) => onDrop(m),
    label: t("tools.stitch.clip_n", { n }),
    takesText: t("tools.stitch.drop_before", { n }),
    quiet: true,
  });
  return (
    <li ref={slot.ref} className={`${className} ${slot.className}`} data-clip-id={id} data-drop-slot={slot.label}>
      {children}
      {slot.veil}
    </li>
  );
}

/** A row's buttons: move up, move down (by one place), remove. */
const ROW_BUTTONS = [
  ["move_up", -1, "↑"],
  ["move_down", 1, "↓"],
  ["remove", 0, "✕"],
] as const;

function ClipOrder({
  clips,
  move,
  onRemove,
  onDropAt,
}: {
  clips: MediaItem[];
  move: (from: number, to: number) => void;
  onRemove: (i: number) => void;
  /** A video dragged onto a row: put before it. */
  onDropAt: (i: number, m: MediaItem) => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);

  // Pointer-based reordering: while the handle is held, the row under the pointer takes its place.
  const onPointerDown = (i: number) => (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(i);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (dragging == null || !listRef.current) return;
    const rows = Array.from(listRef.current.querySelectorAll<HTMLElement>("li.clip-row"));
    const target = rows.findIndex((r) => {
      const b = r.getBoundingClientRect();
      return e.clientY >= b.top && e.clientY < b.bottom;
    });
    if (target !== -1 && target !== dragging) {
      move(dragging, target);
      setDragging(target);
    }
  };
  const end = () => setDragging(null);

  return (
    <ol className="clip-order" ref={listRef} aria-describedby="order-help">
      {clips.map((c, i) => (
        <ClipRow
          key={c.id}
          id={c.id}
          n={i + 1}
          className={`clip-row${dragging === i ? " dragging" : ""}`}
          onDrop={(m) => onDropAt(i, m)}
        >
          <button
            type="button"
            className="clip-handle"
            aria-label={t("tools.stitch.handle", { n: i + 1, prompt: c.prompt ?? t("tools.stitch.untitled") })}
            onPointerDown={onPointerDown(i)}
            onPointerMove={onPointerMove}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={(e) => {
              const to = e.key === "ArrowUp" ? i - 1 : e.key === "ArrowDown" ? i + 1 : -1;
              if (to < 0 || to >= clips.length) return;
              e.preventDefault();
              move(i, to);
              requestAnimationFrame(() =>
                listRef.current?.querySelectorAll<HTMLButtonElement>(".clip-handle")[to]?.focus(),
              );
            }}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <span className="clip-num" aria-hidden="true">
            {i + 1}
          </span>
          <span className="clip-thumb">
            <MediaThumb item={c} />
          </span>
          <span className="clip-name">{c.prompt ?? t("tools.stitch.untitled_clip")}</span>
          <span className="clip-actions">
            {ROW_BUTTONS.map(([what, by, mark]) => (
              <button
                key={what}
                type="button"
                className="button small"
                disabled={by !== 0 && !clips[i + by]}
                onClick={() => (by ? move(i, i + by) : onRemove(i))}
                aria-label={t(`tools.stitch.${what}`, { n: i + 1 })}
              >
                {mark}
              </button>
            ))}
          </span>
        </ClipRow>
      ))}
    </ol>
  );
}

/** Plays the clips one after another, as they will be joined. */
function OrderPreview({ clips }: { clips: MediaItem[] }) {
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const idx = Math.min(at, clips.length - 1);
  const clip = clips[idx];
  return (
    <section className="order-preview" aria-label={t("tools.stitch.preview")}>
      <h3>{t("tools.stitch.preview")}</h3>
      <ol className="order-strip" data-testid="order-strip">
        {clips.map((c, i) => (
          <li key={c.id} className={i === idx ? "current" : undefined}>
            <span className="clip-num" aria-hidden="true">
              {i + 1}
            </span>
            <MediaThumb item={c} />
            <span className="visually-hidden">
              {t("tools.stitch.clip", { n: i + 1, prompt: c.prompt ?? t("tools.stitch.untitled") })}
            </span>
          </li>
        ))}
      </ol>
      <video
        key={`${clip.id}-${idx}`}
        className="order-player"
        src={clip.url}
        poster={clip.thumbUrl ?? undefined}
        controls
        preload="metadata"
        playsInline
        autoPlay={playing}
        aria-label={t("tools.stitch.clip_of", { n: idx + 1, total: clips.length })}
        onEnded={() => {
          if (playing && idx < clips.length - 1) setAt(idx + 1);
          else setPlaying(false);
        }}
      />
      <p className="muted">{t("tools.stitch.clip_of", { n: idx + 1, total: clips.length })}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setAt(0);
          setPlaying(true);
        }}
      >
        ▶ {t("tools.stitch.play_all")}
      </button>
    </section>
  );
}
