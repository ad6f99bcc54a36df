// Create image: describe the picture (a prompt, or the structured form), the shape, the face, the
// provider (or several to compare), how many; the live cost and balance after; presets; the draft
// persists as you type. Pieces live next to this file; the request is built in draft.ts.
import "./create-image.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type ApiError, type Catalogue } from "../../api";
import type { Preset } from "../../api/images";
import { onlyJob, spendApi } from "../../api/spend";
import { ErrorNotice } from "../../components/ErrorNotice";
import { Presets } from "../../components/Presets";
import { RecallNotice } from "../../components/RecallNotice";
import { ScreenTitle } from "../../components/ScreenTitle";
import { formatCredits, isActive, ordinal } from "../../lib/format";
import { rememberJobCount } from "../../lib/jobCounts";
import { LOST_WHILE_SENT } from "../../lib/price";
import { passOnHold, useSpendPress } from "../../lib/useSpendPress";
import { useCatalogue, useCredits, useHandleError, useJobs, useToast, useTrackJob } from "../../state";
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
  sameAsPreset,
  toReference,
  toRequest,
  type Draft,
} from "./draft";
import { errorsByTarget, focusTarget, providerProblems, targetsOf } from "./errors";
import { ModeSwitch } from "./ModeSwitch";
import { PromptField } from "./PromptField";
import { ProviderPicker } from "./ProviderPicker";
import { ReferenceChooser } from "./ReferenceChooser";
import { StructuredForm } from "./StructuredForm";
import { batchRequests, useCost, wholeEstimate } from "./useCost";
import { fourKDocumented } from "./fourK";
import { useDraftStore } from "./useDraftStore";

