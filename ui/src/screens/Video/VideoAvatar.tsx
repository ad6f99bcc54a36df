// The talking-avatar form: source picture, one of the three avatar providers, the dialogue with its
// estimated length and cost as you type (the core's estimate: 150 characters per 10 s), the voice
// (automatic, a voice-service voice, a recorded voice, or speech-to-speech with its length), prompt, shape.
import { useMemo, type ReactNode } from "react";
import type { Catalogue, MediaItem } from "../../api";
import type { SpendRequest } from "../../api/spend";
import { ErrorNotice, FieldMessage } from "../../components/ErrorNotice";
import { RecallNotice } from "../../components/RecallNotice";
import { priceText } from "../../lib/price";
import { useRecall } from "../../lib/recall";
import { objectDraft, useDraft } from "../../lib/useDraft";
import { useStep } from "../../lib/nextStep";
import { useNavigation } from "../../state";
import { Segmented, SourcePicker, VideoShape } from "./VideoShared";
import { Field } from "../../components/media/Field";
import { VideoActionBar } from "../../components/media/VideoCost";
import { useSpendForm } from "../../forms/useSpendForm";
import { usePresets } from "../../forms/usePresets";
import { FormHead } from "../../components/FormHead";
import {
  applyAvatarPreset,
  avatarPresetValue,
  avatarFromSettings,
  sourceFromStep,
  avatarMakers,
  initialAvatar,
  restoreVideoDraft,
  toAvatarRequest,
  type AvatarDraft as Draft,
  type VoiceMode,
} from "./videoDrafts";
import { t, tn, type MessageKey } from "../../i18n";

const FORM = "video-avatar";

const FIELD_ORDER = [
  "source",
  "provider",
  "dialogue",
  "voiceId",
  "voiceProvider",
  "voiceAudioUrl",
  "s2sAudioUrl",
  "s2sDuration",
  "recordingSeconds",
  "prompt",
  "aspectRatio",
];
const fieldOf = (k: string) => (k === "imageId" || k === "uploadedImageUrl" || k === "imageUrl" ? "source" : k);

const VOICES: Array<[VoiceMode, MessageKey]> = [
  ["auto", "video.avatar.voice_auto"],
  ["voice", "video.avatar.voice_picked"],
  ["audio", "video.avatar.voice_recording"],
  ["s2s", "video.avatar.voice_s2s"],
];

/** The voice services the spec names for a voice id (voiceProvider). */
const VOICE_SERVICES: Array<[string, string]> = [
  ["elevenlabs", "ElevenLabs"],
  ["fish-audio", "Fish Audio"],
];

