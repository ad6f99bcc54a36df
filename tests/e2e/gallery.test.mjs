// Issue 5 (Create image + Gallery), in the real window against the embedded sandbox: a saved character
// (astronaut.png through reference_prepare + characters_create), then 2 images from the structured form
// with several groups filled and that character as the face; both appear in the Gallery; the lightbox
// shows the provider and the face's name, and "Show in folder" asks for the picture's own file; "Open these
// settings" puts the values and the character back in Create image; deleting one moves it to the Trash,
// and Restore brings it back.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, replaceText, css, sleep, openNav, invoke, textMatches } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ASTRONAUT = path.resolve(here, "../../../shared/testdata/photos/astronaut.png");
const NAME = "Nova";
const PROVIDER = { slug: "grok-image", name: "Grok Image" };
// Leaves of four groups (ids are f-<path with dashes>, see ui/src/screens/CreateImage/fields.ts).
const LEAVES = {
  subject: { "subject.description": "an astronaut on a quiet beach", "subject.hair.color": "dark brown", "subject.expression": "calm smile" },
  photography: { "photography.shotType": "medium shot", "photography.angle": "eye level" },
  background: { "background.setting": "a beach at dawn", "background.lighting": "soft pink light" },
  accessories: { "accessories.eyewear": "mirrored visor" },
};

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const leafId = (p) => `#f-${p.replace(/\./g, "-")}`;

async function click(app, sel) {
  const el = await css(app, sel);
  await app.executeScript((e) => e.scrollIntoView({ block: "center" }), el);
  await el.click();
  return el;
}

const tileSel = (i) => `.gallery-grid .thumb[data-index="${i}"]`;
const tileLoaded = (app, i) =>
  app.executeScript((sel) => {
    const img = document.querySelector(`${sel} img`);
    return Boolean(img && img.complete && img.naturalWidth > 0);
  }, tileSel(i));

async function openLightbox(app, i) {
  await click(app, tileSel(i));
  await css(app, "dialog.lightbox[open] [data-testid='item-details']");
  return css(app, "dialog.lightbox[open]");
}

