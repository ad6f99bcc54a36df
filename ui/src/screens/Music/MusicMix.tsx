// Add music to a video: pick a finished video and a finished track of your own, each searched over the whole
// library a page at a time (things still being made are explained, not offered), mix (free), and play the
// result beside the original.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { api, type ApiError, type MediaItem } from "../../api";
import { mediaApi, type MixChoices } from "../../api/media";
import { onlyJob } from "../../api/spend";
import { ActionBar } from "../../forms/ActionBar";
import { useSpend } from "../../forms/useSubmit";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { MediaPlayer } from "../../widgets/MediaPlayer";
import { PlayMark } from "../../widgets/PlayMark";
import { statusText } from "../../lib/format";
import { useCatalogue, useHandleError, useJobs, useLibrary, useNavigation, useSeenItems } from "../../state";
import { jobLabel } from "../../views/media/VideoResults";
import { RecallNotice } from "../../forms/FormTop";
import { useRecall, type RecallNote } from "../../state/recall";
import { mixableTrack, mixedHere, mixFromSettings, mixFromStep } from "./musicDrafts";
import { PagedMore, PickSearch } from "../../widgets/PickSearch";
import { DropSlot } from "../../views/drop/DropSlot";
import { usePick, withChosen } from "../../lib/usePick";
import { useStep } from "../../state/nextStep";
import { copyName } from "../../state/toolNames";
import { itemShortDate, serviceGone } from "../../lib/itemFacts";
import { lang, say, t } from "../../i18n";

/** Videos or tracks in a page of a mix picker. */
const PAGE = 24;

