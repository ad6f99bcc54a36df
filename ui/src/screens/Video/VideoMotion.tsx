// The standard (motion) video form: source picture, one of the six standard providers (rate and length
// range on each card) or 2 to 4 of them side by side, length clamped to the provider's range (to the range
// every ticked maker shares), shape, motion prompt (for Kling Motion a reference video instead), premium
// and skip-enhancement toggles; cost live from the core (a compare's total and each maker's part).
import { useMemo } from "react";
import type { VideoProviderInfo } from "../../api/media";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { SourceField, VideoShape, VideoToggles, useVideoForm, ProviderCard, type VideoFormProps } from "./VideoShared";
import { DraftField } from "../../forms/Field";
import { SpendFormPage } from "../../forms/SpendFormPage";
import { VIDEO_COMPARE_MAX } from "../../bindings";
import { formatCredits } from "../../lib/format";
import {
  compareMakers,
  sharedRange,
  toggleCompareMaker,
  initialMotion,
  motionPreset,
  motionFromSettings,
  standardMakers,
  toVideoRequest,
  type MotionDraft as Draft,
} from "./videoDrafts";
import { sayMessage, t } from "../../i18n";
import { Check } from "../../widgets/Check";

const FORM = "video-motion";

const FIELD_ORDER = ["source", "provider", "duration", "aspectRatio", "prompt", "referenceVideoUrl"];

const fieldOf = (k: string) => (k === "providers" ? "provider" : k);

