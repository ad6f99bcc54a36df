// Issue 6 (video half), in the real window against the embedded sandbox (Studio account): image ->
// seedance video of 6 s (cost checked before submitting, out-of-range lengths refused in the form) ->
// avatar dialogue of 300 characters shows 20 s and its cost -> music 30 s -> mix; every produced file
// plays in the window (the player reports a length > 0 and seeks) and passes `ffmpeg -v error`.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, replaceText, css, openNav } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

/** Closes the jobs tray (it opens when a job starts) so it covers nothing. */
async function closeTray(app) {
  if ((await app.findElements(By.css("#job-tray"))).length) await app.actions().sendKeys("\uE00C").perform();
}

async function typeInto(app, selector, value) {
  return replaceText(app, await css(app, selector), value);
}

async function buttonSays(app, label, ms = 15000) {
  const button = await css(app, "button.generate");
  await app.wait(async () => (await button.getText()).trim() === label, ms, `the button never said "${label}"`);
  return button;
}

async function textOf(app, selector, expected, ms = 15000) {
  await app.wait(async () => {
    const els = await app.findElements(By.css(selector));
    return els.length > 0 && expected.test(await els[0].getText());
  }, ms, `${selector} never matched ${expected}`);
}

/** Every <video>/<audio> matching `selector` knows its length (> 0 s) and can seek. */
async function playable(app, selector, count, ms = 60000) {
  await app.wait(async () => {
    const ds = await app.executeScript((sel) => [...document.querySelectorAll(sel)].map((m) => m.duration), selector);
    return ds.length >= count && ds.every((d) => Number.isFinite(d) && d > 0);
  }, ms, `${count} playable ${selector}`);
  await app.executeScript((sel) => document.querySelectorAll(sel).forEach((m) => (m.currentTime = m.duration / 2)), selector);
  await app.wait(async () => {
    const ts = await app.executeScript((sel) => [...document.querySelectorAll(sel)].map((m) => m.currentTime), selector);
    return ts.every((t) => t > 0);
  }, 15000, `seeking ${selector}`);
  return app.executeScript((sel) => [...document.querySelectorAll(sel)].map((m) => m.duration), selector);
}

test("image -> seedance 6 s -> avatar estimate -> music 30 s -> mix, all playing in the window", async () => {
  const data = tempDataDir("video");
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // A picture to start from.
  await openNav(app, "Create image");
  await typeInto(app, "textarea", "A woman with red hair in a sunny cafe");
  await (await buttonSays(app, "Generate 1 image — 2 credits", 20000)).click();
  await findText(app, "Your image is ready", "*", 60000);
  await closeTray(app);

  // Video: out-of-range refused in the form, then 6 s of seedance with its cost before submitting.
  await openNav(app, "Video");
  await (await css(app, ".source-card")).click();
  await (await app.findElement(By.xpath("//label[contains(@class,'provider-card')][.//*[normalize-space(.)='Seedance']]"))).click();
  await typeInto(app, "#video-duration", "13");
  await textOf(app, "#duration-err", /Seedance videos can be 4 to 12 seconds long \(you asked for 13\)/);
  await typeInto(app, "#video-duration", "6");
  await typeInto(app, "#prompt", "she turns to the camera and smiles");
  const make = await buttonSays(app, "Make video — 11 credits");
  await textOf(app, "[data-testid='cost-breakdown']", /6 s × 2 credits = 12 credits, Studio discount −10%: 11 credits/);
  await screenshot(app, "video-01-motion-cost");
  await make.click();
  await css(app, "[data-testid='recent-media'][data-status='completed']", 90000);
  await closeTray(app);
  const [videoLength] = await playable(app, "[data-testid='recent-media'] video", 1);
  assert.ok(videoLength > 5 && videoLength < 7, `the video is about 6 s (${videoLength})`);
  await screenshot(app, "video-02-motion-playing");

  // Avatar: 300 characters of dialogue = 20 s, and its cost, before submitting.
  await (await findText(app, "Talking avatar", "span")).click();
  await (await css(app, ".source-card")).click();
  const dialogue = "Welcome to my shop! ".repeat(14) + "See you there soon!!";
  assert.equal(dialogue.length, 300);
  await typeInto(app, "#dialogue", dialogue);
  await textOf(app, "[data-testid='dialogue-meter']", /^300 characters · about 20 s of video · 18 credits$/);
  await typeInto(app, "#prompt", "talking to the camera in a bright kitchen");
  await buttonSays(app, "Make avatar video — 18 credits");
  await screenshot(app, "video-03-avatar-cost");

  // Music: 30 s = 5 credits; it plays.
  await openNav(app, "Music");
  await typeInto(app, "#prompt", "calm lo-fi beat with soft piano");
  await typeInto(app, "#music-seconds", "30");
  await (await buttonSays(app, "Make music — 5 credits")).click();
  await css(app, "[data-testid='recent-media'][data-status='completed']", 90000);
  await closeTray(app);
  const [trackLength] = await playable(app, "[data-testid='recent-media'] audio", 1);
  assert.ok(trackLength > 29 && trackLength < 31, `the track is about 30 s (${trackLength})`);
  await screenshot(app, "video-04-music-playing");

  // Mix: pick the finished video and track; the result plays beside the original.
  await (await findText(app, "Add music to a video", "span")).click();
  await (await css(app, ".mix-videos .source-card")).click();
  await (await css(app, ".track-list input[type='radio']")).click();
  await (await buttonSays(app, "Add music — free")).click();
  await css(app, ".side-by-side .mix-output video", 60000);
  await playable(app, ".side-by-side video", 2);
  await screenshot(app, "video-05-mix-side-by-side");
  await app.quit();

  // Every produced file is valid media.
  const media = path.join(data, "media");
  const files = readdirSync(media).filter((f) => /\.(mp4|m4a)$/.test(f));
  assert.equal(files.filter((f) => f.endsWith(".mp4")).length, 2, `a video and a mix: ${files}`);
  assert.equal(files.filter((f) => f.endsWith(".m4a")).length, 1, `a track: ${files}`);
  for (const f of files) {
    const r = spawnSync("ffmpeg", ["-v", "error", "-i", path.join(media, f), "-f", "null", "-"], { encoding: "utf8" });
    assert.equal(r.status, 0, `${f}: ffmpeg exit ${r.status}`);
    assert.equal(r.stderr.trim(), "", `${f} decodes cleanly`);
  }
});
