// What the action bar and the header say about the cost of what is on screen (pure).
import type { ImageProviderInfo } from "../../bindings";
import type { GenerateImageRequest } from "../../api/images";
import { t, tn } from "../../i18n";
import { formatCredits, formatNumber, type EstimateState } from "../../lib/format";
import type { CostLine } from "./CostBar";
import { batchPrompts, countOf, type Draft } from "./draft";
import type { Cost } from "./useCost";

export function costSummary({
  cost,
  estimating,
  priceInvalid,
  draft,
  request,
  provider,
  providerName,
}: {
  cost: Cost | null;
  estimating: boolean;
  /** The count or the provider(s) have an error: no price to show. */
  priceInvalid: boolean;
  draft: Draft;
  request: GenerateImageRequest;
  provider: ImageProviderInfo | undefined;
  providerName: (slug: string) => string;
}): { estState: EstimateState; line: CostLine | null } {
  const batch = batchPrompts(draft);
  const expected = draft.compare ? "compare" : batch ? "batch" : "single";
  const sameKind = cost != null && cost.kind === expected;
  if (!cost || !sameKind) return { estState: estimating ? { kind: "loading" } : { kind: "invalid" }, line: null };
  if (priceInvalid) return { estState: { kind: "invalid" }, line: null };
  if (cost.kind === "single") {
    const e = cost.estimate;
    const n = countOf(draft);
    const option = request.enable4K && provider ? (provider.hiResLabel ?? "4K") : null;
    const credits = formatCredits(e.credits / n);
    return {
      estState: { kind: "ready", credits: e.credits, balance: e.balance, short: e.short },
      line: {
        // Each picture counted as one generation (ProviderPicker says so): the most the request can cost.
        breakdown:
          n > 1
            ? `${option ? t("image.cost.per_picture_hires", { count: n, credits, option }) : t("image.cost.per_picture", { count: n, credits })} `
            : "",
        balanceAfter: e.balanceAfter,
      },
    };
  }
  if (cost.kind === "batch") {
    const e = cost.estimate.estimate;
    const m = cost.estimate.providers.length;
    return {
      estState: { kind: "ready", credits: e.credits, balance: e.balance, short: e.short },
      line: {
        breakdown: m > 0 ? `${t("image.cost.per_prompt", { count: m, credits: formatCredits(e.credits / m) })} ` : "",
        balanceAfter: e.balanceAfter,
      },
    };
  }
  const { providers, estimate: e } = cost.estimate;
  return {
    estState: { kind: "ready", credits: e.credits, balance: e.balance, short: e.short },
    line: {
      breakdown: `${providers.map((p) => `${providerName(p.provider)} ${formatNumber(p.credits)}`).join(" + ")}. `,
      balanceAfter: e.balanceAfter,
    },
  };
}

/**
 * Compare: the account's job limit in words, when the service says it. The spec calls jobLimit "a per-subscription
 * limit on jobs" and says nothing more; the app takes it to count the picture jobs running at once
 * (docs/assumptions.md, "Job limit and the line"), and says that it is the app's reading.
 */
export function jobLimitNote(cost: Cost | null): string | null {
  if (cost?.kind !== "compare" || cost.estimate.jobLimit == null) return null;
  const { jobLimit, activeJobs } = cost.estimate;
  return activeJobs
    ? tn("image.job_limit_running", activeJobs, { limit: jobLimit })
    : t("image.job_limit", { limit: jobLimit });
}