export function VideoMotion({ catalogue, library, header, footer }: VideoFormProps) {
  const providers = standardMakers(catalogue);
  const { draft, form, page } = useVideoForm<Draft, "video">(
    FORM,
    { catalogue, library },
    {
      recall: "video",
      step: "motion",
      fromSettings: motionFromSettings,
      initial: initialMotion,
      makers: providers,
      spend: (d) => {
        const request = toVideoRequest(d, library);
        return d.compare === true
          ? { kind: "video_compare", providers: compareMakers(d), request }
          : { kind: "video", request };
      },
      fieldOrder: FIELD_ORDER,
      fieldOf,
      presets: motionPreset(catalogue),
    },
  );
  const { live, errors, update } = form;
  const request = useMemo(() => toVideoRequest(draft, library), [draft, library]);
  const comparing = draft.compare === true;
  const picked = compareMakers(draft);
  const provider = providers.find((p) => p.slug === draft.provider);
  const pickedInfo = providers.filter((p) => picked.includes(p.slug));
  // The length range the form offers: the one maker's, or the one every ticked maker can make.
  const range = comparing
    ? sharedRange(pickedInfo)
    : provider
      ? { min: provider.minSeconds, max: provider.maxSeconds }
      : null;
  const kling = comparing ? pickedInfo.some((p) => p.needsReferenceVideo) : (provider?.needsReferenceVideo ?? false);
  const words = comparing ? pickedInfo.some((p) => !p.needsReferenceVideo) || picked.length === 0 : !kling;
  const parts = comparing ? (live.estimate?.compare?.providers ?? []) : [];

  if (errors.prompt && !draft.prompt.trim()) errors.prompt = t("video.motion.prompt_missing");
  if (errors.duration && request.duration === 0)
    errors.duration =
      provider && !comparing
        ? t(provider.rangeDocumented ? "video.motion.duration_range" : "video.motion.duration_range_app", {
            min: provider.minSeconds,
            max: provider.maxSeconds,
          })
        : t("video.motion.duration_whole");
  const shown = form.shownOf(errors);
  const bind = { draft, update, shown };

  const setComparing = (on: boolean) =>
    update(
      {
        compare: on,
        compareWith: on ? (draft.compareWith?.length ? draft.compareWith : [draft.provider]) : draft.compareWith,
      },
      "provider",
    );
  const tick = (p: VideoProviderInfo) => {
    const next = toggleCompareMaker(draft, p.slug, VIDEO_COMPARE_MAX);
    const shared = sharedRange(providers.filter((x) => (next.compareWith ?? []).includes(x.slug)));
    const n = Number(draft.duration) || shared?.min || p.minSeconds;
    const clamped = shared && shared.min <= shared.max ? Math.min(shared.max, Math.max(shared.min, n)) : n;
    update({ compareWith: next.compareWith, duration: String(clamped) }, "provider");
  };

  const chooseProvider = (p: VideoProviderInfo) => {
    // The length control follows the provider: keep the length if it fits, else the nearest that does.
    const n = Number(draft.duration) || p.minSeconds;
    const clamped = Math.min(p.maxSeconds, Math.max(p.minSeconds, n));
    update({ provider: p.slug, duration: String(clamped) }, "provider");
  };

  const durationErr = shown("duration");
  return (
    <SpendFormPage
      {...page}
      id="video-form"
      header={header}
      footer={footer}
      keeps={t("video.motion.preset_keeps")}
      recallVerb={t("video.motion.recall_verb")}
      started={comparing ? t("video.compare.started") : t("video.motion.started")}
      verb={comparing ? t("video.compare.verb", { count: picked.length }) : t("video.motion.verb")}
      shown={shown}
    >
      <SourceField bind={bind} images={library} />

      <fieldset className="field" id="field-provider">
        <legend>{comparing ? t("video.compare.makers") : t("video.motion.maker")}</legend>
        <p className="help">
          {comparing ? t("video.compare.help", { max: VIDEO_COMPARE_MAX }) : t("video.motion.maker_help")}
        </p>
        <Check className="compare-toggle" checked={comparing} onChange={setComparing}>
          {t("video.compare.toggle")}
        </Check>
        <div className="provider-grid">
          {providers.map((p) => {
            const selected = comparing ? picked.includes(p.slug) : p.slug === draft.provider;
            const full = comparing && !selected && picked.length >= VIDEO_COMPARE_MAX;
            return (
              <ProviderCard
                key={p.slug}
                maker={p}
                name="video-provider"
                type={comparing ? "checkbox" : "radio"}
                selected={selected}
                disabled={full}
                onChange={() => (comparing ? tick(p) : chooseProvider(p))}
              >
                <span className="badge badge-quiet">
                  {p.rangeDocumented ? `${p.minSeconds}–${p.maxSeconds} s` : t("video.motion.length_not_published")}
                  {p.needsReferenceVideo ? ` · ${t("video.motion.copies_motion")}` : ""}
                </span>
              </ProviderCard>
            );
          })}
        </div>
        {comparing && parts.length > 0 ? (
          <ul className="compare-parts" aria-label={t("video.compare.parts")}>
            {parts.map((part) => (
              <li key={part.provider} data-slug={part.provider}>
                <span>{providers.find((p) => p.slug === part.provider)?.name ?? part.provider}</span>
                <span className="muted">
                  {part.errors[0] ? `⚠ ${sayMessage(part.errors[0])}` : formatCredits(part.credits)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {comparing ? <p className="help">{t("video.compare.one_at_a_time")}</p> : null}
        <FieldMessage id="provider-err" message={shown("provider")} />
      </fieldset>

      <div className="row-2">
        <div className="field" id="field-duration">
          <label htmlFor="video-duration">{t("video.motion.length")}</label>
          <div className="duration-control">
            {range && range.min <= range.max ? (
              // The slider spans the maker's range (from the core's catalogue), or the range every
              // ticked maker shares; until a maker is known only the number field is shown.
              <input
                type="range"
                aria-label={t("video.motion.length_slider")}
                min={range.min}
                max={range.max}
                value={Math.min(range.max, Math.max(range.min, Number(draft.duration) || 0))}
                onChange={(e) => update({ duration: e.target.value }, "duration")}
              />
            ) : null}
            <input
              id="video-duration"
              type="number"
              inputMode="numeric"
              className="duration-number"
              min={range?.min}
              max={range?.max}
              value={draft.duration}
              aria-invalid={durationErr ? true : undefined}
              aria-describedby={`duration-help${durationErr ? " duration-err" : ""}`}
              onChange={(e) => update({ duration: e.target.value }, "duration")}
            />
          </div>
          <p className="help" id="duration-help">
            {comparing
              ? !range
                ? t("video.compare.length_tick")
                : range.min > range.max
                  ? t("video.compare.length_none", {
                      makers: pickedInfo.map((p) => `${p.name} ${p.minSeconds}–${p.maxSeconds} s`).join(", "),
                    })
                  : t("video.compare.length_shared", { min: range.min, max: range.max, count: pickedInfo.length })
              : !provider
                ? t("video.motion.length_choose_maker")
                : t(
                    provider.rangeDocumented === false ? "video.motion.length_app_allows" : "video.motion.length_range",
                    {
                      maker: provider.name,
                      min: provider.minSeconds,
                      max: provider.maxSeconds,
                    },
                  )}
          </p>
          <FieldMessage id="duration-err" message={durationErr} />
        </div>
        <VideoShape bind={bind} />
      </div>

      {kling ? (
        <DraftField
          bind={bind}
          name="referenceVideoUrl"
          label={t("video.motion.reference_label")}
          help={t("video.motion.reference_help")}
          type="url"
          placeholder={t("video.motion.reference_placeholder")}
        />
      ) : null}
      {words ? (
        <DraftField
          bind={bind}
          name="prompt"
          label={t("video.motion.prompt_label")}
          help={t("video.motion.prompt_help")}
          rows={3}
          placeholder={t("video.motion.prompt_placeholder")}
        />
      ) : null}

      <VideoToggles catalogue={catalogue} draft={draft} update={update} />
    </SpendFormPage>
  );
}
