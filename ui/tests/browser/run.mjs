#!/usr/bin/env node
// Browser tests: build the UI, serve ui/dist with vite preview (its own binary, so the PID we stop
// is the server's), bundle the fake backend into an init script, and run the scenarios in
// /usr/bin/chromium through playwright-core. Prints "N passed, M failed"; exits non-zero on failure.
// Usage: npm run test:browser [-- --no-build] [-- name-filter]
// UI_OUT_DIR=/tmp/… builds and serves the UI there instead of ui/dist (which the app's own build owns), so the
// tests can run while someone else builds or runs the app from the same checkout.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  bin,
  bundleFakeBackend,
  freePort,
  launchChromium,
  run,
  startMediaServer,
  startPreview,
  uiDir,
  waitHttp,
} from "../harness.mjs";
import { scenarios as baseScenarios } from "./scenarios.mjs";
import { scenarios as mediaScenarios } from "./media.scenarios.mjs";
import { scenarios as slideshowScenarios } from "./slideshows.scenarios.mjs";
import { scenarios as toolScenarios } from "./tools.scenarios.mjs";
import { scenarios as createImageScenarios } from "./create-image.scenarios.mjs";
import { scenarios as jobScenarios } from "./jobs.scenarios.mjs";
import { scenarios as videoSourceScenarios } from "./video-source.scenarios.mjs";
import { scenarios as galleryScenarios } from "./gallery.scenarios.mjs";
import { scenarios as libraryScenarios } from "./library.scenarios.mjs";
import { scenarios as homeScenarios } from "./home.scenarios.mjs";
import { scenarios as draftScenarios } from "./drafts.scenarios.mjs";
import { scenarios as recallScenarios } from "./recall.scenarios.mjs";
import { scenarios as storeScenarios } from "./stores.scenarios.mjs";
import { scenarios as shortcutScenarios } from "./shortcuts.scenarios.mjs";
import { scenarios as nextStepScenarios } from "./next-step.scenarios.mjs";
import { scenarios as pickerScenarios } from "./pickers.scenarios.mjs";
import { scenarios as boardScenarios } from "./board.scenarios.mjs";
import { scenarios as recipeScenarios } from "./recipes.scenarios.mjs";
import { scenarios as chargedScenarios } from "./charged.scenarios.mjs";
import { scenarios as serviceCheckScenarios } from "./service-check.scenarios.mjs";
import { scenarios as presetScenarios } from "./presets.scenarios.mjs";
import { scenarios as germanImageGalleryScenarios } from "./german-image-gallery.scenarios.mjs";
import { scenarios as germanVideoMusicToolScenarios } from "./german-video-music-tools.scenarios.mjs";
import { scenarios as germanShellScenarios } from "./german-shell.scenarios.mjs";
import { scenarios as germanCoreWordScenarios } from "./german-core-words.scenarios.mjs";
import { scenarios as fileSettingsScenarios } from "./file-settings.scenarios.mjs";
import { scenarios as reviewScenarios } from "./review.scenarios.mjs";

const scenarios = [
  ...baseScenarios,
  ...mediaScenarios,
  ...slideshowScenarios,
  ...toolScenarios,
  ...createImageScenarios,
  ...galleryScenarios,
  ...libraryScenarios,
  ...jobScenarios,
  ...videoSourceScenarios,
  ...homeScenarios,
  ...draftScenarios,
  ...recallScenarios,
  ...storeScenarios,
  ...shortcutScenarios,
  ...nextStepScenarios,
  ...pickerScenarios,
  ...boardScenarios,
  ...recipeScenarios,
  ...chargedScenarios,
  ...serviceCheckScenarios,
  ...presetScenarios,
  ...germanImageGalleryScenarios,
  ...germanVideoMusicToolScenarios,
  ...germanShellScenarios,
  ...germanCoreWordScenarios,
  ...fileSettingsScenarios,
  ...reviewScenarios,
];

const repoDir = path.resolve(uiDir, "..");
const screensDir = process.env.SCREENS_DIR ?? path.join(repoDir, "artifacts", "screens");
const argv = process.argv.slice(2);
const noBuild = argv.includes("--no-build");
const filter = argv.filter((a) => !a.startsWith("--"))[0];
const outDir = process.env.UI_OUT_DIR ? path.resolve(process.env.UI_OUT_DIR) : null;
/** Scenarios run at once (BROWSER_WORKERS; 2 by default, one per core of the machines this runs on). */
const WORKERS = Math.max(1, Number(process.env.BROWSER_WORKERS ?? 2) || 1);

