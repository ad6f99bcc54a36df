// Prices and what a job cost (lib/price.ts): the one place a price's basis is worded (windowClaims.test.ts
// lets this file, like lib/price.ts, say "free" for the spec's own published 0).
export const price = {
  "price.not_published": "price not published",
  "price.not_published_label": "Price not published",
  "price.may_have_been_charged": "May have been charged",
  "price.lost_while_sent":
    "Sent, but the service's answer was lost, so it may have been charged: it is being looked for at the service. Follow it in the Jobs tray.",
  "price.up_to": "up to {credits}",
  "price.free": "free",
  "price.free_label": "Free",
  "price.total_unpriced.one": "{credits} + {count} step with no published price",
  "price.total_unpriced.other": "{credits} + {count} steps with no published price",
  "price.charged": "Charged {credits}",
  "price.estimated": "Estimated {credits}",
  "price.whole_job": "{cost} for the whole job",
  "price.balance_drop": "{cost}; the balance went down {credits} around the send",
} as const;
