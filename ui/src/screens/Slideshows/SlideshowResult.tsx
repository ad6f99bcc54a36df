import { useEffect, useRef, useState } from "react";
import { slideshowsApi, type SlideshowView } from "../../api/slideshows";
import { useJobs } from "../../state";
import { useConfirm } from "../../widgets/ConfirmActions";
import { ProgressBar, useNow, waitTime } from "../../views/JobWait";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { statusText } from "../../lib/format";
import { OpenSettings } from "../../views/OpenSettings";
import { SlideshowVideoPanel } from "./SlideshowVideoPanel";
import { NextStepMenu } from "../../views/NextStepMenu";
import { useLibraryItem } from "../../lib/useLibraryItem";
import { say, t, tn } from "../../i18n";

/** The slide shown in the carousel, as a library item: its next steps (a caption, a motion video, an edit…)
 * open their forms with this slide chosen. */
function SlideNextStep({ mediaId, number }: { mediaId: string | null; number: number }) {
  const item = useLibraryItem(mediaId);
  if (!item) return null;
  return (
    <div className="ss-slide-next">
      <span className="muted">{t("slideshows.result.slide_n", { n: number })}</span>
      <NextStepMenu item={item} sourceLabel={t("slideshows.result.source_slide", { n: number })} />
    </div>
  );
}

/** A generated slideshow: calm progress while it is made, then a phone carousel, a grid and export. */
export function SlideshowResult({ show, onClose }: { show: SlideshowView; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const [exported, setExported] = useState<string[] | null>(null);
  const exporting = useConfirm();
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

  const doExport = () =>
    exporting.run(async () => {
      const files = await slideshowsApi.export(show.id);
      if (files) setExported(files);
    });

  return (
    <section className="ss-result" aria-labelledby="ss-result-title">
      <div className="ss-result-head">
        <h2 id="ss-result-title">{show.topic}</h2>
        <div className="inline-row wrap">
          {show.status === "completed" || show.status === "failed" ? (
            <OpenSettings
              jobId={show.id}
              sourceLabel={t("slideshows.result.source", { topic: show.topic || t("slideshows.untitled") })}
            />
          ) : null}
          <button type="button" className="button small" onClick={onClose}>
            {t("slideshows.result.new")}
          </button>
        </div>
      </div>
      {!done ? (
        show.status === "failed" ? (
          <p className="field-error" role="alert">
            ⚠ {say(show.error, t("slideshows.result.failed"))}
          </p>
        ) : (
          <>
            <p className="ss-progress" role="status" aria-live="polite">
              <span className="spinner" aria-hidden="true" />{" "}
              {t("slideshows.result.making", {
                status: statusText(show.status, show.progress),
                slides:
                  show.slideCount > 0
                    ? tn("slideshows.slides", show.slideCount)
                    : t("slideshows.result.count_by_service"),
              })}
            </p>
            {/* The clock ticks outside the live region, so a screen reader is not told every second. */}
            <p className="muted ss-wait">
              {t("slideshows.result.time_so_far", {
                time: waitTime({ ...show, usualSeconds: job?.usualSeconds }, now),
              })}
            </p>
            <ProgressBar progress={show.progress} label={t("slideshows.result.progress")} />
          </>
        )
      ) : (
        <>
          <div className="ss-carousel">
            <button
              type="button"
              className="button ss-arrow"
              aria-label={t("slideshows.result.previous")}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <div
              className="ss-phone"
              tabIndex={0}
              role="group"
              aria-roledescription="carousel"
              aria-label={t("slideshows.result.slide_of", { n: index + 1, total: n })}
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
                alt={show.slides[index]?.caption ?? t("slideshows.result.slide", { n: index + 1 })}
                draggable={false}
              />
            </div>
            <button
              type="button"
              className="button ss-arrow"
              aria-label={t("slideshows.result.next")}
              onClick={() => go(1)}
            >
              ›
            </button>
          </div>
          <p className="muted ss-counter" aria-live="polite">
            {t("slideshows.result.counter", { n: index + 1, total: n })}
          </p>
          <div className="ss-actions">
            <button type="button" className="button primary" onClick={() => void doExport()} disabled={exporting.busy}>
              {exporting.busy ? t("slideshows.result.exporting") : t("slideshows.result.export", { count: n })}
            </button>
            <SlideNextStep mediaId={show.slides[index]?.mediaId ?? null} number={index + 1} />
            {exported ? (
              <p className="started" role="status">
                ✓{" "}
                {exported[0]
                  ? t("slideshows.result.exported_in", {
                      count: exported.length - 1,
                      folder: exported[0].replace(/[\\/][^\\/]*$/, ""),
                    })
                  : t("slideshows.result.exported", { count: exported.length - 1 })}
              </p>
            ) : null}
            <ErrorNotice error={exporting.error} />
          </div>
          <SlideshowVideoPanel show={show} />
          <ol className="ss-grid" aria-label={t("slideshows.result.all")}>
            {show.slides.map((s, i) => (
              <li key={s.url}>
                <button
                  type="button"
                  className={`ss-thumb ${i === index ? "selected" : ""}`}
                  onClick={() => setIndex(i)}
                  aria-label={t("slideshows.result.show_slide", { n: i + 1 })}
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
