// Measures a 540x960 slide: the box of the background bar colour, the box of near-white text inside it,
// and how many text lines (bands of rows) it holds. Used by the browser scenarios and the window test
// to compare the live preview with slides the sandbox rendered. Self-contained (it is also run in pages).
/** Bounding boxes of the bar colour and of near-white text pixels inside it, in 540x960 pixels. */
export function boxes(data, w, h, bar) {
  const px = (x, y) => data.subarray((y * w + x) * 4, (y * w + x) * 4 + 4);
  const b = { x0: w, y0: h, x1: -1, y1: -1 };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const p = px(x, y);
      if (Math.abs(p[0] - bar[0]) < 3 && Math.abs(p[1] - bar[1]) < 3 && Math.abs(p[2] - bar[2]) < 3) {
        b.x0 = Math.min(b.x0, x);
        b.y0 = Math.min(b.y0, y);
        b.x1 = Math.max(b.x1, x);
        b.y1 = Math.max(b.y1, y);
      }
    }
  const t = { x0: w, y0: h, x1: -1, y1: -1 };
  for (let y = b.y0; y <= b.y1; y++)
    for (let x = b.x0; x <= b.x1; x++) {
      const p = px(x, y);
      if (p[0] > 235 && p[1] > 235 && p[2] > 235) {
        t.x0 = Math.min(t.x0, x);
        t.y0 = Math.min(t.y0, y);
        t.x1 = Math.max(t.x1, x);
        t.y1 = Math.max(t.y1, y);
      }
    }
  // Rows holding text: how many separate bands (= lines).
  let bands = 0;
  let inBand = false;
  for (let y = b.y0; y <= b.y1; y++) {
    let any = false;
    for (let x = b.x0; x <= b.x1 && !any; x++) {
      const p = px(x, y);
      any = p[0] > 235 && p[1] > 235 && p[2] > 235;
    }
    if (any && !inBand) bands++;
    inBand = any;
  }
  return { bar: b, text: t, lines: bands };
}
