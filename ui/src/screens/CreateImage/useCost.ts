// The live cost of what is on screen: the form kit's estimate (src/forms/useSpendEstimate.ts) of an image
// request for one provider, of a compare when comparing (both with the face). Text-only edits wait
// ESTIMATE_DELAY; anything that changes the price (the balance and, comparing, the running jobs too) is
// estimated at once. current() waits for the estimate of what is on screen now; `spend` is what the form sends.
import { useCallback, useMemo } from "react";
import type { Estimate } from "../../api";
import type { GenerateImageRequest } from "../../bindings";
import type { CompareFigures, ImageReference } from "../../api/images";
import type { SpendRequest } from "../../api/spend";
import { useSpendEstimate } from "../../forms/useSpendEstimate";

const ESTIMATE_DELAY = 250;

/** A compare's estimate as this form reads it: the whole set's (`estimate`), each provider's, the room for jobs. */
export type CompareCost = CompareFigures & { estimate: Estimate };

export type Cost =
  | { kind: "single"; estimate: Estimate }
  | { kind: "compare"; estimate: CompareCost }
  | { kind: "batch"; estimate: CompareCost };

/** The estimate of the whole request, whatever its kind. */
export function wholeEstimate(c: Cost): Estimate {
  return c.kind === "single" ? c.estimate : c.estimate.estimate;
}

/** An estimate as a Cost: a compare's or a batch's carries its members' figures (`compare`), one request's none. */
function costOf(estimate: Estimate | null, batch: boolean): Cost | null {
  if (!estimate) return null;
  if (!estimate.compare) return { kind: "single", estimate };
  return { kind: batch ? "batch" : "compare", estimate: { ...estimate.compare, estimate } };
}

/** A batch's requests: the form's request once per prompt. */
export function batchRequests(request: GenerateImageRequest, prompts: string[]): GenerateImageRequest[] {
  return prompts.map((simplePrompt) => ({ ...request, simplePrompt }));
}

export function useCost({
  compare,
  provider,
  providers,
  request,
  reference,
  running,
  batch = null,
}: {
  compare: boolean;
  provider: string;
  providers: string[];
  request: GenerateImageRequest;
  reference: ImageReference | null;
  running: number;
  /** A batch's prompts (one job each), or null. */
  batch?: string[] | null;
}) {
  const spend: SpendRequest | null = compare
    ? { kind: "compare", providers, request, reference }
    : !provider
      ? null
      : batch
        ? { kind: "batch", provider, requests: batchRequests(request, batch), reference }
        : { kind: "image", provider, request, reference };
  const { simplePrompt: _text, formData, ...priced } = request;
  const live = useSpendEstimate(spend, {
    delay: ESTIMATE_DELAY,
    priced: {
      compare,
      provider,
      providers,
      priced,
      aspect: formData?.photography?.aspectRatio,
      reference,
      running,
      batch: batch?.length ?? null,
    },
  });
  const isBatch = batch != null;
  const cost = useMemo(() => costOf(live.estimate, isBatch), [live.estimate, isBatch]);
  const { current: currentEstimate } = live;
  /** The estimate for what is on screen now, waiting for one in flight. */
  const current = useCallback(async () => costOf(await currentEstimate(), isBatch), [currentEstimate, isBatch]);

  return { spend, cost, estimating: live.loading, error: live.error, current };
}
