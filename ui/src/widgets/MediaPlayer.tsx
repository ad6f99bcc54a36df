import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { t } from "../i18n";

/**
 * A video or audio player for files in the local media cache (served by the app's loopback media server
 * with Range support, which WebKitGTK needs for seeking). Native controls give play/pause and a scrubber;
 * the line below says the length once it is known, or a plain message when the file can't be played.
 * WebKitGTK: never read .seekable/.buffered before loadedmetadata (it freezes the duration).
 */
export function MediaPlayer({
  src,
  kind,
  label,
  poster,
  className,
}: {
  src: string;
  kind: "video" | "audio";
  label: string;
  poster?: string | null;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setDuration(null);
    setError(null);
  }, [src]);

  const common = {
    ref,
    src,
    controls: true,
    preload: "metadata" as const,
    "aria-label": label,
    "data-duration": duration ?? undefined,
    onLoadedMetadata: (e: SyntheticEvent<HTMLMediaElement>) => {
      const d = e.currentTarget.duration;
      setDuration(Number.isFinite(d) ? d : null);
    },
    onError: (e: SyntheticEvent<HTMLMediaElement>) => {
      const code = e.currentTarget.error?.code;
      setError(code === 4 ? t("shell.player.unplayable") : t("shell.player.not_loaded"));
    },
  };

  return (
    <figure
      className={`media-player media-player-${kind} ${className ?? ""}`}
      data-state={error ? "error" : duration != null ? "ready" : "loading"}
    >
      {kind === "video" ? <video {...common} poster={poster ?? undefined} playsInline /> : <audio {...common} />}
      <figcaption className="media-player-caption">
        {error ? (
          <span className="field-error" role="alert">
            ⚠ {error}
          </span>
        ) : duration != null ? (
          <span className="muted" data-testid="media-duration">
            {label} · {clock(duration)}
          </span>
        ) : (
          <span className="muted">{t("common.loading")}</span>
        )}
      </figcaption>
    </figure>
  );
}

/** 75.4 -> "1:15". */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
