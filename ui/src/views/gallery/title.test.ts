import { describe, expect, it } from "vitest";
import { itemTitle } from "./title";

describe("itemTitle", () => {
  it("uses the words the person typed", () => {
    expect(itemTitle({ prompt: "{}", request: { simplePrompt: "A red bicycle" } })).toBe("A red bicycle");
    expect(itemTitle({ prompt: "A cat on a roof", request: null })).toBe("A cat on a roof");
  });
  it("summarises a structured prompt instead of showing its JSON", () => {
    const prompt = JSON.stringify({
      subject: { description: "a woman", age: "30" },
      background: { setting: "beach" },
      composition: { photoType: "full_body" },
    });
    expect(itemTitle({ prompt, request: null })).toBe("a woman · beach · full body");
  });
  it("falls back to the form that was sent, or nothing", () => {
    const prompt = JSON.stringify({ accessories: { eyewear: "sunglasses" } });
    expect(itemTitle({ prompt, request: { formData: { background: { setting: "studio" } } } })).toBe("studio");
    expect(itemTitle({ prompt, request: null })).toBeNull();
    expect(itemTitle({ prompt: null, request: null })).toBeNull();
  });
});
