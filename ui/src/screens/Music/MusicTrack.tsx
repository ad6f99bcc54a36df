// A new music track: description, length in seconds (milliseconds on the wire), optional preset (typed, or
// one of the suggested style words);
// the cost comes live from the core's music table. Finished tracks play below.
import { useMemo, type ReactNode } from "react";
import type { SpendRequest } from "../../api/spend";
import { ErrorNotice } from "../../components/ErrorNotice";
import { RecallNotice } from "../../components/RecallNotice";
import { useRecall } from "../../lib/recall";
import { useDraft } from "../../lib/useDraft";
import { Field } from "../../components/media/Field";
import { VideoActionBar } from "../../components/media/VideoCost";
import { useSpendForm } from "../../forms/useSpendForm";
import { usePresets } from "../../forms/usePresets";
import { FormHead } from "../../components/FormHead";
import {
  applyTrackPreset,
  INITIAL_TRACK as INITIAL,
  MUSIC_STYLES,
  trackPresetValue,
  toMusicRequest,
  trackFromSettings,
  type TrackDraft as Draft,
} from "./musicDrafts";
import { Suggestions } from "../../components/Suggestions";
import { priceText } from "../../lib/price";
import { t } from "../../i18n";

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

  if (errors.prompt && !draft.prompt.trim()) errors.prompt = t("music.track.prompt_missing");
  if (errors.duration) {
    // The UI speaks seconds; the rules speak the wire's milliseconds.
    errors.duration =
      request.duration === 0
        ? t("music.track.length_missing")
        : t("music.track.too_long", { seconds: String(Number(draft.seconds)) });
  }
  const shown = form.shownOf(errors);
  const submit = () => form.submit(t("music.track.started"));

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
              keeps: t("music.track.preset_keeps"),
              ...presets,
            }}
          />
          {filled ? <RecallNotice note={filled} verb={t("music.track.recall_verb")} onDismiss={dismissFilled} /> : null}
          <form
            id="music-form"
            className="form create-form"
            noValidate
            onSubmit={(e) => (e.preventDefault(), void submit())}
          >
            <Field
              id="prompt"
              label={t("music.track.prompt_label")}
              help={t("music.track.prompt_help")}
              error={shown("prompt")}
            >
              <textarea
                id="prompt"
                rows={3}
                value={draft.prompt}
                placeholder={t("music.track.prompt_placeholder")}
                onChange={(e) => update({ prompt: e.target.value }, "prompt")}
              />
            </Field>
            <div className="row-2">
              <div className="field" id="field-duration">
                <label htmlFor="music-seconds">{t("music.track.length")}</label>
                <div className="duration-control">
                  <input
                    type="range"
                    aria-label={t("music.track.length_slider")}
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
                  {t("music.track.length_help")}
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
              label={t("music.track.style_label")}
              help={t("music.track.style_help")}
              error={shown("preset")}
            >
              <input
                id="preset"
                value={draft.preset}
                placeholder={t("music.track.style_placeholder")}
                onChange={(e) => update({ preset: e.target.value }, "preset")}
              />
              <Suggestions
                label={t("music.track.style_suggested")}
                words={MUSIC_STYLES}
                value={draft.preset}
                onPick={(w) => update({ preset: w }, "preset")}
              />
            </Field>
            {live.error ? <ErrorNotice error={live.error} headline={t("video.cost.failed")} /> : null}
          </form>
          {footer}
        </div>
      </div>
      <VideoActionBar
        form="music-form"
        verb={t("music.track.verb")}
        estimate={live.estimate}
        loading={live.loading}
        phase={phase}
        hold={hold}
        shownCount={shownCount}
        started={started}
        error={startError}
        breakdown={
          live.estimate && live.estimate.errors.length === 0
            ? t("music.track.breakdown", {
                seconds: String(secs),
                price: priceText(live.estimate.credits, live.estimate.basis),
              })
            : undefined
        }
      />
    </>
  );
}
