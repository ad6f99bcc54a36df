import { describe, expect, it } from "vitest";
import { againIntent, mayHaveBeenCharged, newIntent, passOnHold } from "./useSpendPress";

const charged = { code: "may_have_been_charged", message: "This may already have been charged: …", field: null };

describe("spend press intents", () => {
  it("a press is a fresh UUID; a confirmed one starts with again: (studio-core lookup::AGAIN)", () => {
    expect(newIntent()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const again = againIntent();
    expect(again).toMatch(/^again:[0-9a-f-]{36}$/);
    expect(againIntent()).not.toBe(again);
  });
  it("tells the core's 'may have been charged' answer from any other failure", () => {
    expect(mayHaveBeenCharged(charged)).toBe(true);
    expect(mayHaveBeenCharged({ code: "network", message: "Can't reach the service" })).toBe(false);
    expect(mayHaveBeenCharged(new Error("boom"))).toBe(false);
  });
  it("passes only that answer on to the press", () => {
    expect(() => passOnHold(charged)).toThrow();
    expect(() => passOnHold({ code: "validation", message: "Write a prompt", field: "simplePrompt" })).not.toThrow();
  });
});
