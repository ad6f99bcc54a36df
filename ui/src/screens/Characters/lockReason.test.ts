import { describe, expect, it } from "vitest";
import { lockReason } from "./CharacterDetail";
import type { CharacterView } from "../../api/characters";

const view = (canEdit: boolean, isFromPurchase: boolean) => ({ canEdit, isFromPurchase }) as unknown as CharacterView;

describe("a character's lock", () => {
  it("follows the service's canEdit, not the purchase alone", () => {
    expect(lockReason(view(true, false))).toBeNull();
    expect(lockReason(view(true, true))).toBeNull();
    // The spec: not editable when published or sold (editability.canEdit false); a purchase alone says nothing.
    expect(lockReason(view(false, true))).toBe(lockReason(view(false, false)));
    expect(lockReason(view(false, false))).toMatch(/published to the marketplace or sold/);
    expect(lockReason(view(false, true))).not.toMatch(/bought/i);
  });
});