/** The comparison the screen shows, kept for the session while the person visits other screens. */
let shownComparison: CompareGroup | null = null;
export function CreateImage() {
  const { catalogue, catalogueError, reloadCatalogue } = useCatalogue();
  if (!catalogue) {
    return (
      <div className="screen">
        <ScreenTitle>Create image</ScreenTitle>
        {catalogueError ? (
          <>
            <ErrorNotice error={catalogueError} headline="The list of providers couldn't be loaded." />
            <button type="button" className="button" onClick={() => void reloadCatalogue()}>
              Try again
            </button>
          </>
        ) : (
          <p className="muted">Loading the providers…</p>
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
  const handleError = useHandleError();
  const trackJob = useTrackJob();
  const toast = useToast();
  const { draft, setDraft, restored, saved, recalled, dismissRecalled } = useDraftStore(catalogue);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [runError, setRunError] = useState<ApiError | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  // The comparison on show outlives a visit to another screen ("See the comparison" comes back to it).
  const [group, setGroupState] = useState<CompareGroup | null>(() => shownComparison);
  const setGroup = useCallback((g: CompareGroup | null) => {
    shownComparison = g;
    setGroupState(g);
  }, []);
  const [preset, setPreset] = useState<Preset | null>(null);
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

  const fieldErrors = useMemo(() => ({ ...errorsByTarget(cost, draft), ...serverErrors }), [cost, draft, serverErrors]);
  // An edit with no picture yet says so only once the person presses (the picker is open under its title).
  const pickingEdit = draft.mode === "edit" && !draft.editOf;
  // The set of providers is judged as soon as it is picked (fewer than two, over the job limit).
  const shown = (t: string): string | undefined =>
    submitted || touched[t] || serverErrors[t] || t === "providers" || (t === "reference" && !pickingEdit)
      ? fieldErrors[t]
      : undefined;
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

  const update = useCallback(
    (patch: Partial<Draft>, target?: string) => {
      setDraft((d) => ({ ...d, ...patch }));
      if (target) {
        setTouched((t) => ({ ...t, [target]: true }));
        setServerErrors((s) => {
          if (!s[target]) return s;
          const next = { ...s };
          delete next[target];
          return next;
        });
      }
      setStarted(null);
    },
    [setDraft],
  );
  const setField = (path: string, value: string) => {
    setDraft((d) => ({ ...d, fields: { ...d.fields, [path]: value } }));
    setTouched((t) => ({ ...t, [path === "composition.photoType" ? "photoType" : path]: true }));
    setStarted(null);
  };

  // One press, one intent: a double click or a repeated Enter is taken once (lib/useSpendPress.ts); a press
  // of this request that may already have been charged is held until the person says to send it again.
  const { press, phase, hold } = useSpendPress(
    draft.compare
      ? { compare: draft.compareProviders, request, reference }
      : batch
        ? { provider: draft.provider, batch, request, reference }
        : { provider: draft.provider, request, reference },
  );
  const submit = () => press(submitOnce);
  const submitOnce = async (intent: string): Promise<boolean> => {
    setSubmitted(true);
    setRunError(null);
    setStarted(null);
    const c = await current();
    if (!c) return false; // the estimate failed: its error is on screen
    const errs = { ...errorsByTarget(c, draft), ...serverErrors };
    const first = [...targetsOf(draft), "other"].find((t) => errs[t]);
    if (first || Object.keys(providerProblems(c)).length) {
      focusTarget(first ?? "providers");
      return false;
    }
    if (!wholeEstimate(c).ready) return false;
    try {
      if (batch) {
        const started = await spendApi.spend(intent, {
          kind: "batch",
          provider: draft.provider,
          requests: batchRequests(request, batch),
          reference,
        });
        started.forEach((j) => {
          rememberJobCount(j.id, request.numImages ?? 1);
          trackJob(j);
        });
        const waiting = started.filter((j) => j.status === "waiting").length;
        setStarted(
          started.some((j) => j.mayHaveStarted)
            ? LOST_WHILE_SENT
            : `Started ${started.length} jobs, one per prompt${waiting ? `; ${waiting} wait for a free slot (nothing is charged until they start)` : ""}. Follow them in the Jobs tray.`,
        );
      } else if (draft.compare) {
        const g = groupOf(
          await spendApi.spend(intent, { kind: "compare", providers: draft.compareProviders, request, reference }),
        );
        g.jobs.forEach((j) => {
          rememberJobCount(j.id, request.numImages ?? 1);
          trackJob(j);
        });
        setGroup(g);
        const waiting = g.jobs.filter((j) => j.status === "waiting").length;
        setStarted(
          g.jobs.some((j) => j.mayHaveStarted)
            ? LOST_WHILE_SENT
            : waiting
              ? `Started on ${g.jobs.length - waiting} of ${g.jobs.length} providers; ${waiting} ${waiting === 1 ? "waits" : "wait"} for a free slot and ${waiting === 1 ? "starts" : "start"} when a running job finishes (nothing is charged until then).`
              : `Started on ${g.jobs.length} providers. The pictures appear side by side above as they finish.`,
        );
      } else {
        const job = onlyJob(
          await spendApi.spend(intent, { kind: "image", provider: draft.provider, request, reference }),
        );
        rememberJobCount(job.id, request.numImages ?? 1);
        trackJob(job);
        setStarted(
          job.mayHaveStarted
            ? LOST_WHILE_SENT
            : job.status === "waiting"
              ? `Waiting for a free slot (${ordinal(job.queuePosition ?? 1)} in line): it starts when one of your running jobs finishes. Nothing is charged until then.`
              : "Started. You can follow it in the Jobs tray, and keep working meanwhile.",
        );
      }
      setSubmitted(false);
      setTouched({});
      return true;
    } catch (raw) {
      passOnHold(raw);
      const err = handleError(raw);
      if (err.code === "validation") {
        let t = errorTarget(err.field);
        if (t === "provider" && draft.compare) t = "providers";
        if (targetsOf(draft).includes(t)) setServerErrors({ [t]: err.message });
        else setRunError(err);
      } else if (err.code !== "unauthorized") {
        setRunError(err);
      }
      return false;
    }
  };

  const loadPreset = (p: Preset | null) => {
    setPreset(p);
    if (!p) return;
    const before = draft;
    setDraft(applyPreset(p.value, draft, catalogue));
    setTouched({});
    setSubmitted(false);
    toast({
      kind: "info",
      text: `Loaded the preset “${p.name}”`,
      action: { label: "Undo", run: () => (setDraft(before), setPreset(null)) },
    });
  };

  const targets = targetsOf(draft);
  const shownCount = [...targets, "other"].filter((t) => shown(t)).length;
  // Nothing typed yet: say what to do first (not "not enough credits", not a wall of red).
  const startHint =
    shownCount === 0 && (fieldErrors.prompt || fieldErrors["subject.description"] || fieldErrors.reference)
      ? draft.mode === "edit"
        ? draft.editOf
          ? "Describe the change you want to start."
          : "Choose the picture to edit, then describe the change."
        : draft.mode === "prompt"
          ? "Describe the image you want to create to start."
          : "Fill in at least one thing about the picture to start."
      : null;
  const undocumented4K = chosen.filter((p) => !fourKDocumented(p.slug));
  const price4K =
    chosen.length === 1 && provider?.cost4k != null
      ? `${formatCredits(provider.cost4k)} a generation instead of ${provider.cost}.`
      : "Each provider's high-resolution price applies.";
  // The spec's tables price the option for these providers, but its enable4K description doesn't name them.
  const fourKTip = undocumented4K.length
    ? `The service's price tables list ${undocumented4K.map((p) => `${hiResName(p)} for ${p.name}`).join(", ")} (${
        chosen.length === 1 ? price4K.replace(/\.$/, "") : "at its listed price"
      }), but their description of the high-resolution option does not name ${undocumented4K.length === 1 ? "this provider" : "these providers"}: what it does there is not documented.`
    : price4K;

  return (
    <div className="screen-with-bar">
      <div className="screen-scroll">
        <div className="screen create-screen">
          <div className="screen-head">
            <ScreenTitle>Create image</ScreenTitle>
            <span className="draft-state" aria-live="polite">
              {saved === "saved" ? "Draft saved" : saved === "saving" ? "Saving draft…" : ""}
            </span>
            <span className="spacer" />
            {restored ? (
              <Presets
                form="create-image"
                keeps="A preset keeps the description, provider, count, shape and character."
                value={presetValue(draft)}
                loaded={preset}
                changed={preset != null && !sameAsPreset(draft, preset.value, catalogue)}
                onLoad={loadPreset}
                onLoadedRenamed={setPreset}
              />
            ) : null}
          </div>
          {recalled ? (
            <RecallNotice
              note={{
                source: `${recalled.sourceLabel ?? "an earlier picture"}${recalled.provider ? ` (${providerName(recalled.provider)})` : ""}`,
                gaps: [],
              }}
              verb="generate"
              onDismiss={dismissRecalled}
            />
          ) : null}
          {group ? <CompareResults group={group} onClose={() => setGroup(null)} /> : null}
          {/* The form shows once the draft is back, so nothing typed is overwritten by it. */}
          {!restored ? (
            <p className="muted">Loading your draft…</p>
          ) : (
            <form
              id="create-form"
              className="form create-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
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
                  <label className="check batch-toggle">
                    <input
                      type="checkbox"
                      checked={draft.batch}
                      onChange={(e) => update({ batch: e.target.checked, compare: false })}
                    />{" "}
                    Several prompts, one per line: one job each, up to {BATCH_MAX}
                  </label>
                </>
              ) : (
                <StructuredForm
                  draft={draft}
                  errors={Object.fromEntries(targets.map((t) => [t, shown(t)]))}
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
                  With just a prompt the service takes no shape: it works from your words alone. To choose a shape, use
                  “Describe with the form”.
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
                        label: chosen.length === 1 ? hiResName(chosen[0]) : "high resolution",
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
              {estimateError ? (
                <ErrorNotice error={estimateError} headline="The cost couldn't be worked out right now." />
              ) : null}
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
          phase={phase}
          hold={hold}
          started={started}
          error={runError}
        />
      ) : null}
    </div>
  );
}
