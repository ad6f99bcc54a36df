// Shared helpers for the window tests: one tauri-driver per app data dir, a WebDriver session on the
// real binary, screenshots, and a hard kill of the app process.
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Builder, By, Key, until } from "selenium-webdriver";

export const BIN = process.env.MEDIA_STUDIO_BIN;
/** The app's identifier, as its config says. */
const IDENTIFIER = JSON.parse(readFileSync(new URL("../../src-tauri/tauri.conf.json", import.meta.url), "utf8")).identifier;
/** ../shared/testdata beside the project. */
export const TESTDATA = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../shared/testdata");
export const ARTIFACTS = process.env.MEDIA_STUDIO_ARTIFACTS ?? path.resolve("artifacts");
export { By, Key, until };

export function tempDataDir(name) {
  return mkdtempSync(path.join(os.tmpdir(), `media-studio-e2e-${name}-`));
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitForPort(port, ms = 15000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const ok = await new Promise((r) => {
      const s = net.connect(port, "127.0.0.1", () => { s.end(); r(true); });
      s.on("error", () => r(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`tauri-driver did not listen on ${port}`);
}

/** Starts tauri-driver whose app processes use `dataDir` (MEDIA_STUDIO_DATA_DIR) and `env`.
 * The app draws composited here, as on a machine with a GPU (WEBKIT_DISABLE_COMPOSITING_MODE=0, unless the
 * caller's environment says otherwise): without compositing (the app's choice on a machine without a GPU,
 * src-tauri/src/webview_render.rs), WebKitWebDriver's screenshot sometimes never returned (seen 2026-11-25,
 * twice in a few dozen, on an idle page). The benchmarks take no screenshot and pass their own value (unset: the
 * app's choice). */
export async function startDriver(dataDir, env = {}) {
  const port = await freePort();
  const nativePort = await freePort();
  const proc = spawn("tauri-driver", ["--port", String(port), "--native-port", String(nativePort),
    "--native-driver", "/usr/bin/WebKitWebDriver"], {
    env: {
      WEBKIT_DISABLE_COMPOSITING_MODE: "0",
      ...process.env,
      MEDIA_STUDIO_DATA_DIR: dataDir,
      // The shared test photos count as dropped on the window, so a test can prepare one by command
      // (reference_prepare refuses any other path no drop brought: src-tauri/src/dropped.rs).
      MEDIA_STUDIO_TEST_DROPPED_DIR: TESTDATA,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr.on("data", (d) => { stderr += d; });
  proc.stdout?.on("data", (d) => { stderr += d; });
  await waitForPort(port);
  return { url: `http://127.0.0.1:${port}`, proc, stderr: () => stderr,
    // Also ends an app the test did not quit and lets go of the pipes it inherited, so the test
    // process can always exit.
    stop: () => {
      try { proc.kill("SIGTERM"); } catch { /* gone */ }
      // A driver busy with a request may not heed SIGTERM: it is killed a moment later if still there.
      setTimeout(() => { try { proc.kill("SIGKILL"); } catch { /* gone */ } }, 3000).unref();
      killApp(dataDir);
      proc.stdout?.destroy();
      proc.stderr?.destroy();
    } };
}

/** Opens the real app window through the driver; resolves once the page has a body. */
export async function openApp(driver, ms = 90000) {
  // WebKitWebDriver waits for ever for the window of an app that exited at its start: the wait is bounded, and
  // its failure says what the driver and the app printed.
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const said = driver.stderr().trim().split("\n").slice(-15).join("\n  ");
      reject(new Error(`the app's window did not open in ${ms / 1000} s; the driver and the app said:\n  ${said}`));
    }, ms);
  });
  try {
    const session = await Promise.race([
      new Builder()
        .usingServer(driver.url)
        .withCapabilities({ browserName: "wry", "tauri:options": { application: BIN } })
        .build(),
      late,
    ]);
    await session.wait(until.elementLocated(By.css("body")), 15000);
    return session;
  } finally {
    clearTimeout(timer);
  }
}

export async function screenshot(session, name) {
  mkdirSync(path.join(ARTIFACTS, "screens"), { recursive: true });
  const file = path.join(ARTIFACTS, "screens", `window-${name}.png`);
  writeFileSync(file, Buffer.from(await session.takeScreenshot(), "base64"));
  return file;
}

/** SIGKILLs the app processes started with MEDIA_STUDIO_DATA_DIR=`dataDir` (the web view processes
 * die with them), leaving any other copy of the app on this machine alone. Returns how many. */
export function killApp(dataDir) {
  return killAppPids(dataDir).length;
}

function killAppPids(dataDir) {
  let pids = [];
  try {
    pids = execFileSync("pgrep", ["-f", `^${BIN}`]).toString().trim().split(/\s+/).filter(Boolean);
  } catch { /* none */ }
  const ours = pids.filter((pid) => startedOn(pid, dataDir));
  for (const pid of ours) {
    try { process.kill(Number(pid), "SIGKILL"); } catch { /* gone */ }
  }
  return ours;
}

/** The session bus name by which a second launch finds the app on `dataDir` (src-tauri/src/single_instance.rs:
 * the identifier, "f" and 16 hex digits of the folder's SHA-256, then the plugin's ".SingleInstance"). */
export function instanceName(dataDir) {
  const hex = createHash("sha256").update(realpathSync(dataDir)).digest("hex").slice(0, 16);
  return `${IDENTIFIER}.f${hex}.SingleInstance`;
}

/** Whether a process owns `name` on the session bus (NameHasOwner starts nothing). */
function nameOwned(name) {
  let out;
  try {
    out = execFileSync("dbus-send", ["--session", "--print-reply", "--dest=org.freedesktop.DBus",
      "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", `string:${name}`], { stdio: "pipe" }).toString();
  } catch {
    return false; // no session bus: the app then takes no name either
  }
  return /boolean true/.test(out);
}

/** Whether process `pid` has ended: gone, or a zombie (its files and its bus connection are closed). */
function ended(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

/**
 * SIGKILLs the app on `dataDir` and waits until a new start can't meet it: its processes ended and its
 * instance name free on the bus. A start while the killed app still held the name sent its arguments to the
 * dying app and exited, and WebKitWebDriver waited for ever for its window (a window test stood still for its
 * whole 10 minutes in the fresh-home check of 2026-11-29). Returns how many processes were killed.
 */
export async function killAppAndWait(dataDir, ms = 30000) {
  const pids = killAppPids(dataDir);
  const name = instanceName(dataDir);
  const start = Date.now();
  while (!pids.every(ended) || nameOwned(name)) {
    if (Date.now() - start > ms) throw new Error(`the killed app on ${dataDir} did not let go of ${name} in ${ms} ms`);
    await sleep(50);
  }
  if (Date.now() - start > 500) console.log(`# the killed app let go of its name ${Date.now() - start} ms after SIGKILL`);
  return pids.length;
}

/** The pids of the web view processes (WebKitWebProcess) of the app started with MEDIA_STUDIO_DATA_DIR=`dataDir`
 * (they inherit the app's environment). */
export function webProcesses(dataDir) {
  return readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/comm`, "latin1").startsWith("WebKitWebProces") && startedOn(pid, dataDir);
    } catch {
      return false; // gone already
    }
  }).map(Number);
}

/** Whether process `pid` runs with MEDIA_STUDIO_DATA_DIR=`dataDir` (false once it is gone). */
function startedOn(pid, dataDir) {
  try {
    return readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(`MEDIA_STUDIO_DATA_DIR=${dataDir}`);
  } catch {
    return false; // gone already
  }
}

export async function clickText(session, text, tag = "*") {
  const el = await findText(session, text, tag);
  await el.click();
  return el;
}

export async function findText(session, text, tag = "*", ms = 15000) {
  const xp = `//${tag}[not(self::script)][contains(normalize-space(.), ${xpathLiteral(text)})]` +
    `[not(.//*[contains(normalize-space(.), ${xpathLiteral(text)})])]`;
  return session.wait(until.elementLocated(By.xpath(xp)), ms, `text "${text}" not found`);
}

function xpathLiteral(s) {
  if (!s.includes("'")) return `'${s}'`;
  return `concat('${s.split("'").join(`', "'", '`)}')`;
}

/** Starts the standalone media-sandbox binary on a free port; resolves with its base URL. */
export async function startSandbox(root) {
  const bin = path.join(path.dirname(BIN), "media-sandbox"); // built beside the app
  const proc = spawn(bin, ["--addr", "127.0.0.1:0", "--job-seconds", "2"], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  proc.stderr.on("data", (d) => { log += d; });
  const baseUrl = await new Promise((resolve, reject) => {
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve(line.trim());
    });
    proc.on("exit", (code) => reject(new Error(`media-sandbox exited with ${code}: ${log}`)));
  });
  return { baseUrl, proc, log: () => log, stop: () => proc.kill("SIGTERM") };
}

/** The sandbox's control API (loopback, no key; the embedded Sandbox answers it only with
 * MEDIA_STUDIO_SANDBOX_CONTROL=1): a GET, or a POST of `body`; its JSON answer. */
export async function sandboxControl(base, p, body) {
  const r = await fetch(`${base}${p}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  assert.ok(r.ok, `${p}: ${r.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Replaces a field's text and checks the field took it, retrying when it did not. WebDriver's clear()
 * empties a React-controlled input behind React's back, which may restore the old value before the keys
 * arrive ("5" + "13" = "513"); a retry selects the text instead and types over it.
 */
export async function replaceText(session, el, value) {
  const want = String(value);
  const current = () => session.executeScript((e) => e.value, el);
  await session.executeScript((e) => e.scrollIntoView({ block: "center" }), el);
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt % 2 === 0) {
      await el.clear();
    } else {
      await el.click();
      await session.executeScript((e) => { try { e.select(); } catch { /* not selectable */ } }, el);
    }
    await el.sendKeys(want);
    const end = Date.now() + 1000;
    while (Date.now() < end) {
      if ((await current()) === want) return el;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the field did not take "${want}" (it has "${await current()}")`);
}

/** Waits until the element's text matches; the failure says what it last was. */
export async function textMatches(app, selector, expected, ms = 20000) {
  let last = "";
  await app
    .wait(async () => {
      try {
        const els = await app.findElements(By.css(selector));
        return els.length > 0 && expected.test((last = (await els[0].getText()).trim()));
      } catch (e) {
        // Re-rendered between finding it and reading it: read it again on the next try.
        if (e.name === "StaleElementReferenceError" || /was not found/.test(e.message)) return false;
        throw e;
      }
    }, ms)
    .catch((e) => {
      throw new Error(`${selector} never matched ${expected} (last: "${last}"): ${e.message}`);
    });
}

/** Waits for an element matching a CSS selector. */
export const css = (app, sel, ms = 20000) => app.wait(until.elementLocated(By.css(sel)), ms, `${sel} not found`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Clicks a link of the main navigation by its visible name. */
export async function openNav(app, name) {
  const link = await app.wait(until.elementLocated(By.xpath(`//nav[@aria-label='Main']//a[normalize-space(.)='${name}']`)), 15000);
  await link.click();
}

/** An app command through the page's IPC (what the UI's api layer calls): `{ok: true, data}` or `{ok: false, error}`. */
export async function invoke(app, cmd, args = {}) {
  return app.executeAsyncScript(
    (cmd, args, done) =>
      window.__TAURI_INTERNALS__.invoke(cmd, args).then(
        (data) => done({ ok: true, data }),
        (error) => done({ ok: false, error }),
      ),
    cmd,
    args,
  );
}

/** An app command that must succeed: its data (the test fails with the command's error otherwise). */
export async function call(app, cmd, args = {}) {
  const out = await invoke(app, cmd, args);
  if (!out.ok) throw new Error(`${cmd}: ${JSON.stringify(out.error)}`);
  return out.data;
}

/** SIGKILLs the app of `first` (a `session`), then starts it again on the same data folder and waits
 * for its Sandbox banner; resolves with the new session's app. */
export async function killAndRestart(first, dataDir, env, drivers) {
  if ((await killAppAndWait(dataDir)) === 0) throw new Error("the app process was not found to kill");
  // The session's app is gone: its driver is stopped without a quit (a quit sent through a driver whose app
  // was killed can wait for ever: WebKitWebDriver never answers it).
  first.driver.stop();
  const { app } = await session(dataDir, env, drivers);
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  return app;
}

/** Starts the driver (kept in `drivers`, for the test file's `after` to stop) and opens the app. */
export async function session(dataDir, env, drivers) {
  const driver = await startDriver(dataDir, env);
  drivers.push(driver);
  return { driver, app: await openApp(driver) };
}

export const xdotool = (...args) => execFileSync("xdotool", args.map(String)).toString();

/** Where `el`'s middle is on the X screen: the window's position plus the element's place in the page. */
export async function screenPoint(app, el) {
  const r = await app.executeScript((e) => {
    e.scrollIntoView({ block: "center" });
    const b = e.getBoundingClientRect();
    return {
      x: b.left + b.width / 2,
      y: b.top + b.height / 2,
      top: window.outerHeight - window.innerHeight,
      left: window.outerWidth - window.innerWidth,
    };
  }, el);
  const ids = xdotool("search", "--onlyvisible", "--name", "^Media Studio$").trim().split(/\s+/);
  const geo = Object.fromEntries(
    xdotool("getwindowgeometry", "--shell", ids[0])
      .trim()
      .split("\n")
      .map((l) => l.split("=")),
  );
  return { x: Math.round(Number(geo.X) + r.left + r.x), y: Math.round(Number(geo.Y) + r.top + r.y), win: ids[0] };
}

/** Counts the clicks that reach the button matching `selector` (a keyboard press on a button is a click
 * too), so a test can tell "pressed twice, taken once" from "the second press missed the button". */
export async function countPresses(app, selector) {
  await app.executeScript((sel) => {
    window.__presses = 0;
    if (window.__pressCounter) document.removeEventListener("click", window.__pressCounter, true);
    window.__pressCounter = (e) => {
      if (e.target instanceof Element && e.target.closest(sel)) window.__presses++;
    };
    document.addEventListener("click", window.__pressCounter, true);
  }, selector);
  return async () => app.executeScript(() => window.__presses);
}

/**
 * A person's double click: the real pointer moves onto the button and clicks twice, 110 ms apart.
 * `bothReach`: the button is still there for the second click (false where the screen shows the result in
 * its place at once, as Slideshows does: the second click then lands on the result, not on a button).
 */
export async function doubleClick(app, el, selector, bothReach = true) {
  const presses = await countPresses(app, selector);
  const p = await screenPoint(app, el);
  xdotool("mousemove", "--sync", p.x, p.y);
  xdotool("click", "--repeat", 2, "--delay", 110, 1);
  await sleep(300);
  const n = await presses();
  if (bothReach) assert.equal(n, 2, "both clicks reached the button");
  else assert.ok(n >= 1, "the first click reached the button");
}

