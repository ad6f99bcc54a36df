// Issue 27: the app against the service as its spec documents it (the standalone sandbox on its strict
// profile: exactly the documented fields, no video poll, a hook type the spec's table does not list).
// Work made straight at the service comes into the Gallery as made elsewhere, undated, never dated today
// as made; a slideshow in a format the app has never seen shows no invented slide count, is priced
// "up to", and arrives; the service check finds nothing to report; no screen reads undefined, NaN,
// Invalid Date or null.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, startSandbox, replaceText, css, openNav, textMatches, sleep } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cleanups = [];
after(() => cleanups.forEach((f) => f()));

async function api(sandbox, key, method, p, body) {
  const r = await fetch(`${sandbox.baseUrl}${p}`, {
    method,
    headers: { "content-type": "application/json", "x-api-key": key },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  assert.ok(r.ok, `${method} ${p}: ${r.status} ${text}`);
  return JSON.parse(text);
}

async function noBrokenWords(app, where) {
  const text = await app.executeScript(() => document.body.innerText);
  for (const bad of ["undefined", "NaN", "Invalid Date", "null"]) {
    assert.ok(!new RegExp(`\\b${bad}\\b`).test(text), `${where} reads "${bad}": ${text.slice(0, 400)}`);
  }
}

test("the documented service: work made elsewhere comes in undated; a new story format arrives; nothing to report", async () => {
  const sandbox = await startSandbox(root);
  cleanups.push(sandbox.stop);
  const { apiKey } = await api(sandbox, "", "POST", "/__sandbox/accounts", { tier: "studio", credits: 100 });

  // A picture made straight at the service (the web app, another computer): only its id and address
  // are listed, as the spec documents.
  const made = await api(sandbox, apiKey, "POST", "/api/generate/grok-image", {
    formData: {},
    simplePrompt: "a lighthouse made on another computer",
  });
  let poll = {};
  for (let i = 0; i < 300 && typeof poll.imageUrl !== "string"; i++) {
    await sleep(100);
    poll = await api(sandbox, apiKey, "GET", `/api/generate/image/${made.jobId}`);
  }
  assert.equal(typeof poll.imageUrl, "string", JSON.stringify(poll));
  assert.equal(poll.status, undefined, "the strict sandbox sends no status in the poll");

  const data = tempDataDir("documented-service");
  const driver = await startDriver(data);
  cleanups.push(driver.stop);
  const app = await openApp(driver);
  await (await findText(app, "Use my account", "button", 30000)).click();
  const url = await app.wait(until.elementLocated(By.xpath("//label[normalize-space(.)='Service address']/following::input[1]")), 15000);
  await replaceText(app, url, sandbox.baseUrl);
  await (await app.findElement(By.xpath("//label[normalize-space(.)='API key']/following::input[1]"))).sendKeys(apiKey);
  await (await findText(app, "Save and connect", "button")).click();
  await findText(app, "99 credits", "*", 30000); // 100, less the picture made straight at the service

  // The Gallery brings it in as made elsewhere: undated, first seen here (never "made today").
  await openNav(app, "Gallery");
  const tile = await css(app, '.gallery-grid .thumb[data-index="0"]', 40000);
  await tile.click();
  const created = await css(app, "dialog.lightbox[open] [data-testid='meta-created']", 20000);
  assert.match(await created.getText(), /^Date unknown · first seen here /);
  const box = await css(app, "dialog.lightbox[open]");
  assert.match(await box.getText(), /Made outside Media Studio/);
  await sleep(300);
  await screenshot(app, "documented-01-made-elsewhere");
  await noBrokenWords(app, "the lightbox");
  await app.actions().sendKeys("\uE00C").perform();

  // A story format the spec's table does not list: no invented count, "up to" its price, and it arrives.
  await openNav(app, "Slideshows");
  const hook = await css(app, ".ss-hook[data-slug='myth-buster']", 30000);
  assert.doesNotMatch(await hook.getText(), /\d+ slides/, "no invented slide count on the card");
  await replaceText(app, await css(app, "#ss-topic"), "Five sleep myths");
  await hook.click();
  assert.equal(await (await css(app, "#ss-count")).getAttribute("value"), "", "no count filled in");
  await textMatches(app, "[data-testid=ss-cost]", /up to 6 credits/i, 20000);
  await screenshot(app, "documented-02-new-format");
  await noBrokenWords(app, "the slideshow form");
  await (await css(app, "button.generate")).click();
  await css(app, "[data-testid=carousel]", 90000);
  const captions = await app.findElements(By.css(".ss-caption"));
  assert.ok(captions.length >= 1, "the slideshow arrived with its slides");
  await sleep(300);
  await screenshot(app, "documented-03-new-format-arrived");

  // The service check, run after connecting: the documented service has nothing to report.
  await openNav(app, "Settings");
  await findText(app, "The service's answers match its documentation.", "*", 30000);
  await screenshot(app, "documented-04-service-check");
  await noBrokenWords(app, "Settings");

  // Every other screen, as the documented service fills it: no broken words either.
  for (const name of ["Home", "Characters", "Video", "Tools", "Music", "Recipes", "Create image"]) {
    await openNav(app, name);
    await textMatches(app, "h1.screen-title", new RegExp(`^${name === "Home" ? "" : name}`), 20000);
    // Once what the screen asks the core for has come (nothing left saying it is loading).
    await app.wait(
      async () => app.executeScript(() => !/Loading|Checking/.test(document.querySelector("main")?.innerText ?? "")),
      20000,
      `${name} loaded`,
    );
    await noBrokenWords(app, name);
  }
  await screenshot(app, "documented-05-create-image");
  await app.quit();
});
