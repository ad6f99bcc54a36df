// Issue 30, edit a picture, in the real window against the embedded sandbox: a finished picture in the
// Jobs tray → "Next step" → "Edit this picture" opens Create image as an edit of that picture; the change is
// written, the button pressed with a real double click (one job, one charge), and the result's lightbox
// names its original and shows the two side by side.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import {
  By,
  call,
  css,
  doubleClick,
  findText,
  openApp,
  openNav,
  replaceText,
  screenshot,
  sleep,
  startDriver,
  tempDataDir,
  textMatches,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const images = async (app) =>
  (await call(app, "jobs_list")).filter((j) => j.kind === "image");

test("edit a picture: from the tray's next step to a result linked to its original, one charge for a double click", async () => {
  const driver = await startDriver(tempDataDir("edit-picture"));
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);

  const [first] = await call(app, "spend", {
    intent: randomUUID(),
    request: {
      kind: "image",
      provider: "grok-image",
      request: {
        formData: {},
        simplePrompt: "A woman in a blue jacket by the sea",
        numImages: 1,
      },
      reference: null,
    },
  });
  await app.wait(
    async () =>
      (await images(app)).some(
        (j) => j.id === first.id && j.status === "completed",
      ),
    60000,
    "the picture is done",
  );
  const original = (await images(app)).find((j) => j.id === first.id).media[0];

  if ((await app.findElements(By.css("#job-tray"))).length === 0)
    await (await css(app, ".tray-button")).click();
  const job = await css(app, "#job-tray [data-testid='job']");
  await (
    await job.findElement(
      By.xpath(".//button[contains(normalize-space(.), 'Next step')]"),
    )
  ).click();
  await (
    await job.findElement(
      By.xpath(".//button[normalize-space(.)='Edit this picture']"),
    )
  ).click();

  // Create image, as an edit of that picture: the picture shown, the words of the change to write.
  await findText(app, "The picture to edit", "legend", 20000);
  const shown = await css(app, "[data-testid='edit-chosen'] img");
  assert.equal(
    await shown.getAttribute("src"),
    original.thumbUrl ?? original.url,
  );
  assert.equal(
    await (
      await css(app, "input[name='describe-mode'][value='edit']")
    ).isSelected(),
    true,
  );
  await replaceText(app, await css(app, "#prompt"), "make the jacket red");
  const button = await css(app, "button.generate");
  await app.wait(
    async () =>
      /^Generate 1 image — \d+ credits?$/.test((await button.getText()).trim()),
    20000,
    "priced",
  );
  await sleep(400);
  await screenshot(app, "edit-picture-01-form");

  const balance = (await call(app, "credits_get", { includeRecent: false }))
    .credits;
  await doubleClick(app, button, "button.generate");
  await app.wait(
    async () => (await images(app)).length === 2,
    20000,
    "the edit started",
  );
  await sleep(2500);
  const jobs = await images(app);
  assert.equal(jobs.length, 2, "one edit, not two");
  const edit = jobs[0];
  assert.equal(edit.reference?.editedFrom, original.id);
  await app.wait(
    async () =>
      (await images(app)).find((j) => j.id === edit.id).status === "completed",
    60000,
    "the edit is done",
  );
  const after = (await call(app, "credits_get", { includeRecent: false }))
    .credits;
  assert.equal(after, balance - (edit.costEstimate ?? 0), "charged once");

  // Its lightbox names the original; "Before and after" shows both.
  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^2 images/, 30000);
  await (await css(app, ".gallery-grid .thumb[data-index='0']")).click();
  const from = await css(
    app,
    "dialog.lightbox [data-testid='edited-from'] img",
  );
  assert.equal(
    await from.getAttribute("src"),
    original.thumbUrl ?? original.url,
  );
  await (await findText(app, "Before and after", "button")).click();
  const captions = await app.findElements(
    By.css("[data-testid='before-after'] figcaption"),
  );
  assert.deepEqual(await Promise.all(captions.map((c) => c.getText())), [
    "Before",
    "After",
  ]);
  await sleep(600);
  await screenshot(app, "edit-picture-02-before-after");
  await app.quit();
});
