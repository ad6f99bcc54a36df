// Issue 28: the service takes a request and charges for it, then its answer is lost (a gateway's 502
// page). A real double click on the spend button sends one request; the window says it may have been
// charged and holds the press; "Send again anyway" asks first, and Cancel sends nothing.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  startDriver,
  openApp,
  screenshot,
  tempDataDir,
  findText,
  replaceText,
  css,
  openNav,
  call,
  doubleClick,
  sandboxControl,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const musicPosts = async (base) =>
  (await sandboxControl(base, "/__sandbox/requests")).requests.filter((r) => r.method === "POST" && r.path === "/api/generate/music");

test("charged, then the answer lost: a real double click sends once, and the window says it may have been charged", async () => {
  // The embedded Sandbox answers its control interface only when a test asks.
  const driver = await startDriver(tempDataDir("charged-then-failed"), { MEDIA_STUDIO_SANDBOX_CONTROL: "1" });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const base = (await call(app, "connection_status")).baseUrl;
  const before = (await call(app, "credits_get", { includeRecent: false })).credits;

  await openNav(app, "Music");
  await replaceText(app, await css(app, "#prompt"), "calm piano");
  await replaceText(app, await css(app, "#music-seconds"), "15");
  const button = await css(app, "button.generate");
  await app.wait(async () => /^Make music — 2 credits$/.test((await button.getText()).trim()), 20000, "the price on the button");

  // The service will do the work and charge, then answer with a gateway's page.
  await sandboxControl(base, "/__sandbox/faults", {
    path: "/api/generate/music",
    method: "POST",
    afterHandler: true,
    status: 502,
    body: "<html><body><h1>502 Bad Gateway</h1></body></html>",
    count: 1,
  });
  await doubleClick(app, button, "button.generate");
  // Both clicks reached the page before this answer came back (one round trip to the service).
  await findText(app, "may have been charged", "*", 20000);
  assert.equal((await musicPosts(base)).length, 1, "one request for a double click");
  const after1 = (await call(app, "credits_get", { includeRecent: false })).credits;
  assert.equal(before - after1, 2, "charged once, by the service");
  const jobs = (await call(app, "jobs_list")).filter((j) => j.kind === "music");
  assert.equal(jobs.length, 1);
  assert.ok(jobs[0].mayHaveStarted, JSON.stringify(jobs[0]));
  await screenshot(app, "charged-01-held");

  // Pressing again is held: the person is asked first; Cancel sends nothing.
  await doubleClick(app, button, "button.generate");
  // The press was answered: the core held it and the window says why, with one way on.
  const again = await findText(app, "Send again anyway", "button", 10000);
  assert.equal((await musicPosts(base)).length, 1, "a held press sends nothing");
  await again.click();
  await findText(app, "This may already have been charged. Send again anyway?", "*", 10000);
  await screenshot(app, "charged-02-ask");
  await (await findText(app, "Cancel", "button")).click();
  await app.wait(
    () => app.executeScript("return document.querySelector('dialog.held-press-dialog[open]') === null"),
    5000,
    "the dialog closes on Cancel",
  );
  // The hold is still there (nothing was sent, nothing resolved), and the service saw one request.
  await findText(app, "Send again anyway", "button", 5000);
  assert.equal((await musicPosts(base)).length, 1, "Cancel sends nothing");
  assert.equal((await call(app, "jobs_list")).filter((j) => j.kind === "music").length, 1, "no second job");
  await app.quit();
});
