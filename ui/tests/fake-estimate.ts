// One estimate as the core makes it (spend/estimate.rs): field problems, the price, what the price stands on,
// the balance after and whether the balance is short, as separate facts. A price the spec does not publish
// is 0 and means nothing (`not_published`); the top of a range is `at_most`, with why in `priceNote`.
import type { Estimate, FieldError, PerSecond, PriceBasis, Words } from "../src/bindings";
import { words } from "./fake-words";

export function estimateOf(
  credits: number,
  balance: number | null,
  errors: FieldError[],
  perSecond: PerSecond | null = null,
  priceNote: Words | null = null,
  basis: PriceBasis = "published",
): Estimate {
  const balanceAfter = balance == null ? null : balance - credits;
  const short = balanceAfter != null && balanceAfter < 0;
  return {
    credits,
    basis,
    balance,
    balanceAfter,
    short,
    errors,
    ready: errors.length === 0 && !short,
    perSecond,
    priceNote,
  };
}

/** What tools.rs and video_edit.rs say where the spec publishes no price (studio-core's own words). */
export const NOT_PUBLISHED_NOTE = words("price.tool.unpublished");
export const EDIT_NOT_PUBLISHED_NOTE = words("price.edit.unpublished");

/** An estimate for something the spec prices nowhere: 0 credits that mean nothing. */
export function notPublished(balance: number | null, errors: FieldError[], note = NOT_PUBLISHED_NOTE): Estimate {
  return estimateOf(0, balance, errors, null, note, "not_published");
}
