import { describe, expect, it } from "vitest";
import { collectionNameProblem } from "./collectionName";
import { COLLECTION_NAME_MAX } from "../../bindings";

describe("collection names", () => {
  const trip = { id: "c1", name: "Trip", createdAt: "2026-11-20T00:00:00Z", count: 2 };

  it("asks for a name only once saving was tried", () => {
    expect(collectionNameProblem("  ", [], { empty: false })).toBeNull();
    expect(collectionNameProblem("  ", [], { empty: true })).toBe("A collection needs a name");
  });

  it("says the limit and how many characters there are, counting characters not bytes", () => {
    expect(COLLECTION_NAME_MAX).toBe(80);
    expect(collectionNameProblem("é".repeat(80), [], { empty: true })).toBeNull();
    expect(collectionNameProblem(" " + "a".repeat(81) + " ", [], { empty: true })).toBe(
      "A collection name is at most 80 characters (you have 81)",
    );
  });

  it("refuses another collection's name, trimmed and in any case of letters, as the core does", () => {
    expect(collectionNameProblem(" Trip ", [trip], { empty: true })).toBe("Another collection already has this name");
    expect(collectionNameProblem("TRIP", [trip], { empty: true })).toBe("Another collection already has this name");
    expect(collectionNameProblem("Trips", [trip], { empty: true })).toBeNull();
  });
});
