// A comparison sent together (a `compare` spend request): one tile per provider, side by side, with its cost and
// live status (JobUpdated events keep the studio's jobs current), then the pictures.
import { DragImage } from "../../views/drop/DragImage";
import { useEffect, useRef, useState } from "react";
import { api, type ApiError, type MediaItem, type TrackedJob } from "../../api";
import { say, t } from "../../i18n";
import { formatCredits, statusText } from "../../lib/format";
import { jobCostShort } from "../../lib/price";
import { useCatalogue, useHandleError, useJobs, useLibrary, useNavigation, isActive } from "../../state";
import { Review } from "../../views/gallery/Review";
import { MayHaveBeenCharged, ProgressBar, useNow, waitTime } from "../../views/JobWait";

/** The jobs of one compare press, in the order of its providers, and the group they share. */
export type CompareGroup = { groupId: string; jobs: TrackedJob[] };

/** The group the jobs a compare started share. */
export function groupOf(jobs: TrackedJob[]): CompareGroup {
  return { groupId: jobs.find((j) => j.groupId)?.groupId ?? "", jobs };
}

function Tile({ job, name }: { job: TrackedJob; name: string }) {
  const active = isActive(job.status);
  const now = useNow(active);
  const images = job.media.filter((m) => m.kind === "image");
  return (
    <li className={`cmp-tile status-${job.status}`} data-testid="compare-tile" data-provider={job.provider}>
      <div className="cmp-head">
        <span className="cmp-name">{name}</span>
        <span className="cmp-cost">{jobCostShort({ charged: job.charged, estimate: job.costEstimate })}</span>
      </div>
      <div className="cmp-body">
        {images.length ? (
          <div className={`cmp-pics n${Math.min(images.length, 4)}`}>
            {images.map((m, i) => (
              <DragImage
                key={m.id}
                id={m.id}
                src={m.thumbUrl ?? m.url}
                alt={t("image.compare.picture_alt", { name, number: String(i + 1) })}
              />
            ))}
          </div>
        ) : (
          <div className="cmp-wait" aria-hidden="true">
            {active ? <span className="spinner" /> : job.status === "failed" ? "!" : null}
          </div>
        )}
      </div>
      <p className={`cmp-status${job.status === "failed" ? " field-error" : ""}`} aria-live="polite">
        {job.status === "failed"
          ? job.error
            ? t("image.compare.failed_with", { error: say(job.error) })
            : t("image.compare.failed")
          : statusText(job.status, job.progress)}
      </p>
      <MayHaveBeenCharged job={job} />
      {/* The clock ticks outside the live region above, so a screen reader is not told every second. */}
      {active ? <p className="muted cmp-time">{waitTime(job, now)}</p> : null}
      {active ? <ProgressBar progress={job.progress} label={t("image.compare.progress", { name })} /> : null}
    </li>
  );
}

export function CompareResults({ group, onClose }: { group: CompareGroup; onClose: () => void }) {
  const { jobs } = useJobs();
  const { providerName } = useCatalogue();
  const { go } = useNavigation();
  const live = group.jobs.map((j) => jobs.find((x) => x.id === j.id) ?? j);
  const total = live.reduce((s, j) => s + (j.costEstimate ?? 0), 0);
  const running = live.filter((j) => isActive(j.status)).length;
  // "Review these": the finished pictures as the library has them now (their marks), one large at a time.
  const { refreshLibrary } = useLibrary();
  const handleError = useHandleError();
  const [review, setReview] = useState<{ items: MediaItem[] | null; error: ApiError | null } | null>(null);
  const pictures = live.flatMap((j) => j.media.filter((m) => m.kind === "image").map((m) => m.id));
  const openReview = async () => {
    setReview({ items: null, error: null });
    try {
      const items = await Promise.all(pictures.map((id) => api.libraryGet(id)));
      setReview({ items: items.filter((m): m is MediaItem => m != null && !m.trashedAt), error: null });
    } catch (e) {
      setReview({ items: null, error: handleError(e) });
    }
  };
  // A new comparison comes into view at once (above the form the button was under).
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Only the screen's own scroll area moves (scrollIntoView would also shift the window's frame).
    const el = ref.current;
    const box = el?.closest(".screen-scroll");
    if (el && box) box.scrollTop += el.getBoundingClientRect().top - box.getBoundingClientRect().top - 12;
  }, [group.groupId]);
  return (
    <section ref={ref} className="compare-results" aria-labelledby="cmp-title" data-group={group.groupId}>
      <div className="cmp-title-row">
        <h2 id="cmp-title">{t("image.compare.title")}</h2>
        <span className="muted">
          {running
            ? t("image.compare.summary_running", { count: live.length, credits: formatCredits(total), running })
            : t("image.compare.summary_done", { count: live.length, credits: formatCredits(total) })}
        </span>
        <span className="spacer" />
        {!running && pictures.length > 1 ? (
          <button type="button" className="button small" onClick={() => void openReview()}>
            {t("review.open_these")}
          </button>
        ) : null}
        {!running ? (
          <button type="button" className="link-button" onClick={() => go("gallery")}>
            {t("image.compare.open_gallery")}
          </button>
        ) : null}
        <button type="button" className="button small" onClick={onClose}>
          {t("image.compare.close")}
        </button>
      </div>
      {review ? (
        <Review
          items={review.items}
          error={review.error}
          onClose={() => setReview(null)}
          onChanged={() => void refreshLibrary()}
        />
      ) : null}
      <ul className="cmp-grid">
        {live.map((j) => (
          <Tile key={j.id} job={j} name={providerName(j.provider)} />
        ))}
      </ul>
    </section>
  );
}
