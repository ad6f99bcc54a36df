// Issue 4, in the real window: first run -> Sandbox -> generate 2 images -> both in the gallery and on
// Home, where a recent one opens in the lightbox;
// SIGKILL while a job runs, start again -> the result lands.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { By, until, session as open, screenshot, killAppAndWait, tempDataDir, findText, replaceText, css, openNav, webProcesses } from "./lib.mjs";

const drivers = [];
const session = (dataDir, env = {}) => open(dataDir, env, drivers);
after(() => drivers.forEach((d) => d.stop()));


async function chooseSandbox(app) {
  const start = await findText(app, "Try the Sandbox", "button", 30000);
  await start.click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
}

async function generate(app, prompt, count) {
  await openNav(app, "Create image");
  const box = await app.wait(until.elementLocated(By.css("textarea, input[aria-label='Describe your image']")), 15000);
  await replaceText(app, box, prompt);
  const num = await app.findElement(By.xpath("//label[normalize-space(.)='Number of images']/following::input[1]"));
  await replaceText(app, num, count);
  const button = await css(app, "button.generate");
  const label = count === 1 ? "Generate 1 image" : `Generate ${count} images`;
  await app.wait(async () => (await button.getText()).includes(label) && (await button.isEnabled()), 15000,
    `the generate button never said "${label}"`);
  await button.click();
}

async function loadedThumbs(app) {
  return app.executeScript(() => [...document.querySelectorAll(".gallery-grid .thumb img")]
    .filter((img) => img.complete && img.naturalWidth > 0).length);
}

test("first run: Sandbox, generate 2 images, both appear in the gallery", async () => {
  const data = tempDataDir("first-run");
  const { app } = await session(data);
  await chooseSandbox(app);
  await screenshot(app, "01-sandbox-home");
  await generate(app, "A red fox in fresh snow", 2);
  await findText(app, "Your 2 images are ready", "*", 60000);
  // The page's script ran without JavaScriptCore's JIT (src-tauri/src/webview_render.rs). With the JIT on,
  // the web process reserves its JIT's code pool at start: one anonymous executable mapping of 1 GB here
  // (Mesa's and libffi's own executable pages are a few kB to 10 MB).
  const web = webProcesses(data);
  assert.ok(web.length > 0, "the app's web process was found");
  for (const pid of web) {
    const pools = readFileSync(`/proc/${pid}/maps`, "latin1").split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([range, perms, , , , file]) => range && perms.includes("x") && !file)
      .filter(([range]) => { const [a, b] = range.split("-").map((h) => BigInt(`0x${h}`)); return b - a >= 64n << 20n; });
    assert.deepEqual(pools, [], `web process ${pid}: a JIT code pool`);
  }
  await openNav(app, "Gallery");
  await app.wait(async () => (await loadedThumbs(app)) === 2, 30000, "two loaded thumbnails in the gallery");
  const file = await screenshot(app, "02-gallery-two-images");
  assert.ok(file.endsWith(".png"));
  // Home lists them as recent work; the second tile opens that picture in the lightbox.
  await openNav(app, "Home");
  await app.wait(async () => (await app.findElements(By.css(".thumb-strip .thumb img"))).length === 2, 15000,
    "two recent images on Home");
  await (await app.findElements(By.css(".thumb-strip .thumb")))[1].click();
  const title = await css(app, "dialog.lightbox[open] #lightbox-title", 15000);
  await app.wait(async () => /2 of 2/.test(await title.getText()), 15000, "the lightbox shows picture 2 of 2");
  await app.wait(
    () => app.executeScript(() => { const i = document.querySelector("dialog.lightbox[open] img.lightbox-img"); return Boolean(i && i.complete && i.naturalWidth > 0); }),
    15000, "the picture shows in the lightbox");
  await app.executeAsyncScript((done) => document.querySelector("dialog.lightbox[open] img.lightbox-img").decode().then(() => done(), () => done()));
  // It stays open (a gallery refresh behind it must not close it); WebKitGTK paints a moment later.
  await new Promise((r) => setTimeout(r, 1500));
  assert.equal((await app.findElements(By.css("dialog.lightbox[open]"))).length, 1, "the lightbox is still open");
  await screenshot(app, "02b-home-recent-opened");
  await app.quit();
});

test("a job survives SIGKILL of the app and lands after a restart", async () => {
  const data = tempDataDir("sigkill");
  const env = { MEDIA_STUDIO_SANDBOX_JOB_SECONDS: "12" };
  const first = await session(data, env);
  await chooseSandbox(first.app);
  await generate(first.app, "A lighthouse in a storm", 1);
  await css(first.app, "[data-testid='job']", 15000).catch(async () => {
    await (await css(first.app, ".tray-button")).click();
    await css(first.app, "[data-testid='job']");
  });
  assert.ok((await killAppAndWait(data)) > 0, "the app process was found and killed");
  first.driver.stop(); // no quit: see killAndRestart (lib.mjs)

  const second = await session(data, env);
  await findText(second.app, "Sandbox — results are simulated", "*", 30000);
  await openNav(second.app, "Gallery");
  await second.app.wait(async () => (await loadedThumbs(second.app)) === 1, 60000,
    "the image of the job started before the kill is in the gallery");
  await screenshot(second.app, "03-after-sigkill");
  await second.app.quit();
});
