#!/usr/bin/env node
// Gallery benchmark in real Chromium (issue 5): the built UI (ui/dist, served by vite preview with the
// app's CSP) over the fake backend (tests/fake-backend.ts bundled into an init script, as
// tests/browser/run.mjs does) with 100 and then 10,000 seeded library items. For each: first paint
// (click on "Gallery" -> the first tile's picture loaded and a frame painted after it) and the DOM node
// count once the grid has settled; N runs in fresh browser contexts; median and min/max. For 10,000 also
// the node count after scrolling to the middle and to the end. Then the library's search at 100,000
// items: a kind chip, back to all, and prompt words, each timed from the change to the first tile of the
// result painted. Prints figures, asserts only sanity.
// Usage: node tests/bench/gallery-bench.mjs [--no-build] [--runs N] [--search-only]
import {
  bin,
  bundleFakeBackend,
  freePort,
  launchChromium,
  run,
  startMediaServer,
  startPreview,
  waitHttp,
} from "../harness.mjs";

const argv = process.argv.slice(2);
const noBuild = argv.includes("--no-build");
const runsAt = argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 5) : 5;
// --search-only: only the library's search at 100,000 items.
const SIZES = argv.includes("--search-only") ? [] : [100, 10_000];
const SEARCH_ITEMS = 100_000;

/** In the page: click "Gallery", then wait for the first tile's picture and one painted frame after it. */
async function firstPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const link = [...document.querySelectorAll('nav[aria-label="Main"] a')].find(
          (a) => a.textContent?.trim() === "Gallery",
        );
        if (!link) return reject(new Error("no Gallery link in the navigation"));
        const t0 = performance.now();
        let tileAt = null;
        const limit = setTimeout(() => reject(new Error("first tile picture not shown within 20 s")), 20000);
        const check = () => {
          const img = document.querySelector('.gallery-grid .thumb[data-index="0"] img');
          if (img && tileAt === null) tileAt = performance.now() - t0;
          if (img && img.complete && img.naturalWidth > 0) {
            // The frame after the one in which the picture is ready has been painted.
            requestAnimationFrame(() =>
              setTimeout(() => {
                clearTimeout(limit);
                resolve({ paint: performance.now() - t0, tile: tileAt });
              }, 0),
            );
          } else requestAnimationFrame(check);
        };
        link.click();
        requestAnimationFrame(check);
      }),
  );
}

/** Waits until no tile is loading and every picture in the DOM is loaded (or 5 s), then counts nodes. */
async function settledNodes(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const until = performance.now() + 5000;
        const tick = () => {
          const busy = document.querySelector(".gallery-grid .thumb-loading");
          const pending = [...document.querySelectorAll(".gallery-grid img")].some((i) => !i.complete);
          if ((!busy && !pending) || performance.now() > until) setTimeout(resolve, 150);
          else setTimeout(tick, 50);
        };
        setTimeout(tick, 100);
      }),
  );
  return page.evaluate(() => ({
    nodes: document.getElementsByTagName("*").length,
    tiles: document.querySelectorAll(".gallery-grid li").length,
  }));
}

async function scrollTo(page, fraction) {
  await page.evaluate((f) => {
    const m = document.querySelector("main");
    m.scrollTop = f >= 1 ? m.scrollHeight : Math.round((m.scrollHeight - m.clientHeight) * f);
    m.dispatchEvent(new Event("scroll"));
  }, fraction);
  return settledNodes(page);
}

/** In the page: runs a search or filter change and resolves with the ms until the grid shows its result
 * (the count changed, the first tile is another item with its picture loaded, and a frame painted), the ms
 * of it the fake backend spent working on the page's thread, and the commands called meanwhile. */
