// A new music track: description, length in seconds (milliseconds on the wire), optional preset (typed, or
// one of the suggested style words); the cost comes live from the core's music table.
import type { ReactNode } from "react";
import { DraftField } from "../../forms/Field";
import { MUSIC_MAX_MS } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { useDraftedSpendForm } from "../../forms/useSpendForm";
import { useHandOffFill } from "../../forms/useHandOffFill";
import { SpendFormPage } from "../../forms/SpendFormPage";
import {
  INITIAL_TRACK as INITIAL,
  MUSIC_STYLES,
  trackPreset,
  toMusicRequest,
  trackFromSettings,
  type TrackDraft as Draft,
} from "./musicDrafts";
import { Suggestions } from "../../widgets/Suggestions";
import { priceText } from "../../lib/price";
import { t } from "../../i18n";

const FORM = "music-track";
/** The slider's range; the rules decide what is accepted (a typed value beyond it gets their message). */
const SLIDER_MAX_SECONDS = MUSIC_MAX_MS / 1000;
const FIELD_ORDER = ["prompt", "duration", "preset"];

export function MusicTrack({ header, footer }: { header: ReactNode; footer: ReactNode }) {
  const fill = useHandOffFill<Draft, "music">("music", trackFromSettings);
  const { draft, form, page } = useDraftedSpendForm<Draft>(FORM, {
    draft: { initial: INITIAL, fill },
    spend: (d) => ({ kind: "music", request: toMusicRequest(d) }),
    fieldOrder: FIELD_ORDER,
    presets: trackPreset,
  });
  const { live, errors, update } = form;
  const request = toMusicRequest(draft);

  if (errors.prompt && !draft.prompt.trim()) errors.prompt = t("music.track.prompt_missing");
  if (errors.duration) {
    // The UI speaks seconds; the rules speak the wire's milliseconds.
    errors.duration =
      request.duration === 0
        ? t("music.track.length_missing")
        : t("music.track.too_long", { seconds: String(Number(draft.seconds)) });
  }
  const shown = form.shownOf(errors);
  const bind = { draft, update, shown };

  const secs = Number(draft.seconds) || 0;
  return (
    <SpendFormPage
      {...page}
      id="music-form"
      header={header}
      footer={footer}
      keeps={t("music.track.preset_keeps")}
      recallVerb={t("music.track.recall_verb")}
      started={t("music.track.started")}
      verb={t("music.track.verb")}
      shown={shown}
      breakdown={
        live.estimate && live.estimate.errors.length === 0
          ? t("music.track.breakdown", {
              seconds: String(secs),
              price: priceText(live.estimate.credits, live.estimate.basis),
            })
          : undefined
      }
    >
      <DraftField
        bind={bind}
        name="prompt"
        label={t("music.track.prompt_label")}
        help={t("music.track.prompt_help")}
        rows={3}
        placeholder={t("music.track.prompt_placeholder")}
      />
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
          <FieldMessage id="duration-err" message={shown("duration")} />
        </div>
      </div>
      <DraftField
        bind={bind}
        name="preset"
        label={t("music.track.style_label")}
        help={t("music.track.style_help")}
        placeholder={t("music.track.style_placeholder")}
      >
        <Suggestions
          label={t("music.track.style_suggested")}
          words={MUSIC_STYLES}
          value={draft.preset}
          onPick={(w) => update({ preset: w }, "preset")}
        />
      </DraftField>
    </SpendFormPage>
  );
}
