import { describe, expect, it } from "vitest";
import { toastPlace, TOAST_BOTTOM } from "./toastPlace";

// A 1280 x 700 window, its main area from x = 196; a stack of four toasts, 268 x 318.
const [vw, vh, main, w, h] = [1280, 700, 196, 268, 318];
const button = (left: number, top: number, width: number, height = 40) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const place = (...buttons: ReturnType<typeof button>[]) => toastPlace(buttons, [], w, h, vw, vh, main);

describe("where the toasts go", () => {
  it("stays at the bottom right over the action bar's button and anything clear of it", () => {
    expect(place(button(1050, 640, 200))).toEqual({ side: "right", bottom: TOAST_BOTTOM });
    expect(place()).toEqual({ side: "right", bottom: TOAST_BOTTOM });
  });
  it("moves to the left when a button in a side column is under it", () => {
    expect(place(button(890, 580, 346))).toEqual({ side: "left", bottom: TOAST_BOTTOM });
  });
  it("rises above a button that spans the width, and stays put when it can't fit above", () => {
    expect(place(button(220, 580, 1040))).toEqual({ side: "right", bottom: vh - 580 + 12 });
    expect(place(button(220, 300, 1040))).toEqual({ side: "right", bottom: TOAST_BOTTOM });
  });
  it("ignores buttons that are not shown", () => {
    expect(place(button(890, 580, 0, 0))).toEqual({ side: "right", bottom: TOAST_BOTTOM });
  });
  it("keeps the field in use clear too, but the button first", () => {
    const field = button(220, 560, 620, 80);
    expect(toastPlace([button(890, 580, 346)], [field], w, h, vw, vh, main)).toEqual({
      side: "right",
      bottom: vh - 580 + 12,
    });
    // A field under every place: the one that leaves the button clear (the bottom right, above it).
    const tall = button(220, 120, 1040, 500);
    expect(toastPlace([button(890, 650, 346)], [tall], w, h, vw, vh, main)).toEqual({
      side: "right",
      bottom: TOAST_BOTTOM,
    });
  });
});