async function main() {
  if (!noBuild) {
    run(bin("tsc"), ["--noEmit"]);
    run(bin("vite"), ["build", "--logLevel", "warn", ...(outDir ? ["--outDir", outDir, "--emptyOutDir"] : [])]);
  }
  const mockScript = bundleFakeBackend();
  const axeScript = readFileSync(path.join(uiDir, "node_modules", "axe-core", "axe.min.js"), "utf8");
  mkdirSync(screensDir, { recursive: true });
  for (const f of readdirSync(screensDir)) if (f.startsWith("FAILED-")) rmSync(path.join(screensDir, f));

  const port = await freePort();
  const media = await startMediaServer();
  const server = startPreview(port, outDir, media.address().port);
  const mediaBase = `http://127.0.0.1:${media.address().port}`;
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
    media.close();
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  let browser;
  let passed = 0;
  let failed = 0;
  // Each failure's lines again at the end: a log cut to its tail (CI's) still names what failed and why.
  const failures = [];
  try {
    const baseUrl = `http://127.0.0.1:${port}/`;
    await waitHttp(baseUrl);
    browser = await launchChromium();

    const env = { browser, baseUrl, mockScript, axeScript, mediaBase, screensDir };
    // Scenarios are independent (each its own browser context and fake backend) and mostly wait (the
    // fake's job timers, debounces): WORKERS of them run at once. Each scenario's lines are printed
    // together when it ends.
    const queue = scenarios.filter((sc) => !filter || sc.name.includes(filter));
    const runOne = async (sc) => {
      const t0 = Date.now();
      const ctx = new Ctx(env);
      try {
        await sc.run(ctx);
        const csp = ctx.consoleErrors.filter((m) => /Content Security Policy/i.test(m));
        if (csp.length) throw new Error(`blocked by the app's CSP: ${csp.slice(0, 3).join(" | ")}`);
        passed++;
        console.log(`  ✓ ${sc.name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        const lines = `  ✗ ${sc.name}\n      ${String(e?.stack ?? e)
          .split("\n")
          .slice(0, 6)
          .join("\n      ")}`;
        failures.push(lines);
        console.log(lines);
        await ctx.failShot(sc.name).catch(() => undefined);
        if (ctx.consoleErrors.length) console.log(`      console: ${ctx.consoleErrors.slice(0, 3).join(" | ")}`);
      } finally {
        await ctx.close();
      }
    };
    const worker = async () => {
      for (let sc = queue.shift(); sc; sc = queue.shift()) await runOne(sc);
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    await browser?.close().catch(() => undefined);
    stop();
  }
  if (failures.length) console.log(`\nfailed:\n${failures.join("\n")}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** Per-scenario helpers: pages with the fake backend, screenshots, console errors. */
class Ctx {
  constructor(env) {
    this.env = env;
    this.contexts = [];
    this.pages = [];
    this.consoleErrors = [];
  }
  /** `locale`: the system's language the page sees (navigator.language); "de-DE" opens the window in German. */
  async open({
    config = {},
    width = 1280,
    height = 800,
    colorScheme = "light",
    reducedMotion = "no-preference",
    locale = "en-US",
  } = {}) {
    const context = await this.env.browser.newContext({
      locale,
      viewport: { width, height },
      colorScheme,
      reducedMotion,
      permissions: ["clipboard-read", "clipboard-write"],
    });
    this.contexts.push(context);
    const cfg = { mediaBase: this.env.mediaBase, ...config };
    await context.addInitScript({ content: `window.__FAKE_CONFIG__ = ${JSON.stringify(cfg)};` });
    await context.addInitScript({ content: this.env.mockScript });
    const page = await context.newPage();
    page.setDefaultTimeout(5000);
    page.on("console", (m) => m.type() === "error" && this.consoleErrors.push(m.text()));
    page.on("pageerror", (e) => this.consoleErrors.push(String(e)));
    await page.goto(this.env.baseUrl);
    this.pages.push(page);
    return page;
  }
  async shot(page, name) {
    const vp = page.viewportSize();
    const file = path.join(this.env.screensDir, `${name}-${vp.width}x${vp.height}.png`);
    await page.screenshot({ path: file });
    return file;
  }
  /** Runs axe-core (WCAG 2 A/AA) on the page; returns serious and critical violations. */
  async axe(page, { exclude = [] } = {}) {
    // Evaluated (not a <script> tag) so the page's CSP doesn't block it.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(this.env.axeScript);
    const result = await page.evaluate(
      async (exclude) =>
        await window.axe.run(
          { exclude: exclude.map((s) => [s]) },
          {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
            resultTypes: ["violations"],
          },
        ),
      exclude,
    );
    if (process.env.AXE_DEBUG)
      console.log(
        "axe:",
        result.violations.map((v) => `${v.id}/${v.impact}/${v.nodes.length}`).join(" ") || "no violations",
      );
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(", ")}`,
      );
  }
  async failShot(name) {
    const page = this.pages[this.pages.length - 1];
    if (page)
      await page.screenshot({ path: path.join(this.env.screensDir, `FAILED-${name.replace(/\W+/g, "-")}.png`) });
  }
  async close() {
    for (const c of this.contexts) await c.close().catch(() => undefined);
  }
}

main().catch((e) => {
  console.error(e);
  console.log("0 passed, 1 failed");
  process.exit(1);
});
