import { describe, expect, it } from "vitest";
import { layoutCaption, parseHex, styleDiff, transform, wrap, type FullTextStyle, type Measurer } from "./slideLayout";

// Same cases as the sandbox's text.rs / slides.rs unit tests.
describe("slide text layout (mirrors the sandbox renderer)", () => {
  it("wraps at maxCharsPerLine and splits long words", () => {
    expect(wrap("the quick brown fox jumps", 10)).toEqual(["the quick", "brown fox", "jumps"]);
    expect(wrap("abcdefghijkl", 5)).toEqual(["abcde", "fghij", "kl"]);
    expect(wrap("", 5)).toEqual([""]);
  });
  it("transforms letter case", () => {
    expect(transform("Hello You", "uppercase")).toBe("HELLO YOU");
    expect(transform("Hello You", "lowercase")).toBe("hello you");
    expect(transform("Hello You", "none")).toBe("Hello You");
  });
  it("parses hex colours like the sandbox", () => {
    expect(parseHex("#FFF")).toEqual([255, 255, 255, 255]);
    expect(parseHex("#102030")).toEqual([16, 32, 48, 255]);
    expect(parseHex("red")).toBeNull();
  });
  const style: FullTextStyle = {
    position: "bottom",
    fontSize: 56,
    fontFamily: "impact",
    textColor: "#FFFFFF",
    strokeColor: "#000000",
    strokeWidth: 3,
    bgBarOpacity: 0.5,
    bgBarColor: "#000000",
    bgBarMode: "full",
    textAlign: "center",
    maxCharsPerLine: 20,
    textTransform: "uppercase",
    letterSpacing: 0,
    verticalOffset: 0,
    watermark: true,
  };
  const mono: Measurer = { width: (t, px) => t.length * px * 0.6 };
  it("halves pixel sizes and places the block like draw_caption", () => {
    const l = layoutCaption("aaaa bbbb cccc", { ...style, maxCharsPerLine: 5 }, mono);
    expect(l.lines).toEqual(["AAAA", "BBBB", "CCCC"]);
    expect(l.px).toBe(28);
    expect(l.lineHeight).toBe(30);
    expect(l.pad).toBe(11);
    expect(l.blockH).toBe(30 * 3 + 22);
    expect(l.top).toBe(960 - l.blockH - 96);
    expect(l.bars).toEqual([[0, l.top, 540, l.blockH]]);
    expect(l.stroke).toBe(2);
    const top = layoutCaption("x", { ...style, position: "top", verticalOffset: 40 }, mono);
    expect(top.top).toBe(80 + 20);
    const none = layoutCaption("x", { ...style, bgBarMode: "none" }, mono);
    expect(none.bars).toEqual([]);
    const fit = layoutCaption("ab", { ...style, bgBarMode: "fit", textAlign: "left" }, mono);
    expect(fit.xs[0]).toBe(24 + fit.pad);
    expect(fit.bars[0][0]).toBe(24);
  });
  it("sends only the known keys that differ from the defaults", () => {
    expect(styleDiff({ ...style, position: "top" }, style)).toEqual({ position: "top" });
    expect(styleDiff(style, style)).toEqual({});
  });
});
