// Issue 5 (jobs) and issue 6 (video source from a file), in the real window against the embedded sandbox:
// an image job the service fails shows plain words in the tray; "Try again" shows the cost first, then
// the new job completes. A picture dropped on the Video screen (a real native drop) is explained, stored
// as the character "Video source · astronaut.png", and a seedance video is made from it.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, replaceText, css, sleep, openNav, invoke, textMatches } from "./lib.mjs";
import { nativeDrop } from "./drop.mjs";
import { randomUUID } from "node:crypto";

const here = path.dirname(fileURLToPath(import.meta.url));
const ASTRONAUT = path.resolve(here, "../../../shared/testdata/photos/astronaut.png");

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

test("tray: a failed job says what happened, Try again shows the cost, the new job completes; video from a dropped picture", async () => {
  const data = tempDataDir("tray-video-source");
  // Jobs take 8 s of sandbox time, so one can be failed while it runs.
  // The embedded Sandbox answers its control interface only when a test asks.
  const driver = await startDriver(data, { MEDIA_STUDIO_SANDBOX_JOB_SECONDS: "8", MEDIA_STUDIO_SANDBOX_CONTROL: "1" });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const status = await invoke(app, "connection_status", {});
  assert.ok(status.ok, JSON.stringify(status.error));
  const sandbox = status.data.baseUrl;

  // An image job, failed by the service while it runs.
  const job = await invoke(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: { formData: {}, simplePrompt: "A lighthouse at dusk", numImages: 1 },
      reference: null,
    },
  });
  assert.ok(job.ok, JSON.stringify(job.error));
  const failed = await fetch(`${sandbox}/__sandbox/jobs/${job.data[0].remoteId}/fail`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ error: "provider error: upstream timeout after 120s" }),
  });
  assert.equal(failed.status, 200, await failed.text());

  const tray = await css(app, ".tray-button");
  if ((await app.findElements(By.css("#job-tray"))).length === 0) await tray.click();
  await textMatches(app, "#job-tray .job-failed .job-failure", /The service took too long and gave up\./, 40000);
  await (await findText(app, "Try again…", "button")).click();
  await textMatches(app, "#job-tray .job-retry-cost", /^Costs 1 credit · you'll have \d+ left$/);
  await sleep(300);
  await screenshot(app, "tray-01-try-again-cost");
  await (await findText(app, "Try again — 1 credit", "button")).click();
  await findText(app, "Sent again: the new job is at the top of this list.", "*", 20000);
  await textMatches(app, "#job-tray [data-testid='job']", /Done/, 60000);
  const jobs = await invoke(app, "jobs_list", {});
  assert.ok(jobs.ok);
  assert.deepEqual(
    jobs.data.slice(0, 2).map((j) => j.status),
    ["completed", "failed"],
    "the new job completed; the failed one stays as it was",
  );
  await sleep(300);
  await screenshot(app, "tray-02-resubmitted-done");
  await app.actions().sendKeys("\uE00C").perform(); // closes the tray

  // Video from a picture on this computer: a real drop, the explanation, Store and use, then the video.
  await openNav(app, "Video");
  await css(app, "#field-source");
  await nativeDrop(ASTRONAUT);
  await textMatches(app, "[data-testid='video-drop-zone']", /character named “Video source · astronaut\.png”/, 20000);
  await sleep(300);
  await screenshot(app, "video-source-01-explained");
  // The explanation is long: the button is scrolled to the middle (as a person scrolls), clear of the
  // sticky bar at the bottom.
  const store = await findText(app, "Store and use", "button");
  await app.executeScript((b) => b.scrollIntoView({ block: "center" }), store);
  await store.click();
  await textMatches(app, "[data-testid='video-drop-zone']", /Stored as the character “Video source · astronaut\.png”/, 30000);
  await (await app.findElement(By.xpath("//label[contains(@class,'provider-card')][.//*[normalize-space(.)='Seedance']]"))).click();
  await replaceText(app, await css(app, "#video-duration"), "4");
  await replaceText(app, await css(app, "#prompt"), "she waves at the camera");
  const make = await css(app, "button.generate");
  await app.wait(async () => /^Make video — \d+ credits?$/.test((await make.getText()).trim()), 20000, "the cost on the button");
  await screenshot(app, "video-source-02-stored");
  await make.click();
  await css(app, "[data-testid='recent-media'][data-status='completed']", 90000);
  const chars = await invoke(app, "characters_list", { limit: null, offset: null });
  assert.ok(chars.ok);
  assert.ok(chars.data.characters.some((c) => c.name === "Video source · astronaut.png"), "the stored picture is a character");
  await app.quit();
});