export function MusicMix({ header }: { header: ReactNode }) {
  const { jobs } = useJobs();
  const { catalogue } = useCatalogue();
  const { go, seq } = useNavigation();
  const handleError = useHandleError();
  const [choices, setChoices] = useState<MixChoices | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [videoId, setVideoId] = useState("");
  const [musicId, setMusicId] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [mix, setMix] = useState<{ jobId: string } | null>(null);
  const { library } = useLibrary();
  const [videoSearch, setVideoSearch] = useState("");
  const [trackSearch, setTrackSearch] = useState("");
  // Every video (a tool's copy too: its music is added here); tracks the service can read.
  const videoPick = usePick({ kind: "video", search: videoSearch, atService: false }, PAGE);
  const trackPick = usePick({ kind: "audio", search: trackSearch, atService: true }, PAGE);

  // What is still being made, read again whenever a job finishes (the pickers follow the library).
  const doneKey = jobs.filter((j) => j.status === "completed").length;
  useEffect(() => {
    let cancelled = false;
    mediaApi
      .mixChoices()
      .then((c) => !cancelled && (setChoices(c), setLoadError(null)))
      .catch((e) => !cancelled && setLoadError(handleError(e)));
    return () => {
      cancelled = true;
    };
  }, [doneKey, handleError]);

  // "Open these settings" of a mix: its video and track as the library has them now (however old); a next
  // step: its video or track, handed over.
  const { seen, remember } = useSeenItems();
  const recall = useRecall("mix");
  const step = useStep("addMusic", "addToVideo");
  // Asked when the form opens, and again for each hand-off given while it is open.
  const applied = useRef<number | null>(null);
  const [filled, setFilled] = useState<RecallNote | null>(null);
  useEffect(() => {
    if (applied.current === seq) return;
    applied.current = seq;
    const fill = (f: ReturnType<typeof mixFromStep>) => {
      setVideoId(f.draft.videoId);
      setMusicId(f.draft.musicId);
      setFilled(f.note);
    };
    const r = recall();
    const s = r ? null : step();
    if (s) {
      remember([s.item]);
      fill(mixFromStep(s));
    } else if (r) {
      const { videoMediaId, musicMediaId } = r.settings;
      Promise.all([api.libraryGet(videoMediaId), api.libraryGet(musicMediaId)])
        .then(([video, music]) => {
          remember([video, music].flatMap((m) => m ?? []));
          fill(mixFromSettings(r.settings, r.sourceLabel, { video, music }));
        })
        .catch((e) => setLoadError(handleError(e)));
    }
  }, [seq, recall, step, remember, handleError]);

  const name = (slug: string) => catalogue?.videoProviders.find((p) => p.slug === slug)?.name ?? slug;
  const videos = withChosen(videoPick.items, videoId, library, seen).filter((m) => m.kind === "video");
  const tracks = withChosen(trackPick.items, musicId, library, seen).filter(mixableTrack);
  const waiting = choices?.waiting ?? [];
  const chosenVideo = videos.find((v) => v.id === videoId);
  const errs = {
    videoId: fieldErrors.videoId ?? (submitted && !videoId ? t("music.mix.choose_video") : undefined),
    musicId: fieldErrors.musicId ?? (submitted && !musicId ? t("music.mix.choose_track") : undefined),
  };
  const mixJob = mix ? jobs.find((j) => j.id === mix.jobId) : undefined;
  const [original, setOriginal] = useState<MediaItem | null>(null);
  // English writes a tag or a job's state small inside a sentence; German keeps its nouns' capitals.
  const inSentence = (words: string) => (lang() === "en" ? words.toLowerCase() : words);

  // One press, one intent; a press of this mix that may already have been charged is held.
  const sent = useSpend(
    { kind: "mix", videoMediaId: videoId, musicMediaId: musicId },
    {
      check: () => {
        setSubmitted(true);
        setFieldErrors({});
        return Boolean(videoId && musicId);
      },
      then: (jobs) => {
        setMix({ jobId: onlyJob(jobs).id });
        setOriginal(chosenVideo ?? null);
        setSubmitted(false);
      },
      refused: (err) => {
        const field = err.code === "validation" && (err.field === "videoId" || err.field === "musicId");
        if (field) setFieldErrors({ [err.field as string]: err.message });
        return field;
      },
    },
  );

  return (
    <>
      <div className="screen-scroll">
        <div className="screen create-screen">
          {header}
          {loadError ? <ErrorNotice error={loadError} headline={t("music.mix.load_failed")} /> : null}
          {filled ? (
            <RecallNotice note={filled} verb={t("music.mix.recall_verb")} onDismiss={() => setFilled(null)} />
          ) : null}
          <form
            id="mix-form"
            className="form create-form"
            noValidate
            onSubmit={(e) => (e.preventDefault(), void sent.submit())}
          >
            <fieldset className="field" id="field-videoId">
              <legend>{t("music.mix.video")}</legend>
              <DropSlot
                takes={{ kinds: ["video"] }}
                label={t("music.mix.video")}
                onTake={([v]) => {
                  remember([v]);
                  setVideoId(v.id);
                }}
              >
                {videoPick.total === 0 && !videoSearch.trim() && videos.length === 0 ? (
                  <p className="muted">
                    {t("music.mix.no_videos")}{" "}
                    <button type="button" className="link-button" onClick={() => go("video")}>
                      {t("music.mix.make_video")}
                    </button>
                  </p>
                ) : (
                  <>
                    <PickSearch
                      id="mix-video-search"
                      label={t("music.mix.search_videos")}
                      value={videoSearch}
                      onChange={setVideoSearch}
                      total={videoPick.total}
                      noun={[t("music.mix.video_noun_one"), t("music.mix.video_noun_many")]}
                    />
                    <div className="source-grid mix-videos" role="radiogroup" aria-label={t("music.mix.your_videos")}>
                      {videos.map((v, i) => (
                        <label
                          key={v.id}
                          className={`source-card ${videoId === v.id ? "selected" : ""}`}
                          title={v.prompt ?? ""}
                        >
                          <input
                            type="radio"
                            className="visually-hidden"
                            name="mix-video"
                            checked={videoId === v.id}
                            aria-label={t(mixedHere(v) ? "music.mix.video_n_tag" : "music.mix.video_n", {
                              n: String(i + 1),
                              prompt: v.prompt ?? t("music.mix.untitled"),
                              date: itemShortDate(v),
                              tag: inSentence(copyName(v)),
                            })}
                            onChange={() => setVideoId(v.id)}
                          />
                          {v.thumbUrl ? (
                            <img src={v.thumbUrl} alt="" />
                          ) : (
                            <span className="source-noposter">{t("music.mix.video")}</span>
                          )}
                          <PlayMark />
                          {mixedHere(v) ? <span className="source-tag">{copyName(v)}</span> : null}
                        </label>
                      ))}
                    </div>
                    <PagedMore pick={videoPick} noun={t("music.mix.video_noun_many")} />
                  </>
                )}
              </DropSlot>
              <FieldMessage id="videoId-err" message={errs.videoId} />
            </fieldset>

            <fieldset className="field" id="field-musicId">
              <legend>{t("music.mix.music")}</legend>
              <DropSlot
                takes={{ kinds: ["audio"], serviceKnows: true }}
                label={t("music.mix.music")}
                onTake={([m]) => {
                  remember([m]);
                  setMusicId(m.id);
                }}
              >
                {trackPick.total === 0 && !trackSearch.trim() && tracks.length === 0 ? (
                  <p className="muted">{t("music.mix.no_tracks")}</p>
                ) : (
                  <>
                    <PickSearch
                      id="mix-track-search"
                      label={t("music.mix.search_tracks")}
                      value={trackSearch}
                      onChange={setTrackSearch}
                      total={trackPick.total}
                      noun={[t("music.mix.track_noun_one"), t("music.mix.track_noun_many")]}
                    />
                    <ul className="track-list" role="radiogroup" aria-label={t("music.mix.your_tracks")}>
                      {tracks.map((track: MediaItem, i) => (
                        <li key={track.id} className={`track ${musicId === track.id ? "selected" : ""}`}>
                          <label className="check">
                            <input
                              type="radio"
                              name="mix-music"
                              checked={musicId === track.id}
                              onChange={() => setMusicId(track.id)}
                            />
                            {t("music.mix.track_n", {
                              n: String(i + 1),
                              prompt: track.prompt ?? t("music.mix.untitled"),
                            })}{" "}
                            <span className="muted">· {itemShortDate(track)}</span>
                          </label>
                          <MediaPlayer
                            src={track.url}
                            kind="audio"
                            label={t("music.mix.track_player", { n: String(i + 1) })}
                          />
                        </li>
                      ))}
                    </ul>
                    <PagedMore pick={trackPick} noun={t("music.mix.track_noun_many")} />
                  </>
                )}
              </DropSlot>
              <FieldMessage id="musicId-err" message={errs.musicId} />
            </fieldset>

            {waiting.length ? (
              <div className="notice notice-info mix-waiting" data-testid="mix-waiting">
                <p className="notice-headline">{t("music.mix.waiting")}</p>
                <ul>
                  {waiting.map((j) => (
                    <li key={j.id}>
                      {t("music.mix.waiting_job", {
                        job: jobLabel(j, name),
                        status: inSentence(statusText(j.status, j.progress)),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </form>

          {mix ? (
            <section className="mix-result" aria-label={t("music.mix.result")}>
              <h2 className="section-title">{t("music.mix.before_after")}</h2>
              {mixJob?.status === "completed" && mixJob.media[0] ? (
                <div className="side-by-side">
                  {original ? (
                    <MediaPlayer
                      src={original.url}
                      poster={original.thumbUrl}
                      kind="video"
                      label={t("music.mix.original")}
                    />
                  ) : null}
                  <MediaPlayer
                    src={mixJob.media[0].url}
                    poster={mixJob.media[0].thumbUrl}
                    kind="video"
                    label={t("music.mix.with_music")}
                    className="mix-output"
                  />
                </div>
              ) : mixJob?.status === "failed" ? (
                <p className="field-error">⚠ {say(mixJob.error)}</p>
              ) : (
                <p className="recent-wait">
                  <span className="spinner" aria-hidden="true" /> {t("music.mix.saving")}
                </p>
              )}
            </section>
          ) : null}
        </div>
      </div>
      <ActionBar form="mix-form" label={t("music.mix.button")} disabled={false} phase={sent.phase} hold={sent.hold}>
        <p className="muted">{t("music.mix.volume")}</p>
        {chosenVideo != null && mixedHere(chosenVideo) ? (
          <p className="muted" data-testid="mix-here">
            {serviceGone(chosenVideo) ? t("music.mix.here_gone") : t("music.mix.here_copy")}
          </p>
        ) : null}
        <ErrorNotice error={sent.error} />
      </ActionBar>
    </>
  );
}
