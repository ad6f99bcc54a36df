// Issue 13, dragging results out of the window, in the real window under Xvfb: two pictures made in the
// Sandbox are selected in the Gallery (Ctrl+click), one of them is pressed and dragged by a real pointer
// (xdotool) onto a GTK drop target (drop-target.py, like a file manager's folder), which receives both
// files as text/uri-list: the library's own files, whole. Then one tile alone, not selected, carries only
// its own file.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { Key, call, css, findText, openApp, openNav, screenshot, sleep, startDriver, tempDataDir, textMatches } from "./lib.mjs";
import { nativeDragOut } from "./drop.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const tile = (app, i) => css(app, `.gallery-grid .thumb[data-index="${i}"]`);

/** The centre of a tile on the screen (the window's place on the X screen plus the tile's in the page). */
async function centre(app, el) {
  const r = await app.executeScript((e) => {
    const b = e.getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2, sx: window.screenX, sy: window.screenY };
  }, el);
  return [Math.round(r.sx + r.x), Math.round(r.sy + r.y)];
}

test("drag out: selected pictures, dragged from a tile, land in a drop target as the library's files", async () => {
  const data = tempDataDir("drag-out");
  const driver = await startDriver(data);
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const [job] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "gpt-image-2",
      request: { formData: {}, simplePrompt: "a paper boat on a pond", numImages: 2 },
      reference: null,
    },
  });
  await app.wait(async () => (await call(app, "jobs_list")).some((j) => j.id === job.id && j.status === "completed"), 90000, "pictures done");

  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^2 images/, 30000);
  const ctrl = process.platform === "darwin" ? Key.COMMAND : Key.CONTROL;
  for (const i of [0, 1]) await app.actions().keyDown(ctrl).click(await tile(app, i)).keyUp(ctrl).perform();
  await textMatches(app, "[role='toolbar'][aria-label='Selected items']", /^2 selected/);

  const library = (uri) => fileURLToPath(uri);
  const both = await nativeDragOut(...(await centre(app, await tile(app, 0))));
  assert.equal(both.length, 2, `the drop target received ${JSON.stringify(both)}`);
  const files = both.map(library).sort();
  // The library's own files (the app names them; the page only named the items).
  assert.equal(new Set(files).size, 2);
  for (const f of files) assert.equal(path.dirname(f), path.join(data, "media"), f);
  for (const f of files) assert.equal(readFileSync(f).subarray(1, 4).toString(), "PNG", `${f} is a whole picture`);
  await sleep(300);
  await screenshot(app, "drag-out-01-after-drop");
  // Nothing opened: the press that became a drag is not a click.
  assert.equal((await app.findElements({ css: "dialog.lightbox[open]" })).length, 0);

  // A tile alone (the selection let go) carries only its own file.
  await (await findText(app, "Clear selection", "button")).click();
  const one = await nativeDragOut(...(await centre(app, await tile(app, 1))));
  assert.equal(one.length, 1, `the drop target received ${JSON.stringify(one)}`);
  assert.ok(files.includes(library(one[0])));
  await app.quit();
});
