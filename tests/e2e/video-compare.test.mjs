// Issue 30, video makers side by side, in the real window against the embedded sandbox: one picture and
// prompt to two makers, the total and each maker's part before sending; a real double click is one press:
// one group of two jobs, the second waiting while the first is made (one POST, then the second), one charge
// of the total; the two videos play side by side under their makers' names, one Play for both.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  By,
  call,
  css,
  doubleClick,
  findText,
  openApp,
  openNav,
  replaceText,
  sandboxControl,
  screenshot,
  startDriver,
  tempDataDir,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const videoPosts = async (base) =>
  (await sandboxControl(base, "/__sandbox/requests")).requests.filter(
    (r) => r.method === "POST" && r.path === "/api/generate/video",
  ).length;

test("video makers side by side: priced whole, one press for a real double click, made one at a time, played together", async () => {
  const driver = await startDriver(tempDataDir("video-compare"), { MEDIA_STUDIO_SANDBOX_CONTROL: "1" });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const base = (await call(app, "connection_status")).baseUrl;

  // A picture to start from.
  await openNav(app, "Create image");
  await replaceText(app, await css(app, "textarea"), "A lighthouse on a cliff at dusk");
  const make = await css(app, "button.generate");
  await app.wait(async () => /— 2 credits$/.test((await make.getText()).trim()), 20000, "the image's price");
  await make.click();
  await findText(app, "Your image is ready", "*", 60000);
  if ((await app.findElements(By.css("#job-tray"))).length) await app.actions().sendKeys("\uE00C").perform();

  await openNav(app, "Video");
  // Clicked where a person would, once in the middle of the view (a toast in the corner covers nothing).
  const click = async (el) => {
    await app.executeScript((e) => e.scrollIntoView({ block: "center" }), el);
    await el.click();
  };
  await click(await css(app, ".source-card"));
  await click(await findText(app, "Compare makers side by side", "label"));
  await click(
    await app.findElement(By.xpath("//label[contains(@class,'provider-card')][.//*[normalize-space(.)='Grok Video']]")),
  );
  await replaceText(app, await css(app, "#video-duration"), "5");
  await replaceText(app, await css(app, "#prompt"), "waves break on the rocks");
  const button = await css(app, "button.generate");
  await app.wait(async () => /^Make 2 videos — \d+ credits$/.test((await button.getText()).trim()), 20000, "the total");
  const total = Number((await button.getText()).match(/— (\d+) credits/)[1]);
  const parts = await css(app, "ul.compare-parts");
  assert.match(await parts.getText(), /Seedance[\s\S]*credits[\s\S]*Grok Video[\s\S]*credits/);
  const before = (await call(app, "credits_get", { includeRecent: false })).credits;
  await screenshot(app, "video-compare-01-form");

  await doubleClick(app, button, "button.generate");
  const group = await css(app, "[data-testid='recent-compare']", 20000);
  const jobs = (await call(app, "jobs_list")).filter((j) => j.kind === "video");
  assert.equal(jobs.length, 2, "one press: two jobs, one per maker");
  assert.ok(jobs[0].groupId && jobs[0].groupId === jobs[1].groupId, "in one group");
  assert.ok((await videoPosts(base)) <= 1, "the second maker waits for the first video");
  await app.wait(
    async () =>
      (await app.findElements(By.css("[data-testid='recent-compare'] .side-by-side-cell[data-status='completed']")))
        .length === 2,
    180000,
    "both videos made",
  );
  assert.equal(await videoPosts(base), 2, "each maker asked once");
  const after = (await call(app, "credits_get", { includeRecent: false })).credits;
  assert.equal(before - after, total, "one charge of the total");

  // Played together: one Play starts both.
  await app.wait(
    async () =>
      (await app.executeScript(() =>
        [...document.querySelectorAll("[data-testid='recent-compare'] video")].map((v) => v.duration),
      )).every((d) => Number.isFinite(d) && d > 0),
    30000,
    "both videos loaded",
  );
  await (await group.findElement(By.xpath(".//button[normalize-space()='Play all']"))).click();
  await app.wait(
    async () =>
      (await app.executeScript(() =>
        [...document.querySelectorAll("[data-testid='recent-compare'] video")].map((v) => !v.paused || v.ended),
      )).every(Boolean),
    10000,
    "both playing",
  );
  await app.executeScript((el) => el.scrollIntoView(), group);
  await screenshot(app, "video-compare-02-side-by-side");
});
