// Issue 13 (the library), in the real window against the embedded sandbox, by visible text: three
// pictures from two prompts; the search box finds the two of one prompt and the "All" chip counts them;
// Ctrl+click and Shift+click select both; the bulk delete asks first, counting what the service deletes;
// "Keep them" deletes nothing; Export… writes both files (with their metadata) into the folder; then
// "Remove from this computer" moves both to the Trash and the service never hears of it (no DELETE).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import os from "node:os";
import path from "node:path";
import { mkdtempSync, readdirSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { By, Key, call, css, findText, openApp, openNav, replaceText, sandboxControl, screenshot, sleep, startDriver, tempDataDir, textMatches } from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const tile = (app, i) => css(app, `.gallery-grid .thumb[data-index="${i}"]`);

async function make(app, prompt, n) {
  const [job] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "gpt-image-2",
      request: { formData: {}, simplePrompt: prompt, numImages: n },
      reference: null,
    },
  });
  await app.wait(async () => (await call(app, "jobs_list")).some((j) => j.id === job.id && j.status === "completed"), 90000, `${prompt} done`);
}

test("library: search, Ctrl/Shift select, the bulk delete's counts, export to a folder", async () => {
  const out = mkdtempSync(path.join(os.tmpdir(), "media-studio-e2e-export-"));
  const driver = await startDriver(tempDataDir("library"), { MEDIA_STUDIO_TEST_PICK_FOLDER: out, MEDIA_STUDIO_SANDBOX_CONTROL: "1" });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  await make(app, "a lighthouse at dusk", 2);
  await make(app, "a red fox in snow", 1);

  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^3 images, newest first/, 30000);
  await replaceText(app, await css(app, "input[aria-label='Search prompts and tags']"), "LIGHTHOUSE");
  await textMatches(app, ".gallery-count", /^2 images, newest first/);
  await textMatches(app, "[aria-label='Kind'] .chip[aria-pressed='true']", /^All 2$/);

  const ctrl = process.platform === "darwin" ? Key.COMMAND : Key.CONTROL;
  await app.actions().keyDown(ctrl).click(await tile(app, 0)).keyUp(ctrl).perform();
  await textMatches(app, "[role='toolbar'][aria-label='Selected items']", /^1 selected/);
  await app.actions().keyDown(Key.SHIFT).click(await tile(app, 1)).keyUp(Key.SHIFT).perform();
  await textMatches(app, "[role='toolbar'][aria-label='Selected items']", /^2 selected/);
  assert.equal((await app.findElements(By.css("dialog.lightbox[open]"))).length, 0, "selecting opens nothing");

  await (await findText(app, "Delete…", "button")).click();
  const dialog = await findText(app, "Delete 2 items?", "h2");
  const words = await (await app.findElement(By.id("bulk-delete-text"))).getText();
  assert.match(words, /^Remove from this computer: the items go to the Trash here, and the service keeps its copies/);
  assert.match(words, /2 images are deleted at the service for good/);
  assert.match(words, /copies on this computer go to the Trash/);
  await sleep(800);
  await screenshot(app, "library-00-bulk-delete");
  assert.ok(dialog);
  await (await findText(app, "Keep them", "button")).click();
  await textMatches(app, ".gallery-count", /^2 images/);

  await (await findText(app, "Export…", "button")).click();
  await findText(app, "2 files exported to", "*", 30000);
  const files = readdirSync(out).sort();
  assert.equal(files.filter((f) => f.endsWith(".png")).length, 2, files.join(", "));
  await sleep(500);
  await screenshot(app, "library-01-exported");

  // Removed from this computer only: both go to the Trash, and the service is never asked.
  const base = (await call(app, "connection_status")).baseUrl;
  const deletes = async () => (await sandboxControl(base, "/__sandbox/requests")).requests.filter((r) => r.method === "DELETE").length;
  const before = await deletes();
  await (await findText(app, "Delete…", "button")).click();
  await findText(app, "Delete 2 items?", "h2");
  await (await findText(app, "Remove from this computer", "button")).click();
  await findText(app, "2 items moved to the Trash on this computer (the service keeps their copies).", "*", 30000);
  assert.equal((await call(app, "gallery_list", { query: { limit: 10, offset: 0 } })).total, 1, "the fox stays");
  assert.equal(await deletes(), before, "the service heard no delete");
  const listed = await call(app, "gallery_list", { query: { trash: true, limit: 10, offset: 0 } });
  assert.equal(listed.total, 2, "both in the Trash");
  assert.ok(listed.items.every((m) => m.remoteId && !m.serviceGone), "their service copies untouched");
  await sleep(500);
  await screenshot(app, "library-02-removed-here");
});