async function repaint(page, change) {
  return page.evaluate(
    (change) =>
      new Promise((resolve, reject) => {
        const count = () => document.querySelector(".gallery-count")?.textContent ?? "";
        const first = () => document.querySelector('.gallery-grid .thumb[data-index="0"]');
        const before = [count(), first()?.getAttribute("aria-label")];
        const limit = setTimeout(() => reject(new Error(`${change.kind} did not repaint within 20 s`)), 20000);
        // The fake backend's own work runs on this thread too (the real core's does not): kept apart.
        const busy0 = window.__fake.busy.ms;
        const calls0 = window.__fake.calls.length;
        const t0 = performance.now();
        if (change.kind === "chip") {
          [...document.querySelectorAll('[aria-label="Kind"] .chip')]
            .find((b) => b.textContent?.startsWith(change.label))
            ?.click();
        } else {
          const input = document.querySelector('input[aria-label="Search prompts and tags"]');
          const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
          set.call(input, change.text);
          input.dispatchEvent(new Event("input", { bubbles: true }));
        }
        const check = () => {
          const tile = first();
          const img = tile?.querySelector("img");
          const changed = count() !== before[0] && tile?.getAttribute("aria-label") !== before[1];
          if (changed && img && img.complete && img.naturalWidth > 0) {
            requestAnimationFrame(() =>
              setTimeout(() => {
                clearTimeout(limit);
                resolve({
                  ms: performance.now() - t0,
                  fake: window.__fake.busy.ms - busy0,
                  calls: window.__fake.calls.slice(calls0).map((c) => c.cmd),
                  asked: (window.__fake.calls[calls0]?.at ?? NaN) - t0,
                });
              }, 0),
            );
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    change,
  );
}

/** The library's search at `items`: a kind chip, back to all, then prompt words (sent at once when no
 * search is on its way: Filters.tsx). */
async function measureSearch(browser, baseUrl, mockScript, mediaBase, items) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await openPage(context, baseUrl, mockScript, mediaBase, items);
    await firstPaint(page);
    await settledNodes(page);
    const chip = await repaint(page, { kind: "chip", label: "Videos" });
    const all = await repaint(page, { kind: "chip", label: "All" });
    const words = await repaint(page, { kind: "text", text: "rooftop" });
    const { nodes } = await settledNodes(page);
    return { chip, all, words, nodes };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (xs, unit = "") => {
  const d = unit === "ms" ? 1 : 0;
  return `median ${median(xs).toFixed(d)}${unit} (min ${Math.min(...xs).toFixed(d)}, max ${Math.max(...xs).toFixed(d)})`;
};

/** A page of the app over the fake backend with `items` seeded, once its navigation shows. */
async function openPage(context, baseUrl, mockScript, mediaBase, items, errors = []) {
  const cfg = { mediaBase, mode: "sandbox", seedCharacters: 3, gallerySeed: items };
  await context.addInitScript({ content: `window.__FAKE_CONFIG__ = ${JSON.stringify(cfg)};` });
  await context.addInitScript({ content: mockScript });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(baseUrl);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).waitFor();
  return page;
}

async function measure(browser, baseUrl, mockScript, mediaBase, items) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const errors = [];
    const page = await openPage(context, baseUrl, mockScript, mediaBase, items, errors);
    // Seed the fake library before the clock starts (the real app's library is already on disk).
    const seedMs = await page.evaluate(async () => {
      const t = performance.now();
      await window.__fake.handle("gallery_list", { query: { limit: 1, offset: 0 } });
      return performance.now() - t;
    });
    const fp = await firstPaint(page);
    const settled = await settledNodes(page);
    const total = await page.evaluate(() => document.querySelector(".gallery-count")?.textContent ?? "");
    const out = { ...fp, ...settled, seedMs, total };
    if (items >= 1000) {
      out.middle = await scrollTo(page, 0.5);
      out.end = await scrollTo(page, 1);
      out.lastShown = await page.locator(`.gallery-grid .thumb[data-index="${items - 1}"] img`).count();
    }
    if (errors.length) throw new Error(`page errors: ${errors.slice(0, 3).join(" | ")}`);
    return out;
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function main() {
  if (!noBuild) run(bin("vite"), ["build", "--logLevel", "warn"]);
  const mockScript = bundleFakeBackend();

  const port = await freePort();
  const media = await startMediaServer();
  const server = startPreview(port, null, media.address().port);
  const mediaBase = `http://127.0.0.1:${media.address().port}`;
  let browser;
  try {
    const baseUrl = `http://127.0.0.1:${port}/`;
    await waitHttp(baseUrl);
    browser = await launchChromium();
    console.log(
      `Gallery in Chromium ${browser.version()} (headless, 1280x800, fake backend with 15 ms IPC latency), ${RUNS} runs each`,
    );
    const results = {};
    for (const items of SIZES) {
      await measure(browser, baseUrl, mockScript, mediaBase, items); // warm-up (JIT, disk cache), not counted
      results[items] = [];
      for (let i = 0; i < RUNS; i++) results[items].push(await measure(browser, baseUrl, mockScript, mediaBase, items));
    }
    for (const items of SIZES) {
      const rs = results[items];
      const label = `${items.toLocaleString("en")} items`;
      console.log(
        `${label.padEnd(13)} first paint ${fmt(
          rs.map((r) => r.paint),
          "ms",
        )}; first tile in DOM ${fmt(
          rs.map((r) => r.tile),
          "ms",
        )}`,
      );
      console.log(
        `${"".padEnd(13)} DOM nodes   ${fmt(rs.map((r) => r.nodes))}; tiles in DOM ${fmt(rs.map((r) => r.tiles))}; "${rs[0].total.split(",")[0].trim()}"`,
      );
      console.log(
        `${"".padEnd(13)} (fake library built before the click in ${fmt(
          rs.map((r) => r.seedMs),
          "ms",
        )})`,
      );
      if (rs[0].middle) {
        console.log(
          `${"".padEnd(13)} DOM nodes at the middle ${fmt(rs.map((r) => r.middle.nodes))} (tiles ${fmt(rs.map((r) => r.middle.tiles))})`,
        );
        console.log(
          `${"".padEnd(13)} DOM nodes at the end    ${fmt(rs.map((r) => r.end.nodes))} (tiles ${fmt(rs.map((r) => r.end.tiles))})`,
        );
      }
    }
    // The library's search at 100,000 items (the fake backend filters in the page, with its 15 ms IPC).
    await measureSearch(browser, baseUrl, mockScript, mediaBase, SEARCH_ITEMS); // warm-up, not counted
    const searches = [];
    for (let i = 0; i < RUNS; i++)
      searches.push(await measureSearch(browser, baseUrl, mockScript, mediaBase, SEARCH_ITEMS));
    console.log(
      `${SEARCH_ITEMS.toLocaleString("en")} items: search/filter repaint (change -> first tile of the result painted)`,
    );
    const line = (label, key, note = "") => {
      const rs = searches.map((r) => r[key]);
      console.log(
        `${"".padEnd(13)} ${label.padEnd(14)} ${fmt(
          rs.map((r) => r.ms),
          "ms",
        )}; without the fake's own work ${fmt(
          rs.map((r) => r.ms - r.fake),
          "ms",
        )}${note}; first command sent after ${fmt(
          rs.map((r) => r.asked),
          "ms",
        )}; calls: ${rs[0].calls.join(", ")}`,
      );
    };
    line('"Videos" chip', "chip");
    line('back to "All"', "all");
    line("prompt words", "words", "");
    console.log(`${"".padEnd(13)} DOM nodes after the search ${fmt(searches.map((r) => r.nodes))}`);
    // Sanity only: the grid rendered, the last item is reachable, and it is windowed.
    const big = results[10_000] ?? [];
    if (big.some((r) => !r.lastShown))
      throw new Error("the last item's picture was not in the DOM after scrolling to the end");
    if (big.some((r) => r.tiles >= 2000 || r.end.tiles >= 2000))
      throw new Error("10,000 items: the grid is not windowed");
  } finally {
    await browser?.close().catch(() => undefined);
    if (server.exitCode === null) server.kill("SIGTERM");
    media.close();
  }
}

main().catch((e) => {
  console.error(`gallery bench failed: ${e?.stack ?? e}`);
  process.exit(1);
});
