import { describe, expect, it } from "vitest";
import { jobCostShort, jobCostWords, priceLabel, priceText, totalText } from "./price";
import { itemDateWords, itemShortDate, goneReason } from "./itemFacts";

describe("prices in words", () => {
  it("says what a price stands on: published, the top of a range, or not published", () => {
    expect(priceText(4, "published")).toBe("4 credits");
    expect(priceText(6, "at_most")).toBe("up to 6 credits");
    // 0 means nothing without a published price: never "0 credits", never "free".
    expect(priceText(0, "not_published")).toBe("price not published");
    expect(priceLabel(0, "not_published")).toBe("Price not published");
    // A published 0 is the spec's own "free" (add music to a video, text on a picture).
    expect(priceText(0, "published")).toBe("free");
    expect(priceLabel(6, "at_most")).toBe("Up to 6 credits");
  });
  it("adds up a recipe without its unpriced steps, and says so", () => {
    expect(totalText(21, 0)).toBe("21 credits");
    expect(totalText(21, 1)).toBe("21 credits + 1 step with no published price");
    expect(totalText(0, 2)).toBe("0 credits + 2 steps with no published price");
  });
  it("calls only the service's own figure a charge", () => {
    expect(jobCostShort({ charged: 6, estimate: 6 })).toBe("Charged 6 credits");
    expect(jobCostShort({ estimate: 4, balanceDrop: 4 })).toBe("Estimated 4 credits");
    expect(jobCostShort({ estimate: null })).toBe("Price not published");
    expect(jobCostShort({ estimate: 0 })).toBe("Free");
    expect(jobCostWords({ estimate: 4, balanceDrop: 4 }, true)).toBe(
      "Estimated 4 credits for the whole job; the balance went down 4 credits around the send",
    );
    expect(jobCostWords({ estimate: null, balanceDrop: 2 })).toBe(
      "Price not published; the balance went down 2 credits around the send",
    );
    expect(jobCostWords({ charged: 3, estimate: 3, balanceDrop: 3 }, true)).toBe("Charged 3 credits for the whole job");
  });
});

describe("where an item came from", () => {
  const undated = { createdAt: "2026-11-27T10:00:00Z", dateUnknown: true };
  it("never gives the first-seen date as the item's date", () => {
    expect(itemShortDate(undated)).toBe("date unknown");
    expect(itemDateWords(undated, () => "Nov 27, 10:00")).toBe("Date unknown · first seen here Nov 27, 10:00");
    expect(itemDateWords({ createdAt: "2026-11-27T10:00:00Z" }, () => "Nov 27, 10:00")).toBe("Nov 27, 10:00");
  });
  it("says why nothing that needs the service's copy is offered", () => {
    expect(goneReason({ serviceGone: "2026-11-27T10:00:00Z" })).toMatch(/^On this computer only: the service's copy/);
    expect(goneReason({ serviceGone: null })).toBeNull();
    expect(goneReason({})).toBeNull();
  });
});
