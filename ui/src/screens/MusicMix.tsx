// Add music to a video: pick a finished video and a finished track of your own, each searched over the whole
// library a page at a time (things still being made are explained, not offered), mix (free), and play the
// result beside the original.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { api, type ApiError, type MediaItem } from "../api";
import { mediaApi, type MixChoices } from "../api/media";
import { onlyJob, spendApi } from "../api/spend";
import { ActionBar } from "../components/ActionBar";
import { passOnHold, useSpendPress } from "../lib/useSpendPress";
import { ErrorNotice, FieldMessage } from "../components/ErrorNotice";
import { MediaPlayer } from "../components/MediaPlayer";
import { PlayMark } from "../components/PlayMark";
import { statusText } from "../lib/format";
import { useCatalogue, useHandleError, useJobs, useLibrary, useNavigation } from "../state";
import { jobLabel } from "./VideoResults";
import { RecallNotice } from "../components/RecallNotice";
import { useRecall, type RecallNote } from "../lib/recall";
import { mixableTrack, mixedHere, mixFromSettings, mixFromStep } from "./musicDrafts";
import { PagedMore, PickSearch } from "../components/PickSearch";
import { rememberItems, usePick, withChosen } from "../lib/usePick";
import { useStep } from "../lib/nextStep";
import { copyName } from "../lib/toolNames";
import { itemShortDate, serviceGone } from "../lib/itemFacts";

/** Videos or tracks in a page of a mix picker. */
const PAGE = 24;

