import { useEffect, useRef, useState } from "react";
import { drawCaption, drawSample, FONT_FAMILY, SLIDE_H, SLIDE_W, type FullTextStyle } from "./slideLayout";

let fontReady: Promise<void> | null = null;
/** Loads the sandbox's slide font once (DejaVu Sans Bold, served from /fonts). */
export function loadSlideFont(): Promise<void> {
  if (!fontReady) {
    const face = new FontFace(FONT_FAMILY, "url(/fonts/slide-font.ttf)");
    fontReady = face
      .load()
      .then((f) => {
        document.fonts.add(f);
      })
      .catch(() => undefined);
  }
  return fontReady;
}

/** The caption drawn live on a sample 9:16 picture: a close likeness of the sandbox's layout. */
export function SlidePreview({ caption, style, label }: { caption: string; style: FullTextStyle; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [fontLoaded, setFontLoaded] = useState(false);
  useEffect(() => {
    let alive = true;
    void loadSlideFont().then(() => alive && setFontLoaded(true));
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    const ctx = ref.current?.getContext("2d");
    if (!ctx) return;
    ctx.clearRect(0, 0, SLIDE_W, SLIDE_H);
    drawSample(ctx);
    drawCaption(ctx, caption, style);
    ref.current!.dataset.rendered = fontLoaded ? "font" : "fallback";
  }, [caption, style, fontLoaded]);
  return (
    <div className="ss-phone ss-preview">
      <canvas ref={ref} width={SLIDE_W} height={SLIDE_H} role="img" aria-label={label} data-testid="style-preview" />
    </div>
  );
}
