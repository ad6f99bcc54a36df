import { describe, expect, it } from "vitest";
import { lockReason } from "./CharacterDetail";
import type { CharacterView } from "../../api/characters";

const view = (canEdit: boolean, isFromPurchase: boolean) => ({ canEdit, isFromPurchase }) as unknown as CharacterView;

describe("a character's lock", () => {
  it("follows the service's canEdit, not the purchase alone", () => {
    expect(lockReason(view(true, false))).toBeNull();
    expect(lockReason(view(true, true))).toBeNull();
    expect(lockReason(view(false, true))).toMatch(/You bought this character/);
    expect(lockReason(view(false, false))).toMatch(/published to the marketplace or sold/);
  });
});
