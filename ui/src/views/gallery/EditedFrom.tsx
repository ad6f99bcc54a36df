// An edit's link to the picture it was made from: the original's thumbnail and "Before and after", which
// shows the two side by side. The original may have left the library since (deleted or emptied from the
// Trash): then the link says so.
import "./editedFrom.css";
import type { MediaItem } from "../../api";
import { t } from "../../i18n";
import { useLibraryItem } from "../../lib/useLibraryItem";
import { itemTitle } from "./title";

export function EditedFrom({ item, onBeforeAfter }: { item: MediaItem; onBeforeAfter: (original: MediaItem) => void }) {
  const original = useLibraryItem(item.reference?.editedFrom ?? null);
  if (!item.reference?.editedFrom) return null;
  return (
    <div className="edited-from" data-testid="edited-from">
      <span className="edited-from-label">{t("gallery.edited.from")}</span>
      {original ? (
        <>
          <img
            src={original.thumbUrl ?? original.url}
            alt={t("gallery.edited.original", { title: itemTitle(original) ?? t("gallery.edited.a_picture") })}
          />
          <button type="button" className="button small" onClick={() => onBeforeAfter(original)}>
            {t("gallery.lightbox.before_after")}
          </button>
        </>
      ) : original === null ? (
        <span className="muted">{t("gallery.edited.gone")}</span>
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
        { m: before, key: "before", word: t("gallery.edited.before"), alt: "gallery.edited.before_alt" as const },
        { m: after, key: "after", word: t("gallery.edited.after"), alt: "gallery.edited.after_alt" as const },
      ].map(({ m, key, word, alt }) => (
        <figure key={key} className="compare-side">
          <img
            src={m.url}
            alt={t(alt, { title: itemTitle(m) ?? t("gallery.edited.picture") })}
            className="compare-img"
          />
          <figcaption>{word}</figcaption>
        </figure>
      ))}
    </div>
  );
}
