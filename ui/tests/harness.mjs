// The pieces every browser-driven script needs (tests/browser/run.mjs, tests/bench/gallery-bench.mjs):
// run a tool, a free port, wait for a server, the stand-in media server, the fake backend bundled into an
// init script, vite preview with the app's CSP, and Chromium.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (n) => path.join(uiDir, "node_modules", ".bin", n);

/** Runs a tool in ui/; throws when it fails. */
export function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: uiDir, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(" ")} failed`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitHttp(url, ms = 15000) {
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
export function startMediaServer() {
  return new Promise((resolve) => {
    const srv = createServer((req, res) => {
      const u = new URL(req.url ?? "/", "http://127.0.0.1");
      // Real media for the players (tests/fixtures): any .mp4 is a 3 s H.264 clip, any .m4a a 4 s tone.
      const fixture = { ".mp4": ["clip.mp4", "video/mp4"], ".m4a": ["track.m4a", "audio/mp4"] }[
        path.extname(u.pathname)
      ];
      if (fixture) {
        const body = readFileSync(path.join(uiDir, "tests", "fixtures", fixture[0]));
        const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? "");
        const head = { "content-type": fixture[1], "accept-ranges": "bytes", "cache-control": "no-store" };
        if (range) {
          // 206 with Content-Range, as the app's media server answers (players need it to seek).
          const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
          const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
          res.writeHead(206, {
            ...head,
            "content-range": `bytes ${start}-${end}/${body.length}`,
            "content-length": end - start + 1,
          });
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

/** The fake backend (tests/mock-entry.ts) as one init script for the page. */
export function bundleFakeBackend() {
  return bundleScript(path.join(uiDir, "tests", "mock-entry.ts"));
}

/** One script (an IIFE) of `entry` and everything it imports, React built for production. */
export function bundleScript(entry) {
  const tmp = path.join(os.tmpdir(), `media-studio-ui-bundle-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  const outFile = path.join(tmp, "bundle.js");
  try {
    run(bin("esbuild"), [
      entry,
      "--bundle",
      "--format=iife",
      "--target=es2022",
      "--jsx=automatic",
      '--define:process.env.NODE_ENV="production"',
      "--log-level=warning",
      `--outfile=${outFile}`,
    ]);
    return readFileSync(outFile, "utf8");
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** vite preview of ui/dist (or `outDir`) on `port`, served with the app's CSP (tauri.conf.json), whose
 * loopback wildcard names the media stand-in's port only, as the app names its media server's. */
export function startPreview(port, outDir, mediaPort) {
  const args = ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"];
  if (outDir) args.push("--outDir", outDir);
  return spawn(bin("vite"), args, {
    cwd: uiDir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, MS_PREVIEW_CSP: "1", MS_PREVIEW_MEDIA_PORT: String(mediaPort) },
  });
}

export function launchChromium() {
  return chromium.launch({
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
}
