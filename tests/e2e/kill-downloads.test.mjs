// Issue 12, in the real app: SIGKILL while results are downloading. The embedded sandbox's media links
// trickle one byte a second (a fault of its control API), so a picture and a paid tool result (remove
// background) are both stuck mid-download when the app process is killed. After a restart, with the links
// healthy again, both land exactly once: the same jobs, one file each that decodes as a picture, and not
// one credit more than before the kill.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { call, sandboxControl, session, screenshot, killAndRestart, tempDataDir, findText, openNav, css, sleep } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const balance = async (app) => (await call(app, "credits_get", { includeRecent: false })).credits;
const jobs = async (app) => await call(app, "jobs_list");

async function waitJob(app, id, status, ms) {
  let last;
  await app.wait(async () => {
    last = (await jobs(app)).find((j) => j.id === id);
    return last?.status === status;
  }, ms, `job ${id} never reached ${status}: ${JSON.stringify(last?.status)}`).catch((e) => {
    throw new Error(`${e.message} (last: ${JSON.stringify(last)})`);
  });
  return last;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

test("results killed mid-download are saved once after a restart, with nothing charged twice", async () => {
  const data = tempDataDir("kill-downloads");
  // The embedded Sandbox answers its control interface only when a test asks.
  const env = { MEDIA_STUDIO_SANDBOX_JOB_SECONDS: "2", MEDIA_STUDIO_SANDBOX_CONTROL: "1" };
  const first = await session(data, env, drivers);
  const app = first.app;
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const { baseUrl } = await call(app, "connection_status");
  assert.match(baseUrl, /^http:\/\/127\.0\.0\.1:\d+/);

  // A picture to work on, saved normally.
  const [source] = await call(app, "spend", {
    intent: crypto.randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: { formData: {}, simplePrompt: "A lighthouse at dusk", numImages: 1 },
      reference: null,
    },
  });
  const saved = await waitJob(app, source.id, "completed", 60000);
  const pictureUrl = saved.media[0].remoteUrl;
  assert.ok(pictureUrl, "the picture's link at the service is kept");

  // From now on every media link trickles: nothing more can finish downloading.
  await sandboxControl(baseUrl, "/__sandbox/faults", { path: "/media", trickleMs: 1000, count: 1000 });
  // The tool's answer is saved and `spend` returns its job at once; its file is fetched afterwards, as
  // after a press of Run.
  const [started] = await call(app, "spend", {
    intent: crypto.randomUUID(),
    request: { kind: "tool", request: { tool: "remove_background", request: { imageUrl: pictureUrl } } },
  });
  const [picture] = await call(app, "spend", {
    intent: crypto.randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: { formData: {}, simplePrompt: "A paper boat", numImages: 1 },
      reference: null,
    },
  });
  let tool;
  await app.wait(async () => (tool = (await jobs(app)).find((j) => j.id === started.id && j.kind === "tool")), 20000,
    "the tool's job is in the library before its file");
  await waitJob(app, picture.id, "downloading", 60000);
  await waitJob(app, tool.id, "downloading", 20000);
  await sleep(1500); // both are a few bytes into their trickle
  const before = await balance(app);
  const count = (await jobs(app)).length;
  await screenshot(app, "kill-00-downloading");

  // The restarted app's sandbox has no faults: both downloads are taken up again and finish.
  const again = await killAndRestart(first, data, env, drivers);
  const pic = await waitJob(again, picture.id, "completed", 90000);
  const res = await waitJob(again, tool.id, "completed", 90000);
  await sleep(2500); // a few more tracker rounds: nothing more may go out
  assert.equal((await jobs(again)).length, count, "no job was added or sent again");
  assert.equal(await balance(again), before, "not one credit more after the restart");
  for (const j of [pic, res]) {
    assert.equal(j.media.length, 1, `${j.kind}: one file, not two`);
    const r = await fetch(j.media[0].url); // the app's own loopback media server
    const bytes = Buffer.from(await r.arrayBuffer());
    assert.ok(bytes.subarray(0, 4).equals(PNG), `${j.kind}: a whole PNG, not the trickled bytes`);
  }
  // Every file in the media folder is whole: no half-written download kept under a library name (the
  // killed run's temporary files, ".tmp…", are swept at a start once they are a minute old).
  const mediaDir = path.join(data, "media");
  for (const name of readdirSync(mediaDir, { recursive: true })) {
    const full = path.join(mediaDir, name);
    if (path.basename(name).startsWith(".tmp") || !statSync(full).isFile()) continue;
    const head = readFileSync(full).subarray(0, 4);
    assert.ok(!head.equals(Buffer.from([0, 0, 0, 0])), `${name} holds trickled bytes`);
  }
  await openNav(again, "Gallery");
  await css(again, ".gallery-grid .thumb img", 20000);
  await sleep(1000);
  await screenshot(again, "kill-01-saved-after-restart");
  await again.quit();
});
