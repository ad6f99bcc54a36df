import { describe, expect, it } from "vitest";
import { recallIntoForm, takeRecall } from "./recall";

describe("recall", () => {
  it("is taken once", () => {
    expect(takeRecall()).toBeNull();
    recallIntoForm({ provider: "gpt", characterId: "c1", characterName: "Ana" });
    expect(takeRecall()).toEqual({ provider: "gpt", characterId: "c1", characterName: "Ana" });
    expect(takeRecall()).toBeNull();
  });
  it("keeps only the latest", () => {
    recallIntoForm({ provider: "a" });
    recallIntoForm({ provider: "b" });
    expect(takeRecall()?.provider).toBe("b");
  });
});
