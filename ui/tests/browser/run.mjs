#!/usr/bin/env node
// Browser tests: build the UI, serve ui/dist with vite preview (its own binary, so the PID we stop
// is the server's), bundle the fake backend into an init script, and run the scenarios in
// /usr/bin/chromium through playwright-core. Prints "N passed, M failed"; exits non-zero on failure.
// Usage: npm run test:browser [-- --no-build] [-- name-filter]
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { scenarios as baseScenarios } from "./scenarios.mjs";
import { scenarios as mediaScenarios } from "./media.scenarios.mjs";
import { scenarios as slideshowScenarios } from "./slideshows.scenarios.mjs";
import { scenarios as toolScenarios } from "./tools.scenarios.mjs";
import { scenarios as createImageScenarios } from "./create-image.scenarios.mjs";
import { scenarios as jobScenarios } from "./jobs.scenarios.mjs";
import { scenarios as videoSourceScenarios } from "./video-source.scenarios.mjs";
import { scenarios as galleryScenarios } from "./gallery.scenarios.mjs";

const scenarios = [...baseScenarios, ...mediaScenarios, ...slideshowScenarios, ...toolScenarios, ...createImageScenarios, ...galleryScenarios, ...jobScenarios, ...videoSourceScenarios];

const here = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.resolve(here, "../..");
const repoDir = path.resolve(uiDir, "..");
const bin = (n) => path.join(uiDir, "node_modules", ".bin", n);
const screensDir = process.env.SCREENS_DIR ?? path.join(repoDir, "artifacts", "screens");
const argv = process.argv.slice(2);
const noBuild = argv.includes("--no-build");
const filter = argv.filter((a) => !a.startsWith("--"))[0];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: uiDir, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(`${path.basename(cmd)} ${args.join(" ")} failed`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitHttp(url, ms = 15000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`server at ${url} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stand-in for the app's loopback media server: coloured SVGs named by id. */
function startMediaServer() {
  return new Promise((resolve) => {
    const srv = createServer((req, res) => {
      const u = new URL(req.url ?? "/", "http://127.0.0.1");
      // Real media for the players (tests/fixtures): any .mp4 is a 3 s H.264 clip, any .m4a a 4 s tone.
      const fixture = { ".mp4": ["clip.mp4", "video/mp4"], ".m4a": ["track.m4a", "audio/mp4"] }[path.extname(u.pathname)];
      if (fixture) {
        const body = readFileSync(path.join(uiDir, "tests", "fixtures", fixture[0]));
        const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
        const head = { "content-type": fixture[1], "accept-ranges": "bytes", "cache-control": "no-store" };
        if (range) {
          // 206 with Content-Range, as the app's media server answers (players need it to seek).
          const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
          const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
          res.writeHead(206, { ...head, "content-range": `bytes ${start}-${end}/${body.length}`, "content-length": end - start + 1 });
          res.end(body.subarray(start, end + 1));
        } else {
          res.writeHead(200, { ...head, "content-length": body.length });
          res.end(body);
        }
        return;
      }
      const id = path.basename(u.pathname, ".svg");
      const w = Number(u.searchParams.get("w") ?? 512);
      const h = Number(u.searchParams.get("h") ?? 512);
      const label = (u.searchParams.get("p") ?? id).replace(/[<&>"]/g, "");
      let hash = 0;
      for (const c of id) hash = Math.imul(hash ^ c.charCodeAt(0), 2654435761) >>> 0;
      hash ^= hash >>> 15;
      const h1 = hash % 360;
      const h2 = (h1 + 70) % 360;
      const fs = Math.max(10, Math.round(Math.min(w, h) / 14));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},70%,62%)"/><stop offset="1" stop-color="hsl(${h2},65%,38%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${Math.min(w, h) * 0.17}" fill="rgba(255,255,255,.35)"/><rect x="${w * 0.28}" y="${h * 0.6}" width="${w * 0.44}" height="${h * 0.5}" rx="${w * 0.1}" fill="rgba(255,255,255,.25)"/><text x="50%" y="92%" font-family="DejaVu Sans, sans-serif" font-size="${fs}" fill="#fff" text-anchor="middle">${label}</text></svg>`;
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "no-store" });
      res.end(svg);
    });
    srv.listen(0, "127.0.0.1", () => resolve(srv));
  });
}

async function main() {
  if (!noBuild) {
    run(bin("tsc"), ["--noEmit"]);
    run(bin("vite"), ["build", "--logLevel", "warn"]);
  }
  const tmp = path.join(os.tmpdir(), `media-studio-ui-tests-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  const mockFile = path.join(tmp, "mock-init.js");
  run(bin("esbuild"), [
    path.join(uiDir, "tests", "mock-entry.ts"),
    "--bundle",
    "--format=iife",
    "--target=es2022",
    "--log-level=warning",
    `--outfile=${mockFile}`,
  ]);
  const mockScript = readFileSync(mockFile, "utf8");
  const axeScript = readFileSync(path.join(uiDir, "node_modules", "axe-core", "axe.min.js"), "utf8");
  mkdirSync(screensDir, { recursive: true });
  for (const f of readdirSync(screensDir)) if (f.startsWith("FAILED-")) rmSync(path.join(screensDir, f));

  const port = await freePort();
  const server = spawn(bin("vite"), ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    cwd: uiDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, MS_PREVIEW_CSP: "1" }, // serve with the app's CSP (tauri.conf.json)
  });
  const media = await startMediaServer();
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
  try {
    const baseUrl = `http://127.0.0.1:${port}/`;
    await waitHttp(baseUrl);
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });

    const env = { browser, baseUrl, mockScript, axeScript, mediaBase, screensDir };
    for (const sc of scenarios) {
      if (filter && !sc.name.includes(filter)) continue;
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
        console.log(`  ✗ ${sc.name}\n      ${String(e?.stack ?? e).split("\n").slice(0, 6).join("\n      ")}`);
        await ctx.failShot(sc.name).catch(() => undefined);
        if (ctx.consoleErrors.length) console.log(`      console: ${ctx.consoleErrors.slice(0, 3).join(" | ")}`);
      } finally {
        await ctx.close();
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    stop();
  }
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
  async open({ config = {}, width = 1280, height = 800, colorScheme = "light", reducedMotion = "no-preference" } = {}) {
    const context = await this.env.browser.newContext({
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
          { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] },
        ),
      exclude,
    );
    if (process.env.AXE_DEBUG) console.log("axe:", result.violations.map((v) => `${v.id}/${v.impact}/${v.nodes.length}`).join(" ") || "no violations");
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")}`);
  }
  async failShot(name) {
    const page = this.pages[this.pages.length - 1];
    if (page) await page.screenshot({ path: path.join(this.env.screensDir, `FAILED-${name.replace(/\W+/g, "-")}.png`) });
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
