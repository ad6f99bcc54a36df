// Issue 13, a next step from every result, in the real window against the embedded sandbox: a finished
// picture in the Jobs tray → "Next step" → "Motion video" opens Video with that picture already chosen,
// and the form prices the video from it (nothing re-picked by hand).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { By, startDriver, openApp, screenshot, tempDataDir, findText, replaceText, css, sleep, invoke, textMatches } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

test("next step: from a picture result, Motion video opens with that picture chosen", async () => {
  const data = tempDataDir("next-step");
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // Two pictures, so the one chosen is not simply the only one.
  for (const prompt of ["A red kite over the dunes", "A lighthouse at dusk"]) {
    const job = await invoke(app, "spend", {
      intent: randomUUID(),
      request: {
        kind: "image",
        provider: "grok-image",
        request: { formData: {}, simplePrompt: prompt, numImages: 1 },
        reference: null,
      },
    });
    assert.ok(job.ok, JSON.stringify(job.error));
  }

  const tray = await css(app, ".tray-button");
  if ((await app.findElements(By.css("#job-tray"))).length === 0) await tray.click();
  await app.wait(
    async () => {
      const jobs = await app.findElements(By.css("#job-tray [data-testid='job']"));
      const done = await Promise.all(jobs.map(async (j) => /Done/.test(await j.getText())));
      return jobs.length === 2 && done.every(Boolean);
    },
    60000,
    "both pictures done",
  );
  // The older one, "A red kite", is the second job (newest first): its next step.
  const jobs = await app.findElements(By.css("#job-tray [data-testid='job']"));
  const kite = jobs[1];
  assert.match(await kite.getText(), /Done/);
  const next = await kite.findElement(By.xpath(".//button[contains(normalize-space(.), 'Next step')]"));
  await next.click();
  await sleep(300);
  await screenshot(app, "next-step-01-tray-menu");
  await (await kite.findElement(By.xpath(".//button[normalize-space(.)='Motion video']"))).click();

  await findText(app, "Filled in from a picture in the Jobs tray.", "*", 20000);
  await textMatches(app, "#tab-motion", /Motion video/);
  assert.equal(await (await css(app, "#tab-motion")).getAttribute("aria-selected"), "true");
  // The tray lists newest first, as jobs_list does: the second job is the kite, and its picture is the
  // chosen one of the gallery picker (the form names its pictures by their words).
  const listed = await invoke(app, "jobs_list", {});
  assert.ok(listed.ok, JSON.stringify(listed.error));
  assert.equal(listed.data[1].media[0].prompt, "A red kite over the dunes");
  await app.wait(
    async () => {
      const checked = await app.findElements(By.css(".source-card.selected input[type='radio']"));
      return checked.length === 1 && /A red kite over the dunes/.test(await checked[0].getAttribute("aria-label"));
    },
    20000,
    "the kite picture is chosen",
  );
  // The video is priced from it: only the motion is left to write.
  await replaceText(app, await css(app, "#prompt"), "the kite dances in the wind");
  await textMatches(app, "button[form='video-form']", /^Make video — \d+ credits?$/, 20000);
  await sleep(400);
  await screenshot(app, "next-step-02-motion-video");
  await app.quit();
});
