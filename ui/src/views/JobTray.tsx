import { useDragItem } from "../lib/useDragGesture";
import { DragImage } from "./drop/DragImage";
import { useCatalogue, useJobs, useNavigation, useTrackJob, isActive } from "../state";
import { elapsed, jobTitle, statusText } from "../lib/format";
import { jobCostShort } from "../lib/price";
import type { TrackedJob } from "../api";
import { jobCount } from "../lib/jobCounts";
import { mediaTrayTitle, resultNoun } from "../state/mediaJobs";
import { failureWords } from "../state/jobFailure";
import { JobRetry } from "./JobRetry";
import { useConfirm } from "../widgets/ConfirmActions";
import { OpenSettings } from "./OpenSettings";
import { NextStepMenu } from "./NextStepMenu";
import { galleryOpenHandOff } from "../state/galleryOpen";
import { jobsApi } from "../api/jobs";
import { MayHaveBeenCharged, ProgressBar, useNow, waitTime } from "./JobWait";
import { say, t } from "../i18n";
import { Details } from "../widgets/ErrorNotice";

/** Fills the job's form with its settings, to change and send again; the tray closes. */
function JobSettings({ job }: { job: TrackedJob }) {
  const { setTrayOpen } = useJobs();
  return (
    <div className="job-settings">
      <OpenSettings
        jobId={job.id}
        sourceLabel={t("shell.tray.source", { what: resultNoun(job) })}
        face={job.reference}
        onOpened={() => setTrayOpen(false)}
      />
    </div>
  );
}

/** A failed job: what happened in plain words, the service's own text behind "Details", Try again, and
 * its settings to change first. */
function JobFailure({ job }: { job: TrackedJob }) {
  const words = failureWords(job.error);
  return (
    <>
      <p className="job-failure">
        {words.headline}
        {words.hint ? ` ${words.hint}` : ""}
      </p>
      <Details>
        {job.error ? t("shell.tray.reported", { error: say(job.error) }) : t("shell.tray.no_reason")}
        {` ${t("shell.tray.failure_ids", { maker: job.provider, job: job.remoteId ?? job.id })}`}
      </Details>
      <div className="job-actions">
        {job.canSaveAgain ? <SaveAgain job={job} /> : null}
        <JobRetry job={job} />
        <JobSettings job={job} />
      </div>
    </>
  );
}

/** A made result whose file couldn't be saved: fetch it again from its kept address (nothing is sent to the
 * service, nothing is charged). */
function SaveAgain({ job }: { job: TrackedJob }) {
  const trackJob = useTrackJob();
  const { busy, run } = useConfirm();
  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      onClick={() => void run(async () => trackJob(await jobsApi.saveAgain(job.id)))}
    >
      {t("shell.tray.save_again")}
    </button>
  );
}

/** A job in line for a slot: why it waits, and a way out before anything is sent. */
function WaitingNote({ job }: { job: TrackedJob }) {
  const trackJob = useTrackJob();
  const { busy, run } = useConfirm();
  return (
    <div className="job-waiting">
      <p className="muted">{t("shell.tray.waiting_note")}</p>
      <button
        type="button"
        className="button small"
        disabled={busy}
        onClick={() => void run(async () => trackJob(await jobsApi.cancel(job.id)))}
      >
        {t("common.cancel")}
      </button>
    </div>
  );
}

