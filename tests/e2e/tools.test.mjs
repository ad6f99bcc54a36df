// Issue 6 (agent tools half), in the real window against the embedded sandbox: an image and two seedance
// videos made through the app's own commands, then on the Tools screen: caption overlay on a video
// (out-of-range text refused in the form) -> trim 1-4 s (end before start refused) -> stitch with the
// second clip (one clip refused) -> edit video (Ctrl+Enter); every result plays in the window (duration > 0) and every saved video
// passes `ffmpeg -v error -i FILE -f null -`.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { Key } from "selenium-webdriver";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, css, openNav } from "./lib.mjs";
import { randomUUID } from "node:crypto";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

/** The app's own command, through its IPC (the same path the screens use). */
async function invoke(app, cmd, args = {}) {
  const out = await app.executeAsyncScript(
    (cmd, args, done) => {
      window.__TAURI_INTERNALS__.invoke(cmd, args).then((v) => done({ ok: v }), (e) => done({ err: e }));
    },
    cmd,
    args,
  );
  if ("err" in out) throw new Error(`${cmd}: ${JSON.stringify(out.err)}`);
  return out.ok;
}

async function waitLibrary(app, kind, n, ms = 90000) {
  let items = [];
  await app.wait(async () => {
    items = await invoke(app, "library_list", { kind, limit: 50, offset: 0 });
    return items.length >= n;
  }, ms, `${n} ${kind}(s) in the library`);
  return items;
}

async function openTool(app, title) {
  const back = await app.findElements(By.xpath("//button[normalize-space(.)='← All tools']"));
  if (back.length) await back[0].click();
  await (await findText(app, title, "span", 15000)).click();
  await app.wait(until.elementLocated(By.xpath(`//h1[normalize-space(.)='${title}']`)), 15000);
}

/** Replaces a field's text the way a person does (WebDriver's clear() bypasses React's change events). */
async function setText(el, value) {
  await el.click();
  await el.sendKeys(Key.chord(Key.CONTROL, "a"), Key.BACK_SPACE);
  if (value) await el.sendKeys(value);
}

/** Clicks the n-th tile of a kind once the picker has listed it (it reads the library when it opens). */
async function pickTile(app, kind, n) {
  const tiles = () => app.findElements(By.css(`.tool-pick[data-kind='${kind}']`));
  await app.wait(async () => (await tiles()).length > n, 15000, `no ${kind} tile ${n + 1} in the picker`);
  await (await tiles())[n].click();
}
const pickVideo = (app, n) => pickTile(app, "video", n);

async function runSays(app, label) {
  const b = await css(app, "button.tool-run-button");
  await app.wait(async () => (await b.getText()).trim() === label && (await b.isEnabled()), 15000, `run button never said "${label}"`);
  return b;
}

async function errorsShown(app, expected) {
  await app.wait(async () => {
    const els = await app.findElements(By.css(".tool-form .field-error"));
    const texts = await Promise.all(els.map((e) => e.getText()));
    return texts.some((t) => t.includes(expected));
  }, 15000, `"${expected}" never shown`);
  const b = await css(app, "button.tool-run-button");
  assert.equal(await b.isEnabled(), false, `run refused while "${expected}"`);
}

/** The result's player (WebKitGTK, from the app's loopback media server) knows the file's length. */
async function resultDuration(app, heading) {
  await findText(app, heading, "h3", 60000);
  let d = 0;
  await app.wait(async () => {
    d = await app.executeScript(() => {
      const v = [...document.querySelectorAll(".tool-result video")].pop();
      return v && v.readyState >= 1 ? v.duration : 0;
    });
    return d > 0;
  }, 30000, `the ${heading} player never reported a duration`);
  return d;
}

function ffmpegClean(file) {
  const r = spawnSync("ffmpeg", ["-nostdin", "-v", "error", "-i", file, "-f", "null", "-"], { encoding: "utf8" });
  assert.equal(r.status, 0, `${file}: ${r.stderr}`);
  assert.equal(r.stderr.trim(), "", `${file}: ${r.stderr}`);
}

