// How the service draws slide text, as the sandbox renders it (crates/media-sandbox/src/media/slides.rs
// and text.rs): slides are 540x960, half of 1080x1920, so every pixel size in textStyle is halved.
// The font is the sandbox's DejaVu Sans Bold (ui/public/fonts/slide-font.ttf), whatever fontFamily says.
import type { TextStyleDefaults } from "../../bindings";

export const SLIDE_W = 540;
export const SLIDE_H = 960;
export const SCALE = 0.5;
/** DejaVu Sans Bold: hhea ascender / descender and units per em. ab_glyph sizes text by ascender - descender. */
const ASCENT = 1901;
const DESCENT = -483;
const UNITS_PER_EM = 2048;
export const FONT_FAMILY = "MediaStudioSlideFont";
export const WATERMARK = "Media Studio";

/** All 15 textStyle fields, every one set (the editor's value). */
export type FullTextStyle = { [K in keyof TextStyleDefaults]: NonNullable<TextStyleDefaults[K]> };

export const STYLE_KEYS: Array<keyof FullTextStyle> = [
  "position",
  "fontSize",
  "fontFamily",
  "textColor",
  "strokeColor",
  "strokeWidth",
  "bgBarOpacity",
  "bgBarColor",
  "bgBarMode",
  "textAlign",
  "maxCharsPerLine",
  "textTransform",
  "letterSpacing",
  "verticalOffset",
  "watermark",
];

/** The catalogue's documented defaults as a full style (numbers the catalogue leaves null fall back to the spec's). */
export function defaultStyle(d: TextStyleDefaults): FullTextStyle {
  return {
    ...d,
    fontSize: d.fontSize ?? 56,
    strokeWidth: d.strokeWidth ?? 3,
    bgBarOpacity: d.bgBarOpacity ?? 0.5,
    maxCharsPerLine: d.maxCharsPerLine ?? 20,
    letterSpacing: d.letterSpacing ?? 0,
    verticalOffset: d.verticalOffset ?? 0,
  };
}

/** Only the known keys, and only those that differ from the defaults (what is sent as textStyle). */
export function styleDiff(style: FullTextStyle, defaults: FullTextStyle): Partial<FullTextStyle> {
  const out: Partial<FullTextStyle> = {};
  for (const k of STYLE_KEYS) {
    if (style[k] !== defaults[k]) (out as Record<string, unknown>)[k] = style[k];
  }
  return out;
}

export function transform(text: string, how: string): string {
  if (how === "uppercase") return text.toUpperCase();
  if (how === "lowercase") return text.toLowerCase();
  return text;
}

/** Greedy word wrap at maxChars characters per line; long words are split (text.rs `wrap`). */
export function wrap(text: string, maxChars: number): string[] {
  const max = Math.max(1, Math.trunc(maxChars));
  const lines: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const w of para.split(/\s+/).filter(Boolean)) {
      let word = Array.from(w);
      while (word.length > max) {
        if (line) {
          lines.push(line);
          line = "";
        }
        lines.push(word.slice(0, max).join(""));
        word = word.slice(max);
      }
      if (!word.length) continue;
      const ws = word.join("");
      const needed = line ? Array.from(line).length + 1 + word.length : word.length;
      if (needed > max && line) {
        lines.push(line);
        line = "";
      }
      line = line ? `${line} ${ws}` : ws;
    }
    if (line) lines.push(line);
  }
  return lines.length ? lines : [""];
}

/** Parses #RGB, #RRGGBB or #RRGGBBAA into [r, g, b, a] (0-255); null when not a hex colour. */
export function parseHex(s: string): [number, number, number, number] | null {
  const m = /^#([0-9a-fA-F]+)$/.exec(s.trim());
  if (!m) return null;
  const h = m[1];
  const n = (i: number, len: number) => parseInt(h.slice(i, i + len), 16);
  if (h.length === 3) return [n(0, 1) * 17, n(1, 1) * 17, n(2, 1) * 17, 255];
  if (h.length === 6) return [n(0, 2), n(2, 2), n(4, 2), 255];
  if (h.length === 8) return [n(0, 2), n(2, 2), n(4, 2), n(6, 2)];
  return null;
}

const rgba = (c: [number, number, number, number]) => `rgba(${c[0]},${c[1]},${c[2]},${c[3] / 255})`;

/** Canvas font size giving the sandbox's pixel size (ab_glyph scales ascender - descender to px). */
export function canvasFontPx(px: number): number {
  return (px * UNITS_PER_EM) / (ASCENT - DESCENT);
}

export interface Measurer {
  /** Advance width of text at px (canvas font size already converted), no extra spacing. */
  width(text: string, px: number): number;
}

/** Width of a line at px with `spacing` between letters (text.rs `measure`). */
export function measureLine(m: Measurer, text: string, px: number, spacing: number): number {
  const chars = Array.from(text);
  return m.width(text, px) + Math.max(0, chars.length - 1) * spacing;
}

export interface CaptionLayout {
  lines: string[];
  px: number;
  spacing: number;
  lineHeight: number;
  pad: number;
  top: number;
  blockH: number;
  widths: number[];
  xs: number[];
  /** Rectangles of the background bar(s), [x, y, w, h]; empty when none is drawn. */
  bars: Array<[number, number, number, number]>;
  barColor: string;
  stroke: number;
}

