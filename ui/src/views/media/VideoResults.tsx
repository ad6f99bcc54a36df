// Recent video, avatar or music jobs of this library: waiting ones say what they are doing, finished
// ones play right here from the local media cache.
import type { JobKind, TrackedJob } from "../../api";
import { MediaPlayer } from "../../widgets/MediaPlayer";
import { OpenSettings } from "../OpenSettings";
import { MayHaveBeenCharged, ProgressBar, useNow, waitTime } from "../JobWait";
import { NextStepMenu } from "../NextStepMenu";
import { statusText, shortDate } from "../../lib/format";
import { jobCostShort } from "../../lib/price";
import { useCatalogue, useJobs, isActive } from "../../state";
import { VIDEO_EDIT } from "../../state/mediaJobs";
import { VideoSideBySide } from "./VideoSideBySide";
import { say, t } from "../../i18n";

/** The jobs as the list shows them: one entry each, a compare's jobs together in one (its oldest first). */
export function recentEntries(jobs: TrackedJob[], limit: number): TrackedJob[][] {
  const out: TrackedJob[][] = [];
  const groups = new Set<string>();
  for (const j of jobs) {
    if (out.length >= limit) break;
    if (!j.groupId) {
      out.push([j]);
      continue;
    }
    if (groups.has(j.groupId)) continue;
    groups.add(j.groupId);
    out.push(
      jobs
        .filter((x) => x.groupId === j.groupId)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)),
    );
  }
  return out;
}

export function jobLabel(j: TrackedJob, name: (s: string) => string): string {
  if (j.kind === "mix") return t("video.job.mix");
  if (j.kind === "music") return t("video.job.music");
  if (j.kind === "avatar") return t("video.job.avatar", { maker: name(j.provider) });
  if (j.provider === VIDEO_EDIT) return t("video.job.edited");
  return t("video.job.video", { maker: name(j.provider) });
}

export function RecentMedia({ kinds, title, limit = 4 }: { kinds: JobKind[]; title: string; limit?: number }) {
  const { jobs } = useJobs();
  const { catalogue } = useCatalogue();
  const name = (slug: string) => catalogue?.videoProviders.find((p) => p.slug === slug)?.name ?? slug;
  const entries = recentEntries(
    jobs.filter((j) => kinds.includes(j.kind)),
    limit,
  );
  const now = useNow(entries.some((e) => e.some((j) => isActive(j.status))));
  if (entries.length === 0) return null;
  return (
    <section className="recent-media" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="recent-list">
        {entries.map((group) => {
          const j = group[0] as TrackedJob;
          if (group.length > 1)
            return (
              <li key={j.groupId ?? j.id} className="recent-item recent-compare" data-testid="recent-compare">
                <p className="recent-head">
                  <strong>{t("sidebyside.title", { count: group.length })}</strong>
                  <span className="muted"> · {shortDate(j.createdAt)}</span>
                </p>
                <VideoSideBySide jobs={group} name={name} />
              </li>
            );
          return (
            <li
              key={j.id}
              className={`recent-item recent-${j.status}`}
              data-testid="recent-media"
              data-status={j.status}
            >
              <p className="recent-head">
                <strong>{jobLabel(j, name)}</strong>
                <span className="muted">
                  {" "}
                  · {shortDate(j.createdAt)}
                  {` · ${jobCostShort({ charged: j.charged, estimate: j.costEstimate })}`}
                </span>
              </p>
              {j.status === "completed" && j.media[0] ? (
                <MediaPlayer
                  src={j.media[0].url}
                  poster={j.media[0].thumbUrl}
                  kind={j.media[0].kind === "audio" ? "audio" : "video"}
                  label={j.kind === "music" ? t("video.recent.player_track") : t("video.recent.player_video")}
                />
              ) : j.status === "failed" ? (
                <p className="field-error">⚠ {say(j.error, t("video.recent.failed"))}</p>
              ) : (
                <>
                  <p className="recent-wait">
                    {isActive(j.status) ? <span className="spinner" aria-hidden="true" /> : null}{" "}
                    {statusText(j.status, j.progress)}
                    {isActive(j.status) ? <span className="muted"> · {waitTime(j, now)}</span> : null}
                  </p>
                  <MayHaveBeenCharged job={j} />
                  {isActive(j.status) ? (
                    <ProgressBar progress={j.progress} label={t("video.recent.progress", { job: jobLabel(j, name) })} />
                  ) : null}
                </>
              )}
              {isActive(j.status) ? null : (
                <div className="recent-actions">
                  <OpenSettings
                    jobId={j.id}
                    sourceLabel={j.kind === "music" ? t("video.recent.source_track") : t("video.recent.source_video")}
                  />
                  {j.status === "completed" && j.media[0] ? (
                    <NextStepMenu
                      item={j.media[0]}
                      sourceLabel={j.kind === "music" ? t("video.recent.source_track") : t("video.recent.source_video")}
                    />
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
