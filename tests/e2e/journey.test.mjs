// Issue 13's first "done when", in the real window against the embedded sandbox: from one saved character
// to a captioned video with music without re-picking anything. Every step is taken by visible text: the
// character's "Generate with this character", then the Jobs tray's "Next step" on each result (Motion
// video → Add music → Add a caption). Only what no earlier step made is chosen by hand: the track, made
// beforehand like the character. At the end, the settings each job was sent with show the chain: the
// picture has the character's face, the video is made from that picture, the mix takes that video, and the
// caption is written on that mix.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { By, call, css, findText, openApp, openNav, replaceText, screenshot, sleep, startDriver, tempDataDir, textMatches } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ASTRONAUT = path.resolve(here, "../../../shared/testdata/photos/astronaut.png");

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const trayJobs = (app) => app.findElements(By.css("#job-tray [data-testid='job']"));

async function openTray(app) {
  if ((await app.findElements(By.css("#job-tray"))).length === 0) await (await css(app, ".tray-button")).click();
  await css(app, "#job-tray");
}

/** Waits until the tray lists `count` jobs and the newest is done; returns the newest. */
async function newestDone(app, count, what, ms = 120000) {
  await openTray(app);
  let last = "";
  await app
    .wait(async () => {
      const jobs = await trayJobs(app);
      if (jobs.length !== count) return false;
      try {
        last = await jobs[0].getText();
      } catch {
        return false;
      }
      if (/Failed|didn't work/i.test(last)) throw new Error(`${what} failed: ${last}`);
      return /Done/.test(last);
    }, ms)
    .catch(async (e) => {
      await screenshot(app, `journey-FAILED-${what.replace(/\W+/g, "-")}`);
      throw new Error(`${what} never done (newest job: "${last}"): ${e.message}`);
    });
  return (await trayJobs(app))[0];
}

/** The newest tray job's "Next step" → `step`. */
async function nextStep(app, count, what, step) {
  const job = await newestDone(app, count, what);
  await (await job.findElement(By.xpath(".//button[contains(normalize-space(.), 'Next step')]"))).click();
  await sleep(300);
  await (await job.findElement(By.xpath(`.//button[normalize-space(.)='${step}']`))).click();
}

/** Waits for a visible text; a screenshot of the window when it never comes. */
async function see(app, text) {
  await findText(app, text, "*", 20000).catch(async (e) => {
    await screenshot(app, `journey-FAILED-${text.slice(0, 30).replace(/\W+/g, "-")}`);
    throw e;
  });
}

async function press(app, label, selector = "button.generate") {
  const button = await css(app, selector);
  await app.wait(async () => label.test(await button.getText()) && (await button.isEnabled()), 20000, `the button says ${label}`);
  await button.click();
}

test("journey: a saved character → a picture → a motion video → music → a caption, nothing re-picked", async () => {
  const driver = await startDriver(tempDataDir("journey"));
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // What the creator has already: a saved character, and a track of their own.
  const face = await call(app, "reference_prepare", { path: ASTRONAUT });
  const mia = await call(app, "characters_create", { request: { name: "Mia" }, referenceToken: face.token });
  await call(app, "spend", {
    intent: randomUUID(),
    request: { kind: "music", request: { prompt: "warm acoustic guitar", duration: 30000 } },
  });
  await newestDone(app, 1, "the track");

  // The character → a picture with her face.
  await openNav(app, "Characters");
  await (await findText(app, "Mia", "*", 20000)).click();
  await (await findText(app, "Generate with this character", "button", 20000)).click();
  await see(app, "Filled in from the character Mia.");
  await replaceText(app, await css(app, "#prompt"), "Mia on a windy beach at sunrise");
  await press(app, /^Generate/);

  // The picture → a motion video from it.
  await nextStep(app, 2, "the picture", "Motion video");
  await see(app, "Filled in from a picture in the Jobs tray.");
  await replaceText(app, await css(app, "#prompt"), "her hair moves in the wind");
  await press(app, /^Make video — \d+ credits?$/);

  // The video → music added to it: only the track is chosen, the video already is.
  await nextStep(app, 3, "the motion video", "Add music");
  await see(app, "Filled in from a video in the Jobs tray.");
  await (await css(app, "[aria-label='Your music tracks'] input[type='radio']")).click();
  await sleep(300);
  await screenshot(app, "journey-01-add-music");
  await press(app, /^Add music — free$/);

  // The video with music → a caption on it.
  await nextStep(app, 4, "the mix", "Add a caption");
  await see(app, "Filled in from a video with music in the Jobs tray.");
  await replaceText(app, await css(app, "#overlay-text"), "Sunrise with Mia");
  await press(app, /^Add caption/, "button.tool-run-button");
  await newestDone(app, 5, "the caption");
  await sleep(500);
  await screenshot(app, "journey-02-captioned");

  // The chain, from the settings each job was sent with (newest first: caption, mix, video, picture).
  const [caption, mix, video, picture] = await call(app, "jobs_list");
  assert.equal(picture.reference?.characterId, mia.id, "the picture has Mia's face");
  const videoSent = await call(app, "jobs_settings", { id: video.id });
  const pic = picture.media[0];
  assert.ok(
    videoSent.request.imageId === pic.remoteId || videoSent.request.uploadedImageUrl === pic.remoteUrl,
    `the video is made from the picture: ${JSON.stringify(videoSent.request)}`,
  );
  const mixSent = await call(app, "jobs_settings", { id: mix.id });
  assert.equal(mixSent.videoMediaId, video.media[0].id, "the mix takes the motion video");
  const captionSent = await call(app, "jobs_settings", { id: caption.id });
  assert.equal(captionSent.request.request.videoUrl, mix.media[0].remoteUrl, "the caption is on the mix");
  assert.equal(captionSent.request.request.text, "Sunrise with Mia");
  assert.equal(caption.media[0].kind, "video");
  await app.quit();
});
