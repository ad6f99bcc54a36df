import { useCallback, useEffect, useRef, useState } from "react";
import { useStudio } from "../state";
import { ScreenTitle } from "../components/ScreenTitle";
import { Dialog } from "../components/Dialog";
import { shortDate } from "../lib/format";
import type { MediaItem } from "../api";
import { MediaPlayer } from "../components/MediaPlayer";

export function Gallery() {
  const { library, libraryLoaded, refreshLibrary, go } = useStudio();
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    void refreshLibrary();
  }, [refreshLibrary]);
  const images = library.filter((m) => m.kind === "image" || m.kind === "video");

  return (
    <div className="screen">
      <ScreenTitle>Gallery</ScreenTitle>
      {!libraryLoaded ? (
        <p className="muted">Loading your images…</p>
      ) : images.length === 0 ? (
        <div className="empty">
          <div className="empty-art" aria-hidden="true">
            <span /> <span /> <span />
          </div>
          <h2>Your images will live here</h2>
          <p>Everything you create is kept on this computer, so you can look through it any time, even offline.</p>
          <button type="button" className="button primary" onClick={() => go("create")}>
            Create your first image
          </button>
        </div>
      ) : (
        <>
          <p className="muted">{countText(images)}, newest first. Press Enter on an image to see it large.</p>
          <ul className="gallery-grid">
            {images.map((m, i) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="thumb"
                  data-index={i}
                  aria-label={`Open ${m.kind === "video" ? "video" : "image"} ${i + 1}: ${m.prompt ?? "untitled"}`}
                  onClick={() => setOpen(i)}
                >
                  {m.thumbUrl || m.kind === "image" ? <img src={m.thumbUrl ?? m.url} alt="" loading="lazy" /> : null}
                  {m.kind === "video" ? <span className="source-play" aria-hidden="true">▶</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Lightbox
        items={images}
        index={open}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}

function Lightbox({
  items,
  index,
  onIndex,
  onClose,
}: {
  items: MediaItem[];
  index: number | null;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { providerName } = useStudio();
  const item = index != null ? items[index] : undefined;
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  const prev = useCallback(() => index != null && index > 0 && onIndex(index - 1), [index, onIndex]);
  const next = useCallback(
    () => index != null && index < items.length - 1 && onIndex(index + 1),
    [index, items.length, onIndex],
  );

  return (
    <Dialog open={item != null} onClose={close} labelledBy="lightbox-title" className="lightbox">
      {item ? (
        <div
          className="lightbox-inner"
          onKeyDown={(e) => {
            if (e.key === "ArrowLeft") {
              e.preventDefault();
              prev();
            } else if (e.key === "ArrowRight") {
              e.preventDefault();
              next();
            }
          }}
        >
          <div className="lightbox-bar">
            <h2 id="lightbox-title" className="lightbox-title">
              {item.kind === "video" ? "Video" : "Image"} {(index ?? 0) + 1} of {items.length}
            </h2>
            <button ref={closeRef} type="button" className="button" onClick={close} data-autofocus>
              Close <span className="kbd">Esc</span>
            </button>
          </div>
          <div className="lightbox-stage">
            <button type="button" className="button nav-arrow" aria-label="Previous image" onClick={prev} disabled={index === 0}>
              ‹
            </button>
            {item.kind === "video" ? (
              <MediaPlayer src={item.url} poster={item.thumbUrl} kind="video" label="Video" className="lightbox-img" />
            ) : (
              <img src={item.url} alt={item.prompt ?? "Image"} className="lightbox-img" />
            )}
            <button
              type="button"
              className="button nav-arrow"
              aria-label="Next image"
              onClick={next}
              disabled={index === items.length - 1}
            >
              ›
            </button>
          </div>
          <div className="lightbox-info">
            {item.prompt ? <p className="lightbox-prompt">{item.prompt}</p> : null}
            <p className="muted">
              {providerName(item.provider)} · {shortDate(item.createdAt)}
              {item.width && item.height ? ` · ${item.width}×${item.height}` : ""}
            </p>
            <details className="notice-details">
              <summary>Details</summary>
              <code>
                provider: {item.provider ?? "—"} · id: {item.remoteId ?? item.id}
              </code>
            </details>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

function countText(items: MediaItem[]): string {
  const v = items.filter((m) => m.kind === "video").length;
  const i = items.length - v;
  const parts = [i ? (i === 1 ? "1 image" : `${i} images`) : "", v ? (v === 1 ? "1 video" : `${v} videos`) : ""].filter(Boolean);
  return parts.join(" and ");
}
