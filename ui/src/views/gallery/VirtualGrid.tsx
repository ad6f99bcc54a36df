// A windowed grid: only the rows in view (± overscan) are in the DOM. Rows have one fixed height worked
// out from the grid's width, so the grid's full height — and the scrollbar — is right from the start.
// It scrolls with its nearest scrolling ancestor (the screen's <main>, or a picker's own box).
// Keyboard: arrows, Home/End, Page Up/Down move between tiles, scrolling as needed.
// While it scrolls, tiles are told not to load their pictures (`still` false) until it has stayed put
// for STILL_MS: a fling through thousands of tiles asks for none of their pictures, only the last screen's.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";

/** How long the grid must stay put after a scroll before its tiles load their pictures. */
export const STILL_MS = 80;

export interface GridLayout {
  cols: number;
  tile: number;
  rowHeight: number;
}

export function gridLayout(width: number, minTile: number, gap: number, extra: number): GridLayout {
  const cols = Math.max(1, Math.floor((width + gap) / (minTile + gap)));
  const tile = Math.max(1, Math.floor((width - gap * (cols - 1)) / cols));
  return { cols, tile, rowHeight: tile + extra + gap };
}

function scrollParent(el: HTMLElement): HTMLElement {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const o = getComputedStyle(p).overflowY;
    if (o === "auto" || o === "scroll") return p;
  }
  return document.scrollingElement as HTMLElement;
}

export function VirtualGrid({
  total,
  ensure,
  renderTile,
  label,
  minTile = 160,
  gap = 10,
  extra = 0,
  overscan = 3,
  className = "gallery-grid",
  version,
}: {
  total: number;
  ensure: (from: number, to: number) => void;
  /** The tile's content; it must contain one focusable element carrying data-index={index}. `still`: the
   * grid is not scrolling, so a picture not loaded yet may load now. */
  renderTile: (index: number, size: number, still: boolean) => ReactNode;
  label: string;
  minTile?: number;
  gap?: number;
  /** Height below each tile (captions, buttons). */
  extra?: number;
  overscan?: number;
  className?: string;
  /** Changes when items arrive, so tiles re-render. */
  version?: number;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const pendingFocus = useRef<number | null>(null);
  const [still, setStill] = useState(true);
  const stillTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const layout = gridLayout(width || 800, minTile, gap, extra);
  const rows = Math.ceil(total / layout.cols);
  const height = Math.max(0, rows * layout.rowHeight - gap);

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const sc = scrollParent(el);
    const top =
      el.getBoundingClientRect().top -
      sc.getBoundingClientRect().top +
      (sc === document.scrollingElement ? 0 : sc.scrollTop);
    const viewTop = sc.scrollTop - top;
    const viewH = sc.clientHeight;
    const first = Math.max(0, Math.floor(viewTop / layout.rowHeight) - overscan);
    const last = Math.min(rows - 1, Math.floor((viewTop + viewH) / layout.rowHeight) + overscan);
    setRange((r) => (r[0] === first && r[1] === last ? r : [first, last]));
  }, [layout.rowHeight, overscan, rows]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sc = scrollParent(el);
    const ro = new ResizeObserver(() => {
      setWidth(el.clientWidth);
      measure();
    });
    ro.observe(el);
    ro.observe(sc);
    setWidth(el.clientWidth);
    const onScroll = () => {
      setStill(false);
      clearTimeout(stillTimer.current);
      stillTimer.current = setTimeout(() => setStill(true), STILL_MS);
      measure();
    };
    const target: HTMLElement | Window = sc === document.scrollingElement ? window : sc;
    target.addEventListener("scroll", onScroll, { passive: true });
    measure();
    return () => {
      ro.disconnect();
      target.removeEventListener("scroll", onScroll);
      clearTimeout(stillTimer.current);
    };
  }, [measure]);

  const [firstRow, lastRow] = range;
  const from = firstRow * layout.cols;
  const to = Math.min(total - 1, (lastRow + 1) * layout.cols - 1);
  useEffect(() => {
    if (total > 0) ensure(from, to);
  }, [ensure, from, to, total]);

  // After a keyboard move into rows that weren't rendered yet, focus the tile once it exists.
  useEffect(() => {
    const i = pendingFocus.current;
    if (i == null) return;
    const t = ref.current?.querySelector<HTMLElement>(`[data-index="${i}"]`);
    if (t) {
      pendingFocus.current = null;
      t.focus({ preventScroll: true });
    }
  });

  const moveTo = (i: number) => {
    const el = ref.current;
    if (!el || total === 0) return;
    const target = Math.max(0, Math.min(total - 1, i));
    const sc = scrollParent(el);
    const row = Math.floor(target / layout.cols);
    const top = el.getBoundingClientRect().top - sc.getBoundingClientRect().top + sc.scrollTop + row * layout.rowHeight;
    if (top < sc.scrollTop) sc.scrollTop = top - 8;
    else if (top + layout.rowHeight > sc.scrollTop + sc.clientHeight)
      sc.scrollTop = top + layout.rowHeight - sc.clientHeight + 8;
    pendingFocus.current = target;
    measure();
    const t = el.querySelector<HTMLElement>(`[data-index="${target}"]`);
    if (t) {
      pendingFocus.current = null;
      t.focus({ preventScroll: true });
    }
  };

  const pageRows = Math.max(
    1,
    Math.floor((ref.current ? scrollParent(ref.current).clientHeight : 600) / layout.rowHeight),
  );
  const onKeyDown = (e: React.KeyboardEvent) => {
    const idx = Number((e.target as HTMLElement).getAttribute?.("data-index"));
    if (!Number.isFinite(idx) || (e.target as HTMLElement).getAttribute("data-index") == null) return;
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: layout.cols,
      ArrowUp: -layout.cols,
      PageDown: layout.cols * pageRows,
      PageUp: -layout.cols * pageRows,
    };
    if (e.key in step) moveTo(idx + step[e.key]);
    else if (e.key === "Home") moveTo(e.ctrlKey ? 0 : idx - (idx % layout.cols));
    else if (e.key === "End")
      moveTo(e.ctrlKey ? total - 1 : Math.min(total - 1, idx - (idx % layout.cols) + layout.cols - 1));
    else return;
    e.preventDefault();
  };

  const tiles: ReactNode[] = [];
  for (let i = from; i <= to; i++) {
    const row = Math.floor(i / layout.cols);
    const col = i % layout.cols;
    tiles.push(
      <li
        key={i}
        aria-posinset={i + 1}
        aria-setsize={total}
        style={{
          position: "absolute",
          top: row * layout.rowHeight,
          left: col * (layout.tile + gap),
          width: layout.tile,
          height: layout.tile + extra,
        }}
      >
        {renderTile(i, layout.tile, still)}
      </li>,
    );
  }

  return (
    <ul
      ref={ref}
      className={`${className} vgrid`}
      aria-label={label}
      data-version={version}
      data-total={total}
      style={{ position: "relative", height }}
      onKeyDown={onKeyDown}
    >
      {tiles}
    </ul>
  );
}
