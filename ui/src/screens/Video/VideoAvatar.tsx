// The talking-avatar form: source picture, one of the three avatar providers, the dialogue with its
// estimated length and cost as you type (the core's estimate: 150 characters per 10 s), the voice
// (automatic, a voice-service voice, a recorded voice, or speech-to-speech with its length), prompt, shape.
import { useMemo } from "react";
import type { SpendRequest } from "../../api/spend";
import { FieldMessage } from "../../components/ErrorNotice";
import { priceText } from "../../lib/price";
import { useNavigation } from "../../state";
import {
  Segmented,
  SourcePicker,
  VideoShape,
  VideoToggles,
  useVideoDraft,
  ProviderCard,
  type VideoFormProps,
} from "./VideoShared";
import { Field } from "../../components/media/Field";
import { useSpendForm } from "../../forms/useSpendForm";
import { usePresets } from "../../forms/usePresets";
import { SpendFormPage } from "../../forms/SpendFormPage";
import {
  applyAvatarPreset,
  avatarPresetValue,
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

export function VideoAvatar({ catalogue, library, header, footer }: VideoFormProps) {
  const { go } = useNavigation();
  const providers = avatarMakers(catalogue);
  const drafted = useVideoDraft(
    FORM,
    { catalogue, library },
    {
      recall: "avatar",
      step: "avatar",
      fromSettings: avatarFromSettings,
      initial: initialAvatar,
      makers: providers,
    },
  );
  const { draft, setDraft } = drafted;
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
  const { live, errors, update } = form;
  const presets = usePresets(draft, setDraft, {
    value: avatarPresetValue,
    apply: (v, d) => applyAvatarPreset(v, d, catalogue),
  });

  if (errors.prompt && !draft.prompt.trim()) errors.prompt = t("video.avatar.prompt_missing");
  const shown = form.shownOf(errors);

  const est = live.estimate;
  const chars = [...draft.dialogue.trim()].length;
  const speaks = draft.voiceMode === "auto" || draft.voiceMode === "voice";
  return (
    <SpendFormPage
      id="avatar-form"
      name={FORM}
      header={header}
      footer={footer}
      draft={drafted}
      presets={presets}
      keeps={t("video.avatar.preset_keeps")}
      recallVerb={t("video.avatar.recall_verb")}
      form={form}
      started={t("video.avatar.started")}
      verb={t("video.avatar.verb")}
      fieldOrder={FIELD_ORDER}
      shown={shown}
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
      <VideoToggles catalogue={catalogue} draft={draft} update={update} />
    </SpendFormPage>
  );
}
