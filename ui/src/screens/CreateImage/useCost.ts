// The live cost of what is on screen: `spend_estimate` of an image request for one provider, of a compare
// when comparing (both with the face). Text-only edits are debounced; anything that changes the price is
// estimated at once. current() waits for the estimate of what is on screen now.
import { useEffect, useRef, useState } from "react";
import { ApiError, type Estimate } from "../../api";
import type { GenerateImageRequest } from "../../bindings";
import type { CompareFigures, ImageReference } from "../../api/images";
import { spendApi } from "../../api/spend";

const ESTIMATE_DELAY = 250;

/** A compare's estimate as this form reads it: the whole set's (`estimate`), each provider's, the room for jobs. */
export type CompareCost = CompareFigures & { estimate: Estimate };

export type Cost = { kind: "single"; estimate: Estimate } | { kind: "compare"; estimate: CompareCost };

function compareCost(estimate: Estimate): CompareCost {
  const figures = estimate.compare ?? { providers: [], jobLimit: null, activeJobs: 0 };
  return { ...figures, estimate };
}

export function useCost({
  compare,
  provider,
  providers,
  request,
  reference,
  balance,
  running,
  handleError,
}: {
  compare: boolean;
  provider: string;
  providers: string[];
  request: GenerateImageRequest;
  reference: ImageReference | null;
  balance: number | null;
  running: number;
  handleError: (e: unknown) => ApiError;
}) {
  const [cost, setCost] = useState<Cost | null>(null);
  const [estimating, setEstimating] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const seq = useRef(0);
  const pending = useRef<Promise<Cost | null>>(Promise.resolve(null));
  const lastPriceKey = useRef<string | null>(null);

  const { simplePrompt: _text, formData, ...priced } = request;
  const priceKey = JSON.stringify({
    compare,
    provider,
    providers,
    priced,
    aspect: formData?.photography?.aspectRatio,
    reference,
    balance,
    running,
  });
  const requestKey = JSON.stringify(request);

  useEffect(() => {
    if (!compare && !provider) return;
    const my = ++seq.current;
    const textOnly = lastPriceKey.current === priceKey;
    lastPriceKey.current = priceKey;
    setEstimating(true);
    let settle: (c: Cost | null) => void = () => undefined;
    pending.current = new Promise((resolve) => (settle = resolve));
    const run = async (): Promise<Cost> =>
      compare
        ? {
            kind: "compare",
            estimate: compareCost(await spendApi.spendEstimate({ kind: "compare", providers, request, reference })),
          }
        : { kind: "single", estimate: await spendApi.spendEstimate({ kind: "image", provider, request, reference }) };
    const t = window.setTimeout(
      () => {
        run()
          .then((c) => {
            if (my === seq.current) {
              setCost(c);
              setError(null);
            }
            settle(c);
          })
          .catch((e) => {
            if (my === seq.current) {
              setCost(null);
              setError(handleError(e));
            }
            settle(null);
          })
          .finally(() => my === seq.current && setEstimating(false));
      },
      textOnly ? ESTIMATE_DELAY : 0,
    );
    return () => {
      window.clearTimeout(t);
      settle(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys stand for request, providers and reference by content: an equal new object must not estimate again
  }, [priceKey, requestKey, handleError]);

  /** The estimate for what is on screen now, waiting for one in flight. */
  const current = async (): Promise<Cost | null> => {
    for (;;) {
      const p = pending.current;
      const c = await p;
      if (p === pending.current) return c;
    }
  };

  return { cost, estimating, error, current };
}
