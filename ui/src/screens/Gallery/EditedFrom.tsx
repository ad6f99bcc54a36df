// An edit's link to the picture it was made from: the original's thumbnail and "Before and after", which
// shows the two side by side. The original may have left the library since (deleted or emptied from the
// Trash): then the link says so.
import "./editedFrom.css";
import type { MediaItem } from "../../api";
import { useLibraryItem } from "../../lib/useLibraryItem";
import { itemTitle } from "./title";

export function EditedFrom({ item, onBeforeAfter }: { item: MediaItem; onBeforeAfter: (original: MediaItem) => void }) {
  const original = useLibraryItem(item.reference?.editedFrom ?? null);
  if (!item.reference?.editedFrom) return null;
  return (
    <div className="edited-from" data-testid="edited-from">
      <span className="edited-from-label">Edited from</span>
      {original ? (
        <>
          <img src={original.thumbUrl ?? original.url} alt={`The original: ${itemTitle(original) ?? "a picture"}`} />
          <button type="button" className="button small" onClick={() => onBeforeAfter(original)}>
            Before and after
          </button>
        </>
      ) : original === null ? (
        <span className="muted">a picture that is no longer in your library</span>
      ) : (
        <span className="muted">…</span>
      )}
    </div>
  );
}

export function BeforeAfter({ before, after }: { before: MediaItem; after: MediaItem }) {
  return (
    <div className="compare before-after" data-testid="before-after">
      {[
        { m: before, word: "Before" },
        { m: after, word: "After" },
      ].map(({ m, word }) => (
        <figure key={word} className="compare-side">
          <img src={m.url} alt={`${word}: ${itemTitle(m) ?? "picture"}`} className="compare-img" />
          <figcaption>{word}</figcaption>
        </figure>
      ))}
    </div>
  );
}
