// Issue 13, recipes, in the real window against the embedded sandbox: from a saved character to a
// captioned video with music without re-picking anything. The starter recipe's forecast shows before
// Start; the run waits at the pick (a click on a picture picks it); the app is killed while the video
// is being made and opened again; the run goes on by itself to the end, each step sent once.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { By, call, css, doubleClick, findText, killAndRestart, openNav, replaceText, screenshot, session, sleep, tempDataDir, textMatches } from "./lib.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const ASTRONAUT = path.resolve(here, "../../../shared/testdata/photos/astronaut.png");

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

/** Waits until the newest run's card matches `re` (read again when a step re-renders it). */
const runCard = (app, re, ms = 60000) => textMatches(app, ".recipe-run", re, ms);

test("recipes: a saved character to a captioned video with music; a restart mid-run sends nothing twice", async () => {
  const data = tempDataDir("recipes");
  const env = { MEDIA_STUDIO_SANDBOX_JOB_SECONDS: "8" };
  const first = await session(data, env, drivers);
  const app = first.app;
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const prepared = await call(app, "reference_prepare", { path: ASTRONAUT });
  await call(app, "characters_create", { request: { name: "Mia" }, referenceToken: prepared.token });

  await openNav(app, "Recipes");
  await findText(app, "Start “Captioned video with music”", "h2", 20000);
  const mia = await app.wait(async () => {
    const cards = await app.findElements(By.xpath("//label[contains(@class,'ss-char')][normalize-space(.)='Mia']"));
    return cards[0] ?? false;
  }, 30000, "Mia's card");
  await mia.click();
  await replaceText(app, await css(app, "#recipe-topic"), "a day at the beach");
  // The caption of a video has no published price: said so on the step, the total and the button.
  await textMatches(
    app,
    ".recipe-start button[type='submit']",
    /^Start recipe — \d+ credits \+ 1 step with no published price$/,
    20000,
  );
  const table = await (await css(app, ".recipe-forecast")).getText();
  assert.match(table, /1\. 4 pictures/);
  assert.match(table, /5\. Caption\s*Price not published/);
  assert.doesNotMatch(table, /\b0 \(assumed\)|\b0 credits/);
  await sleep(300);
  await screenshot(app, "recipes-01-forecast");
  const total = Number(/Total\s*(\d+) credits/.exec(table)[1]);
  const before = (await call(app, "credits_get", { includeRecent: false })).credits;
  await (await css(app, ".recipe-start button[type='submit']")).click();

  await runCard(app, /With Mia[\s\S]*4 pictures\s*Pick one to go on/);
  await sleep(500);
  await screenshot(app, "recipes-02-pick");
  await (await css(app, ".recipe-run button[aria-label='Pick picture 2']")).click();
  await runCard(app, /6 s motion video\s*Making/);

  // Killed while the video is being made, and opened again: the run goes on by itself.
  const again = await killAndRestart(first, data, env, drivers);
  await openNav(again, "Recipes");
  await runCard(again, /Caption\s*Done/, 120000);
  await again.executeScript(() => document.querySelector(".recipe-run")?.scrollIntoView({ block: "start" }));
  await sleep(500);
  await screenshot(again, "recipes-03-done");

  const [run] = await call(again, "recipe_runs_list");
  assert.equal(run.state, "done");
  const caption = run.steps[4].results[0];
  assert.equal(caption.kind, "video");
  assert.equal(caption.prompt, "Caption: a day at the beach");
  // One job per step: nothing was sent twice across the restart.
  const jobs = await call(again, "jobs_list");
  assert.deepEqual(
    run.steps.map((s) => s.jobs.length),
    [1, 1, 1, 1, 1],
  );
  assert.equal(jobs.length, 5, JSON.stringify(jobs.map((j) => j.kind)));
  // What was spent is the forecast's published prices and what the step with no published price took
  // (the Sandbox, as the documented service, charges for it): more than the total, never less.
  const left = (await call(again, "credits_get", { includeRecent: false })).credits;
  assert.ok(before - left > total, `spent ${before - left}, forecast ${total} + the caption`);

  // A recipe of one's own, deleted with a real double click on the dialog's button: one delete, said once.
  const [starter] = await call(again, "recipes_list");
  await call(again, "recipes_save", { recipe: { ...starter, id: "", name: "Beach days", builtIn: false } });
  await openNav(again, "Home");
  await openNav(again, "Recipes");
  const mine = await again.wait(async () => {
    const items = await again.findElements(By.xpath("//li[.//*[normalize-space(.)='Beach days']]//button[normalize-space(.)='Delete']"));
    return items[0] ?? false;
  }, 20000, "the Delete of Beach days");
  await mine.click();
  const confirm = await findText(again, "Delete recipe", "button", 10000);
  await screenshot(again, "recipes-04-delete-dialog");
  await doubleClick(again, confirm, "dialog button", false);
  await findText(again, "Deleted “Beach days”", "*", 10000);
  await sleep(1500);
  const said = await again.executeScript(() =>
    [...document.querySelectorAll(".toast")].map((t) => t.innerText.trim()),
  );
  assert.equal(said.filter((t) => t.includes("Deleted “Beach days”")).length, 1, said.join(" | "));
  assert.equal(said.filter((t) => /not found|no longer/i.test(t)).length, 0, said.join(" | "));
  const left2 = await call(again, "recipes_list");
  assert.ok(!left2.some((r) => r.name === "Beach days"));
  assert.ok(left2.some((r) => r.id === starter.id), "the starter recipe is kept");
  await again.quit();
});
