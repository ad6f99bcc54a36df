// The talking-avatar form: source picture, one of the three avatar providers, the dialogue with its
// estimated length and cost as you type (the core's estimate: 150 characters per 10 s), the voice
// (automatic, a voice-service voice, a recorded voice, or speech-to-speech with its length), prompt, shape.
import { RECORDING_SECONDS_MAX } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { priceText } from "../../lib/price";
import {
  Segmented,
  SourceField,
  VideoShape,
  VideoToggles,
  useVideoForm,
  ProviderCard,
  type VideoFormProps,
} from "./VideoShared";
import { DraftField } from "../../forms/Field";
import { SpendFormPage } from "../../forms/SpendFormPage";
import {
  avatarPreset,
  avatarFromSettings,
  avatarMakers,
  initialAvatar,
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

/** The recording's length stays with the app (the spec has no field for it); it prices the video. */
function recordingSeconds(d: Draft): number | null {
  const s = Number(d.recordingSeconds);
  return d.voiceMode === "audio" && d.recordingSeconds.trim() ? (Number.isFinite(s) ? s : 0) : null;
}

export function VideoAvatar({ catalogue, library, header, footer }: VideoFormProps) {
  const providers = avatarMakers(catalogue);
  const { draft, form, page } = useVideoForm<Draft, "avatar">(
    FORM,
    { catalogue, library },
    {
      recall: "avatar",
      step: "avatar",
      fromSettings: avatarFromSettings,
      initial: initialAvatar,
      makers: providers,
      spend: (d) => ({ kind: "avatar", request: toAvatarRequest(d, library), recordingSeconds: recordingSeconds(d) }),
      fieldOrder: FIELD_ORDER,
      presets: avatarPreset(catalogue),
    },
  );
  const { live, errors, update } = form;

  if (errors.prompt && !draft.prompt.trim()) errors.prompt = t("video.avatar.prompt_missing");
  const shown = form.shownOf(errors);
  const bind = { draft, update, shown };

  const est = live.estimate;
  const chars = [...draft.dialogue.trim()].length;
  const speaks = draft.voiceMode === "auto" || draft.voiceMode === "voice";
  return (
    <SpendFormPage
      {...page}
      id="avatar-form"
      header={header}
      footer={footer}
      keeps={t("video.avatar.preset_keeps")}
      recallVerb={t("video.avatar.recall_verb")}
      started={t("video.avatar.started")}
      verb={t("video.avatar.verb")}
      shown={shown}
    >
      <SourceField bind={bind} images={library} />

      <fieldset className="field" id="field-provider">
        <legend>{t("video.avatar.maker")}</legend>
        <div className="provider-grid">
          {providers.map((p) => (
            <ProviderCard
              key={p.slug}
              maker={p}
              name="avatar-provider"
              selected={p.slug === draft.provider}
              onChange={() => update({ provider: p.slug }, "provider")}
            />
          ))}
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
        <DraftField
          bind={bind}
          name="dialogue"
          label={t("video.avatar.dialogue")}
          rows={4}
          placeholder={t("video.avatar.dialogue_placeholder")}
        >
          <p className="dialogue-meter" data-testid="dialogue-meter" aria-live="polite">
            {tn("video.avatar.chars", chars, { count: String(chars) })}
            {est?.perSecond
              ? ` · ${t("video.avatar.meter_estimate", { seconds: est.perSecond.seconds, price: priceText(est.credits, est.basis) })}`
              : ""}
          </p>
        </DraftField>
      ) : null}

      {draft.voiceMode === "voice" ? (
        <div className="row-2">
          <DraftField
            bind={bind}
            name="voiceId"
            label={t("video.avatar.voice_id")}
            help={t("video.avatar.voice_id_help")}
          />
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
        <DraftField
          bind={bind}
          name="voiceAudioUrl"
          label={t("video.avatar.recording_link")}
          help={t("video.avatar.recording_help")}
          type="url"
          placeholder={t("video.avatar.recording_placeholder")}
        />
      ) : null}
      {draft.voiceMode === "audio" ? (
        <DraftField
          bind={bind}
          name="recordingSeconds"
          label={t("video.avatar.recording_length")}
          help={t("video.avatar.recording_length_help")}
          type="number"
          min={1}
          max={RECORDING_SECONDS_MAX}
        />
      ) : null}
      {draft.voiceMode === "s2s" ? (
        <div className="row-2">
          <DraftField
            bind={bind}
            name="s2sAudioUrl"
            label={t("video.avatar.recording_link")}
            help={t("video.avatar.s2s_help")}
            type="url"
            placeholder={t("video.avatar.s2s_placeholder")}
          />
          <DraftField
            bind={bind}
            name="s2sDuration"
            label={t("video.avatar.s2s_length")}
            help={t("video.avatar.s2s_length_help")}
            type="number"
            min={1}
          />
        </div>
      ) : null}

      <DraftField
        bind={bind}
        name="prompt"
        label={t("video.avatar.prompt_label")}
        help={t("video.avatar.prompt_help")}
        rows={2}
        placeholder={t("video.avatar.prompt_placeholder")}
      />

      <VideoShape bind={bind} />
      <VideoToggles catalogue={catalogue} draft={draft} update={update} />
    </SpendFormPage>
  );
}
