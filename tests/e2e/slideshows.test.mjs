// Issue 7, in the real window against the embedded sandbox: every hook type listed; a listicle of 7 with
// a custom text style costs 6 (Grok Image) and 14 (GPT Image 2) before submitting; 11 slides, more written
// slides than the count and a bad hex colour are refused in the form; the live preview agrees with the
// slide the sandbox rendered (bar, wrapping, text position); export writes 7 files and their captions; the
// slideshow made into a 9:16 video on this computer plays for as long as it said (ffprobe), at 1080 x 1920,
// and "Play it" hands that file to the system's player.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, replaceText, css } from "./lib.mjs";
import { readPng } from "./png.mjs";
import { boxes } from "../../ui/tests/browser/slide-boxes.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const textOf = async (app, sel) => (await app.findElements(By.css(sel))).length ? (await app.findElement(By.css(sel))).getText() : "";

async function setInput(app, sel, value) {
  await replaceText(app, await css(app, sel), value);
}

async function pick(app, legend, label) {
  const el = await app.wait(until.elementLocated(By.xpath(`//fieldset[legend[normalize-space(.)='${legend}']]//label[normalize-space(.)='${label}']`)), 10000);
  await el.click();
}

async function waitText(app, sel, re, ms = 15000) {
  await app.wait(async () => re.test(await textOf(app, sel)), ms, `${sel} never matched ${re}`);
}

