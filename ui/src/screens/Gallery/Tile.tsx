// One gallery tile: the thumbnail (a button opening the lightbox), a loading placeholder while its page
// is on the way, and in the Trash a Restore button under it.
import { useState, type MouseEvent } from "react";
import { galleryApi, type MediaItem } from "../../api/gallery";
import { useHandleError, useToast } from "../../state";
import { itemTitle, kindWord } from "./title";
import { restoredText } from "./deleteWords";

export { kindWord };

export function Tile({
  index,
  item,
  onOpen,
  trash,
  onChanged,
  selected = false,
}: {
  index: number;
  item: MediaItem | undefined;
  /** A click: opens the item, or (with Shift, Ctrl/Cmd, or a selection) selects. */
  onOpen: (e: MouseEvent) => void;
  trash: boolean;
  onChanged: () => void;
  selected?: boolean;
}) {
  if (!item) {
    // Same shape as a loaded tile, so the button (and keyboard focus) survives its page arriving.
    return (
      <>
        <button
          type="button"
          className="thumb thumb-loading"
          data-index={index}
          aria-label={`Loading item ${index + 1}`}
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
        aria-label={`Open ${kindWord(item)} ${index + 1}: ${itemTitle(item) ?? "untitled"}${selected ? " (selected)" : ""}`}
        onClick={onOpen}
      >
        <Thumb item={item} />
        {item.favourite ? (
          <span className="thumb-star" title="Favourite" aria-hidden="true">
            ★
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

export function Thumb({ item }: { item: MediaItem }) {
  return (
    <>
      {item.thumbUrl || item.kind === "image" ? (
        <img src={item.thumbUrl ?? item.url} alt="" loading="lazy" decoding="async" draggable={false} />
      ) : (
        <span className="thumb-blank" aria-hidden="true">
          {item.kind === "audio" ? "♪" : ""}
        </span>
      )}
      {item.kind === "video" ? (
        <span className="source-play" aria-hidden="true">
          ▶
        </span>
      ) : null}
    </>
  );
}

function RestoreButton({ item, onChanged }: { item: MediaItem; onChanged: () => void }) {
  const handleError = useHandleError();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button small restore"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await galleryApi.restore(item.id);
          toast({ kind: "success", text: restoredText(item) });
          onChanged();
        } catch (e) {
          const err = handleError(e);
          toast({ kind: "error", text: "That item couldn't be restored.", detail: err.detail });
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? "Restoring…" : "Restore"}
    </button>
  );
}
