// Create image: describe the picture (a prompt, or the structured form), the shape, the face, the
// provider (or several to compare), how many; the live cost and balance after; presets; the draft
// persists as you type. Pieces live next to this file; the request is built in draft.ts.
import "./create-image.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Catalogue } from "../../api";
import { onlyJob } from "../../api/spend";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { Presets } from "../../forms/Presets";
import { RecallNotice } from "../../forms/FormTop";
import { useFieldMessages } from "../../forms/useSpendForm";
import { usePresets } from "../../forms/usePresets";
import { useSpend } from "../../forms/useSubmit";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { t, tn } from "../../i18n";
import { formatCredits, ordinal } from "../../lib/format";
import { rememberJobCount } from "../../lib/jobCounts";
import { useCatalogue, useCredits, useJobs, isActive } from "../../state";
import { AspectPicker } from "./AspectPicker";
import { CompareResults, groupOf, type CompareGroup } from "./CompareResults";
import { CostBar } from "./CostBar";
import { costSummary, jobLimitNote } from "./costSummary";
import { CountAndSize } from "./CountAndSize";
import { EditSource } from "./EditSource";
import {
  applyPreset,
  BATCH_MAX,
  batchPrompts,
  countOf,
  errorTarget,
  presetValue,
  toReference,
  toRequest,
} from "./draft";
import { errorsByTarget, focusTarget, providerProblems, targetsOf } from "./errors";
import { ModeSwitch } from "./ModeSwitch";
import { PromptField } from "./PromptField";
import { ProviderPicker } from "./ProviderPicker";
import { ReferenceChooser } from "./ReferenceChooser";
import { StructuredForm } from "./StructuredForm";
import { useCost, wholeEstimate } from "./useCost";
import { fourKDocumented } from "./fourK";
import { useDraftStore } from "./useDraftStore";
import { Check } from "../../widgets/Check";

/** The comparison the screen shows, kept for the session while the person visits other screens. */
let shownComparison: CompareGroup | null = null;
export function CreateImage() {
  const { catalogue, catalogueError, reloadCatalogue } = useCatalogue();
  if (!catalogue) {
    return (
      <div className="screen">
        <ScreenTitle>{t("image.title")}</ScreenTitle>
        {catalogueError ? (
          <>
            <ErrorNotice error={catalogueError} headline={t("image.catalogue_error")} />
            <button type="button" className="button" onClick={() => void reloadCatalogue()}>
              {t("image.try_again")}
            </button>
          </>
        ) : (
          <p className="muted">{t("image.loading_providers")}</p>
        )}
      </div>
    );
  }
  return <CreateImageForm catalogue={catalogue} />;
}