export function JobTray() {
  const { jobs, setTrayOpen } = useJobs();
  const { providerName } = useCatalogue();
  const { go } = useNavigation();
  // What is being made first, then the line of waiting jobs in the order they will start.
  const running = [
    ...jobs.filter((j) => isActive(j.status) && j.status !== "waiting"),
    ...jobs.filter((j) => j.status === "waiting").sort((a, b) => (a.queuePosition ?? 0) - (b.queuePosition ?? 0)),
  ];
  const finished = jobs.filter((j) => !isActive(j.status)).slice(0, 8);
  const now = useNow(running.length > 0);

  if (jobs.length === 0) {
    return (
      <div>
        <h2 className="popover-title">{t("shell.tray.title")}</h2>
        <p className="muted">{t("shell.tray.empty")}</p>
      </div>
    );
  }
  return (
    <div>
      <h2 className="popover-title">{t("shell.tray.title")}</h2>
      <ul className="job-list" aria-label={t("shell.tray.title")}>
        {[...running, ...finished].map((j) => {
          const active = isActive(j.status);
          const n = j.media.length || jobCount(j.id);
          const title = mediaTrayTitle(j, providerName) ?? `${jobTitle(j.kind, n)} · ${providerName(j.provider)}`;
          return (
            <li key={j.id} className={`job job-${j.status}`} data-testid="job">
              <span className={`job-state job-state-${j.status}`} aria-hidden="true">
                {j.status === "waiting" ? (
                  "⋯"
                ) : active ? (
                  <span className="spinner" />
                ) : j.status === "completed" ? (
                  "✓"
                ) : (
                  "!"
                )}
              </span>
              <div className="job-main">
                <p className="job-title">{title}</p>
                <MayHaveBeenCharged job={j} />
                <p className="job-progress">
                  <span className="job-status-word">{statusText(j.status, j.progress, j.queuePosition)}</span>
                  {" · "}
                  <span className="job-elapsed">
                    {active ? waitTime(j, now) : elapsed(j.createdAt, j.completedAt ?? j.updatedAt)}
                  </span>
                  <span className="job-cost">
                    {" · "}
                    {jobCostShort({ charged: j.charged, estimate: j.costEstimate })}
                  </span>
                </p>
                {active ? <ProgressBar progress={j.progress} label={t("shell.tray.progress", { title })} /> : null}
                {j.status === "failed" ? <JobFailure job={j} /> : null}
                {j.status === "waiting" ? <WaitingNote job={j} /> : null}
                {j.status === "completed" && j.media.length ? (
                  // Several pictures: each opens in the Gallery's lightbox, with its own next steps.
                  <span className="job-thumbs" aria-hidden={j.media.length > 1 ? undefined : "true"}>
                    {j.media
                      .filter((m) => m.thumbUrl || m.kind === "image")
                      .slice(0, 4)
                      .map((m, i) => (
                        <TrayThumb
                          key={m.id}
                          id={m.id}
                          src={m.thumbUrl ?? m.url}
                          label={t("shell.tray.open_picture", { n: i + 1 })}
                          onOpen={
                            j.media.length > 1
                              ? () => {
                                  setTrayOpen(false);
                                  go("gallery", galleryOpenHandOff(m.id));
                                }
                              : undefined
                          }
                        />
                      ))}
                  </span>
                ) : null}
                {j.status === "completed" ? (
                  <div className="job-actions">
                    <JobRetry job={j} mode="again" />
                    <JobSettings job={j} />
                    {j.media.length === 1 ? (
                      <NextStepMenu
                        item={j.media[0]}
                        sourceLabel={t("shell.tray.source", { what: resultNoun(j) })}
                        onLeave={() => setTrayOpen(false)}
                      />
                    ) : null}
                  </div>
                ) : null}
                {j.status === "completed" ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setTrayOpen(false);
                      go(j.kind === "music" ? "music" : "gallery");
                    }}
                  >
                    {j.kind === "music" ? t("common.media_job.open_music") : t("common.ready.view_in_gallery")}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A result's picture in the tray: pressed and moved, it is dragged (onto a slot that takes it, or out of the
 * window); with `onOpen`, a button that opens it. */
function TrayThumb({ id, src, label, onOpen }: { id: string; src: string; label?: string; onOpen?: () => void }) {
  const drag = useDragItem(id);
  const handlers = { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove };
  if (!onOpen) return <DragImage id={id} src={src} className="job-thumb-img" />;
  return (
    <button
      type="button"
      className="job-thumb"
      aria-label={label}
      data-id={id}
      onClick={() => (drag.dragged() ? undefined : onOpen())}
      {...handlers}
    >
      <img src={src} alt="" draggable={false} />
    </button>
  );
}
