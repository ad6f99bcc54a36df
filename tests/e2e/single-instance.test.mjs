// Issue 12, in the real window: one app per data folder. A second launch on the folder of a running app
// exits at once without opening the library (the first one keeps working); a launch on another folder
// runs side by side. And a damaged library is moved aside and explained on the first screen.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { BIN, startDriver, openApp, screenshot, tempDataDir, findText, invoke, sleep } from "./lib.mjs";

const drivers = [];
const started = [];
after(() => {
  drivers.forEach((d) => d.stop());
  for (const p of started) if (p.exitCode === null) p.kill("SIGKILL");
});

async function session(dataDir) {
  const driver = await startDriver(dataDir);
  drivers.push(driver);
  return openApp(driver);
}

/** Starts the app binary by itself on `dataDir`; resolves its process with the log it writes. */
function launch(dataDir) {
  const proc = spawn(BIN, [], {
    env: { ...process.env, MEDIA_STUDIO_DATA_DIR: dataDir, MEDIA_STUDIO_LOG: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(proc);
  proc.log = "";
  proc.stdout.on("data", (d) => (proc.log += d));
  proc.stderr.on("data", (d) => (proc.log += d));
  proc.exited = new Promise((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal })));
  return proc;
}

test("a second launch on the same library exits and leaves the first running; another library runs beside it", async () => {
  const dir = tempDataDir("single");
  const first = await session(dir);
  await findText(first, "Try the Sandbox", "button", 30000);
  const files = readdirSync(dir).sort();

  const second = launch(dir);
  const end = await Promise.race([second.exited, sleep(20000).then(() => null)]);
  assert.ok(end, `the second launch was still running after 20 s:\n${second.log}`);
  assert.deepEqual(end, { code: 0, signal: null }, second.log);
  assert.doesNotMatch(second.log, /core opened|core did not open/, "the second launch never opened the library");
  assert.deepEqual(readdirSync(dir).sort(), files, "nothing added to the folder");

  // The first app still answers.
  const status = await invoke(first, "connection_status");
  assert.ok(status.ok, JSON.stringify(status));
  assert.equal(status.data.mode, "none");
  await findText(first, "Try the Sandbox", "button");

  // Another folder: a separate app that opens its own library and stays.
  const other = tempDataDir("single-other");
  const beside = launch(other);
  const deadline = Date.now() + 30000;
  while (!/core opened/.test(beside.log) && beside.exitCode === null && Date.now() < deadline) await sleep(200);
  assert.match(beside.log, /core opened/, beside.log);
  await sleep(1000);
  assert.equal(beside.exitCode, null, `the app on another folder exited:\n${beside.log}`);
  assert.ok(existsSync(path.join(other, "library.sqlite")));
  beside.kill("SIGTERM");
  await beside.exited;
});

test("a launch that meets its library's app frozen, then killed, opens the library once that app is gone", async () => {
  const dir = tempDataDir("single-frozen");
  const logged = async (proc, re, what) => {
    const deadline = Date.now() + 60000;
    while (!re.test(proc.log) && proc.exitCode === null && Date.now() < deadline) await sleep(200);
    assert.match(proc.log, re, `${what}:\n${proc.log}`);
  };
  const frozen = launch(dir);
  await logged(frozen, /core opened/, "the first app opened its library");
  // Frozen: its bus connection stays open, and a second launch's call to show its window goes unanswered.
  process.kill(frozen.pid, "SIGSTOP");
  const second = launch(dir);
  await sleep(2000);
  assert.equal(second.exitCode, null, `the second launch waits for the frozen app:\n${second.log}`);
  assert.doesNotMatch(second.log, /core opened/);
  // The person ends the frozen app (a system monitor's Kill): the call fails as the app goes. Before, the
  // second launch then exited without a window; now it waits for the name to be free and starts again.
  process.kill(frozen.pid, "SIGKILL");
  assert.equal((await frozen.exited).signal, "SIGKILL");
  await logged(second, /starting again/, "the second launch started again");
  await logged(second, /core opened/, "the second launch opened the library");
  await sleep(1000);
  assert.equal(second.exitCode, null, `the second launch is the library's app now:\n${second.log}`);
  // It answers as the folder's app: a third launch shows its window and exits.
  const third = launch(dir);
  const end = await Promise.race([third.exited, sleep(20000).then(() => null)]);
  assert.deepEqual(end, { code: 0, signal: null }, third.log);
  assert.match(second.log, /a second launch on this library: showing this window instead/);
  second.kill("SIGTERM");
  await second.exited;
});

test("a damaged library is moved aside and the first screen says so, with the media folder kept", async () => {
  const dir = tempDataDir("damaged");
  mkdirSync(path.join(dir, "media"), { recursive: true });
  writeFileSync(path.join(dir, "media", "kept.png"), "a picture");
  writeFileSync(path.join(dir, "library.sqlite"), Buffer.alloc(300_000, "not a database, just garbage. "));
  const app = await session(dir);
  await findText(app, "Your library was damaged, so Media Studio started a new one", "h1", 30000);
  const moved = readdirSync(dir).filter((n) => n.startsWith("library.sqlite.damaged-"));
  assert.equal(moved.length, 1, readdirSync(dir).join(", "));
  await findText(app, path.join(dir, moved[0]), "code");
  await findText(app, path.join(dir, "media"), "code");
  assert.ok(existsSync(path.join(dir, "media", "kept.png")));
  await screenshot(app, "library-recovered");
  await (await findText(app, "Continue", "button")).click();
  await findText(app, "Try the Sandbox", "button", 15000);
});