export function MusicMix({ header }: { header: ReactNode }) {
  const { jobs } = useJobs();
  const { catalogue } = useCatalogue();
  const { go } = useNavigation();
  const handleError = useHandleError();
  const [choices, setChoices] = useState<MixChoices | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [videoId, setVideoId] = useState("");
  const [musicId, setMusicId] = useState("");
  // One press, one intent; a press of this mix that may already have been charged is held.
  const { press, phase, hold } = useSpendPress({ videoId, musicId });
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
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
  const recall = useRecall("mix");
  const step = useStep("addMusic", "addToVideo");
  const applied = useRef(false);
  const [filled, setFilled] = useState<RecallNote | null>(null);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const fill = (f: ReturnType<typeof mixFromStep>) => {
      setVideoId(f.draft.videoId);
      setMusicId(f.draft.musicId);
      setFilled(f.note);
    };
    const r = recall();
    const s = r ? null : step();
    if (s) {
      rememberItems([s.item]);
      fill(mixFromStep(s));
    } else if (r) {
      const { videoMediaId, musicMediaId } = r.settings;
      Promise.all([api.libraryGet(videoMediaId), api.libraryGet(musicMediaId)])
        .then(([video, music]) => {
          rememberItems([video, music].flatMap((m) => m ?? []));
          fill(mixFromSettings(r.settings, r.sourceLabel, { video, music }));
        })
        .catch((e) => setLoadError(handleError(e)));
    }
  }, [recall, step, handleError]);

  const name = (slug: string) => catalogue?.videoProviders.find((p) => p.slug === slug)?.name ?? slug;
  const videos = withChosen(videoPick.items, videoId, library).filter((m) => m.kind === "video");
  const tracks = withChosen(trackPick.items, musicId, library).filter(mixableTrack);
  const waiting = choices?.waiting ?? [];
  const chosenVideo = videos.find((v) => v.id === videoId);
  const errs = {
    videoId: fieldErrors.videoId ?? (submitted && !videoId ? "Choose the video to add music to." : undefined),
    musicId: fieldErrors.musicId ?? (submitted && !musicId ? "Choose the music track." : undefined),
  };
  const mixJob = mix ? jobs.find((j) => j.id === mix.jobId) : undefined;
  const [original, setOriginal] = useState<MediaItem | null>(null);

  const submit = () =>
    press(async (intent) => {
      setSubmitted(true);
      setError(null);
      setFieldErrors({});
      if (!videoId || !musicId) return false;
      try {
        const job = onlyJob(
          await spendApi.spend(intent, { kind: "mix", videoMediaId: videoId, musicMediaId: musicId }),
        );
        setMix({ jobId: job.id });
        setOriginal(chosenVideo ?? null);
        setSubmitted(false);
        return true;
      } catch (raw) {
        passOnHold(raw);
        const err = handleError(raw);
        if (err.code === "validation" && (err.field === "videoId" || err.field === "musicId"))
          setFieldErrors({ [err.field]: err.message });
        else if (err.code !== "unauthorized") setError(err);
        return false;
      }
    });

  return (
    <>
      <div className="screen-scroll">
        <div className="screen create-screen">
          {header}
          {loadError ? <ErrorNotice error={loadError} headline="Your videos and tracks couldn't be loaded." /> : null}
          {filled ? <RecallNotice note={filled} verb="add the music" onDismiss={() => setFilled(null)} /> : null}
          <form
            id="mix-form"
            className="form create-form"
            noValidate
            onSubmit={(e) => (e.preventDefault(), void submit())}
          >
            <fieldset className="field" id="field-videoId">
              <legend>Video</legend>
              {videoPick.total === 0 && !videoSearch.trim() && videos.length === 0 ? (
                <p className="muted">
                  No finished videos yet.{" "}
                  <button type="button" className="link-button" onClick={() => go("video")}>
                    Make a video
                  </button>
                </p>
              ) : (
                <>
                  <PickSearch
                    id="mix-video-search"
                    label="Search your videos"
                    value={videoSearch}
                    onChange={setVideoSearch}
                    total={videoPick.total}
                    noun={["video", "videos"]}
                  />
                  <div className="source-grid mix-videos" role="radiogroup" aria-label="Your videos">
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
                          aria-label={`Video ${i + 1}: ${v.prompt ?? "untitled"}, ${itemShortDate(v)}${
                            mixedHere(v) ? `, ${copyName(v).toLowerCase()}` : ""
                          }`}
                          onChange={() => setVideoId(v.id)}
                        />
                        {v.thumbUrl ? <img src={v.thumbUrl} alt="" /> : <span className="source-noposter">Video</span>}
                        <PlayMark />
                        {mixedHere(v) ? <span className="source-tag">{copyName(v)}</span> : null}
                      </label>
                    ))}
                  </div>
                  <PagedMore pick={videoPick} noun="videos" />
                </>
              )}
              <FieldMessage id="videoId-err" message={errs.videoId} />
            </fieldset>

            <fieldset className="field" id="field-musicId">
              <legend>Music</legend>
              {trackPick.total === 0 && !trackSearch.trim() && tracks.length === 0 ? (
                <p className="muted">No finished music tracks yet: make one in the “New track” tab.</p>
              ) : (
                <>
                  <PickSearch
                    id="mix-track-search"
                    label="Search your music tracks"
                    value={trackSearch}
                    onChange={setTrackSearch}
                    total={trackPick.total}
                    noun={["track", "tracks"]}
                  />
                  <ul className="track-list" role="radiogroup" aria-label="Your music tracks">
                    {tracks.map((t: MediaItem, i) => (
                      <li key={t.id} className={`track ${musicId === t.id ? "selected" : ""}`}>
                        <label className="check">
                          <input
                            type="radio"
                            name="mix-music"
                            checked={musicId === t.id}
                            onChange={() => setMusicId(t.id)}
                          />
                          Track {i + 1}: {t.prompt ?? "untitled"} <span className="muted">· {itemShortDate(t)}</span>
                        </label>
                        <MediaPlayer src={t.url} kind="audio" label={`Track ${i + 1}`} />
                      </li>
                    ))}
                  </ul>
                  <PagedMore pick={trackPick} noun="tracks" />
                </>
              )}
              <FieldMessage id="musicId-err" message={errs.musicId} />
            </fieldset>

            {waiting.length ? (
              <div className="notice notice-info mix-waiting" data-testid="mix-waiting">
                <p className="notice-headline">Still being made, so not offered yet:</p>
                <ul>
                  {waiting.map((j) => (
                    <li key={j.id}>
                      {jobLabel(j, name)}: {statusText(j.status, j.progress).toLowerCase()} It appears above when it's
                      finished.
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </form>

          {mix ? (
            <section className="mix-result" aria-label="Mixed video">
              <h2 className="section-title">Before and after</h2>
              {mixJob?.status === "completed" && mixJob.media[0] ? (
                <div className="side-by-side">
                  {original ? (
                    <MediaPlayer src={original.url} poster={original.thumbUrl} kind="video" label="Original" />
                  ) : null}
                  <MediaPlayer
                    src={mixJob.media[0].url}
                    poster={mixJob.media[0].thumbUrl}
                    kind="video"
                    label="With music"
                    className="mix-output"
                  />
                </div>
              ) : mixJob?.status === "failed" ? (
                <p className="field-error">⚠ {mixJob.error}</p>
              ) : (
                <p className="recent-wait">
                  <span className="spinner" aria-hidden="true" /> Saving the mixed video…
                </p>
              )}
            </section>
          ) : null}
        </div>
      </div>
      <ActionBar form="mix-form" label="Add music — free" disabled={false} phase={phase} hold={hold}>
        <p className="muted">The music plays at 35% volume behind the video's own sound. Adding music is free.</p>
        {chosenVideo != null && mixedHere(chosenVideo) ? (
          <p className="muted" data-testid="mix-here">
            {serviceGone(chosenVideo)
              ? "This video is on this computer only (the service's copy was deleted), so it gets its music here. Nothing is sent."
              : "This copy gets its music on this computer: the service adds music only to videos it made itself. Nothing is sent."}
          </p>
        ) : null}
        {error ? <ErrorNotice error={error} /> : null}
      </ActionBar>
    </>
  );
}
