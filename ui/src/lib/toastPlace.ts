// Where the toasts go: the window's bottom right, above the action bar, unless they would cover a spend
// button there (Tools keeps its button in a side column, or under its fields in a narrow window, where a
// scroll can bring it anywhere). Then the bottom left of the main area; where the button spans both
// (a narrow window), the right again, raised to end above the button. A toast never takes the click
// meant for the button under it. The field the person is typing in is kept clear the same way.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ToastPlace {
  side: "right" | "left";
  /** Pixels from the window's bottom to the stack's bottom edge. */
  bottom: number;
}

/** The stack's margins from the window's edges (right; bottom: the action bar's height and a gap), as in `.toasts`. */
const TOAST_EDGE = 16;
export const TOAST_BOTTOM = 96;
const GAP = 12;

/** Where a stack `width` x `height` sits at `place`, in a `vw` x `vh` window whose main area starts at `mainLeft`. */
function stackBox(place: ToastPlace, width: number, height: number, vw: number, vh: number, mainLeft: number): Box {
  const left = place.side === "right" ? vw - TOAST_EDGE - width : mainLeft + TOAST_EDGE;
  return { left, right: left + width, top: vh - place.bottom - height, bottom: vh - place.bottom };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first place where the stack covers none of `buttons` nor `also` (the field in use); where none is,
 * the first that leaves the buttons clear; where none does, the bottom right. Boxes with no size (not
 * shown) don't count.
 */
export function toastPlace(
  buttons: Box[],
  also: Box[],
  width: number,
  height: number,
  vw: number,
  vh: number,
  mainLeft: number,
): ToastPlace {
  const right: ToastPlace = { side: "right", bottom: TOAST_BOTTOM };
  const firstClear = (boxes: Box[]): ToastPlace | null => {
    const shown = boxes.filter((b) => b.right > b.left && b.bottom > b.top);
    const clear = (p: ToastPlace) => !shown.some((b) => overlaps(stackBox(p, width, height, vw, vh, mainLeft), b));
    const left: ToastPlace = { side: "left", bottom: TOAST_BOTTOM };
    if (clear(right)) return right;
    if (clear(left)) return left;
    // Above the highest box that the stack on the right covers, if the stack still fits in the window.
    const stack = stackBox(right, width, height, vw, vh, mainLeft);
    const under = shown.filter((b) => overlaps(stack, b));
    const raised: ToastPlace = { side: "right", bottom: vh - Math.min(...under.map((b) => b.top)) + GAP };
    return vh - raised.bottom - height >= 0 && clear(raised) ? raised : null;
  };
  return firstClear([...buttons, ...also]) ?? firstClear(buttons) ?? right;
}
