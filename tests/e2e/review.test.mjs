// Issue 42, item 2, in the real window with a person's keyboard: a batch of 6 pictures reviewed from the
// Gallery with real X key events (xdotool, not WebDriver): P picks, X rejects, 3 rates, Ctrl+Z undoes, Esc
// leaves half-way and the review opened again starts where it stopped (the pick was kept); at the end "Keep 2,
// move 4 to the Trash" moves the 4 rejected to the Trash on this computer, and the service is sent no DELETE.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import {
  startDriver,
  openApp,
  screenshot,
  tempDataDir,
  findText,
  css,
  openNav,
  call,
  sleep,
  textMatches,
  sandboxControl,
  screenPoint,
  xdotool,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const requests = async (base) => (await sandboxControl(base, "/__sandbox/requests")).requests;

/** What the review's live region says now. */
const said = (app) =>
  app.executeScript(() => document.querySelector("dialog.review[open] [role='status'][aria-live]")?.textContent.trim() ?? "");

/** One real key press through the X keyboard, then a wait for the review's live region (and title) to say so. */
async function key(app, keys, words, title) {
  xdotool("key", keys);
  if (words) await app.wait(async () => (await said(app)) === words, 10000, `"${keys}" said "${words}" (it says "${await said(app)}")`);
  if (title) await textMatches(app, "dialog.review[open] h2", title, 10000);
}

/** Opens the review from the Gallery's head and puts the X pointer over it (the window gets the keyboard). */
async function openReview(app, title) {
  await (await findText(app, "Review", "button")).click();
  await textMatches(app, "dialog.review[open] h2", title, 20000);
  const stage = await css(app, "dialog.review[open] .review-stage");
  const p = await screenPoint(app, stage);
  xdotool("mousemove", "--sync", p.x, p.y);
  await app.wait(
    () => app.executeScript(() => { const i = document.querySelector("dialog.review[open] img.review-img"); return Boolean(i && i.complete && i.naturalWidth > 0); }),
    20000,
    "the large picture shows",
  );
}

test("review: 6 pictures reviewed with real keys, 2 kept and 4 moved to the Trash on this computer, no DELETE sent", async () => {
  // The embedded Sandbox answers its control interface (its request log) only when a test asks.
  const driver = await startDriver(tempDataDir("review"), { MEDIA_STUDIO_SANDBOX_CONTROL: "1" });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const base = (await call(app, "connection_status")).baseUrl;

  // A batch of 6 pictures.
  const [job] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "gpt-image-2",
      request: { formData: {}, simplePrompt: "six takes of a lighthouse at dusk", numImages: 6 },
      reference: null,
    },
  });
  await app.wait(async () => (await call(app, "jobs_list")).some((j) => j.id === job.id && j.status === "completed"), 90000, "pictures done");
  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^6 images/, 30000);
  const ids = (await call(app, "gallery_list", { query: { offset: 0, limit: 10 } })).items.map((m) => m.id);
  assert.equal(ids.length, 6);

  await openReview(app, /^Review · 1 of 6$/);
  assert.match(await (await css(app, "dialog.review[open] .review-legend")).getText(), /P\s*pick[\s\S]*X\s*reject[\s\S]*1–5\s*rate[\s\S]*Ctrl\+Z\s*undo/);
  await key(app, "p", "Picked", /^Review · 2 of 6$/);
  // Left half-way: the pick is in the library already; opened again, the review starts at the second.
  xdotool("key", "Escape");
  await app.wait(async () => (await app.findElements({ css: "dialog.review[open]" })).length === 0, 10000, "Esc closes the review");
  assert.equal((await call(app, "library_get", { id: ids[0] })).flag, "picked");
  await openReview(app, /^Review · 2 of 6$/);

  await key(app, "p", "Picked", /^Review · 3 of 6$/);
  await key(app, "3", "Rated 3 of 5");
  await sleep(800); // WebKitWebDriver's screenshot lags the page a little under load
  await screenshot(app, "review-01-rated");
  await key(app, "ctrl+z", "Undone: Rated 3 of 5", /^Review · 3 of 6$/);
  assert.equal((await call(app, "library_get", { id: ids[2] })).rating, null, "the rating is undone in the library");
  await key(app, "x", "Rejected", /^Review · 4 of 6$/);
  await key(app, "x", "Rejected", /^Review · 5 of 6$/);
  await key(app, "x", "Rejected", /^Review · 6 of 6$/);
  xdotool("key", "x");

  // The end step says plainly what happens; its heading has the focus, Tab reaches the button.
  const end = await css(app, "dialog.review[open] .review-end");
  await app.wait(async () => /4 items go to the Trash on this computer\. The service keeps its copies: nothing is deleted there\./.test(await end.getText()), 10000, "the end step's words");
  const go = await findText(app, "Keep 2, move 4 to the Trash", "button");
  await sleep(800);
  await screenshot(app, "review-02-end");
  const before = await requests(base);
  xdotool("key", "Tab");
  await app.wait(() => app.executeScript((b) => document.activeElement === b, go), 5000, "Tab reaches Keep 2, move 4");
  xdotool("key", "Return");
  await app.wait(async () => (await app.findElements({ css: "dialog.review[open]" })).length === 0, 20000, "the review closes");
  await findText(app, "Kept 2; 4 items moved to the Trash on this computer.", "*", 20000);
  await textMatches(app, ".gallery-count", /^2 images/, 20000);

  // 2 kept (picked), 4 in the Trash (rejected), and not one DELETE reached the service.
  const picked = (await call(app, "gallery_list", { query: { flag: "picked", offset: 0, limit: 10 } })).items.map((m) => m.id);
  assert.deepEqual(picked.sort(), ids.slice(0, 2).sort());
  const trash = (await call(app, "gallery_list", { query: { trash: true, offset: 0, limit: 10 } })).items;
  assert.deepEqual(trash.map((m) => m.id).sort(), ids.slice(2).sort());
  assert.ok(trash.every((m) => m.flag === "rejected" && m.remoteId), "rejected, and still held by the service");
  const all = await requests(base);
  assert.deepEqual(all.filter((r) => r.method === "DELETE"), [], "no DELETE was sent to the service");
  assert.equal(all.length >= before.length, true);
  await sleep(800);
  await screenshot(app, "review-03-kept");
  await app.quit();
});
