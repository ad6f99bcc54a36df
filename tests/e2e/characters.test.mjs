// Issue 5 (Characters), in the real window against the embedded sandbox: a real native drop of
// ../shared/testdata/photos/astronaut.png (a GTK drag source + xdotool) creates a character; every
// PngSuite x* file and a zero-byte file are refused with a message (a few by real drops, all of them
// through reference_prepare, the command the drop handler calls); 2 images made with that face belong
// to it; deleting says what goes and shows the counts the service returned.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { By, until, startDriver, openApp, screenshot, tempDataDir, findText, css, sleep, openNav, invoke } from "./lib.mjs";
import { nativeDrop } from "./drop.mjs";
import { randomUUID } from "node:crypto";

const here = path.dirname(fileURLToPath(import.meta.url));
const testdata = path.resolve(here, "../../../shared/testdata");
const ASTRONAUT = path.join(testdata, "photos/astronaut.png");
const PNGSUITE = path.join(testdata, "pngsuite");
const X_FILES = readdirSync(PNGSUITE).filter((f) => f.startsWith("x"));
const DAMAGED = "This image is damaged and can't be opened.";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

async function fieldError(app) {
  const el = await css(app, "#new-ref-error");
  return (await el.getText()).trim();
}

test("characters: drop astronaut.png, refuse x* and empty files, images belong to it, delete shows the counts", async () => {
  const data = tempDataDir("characters");
  const scratch = mkdtempSync(path.join(os.tmpdir(), "ms-e2e-chars-"));
  const empty = path.join(scratch, "zero-bytes.png");
  writeFileSync(empty, "");
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  await openNav(app, "Characters");
  await (await findText(app, "Create your first character", "button", 20000)).click();
  await css(app, "[data-testid='drop-zone']");

  // Refused by real drops: a damaged PNG and an empty file, each with its message at the drop zone.
  await nativeDrop(path.join(PNGSUITE, X_FILES[0]));
  await app.wait(async () => (await fieldError(app)).includes(DAMAGED), 20000, "damaged message after a real drop");
  await nativeDrop(empty);
  let last = "";
  await app
    .wait(async () => (last = await fieldError(app)).endsWith("zero-bytes.png: The file is empty."), 20000)
    .catch(async (e) => {
      await sleep(400);
      await screenshot(app, "characters-FAILED-empty");
      throw new Error(`empty-file message: got "${last}" (${e.message})`);
    });
  await sleep(400);
  await screenshot(app, "characters-01-refused");

  // The empty file above came from a folder no test setting opens, so its message shows that the app
  // took the window's real drop; a path the page names that no drop brought is refused.
  const named = await invoke(app, "reference_prepare", { path: "/etc/hostname" });
  assert.equal(named.ok, false);
  assert.match(named.error.message, /^Drop the photo on the window again/);

  // Every x* file through the command the drop handler calls.
  for (const f of X_FILES) {
    const r = await invoke(app, "reference_prepare", { path: path.join(PNGSUITE, f) });
    assert.equal(r.ok, false, `${f} is refused`);
    assert.equal(r.error.code, "validation", f);
    assert.equal(r.error.field, "referenceImage", f);
    assert.equal(r.error.message, DAMAGED, f);
  }

  // The astronaut, by a real drop; then a name and a detail; saved.
  await nativeDrop(ASTRONAUT);
  await findText(app, "astronaut.png", "strong", 20000);
  await app.wait(async () => (await app.findElements(By.css("#new-ref-error"))).length === 0, 5000, "message cleared");
  const preview = await css(app, "img.drop-preview");
  await app.wait(async () => app.executeScript((el) => el.complete && el.naturalWidth > 0, preview), 10000, "preview shows");
  await (await css(app, "#new-name")).sendKeys("Astro");
  await sleep(400);
  await screenshot(app, "characters-02-dropped");
  await (await findText(app, "Save character", "button")).click();
  const title = await css(app, "#char-detail-title", 30000);
  assert.equal(await title.getText(), "Astro");

  // Two images made with that face (the sandbox links them by the reference's bytes).
  const list = await invoke(app, "characters_list", { limit: null, offset: null });
  assert.ok(list.ok, JSON.stringify(list.error));
  const listed = list.data.characters.find((c) => c.name === "Astro");
  assert.match(listed.referenceUrl, /^http:\/\/127\.0\.0\.1:\d+\/\w+\/thumbs\//, "the face comes from the app's media server");
  // Made with the character as the face: the core fetches its stored picture and sends it as referenceImage.
  const job = await invoke(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: { formData: {}, simplePrompt: "Astro on the moon", numImages: 2 },
      reference: { characterId: listed.id, token: null },
    },
  });
  assert.ok(job.ok, JSON.stringify(job.error));
  await findText(app, "Your 2 images are ready", "*", 60000);

  // The detail lists them; delete says what goes and then shows the service's counts.
  await (await findText(app, "← All characters", "button")).click();
  await (await css(app, "button[aria-label='Open Astro']")).click();
  await app.wait(async () => (await app.findElements(By.css(".char-media img.char-thumb"))).length === 2, 20000, "2 images in the detail");
  await sleep(400);
  await screenshot(app, "characters-03-detail");
  await (await findText(app, "Delete…", "button")).click();
  const text = await css(app, "#char-delete-text");
  assert.equal(await text.getText(), "This deletes Astro and the 2 images made with this character. It cannot be undone.");
  // The two pictures made here with Astro's face are on this computer too: they go to the Trash.
  assert.equal(await (await css(app, "#char-delete-local")).getText(),
    "The 2 copies saved on this computer move to the Trash: you can still save them to disk or put them back in your Gallery.");
  await sleep(400);
  await screenshot(app, "characters-04-delete-confirm");
  await (await findText(app, "Delete Astro", "button")).click();
  const done = await findText(app, "Astro was deleted", "*", 20000);
  assert.equal((await done.getText()).trim(), "Astro was deleted, with 2 images. Its 2 copies on this computer are in the Trash.");
  await sleep(400);
  await screenshot(app, "characters-05-deleted");
  await app.quit();
});
