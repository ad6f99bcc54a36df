import { useCallback, useEffect, useMemo, useState } from "react";
import { events, unlisten } from "../../api";
import { slideshowsApi, type HookTypeView, type SlideshowRequest, type SlideshowView } from "../../api/slideshows";
import { onlyJob } from "../../api/spend";
import { useCatalogue } from "../../state";
import { useAnswer } from "../../state/useAnswer";
import { objectDraft, useDraft } from "../../forms/useDraft";
import { useSpendEstimate } from "../../forms/useSpendEstimate";
import { ActionBar, BalanceAfter, FixMarked, ShortReason } from "../../forms/ActionBar";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { TextField } from "../../forms/Field";
import { SLIDE_COUNT_MAX } from "../../bindings";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { useSpend } from "../../forms/useSubmit";
import { formatCredits } from "../../lib/format";
import { priceText } from "../../lib/price";
import { defaultStyle } from "./slideLayout";
import { SlidePreview } from "./SlidePreview";
import { TextStyleEditor } from "./TextStyleEditor";
import { SlideshowResult } from "./SlideshowResult";
import { SlidesEditor } from "./SlidesEditor";
import { SavedSlideshows } from "./SavedSlideshows";
import { CharacterPicker } from "../../views/CharacterPicker";
import { RecallNotice } from "../../forms/FormTop";
import { useRecall } from "../../state/recall";
import {
  freshDraft,
  slideshowFromSettings,
  slideshowPreset,
  toSlideshowRequest,
  type SlideshowDraft as Draft,
} from "./slideshowDraft";
import { usePresets } from "../../forms/usePresets";
import { Presets } from "../../forms/Presets";
import { say, t, tn } from "../../i18n";
import "./slideshows.css";

const DRAFT_FORM = "slideshow";

/** The help under the number of slides: the range, and the format's default where one is known. */
function countHelp(hook: HookTypeView | undefined): string {
  if (!hook) return t("slideshows.count.range");
  if (hook.defaultSlides != null)
    return t("slideshows.count.range_default", { name: hook.name, count: hook.defaultSlides });
  return t("slideshows.count.range_not_published", { name: hook.name });
}

/** "6 slides" for the cost line: the number chosen, else the format's default; "Slides set by the service"
 * when neither is known. */
function slidesWords(count: string, hook: HookTypeView | undefined): string {
  const n = Number(count);
  if (count.trim() !== "" && Number.isFinite(n) && n > 0) return tn("slideshows.slides", n);
  if (hook?.defaultSlides != null) return tn("slideshows.slides", hook.defaultSlides);
  return t("slideshows.cost.slides_by_service");
}