/** Where everything goes (draw_caption in slides.rs), in 540x960 slide pixels. */
export function layoutCaption(caption: string, st: FullTextStyle, m: Measurer): CaptionLayout {
  const lines = wrap(transform(caption, st.textTransform), st.maxCharsPerLine);
  const px = Math.min(200, Math.max(6, st.fontSize * SCALE));
  const spacing = Math.min(200, Math.max(-50, st.letterSpacing * SCALE));
  const lineHeight = Math.ceil(px) + 2;
  const pad = Math.trunc(px * 0.4);
  const blockH = lineHeight * lines.length + 2 * pad;
  let top =
    st.position === "top"
      ? Math.trunc(SLIDE_H / 12)
      : st.position === "center"
        ? Math.trunc((SLIDE_H - blockH) / 2)
        : SLIDE_H - blockH - Math.trunc(SLIDE_H / 10);
  top += Math.trunc(st.verticalOffset * SCALE);
  const widths = lines.map((l) => Math.ceil(measureLine(m, l, px, spacing)));
  const margin = 24;
  const xOf = (lw: number) =>
    st.textAlign === "left"
      ? margin + pad
      : st.textAlign === "right"
        ? SLIDE_W - margin - pad - lw
        : Math.trunc((SLIDE_W - lw) / 2);
  const bar = parseHex(st.bgBarColor) ?? [0, 0, 0, 255];
  bar[3] = Math.round(Math.min(1, Math.max(0, st.bgBarOpacity)) * 255);
  const bars: Array<[number, number, number, number]> = [];
  if (bar[3] > 0 && st.bgBarMode !== "none") {
    if (st.bgBarMode === "full") bars.push([0, top, SLIDE_W, blockH]);
    else
      widths.forEach((lw, i) =>
        bars.push([xOf(lw) - pad, top + pad + i * lineHeight - Math.trunc(pad / 2), lw + 2 * pad, lineHeight + pad]),
      );
  }
  const stroke = Math.min(24, Math.max(0, Math.round(st.strokeWidth * SCALE)));
  return {
    lines,
    px,
    spacing,
    lineHeight,
    pad,
    top,
    blockH,
    widths,
    xs: widths.map(xOf),
    bars,
    barColor: rgba(bar),
    stroke,
  };
}

/** A canvas-backed measurer using the slide font. */
export function canvasMeasurer(ctx: CanvasRenderingContext2D): Measurer {
  return {
    width(text, px) {
      ctx.font = `${canvasFontPx(px)}px ${FONT_FAMILY}`;
      return ctx.measureText(text).width;
    },
  };
}

/** Draws one line letter by letter (so letter spacing works everywhere), stroke under fill. */
function drawLine(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  px: number,
  spacing: number,
  fill: string,
  stroke: number,
  strokeColor: string,
) {
  ctx.font = `${canvasFontPx(px)}px ${FONT_FAMILY}`;
  ctx.textBaseline = "alphabetic";
  const baseline = y + 1 + (px * ASCENT) / (ASCENT - DESCENT);
  const chars = Array.from(text);
  const positions: number[] = [];
  let cx = x + 1;
  chars.forEach((c, i) => {
    positions.push(cx);
    const next = chars[i + 1];
    // Advance with the pair's kerning: width("ab") - width("b").
    cx += next ? ctx.measureText(c + next).width - ctx.measureText(next).width + spacing : 0;
  });
  if (stroke > 0) {
    ctx.lineJoin = "round";
    ctx.lineWidth = stroke * 2;
    ctx.strokeStyle = strokeColor;
    chars.forEach((c, i) => ctx.strokeText(c, positions[i], baseline));
  }
  ctx.fillStyle = fill;
  chars.forEach((c, i) => ctx.fillText(c, positions[i], baseline));
}

/** Draws the caption block and the watermark onto a 540x960 context (render_slide's last steps). */
export function drawCaption(ctx: CanvasRenderingContext2D, caption: string, st: FullTextStyle) {
  const l = layoutCaption(caption, st, canvasMeasurer(ctx));
  ctx.fillStyle = l.barColor;
  for (const [x, y, w, h] of l.bars) ctx.fillRect(x, y, w, h);
  const fill = rgba(parseHex(st.textColor) ?? [255, 255, 255, 255]);
  const strokeColor = rgba(parseHex(st.strokeColor) ?? [0, 0, 0, 255]);
  l.lines.forEach((line, i) =>
    drawLine(ctx, line, l.xs[i], l.top + l.pad + i * l.lineHeight, l.px, l.spacing, fill, l.stroke, strokeColor),
  );
  if (st.watermark) {
    const m = canvasMeasurer(ctx);
    const w = Math.trunc(m.width(WATERMARK, 16));
    drawLine(ctx, WATERMARK, SLIDE_W - w - 12, SLIDE_H - 30, 16, 0, "rgba(255,255,255,0.588)", 0, "");
  }
  return l;
}

/** A calm sample 9:16 picture to preview on (drawn, so the canvas stays readable for tests). */
export function drawSample(ctx: CanvasRenderingContext2D) {
  const g = ctx.createLinearGradient(0, 0, SLIDE_W, SLIDE_H);
  g.addColorStop(0, "#6d83c9");
  g.addColorStop(1, "#2f3f6e");
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, SLIDE_W, SLIDE_H);
  ctx.fillStyle = "rgba(255,255,255,0.28)";
  ctx.beginPath();
  ctx.arc(SLIDE_W / 2, 330, 95, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(SLIDE_W / 2, 600, 150, 160, 0, Math.PI, 0);
  ctx.fill();
}
