// Issue 4: after a Service-mode session against the sandbox, no file under the app data dir, no log line
// and nothing the web view can see contains the API key.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, startSandbox, replaceText } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cleanups = [];
after(() => cleanups.forEach((f) => f()));

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

test("the API key never reaches a file, a log or the web view", async () => {
  const sandbox = await startSandbox(root);
  cleanups.push(sandbox.stop);
  const res = await fetch(`${sandbox.baseUrl}/__sandbox/accounts`, {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ tier: "pro", credits: 100 }),
  });
  const { apiKey } = await res.json();
  assert.match(apiKey, /^sl_/);

  const data = tempDataDir("service");
  const driver = await startDriver(data);
  cleanups.push(driver.stop);
  const app = await openApp(driver);
  await (await findText(app, "Use my account", "button", 30000)).click();
  const url = await app.wait(until.elementLocated(By.xpath("//label[normalize-space(.)='Service address']/following::input[1]")), 15000);
  await replaceText(app, url, sandbox.baseUrl);
  const key = await app.findElement(By.xpath("//label[normalize-space(.)='API key']/following::input[1]"));
  await key.sendKeys(apiKey);
  await (await findText(app, "Save and connect", "button")).click();
  await findText(app, "100 credits", "*", 30000);

  // Spend something so the tracker, the DB and the media cache all see use.
  await (await app.wait(until.elementLocated(By.xpath("//nav[@aria-label='Main']//a[normalize-space(.)='Create image']")), 15000)).click();
  const box = await app.wait(until.elementLocated(By.css("textarea")), 15000);
  await box.sendKeys("A quiet harbour at dawn");
  const button = await app.findElement(By.css("button.generate"));
  await app.wait(async () => await button.isEnabled(), 15000);
  await button.click();
  await findText(app, "ready", "*", 60000);
  await screenshot(app, "04-service-mode");

  const visible = await app.executeScript(() => JSON.stringify({
    html: document.documentElement.outerHTML,
    local: { ...localStorage }, session: { ...sessionStorage }, title: document.title, url: location.href,
  }));
  assert.ok(!visible.includes(apiKey), "the key is visible to the web view");
  assert.ok(!visible.includes(apiKey.slice(0, 20)), "a long part of the key is visible to the web view");
  await app.quit();
  driver.stop();

  const files = filesUnder(data);
  assert.ok(files.length > 0, "the app wrote its data dir");
  for (const f of files) {
    assert.ok(!readFileSync(f).includes(Buffer.from(apiKey)), `the key is in ${f}`);
  }
  assert.ok(!driver.stderr().includes(apiKey), "the key is in the app's log");
  assert.ok(!sandbox.log().includes(apiKey), "the key is in the sandbox's log");
});
