// A finished slideshow as a 9:16 video, made on this computer (studio-core `slideshow_video`): each slide for
// the chosen time, faded or cut, a track of the library under it if chosen; a progress bar while ffmpeg
// works; then the video in the library, to play in the system's player or open in the Gallery. Nothing is
// sent to the service and nothing is charged.
import { SLIDESHOW_FADE_SECONDS } from "../../bindings";
import { useEffect, useState } from "react";
import type { ApiError, MediaItem } from "../../api";
import { galleryApi } from "../../api/gallery";
import { slideshowsApi, type SlideshowView } from "../../api/slideshows";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { galleryOpenHandOff } from "../../state/galleryOpen";
import { usePick, withChosen } from "../../lib/usePick";
import { DropSlot } from "../../views/drop/DropSlot";
import { PagedMore, PickSearch } from "../../widgets/PickSearch";
import { useHandleError, useNavigation } from "../../state";
import { say, t } from "../../i18n";
import type { Words } from "../../bindings";
import { Options } from "../../widgets/Options";
import { Check } from "../../widgets/Check";

const SECONDS = [2, 3, 4, 5, 6, 8, 10];
/** How long one slide fades into the next (studio-core `slideshow_video::FADE_SECONDS`, from the bindings). */
const FADE_SECONDS = SLIDESHOW_FADE_SECONDS;

/** The video's length, as the core makes it. */
export function videoSeconds(slides: number, perSlide: number, fade: boolean): number {
  return perSlide * slides - (fade && slides > 1 ? FADE_SECONDS * (slides - 1) : 0);
}

export function SlideshowVideoPanel({ show }: { show: SlideshowView }) {
  const handleError = useHandleError();
  const { go } = useNavigation();
  const [perSlide, setPerSlide] = useState(3);
  const [fade, setFade] = useState(true);
  const [music, setMusic] = useState("");
  const [percent, setPercent] = useState<number | null>(null);
  const [made, setMade] = useState<MediaItem | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  // What this computer's ffmpeg will make (H.264, else the older MPEG-4), said before anything is made.
  const [format, setFormat] = useState<Words | null>(null);
  useEffect(() => {
    let live = true;
    slideshowsApi.videoFormat().then(
      (w) => live && setFormat(w),
      (e) => live && setError(handleError(e)),
    );
    return () => {
      live = false;
    };
  }, [handleError]);
  // Every track of the library, searched by its words a page at a time; the chosen one stays listed.
  const [trackSearch, setTrackSearch] = useState("");
  const [chosenTrack, setChosenTrack] = useState<MediaItem | null>(null);
  const tracks = usePick({ kind: "audio", search: trackSearch, atService: false }, 60);
  const listed = withChosen(tracks.items, music, chosenTrack ? [chosenTrack] : [], () => undefined);
  const n = show.slides.length;
  const length = videoSeconds(n, perSlide, fade);

  const make = async () => {
    if (percent != null) return;
    setError(null);
    setMade(null);
    setPercent(0);
    try {
      const item = await slideshowsApi.video(
        show.id,
        { secondsPerSlide: perSlide, fade, musicMediaId: music || null },
        (p) => setPercent(p),
      );
      setMade(item);
    } catch (e) {
      setError(handleError(e));
    } finally {
      setPercent(null);
    }
  };

  const play = (id: string) => {
    setError(null);
    return galleryApi.openOutside(id).catch((e) => setError(handleError(e)));
  };

  return (
    <section className="ss-video" aria-labelledby="ss-video-title">
      <h3 id="ss-video-title">{t("slideshows.video.title")}</h3>
      <p className="help">{t("slideshows.video.help")}</p>
      {format ? (
        <p className="help" data-testid="ss-video-format">
          {say(format)}
        </p>
      ) : null}
      <div className="ss-video-options">
        <label>
          {t("slideshows.video.per_slide")}
          <select value={perSlide} onChange={(e) => setPerSlide(Number(e.target.value))} disabled={percent != null}>
            <Options items={SECONDS} value={(s) => s} label={(s) => t("slideshows.video.seconds", { seconds: s })} />
          </select>
        </label>
        <Check checked={fade} onChange={setFade} disabled={percent != null}>
          {t("slideshows.video.fade")}
        </Check>
        <DropSlot
          className="ss-video-music"
          takes={{ kinds: ["audio"] }}
          label={t("slideshows.video.music")}
          onTake={([m]) => {
            if (percent != null) return;
            setMusic(m.id);
            setChosenTrack(m);
          }}
        >
          <label>
            {t("slideshows.video.music")}
            <select
              value={music}
              onChange={(e) => {
                setMusic(e.target.value);
                setChosenTrack(listed.find((m) => m.id === e.target.value) ?? null);
              }}
              disabled={percent != null}
            >
              <option value="">{t("slideshows.video.no_music")}</option>
              <Options
                items={listed}
                value={(track) => track.id}
                label={(track) => track.prompt ?? t("slideshows.video.untitled_track")}
              />
            </select>
          </label>
          <PickSearch
            id="ss-video-track-search"
            label={t("music.mix.search_tracks")}
            value={trackSearch}
            onChange={setTrackSearch}
            total={tracks.total}
            noun={[t("music.mix.track_noun_one"), t("music.mix.track_noun_many")]}
          />
          <PagedMore pick={tracks} noun={t("music.mix.track_noun_many")} />
        </DropSlot>
      </div>
      <p className="muted" data-testid="ss-video-length">
        {t(music ? "slideshows.video.length_music" : "slideshows.video.length_silent", {
          count: n,
          seconds: Number.isInteger(length) ? length : Number(length.toFixed(1)),
        })}
      </p>
      <div className="inline-row wrap">
        <button type="button" className="button primary" onClick={() => void make()} disabled={percent != null}>
          {percent != null ? t("slideshows.video.making") : t("slideshows.video.make")}
        </button>
        {percent != null ? (
          <span className="ss-video-progress">
            <progress max={100} value={percent} aria-label={t("slideshows.video.progress")} /> {percent}%
          </span>
        ) : null}
      </div>
      {made ? (
        <div className="started ss-video-made" role="status">
          ✓ {t("slideshows.video.made")}{" "}
          <button type="button" className="button small" onClick={() => void play(made.id)}>
            {t("slideshows.video.play")}
          </button>{" "}
          <button
            type="button"
            className="button small"
            onClick={() => {
              go("gallery", galleryOpenHandOff(made.id));
            }}
          >
            {t("slideshows.video.open_gallery")}
          </button>
        </div>
      ) : null}
      <ErrorNotice error={error} />
    </section>
  );
}