export function Slideshows() {
  const { catalogue, providerName } = useCatalogue();
  const defaults = useMemo(() => (catalogue ? defaultStyle(catalogue.textStyleDefaults) : null), [catalogue]);
  const { value: hooks, error: hooksError } = useAnswer(slideshowsApi.hookTypesList);
  const [current, setCurrent] = useState<SlideshowView | null>(null);
  // Bumped when a slideshow is made or moves on: "Your slideshows" reads its list again.
  const [savedVersion, setSavedVersion] = useState(0);

  // The draft starts once the text style's defaults are known (the catalogue); "Open these settings" fills
  // it instead (and is saved as the draft). A draft that can't be read is started afresh, saying nothing.
  const recall = useRecall("slideshow");
  const { draft, setDraft, filled, dismissFilled } = useDraft<Draft | null>(DRAFT_FORM, {
    initial: defaults && freshDraft(defaults),
    when: defaults != null,
    restore: objectDraft<Draft>(
      (d) => defaults && { ...freshDraft(defaults), ...d, style: { ...defaults, ...(d.style ?? {}) } },
    ),
    fill: () => {
      const r = recall();
      return r && defaults ? slideshowFromSettings(r.settings, r.sourceLabel, defaults) : null;
    },
    onError: () => undefined,
  });

  const request = useMemo(
    (): SlideshowRequest | null => (draft && defaults ? toSlideshowRequest(draft, defaults) : null),
    [draft, defaults],
  );
  const spend = request && { kind: "slideshow" as const, request };
  // Its failure goes through useHandleError; the bar then offers no price (no notice of its own here).
  const { estimate, fields: errors } = useSpendEstimate(spend, { delay: 200 });
  // One press, one intent; a press of this request that may already have been charged is held.
  const sent = useSpend(spend, {
    check: () => estimate != null && estimate.errors.length === 0 && !estimate.short,
    then: async (jobs) => {
      const view = await slideshowsApi.get(onlyJob(jobs).id);
      if (view) {
        setCurrent(view);
        setSavedVersion((v) => v + 1);
      }
    },
  });

  // Follow the running slideshow.
  useEffect(() => {
    const off = events.jobUpdated((job) => {
      if (job.kind !== "slideshow") return;
      void slideshowsApi.get(job.id).then((s) => {
        if (!s) return;
        setCurrent((c) => (c && c.id === s.id ? s : c));
        setSavedVersion((v) => v + 1);
      });
    });
    return unlisten(off);
  }, []);

  const update = useCallback((patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d)), [setDraft]);
  const presets = usePresets(
    draft,
    (f) => setDraft((d) => (d ? f(d) : d)),
    slideshowPreset(catalogue?.slideshowImageProviders ?? []),
  );

  if (!catalogue || !defaults || !draft) {
    return (
      <div className="screen" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> {t("slideshows.loading")}
      </div>
    );
  }

  const topicBlank = !draft.topic.trim();
  const errorCount = Object.keys(errors).filter((k) => !(k === "topic" && topicBlank)).length;
  // A blank topic is not an error to shout about; the cost is still shown.
  const costKnown = estimate != null && estimate.errors.every((e) => e.field === "topic" && topicBlank);
  const short = costKnown && estimate.short;
  const providers = catalogue.imageProviders.filter((p) => catalogue.slideshowImageProviders.includes(p.slug));
  const hook = hooks?.find((h) => h.slug === draft.hookType);
  // "6 slides with Grok Image: [3 credits]." and "You'll have at least [12 credits] left.": the figures in bold.
  const [costBefore, costAfter] = t("slideshows.cost.line", {
    slides: slidesWords(draft.slideCount, hook),
    maker: providerName(draft.provider),
  }).split("{price}");
  const [leftBefore, leftAfter] = t("slideshows.cost.at_least").split("{credits}");
  const sampleCaption = draft.slides[0]?.text.trim() || draft.topic.trim() || t("slideshows.preview.sample");

  if (current) {
    return (
      <div className="screen-with-bar">
        <div className="screen-scroll">
          <div className="screen ss-screen">
            <SlideshowResult show={current} onClose={() => setCurrent(null)} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="screen-with-bar">
      <div className="screen-scroll">
        <div className="screen ss-screen">
          <div className="screen-head">
            <ScreenTitle>{t("slideshows.title")}</ScreenTitle>
            <Presets form={DRAFT_FORM} keeps={t("slideshows.preset_keeps")} {...presets} />
          </div>
          {filled ? <RecallNotice note={filled} verb={t("slideshows.recall_verb")} onDismiss={dismissFilled} /> : null}
          <div className="ss-layout">
            <form
              id="ss-form"
              className="form ss-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void sent.submit();
              }}
            >
              <TextField
                id="ss-topic"
                label={t("slideshows.topic")}
                type="text"
                value={draft.topic}
                placeholder={t("slideshows.topic_placeholder")}
                error={topicBlank ? null : errors.topic}
                onChange={(topic) => update({ topic })}
              />

              <fieldset className="field">
                <legend>{t("slideshows.format")}</legend>
                {hooksError ? <ErrorNotice error={hooksError} headline={t("slideshows.format_failed")} /> : null}
                <div className="ss-hooks">
                  {(hooks ?? []).map((h) => (
                    <label
                      key={h.slug}
                      className={`ss-hook ${h.slug === draft.hookType ? "selected" : ""}`}
                      data-slug={h.slug}
                    >
                      <input
                        type="radio"
                        className="visually-hidden"
                        name="hookType"
                        value={h.slug}
                        checked={h.slug === draft.hookType}
                        // A format whose number of slides is not known leaves the count to the person (or the service).
                        onChange={() =>
                          update({
                            hookType: h.slug,
                            slideCount: h.defaultSlides != null ? String(h.defaultSlides) : "",
                          })
                        }
                      />
                      <span className="ss-hook-name">{h.name}</span>
                      {h.description ? <span className="ss-hook-desc">{h.description}</span> : null}
                      {h.defaultSlides != null ? (
                        <span className="badge">{tn("slideshows.slides", h.defaultSlides)}</span>
                      ) : (
                        <span className="badge badge-quiet badge-wrap">{t("slideshows.format_count_unknown")}</span>
                      )}
                    </label>
                  ))}
                </div>
              </fieldset>

              <div className="row-2">
                <TextField
                  id="ss-count"
                  label={t("slideshows.count")}
                  type="number"
                  min={1}
                  max={SLIDE_COUNT_MAX}
                  value={draft.slideCount}
                  help={countHelp(hook)}
                  error={errors.slideCount}
                  onChange={(slideCount) => update({ slideCount })}
                />
                <div className="field">
                  <label htmlFor="ss-product">{t("slideshows.product_name")}</label>
                  <input
                    id="ss-product"
                    type="text"
                    value={draft.productName}
                    onChange={(e) => update({ productName: e.target.value })}
                  />
                  <label htmlFor="ss-product-desc">{t("slideshows.product_description")}</label>
                  <input
                    id="ss-product-desc"
                    type="text"
                    value={draft.productDescription}
                    onChange={(e) => update({ productDescription: e.target.value })}
                  />
                </div>
              </div>

              <CharacterPicker
                value={draft.characterId}
                error={errors.characterId}
                onChange={(characterId) => update({ characterId })}
              />

              <fieldset className="field">
                <legend>{t("slideshows.maker")}</legend>
                <div className="provider-grid">
                  {providers.map((p) => (
                    <label
                      key={p.slug}
                      className={`provider-card ${p.slug === draft.provider ? "selected" : ""}`}
                      data-slug={p.slug}
                    >
                      <input
                        type="radio"
                        className="visually-hidden"
                        name="ss-provider"
                        value={p.slug}
                        checked={p.slug === draft.provider}
                        onChange={() => update({ provider: p.slug })}
                      />
                      <span className="provider-name">{p.name}</span>
                      <span className="provider-cost">
                        {p.slug === "grok-image"
                          ? t("slideshows.maker.grok_cost")
                          : t("slideshows.maker.per_slide", { cost: p.cost })}
                      </span>
                    </label>
                  ))}
                </div>
                <FieldMessage id="ss-provider-err" message={errors.imageProvider} />
              </fieldset>

              <SlidesEditor
                slides={draft.slides}
                max={Math.min(SLIDE_COUNT_MAX, Math.max(0, Number(draft.slideCount) || hook?.defaultSlides || 0))}
                errors={errors}
                onChange={(slides) => update({ slides })}
              />

              <fieldset className="field">
                <legend>{t("slideshows.style")}</legend>
                <TextStyleEditor
                  style={draft.style}
                  defaults={defaults}
                  errors={errors}
                  onChange={(style) => update({ style })}
                />
              </fieldset>
            </form>
            <aside className="ss-side" aria-label={t("slideshows.preview")}>
              <SlidePreview
                caption={sampleCaption}
                style={draft.style}
                label={t("slideshows.preview.label", { caption: sampleCaption })}
              />
              <p className="help">{t("slideshows.preview.help")}</p>
              <SavedSlideshows version={savedVersion} onOpen={setCurrent} />
            </aside>
          </div>
        </div>
      </div>
      <ActionBar
        form="ss-form"
        label={
          estimate
            ? t("slideshows.make_price", { price: priceText(estimate.credits, estimate.basis) })
            : t("slideshows.make")
        }
        disabled={topicBlank || !estimate || estimate.errors.length > 0 || short}
        phase={sent.phase}
        hold={sent.hold}
        describedBy={estimate && costKnown && short ? "ss-short" : undefined}
      >
        {estimate && costKnown ? (
          short ? (
            <ShortReason id="ss-short">
              {t("slideshows.cost.short", { credits: formatCredits(estimate.balance) })}
            </ShortReason>
          ) : (
            <>
              <p className="muted" data-testid="ss-cost">
                {costBefore}
                <strong>{priceText(estimate.credits, estimate.basis)}</strong>
                {costAfter}{" "}
                {estimate.basis === "at_most" && estimate.balanceAfter != null ? (
                  <>
                    {leftBefore}
                    <strong>{formatCredits(estimate.balanceAfter)}</strong>
                    {leftAfter}
                  </>
                ) : (
                  <BalanceAfter credits={estimate.balanceAfter} />
                )}
                {topicBlank ? ` ${t("slideshows.cost.write_topic")}` : ""}
              </p>
              {estimate.priceNote ? (
                <p className="help" data-testid="ss-price-note">
                  {say(estimate.priceNote)}.
                </p>
              ) : null}
            </>
          )
        ) : (
          <FixMarked count={errorCount} />
        )}
        <ErrorNotice error={sent.error} />
      </ActionBar>
    </div>
  );
}
