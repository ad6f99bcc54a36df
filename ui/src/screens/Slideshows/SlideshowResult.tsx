import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api";
import { slideshowsApi, type SlideshowView } from "../../api/slideshows";
import { useHandleError, useJobs } from "../../state";
import { ProgressBar, useNow, waitTime } from "../../components/JobWait";
import { ErrorNotice } from "../../components/ErrorNotice";
import { plural, statusText } from "../../lib/format";
import { OpenSettings } from "../../components/OpenSettings";
import { SlideshowVideoPanel } from "./SlideshowVideoPanel";
import { NextStepMenu } from "../../components/NextStepMenu";
import { useLibraryItem } from "../../lib/useLibraryItem";

/** The slide shown in the carousel, as a library item: its next steps (a caption, a motion video, an edit…)
 * open their forms with this slide chosen. */
function SlideNextStep({ mediaId, number }: { mediaId: string | null; number: number }) {
  const item = useLibraryItem(mediaId);
  if (!item) return null;
  return (
    <div className="ss-slide-next">
      <span className="muted">Slide {number}:</span>
      <NextStepMenu item={item} sourceLabel={`slide ${number} of your slideshow`} />
    </div>
  );
}

/** A generated slideshow: calm progress while it is made, then a phone carousel, a grid and export. */
export function SlideshowResult({ show, onClose }: { show: SlideshowView; onClose: () => void }) {
  const handleError = useHandleError();
  const [index, setIndex] = useState(0);
  const [exported, setExported] = useState<string[] | null>(null);
  const [exportError, setExportError] = useState<ApiError | null>(null);
  const [exporting, setExporting] = useState(false);
  const touchX = useRef<number | null>(null);
  const n = show.slides.length;
  const done = show.status === "completed" && n > 0;
  // Its job in the tray knows how long slideshows usually take here.
  const job = useJobs().jobs.find((j) => j.id === show.id);
  const making = !done && show.status !== "failed";
  const now = useNow(making);
  const go = (d: number) => setIndex((i) => (n ? (i + d + n) % n : 0));
  useEffect(() => setIndex(0), [show.id]);
  // The neighbours load ahead, so stepping through the carousel rarely waits.
  useEffect(() => {
    if (!done) return;
    for (const d of [1, -1]) {
      const url = show.slides[(index + d + n) % n]?.url;
      if (url) new Image().src = url;
    }
  }, [done, index, n, show.slides]);

  const doExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const files = await slideshowsApi.exportSlides(show.id);
      if (files) setExported(files);
    } catch (e) {
      setExportError(handleError(e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="ss-result" aria-labelledby="ss-result-title">
      <div className="ss-result-head">
        <h2 id="ss-result-title">{show.topic}</h2>
        <div className="inline-row wrap">
          {show.status === "completed" || show.status === "failed" ? (
            <OpenSettings jobId={show.id} sourceLabel={`the slideshow “${show.topic || "Untitled"}”`} />
          ) : null}
          <button type="button" className="button small" onClick={onClose}>
            New slideshow
          </button>
        </div>
      </div>
      {!done ? (
        show.status === "failed" ? (
          <p className="field-error" role="alert">
            ⚠ {show.error ?? "The slideshow could not be made."}
          </p>
        ) : (
          <>
            <p className="ss-progress" role="status" aria-live="polite">
              <span className="spinner" aria-hidden="true" /> {statusText(show.status, show.progress)} —{" "}
              {show.slideCount > 0
                ? plural(show.slideCount, "slide", "slides")
                : "the service sets the number of slides"}
              . You can keep working; it carries on in the background.
            </p>
            {/* The clock ticks outside the live region, so a screen reader is not told every second. */}
            <p className="muted ss-wait">Time so far: {waitTime({ ...show, usualSeconds: job?.usualSeconds }, now)}</p>
            <ProgressBar progress={show.progress} label="Progress: slideshow" />
          </>
        )
      ) : (
        <>
          <div className="ss-carousel">
            <button type="button" className="button ss-arrow" aria-label="Previous slide" onClick={() => go(-1)}>
              ‹
            </button>
            <div
              className="ss-phone"
              tabIndex={0}
              role="group"
              aria-roledescription="carousel"
              aria-label={`Slide ${index + 1} of ${n}`}
              data-testid="carousel"
              onKeyDown={(e) => {
                if (e.key === "ArrowRight") go(1);
                else if (e.key === "ArrowLeft") go(-1);
                else return;
                e.preventDefault();
              }}
              onPointerDown={(e) => (touchX.current = e.clientX)}
              onPointerUp={(e) => {
                if (touchX.current == null) return;
                const dx = e.clientX - touchX.current;
                touchX.current = null;
                if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
              }}
            >
              {/* The thumbnail sits under the full slide, so a slide still loading shows its picture, not a dark frame. */}
              {show.slides[index]?.thumbUrl ? (
                <img
                  className="ss-phone-thumb"
                  src={show.slides[index].thumbUrl ?? undefined}
                  alt=""
                  aria-hidden="true"
                  draggable={false}
                />
              ) : null}
              <img
                key={show.slides[index]?.url}
                className="ss-phone-full"
                src={show.slides[index]?.url}
                alt={show.slides[index]?.caption ?? `Slide ${index + 1}`}
                draggable={false}
              />
            </div>
            <button type="button" className="button ss-arrow" aria-label="Next slide" onClick={() => go(1)}>
              ›
            </button>
          </div>
          <p className="muted ss-counter" aria-live="polite">
            Slide {index + 1} of {n} · use ← → or swipe
          </p>
          <div className="ss-actions">
            <button type="button" className="button primary" onClick={() => void doExport()} disabled={exporting}>
              {exporting ? "Exporting…" : `Export all ${n} slides and their captions to a folder…`}
            </button>
            <SlideNextStep mediaId={show.slides[index]?.mediaId ?? null} number={index + 1} />
            {exported ? (
              <p className="started" role="status">
                ✓ Saved {exported.length - 1} slides and a captions file
                {exported[0] ? ` in ${exported[0].replace(/[\\/][^\\/]*$/, "")}` : ""}
              </p>
            ) : null}
            {exportError ? <ErrorNotice error={exportError} /> : null}
          </div>
          <SlideshowVideoPanel show={show} />
          <ol className="ss-grid" aria-label="All slides">
            {show.slides.map((s, i) => (
              <li key={s.url}>
                <button
                  type="button"
                  className={`ss-thumb ${i === index ? "selected" : ""}`}
                  onClick={() => setIndex(i)}
                  aria-label={`Show slide ${i + 1}`}
                >
                  <img src={s.thumbUrl ?? s.url} alt="" />
                </button>
                <p className="ss-caption">
                  <strong>{i + 1}.</strong> {s.caption ?? ""}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
