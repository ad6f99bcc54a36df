// A new music track: description, length in seconds (milliseconds on the wire), optional preset (typed, or
// one of the suggested style words);
// the cost comes live from the core's music table. Finished tracks play below.
import { useMemo, type ReactNode } from "react";
import type { SpendRequest } from "../api/spend";
import { ErrorNotice } from "../components/ErrorNotice";
import { RecallNotice } from "../components/RecallNotice";
import { useRecall } from "../lib/recall";
import { useDraft } from "../lib/useDraft";
import { Field } from "./VideoShared";
import { VideoActionBar } from "./VideoCost";
import { useSpendForm } from "./useSpendForm";
import { usePresets } from "../forms/usePresets";
import { FormHead } from "../components/FormHead";
import {
  applyTrackPreset,
  INITIAL_TRACK as INITIAL,
  MUSIC_STYLES,
  trackPresetValue,
  toMusicRequest,
  trackFromSettings,
  type TrackDraft as Draft,
} from "./musicDrafts";
import { Suggestions } from "../components/Suggestions";
import { priceText } from "../lib/price";

const FORM = "music-track";
/** The slider's range; the rules decide what is accepted (a typed value beyond it gets their message). */
const SLIDER_MAX_SECONDS = 300;
const FIELD_ORDER = ["prompt", "duration", "preset"];

export function MusicTrack({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  const recall = useRecall("music");
  const fill = () => {
    const r = recall();
    return r ? trackFromSettings(r.settings, r.sourceLabel) : null;
  };
  const { draft, setDraft, saved, restored, filled, dismissFilled } = useDraft<Draft>(FORM, { initial: INITIAL, fill });
  const request = useMemo(() => toMusicRequest(draft), [draft]);
  const spend = useMemo((): SpendRequest => ({ kind: "music", request }), [request]);
  const form = useSpendForm<Draft>({ setDraft, spend, fieldOrder: FIELD_ORDER });
  const { live, errors, update, startError, started, phase, hold } = form;
  const presets = usePresets(draft, setDraft, { value: trackPresetValue, apply: applyTrackPreset });

  if (errors.prompt && !draft.prompt.trim())
    errors.prompt = "Describe the music, for example: calm lo-fi beat with soft piano.";
  if (errors.duration) {
    // The UI speaks seconds; the rules speak the wire's milliseconds.
    errors.duration =
      request.duration === 0
        ? "Enter a length in seconds."
        : `Music can be at most 5 minutes (300 seconds); you asked for ${Number(draft.seconds)} seconds.`;
  }
  const shown = form.shownOf(errors);
  const submit = () => form.submit("Started. Your track appears below when it's ready.");

  const shownCount = FIELD_ORDER.filter((f) => shown(f)).length;
  const secs = Number(draft.seconds) || 0;
  return (
    <>
      <div className="screen-scroll">
        <div className="screen create-screen">
          {header}
          <FormHead
            restored={restored}
            saved={saved}
            presets={{
              form: FORM,
              keeps: "A preset keeps the description, the length and the style words.",
              ...presets,
            }}
          />
          {filled ? <RecallNotice note={filled} verb="make the music" onDismiss={dismissFilled} /> : null}
          <form
            id="music-form"
            className="form create-form"
            noValidate
            onSubmit={(e) => (e.preventDefault(), void submit())}
          >
            <Field
              id="prompt"
              label="Describe the music"
              help="Genre, mood, instruments, tempo."
              error={shown("prompt")}
            >
              <textarea
                id="prompt"
                rows={3}
                value={draft.prompt}
                placeholder="Calm lo-fi beat with soft piano and vinyl crackle, 80 bpm"
                onChange={(e) => update({ prompt: e.target.value }, "prompt")}
              />
            </Field>
            <div className="row-2">
              <div className="field" id="field-duration">
                <label htmlFor="music-seconds">Length in seconds</label>
                <div className="duration-control">
                  <input
                    type="range"
                    aria-label="Length slider"
                    min={5}
                    max={SLIDER_MAX_SECONDS}
                    step={5}
                    value={Math.min(SLIDER_MAX_SECONDS, Math.max(5, secs))}
                    onChange={(e) => update({ seconds: e.target.value }, "duration")}
                  />
                  <input
                    id="music-seconds"
                    type="number"
                    className="duration-number"
                    min={1}
                    max={SLIDER_MAX_SECONDS}
                    value={draft.seconds}
                    aria-invalid={shown("duration") ? true : undefined}
                    aria-describedby={shown("duration") ? "duration-err" : "duration-help"}
                    onChange={(e) => update({ seconds: e.target.value }, "duration")}
                  />
                </div>
                <p className="help" id="duration-help">
                  Up to 5 minutes.
                </p>
                {shown("duration") ? (
                  <p className="field-error" id="duration-err">
                    <span aria-hidden="true">⚠ </span>
                    {shown("duration")}
                  </p>
                ) : null}
              </div>
            </div>
            <Field
              id="preset"
              label="Style preset (optional)"
              help="Pick a style or type your own words. They are sent with your description as the track's preset."
              error={shown("preset")}
            >
              <input
                id="preset"
                value={draft.preset}
                placeholder="Type a style, or pick one below"
                onChange={(e) => update({ preset: e.target.value }, "preset")}
              />
              <Suggestions
                label="Suggested styles"
                words={MUSIC_STYLES}
                value={draft.preset}
                onPick={(w) => update({ preset: w }, "preset")}
              />
            </Field>
            {live.error ? (
              <ErrorNotice error={live.error} headline="The cost couldn't be worked out right now." />
            ) : null}
          </form>
          {footer}
        </div>
      </div>
      <VideoActionBar
        form="music-form"
        verb="Make music"
        estimate={live.estimate}
        loading={live.loading}
        phase={phase}
        hold={hold}
        shownCount={shownCount}
        started={started}
        error={startError}
        breakdown={
          live.estimate && live.estimate.errors.length === 0
            ? `${secs} s of music: ${priceText(live.estimate.credits, live.estimate.basis)}`
            : undefined
        }
      />
    </>
  );
}
