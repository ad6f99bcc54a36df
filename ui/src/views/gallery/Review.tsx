// A photographer's review over a set of items (the Gallery's filtered list or its selection, a finished
// batch's pictures): one item large, the rest as a strip. ← → move, P picks, X rejects, 1-5 rate, 0 takes the
// rating off, Ctrl/Cmd+Z undoes the last; every key is a button too, and each action is said aloud
// (aria-live). Each mark is stored in the library as it is made (`media_flag`, `media_rate`), so a review
// left half-way and opened again starts where it stopped. The end step says plainly what happens: "Keep 2,
// move 4 to the Trash": the rejected go to the Trash on this computer only (`media_delete_many` with
// "this_computer": nothing is asked of the service, which keeps its copies).
import "./review.css";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useReducer, useState } from "react";
import { galleryApi, type MediaItem } from "../../api/gallery";
import type { ApiError } from "../../api";
import { t, tn } from "../../i18n";
import { modKeyName, reviewKey } from "../../lib/shortcuts";
import { useHandleError, useToast } from "../../state";
import { Check } from "../../widgets/Check";
import { Dialog } from "../../widgets/Dialog";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { ItemMedia } from "./Lightbox";
import { endOf, markWords, marksOf, startAt, toggled, type Marks, type Step } from "./review";
import { itemTitle } from "./title";

const RATINGS = [1, 2, 3, 4, 5];
/** The two verdicts' buttons: the flag, its verb, its sign and its key. */
const VERDICTS = [
  ["picked", "pick", "✓", "P"],
  ["rejected", "reject", "✕", "X"],
] as const;
const markOf = (marks: Map<string, Marks>, id: string): Marks => marks.get(id) ?? { flag: "none", rating: null };

/** Where a review is: each item's marks, the item shown, the steps it can undo, whether the end step shows. */
interface Live {
  marks: Map<string, Marks>;
  index: number;
  steps: Step[];
  ending: boolean;
}

export function Review({
  items,
  error,
  onClose,
  onChanged,
}: {
  /** The items to review, in order; null while they load (the review is open either way). */
  items: MediaItem[] | null;
  /** Why the items could not be read. */
  error?: ApiError | null;
  onClose: () => void;
  /** Marks were stored, or items moved to the Trash: what shows them reads them again. */
  onChanged: () => void;
}) {
  // Marks stored or items moved: the list behind is read again when the review closes, however it closes
  // (a button, Esc).
  const stored = useRef(false);
  const close = useCallback(() => {
    if (stored.current) onChanged();
    onClose();
  }, [onChanged, onClose]);
  const onStored = useCallback(() => void (stored.current = true), []);
  return (
    <Dialog open onClose={close} labelledBy="review-title" className="review">
      {items == null || items.length === 0 ? (
        <div className="review-inner">
          <div className="review-bar">
            <h2 id="review-title">{t("review.open")}</h2>
            <button type="button" className="button" onClick={close} data-autofocus>
              {t("review.close")}
            </button>
          </div>
          {error ? (
            <ErrorNotice error={error} headline={t("review.load_error")} />
          ) : (
            <p className="muted review-loading" role="status">
              {items == null ? t("review.loading") : t("review.nothing")}
            </p>
          )}
        </div>
      ) : (
        <ReviewOf items={items} onClose={close} onStored={onStored} />
      )}
    </Dialog>
  );
}

