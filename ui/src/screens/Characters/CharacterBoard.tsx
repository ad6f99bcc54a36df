// A character's board: everything in the library made with this face (pictures, videos, slides), newest
// first, in a grid beside the reference photo. Any item opens in the Gallery's lightbox; any two picked
// compare side by side with the reference photo.
import { DragImage } from "../../views/drop/DragImage";
import "../../views/gallery/gallery.css";
import { useMemo, useState } from "react";
import type { MediaItem } from "../../api";
import { Dialog } from "../../widgets/Dialog";
import { PickMore } from "../../widgets/PickSearch";
import { mediaTag } from "../../state/toolNames";
import type { Paged } from "../../lib/usePaged";
import { usePick } from "../../lib/usePick";
import { ItemMedia, Lightbox } from "../../views/gallery/Lightbox";
import type { Pages } from "../../views/gallery/usePages";
import { t } from "../../i18n";

const PAGE = 60;

export type Board = Paged<MediaItem>;

/** The library's items made with a character's face, a page at a time. */
export function useBoard(characterId: string): Board {
  return usePick({ kind: null, characterId, search: "", atService: false }, PAGE);
}

/** What a tile says it is: "Slide" for a slideshow's picture, a video's copy by the tool that made it. */
function tileTag(m: MediaItem): string | null {
  if (m.jobKind === "slideshow") return t("characters.board.slide");
  return mediaTag(m);
}

export function CharacterBoard({
  board,
  name,
  referenceUrl,
}: {
  board: Board;
  name: string;
  referenceUrl: string | null;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [picked, setPicked] = useState<MediaItem[]>([]);
  const [comparing, setComparing] = useState(false);
  const { items, total, more, reload } = board;
  const pages: Pages = useMemo(
    () => ({
      total,
      get: (i: number) => items[i],
      ensure: (_from: number, to: number) => {
        if (to >= items.length && total != null && items.length < total && !board.loading) more();
      },
      reload,
      error: board.error,
      version: items.length,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when what it reads changes
    [items, total, board.loading, board.error],
  );
  const toggle = (m: MediaItem) =>
    setPicked((p) => (p.some((x) => x.id === m.id) ? p.filter((x) => x.id !== m.id) : [...p, m].slice(-2)));

  return (
    <section className="char-media char-board" aria-labelledby="char-board-title">
      <h3 id="char-board-title">{t("characters.board.made_with", { name })}</h3>
      {total === 0 ? (
        <p className="muted">{t("characters.board.empty")}</p>
      ) : (
        <div className="board-layout">
          <figure className="board-reference">
            {referenceUrl ? <img src={referenceUrl} alt={t("characters.reference_of", { name })} /> : null}
            <figcaption className="muted">{t("characters.reference")}</figcaption>
          </figure>
          <div className="board-main">
            <div className="board-bar" aria-live="polite">
              <span className="muted">
                {picked.length === 2
                  ? t("characters.board.two_picked")
                  : picked.length === 1
                    ? t("characters.board.pick_one_more")
                    : t("characters.board.pick_two")}
              </span>
              <button
                type="button"
                className="button small"
                disabled={picked.length !== 2}
                onClick={() => setComparing(true)}
              >
                {t("characters.board.compare")}
              </button>
            </div>
            <ul className="board-grid" aria-label={t("characters.board.made_with", { name })}>
              {items.map((m, i) => {
                const on = picked.some((x) => x.id === m.id);
                const tag = tileTag(m);
                const what = `${t(`characters.board.kind.${m.kind}`)} ${i + 1}: ${m.prompt ?? t("common.untitled")}`;
                return (
                  <li key={m.id} className={`board-tile${on ? " picked" : ""}`}>
                    <button
                      type="button"
                      className="board-open"
                      aria-label={t("characters.board.open", { what })}
                      onClick={() => setOpen(i)}
                    >
                      {m.kind === "audio" ? (
                        <span className="char-thumb board-audio" aria-hidden="true">
                          ♪
                        </span>
                      ) : (
                        <DragImage id={m.id} className="char-thumb" src={m.thumbUrl ?? m.url} alt="" loading="lazy" />
                      )}
                      {tag ? <span className="board-tag">{tag}</span> : null}
                    </button>
                    <label className="board-pick">
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={() => toggle(m)}
                        aria-label={t("characters.board.compare_item", { what })}
                      />
                      {t("characters.board.compare_label")}
                    </label>
                  </li>
                );
              })}
            </ul>
            <PickMore
              hasMore={total != null && items.length < total}
              left={total != null ? total - items.length : null}
              loading={board.loading}
              error={board.error}
              onMore={more}
              noun={t("characters.board.more_noun", { name })}
            />
          </div>
        </div>
      )}
      <Lightbox
        pages={pages}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        onChanged={() => {
          setPicked([]);
          reload();
        }}
        trash={false}
        characterName={() => name}
      />
      <Dialog
        open={comparing}
        onClose={() => setComparing(false)}
        labelledBy="board-compare-title"
        className="lightbox"
      >
        {comparing && picked.length === 2 ? (
          <div className="lightbox-inner">
            <div className="lightbox-bar">
              <h2 id="board-compare-title" className="lightbox-title">
                {t("characters.board.compare_title", { name })}
              </h2>
              <button type="button" className="button" onClick={() => setComparing(false)} data-autofocus>
                {t("common.close")} <span className="kbd">{t("shell.keys.esc")}</span>
              </button>
            </div>
            <div className="compare board-compare" data-testid="board-compare">
              <section className="compare-side" aria-label={t("characters.reference")}>
                {referenceUrl ? (
                  <img src={referenceUrl} alt={t("characters.reference_of", { name })} className="compare-img" />
                ) : null}
                <p className="muted">{t("characters.reference")}</p>
              </section>
              {picked.map((m, i) => (
                <section
                  key={m.id}
                  className="compare-side"
                  aria-label={i === 0 ? t("characters.board.first_pick") : t("characters.board.second_pick")}
                >
                  <ItemMedia item={m} className="compare-img" />
                  <p className="muted">{m.prompt ?? tileTag(m) ?? t(`characters.board.kind.${m.kind}`)}</p>
                </section>
              ))}
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
