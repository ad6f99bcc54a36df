import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, ApiError, type Catalogue, type Estimate, type ImageProviderInfo, type ImageRequest } from "../api";
import { useStudio } from "../state";
import { ErrorNotice, FieldMessage } from "../components/ErrorNotice";
import { ScreenTitle } from "../components/ScreenTitle";
import {
  fieldKey,
  formatCredits,
  generateButtonText,
  perImageText,
  ratioLabel,
  resetText,
  type EstimateState,
} from "../lib/format";
import { rememberJobCount } from "../lib/jobCounts";

const DRAFT_FORM = "create-image";
/** The stepper's range (media-api rules: numImages 1 to 6). Typing more is still checked by the rules. */
const NUM_IMAGES_MAX = 6;
const ESTIMATE_DELAY = 250;
const DRAFT_DELAY = 400;

interface Draft {
  prompt: string;
  provider: string;
  numImages: string;
  aspectRatio: string;
  enable4K: boolean;
}

type FieldName = "prompt" | "provider" | "numImages" | "aspectRatio" | "enable4K";

/** Maps a contract field path to the form field it is shown under. */
function formField(path: string | null | undefined): FieldName | "other" {
  const k = fieldKey(path);
  switch (k) {
    case "simplePrompt":
    case "prompt":
      return "prompt";
    case "provider":
      return "provider";
    case "numImages":
      return "numImages";
    case "aspectRatio":
      return "aspectRatio";
    case "enable4K":
      return "enable4K";
    default:
      return "other";
  }
}

function defaultDraft(cat: Catalogue): Draft {
  return {
    prompt: "",
    provider: cat.imageProviders[0]?.slug ?? "",
    numImages: "1",
    aspectRatio: cat.aspectRatios.some((r) => r.value === "1:1") ? "1:1" : (cat.aspectRatios[0]?.value ?? "1:1"),
    enable4K: false,
  };
}

function toRequest(d: Draft, p: ImageProviderInfo | undefined): ImageRequest {
  // numImages is a u32 on the Rust side: anything that isn't a whole number 0..999 is sent as 0,
  // which the rules reject with a message under the field.
  const n = Number(d.numImages.trim());
  return {
    simplePrompt: d.prompt,
    numImages: d.numImages.trim() !== "" && Number.isInteger(n) && n >= 0 ? Math.min(n, 999) : 0,
    enable4K: Boolean(p?.cost4k != null && d.enable4K),
    formData: { photography: { aspectRatio: d.aspectRatio } },
  };
}

function RatioFrame({ ratio }: { ratio: string }) {
  const [w, h] = ratio.split(":").map(Number);
  const max = 34;
  const scale = max / Math.max(w || 1, h || 1);
  return (
    <span className="ratio-frame-box" aria-hidden="true">
      <span className="ratio-frame" style={{ width: (w || 1) * scale, height: (h || 1) * scale }} />
    </span>
  );
}

export function CreateImage() {
  const { catalogue, catalogueError, reloadCatalogue, credits, setPendingSpend, handleError, trackJob, setTrayOpen } =
    useStudio();
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
  return (
    <CreateImageForm
      catalogue={catalogue}
      balance={credits?.credits ?? null}
      resetAt={credits?.creditsResetAt ?? null}
      setPendingSpend={setPendingSpend}
      handleError={handleError}
      trackJob={trackJob}
      openTray={() => setTrayOpen(true)}
    />
  );
}

