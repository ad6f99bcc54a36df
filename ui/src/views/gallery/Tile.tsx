// One gallery tile: the thumbnail (a button opening the lightbox), a loading placeholder while its page
// is on the way, and in the Trash a Restore button under it.
import { useState, type MouseEvent } from "react";
import { useDragGesture } from "../../lib/useDragGesture";
import { galleryApi, type MediaItem } from "../../api/gallery";
import { useHandleError, useToast } from "../../state";
import { itemTitle, kindWord } from "./title";
import { restoredText } from "./deleteWords";
import { markWords } from "./review";
import { PlayMark } from "../../widgets/PlayMark";
import { t } from "../../i18n";

export function Tile({
  index,
  item,
  onOpen,
  trash,
  onChanged,
  selected = false,
  onDragOut,
  still = true,
}: {
  index: number;
  item: MediaItem | undefined;
  /** A click: opens the item, or (with Shift, Ctrl/Cmd, or a selection) selects. */
  onOpen: (e: MouseEvent) => void;
  trash: boolean;
  onChanged: () => void;
  selected?: boolean;
  /** The pointer pressed on the tile moved away: drag its file (or the selection's) out of the window. */
  onDragOut?: () => void;
  /** The grid is not scrolling: the picture may load (see `Thumb`). */
  still?: boolean;
}) {
  const drag = useDragGesture(onDragOut);
  if (!item) {
    // Same shape as a loaded tile, so the button (and keyboard focus) survives its page arriving.
    return (
      <>
        <button
          type="button"
          className="thumb thumb-loading"
          data-index={index}
          aria-label={t("gallery.loading_item", { number: String(index + 1) })}
          aria-busy="true"
          onClick={onOpen}
        />
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`thumb${selected ? " selected" : ""}`}
        data-index={index}
        data-id={item.id}
        aria-label={[
          t(selected ? "gallery.tile.open_selected" : "gallery.tile.open", {
            kind: kindWord(item),
            number: String(index + 1),
            title: itemTitle(item) ?? t("gallery.untitled"),
          }),
          ...markWords({ flag: item.flag ?? "none", rating: item.rating ?? null }),
        ].join(", ")}
        onClick={(e) => (drag.dragged() ? undefined : onOpen(e))}
        onPointerDown={drag.down}
        onPointerMove={drag.move}
      >
        <Thumb key={item.id} item={item} load={still} />
        {item.favourite ? (
          <span className="thumb-star" title={t("gallery.tile.favourite")} aria-hidden="true">
            ★
          </span>
        ) : null}
        {(item.flag && item.flag !== "none") || item.rating ? (
          <span className="thumb-review" aria-hidden="true">
            {item.flag === "picked" ? "✓" : item.flag === "rejected" ? "✕" : ""}
            {item.rating ? `${item.flag && item.flag !== "none" ? " " : ""}${"★".repeat(item.rating)}` : ""}
          </span>
        ) : null}
        {selected ? (
          <span className="thumb-check" aria-hidden="true">
            ✓
          </span>
        ) : null}
      </button>
      {trash ? <RestoreButton item={item} onChanged={onChanged} /> : null}
    </>
  );
}

/** A tile's picture. Not `loading="lazy"`: the grid only renders the tiles near the view, and a lazy
 * picture waited for a layout pass before it even asked (a new search's first picture came ~100 ms later).
 * `load` false (its grid is scrolling): a picture not asked for yet waits, as a blank tile, until it is
 * true; once asked for it stays. Keyed by the item, so another item starts again. `small`: the tile is at
 * most 160 CSS pixels wide (Home's recent work), so a 1x screen gets the thumbnail's small copy (a quarter of
 * the pixels decoded and kept) and a 2x screen the thumbnail. */
export function Thumb({ item, load = true, small = false }: { item: MediaItem; load?: boolean; small?: boolean }) {
  const [asked, setAsked] = useState(load);
  if (load && !asked) setAsked(true);
  return (
    <>
      {!asked ? (
        <span className="thumb-blank" aria-hidden="true" />
      ) : item.thumbUrl || item.kind === "image" ? (
        <img
          src={item.thumbUrl ?? item.url}
          srcSet={
            small && item.smallThumbUrl && item.thumbUrl ? `${item.smallThumbUrl} 1x, ${item.thumbUrl} 2x` : undefined
          }
          alt=""
          decoding="async"
          draggable={false}
        />
      ) : (
        <span className="thumb-blank" aria-hidden="true">
          {item.kind === "audio" ? "♪" : ""}
        </span>
      )}
      {item.kind === "video" ? <PlayMark /> : null}
    </>
  );
}

/** Restore from the Trash: a toast says it is back, or why not (`errorText`, the tile's own by default). */
export function RestoreButton({
  item,
  onChanged,
  className = "button small restore",
  errorText = t("gallery.restore_error"),
}: {
  item: MediaItem;
  onChanged: () => void;
  className?: string;
  errorText?: string;
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await galleryApi.restore(item.id);
          toast({ kind: "success", text: restoredText(item) });
          onChanged();
        } catch (e) {
          const err = handleError(e);
          toast({ kind: "error", text: errorText, detail: err.detail });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t("gallery.restoring") : t("gallery.restore")}
    </button>
  );
}