test("gallery: 2 images from the form with a saved face, both in the gallery, lightbox facts, recall, delete -> trash -> restore", async () => {
  const data = tempDataDir("gallery");
  // "Show in folder" writes what it would show here (no file manager runs under Xvfb).
  const shown = path.join(data, "shown.txt");
  const driver = await startDriver(data, { MEDIA_STUDIO_TEST_OPENED: shown });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // A saved character, through the commands the Characters screen calls.
  const prepared = await invoke(app, "reference_prepare", { path: ASTRONAUT });
  assert.ok(prepared.ok, JSON.stringify(prepared.error));
  const created = await invoke(app, "characters_create", { request: { name: NAME }, referenceToken: prepared.data.token });
  assert.ok(created.ok, JSON.stringify(created.error));
  const characterId = created.data.id;

  // Create image: the form with four groups filled, the character as the face, 2 images.
  await openNav(app, "Create image");
  await click(app, ".mode-option[data-mode='form']");
  await css(app, ".structured");
  for (const [group, leaves] of Object.entries(LEAVES)) {
    const head = await css(app, `.fgroup[data-group='${group}'] .fgroup-head button`);
    if ((await head.getAttribute("aria-expanded")) !== "true") await click(app, `.fgroup[data-group='${group}'] .fgroup-head button`);
    for (const [p, value] of Object.entries(leaves)) await replaceText(app, await css(app, leafId(p)), value);
  }
  await click(app, ".fgroup[data-group='composition'] .fgroup-head button");
  await click(app, ".pt-card[data-value='full_body']");
  // A group's summary is only visible while it is closed: read its text regardless.
  const summary = (g) => app.executeScript((g) => document.querySelector(`[data-testid='summary-${g}']`)?.textContent ?? "", g);
  await app.wait(async () => (await summary("background")).includes("a beach at dawn · soft pink light"), 10000, "the background summary");
  await app.wait(async () => (await summary("composition")).includes("Full body"), 10000, "the photo type is chosen");
  await (await findText(app, "Use a saved character", "label")).click();
  await click(app, `.face-card[data-id='${characterId}']`);
  await app.wait(async () => (await (await css(app, `.face-card[data-id='${characterId}']`)).getAttribute("class")).includes("selected"), 10000, "the face is chosen");
  await click(app, `.provider-card[data-slug='${PROVIDER.slug}']`);
  await click(app, "button[aria-label='One more image']");
  const generate = await css(app, "button.generate");
  await app.wait(async () => /^Generate 2 images — \d+ credits?$/.test((await generate.getText()).trim()) && (await generate.isEnabled()), 20000,
    "the button says what 2 images cost");
  // Only the screen's own area scrolls: the window's frame stays put (nothing escapes the shell).
  assert.deepEqual(await app.executeScript(() => [document.documentElement.scrollHeight, document.documentElement.scrollTop]), [800, 0],
    "the document itself does not scroll");
  await sleep(1000); // WebKitWebDriver's screenshot lags the page a little under load
  await screenshot(app, "gallery-00-create-form");
  await generate.click();
  await findText(app, "Your 2 images are ready", "*", 90000);
  if ((await app.findElements(By.css("#job-tray"))).length > 0) await app.actions().sendKeys("\uE00C").perform(); // closes the tray

  // The Gallery: both pictures, their thumbnails loaded.
  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^2 images, newest first/, 30000);
  await app.wait(async () => (await tileLoaded(app, 0)) && (await tileLoaded(app, 1)), 20000, "both thumbnails show");
  assert.equal((await app.findElements(By.css(".gallery-grid .thumb"))).length, 2);
  // The window shows pictures from the media server's port and no other loopback port: the content
  // security policy names that one port (src-tauri/src/csp.rs). A picture from the next port is refused.
  const policy = await app.executeAsyncScript((done) => {
    const own = new URL(document.querySelector(".gallery-grid .thumb img").src);
    const other = `http://127.0.0.1:${own.port === "65535" ? 1025 : Number(own.port) + 1}/x.png`;
    document.addEventListener("securitypolicyviolation", (e) => done({ own: own.origin, other, blocked: e.blockedURI, directive: e.violatedDirective }));
    setTimeout(() => done({ own: own.origin, other, blocked: null }), 10000);
    const img = new Image();
    img.src = other;
  });
  assert.equal(policy.blocked, policy.other, JSON.stringify(policy));
  assert.match(policy.directive, /^img-src/);
  await sleep(1000);
  await screenshot(app, "gallery-01-grid");

  // The lightbox: the picture, the provider, the face's character name, the form's values.
  const box = await openLightbox(app, 0);
  await app.wait(
    () => app.executeScript(() => { const i = document.querySelector("dialog.lightbox[open] img.lightbox-img"); return Boolean(i && i.complete && i.naturalWidth > 0); }),
    20000, "the large picture shows");
  assert.equal((await (await box.findElement(By.css("[data-testid='meta-provider']"))).getText()).trim(), PROVIDER.name);
  assert.equal((await (await box.findElement(By.css("[data-testid='meta-face']"))).getText()).trim(), NAME);
  // The service reports no charge for a picture: the estimate, and the balance's drop as a measurement.
  assert.match(
    await (await box.findElement(By.css("[data-testid='meta-cost']"))).getText(),
    /^Estimated \d+ credits? for the whole job; the balance went down \d+ credits? around the send$/,
  );
  const form = await (await box.findElement(By.css("[data-testid='meta-form']"))).getText();
  for (const v of ["an astronaut on a quiet beach", "a beach at dawn", "mirrored visor"]) assert.ok(form.includes(v), `the form settings show "${v}": ${form}`);
  // WebKitGTK paints a large picture a moment after it has decoded: let it settle for the screenshot.
  await app.executeAsyncScript((done) => document.querySelector("dialog.lightbox[open] img.lightbox-img").decode().then(() => done(), () => done()));
  await sleep(2000);
  await screenshot(app, "gallery-02-lightbox");

  // Show in folder: the file manager is asked to show the picture's own file in the library folder.
  await (await box.findElement(By.xpath(".//button[normalize-space(.)='Show in folder']"))).click();
  await app.wait(() => existsSync(shown), 10000, "Show in folder asked for a file");
  const folder = readFileSync(shown, "utf8");
  assert.match(folder, /^folder:/);
  const file = folder.slice("folder:".length);
  assert.ok(file.startsWith(data) && existsSync(file) && statSync(file).size > 0, `the library's own file: ${file}`);

  // Open these settings: Create image shows the values and the character chosen.
  await (await box.findElement(By.xpath(".//button[normalize-space(.)='Open these settings']"))).click();
  await css(app, ".recall-note");
  await textMatches(app, ".recall-note", /Filled in from a picture in the gallery \(Grok Image\)/);
  const description = await css(app, leafId("subject.description"));
  await app.wait(async () => (await description.getAttribute("value")) === LEAVES.subject["subject.description"], 10000, "the description is back");
  await click(app, ".fgroup[data-group='background'] .fgroup-head button").catch(() => undefined);
  const setting = await css(app, leafId("background.setting"));
  assert.equal(await setting.getAttribute("value"), LEAVES.background["background.setting"]);
  const face = await css(app, `.face-card[data-id='${characterId}']`);
  assert.match(await face.getAttribute("class"), /\bselected\b/, "the character is the face again");
  assert.match(await (await css(app, `.provider-card[data-slug='${PROVIDER.slug}']`)).getAttribute("class"), /\bselected\b/);
  await app.executeScript(() => document.querySelector(".screen-scroll")?.scrollTo(0, 0)); // the recall notice
  await sleep(1000);
  await screenshot(app, "gallery-03-recalled");

  // Delete one at the service: it leaves the grid and waits in the Trash; Restore brings it back.
  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^2 images/, 20000);
  const gone = await (await css(app, tileSel(0))).getAttribute("data-id");
  const box2 = await openLightbox(app, 0);
  await (await box2.findElement(By.xpath(".//button[normalize-space(.)='Delete…']"))).click();
  const confirm = await app.wait(until.elementLocated(By.xpath("//dialog[@open][.//h2[normalize-space(.)='Delete this image?']]")), 10000);
  await (await confirm.findElement(By.xpath(".//button[normalize-space(.)='Delete at the service']"))).click();
  await textMatches(app, ".gallery-count", /^1 image, newest first/, 20000);
  assert.notEqual(await (await css(app, tileSel(0))).getAttribute("data-id"), gone);

  await (await findText(app, "Trash", "button")).click();
  await findText(app, "Gallery · Trash", "h1");
  await textMatches(app, ".gallery-count", /^1 item in the Trash/);
  assert.equal(await (await css(app, tileSel(0))).getAttribute("data-id"), gone);
  await app.wait(async () => tileLoaded(app, 0), 10000, "the trashed picture shows");
  await sleep(1000);
  await screenshot(app, "gallery-04-trash");
  await click(app, ".gallery-grid li button.restore");
  await findText(app, "The Trash is empty", "h2");
  await (await findText(app, "Back to the gallery", "button")).click();
  await textMatches(app, ".gallery-count", /^2 images, newest first/);
  const ids = await app.executeScript(() => [...document.querySelectorAll(".gallery-grid .thumb")].map((t) => t.dataset.id));
  assert.ok(ids.includes(gone), "the restored picture is back in the gallery");
  await app.quit();
});