function CreateImageForm({
  catalogue,
  balance,
  resetAt,
  setPendingSpend,
  handleError,
  trackJob,
  openTray,
}: {
  catalogue: Catalogue;
  balance: number | null;
  resetAt: string | null;
  setPendingSpend: ReturnType<typeof useStudio>["setPendingSpend"];
  handleError: (e: unknown) => ApiError;
  trackJob: ReturnType<typeof useStudio>["trackJob"];
  openTray: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => defaultDraft(catalogue));
  const [restored, setRestored] = useState(false);
  const [draftSaved, setDraftSaved] = useState<"idle" | "saving" | "saved">("idle");
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [estimating, setEstimating] = useState(true);
  const [estimateError, setEstimateError] = useState<ApiError | null>(null);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverFieldErrors, setServerFieldErrors] = useState<Partial<Record<FieldName | "other", string>>>({});
  const [generateError, setGenerateError] = useState<ApiError | null>(null);
  const [generating, setGenerating] = useState(false);
  const [started, setStarted] = useState<string | null>(null);
  const seq = useRef(0);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const numRef = useRef<HTMLInputElement>(null);

  const provider = catalogue.imageProviders.find((p) => p.slug === draft.provider);
  const request = useMemo(() => toRequest(draft, provider), [draft, provider]);
  const maxImages = NUM_IMAGES_MAX;

  // Restore the draft once.
  useEffect(() => {
    let cancelled = false;
    api
      .draftGet(DRAFT_FORM)
      .then((raw) => {
        if (cancelled || !raw) return;
        try {
          const d = JSON.parse(raw) as Partial<Draft>;
          const base = defaultDraft(catalogue);
          setDraft({
            prompt: typeof d.prompt === "string" ? d.prompt : base.prompt,
            provider: catalogue.imageProviders.some((p) => p.slug === d.provider) ? (d.provider as string) : base.provider,
            numImages: typeof d.numImages === "string" ? d.numImages : base.numImages,
            aspectRatio:
              d.aspectRatio && catalogue.aspectRatios.some((r) => r.value === d.aspectRatio) ? d.aspectRatio : base.aspectRatio,
            enable4K: Boolean(d.enable4K),
          });
        } catch {
          /* an unreadable draft is ignored */
        }
      })
      .catch((e) => handleError(e))
      .finally(() => !cancelled && setRestored(true));
    return () => {
      cancelled = true;
    };
  }, [catalogue, handleError]);

  // Save the draft as you type.
  useEffect(() => {
    if (!restored) return;
    setDraftSaved("saving");
    const t = window.setTimeout(() => {
      api
        .draftSave(DRAFT_FORM, JSON.stringify(draft))
        .then(() => setDraftSaved("saved"))
        .catch((e) => {
          handleError(e);
          setDraftSaved("idle");
        });
    }, DRAFT_DELAY);
    return () => window.clearTimeout(t);
  }, [draft, restored, handleError]);

  // Live cost estimate. Only typing in the prompt is debounced (the cost doesn't depend on it); a
  // change of provider, count, size or shape is estimated at once. The balance is a dependency:
  // after spending, the estimate (and "balance after") is redone.
  const estimateReq = useRef<Promise<Estimate | null>>(Promise.resolve(null));
  const lastEstimated = useRef<ImageRequest | null>(null);
  useEffect(() => {
    if (!draft.provider) return;
    const my = ++seq.current;
    const prev = lastEstimated.current;
    lastEstimated.current = request;
    const promptOnly =
      prev != null &&
      prev.simplePrompt !== request.simplePrompt &&
      JSON.stringify({ ...prev, simplePrompt: "" }) === JSON.stringify({ ...request, simplePrompt: "" });
    setEstimating(true);
    let settle: (e: Estimate | null) => void = () => undefined;
    estimateReq.current = new Promise((resolve) => (settle = resolve));
    const t = window.setTimeout(
      () => {
        api
          .imagesEstimate(draft.provider, request)
          .then((est) => {
            if (my === seq.current) {
              setEstimate(est);
              setEstimateError(null);
            }
            settle(est);
          })
          .catch((e) => {
            if (my === seq.current) {
              setEstimate(null);
              setEstimateError(handleError(e));
            }
            settle(null);
          })
          .finally(() => my === seq.current && setEstimating(false));
      },
      promptOnly ? ESTIMATE_DELAY : 0,
    );
    return () => {
      window.clearTimeout(t);
      settle(null);
    };
  }, [draft.provider, request, handleError, balance]);

  /** The estimate for what is on screen now, waiting for one in flight. */
  const currentEstimate = async (): Promise<Estimate | null> => {
    for (;;) {
      const p = estimateReq.current;
      const est = await p;
      if (p === estimateReq.current) return est;
    }
  };

  const fieldErrors = useMemo(() => {
    const out: Partial<Record<FieldName | "other", string>> = {};
    for (const e of estimate?.errors ?? []) {
      const f = formField(e.field);
      if (!out[f]) out[f] = e.message;
    }
    // The rules say "The prompt can't be empty"; on this screen the field is "Describe your image".
    if (out.prompt && !draft.prompt.trim()) out.prompt = "Describe the image you want to create.";
    // An empty or non-numeric count is sent as 0; say what to do rather than "you asked for 0".
    if (out.numImages && request.numImages === 0) out.numImages = `Choose how many images to make: 1 to ${NUM_IMAGES_MAX}.`;
    return { ...out, ...serverFieldErrors };
  }, [estimate, serverFieldErrors, draft.prompt, request.numImages]);

  const shown = (f: FieldName): string | undefined =>
    (submitted || touched[f] || serverFieldErrors[f]) ? fieldErrors[f] : undefined;

  const countInvalid = Boolean(fieldErrors.numImages) || Boolean(fieldErrors.provider);
  const estState: EstimateState =
    estimating && !estimate
      ? { kind: "loading" }
      : !estimate || countInvalid
        ? { kind: "invalid" }
        : { kind: "ready", credits: estimate.credits, balance: estimate.balance, affordable: estimate.affordable };
  const short = estState.kind === "ready" && !estState.affordable;

  // Tell the header what the balance will be after this.
  useEffect(() => {
    if (estState.kind === "ready" && estimate && estimate.balanceAfter != null) {
      setPendingSpend({ credits: estimate.credits, balanceAfter: estimate.balanceAfter });
    } else {
      setPendingSpend(null);
    }
  }, [estState.kind, estimate, setPendingSpend]);
  useEffect(() => () => setPendingSpend(null), [setPendingSpend]);

  const update = useCallback(<K extends keyof Draft>(key: K, value: Draft[K], field: FieldName) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerFieldErrors((s) => {
      if (!s[field]) return s;
      const n = { ...s };
      delete n[field];
      return n;
    });
    setStarted(null);
  }, []);

  const stepCount = (delta: number) => {
    const n = Number(draft.numImages) || 1;
    const next = Math.min(maxImages, Math.max(1, n + delta));
    update("numImages", String(next), "numImages");
  };

  const inFlight = useRef(false);
  const generate = async () => {
    if (inFlight.current) return; // a second click while starting does nothing
    inFlight.current = true;
    try {
      await generateOnce();
    } finally {
      inFlight.current = false;
    }
  };
  const generateOnce = async () => {
    setSubmitted(true);
    setGenerateError(null);
    setStarted(null);
    const est = await currentEstimate();
    if (!est) return; // the estimate failed: its error is on screen
    const errs: Partial<Record<FieldName | "other", string>> = {};
    for (const e of est.errors) errs[formField(e.field)] ??= e.message;
    const first = (["prompt", "provider", "numImages", "aspectRatio", "enable4K"] as FieldName[]).find(
      (f) => errs[f] || serverFieldErrors[f],
    );
    if (first) {
      const el =
        first === "prompt"
          ? promptRef.current
          : first === "numImages"
            ? numRef.current
            : document.getElementById(`field-${first}`)?.querySelector<HTMLElement>("input");
      if (el) {
        // Focus the field and bring the whole field, message included, into view.
        el.focus({ preventScroll: true });
        window.setTimeout(() => el.closest(".field")?.scrollIntoView({ block: "nearest" }), 0);
      }
      return;
    }
    if (!est.affordable) return;
    setGenerating(true);
    try {
      const job = await api.imagesGenerate(draft.provider, request);
      rememberJobCount(job.id, request.numImages);
      trackJob(job);
      openTray();
      setSubmitted(false);
      setTouched({});
      setStarted(`Started. You can follow it in the Jobs tray, and keep working meanwhile.`);
    } catch (raw) {
      const err = handleError(raw);
      if (err.code === "validation") {
        const f = formField(err.field);
        setServerFieldErrors({ [f]: err.message });
        if (f === "other") setGenerateError(err);
      } else if (err.code === "insufficient_credits") {
        setGenerateError(err);
      } else if (err.code !== "unauthorized") {
        setGenerateError(err);
      }
    } finally {
      setGenerating(false);
    }
  };

  const promptErr = shown("prompt");
  const numErr = shown("numImages");
  const ratioErr = shown("aspectRatio");
  const providerErr = shown("provider");
  const fourKErr = shown("enable4K");
  const shownErrorCount = [promptErr, numErr, ratioErr, providerErr, fourKErr].filter(Boolean).length;
  const hasShownError = shownErrorCount > 0;
  const buttonText = generating ? "Starting…" : generateButtonText(Number(draft.numImages), estState);

  return (
    <div className="screen-with-bar">
    <div className="screen-scroll">
    <div className="screen create-screen">
      <div className="screen-head">
        <ScreenTitle>Create image</ScreenTitle>
        <span className="draft-state" aria-live="polite">
          {draftSaved === "saved" ? "Draft saved" : draftSaved === "saving" ? "Saving draft…" : ""}
        </span>
      </div>
      <form
        id="create-form"
        className="form create-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <div className="field">
          <label htmlFor="prompt">Describe your image</label>
          <textarea
            id="prompt"
            ref={promptRef}
            rows={3}
            value={draft.prompt}
            placeholder="For example: a woman with curly red hair laughing in a sunny café, warm morning light"
            aria-invalid={promptErr ? true : undefined}
            aria-describedby={`prompt-help${promptErr ? " prompt-err" : ""}`}
            onChange={(e) => update("prompt", e.target.value, "prompt")}
          />
          <p className="help" id="prompt-help">
            Write it the way you'd tell a photographer: who, what they're doing, where, and the light.
          </p>
          <FieldMessage id="prompt-err" message={promptErr} />
        </div>

        <fieldset className="field" id="field-provider" aria-describedby={providerErr ? "provider-err" : undefined}>
          <legend>Provider</legend>
          <p className="help">Each provider has its own style. The price is per image.</p>
          <div className="provider-grid">
            {catalogue.imageProviders.map((p) => {
              const selected = p.slug === draft.provider;
              return (
                <label key={p.slug} className={`provider-card ${selected ? "selected" : ""}`} data-slug={p.slug}>
                  <input
                    type="radio"
                    name="provider"
                    className="visually-hidden"
                    value={p.slug}
                    checked={selected}
                    onChange={() => update("provider", p.slug, "provider")}
                  />
                  <span className="provider-top">
                    <span className="provider-name">{p.name}</span>
                    <span className="provider-check" aria-hidden="true">{selected ? "✓" : ""}</span>
                  </span>
                  <span className="provider-cost">{perImageText(p.cost)}</span>
                  {p.cost4k != null ? (
                    <span className="badge" title={`${p.hiResLabel ?? "4K"}: ${perImageText(p.cost4k)}`}>
                      {p.hiResLabel ?? "4K"} available
                    </span>
                  ) : (
                    <span className="badge badge-quiet">Standard size</span>
                  )}
                  {selected ? <span className="visually-hidden"> (selected)</span> : null}
                </label>
              );
            })}
          </div>
          <FieldMessage id="provider-err" message={providerErr} />
        </fieldset>

        <div className="row-2">
          <div className="field" id="field-numImages">
            <label htmlFor="numImages">Number of images</label>
            <div className="stepper">
              <button
                type="button"
                className="button step"
                aria-label="One fewer image"
                onClick={() => stepCount(-1)}
                disabled={(Number(draft.numImages) || 1) <= 1}
              >
                −
              </button>
              <input
                id="numImages"
                ref={numRef}
                type="number"
                inputMode="numeric"
                min={1}
                max={maxImages}
                value={draft.numImages}
                aria-invalid={numErr ? true : undefined}
                aria-describedby={`num-help${numErr ? " num-err" : ""}`}
                onChange={(e) => update("numImages", e.target.value, "numImages")}
              />
              <button
                type="button"
                className="button step"
                aria-label="One more image"
                onClick={() => stepCount(1)}
                disabled={(Number(draft.numImages) || 0) >= maxImages}
              >
                +
              </button>
            </div>
            <p className="help" id="num-help">1 to {maxImages} at a time.</p>
            <FieldMessage id="num-err" message={numErr} />
          </div>

          {provider?.cost4k != null ? (
            <div className="field" id="field-enable4K">
              <span className="label-like" id="fourk-label">Size</span>
              <label className="check">
                <input
                  type="checkbox"
                  checked={draft.enable4K}
                  aria-describedby={`fourk-help${fourKErr ? " fourk-err" : ""}`}
                  onChange={(e) => update("enable4K", e.target.checked, "enable4K")}
                />
                Make it {provider.hiResLabel ?? "4K"}
              </label>
              <p className="help" id="fourk-help">
                Sharper and larger. {perImageText(provider.cost4k)} instead of {provider.cost}.
              </p>
              <FieldMessage id="fourk-err" message={fourKErr} />
            </div>
          ) : null}
        </div>

        <fieldset className="field" id="field-aspectRatio" aria-describedby={ratioErr ? "ratio-err" : undefined}>
          <legend>Shape</legend>
          <div className="ratio-grid">
            {catalogue.aspectRatios.map(({ value: r, label }) => {
              const selected = r === draft.aspectRatio;
              return (
                <label key={r} className={`ratio-card ${selected ? "selected" : ""}`} title={label}>
                  <input
                    type="radio"
                    name="aspectRatio"
                    className="visually-hidden"
                    value={r}
                    checked={selected}
                    aria-label={label}
                    onChange={() => update("aspectRatio", r, "aspectRatio")}
                  />
                  <RatioFrame ratio={r} />
                  <span className="ratio-name" aria-hidden="true">{ratioLabel(r)}</span>
                  <span className="ratio-value" aria-hidden="true">{r}</span>
                </label>
              );
            })}
          </div>
          <FieldMessage id="ratio-err" message={ratioErr} />
        </fieldset>

        {estimateError ? <ErrorNotice error={estimateError} headline="The cost couldn't be worked out right now." /> : null}
        {fieldErrors.other && submitted ? <p className="field-error">⚠ {fieldErrors.other}</p> : null}

      </form>
    </div>
    </div>
        <div className="action-bar">
          <div className="action-summary" aria-live="polite">
            {short && estState.kind === "ready" ? (
              <p className="short-reason" id="short-reason">
                <span aria-hidden="true">⚠ </span>
                You have {formatCredits(estState.balance)}. Choose fewer images or a cheaper provider
                {resetAt ? `; your credits renew ${resetText(resetAt).replace(/^Resets /, "")}` : ""}.
              </p>
            ) : estState.kind === "ready" && balance != null && estimate ? (
              <p className="muted" data-testid="cost-breakdown">
                {request.numImages > 1
                  ? `${request.numImages} × ${formatCredits(estimate.credits / request.numImages)}${request.enable4K ? ` (${provider?.hiResLabel ?? "4K"})` : ""}. `
                  : ""}
                You'll have <strong>{formatCredits(estimate.balanceAfter)}</strong> left.
              </p>
            ) : null}
            {hasShownError ? (
              <p className="short-reason">
                <span aria-hidden="true">⚠ </span>Fix the marked {shownErrorCount === 1 ? "field" : "fields"} above to continue.
              </p>
            ) : null}
            {started ? <p className="started" role="status">✓ {started}</p> : null}
            {generateError ? <ErrorNotice error={generateError} /> : null}
          </div>
          <button
            type="submit"
            form="create-form"
            className="button primary generate"
            disabled={short || generating}
            aria-describedby={short ? "short-reason" : undefined}
          >
            {buttonText}
          </button>
        </div>
    </div>
  );
}