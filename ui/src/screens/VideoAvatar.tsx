// The talking-avatar form: source picture, one of the three avatar providers, the dialogue with its
// estimated length and cost as you type (the core's estimate: 150 characters per 10 s), the voice
// (automatic, a voice-service voice, a recorded voice, or speech-to-speech with its length), prompt, shape.
import { useMemo, type ReactNode } from "react";
import type { Catalogue, MediaItem } from "../api";
import type { SpendRequest } from "../api/spend";
import { ErrorNotice, FieldMessage } from "../components/ErrorNotice";
import { RecallNotice } from "../components/RecallNotice";
import { priceText } from "../lib/price";
import { useRecall } from "../lib/recall";
import { objectDraft, useDraft } from "../lib/useDraft";
import { useStep } from "../lib/nextStep";
import { useNavigation } from "../state";
import { Field, Segmented, SourcePicker, VideoShape } from "./VideoShared";
import { VideoActionBar } from "./VideoCost";
import { useSpendForm } from "./useSpendForm";
import { usePresets } from "../forms/usePresets";
import { FormHead } from "../components/FormHead";
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

const VOICES: Array<[VoiceMode, string]> = [
  ["auto", "Automatic voice"],
  ["voice", "A voice I picked"],
  ["audio", "A recording of the words"],
  ["s2s", "Change the voice of a recording"],
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

  if (errors.prompt && !draft.prompt.trim())
    errors.prompt = "Describe the scene, for example: talking to the camera in a bright kitchen.";
  const shown = form.shownOf(errors);
  const submit = () => form.submit("Started. Your video appears below when it's ready.");

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
              keeps:
                "A preset keeps the avatar maker, voice, scene, shape and options; not the picture, the words they say or a recording.",
              ...presets,
            }}
          />
          {filled ? <RecallNotice note={filled} verb="make the avatar video" onDismiss={dismissFilled} /> : null}
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
              <legend>Avatar maker</legend>
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
                      <span className="provider-cost">
                        {p.rate === 1 ? "1 credit" : `${p.rate} credits`} per second
                      </span>
                    </label>
                  );
                })}
              </div>
              <FieldMessage id="provider-err" message={shown("provider")} />
            </fieldset>

            <fieldset className="field" id="field-voice">
              <legend>Voice</legend>
              <Segmented
                name="voice-mode"
                label="Voice"
                options={VOICES}
                value={draft.voiceMode}
                onChange={(voiceMode) => update({ voiceMode }, "voiceMode")}
              />
            </fieldset>

            {speaks ? (
              <Field id="dialogue" label="What they say" error={shown("dialogue")}>
                <textarea
                  id="dialogue"
                  rows={4}
                  value={draft.dialogue}
                  placeholder="Hi! Today I'll show you three quick ways to…"
                  onChange={(e) => update({ dialogue: e.target.value }, "dialogue")}
                />
                <p className="dialogue-meter" data-testid="dialogue-meter" aria-live="polite">
                  {chars} {chars === 1 ? "character" : "characters"}
                  {est?.perSecond
                    ? ` · about ${est.perSecond.seconds} s of video · ${priceText(est.credits, est.basis)}`
                    : ""}
                </p>
              </Field>
            ) : null}

            {draft.voiceMode === "voice" ? (
              <div className="row-2">
                <Field
                  id="voiceId"
                  label="Voice id"
                  help="The id of the voice at the voice service."
                  error={shown("voiceId")}
                >
                  <input
                    id="voiceId"
                    value={draft.voiceId}
                    onChange={(e) => update({ voiceId: e.target.value }, "voiceId")}
                  />
                </Field>
                <fieldset className="field" id="field-voiceProvider">
                  <legend>Voice service</legend>
                  <Segmented
                    name="voice-service"
                    label="Voice service"
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
                label="Link to the recording"
                help="The avatar speaks this recording instead of a synthesised voice."
                error={shown("voiceAudioUrl")}
              >
                <input
                  id="voiceAudioUrl"
                  type="url"
                  placeholder="https://…/voice.mp3"
                  value={draft.voiceAudioUrl}
                  onChange={(e) => update({ voiceAudioUrl: e.target.value }, "voiceAudioUrl")}
                />
              </Field>
            ) : null}
            {draft.voiceMode === "audio" ? (
              <Field
                id="recordingSeconds"
                label="How long is the recording? (seconds)"
                help="The service doesn't publish how it prices a recording. Its length shows what it would cost if it charged the recording's length."
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
                  label="Link to the recording"
                  help="Its words are kept; the voice is replaced."
                  error={shown("s2sAudioUrl")}
                >
                  <input
                    id="s2sAudioUrl"
                    type="url"
                    placeholder="https://…/take.mp3"
                    value={draft.s2sAudioUrl}
                    onChange={(e) => update({ s2sAudioUrl: e.target.value }, "s2sAudioUrl")}
                  />
                </Field>
                <Field
                  id="s2sDuration"
                  label="Its length in seconds"
                  help="Used to work out the cost."
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
              label="Describe the scene"
              help="Where they are and how they move while talking."
              error={shown("prompt")}
            >
              <textarea
                id="prompt"
                rows={2}
                value={draft.prompt}
                placeholder="Talking to the camera in a bright kitchen, friendly, small hand gestures"
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
                Premium quality ({catalogue.premiumVideoRate} credits per second)
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.skipEnhancement}
                  onChange={(e) => update({ skipEnhancement: e.target.checked }, "skipEnhancement")}
                />
                Use my words exactly (skip automatic prompt improvement)
              </label>
            </div>
            {live.error ? (
              <ErrorNotice error={live.error} headline="The cost couldn't be worked out right now." />
            ) : null}
          </form>
          {footer}
        </div>
      </div>
      <VideoActionBar
        form="avatar-form"
        verb="Make avatar video"
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