test("tools in the window: caption on a video -> trim 1-4 s -> stitch; results play and pass ffmpeg", async () => {
  const data = tempDataDir("tools");
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // Source media through the app's own commands: an image, then two 6 s seedance videos from it.
  await invoke(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: { simplePrompt: "A lighthouse at dusk", numImages: 1, enable4K: false, formData: { photography: { aspectRatio: "9:16" } } },
      reference: null,
    },
  });
  const [image] = await waitLibrary(app, "image", 1);
  for (const prompt of ["waves roll in", "the light turns on"]) {
    await invoke(app, "spend", {
      intent: randomUUID(),
      request: { kind: "video", request: { imageId: image.remoteId, prompt, aspectRatio: "9:16", provider: "seedance", duration: 6 } },
    });
  }
  await waitLibrary(app, "video", 2);

  await openNav(app, "Tools");
  await css(app, ".tool-card");
  await screenshot(app, "tools-01-cards");

  // Caption overlay on the first video; 134 characters are refused in the form.
  await openTool(app, "Add a caption");
  await pickVideo(app, 0);
  const text = await css(app, "#overlay-text");
  await text.sendKeys("x".repeat(134));
  await errorsShown(app, "Text can be at most 120 characters (you have 134)");
  await setText(text, "Storm warning tonight");
  await (await css(app, "input[name='overlay-position'][value='top']")).click();
  await screenshot(app, "tools-02-caption-form");
  await (await runSays(app, "Add caption · price not published")).click();
  assert.ok((await resultDuration(app, "With caption")) > 5, "the captioned clip is about 6 s");
  await screenshot(app, "tools-03-caption-result");

  // Trim 1-4 s of the captioned clip (the newest video); end before start is refused.
  await openTool(app, "Trim a video");
  await pickVideo(app, 0);
  await app.wait(async () => Number(await (await css(app, "video.trim-player")).getAttribute("data-duration")) > 0, 30000,
    "the trim player never loaded");
  const start = await css(app, "#trim-start");
  const end = await css(app, "#trim-end");
  await setText(start, "3");
  await setText(end, "1");
  await errorsShown(app, "End time must be after the start time");
  await setText(start, "1");
  await setText(end, "4");
  await screenshot(app, "tools-04-trim-form");
  await (await runSays(app, "Trim video · price not published")).click();
  const trimmed = await resultDuration(app, "Trimmed video");
  assert.ok(trimmed > 2.5 && trimmed < 3.5, `trimmed to about 3 s (${trimmed})`);

  // Stitch the trimmed clip with the second original; a single clip is refused.
  await openTool(app, "Join clips");
  await pickVideo(app, 0);
  await errorsShown(app, "Choose 2 to 5 clips to join (you have 1)");
  const videos = await invoke(app, "library_list", { kind: "video", limit: 50, offset: 0 });
  const second = videos.findIndex((v) => v.provider === "seedance");
  await pickVideo(app, second);
  await (await runSays(app, "Join clips · price not published")).click();
  const joined = await resultDuration(app, "Joined video");
  assert.ok(joined > 8, `joined about 3 + 6 s (${joined})`);
  await screenshot(app, "tools-05-stitch-result");

  // Remove sound: a silent copy that still plays.
  await openTool(app, "Remove sound");
  await pickVideo(app, 0);
  await (await runSays(app, "Remove sound · price not published")).click();
  assert.ok((await resultDuration(app, "Without sound")) > 8);

  // Remove background: 2 credits on the button, the transparent PNG over a checkerboard.
  await openTool(app, "Remove background");
  await pickTile(app, "image", 0);
  await (await runSays(app, "Remove background · 2 credits")).click();
  await app.wait(async () => app.executeScript(() => {
    const cut = document.querySelector(".tool-result .checkerboard img");
    const all = [...document.querySelectorAll(".tool-result img")];
    return cut != null && all.every((img) => img.complete && img.naturalWidth > 0);
  }), 30000, "the cut-out never showed over the checkerboard");
  await app.sleep(500);
  await screenshot(app, "tools-06-remove-background");

  // Shot prompt: text only, with copy and "use as prompt".
  await openTool(app, "Describe a shot");
  await pickTile(app, "image", 0);
  await (await runSays(app, "Write shot prompt · price not published")).click();
  const shot = await css(app, "[data-testid='shot-prompt']", 30000);
  assert.ok((await shot.getText()).trim().length > 20, "a shot prompt is shown");
  await screenshot(app, "tools-07-shot-prompt");

  // Edit video: a video and the edit in words; the bar says no price is published; Ctrl+Enter presses
  // the button (once); the job is followed here, then the edited video plays here.
  await openTool(app, "Edit video");
  await pickVideo(app, 0);
  const words = await css(app, "#edit-video-prompt");
  await words.sendKeys("warmer colours and a slow zoom in");
  await runSays(app, "Edit video · price not published");
  await findText(app, "The service publishes no price for editing a video: it may charge for it, and your balance will show what it took.", "p", 15000);
  await screenshot(app, "tools-08-edit-video-form");
  await words.sendKeys(Key.chord(Key.CONTROL, Key.ENTER));
  await css(app, "[data-testid='edit-video-job']", 15000);
  await screenshot(app, "tools-09-edit-video-running");
  assert.ok((await resultDuration(app, "Edited video")) > 0);
  await screenshot(app, "tools-10-edit-video-result");
  const edits = (await invoke(app, "jobs_list")).filter((j) => j.provider === "video-edit");
  assert.equal(edits.length, 1, "Ctrl+Enter sent the edit once");

  // Every saved video decodes cleanly; the muted one has no sound; the cut-out has an alpha channel.
  const mediaDir = path.join(data, "media");
  const files = readdirSync(mediaDir).filter((f) => f.endsWith(".mp4"));
  assert.ok(files.length >= 7, `2 sources + caption + trim + stitch + mute + edit: ${files}`);
  files.forEach((f) => ffmpegClean(path.join(mediaDir, f)));
  const streams = (f, sel) => spawnSync("ffprobe", ["-v", "error", "-select_streams", sel, "-show_entries", "stream=codec_type,pix_fmt",
    "-of", "csv=p=0", path.join(mediaDir, f)], { encoding: "utf8" }).stdout.trim();
  const jobs = await invoke(app, "jobs_list");
  const fileOf = (tool) => jobs.find((j) => j.provider === tool)?.media[0]?.url.split("/").pop();
  assert.equal(streams(fileOf("mute_video"), "a"), "", "the muted video has no audio stream");
  assert.match(streams(fileOf("remove_background"), "v"), /rgba|ya8|pal8/, "the cut-out is transparent");
  await app.quit();
});
