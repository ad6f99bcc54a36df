// Every price the window shows, in one set of words, from what the price stands on (studio-core's
// `PriceBasis`): a published figure is a fact ("4 credits"), the top of a range is "up to 6 credits", and an
// operation the spec prices nowhere is "price not published" (its `credits` is 0 and means nothing: never
// "0 credits", never "free"). What a finished job cost is told the same way everywhere: "Charged" only for
// the service's own figure, "Estimated" for the app's estimate, and the balance drop as a measurement.
import type { PriceBasis } from "../bindings";
import { t, tn } from "../i18n";
import { formatCredits } from "./format";
import { liveWords } from "../state/liveWords";

export let NOT_PUBLISHED = "";

/** A job whose answer was lost after it was sent (`mayHaveStarted`), while the core looks for it: no figure is
 * known to have been charged, and none is made up. */
export let MAY_HAVE_BEEN_CHARGED = "";

/** What a form says when the job it started came back with its answer lost (`mayHaveStarted`). */
export let LOST_WHILE_SENT = "";

liveWords(() => {
  NOT_PUBLISHED = t("price.not_published");
  MAY_HAVE_BEEN_CHARGED = t("price.may_have_been_charged");
  LOST_WHILE_SENT = t("price.lost_while_sent");
});

/** A price as part of a sentence: "4 credits", "up to 6 credits", "price not published"; "free" only for a
 * published 0 (the spec's own "free": add music to a video, the tool list, text on a picture). */
export function priceText(credits: number, basis: PriceBasis): string {
  if (basis === "not_published") return NOT_PUBLISHED;
  if (basis === "at_most") return t("price.up_to", { credits: formatCredits(credits) });
  return credits === 0 ? t("price.free") : formatCredits(credits);
}

/** The same price standing on its own (a label, a table cell): "4 credits", "Up to 6 credits", "Price not
 * published", "Free". */
export function priceLabel(credits: number, basis: PriceBasis): string {
  const t = priceText(credits, basis);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A recipe's total: "21 credits", "21 credits + 1 step with no published price" (`unpriced` steps are not in
 * `total`). */
export function totalText(total: number, unpriced: number): string {
  const priced = formatCredits(total);
  if (unpriced === 0) return priced;
  return tn("price.total_unpriced", unpriced, { credits: priced });
}

/** What the app knows about a finished (or sent) job's cost. */
export interface JobCost {
  /** What the service itself said it charged (a slideshow's creditsCost). */
  charged?: number | null;
  /** The app's estimate; null when no price is published for it. */
  estimate?: number | null;
  /** How far the balance went down around the send (a measurement, not the service's word). */
  balanceDrop?: number | null;
}

/** A job's cost in a few words for a tight place (the tray, a tile): "Charged 6 credits", "Estimated 4
 * credits", "Free", "Price not published". */
export function jobCostShort({ charged, estimate }: JobCost): string {
  if (charged != null) return t("price.charged", { credits: formatCredits(charged) });
  if (estimate == null) return t("price.not_published_label");
  return estimate === 0 ? t("price.free_label") : t("price.estimated", { credits: formatCredits(estimate) });
}

/** A job's cost in full (the details of a result): the short words, then the balance drop when it was
 * measured ("Estimated 4 credits; the balance went down 4 credits around the send"). */
export function jobCostWords(cost: JobCost, whole = false): string {
  const short = jobCostShort(cost);
  const words = whole && short !== t("price.not_published_label") ? t("price.whole_job", { cost: short }) : short;
  const drop = cost.charged == null && cost.balanceDrop != null ? cost.balanceDrop : null;
  return drop != null ? t("price.balance_drop", { cost: words, credits: formatCredits(drop) }) : words;
}
