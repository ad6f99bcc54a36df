// Issue 11, in the real window with a person's input: Create image read before typing anything, then
// every spend button pressed with a real double click of the X mouse (two clicks 110 ms apart, through
// xdotool, not WebDriver) and with Enter pressed twice on it. Each press is one job and one charge.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  By,
  countPresses,
  doubleClick,
  screenPoint,
  startDriver,
  xdotool,
  openApp,
  screenshot,
  tempDataDir,
  findText,
  replaceText,
  css,
  openNav,
  call,
  sleep,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

/** Enter pressed twice on the focused button, through the X keyboard. */
async function enterTwice(app, el, selector) {
  const presses = await countPresses(app, selector);
  const p = await screenPoint(app, el);
  xdotool("mousemove", "--sync", p.x, p.y); // the pointer over the window gives it the keyboard
  await app.executeScript((e) => e.focus(), el);
  xdotool("key", "--delay", 90, "Return", "Return");
  await sleep(300);
  assert.equal(await presses(), 2, "both Enters reached the button");
}

const jobsOf = async (app, kind) => (await call(app, "jobs_list")).filter((j) => j.kind === kind);
const balance = async (app) => (await call(app, "credits_get", { includeRecent: false })).credits;

/** After a press: wait long enough for a second job to appear if one were sent, then count. */
async function onePress(app, kind, before, press, label) {
  const credits = await balance(app);
  await press();
  await app.wait(async () => (await jobsOf(app, kind)).length > before, 20000, `${label}: a ${kind} job started`);
  await sleep(2500);
  const jobs = await jobsOf(app, kind);
  assert.equal(jobs.length, before + 1, `${label}: one ${kind} job, not ${jobs.length - before}`);
  const cost = jobs[0].costEstimate ?? 0;
  await app.wait(async () => (await balance(app)) === credits - cost, 10000, `${label}: charged once`);
  return jobs[0];
}

async function buttonSays(app, selector, re, ms = 20000) {
  const b = await css(app, selector);
  let said = "";
  await app
    .wait(async () => {
      said = (await b.getText()).trim();
      return re.test(said) && (await b.isEnabled()) && (await b.getAttribute("aria-disabled")) !== "true";
    }, ms)
    .catch(async () => {
      const shot = await screenshot(app, `spend-FAILED-${selector.replace(/\W+/g, "-")}`);
      throw new Error(`${selector} never said ${re} and was enabled; it said "${said}" (${shot})`);
    });
  return b;
}

test("spend buttons: read before typing, then a real double click and Enter twice each start one job", async () => {
  const driver = await startDriver(tempDataDir("spend-once"));
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // Create image, opened fresh: with 500 credits nothing speaks of credits being short.
  await openNav(app, "Create image");
  await css(app, "#create-form");
  const bar = await css(app, ".action-bar");
  await app.wait(async () => /to start/.test(await bar.getText()), 15000, "the bar says what to do first");
  const first = await bar.getText();
  assert.doesNotMatch(first, /not enough credits|You have 500/i, first);
  assert.match(first, /Describe the image you want to create to start\./);
  await screenshot(app, "spend-01-create-before-typing");

  await replaceText(app, await css(app, "textarea"), "A lighthouse at dusk");
  const generate = await buttonSays(app, "button.generate", /^Generate 1 image — \d+ credits?$/);
  await onePress(app, "image", 0, () => doubleClick(app, generate, "button.generate"), "Create image, double click");
  await screenshot(app, "spend-02-create-started");
  await buttonSays(app, "button.generate", /^Generate 1 image — \d+ credits?$/);
  await onePress(app, "image", 1, () => enterTwice(app, generate, "button.generate"), "Create image, Enter twice");

  // Music.
  await openNav(app, "Music");
  await replaceText(app, await css(app, "#prompt"), "calm piano");
  await replaceText(app, await css(app, "#music-seconds"), "15");
  const music = await buttonSays(app, "button.generate", /^Make music — 2 credits$/);
  await onePress(app, "music", 0, () => doubleClick(app, music, "button.generate"), "Music, double click");
  await buttonSays(app, "button.generate", /^Make music — 2 credits$/);
  await onePress(app, "music", 1, () => enterTwice(app, music, "button.generate"), "Music, Enter twice");

  // Slideshows.
  await openNav(app, "Slideshows");
  await replaceText(app, await css(app, "#ss-topic"), "three quick breakfast ideas");
  const slides = await buttonSays(app, "button.generate", /^Make slideshow · \d+ credits?$/);
  await onePress(app, "slideshow", 0, () => doubleClick(app, slides, "button.generate", false), "Slideshows, double click");

  // Video from the newest picture, once the slideshow's slides are in the library: a slide, which the
  // service knows by its address only (no image id). It was once sent with no source at all, so the form
  // said "Choose a source image" under a chosen picture.
  let slide;
  await app.wait(async () => {
    [slide] = await call(app, "library_list", { kind: "image", limit: 1, offset: 0 });
    return slide?.shelf === "slideshow";
  }, 60000, "the slideshow's slides are in the library");
  assert.equal(slide.remoteId, null, "a slide has no image id at the service");
  await openNav(app, "Video");
  await (await css(app, ".source-card")).click();
  await replaceText(app, await css(app, "#prompt"), "the light turns slowly");
  const video = await buttonSays(app, "button.generate", /^Make video — \d+ credits$/);
  const made = await onePress(app, "video", 0, () => doubleClick(app, video, "button.generate"), "Video, double click");
  await screenshot(app, "spend-03-video-started");
  const sent = await call(app, "jobs_settings", { id: made.id });
  const sameShow = (await call(app, "library_list", { kind: "image", limit: 20, offset: 0 })).filter((m) => m.jobId === slide.jobId);
  assert.ok(
    sameShow.some((m) => m.remoteUrl === sent.request.uploadedImageUrl),
    `a slide is sent by its address: ${JSON.stringify(sent.request)}`,
  );

  // A tool that costs credits: remove background.
  await openNav(app, "Tools");
  await (await findText(app, "Remove background", "span", 15000)).click();
  await (await css(app, ".tool-pick[data-kind='image']")).click();
  const cut = await buttonSays(app, "button.tool-run-button", /^Remove background · 2 credits$/);
  await onePress(app, "tool", 0, () => doubleClick(app, cut, "button.tool-run-button"), "Remove background, double click");
  await screenshot(app, "spend-04-tool-done");

  // What it all cost: Settings › Spending, by kind and maker. "Charged" only where the service said
  // what it charged (a slideshow's creditsCost); the rest is the estimate, and said so.
  await openNav(app, "Settings");
  const summary = await css(app, "[data-testid='spending-summary']", 20000);
  assert.match(await summary.getText(), /^Last 30 days: \d+ credits/);
  const rows = await app.findElements(By.css("[data-testid='spending-row']"));
  const texts = await Promise.all(rows.map((r) => r.getText()));
  assert.ok(texts.some((t) => /Slideshow/.test(t) && /Charged \d+ credits/.test(t)), texts.join(" | "));
  assert.ok(texts.some((t) => /Pictures/.test(t) && /Estimated \d+ credits/.test(t)), texts.join(" | "));
  assert.ok(!texts.some((t) => /Pictures/.test(t) && /Charged/.test(t)), texts.join(" | "));
  await screenshot(app, "spend-05-spending");
  await app.quit();
});
