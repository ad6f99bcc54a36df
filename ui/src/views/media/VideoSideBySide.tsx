// Video makers side by side: the videos of one compare (one group, one press), each under its maker's name
// and price, played in step: one Play for all, one scrubber taking every video to the same moment, and the
// sound from one maker at a time (four soundtracks at once would drown each other). A maker still waiting
// its turn or at work says so in its place.
import { useEffect, useRef, useState } from "react";
import type { TrackedJob } from "../../api";
import { clock } from "../../widgets/MediaPlayer";
import { MayHaveBeenCharged } from "../JobWait";
import { statusText } from "../../lib/format";
import { isActive } from "../../state";
import { jobCostShort } from "../../lib/price";
import { say, t } from "../../i18n";
import { Options } from "../../widgets/Options";

/** Videos further apart than this (seconds) are brought back in step with the first. */
const DRIFT = 0.25;

export function VideoSideBySide({ jobs, name }: { jobs: TrackedJob[]; name: (slug: string) => string }) {
  const videos = useRef<Map<string, HTMLVideoElement>>(new Map());
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [lengths, setLengths] = useState<Record<string, number>>({});
  const ready = jobs.filter((j) => j.status === "completed" && j.media[0]);
  const [sound, setSound] = useState<string | null>(null);
  const soundFrom = sound && ready.some((j) => j.id === sound) ? sound : (ready[0]?.id ?? null);
  const longest = Math.max(0, ...Object.values(lengths));
  const lead = ready[0]?.id ?? null;

  useEffect(() => {
    for (const [id, v] of videos.current) v.muted = id !== soundFrom;
  }, [soundFrom, ready.length]);

  const each = (f: (v: HTMLVideoElement) => void) => videos.current.forEach((v) => f(v));
  const play = () => {
    const at = time >= longest - 0.05 ? 0 : time;
    each((v) => {
      v.currentTime = Math.min(at, Number.isFinite(v.duration) ? v.duration : at);
      void v.play().catch(() => undefined);
    });
    setTime(at);
    setPlaying(true);
  };
  const pause = () => {
    each((v) => v.pause());
    setPlaying(false);
  };
  const seek = (t: number) => {
    each((v) => {
      v.currentTime = Math.min(t, Number.isFinite(v.duration) ? v.duration : t);
    });
    setTime(t);
  };
  // The first video leads: the others follow its clock when they drift.
  const onTime = (id: string, v: HTMLVideoElement) => {
    if (id !== lead) return;
    setTime(v.currentTime);
    each((o) => {
      if (o !== v && !o.ended && Math.abs(o.currentTime - v.currentTime) > DRIFT && v.currentTime < o.duration)
        o.currentTime = v.currentTime;
    });
  };
  const onEnded = () => {
    let all = true;
    each((v) => {
      if (!v.ended && !v.paused) all = false;
    });
    if (all) setPlaying(false);
  };

  return (
    <div className="makers-side-by-side" data-testid="video-side-by-side">
      <div className={`side-by-side-grid side-by-side-${jobs.length}`}>
        {jobs.map((j) => {
          const m = j.status === "completed" ? j.media[0] : undefined;
          return (
            <figure key={j.id} className="side-by-side-cell" data-slug={j.provider} data-status={j.status}>
              <figcaption>
                <strong>{name(j.provider)}</strong>
                <span className="muted"> · {jobCostShort({ charged: j.charged, estimate: j.costEstimate })}</span>
              </figcaption>
              {m ? (
                <video
                  ref={(el) => {
                    if (el) videos.current.set(j.id, el);
                    else videos.current.delete(j.id);
                  }}
                  src={m.url}
                  poster={m.thumbUrl ?? undefined}
                  preload="metadata"
                  playsInline
                  muted={j.id !== soundFrom}
                  aria-label={t("sidebyside.video_by", { name: name(j.provider) })}
                  onLoadedMetadata={(e) => {
                    const d = e.currentTarget.duration;
                    if (Number.isFinite(d)) setLengths((l) => ({ ...l, [j.id]: d }));
                  }}
                  onTimeUpdate={(e) => onTime(j.id, e.currentTarget)}
                  onEnded={onEnded}
                />
              ) : j.status === "failed" ? (
                <p className="field-error">⚠ {say(j.error, t("sidebyside.failed"))}</p>
              ) : (
                <div className="side-by-side-wait">
                  <p>
                    {isActive(j.status) ? <span className="spinner" aria-hidden="true" /> : null}{" "}
                    {j.status === "waiting" ? t("sidebyside.waiting") : statusText(j.status, j.progress)}
                  </p>
                  <MayHaveBeenCharged job={j} />
                </div>
              )}
              {m && lengths[j.id] != null ? (
                <span className="muted side-by-side-length">{clock(lengths[j.id] ?? 0)}</span>
              ) : null}
            </figure>
          );
        })}
      </div>
      {ready.length > 0 ? (
        <div className="side-by-side-controls">
          <button type="button" className="button" onClick={playing ? pause : play}>
            {playing ? t("sidebyside.pause_all") : t("sidebyside.play_all")}
          </button>
          <input
            type="range"
            aria-label={t("sidebyside.position")}
            min={0}
            max={longest || 1}
            step={0.05}
            value={Math.min(time, longest || 1)}
            onChange={(e) => seek(Number(e.target.value))}
          />
          <span className="muted" data-testid="side-by-side-time">
            {clock(time)} / {clock(longest)}
          </span>
          {ready.length > 1 ? (
            <label className="side-by-side-sound">
              {t("sidebyside.sound_from")}{" "}
              <select value={soundFrom ?? ""} onChange={(e) => setSound(e.target.value)}>
                <Options items={ready} value={(j) => j.id} label={(j) => name(j.provider)} />
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