test("slideshows: hook types, live cost, refusals, preview = sandbox slide, export writes 7 files", async () => {
  const data = tempDataDir("slideshows");
  const out = mkdtempSync(path.join(os.tmpdir(), "media-studio-e2e-export-"));
  const opened = path.join(out, "opened.txt");
  const driver = await startDriver(data, { MEDIA_STUDIO_TEST_PICK_FOLDER: out, MEDIA_STUDIO_TEST_OPENED: opened });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  await (await app.wait(until.elementLocated(By.xpath("//nav[@aria-label='Main']//a[normalize-space(.)='Slideshows']")), 15000)).click();

  // Every hook type the service lists, as cards; story arc chosen.
  await css(app, ".ss-hook[data-slug='outfit-check']", 30000);
  const slugs = await app.executeScript(() => [...document.querySelectorAll(".ss-hook")].map((e) => e.dataset.slug));
  for (const s of ["story-arc", "before-after", "grwm", "pov-story", "tutorial", "listicle", "day-in-my-life", "hot-take", "product-unboxing", "outfit-check"])
    assert.ok(slugs.includes(s), `${s} missing from ${slugs}`);
  assert.equal(await (await css(app, ".ss-hook.selected")).getAttribute("data-slug"), "story-arc");

  // A listicle of 7 with a custom style: 6 credits with Grok Image, 14 with GPT Image 2.
  await setInput(app, "#ss-topic", "Five habits of calm mornings");
  await (await css(app, ".ss-hook[data-slug='listicle']")).click();
  await app.wait(async () => (await (await css(app, "#ss-count")).getAttribute("value")) === "6", 5000);
  await setInput(app, "#ss-count", 7);
  await setInput(app, "#ts-textColor", "#FFCC00");
  await waitText(app, "[data-testid=ss-cost]", /7 slides with Grok Image: 6 credits/);
  await (await css(app, ".ss-form .provider-card[data-slug='gpt-image-2']")).click();
  await waitText(app, "[data-testid=ss-cost]", /7 slides with GPT Image 2: 14 credits/);
  await screenshot(app, "slideshow-form-gpt-image-2");
  await (await css(app, ".ss-form .provider-card[data-slug='grok-image']")).click();
  await waitText(app, "[data-testid=ss-cost]", /6 credits/);

  // Refused in the form, before anything is sent.
  const make = await css(app, "button.generate");
  await setInput(app, "#ss-count", 11);
  await waitText(app, "#ss-count-err", /1 to 10 slides/);
  assert.equal(await make.isEnabled(), false);
  await setInput(app, "#ss-count", 2);
  await (await findText(app, "+ Add a slide", "button")).click();
  await (await findText(app, "+ Add a slide", "button")).click();
  await setInput(app, "#ss-count", 1);
  await waitText(app, "#ss-slides-err", /You wrote 2 slides but the slideshow has 1/);
  assert.equal(await make.isEnabled(), false);
  await (await css(app, "button[aria-label='Remove slide 2']")).click();
  await setInput(app, "#ts-bgBarColor", "#12345G");
  await waitText(app, "#ts-bgBarColor-err", /hex code like #FFFFFF/);
  assert.equal(await make.isEnabled(), false);
  await screenshot(app, "slideshow-refused");

  // The style to compare: top, solid red bar, 12 letters per line.
  await setInput(app, "#ts-bgBarColor", "#FF0000");
  await setInput(app, "#ts-opacity", 1);
  await setInput(app, "#ts-maxChars", 12);
  await setInput(app, "#ts-textColor", "#FFFFFF");
  await pick(app, "Position", "Top");
  await setInput(app, "#ss-slide-text-0", "Wake up before your phone does");
  await setInput(app, "#ss-count", 7);
  await css(app, "[data-testid=style-preview][data-rendered=font]");
  const preview = await app.executeScript(
    `const boxes = (${boxes.toString()});
     const c = document.querySelector("[data-testid=style-preview]");
     return boxes(c.getContext("2d").getImageData(0, 0, c.width, c.height).data, 540, 960, [255, 0, 0]);`,
  );
  await screenshot(app, "slideshow-preview");

  await app.wait(async () => (await make.getText()).includes("6 credits") && (await make.isEnabled()), 15000, "make button ready");
  await make.click();
  const carousel = await css(app, "[data-testid=carousel]", 90000);
  assert.equal(await carousel.getAttribute("aria-label"), "Slide 1 of 7");
  await carousel.sendKeys("\uE014"); // ArrowRight
  await app.wait(async () => (await carousel.getAttribute("aria-label")) === "Slide 2 of 7", 5000, "arrow key moves the carousel");
  const captions = await app.findElements(By.css(".ss-caption"));
  assert.equal(captions.length, 7);
  assert.match(await captions[0].getText(), /Wake up before your phone does/);
  await app.wait(() => app.executeScript(() => [...document.querySelectorAll(".ss-grid img")].every((i) => i.complete && i.naturalWidth > 0)), 20000, "thumbnails load");
  await screenshot(app, "slideshow-result");

  await (await findText(app, "Export all 7 slides and their captions to a folder", "button")).click();
  await findText(app, "Saved 7 slides and a captions file", "*", 20000);
  const files = readdirSync(out).filter((f) => f.endsWith(".png")).sort();
  assert.equal(files.length, 7, `${files}`);
  assert.equal(files[0], "five-habits-of-calm-mornings-01.png");
  const captionsFile = readFileSync(path.join(out, "five-habits-of-calm-mornings-captions.txt"), "utf8");
  assert.match(captionsFile, /^Five habits of calm mornings\n\n1\. Wake up before your phone does\n2\. /);

  // The slideshow as a video made here: 2 s a slide with fades (7 x 2 - 6 x 0.5 = 11 s), 1080 x 1920.
  const seconds = await css(app, "#ss-video-title ~ .ss-video-options select");
  await seconds.findElement(By.css("option[value='2']")).click();
  await waitText(app, "[data-testid='ss-video-length']", /the video is 11 seconds long, without sound/);
  await (await findText(app, "Make the video", "button")).click();
  await findText(app, "The video is in your library.", "*", 120000);
  await screenshot(app, "slideshow-video");
  await (await findText(app, "Play it", "button")).click();
  const deadline = Date.now() + 10000;
  let played = "";
  while (Date.now() < deadline && !played) {
    try {
      played = readFileSync(opened, "utf8");
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  assert.match(played, /\/media\/slideshow-[0-9a-f]+\.mp4$/, "the system's player is handed the video's own file");
  const probe = (args) => execFileSync("ffprobe", ["-v", "error", ...args, played]).toString().trim();
  const length = Number(probe(["-show_entries", "format=duration", "-of", "default=nw=1:nk=1"]));
  assert.ok(Math.abs(length - 11) < 0.2, `the video is ${length} s`);
  assert.equal(probe(["-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0:s=x"]), "1080x1920");

  // The service's slide 1 and the preview agree: same bar, same wrapping, same text box.
  const png = readPng(path.join(out, files[0]));
  assert.deepEqual([png.width, png.height], [540, 960]);
  const real = boxes(png.data, 540, 960, [255, 0, 0]);
  for (const [what, tol] of [["bar", 1], ["text", 3]])
    for (const k of ["x0", "y0", "x1", "y1"])
      assert.ok(Math.abs(preview[what][k] - real[what][k]) <= tol, `${what}.${k}: preview ${preview[what][k]} vs sandbox ${real[what][k]}`);
  assert.equal(preview.lines, real.lines, "same wrapping");
  assert.equal(real.lines, 3);
  await app.quit();
});
