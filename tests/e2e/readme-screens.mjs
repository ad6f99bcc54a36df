// The pictures of the README (docs/screenshots/*.png), taken from the real app window against the
// embedded Sandbox. Not a test (not named *.test.mjs, so the window test run leaves it out):
// scripts/readme-screenshots.sh runs it through tests/e2e/run.sh (Xvfb 1280x800, private D-Bus and keyring).
// Each picture waits for the images on screen to be loaded, closes toasts and the jobs tray, and lets
// animations end (400 ms) before it is taken.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { By, until, startDriver, openApp, tempDataDir, findText, css, openNav, invoke, replaceText, sleep } from "./lib.mjs";
import { nativeDrop } from "./drop.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = process.env.README_SCREENSHOTS_DIR ?? path.resolve(here, "../../docs/screenshots");
const ASTRONAUT = path.resolve(here, "../../../shared/testdata/photos/astronaut.png");

const drivers = [];
const dataDirs = [];
after(() => {
  drivers.forEach((d) => d.stop());
  dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Every <img> on screen (in the viewport) has loaded and decoded. */
async function imagesLoaded(app, ms = 30000) {
  await app.wait(
    () =>
      app.executeScript(() =>
        [...document.images]
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    ms,
    "the pictures on screen never finished loading",
  );
  await app.executeAsyncScript((done) => Promise.all([...document.images].map((i) => i.decode().catch(() => {}))).then(() => done()));
}

/** Closes what floats over a screen: toasts and the jobs tray (it opens by itself when a job starts). */
async function closeFloating(app) {
  for (const b of await app.findElements(By.css(".toasts button[aria-label='Dismiss']"))) {
    try { await b.click(); } catch { /* already gone */ }
  }
  if ((await app.findElements(By.css("#job-tray"))).length) await app.actions().sendKeys("\uE00C").perform();
  await app.wait(async () => (await app.findElements(By.css(".toast, #job-tray"))).length === 0, 10000, "toasts and tray closed");
}

/** Scrolls every scrolling area of the screen back to its top. */
async function toTop(app) {
  await app.executeScript(() => document.querySelectorAll("main, .screen-scroll").forEach((el) => el.scrollTo(0, 0)));
}

/** Nothing on screen is still loading: no spinner, no "Loading…" text. */
async function settled(app, ms = 30000) {
  await app.wait(
    () =>
      app.executeScript(() => {
        const busy = [...document.querySelectorAll(".spinner, [aria-busy='true']")].some((el) => el.getClientRects().length > 0);
        return !busy && !/Loading|Starting Media Studio/.test(document.body.innerText);
      }),
    ms,
    "the screen never finished loading",
  );
}

async function shot(app, name) {
  await closeFloating(app);
  await settled(app);
  await imagesLoaded(app);
  await app.executeScript(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await sleep(400);
  const file = path.join(OUT, `${name}.png`);
  writeFileSync(file, Buffer.from(await app.takeScreenshot(), "base64"));
  console.log(`wrote ${file}`);
}

async function buttonSays(app, selector, pattern, ms = 20000) {
  const button = await css(app, selector);
  await app.wait(async () => pattern.test((await button.getText()).trim()) && (await button.isEnabled()), ms,
    `${selector} never said ${pattern}`);
  return button;
}

/** Pictures made through the app's own command (the one Create image's button calls). */
async function generate(app, prompt, numImages, reference = null) {
  const r = await invoke(app, "spend", {
    intent: randomUUID(),
    request: { kind: "image", provider: "grok-image", request: { formData: {}, simplePrompt: prompt, numImages }, reference },
  });
  assert.ok(r.ok, JSON.stringify(r.error));
}

async function waitLibrary(app, n, ms = 90000) {
  await app.wait(async () => {
    const r = await invoke(app, "library_list", { kind: "image", limit: 100, offset: 0 });
    return r.ok && r.data.length >= n;
  }, ms, `${n} pictures in the library`);
}

test("README screenshots", async () => {
  mkdirSync(OUT, { recursive: true });
  const data = tempDataDir("readme");
  dataDirs.push(data);
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);

  // 1. First run: the choice between the Sandbox and an account.
  const sandbox = await findText(app, "Try the Sandbox", "button", 30000);
  await shot(app, "01-welcome");
  await sandbox.click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // A character from the real astronaut photo, dropped on the window as a person does.
  await openNav(app, "Characters");
  await (await findText(app, "Create your first character", "button", 20000)).click();
  await css(app, "[data-testid='drop-zone']");
  await nativeDrop(ASTRONAUT);
  await findText(app, "astronaut.png", "strong", 20000);
  await (await css(app, "#new-name")).sendKeys("Astro");
  await (await findText(app, "Details (optional)", "summary")).click();
  for (const [field, value] of [["description", "A calm astronaut with kind eyes"], ["age", "40s"],
    ["expression", "warm smile"], ["hairColor", "light brown"], ["hairStyle", "short and wavy"],
    ["topType", "flight suit"], ["topColor", "orange"]]) {
    await replaceText(app, await css(app, `#new-${field}`), value);
  }
  await (await findText(app, "Save character", "button")).click();
  await css(app, "#char-detail-title", 30000);
  const list = await invoke(app, "characters_list", { limit: null, offset: null });
  assert.ok(list.ok, JSON.stringify(list.error));
  const astro = list.data.characters.find((c) => c.name === "Astro");

  // Work to show: pictures with the character's face and without.
  await generate(app, "Astro floating above the Earth at sunrise", 2, { characterId: astro.id, token: null });
  await generate(app, "A red fox in fresh snow", 1);
  await generate(app, "A lighthouse on a cliff at dusk", 1);
  await waitLibrary(app, 4);
  await app.wait(async () => {
    const r = await invoke(app, "jobs_list");
    return r.ok && r.data.every((j) => j.status === "completed");
  }, 60000, "every job finished");

  // 2. Home in the Sandbox, with recent work.
  await openNav(app, "Home");
  await app.wait(async () => (await app.findElements(By.css(".thumb-strip .thumb img"))).length >= 4, 20000, "recent work on Home");
  await shot(app, "02-home");

  // 3. Create image: a prompt typed, the cost on the button before anything is spent.
  await openNav(app, "Create image");
  const box = await app.wait(until.elementLocated(By.css("textarea")), 15000);
  await replaceText(app, box, "A cozy coffee shop on a rainy evening, warm light, film photo");
  const num = await app.findElement(By.xpath("//label[normalize-space(.)='Number of images']/following::input[1]"));
  await replaceText(app, num, 2);
  await buttonSays(app, "button.generate", /^Generate 2 images — \d+ credits$/);
  await css(app, "[data-testid='cost-breakdown']");
  await toTop(app);
  await shot(app, "03-create-image");

  // 4. The gallery with the pictures made.
  await openNav(app, "Gallery");
  await app.wait(async () => (await app.findElements(By.css(".gallery-grid .thumb img"))).length >= 4, 30000, "pictures in the gallery");
  await shot(app, "04-gallery");

  // 5. The character's page (its face and details; the pictures made with it are listed below the fold).
  await openNav(app, "Characters");
  await (await css(app, "button[aria-label='Open Astro']")).click();
  await css(app, "#char-detail-title", 20000);
  await app.wait(async () => (await app.findElements(By.css(".char-media img.char-thumb"))).length === 2, 20000, "2 pictures on the character's page");
  await toTop(app);
  await shot(app, "05-character");

  // 6. Video: a picture chosen, the words for the motion, the cost.
  await openNav(app, "Video");
  await (await css(app, ".source-card[title='A red fox in fresh snow']")).click();
  await replaceText(app, await css(app, "#prompt"), "the fox shakes the snow off and looks at the camera");
  await buttonSays(app, "button.generate", /^Make video — \d+ credits$/);
  await toTop(app);
  await shot(app, "06-video");

  // 7. Settings: the Sandbox and the way to a real account.
  await openNav(app, "Settings");
  await (await findText(app, "Use my account", "button", 15000)).click();
  await findText(app, "Connect your account", "h3", 15000);
  await shot(app, "07-settings");

  // 8. Recipes: the starter with the character and a topic, its cost step by step before Start.
  await openNav(app, "Recipes");
  await (await css(app, `.ss-char[data-id='${astro.id}']`, 20000)).click();
  await replaceText(app, await css(app, "#recipe-topic"), "a walk on the Moon");
  await buttonSays(app, ".recipe-start button[type='submit']", /^Start recipe — \d+ credits$/);
  await css(app, ".recipe-forecast tfoot");
  await app.executeScript(() => document.querySelector(".recipe-start")?.scrollIntoView({ block: "start" }));
  await shot(app, "08-recipes");

  console.log(`data folder ${data}: ${readdirSync(data).sort().join(", ")}`);
  await app.quit();
});
