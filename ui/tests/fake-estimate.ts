// One estimate as the core makes it (spend/estimate.rs): field problems, the price, the balance after
// and whether the balance is short, as separate facts.
import type { Estimate, FieldError, PerSecond } from "../src/bindings";

export function estimateOf(
  credits: number,
  balance: number | null,
  errors: FieldError[],
  perSecond: PerSecond | null = null,
  priceNote: string | null = null,
): Estimate {
  const balanceAfter = balance == null ? null : balance - credits;
  const short = balanceAfter != null && balanceAfter < 0;
  return { credits, balance, balanceAfter, short, errors, ready: errors.length === 0 && !short, perSecond, priceNote };
}