export function VideoAvatar({
  catalogue,
  library,
  header,
  footer,
}: {
  catalogue: Catalogue;
  library: MediaItem[];
  header: ReactNode;
  footer: ReactNode;
}) {
  const { go } = useNavigation();
  const providers = avatarMakers(catalogue);
  const recall = useRecall("avatar");
  const step = useStep("avatar");
  const fill = (stored: Draft) => {
    const r = recall();
    if (r) return avatarFromSettings(r.settings, r.sourceLabel, library, catalogue);
    const s = step();
    return s ? sourceFromStep(stored, s) : null;
  };
  const { draft, setDraft, saved, restored, filled, dismissFilled } = useDraft<Draft>(FORM, {
    initial: initialAvatar(catalogue),
    restore: objectDraft((r) => restoreVideoDraft(r, initialAvatar(catalogue), providers)),
    fill,
  });
  const request = useMemo(() => toAvatarRequest(draft, library), [draft, library]);
  // The recording's length stays with the app (the spec has no field for it); it prices the video.
  const recordingSeconds = useMemo(() => {
    const s = Number(draft.recordingSeconds);
    return draft.voiceMode === "audio" && draft.recordingSeconds.trim() ? (Number.isFinite(s) ? s : 0) : null;
  }, [draft.voiceMode, draft.recordingSeconds]);
  const spend = useMemo(
    (): SpendRequest => ({ kind: "avatar", request, recordingSeconds }),
    [request, recordingSeconds],
  );
  const form = useSpendForm<Draft>({ setDraft, spend, fieldOrder: FIELD_ORDER, fieldOf });
  const { live, errors, update, startError, started, phase, hold } = form;
  const presets = usePresets(draft, setDraft, {
    value: avatarPresetValue,
    apply: (v, d) => applyAvatarPreset(v, d, catalogue),
  });

  if (errors.prompt && !draft.prompt.trim()) errors.prompt = t("video.avatar.prompt_missing");
  const shown = form.shownOf(errors);
  const submit = () => form.submit(t("video.avatar.started"));

  const est = live.estimate;
  const chars = [...draft.dialogue.trim()].length;
  const speaks = draft.voiceMode === "auto" || draft.voiceMode === "voice";
  const shownCount = FIELD_ORDER.filter((f) => shown(f)).length;
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
              keeps: t("video.avatar.preset_keeps"),
              ...presets,
            }}
          />
          {filled ? (
            <RecallNotice note={filled} verb={t("video.avatar.recall_verb")} onDismiss={dismissFilled} />
          ) : null}
          <form
            id="avatar-form"
            className="form create-form"
            noValidate
            onSubmit={(e) => (e.preventDefault(), void submit())}
          >
            <SourcePicker
              name="source"
              value={draft.source}
              images={library}
              error={shown("source")}
              onChange={(s) => update({ source: s }, "source")}
              onCreateImage={() => go("create")}
            />

            <fieldset className="field" id="field-provider">
              <legend>{t("video.avatar.maker")}</legend>
              <div className="provider-grid">
                {providers.map((p) => {
                  const selected = p.slug === draft.provider;
                  return (
                    <label key={p.slug} className={`provider-card ${selected ? "selected" : ""}`} data-slug={p.slug}>
                      <input
                        type="radio"
                        name="avatar-provider"
                        className="visually-hidden"
                        checked={selected}
                        onChange={() => update({ provider: p.slug }, "provider")}
                      />
                      <span className="provider-top">
                        <span className="provider-name">{p.name}</span>
                        <span className="provider-check" aria-hidden="true">
                          {selected ? "✓" : ""}
                        </span>
                      </span>
                      <span className="provider-cost">{tn("video.maker.rate", p.rate)}</span>
                    </label>
                  );
                })}
              </div>
              <FieldMessage id="provider-err" message={shown("provider")} />
            </fieldset>

            <fieldset className="field" id="field-voice">
              <legend>{t("video.avatar.voice")}</legend>
              <Segmented
                name="voice-mode"
                label={t("video.avatar.voice")}
                options={VOICES.map(([mode, key]) => [mode, t(key)] as const)}
                value={draft.voiceMode}
                onChange={(voiceMode) => update({ voiceMode }, "voiceMode")}
              />
            </fieldset>

            {speaks ? (
              <Field id="dialogue" label={t("video.avatar.dialogue")} error={shown("dialogue")}>
                <textarea
                  id="dialogue"
                  rows={4}
                  value={draft.dialogue}
                  placeholder={t("video.avatar.dialogue_placeholder")}
                  onChange={(e) => update({ dialogue: e.target.value }, "dialogue")}
                />
                <p className="dialogue-meter" data-testid="dialogue-meter" aria-live="polite">
                  {tn("video.avatar.chars", chars, { count: String(chars) })}
                  {est?.perSecond
                    ? ` · ${t("video.avatar.meter_estimate", { seconds: est.perSecond.seconds, price: priceText(est.credits, est.basis) })}`
                    : ""}
                </p>
              </Field>
            ) : null}

            {draft.voiceMode === "voice" ? (
              <div className="row-2">
                <Field
                  id="voiceId"
                  label={t("video.avatar.voice_id")}
                  help={t("video.avatar.voice_id_help")}
                  error={shown("voiceId")}
                >
                  <input
                    id="voiceId"
                    value={draft.voiceId}
                    onChange={(e) => update({ voiceId: e.target.value }, "voiceId")}
                  />
                </Field>
                <fieldset className="field" id="field-voiceProvider">
                  <legend>{t("video.avatar.voice_service")}</legend>
                  <Segmented
                    name="voice-service"
                    label={t("video.avatar.voice_service")}
                    options={VOICE_SERVICES}
                    value={draft.voiceProvider}
                    onChange={(voiceProvider) => update({ voiceProvider }, "voiceProvider")}
                  />
                  <FieldMessage id="voiceProvider-err" message={shown("voiceProvider")} />
                </fieldset>
              </div>
            ) : null}
            {draft.voiceMode === "audio" ? (
              <Field
                id="voiceAudioUrl"
                label={t("video.avatar.recording_link")}
                help={t("video.avatar.recording_help")}
                error={shown("voiceAudioUrl")}
              >
                <input
                  id="voiceAudioUrl"
                  type="url"
                  placeholder={t("video.avatar.recording_placeholder")}
                  value={draft.voiceAudioUrl}
                  onChange={(e) => update({ voiceAudioUrl: e.target.value }, "voiceAudioUrl")}
                />
              </Field>
            ) : null}
            {draft.voiceMode === "audio" ? (
              <Field
                id="recordingSeconds"
                label={t("video.avatar.recording_length")}
                help={t("video.avatar.recording_length_help")}
                error={shown("recordingSeconds")}
              >
                <input
                  id="recordingSeconds"
                  type="number"
                  min={1}
                  max={600}
                  value={draft.recordingSeconds}
                  onChange={(e) => update({ recordingSeconds: e.target.value }, "recordingSeconds")}
                />
              </Field>
            ) : null}
            {draft.voiceMode === "s2s" ? (
              <div className="row-2">
                <Field
                  id="s2sAudioUrl"
                  label={t("video.avatar.recording_link")}
                  help={t("video.avatar.s2s_help")}
                  error={shown("s2sAudioUrl")}
                >
                  <input
                    id="s2sAudioUrl"
                    type="url"
                    placeholder={t("video.avatar.s2s_placeholder")}
                    value={draft.s2sAudioUrl}
                    onChange={(e) => update({ s2sAudioUrl: e.target.value }, "s2sAudioUrl")}
                  />
                </Field>
                <Field
                  id="s2sDuration"
                  label={t("video.avatar.s2s_length")}
                  help={t("video.avatar.s2s_length_help")}
                  error={shown("s2sDuration")}
                >
                  <input
                    id="s2sDuration"
                    type="number"
                    min={1}
                    value={draft.s2sDuration}
                    onChange={(e) => update({ s2sDuration: e.target.value }, "s2sDuration")}
                  />
                </Field>
              </div>
            ) : null}

            <Field
              id="prompt"
              label={t("video.avatar.prompt_label")}
              help={t("video.avatar.prompt_help")}
              error={shown("prompt")}
            >
              <textarea
                id="prompt"
                rows={2}
                value={draft.prompt}
                placeholder={t("video.avatar.prompt_placeholder")}
                onChange={(e) => update({ prompt: e.target.value }, "prompt")}
              />
            </Field>

            <VideoShape
              name="aspectRatio"
              value={draft.aspectRatio}
              error={shown("aspectRatio")}
              onChange={(v) => update({ aspectRatio: v }, "aspectRatio")}
            />
            <div className="toggles">
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.premium}
                  onChange={(e) => update({ premium: e.target.checked }, "premium")}
                />
                {t("video.premium", { rate: catalogue.premiumVideoRate })}
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.skipEnhancement}
                  onChange={(e) => update({ skipEnhancement: e.target.checked }, "skipEnhancement")}
                />
                {t("video.skip_enhancement")}
              </label>
            </div>
            {live.error ? <ErrorNotice error={live.error} headline={t("video.cost.failed")} /> : null}
          </form>
          {footer}
        </div>
      </div>
      <VideoActionBar
        form="avatar-form"
        verb={t("video.avatar.verb")}
        estimate={est}
        loading={live.loading}
        phase={phase}
        hold={hold}
        shownCount={shownCount}
        started={started}
        error={startError}
      />
    </>
  );
}
