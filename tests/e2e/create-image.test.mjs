// Issue 5, in the real window: the structured form with a photo type, compare two providers side by
// side (each picture lands in its tile), and a preset saved and listed.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, replaceText, css } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const click = async (app, sel) => {
  const el = await css(app, sel);
  await app.executeScript((e) => e.scrollIntoView({ block: "center" }), el);
  await el.click();
  return el;
};

test("create image: the form with a photo type, compared on two providers, saved as a preset", async () => {
  const driver = await startDriver(tempDataDir("create-image"));
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  await (await app.wait(until.elementLocated(By.xpath("//nav[@aria-label='Main']//a[normalize-space(.)='Create image']")), 15000)).click();

  await click(app, ".mode-option[data-mode='form']");
  await replaceText(app, await css(app, "#f-subject-description"), "A red fox in fresh snow");
  await click(app, ".fgroup[data-group='composition'] .fgroup-head button");
  await click(app, ".pt-card[data-value='full_body']");
  const summary = () => app.executeScript(() => document.querySelector("[data-testid='summary-composition']")?.textContent ?? "");
  await app.wait(async () => (await summary()).includes("Full body"), 10000, "the photo type is chosen");
  await screenshot(app, "39-create-form-photo-type");

  await click(app, ".compare-toggle input");
  await click(app, ".provider-card[data-slug='grok-image']");
  const button = await css(app, "button.generate");
  await app.wait(async () => /Compare on 2 providers — \d+ credits?/.test(await button.getText()) && (await button.isEnabled()), 20000,
    "the button says what comparing on two providers costs");
  await screenshot(app, "40-create-compare-ready");
  await button.click();

  const pictures = () => app.executeScript(() => [...document.querySelectorAll(".cmp-pics img")].filter((i) => i.complete && i.naturalWidth > 0).length);
  await app.wait(async () => (await pictures()) === 2, 90000, "both providers' pictures land in their tiles");
  const names = await app.executeScript(() => [...document.querySelectorAll("[data-testid='compare-tile'] .cmp-name")].map((e) => e.textContent));
  assert.deepEqual(names, ["Gemini", "Grok Image"]);
  await screenshot(app, "41-create-compare-done");

  await click(app, "[aria-controls='presets-create-image-menu']");
  await replaceText(app, await css(app, "#presets-create-image-name"), "Snow fox");
  await click(app, ".preset-save button[type='submit']");
  await findText(app, "Preset: Snow fox", "*", 15000).catch(async () => {
    const t = await (await css(app, "[data-testid='preset-loaded']")).getText();
    assert.match(t, /Snow fox/);
  });
  await css(app, "button[aria-label='Load Snow fox']");
  await app.quit();
});