function CreateImageForm({ catalogue }: { catalogue: Catalogue }) {
  const { credits, setPendingSpend } = useCredits();
  const { jobs } = useJobs();
  const { providerName } = useCatalogue();
  const { draft, setDraft, restored, saved, recalled, dismissRecalled } = useDraftStore(catalogue);
  const messages = useFieldMessages(setDraft, () => sent.clear());
  // The comparison on show outlives a visit to another screen ("See the comparison" comes back to it).
  const [group, setGroupState] = useState<CompareGroup | null>(() => shownComparison);
  const setGroup = useCallback((g: CompareGroup | null) => {
    shownComparison = g;
    setGroupState(g);
  }, []);
  const numRef = useRef<HTMLInputElement>(null);

  const providers = catalogue.imageProviders;
  const provider = providers.find((p) => p.slug === draft.provider);
  const chosen = draft.compare
    ? providers.filter((p) => draft.compareProviders.includes(p.slug))
    : provider
      ? [provider]
      : [];
  const offers4K = chosen.length > 0 && chosen.every((p) => p.cost4k != null);
  const request = useMemo(() => toRequest(draft, offers4K), [draft, offers4K]);
  const batchKey = JSON.stringify(batchPrompts(draft));
  const batch = useMemo(() => JSON.parse(batchKey) as string[] | null, [batchKey]);
  const { mode, face, editOf } = draft;
  const reference = useMemo(() => toReference({ mode, face, editOf }), [mode, face, editOf]);
  const {
    spend,
    cost,
    estimating,
    error: estimateError,
    current,
  } = useCost({
    compare: draft.compare,
    provider: draft.provider,
    providers: draft.compareProviders,
    request,
    reference,
    // Compare checks the job limit against what runs now: re-estimate when that changes.
    running: draft.compare ? jobs.filter((j) => j.kind === "image" && isActive(j.status)).length : 0,
    batch,
  });

  const { serverErrors, update } = messages;
  const fieldErrors = useMemo(() => ({ ...errorsByTarget(cost, draft), ...serverErrors }), [cost, draft, serverErrors]);
  // An edit with no picture yet says so only once the person presses (the picker is open under its title).
  const pickingEdit = draft.mode === "edit" && !draft.editOf;
  // The set of providers is judged as soon as it is picked (fewer than two, over the job limit).
  const shown = messages.shownOf(
    fieldErrors,
    (target) => target === "providers" || (target === "reference" && !pickingEdit),
  );
  const problems = providerProblems(cost);
  const costs: Record<string, number> = {};
  if (cost?.kind === "compare") for (const p of cost.estimate.providers) costs[p.provider] = p.credits;

  // The cost as the button and the header show it.
  const priceInvalid = Boolean(fieldErrors.numImages || fieldErrors.provider || fieldErrors.providers);
  const { estState, line } = costSummary({ cost, estimating, priceInvalid, draft, request, provider, providerName });
  const n = countOf(draft);
  const hiResName = (p: (typeof providers)[number]) => p.hiResLabel ?? "4K";

  // Tell the header what the balance will be after this.
  const readyCredits = estState.kind === "ready" ? estState.credits : null;
  const balanceAfter = line?.balanceAfter ?? null;
  useEffect(() => {
    if (readyCredits != null && balanceAfter != null) setPendingSpend({ credits: readyCredits, balanceAfter });
    else setPendingSpend(null);
  }, [readyCredits, balanceAfter, setPendingSpend]);
  useEffect(() => () => setPendingSpend(null), [setPendingSpend]);

  const setField = (path: string, value: string) => {
    setDraft((d) => ({ ...d, fields: { ...d.fields, [path]: value } }));
    messages.touch(path === "composition.photoType" ? "photoType" : path);
    sent.clear();
  };

  // One press, one intent (forms/useSubmit.ts): checked against the estimate of what is on screen now.
  const sent = useSpend(spend, {
    check: async () => {
      messages.pressed();
      const c = await current();
      if (!c) return false; // the estimate failed: its error is on screen
      const errs = { ...errorsByTarget(c, draft), ...serverErrors };
      const first = [...targetsOf(draft), "other"].find((t) => errs[t]);
      if (first || Object.keys(providerProblems(c)).length) focusTarget(first ?? "providers");
      else return wholeEstimate(c).ready;
      return false;
    },
    says: (jobs) => {
      const waiting = jobs.filter((j) => j.status === "waiting").length;
      if (batch)
        return waiting
          ? tn("image.started.batch_waiting", waiting, { jobs: jobs.length })
          : t("image.started.batch", { count: jobs.length });
      if (draft.compare)
        return waiting
          ? tn("image.started.compare_waiting", waiting, { running: jobs.length - waiting, total: jobs.length })
          : t("image.started.compare", { count: jobs.length });
      const job = onlyJob(jobs);
      return job.status === "waiting"
        ? t("image.started.waiting", { position: ordinal(job.queuePosition ?? 1) })
        : t("image.started.single");
    },
    then: (jobs) => {
      jobs.forEach((j) => rememberJobCount(j.id, request.numImages ?? 1));
      if (draft.compare) setGroup(groupOf(jobs));
      messages.reset();
    },
    refused: (err) => {
      if (err.code !== "validation") return false;
      let target = errorTarget(err.field);
      if (target === "provider" && draft.compare) target = "providers";
      if (targetsOf(draft).includes(target)) messages.refuse(target, err.message);
      return targetsOf(draft).includes(target);
    },
  });

  const presets = usePresets(draft, setDraft, { value: presetValue, apply: (v, d) => applyPreset(v, d, catalogue) });

  const targets = targetsOf(draft);
  const shownCount = [...targets, "other"].filter((target) => shown(target)).length;
  // Nothing typed yet: say what to do first (not "not enough credits", not a wall of red).
  const startHint =
    shownCount === 0 && (fieldErrors.prompt || fieldErrors["subject.description"] || fieldErrors.reference)
      ? draft.mode === "edit"
        ? draft.editOf
          ? t("image.hint.edit_describe")
          : t("image.hint.edit_choose")
        : draft.mode === "prompt"
          ? t("image.hint.prompt")
          : t("image.hint.form")
      : null;
  const undocumented4K = chosen.filter((p) => !fourKDocumented(p.slug));
  const price4K =
    chosen.length === 1 && provider?.cost4k != null
      ? t("image.fourk.price", { price: formatCredits(provider.cost4k), cost: provider.cost })
      : t("image.fourk.price_each");
  // The spec's tables price the option for these providers, but its enable4K description doesn't name them.
  const fourKTip = undocumented4K.length
    ? tn("image.fourk.undocumented", undocumented4K.length, {
        list: undocumented4K
          .map((p) => t("image.fourk.tip_item", { option: hiResName(p), provider: p.name }))
          .join(", "),
        price: chosen.length === 1 ? price4K.replace(/\.$/, "") : t("image.fourk.at_listed_price"),
      })
    : price4K;

  return (
    <div className="screen-with-bar">
      <div className="screen-scroll">
        <div className="screen create-screen">
          <div className="screen-head">
            <ScreenTitle>{t("image.title")}</ScreenTitle>
            <span className="draft-state" aria-live="polite">
              {saved === "saved" ? t("image.draft.saved") : saved === "saving" ? t("image.draft.saving") : ""}
            </span>
            <span className="spacer" />
            {restored ? (
              <Presets
                form="create-image"
                keeps={t("image.preset.keeps")}
                {...presets}
                // A loaded preset is a fresh form: no message shows until a field is touched again.
                onLoad={(p) => (presets.onLoad(p), p && messages.reset())}
              />
            ) : null}
          </div>
          {recalled ? (
            <RecallNotice
              note={{
                source: recalled.provider
                  ? t("image.recall.source_with_provider", {
                      source: recalled.sourceLabel ?? t("image.recall.earlier"),
                      provider: providerName(recalled.provider),
                    })
                  : (recalled.sourceLabel ?? t("image.recall.earlier")),
                gaps: [],
              }}
              verb={t("image.recall.verb")}
              onDismiss={dismissRecalled}
            />
          ) : null}
          {group ? <CompareResults group={group} onClose={() => setGroup(null)} /> : null}
          {/* The form shows once the draft is back, so nothing typed is overwritten by it. */}
          {!restored ? (
            <p className="muted">{t("image.draft.loading")}</p>
          ) : (
            <form
              id="create-form"
              className="form create-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void sent.submit();
              }}
            >
              <ModeSwitch mode={draft.mode} onChange={(mode) => update({ mode })} />
              {draft.mode === "edit" ? (
                <>
                  <EditSource
                    mediaId={draft.editOf}
                    error={shown("reference")}
                    onPick={(editOf) => update({ editOf }, "reference")}
                  />
                  <PromptField
                    edit
                    value={draft.prompt}
                    error={shown("prompt")}
                    onChange={(prompt) => update({ prompt }, "prompt")}
                  />
                </>
              ) : draft.mode === "prompt" ? (
                <>
                  <PromptField
                    value={draft.prompt}
                    batch={draft.batch}
                    error={shown("prompt")}
                    onChange={(prompt) => update({ prompt }, "prompt")}
                  />
                  <Check
                    className="batch-toggle"
                    checked={draft.batch}
                    onChange={(batch) => update({ batch, compare: false })}
                  >
                    {" "}
                    {t("image.batch.toggle", { max: BATCH_MAX })}
                  </Check>
                </>
              ) : (
                <StructuredForm
                  draft={draft}
                  errors={Object.fromEntries(targets.map((target) => [target, shown(target)]))}
                  photoTypes={catalogue.photoTypes}
                  onField={setField}
                />
              )}
              {draft.mode === "edit" ? null : draft.mode === "form" ? (
                <AspectPicker
                  ratios={catalogue.aspectRatios}
                  value={draft.aspectRatio}
                  error={shown("aspectRatio")}
                  onChange={(aspectRatio) => update({ aspectRatio }, "aspectRatio")}
                />
              ) : (
                // "simplePrompt: direct text prompt; bypasses structured form data": the shape is part of that form.
                <p className="help" data-testid="prompt-no-shape">
                  {t("image.prompt.no_shape")}
                </p>
              )}
              {draft.mode === "edit" ? null : (
                <ReferenceChooser
                  face={draft.face}
                  error={shown("reference")}
                  onFace={(face) => update({ face }, "reference")}
                />
              )}
              <ProviderPicker
                providers={providers}
                value={draft.provider}
                compare={draft.compare}
                compareValue={draft.compareProviders}
                costs={costs}
                problems={problems}
                limitNote={jobLimitNote(cost)}
                error={shown(draft.compare ? "providers" : "provider")}
                onChange={(slug) => update({ provider: slug }, "provider")}
                onCompare={(on) =>
                  update({
                    batch: on ? false : draft.batch,
                    compare: on,
                    compareProviders:
                      on && draft.compareProviders.length === 0 ? [draft.provider] : draft.compareProviders,
                  })
                }
                onCompareValue={(compareProviders) => update({ compareProviders }, "providers")}
              />
              <CountAndSize
                numImages={draft.numImages}
                numRef={numRef}
                numError={shown("numImages")}
                hiRes={
                  offers4K
                    ? {
                        label: chosen.length === 1 ? hiResName(chosen[0]) : t("image.fourk.label_many"),
                        note: fourKTip,
                        documented: undocumented4K.length === 0,
                      }
                    : null
                }
                enable4K={draft.enable4K}
                fourKError={shown("enable4K")}
                onCount={(numImages) => update({ numImages }, "numImages")}
                on4K={(enable4K) => update({ enable4K }, "enable4K")}
              />
              {estimateError ? <ErrorNotice error={estimateError} headline={t("image.cost_error")} /> : null}
              {shown("other") ? <p className="field-error">⚠ {fieldErrors.other}</p> : null}
            </form>
          )}
        </div>
      </div>
      {restored ? (
        <CostBar
          compare={draft.compare}
          batchCount={batch?.length ?? null}
          count={n}
          providerCount={draft.compareProviders.length}
          est={estState}
          line={line}
          resetAt={credits?.creditsResetAt ?? null}
          shownErrorCount={shownCount}
          startHint={startHint}
          phase={sent.phase}
          hold={sent.hold}
          started={sent.started}
          error={sent.error}
        />
      ) : null}
    </div>
  );
}
