// Issue 11, in the real window: at the account's jobLimit a new picture waits in line (nothing sent,
// nothing charged, the tray says so), the app is killed with SIGKILL, and after a restart the waiting
// job is sent exactly once when a slot frees: one job, one charge, one picture.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  call,
  session,
  screenshot,
  killAndRestart,
  tempDataDir,
  findText,
  replaceText,
  css,
  openNav,
  sleep,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const balance = async (app) => (await call(app, "credits_get", { includeRecent: false })).credits;
const imageJobs = async (app) => (await call(app, "jobs_list")).filter((j) => j.kind === "image");
const PROMPT = "A paper boat on a puddle";

test("a picture past the job limit waits in line, survives SIGKILL, and is sent once after the restart", async () => {
  const data = tempDataDir("queue-restart");
  // Jobs take 25 s: the busy ones hold every slot while the next one is asked for.
  const env = { MEDIA_STUDIO_SANDBOX_JOB_SECONDS: "25" };
  const first = await session(data, env, drivers);
  const app = first.app;
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // Fill every slot the account has (its jobLimit, from the service's jobs list) through the app's IPC.
  const est = await call(app, "spend_estimate", {
    request: {
      kind: "compare",
      providers: ["grok-image"],
      request: { formData: {}, simplePrompt: "x", numImages: 1 },
      reference: null,
    },
  });
  assert.ok(est.compare?.jobLimit > 0, `the jobs list names a job limit: ${JSON.stringify(est)}`);
  const limit = est.compare.jobLimit;
  for (let i = 0; i < limit; i++) {
    await call(app, "spend", {
      intent: crypto.randomUUID(),
      request: {
        kind: "image",
        provider: "grok-image",
        request: { formData: {}, simplePrompt: `busy ${i}`, numImages: 1 },
        reference: null,
      },
    });
  }
  const before = await balance(app);

  // One more from the form: it waits, and the window says so.
  await openNav(app, "Create image");
  await replaceText(app, await css(app, "textarea"), PROMPT);
  const button = await css(app, "button.generate");
  await app.wait(async () => /^Generate 1 image/.test((await button.getText()).trim()) && (await button.isEnabled()), 15000);
  await button.click();
  await findText(app, "1st in line", "*", 15000).catch(async (e) => {
    await screenshot(app, "queue-00-not-waiting");
    throw e;
  });
  const queued = (await imageJobs(app)).filter((j) => j.status === "waiting");
  assert.equal(queued.length, 1, JSON.stringify(queued));
  const waiting = queued[0];
  assert.equal(waiting.remoteId, null, "not sent");
  await sleep(1500);
  assert.equal(await balance(app), before, "nothing charged while it waits");
  await screenshot(app, "queue-01-waiting");

  // After the restart: the busy jobs finish, a slot frees, the waiting job goes out once and lands.
  const again = await killAndRestart(first, data, env, drivers);
  const find = async () => (await imageJobs(again)).find((j) => j.id === waiting.id);
  await again.wait(async () => (await find())?.status === "completed", 90000,
    "the waiting job was sent and its picture saved");
  await sleep(2500); // a few more tracker rounds: nothing more may go out
  assert.equal((await imageJobs(again)).length, limit + 1, "one job for the one press");
  const sent = await find();
  assert.ok(sent.remoteId, "it was sent");
  assert.equal(sent.media.length, 1, "one picture");
  assert.equal(sent.media[0].prompt, PROMPT);
  // The busy jobs were charged when they were sent, before `before` was read.
  assert.equal(await balance(again), before - sent.costEstimate, `charged once (${sent.costEstimate})`);
  await openNav(again, "Gallery");
  await css(again, ".gallery-grid .thumb img", 20000);
  await sleep(1000);
  await screenshot(again, "queue-02-sent-after-restart");
  await again.quit();
});
