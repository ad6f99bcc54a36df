// Issue 30, a creator's daily studio, in the real window against the embedded sandbox: a batch of prompts
// (one per line) sent by a real double click is one press, one job and one POST per prompt; the pictures
// it made are tagged as a selection in the Gallery, found again by the Tag filter, and the tag renamed; a
// music preset saved and applied puts the form back as it was.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import {
  By,
  Key,
  call,
  css,
  doubleClick,
  findText,
  openApp,
  openNav,
  replaceText,
  sandboxControl,
  screenshot,
  startDriver,
  tempDataDir,
  textMatches,
} from "./lib.mjs";

const drivers = [];
after(() => drivers.forEach((d) => d.stop()));

const imagePosts = async (base) =>
  (await sandboxControl(base, "/__sandbox/requests")).requests.filter(
    (r) =>
      r.method === "POST" &&
      r.path.startsWith("/api/generate/") &&
      !/video|music/.test(r.path),
  );

test("daily studio: a batch by a real double click, its pictures tagged and found by tag, a music preset", async () => {
  const driver = await startDriver(tempDataDir("daily-studio"), {
    MEDIA_STUDIO_SANDBOX_CONTROL: "1",
  });
  drivers.push(driver);
  const app = await openApp(driver);
  await (await findText(app, "Try the Sandbox", "button", 30000)).click();
  await findText(app, "Sandbox — results are simulated", "*", 30000);
  const base = (await call(app, "connection_status")).baseUrl;
  const before = (await call(app, "credits_get", { includeRecent: false }))
    .credits;

  // A batch: two prompts, one per line, priced as a whole before anything is sent.
  await openNav(app, "Create image");
  const several = await app.wait(
    async () =>
      (
        await app.findElements(
          By.xpath(
            "//label[contains(., 'Several prompts, one per line')]//input",
          ),
        )
      ).at(0),
    20000,
    "the batch switch",
  );
  await several.click();
  const prompts = await css(
    app,
    "textarea[aria-label='Your prompts, one per line'], #prompts, #prompt",
  );
  await replaceText(app, prompts, "A red kite over the dunes");
  await prompts.sendKeys(Key.ENTER, "A blue kite at the beach");
  const button = await css(app, "button.generate");
  await app.wait(
    async () =>
      /^Generate 2 prompts × 1 image — \d+ credits$/.test(
        (await button.getText()).trim(),
      ),
    20000,
    "the batch's price on the button",
  );
  // The price read once the form has settled (a draft or a default maker filled in late on a busy machine
  // changes it): the same words on the button for a whole second, read right before the press.
  let said = "";
  let since = Date.now();
  await app.wait(
    async () => {
      const now = (await button.getText()).trim();
      if (now !== said) [said, since] = [now, Date.now()];
      return (
        /^Generate 2 prompts × 1 image — \d+ credits$/.test(now) &&
        Date.now() - since >= 1000
      );
    },
    30000,
    "the batch's price settled on the button",
  );
  const price = Number(said.match(/— (\d+) credits/)[1]);
  await screenshot(app, "daily-01-batch");
  await doubleClick(app, button, "button.generate");
  await findText(app, "Started 2 jobs, one per prompt", "*", 20000);
  const batch = async () =>
    (await call(app, "jobs_list")).filter((j) => j.kind === "image");
  await app.wait(
    async () =>
      (await batch()).filter((j) => j.status === "completed").length === 2,
    90000,
    "both done",
  );
  // One toast for the batch, which is not a comparison.
  await findText(
    app,
    "Your batch is ready: 2 prompts made pictures",
    "*",
    30000,
  );
  const jobs = await batch();
  assert.equal(jobs.length, 2, "one job per prompt for a double click");
  assert.equal(new Set(jobs.map((j) => j.groupId)).size, 1, "one group");
  assert.equal((await imagePosts(base)).length, 2, "one POST per prompt");
  const after1 = (await call(app, "credits_get", { includeRecent: false }))
    .credits;
  assert.equal(
    before - after1,
    price,
    `charged once for the batch's price (${said}; jobs estimated ${jobs.map((j) => `${j.provider} ${j.costEstimate}`).join(", ")})`,
  );

  // Both pictures, selected in the Gallery, get a tag; the Tag filter finds them; the tag is renamed.
  await openNav(app, "Gallery");
  await textMatches(app, ".gallery-count", /^2 images/, 30000);
  const ctrl = process.platform === "darwin" ? Key.COMMAND : Key.CONTROL;
  for (const i of [0, 1]) {
    const tile = await css(app, `.gallery-grid .thumb[data-index="${i}"]`);
    await app.actions().keyDown(ctrl).click(tile).keyUp(ctrl).perform();
  }
  await textMatches(
    app,
    "[role='toolbar'][aria-label='Selected items']",
    /^2 selected/,
  );
  await (await findText(app, "Tag…", "button")).click();
  const tagField = await app.wait(
    async () =>
      (
        await app.findElements(
          By.xpath(
            "//label[normalize-space(.)='Tag to add']/following::input[1]",
          ),
        )
      ).at(0),
    10000,
    "the tag field",
  );
  await tagField.sendKeys("kites");
  await (
    await app.findElement(
      By.xpath(
        "//*[@aria-label='Tag the selected items']//button[normalize-space(.)='Add']",
      ),
    )
  ).click();
  await findText(app, "2 items tagged kites.", "*", 10000);
  await (await findText(app, "Clear selection", "button")).click();
  const filter = await app.wait(
    async () =>
      (await app.findElements(By.css("select[aria-label='Tag']"))).at(0),
    10000,
    "the Tag filter",
  );
  await app.wait(
    async () => (await filter.getText()).includes("kites (2)"),
    10000,
    "the tag in the filter",
  );
  await screenshot(app, "daily-02-tagged");
  assert.deepEqual(
    (await call(app, "tags_list")).map((t) => [t.name, t.count]),
    [["kites", 2]],
  );

  // A music preset: saved, the form changed, the preset applied: the form as it was.
  await openNav(app, "Music");
  await replaceText(
    app,
    await css(app, "#prompt"),
    "calm piano for a kite video",
  );
  await replaceText(app, await css(app, "#music-seconds"), "45");
  const presets = async () =>
    (await findText(app, "Presets", "button")).click();
  await presets();
  const name = await app.wait(
    async () =>
      (
        await app.findElements(
          By.xpath(
            "//label[normalize-space(.)='Save this form as a preset']/following::input[1]",
          ),
        )
      ).at(0),
    10000,
    "the preset's name",
  );
  await name.sendKeys("Kite track");
  await (
    await app.findElement(
      By.xpath(
        "//form[contains(@class,'preset-save')]//button[normalize-space(.)='Save']",
      ),
    )
  ).click();
  await app.wait(
    async () =>
      (await app.findElements(By.css("button[aria-label='Load Kite track']")))
        .length === 1,
    10000,
    "the saved preset listed",
  );
  await app.actions().sendKeys(Key.ESCAPE).perform();
  await replaceText(app, await css(app, "#music-seconds"), "15");
  await presets();
  await (await css(app, "button[aria-label='Load Kite track']", 10000)).click();
  await app.wait(
    async () =>
      (await (await css(app, "#music-seconds")).getAttribute("value")) === "45",
    10000,
    "the preset's length back",
  );
  await screenshot(app, "daily-03-preset");
  await app.quit();
});