function ReviewOf({ items, onClose, onStored }: { items: MediaItem[]; onClose: () => void; onStored: () => void }) {
  const handleError = useHandleError();
  const toast = useToast();
  const [said, setSaid] = useState("");
  const [error, setError] = useState<ApiError | null>(null);
  const [alsoUnmarked, setAlsoUnmarked] = useState(false);
  const [moving, setMoving] = useState<{ done: number; total: number } | null>(null);
  const endTitle = useRef<HTMLHeadingElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLOListElement>(null);
  // Where the review is, kept in a ref and drawn again on each change: keys come faster than renders (a key
  // held, a fast hand, xdotool), and each press must act on what the one before it left.
  const live = useRef<Live | null>(null);
  if (!live.current) {
    const marks = marksOf(items);
    live.current = { marks, index: startAt(items, marks), steps: [], ending: false };
  }
  const [, render] = useReducer((n: number) => n + 1, 0);
  const update = useCallback((change: Partial<Live>) => {
    Object.assign(live.current as Live, change);
    render();
  }, []);
  // Every action waits for the one before it (its mark stored first), so marks are stored in the order given.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const act = useCallback((action: () => unknown) => {
    queue.current = queue.current.then(action).catch(() => undefined);
  }, []);
  const { marks, index, steps, ending } = live.current;

  const total = items.length;
  const item = items[index];
  const mark = markOf(marks, item.id);
  const end = useMemo(() => endOf(items, marks, alsoUnmarked), [items, marks, alsoUnmarked]);

  // The strip follows the item shown.
  useEffect(() => {
    stripRef.current
      ?.querySelector<HTMLElement>(`[data-review-index="${index}"]`)
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [index]);

  const close = onClose;
  const now = () => live.current as Live;

  /** Stores a change of one item's marks, shows it at once, and takes it back when the library refuses it. */
  const store = useCallback(
    async (id: string, before: Marks, after: Marks) => {
      setError(null);
      update({ marks: new Map(now().marks).set(id, after) });
      try {
        if (after.flag !== before.flag) await galleryApi.flag([id], after.flag);
        if (after.rating !== before.rating) await galleryApi.rate([id], after.rating);
        onStored();
        return true;
      } catch (e) {
        update({ marks: new Map(now().marks).set(id, before) });
        setError(handleError(e));
        return false;
      }
    },
    [handleError, onStored, update],
  );

  /** Shows item `to`; past the last, the end step. */
  const move = useCallback(
    (to: number) => {
      if (to >= total) update({ ending: true });
      else update({ index: Math.max(0, Math.min(total - 1, to)), ending: false });
    },
    [total, update],
  );

  const flag = useCallback(
    async (pressed: "picked" | "rejected") => {
      const { marks, index } = now();
      const id = items[index].id;
      const before = markOf(marks, id);
      const step: Step = { id, index, what: "flag", before, after: { ...before, flag: toggled(before.flag, pressed) } };
      const { after } = step;
      if (!(await store(id, before, after))) return;
      update({ steps: [...now().steps, step] });
      setSaid(sayAgain(saidOf(step)));
      // A verdict given moves on (past the last: the end step); one taken off stays.
      if (after.flag !== "none") move(index + 1);
    },
    [items, store, move, update],
  );

  const rate = useCallback(
    async (rating: number | null) => {
      const { marks, index } = now();
      const id = items[index].id;
      const before = markOf(marks, id);
      const step: Step = { id, index, what: "rating", before, after: { ...before, rating } };
      if (before.rating !== rating) {
        if (!(await store(id, before, step.after))) return;
        update({ steps: [...now().steps, step] });
      }
      setSaid(sayAgain(saidOf(step)));
    },
    [items, store, update],
  );

  const undo = useCallback(async () => {
    const { steps } = now();
    const last = steps[steps.length - 1];
    if (!last) {
      setSaid(sayAgain(t("review.said.nothing_to_undo")));
      return;
    }
    if (!(await store(last.id, last.after, last.before))) return;
    update({ steps: steps.slice(0, -1), ending: false, index: last.index });
    setSaid(sayAgain(t("review.said.undone", { what: saidOf(last) })));
  }, [store, update]);

  // The keys are the window's while the review is open (the focus may be on a button of it, or nowhere after
  // a part it was on went away); not a key meant for a player, a field, or another dialog over this one.
  const onKey = (e: KeyboardEvent) => {
    if (moving || e.defaultPrevented) return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest("video, audio, input, select, textarea")) return;
    const top = [...document.querySelectorAll("dialog[open]")].pop();
    if (top && !top.classList.contains("review")) return;
    const key = reviewKey(e);
    if (!key) return;
    if (ending && key.kind !== "undo") return;
    e.preventDefault();
    act(() => {
      if (now().ending && key.kind !== "undo") return;
      if (key.kind === "move") move(now().index + key.by);
      else if (key.kind === "go") move(key.to === "first" ? 0 : total - 1);
      else if (key.kind === "pick") return flag("picked");
      else if (key.kind === "reject") return flag("rejected");
      else if (key.kind === "rate") return rate(key.rating);
      else return undo();
    });
  };

  const keys = useRef(onKey);
  keys.current = onKey;
  // Listening before the review is painted: a key pressed as soon as it shows is never lost (an effect
  // runs after the paint, and on a busy machine a quick first key came before it).
  useLayoutEffect(() => {
    const listen = (e: KeyboardEvent) => keys.current(e);
    window.addEventListener("keydown", listen);
    return () => window.removeEventListener("keydown", listen);
  }, []);
  // The focus: on the large item when the review opens or comes back from its end step, on the end step's
  // heading when it opens (never on its button: a key pressed a moment too long moves nothing).
  useEffect(() => {
    if (ending) endTitle.current?.focus();
    else stage.current?.focus();
  }, [ending]);

  async function finish() {
    setError(null);
    if (end.trash.length === 0) {
      toast({ kind: "success", text: t("review.end.kept", { keep: end.keep }) });
      close();
      return;
    }
    setMoving({ done: 0, total: end.trash.length });
    try {
      const r = await galleryApi.deleteMany(end.trash, "this_computer", (p) => setMoving(p));
      onStored();
      if (r.failed.length) toast({ kind: "error", text: t("review.end.error") });
      toast({
        kind: "success",
        text: tn("review.end.done", r.trashed.length, { keep: total - r.trashed.length }),
      });
      close();
    } catch (e) {
      setError(handleError(e));
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="review-inner">
      <div className="review-bar">
        <h2 id="review-title">{t("review.title", { number: index + 1, total })}</h2>
        <p className="muted review-tally">
          {t("review.tally", { picked: end.picked, rejected: end.rejected, unmarked: end.unmarked })}
        </p>
        <div className="review-bar-actions">
          <button
            type="button"
            className="button"
            onClick={() => act(() => update({ ending: true }))}
            disabled={ending}
          >
            {t("review.finish")}
          </button>
          <button type="button" className="button" onClick={close} title={t("review.close_hint")}>
            {t("review.close")} <span className="kbd">{t("shell.keys.esc")}</span>
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      <ErrorNotice error={error} headline={t("review.save_error")} />
      {ending ? (
        <section className="review-end" aria-labelledby="review-end-title">
          <h3 id="review-end-title" ref={endTitle} tabIndex={-1}>
            {t("review.end.title")}
          </h3>
          <p className="muted">
            {t("review.tally", { picked: end.picked, rejected: end.rejected, unmarked: end.unmarked })}
          </p>
          {end.unmarked > 0 ? (
            <Check checked={alsoUnmarked} onChange={setAlsoUnmarked} disabled={moving != null}>
              {tn("review.end.also_unmarked", end.unmarked)}
            </Check>
          ) : null}
          <p id="review-end-what">
            {end.trash.length ? tn("review.end.what", end.trash.length) : t("review.end.none")}
          </p>
          {moving ? (
            <p className="review-moving" role="status">
              <progress max={moving.total} value={moving.done} aria-hidden="true" />{" "}
              {t("review.end.moving", { done: moving.done, total: moving.total })}
            </p>
          ) : null}
          <div className="dialog-actions review-end-actions">
            <button
              type="button"
              className="button primary"
              onClick={() => void finish()}
              disabled={moving != null}
              aria-describedby="review-end-what"
            >
              {end.trash.length
                ? t("review.end.keep_move", { keep: end.keep, move: end.trash.length })
                : t("review.end.keep_all", { keep: end.keep })}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => act(() => update({ ending: false }))}
              disabled={moving != null}
            >
              {t("review.end.back")}
            </button>
          </div>
        </section>
      ) : (
        <>
          <div className="review-stage" ref={stage} tabIndex={-1} data-autofocus>
            <button
              type="button"
              className="button nav-arrow"
              aria-label={t("review.previous")}
              onClick={() => act(() => move(now().index - 1))}
              disabled={index === 0}
            >
              ‹
            </button>
            <figure className={`review-figure review-${mark.flag}`}>
              <ItemMedia key={item.id} item={item} className="review-img" />
              <figcaption>
                <MarkBadges mark={mark} />
                <span className="review-caption">{itemTitle(item) ?? ""}</span>
              </figcaption>
            </figure>
            <button
              type="button"
              className="button nav-arrow"
              aria-label={t("review.next")}
              onClick={() => act(() => move(now().index + 1))}
            >
              ›
            </button>
          </div>
          <div className="review-actions" role="toolbar" aria-label={t("review.open")}>
            {VERDICTS.map(([verdict, verb, sign, key]) => (
              <button
                key={verdict}
                type="button"
                className={`button review-${verb}`}
                aria-pressed={mark.flag === verdict}
                aria-keyshortcuts={key}
                onClick={() => act(() => flag(verdict))}
              >
                {sign} {t(`review.${verb}`)} <span className="kbd">{key}</span>
              </button>
            ))}
            <span className="review-stars" role="group" aria-label={t("review.rate")}>
              {RATINGS.map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`review-star${mark.rating != null && n <= mark.rating ? " on" : ""}`}
                  aria-pressed={mark.rating === n}
                  aria-label={t("review.rate_n", { n })}
                  aria-keyshortcuts={String(n)}
                  onClick={() => act(() => rate(n))}
                >
                  ★
                </button>
              ))}
              <button
                type="button"
                className="button small"
                onClick={() => act(() => rate(null))}
                disabled={mark.rating == null}
                aria-keyshortcuts="0"
              >
                {t("review.no_rating")}
              </button>
            </span>
            <button
              type="button"
              className="button"
              onClick={() => act(() => undo())}
              disabled={steps.length === 0}
              aria-keyshortcuts="Control+Z"
            >
              ↶ {t("review.undo")} <span className="kbd">{`${modKeyName()}+Z`}</span>
            </button>
          </div>
          <Legend />
        </>
      )}
      <ol className="review-strip" ref={stripRef} aria-label={t("review.strip")}>
        {items.map((m, i) => {
          const mk = markOf(marks, m.id);
          return (
            <li key={m.id} data-review-index={i}>
              <button
                type="button"
                className={`review-thumb review-${mk.flag}${i === index ? " current" : ""}`}
                aria-current={i === index ? "true" : undefined}
                aria-label={[t("review.strip_item", { number: i + 1 }), ...markWords(mk)].join(", ")}
                onClick={() => act(() => move(i))}
                disabled={moving != null}
              >
                {m.thumbUrl || m.kind === "image" ? (
                  <img src={m.smallThumbUrl ?? m.thumbUrl ?? m.url} alt="" loading="lazy" />
                ) : (
                  <span className="review-thumb-kind" aria-hidden="true">
                    {m.kind === "audio" ? "♪" : "▶"}
                  </span>
                )}
                <MarkBadges mark={mk} small />
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** New words for the live region: the same words twice in a row ("Rejected", "Rejected") are changed by an
 * invisible space, so they are said again (a live region speaks a change). */
const sayAgain = (words: string) => (was: string) => (was === words ? `${words}\u00a0` : words);

/** What an undone step was, in the words said when it was made. */
function saidOf(step: Step): string {
  if (step.what === "rating")
    return step.after.rating ? t("review.said.rated", { n: step.after.rating }) : t("review.said.unrated");
  if (step.after.flag !== "none") return t(`review.said.${step.after.flag}`);
  return t(step.before.flag === "picked" ? "review.said.unpicked" : "review.said.unrejected");
}

export function MarkBadges({ mark, small = false }: { mark: Marks; small?: boolean }) {
  return (
    <span className={`review-badges${small ? " small" : ""}`} aria-hidden={small ? "true" : undefined}>
      {mark.flag !== "none" ? (
        <span className={`review-badge ${mark.flag}`}>
          {mark.flag === "picked" ? "✓" : "✕"}
          {small ? "" : ` ${t(`review.mark.${mark.flag}`)}`}
        </span>
      ) : null}
      {mark.rating ? <span className="review-badge rating">{"★".repeat(mark.rating)}</span> : null}
    </span>
  );
}

/** The keys, on screen. */
function Legend() {
  const keys: Array<[string, string]> = [
    ["← →", t("review.key.move")],
    ["P", t("review.key.pick")],
    ["X", t("review.key.reject")],
    ["1–5", t("review.key.rate")],
    ["0", t("review.key.unrate")],
    [`${modKeyName()}+Z`, t("review.key.undo")],
    [t("shell.keys.esc"), t("review.key.close")],
  ];
  return (
    <dl className="review-legend" aria-label={t("review.keys")}>
      {keys.map(([k, what]) => (
        <div key={k}>
          <dt>
            <kbd>{k}</kbd>
          </dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}
