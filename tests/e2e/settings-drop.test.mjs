// Issue 42 item 3, in the real window against the embedded sandbox: a picture made with a saved face is
// exported (media_save, its settings in the PNG); a real native drop (a GTK drag source + xdotool) of that
// PNG onto the window offers "Open these settings", naming the maker and the character, and fills Create
// image exactly as "Open these settings" on the same picture in the Gallery fills it. A PNG from elsewhere
// (the shared astronaut photo) dropped the same way says "No settings in astronaut.png". Opening spends
// nothing (the balance is the same).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { By, call, css, findText, invoke, openApp, openNav, screenshot, sleep, startDriver, tempDataDir, TESTDATA, textMatches } from "./lib.mjs";
import { nativeDrop } from "./drop.mjs";

const ASTRONAUT = path.join(TESTDATA, "photos/astronaut.png");
const PROMPT = "a paper boat on a lake at dawn";
const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

async function click(app, sel) {
  const el = await css(app, sel);
  await app.executeScript((e) => e.scrollIntoView({ block: "center" }), el);
  await el.click();
  return el;
}

/** Create image's form as the person sees it: prompt, number of images, maker, face. */
const formState = (app) =>
  app.executeScript(() => ({
    prompt: document.querySelector("#prompt")?.value ?? null,
    numImages: document.querySelector("#numImages")?.value ?? null,
    provider: document.querySelector(".provider-card.selected")?.dataset.slug ?? null,
    face: document.querySelector(".face-card.selected")?.dataset.id ?? null,
  }));

const offer = (app) => css(app, "dialog[open] [data-testid='file-settings']", 30000);

test("settings drop: an exported PNG dropped on the window fills Create image as 'Open these settings' does", async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), "ms-e2e-settings-drop-"));
  const driver = await startDriver(tempDataDir("settings-drop"), { MEDIA_STUDIO_TEST_SAVE_DIR: out });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  // A saved character, and 2 pictures with its face, through the commands the screens call.
  const prepared = await call(app, "reference_prepare", { path: ASTRONAUT });
  const astro = await call(app, "characters_create", { request: { name: "Astro" }, referenceToken: prepared.token });
  const [job] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "gpt-image-2",
      request: { formData: {}, simplePrompt: PROMPT, numImages: 2 },
      reference: { characterId: astro.id, token: null },
    },
  });
  await app.wait(async () => (await call(app, "jobs_list")).some((j) => j.id === job.id && j.status === "completed"), 90000, "job done");
  await findText(app, "Your 2 images are ready", "*", 30000);
  if ((await app.findElements(By.css("#job-tray"))).length > 0) await app.actions().sendKeys("\uE00C").perform();

  // Exported: the first picture saved as a PNG with its settings inside.
  const page = await call(app, "gallery_list", { query: { kind: null, characterId: null, unassigned: false, trash: false, offset: 0, limit: 10 } });
  const saved = await call(app, "media_save", { id: page.items[0].id });
  assert.equal(saved.metadata, "png-text");
  const exported = saved.path;

  // What "Open these settings" on that picture in the Gallery fills.
  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^2 images/, 30000);
  await click(app, `.gallery-grid .thumb[data-id='${page.items[0].id}']`);
  const box = await css(app, "dialog.lightbox[open]");
  await (await box.findElement(By.xpath(".//button[normalize-space(.)='Open these settings']"))).click();
  await textMatches(app, ".recall-note", /Filled in from a picture in the gallery/, 20000);
  await app.wait(async () => (await formState(app)).face === astro.id, 20000, "the face is chosen");
  const viaResult = await formState(app);
  assert.deepEqual(viaResult, { prompt: PROMPT, numImages: "2", provider: "gpt-image-2", face: astro.id });

  // The person changes everything, goes Home, and drops a PNG from elsewhere: it has no settings.
  await click(app, ".recall-note button");
  await app.executeScript(() => {
    const t = document.querySelector("#prompt");
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set.call(t, "something else entirely");
    t.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await (await findText(app, "No particular face", "label")).click();
  await click(app, ".provider-card[data-slug='grok-image']");
  await app.wait(async () => {
    const s = await formState(app);
    return s.prompt === "something else entirely" && s.face === null && s.provider === "grok-image";
  }, 10000, "the form was changed");
  await openNav(app, "Home");
  const credits = (await call(app, "credits_get", { includeRecent: false })).credits;

  await nativeDrop(ASTRONAUT);
  let dialog = await offer(app);
  await textMatches(app, "dialog[open] #file-settings-title", /^No settings in astronaut\.png$/, 20000);
  assert.match(await (await css(app, "[data-testid='file-settings-missing']")).getText(), /^There are no settings in this file/);
  await sleep(600);
  await screenshot(app, "settings-drop-01-none");
  await (await dialog.findElement(By.xpath(".//button[normalize-space(.)='Close']"))).click();
  await app.wait(async () => (await app.findElements(By.css("dialog[open]"))).length === 0, 10000, "closed");

  // The exported PNG, by a real drop: the offer names the maker and the character.
  await nativeDrop(exported);
  dialog = await offer(app);
  await textMatches(app, "dialog[open] #file-settings-title", new RegExp(`^${path.basename(exported).replace(/[.()]/g, "\\$&")} carries the settings`), 20000);
  const facts = await dialog.getText();
  assert.match(facts, /Made by GPT Image 2\./);
  assert.match(facts, /Character: Astro\./);
  await sleep(600);
  await screenshot(app, "settings-drop-02-offer");
  await (await dialog.findElement(By.xpath(".//button[normalize-space(.)='Open these settings']"))).click();
  await textMatches(app, ".recall-note", /Filled in from the file /, 20000);
  await app.wait(async () => (await formState(app)).face === astro.id, 20000, "the face is chosen again");
  assert.deepEqual(await formState(app), viaResult, "filled as 'Open these settings' fills it");
  await app.executeScript(() => document.querySelector(".screen-scroll")?.scrollTo(0, 0));
  await sleep(800);
  await screenshot(app, "settings-drop-03-filled");
  assert.equal((await call(app, "credits_get", { includeRecent: false })).credits, credits, "nothing spent");
  // The page can't read a file no drop brought.
  const named = await invoke(app, "settings_from_file", { path: "/etc/hostname" });
  assert.equal(named.ok, false);
  await app.quit();
});
