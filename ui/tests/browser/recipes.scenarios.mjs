// Recipes (issue 13): the starter's forecast before Start (each step's price, the total, the balance
// after), a run that waits at the pick and goes on after a click to the end, a short balance that stops
// the run before the step it can't pay (Resume after credits were added), and a copy of the starter
// edited and saved as a new recipe.
import assert from "node:assert/strict";
import { calls, eventually, nav, text } from "./helpers.mjs";

async function openRecipes(ctx, config = {}, size = {}) {
  const page = await ctx.open({ ...size, config: { mode: "sandbox", seedCharacters: 3, ...config } });
  await nav(page, "Recipes").click();
  await page.getByRole("heading", { name: "Recipes", level: 1 }).waitFor();
  await page.getByRole("heading", { name: "Start “Captioned video with music”" }).waitFor();
  return page;
}

/** Chooses Mia and a topic, and waits for the forecast's total. */
async function fillStart(page, topic) {
  await page.locator("label.ss-char", { hasText: "Mia" }).click();
  await page.getByLabel("Topic").fill(topic);
  const table = page.getByRole("table", { name: "What it costs" });
  await eventually(async () => assert.match(await text(table), /Total\s+21 credits \+ 1 step with no published price/));
  // The forecast for this topic is in (the prices don't depend on it, its checks do).
  await eventually(async () => assert.equal(await page.locator("#recipe-topic-err").count(), 0));
  return table;
}

const run = (page, name) => page.getByRole("article", { name });

export const scenarios = [
  {
    name: "recipes: the starter's forecast before Start; the run waits at the pick, goes on after it, and ends done",
    async run(ctx) {
      const page = await openRecipes(ctx, { credits: 120 });
      const first = page.locator(".recipe-card").first();
      assert.match(await text(first), /Captioned video with music[\s\S]*Comes with the app/);
      assert.match(await text(first), /4 pictures → 6 s video → 30 s track → Mix → Caption/);
      // A fresh form does not scold; Start without a topic says what is missing, at the field.
      assert.equal(await page.getByText("Write a topic").count(), 0);
      await page.getByRole("button", { name: /^Start recipe/ }).click();
      await page.getByText("Write a topic: this recipe's texts use {topic}").waitFor();
      await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.id), "recipe-topic"));
      assert.equal((await calls(page, "recipes_start")).length, 0);
      // A pasted topic past the limit is kept whole and said at the field, with its count; nothing starts.
      const long = "a long day at the beach with friends, ".repeat(4).trim();
      await page.getByLabel("Topic").fill(long);
      assert.equal(await page.getByLabel("Topic").inputValue(), long);
      await eventually(async () =>
        assert.match(
          await text(page.locator("#recipe-topic-err")),
          new RegExp(`A topic is at most 120 characters; this one has ${long.length}$`),
        ),
      );
      await ctx.shot(page, "recipes-topic-too-long");
      await page.getByRole("button", { name: /^Start recipe/ }).click();
      assert.equal((await calls(page, "recipes_start")).length, 0);
      const table = await fillStart(page, "a day at the beach");
      const rows = table.locator("tbody tr");
      assert.equal(await rows.count(), 5);
      assert.match(await text(rows.nth(0)), /1\. 4 pictures\s+4 credits/);
      assert.match(await text(rows.nth(1)), /2\. 6 s motion video\s+12 credits\s+Uses the pick of step 1/);
      assert.match(await text(rows.nth(2)), /3\. 30 s track\s+5 credits/);
      // The caption of a video has no published price: said so, never "0 credits", and left out of the total.
      assert.match(await text(rows.nth(4)), /5\. Caption\s+Price not published\s+The service publishes no price/);
      assert.doesNotMatch(await text(table), /\b0 credits\b|assumed/);
      assert.match(
        await text(table),
        /Balance after\s+99 credits\s+of 120 credits now, less whatever the steps with no published price take/,
      );
      await ctx.shot(page, "recipes-forecast");
      for (const size of [
        { width: 1280, height: 800 },
        { width: 900, height: 700 },
      ]) {
        await page.setViewportSize(size);
        await table.scrollIntoViewIfNeeded();
        await ctx.shot(page, "recipes-forecast-table");
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      assert.deepEqual(await ctx.axe(page), []);

      // A double click is one start.
      await page.getByRole("button", { name: "Start recipe — 21 credits + 1 step with no published price" }).dblclick();
      const card = run(page, "Captioned video with music: a day at the beach");
      await card.waitFor();
      await eventually(async () => assert.match(await text(card), /Waiting for your pick/));
      assert.equal((await calls(page, "recipes_start")).length, 1);
      // A run that waits for a person is at the top, above the recipes.
      const going = page.getByRole("region", { name: "Running now" });
      assert.ok(await going.getByRole("article").isVisible());
      assert.match(await text(card), /4 pictures\s+Pick one to go on/);
      assert.match(await text(card), /With Mia/);
      assert.match(await text(card), /6 s motion video\s+Not started/);
      assert.match(await text(card), /Caption\s+Not started\s+Price not published/);
      assert.doesNotMatch(await text(card), /\b0 credits\b/);
      const picks = card.getByRole("button", { name: /^Pick picture \d$/ });
      assert.equal(await picks.count(), 4);
      await ctx.shot(page, "recipes-pick");
      await card.getByRole("button", { name: "Pick picture 2" }).click();
      const [pick] = await calls(page, "recipe_run_pick");
      assert.equal(pick.step, 0);
      await eventually(async () => assert.match(await text(card.locator(".badge")), /^Done$/), { timeout: 15000 });
      // Ended: no longer under "Running now".
      assert.equal(await page.getByRole("heading", { name: "Running now" }).count(), 0);
      assert.equal(await card.locator(".run-step.step-done").count(), 5);
      assert.ok(await card.getByRole("button", { name: "Open the picked picture 2 in the Gallery" }).isVisible());
      assert.equal(await card.getByRole("button", { name: "Stop" }).count(), 0);
      await ctx.shot(page, "recipes-done");
      // The captioned video opens in the Gallery's lightbox.
      await card.getByRole("list", { name: "Results of step 5" }).getByRole("button").click();
      const lightbox = page.getByRole("dialog");
      await lightbox.waitFor();
      await eventually(async () => assert.match(await text(lightbox), /Caption/));
    },
  },
  {
    name: "recipes: a balance that can't pay a later step stops the run before it; Resume goes on",
    async run(ctx) {
      const page = await openRecipes(ctx, { credits: 17 });
      await fillStart(page, "rain");
      await page.getByText("The balance does not cover every step").waitFor();
      await page.getByRole("button", { name: "Start recipe — 21 credits + 1 step with no published price" }).click();
      const card = run(page, "Captioned video with music: rain");
      await eventually(async () => assert.match(await text(card), /Waiting for your pick/));
      await card.getByRole("button", { name: "Pick picture 1" }).click();
      await eventually(
        async () =>
          assert.match(await text(card), /Step 3 needs 5 credits; the balance is 1\. Add credits, then press Resume\./),
        { timeout: 15000 },
      );
      assert.match(await text(card.locator(".badge")), /^Paused$/);
      assert.match(await text(card), /30 s track\s+Paused before this step/);
      // The forecast follows the balance.
      assert.match(await text(page.getByRole("table", { name: "What it costs" })), /of 1 credit now/);
      await ctx.shot(page, "recipes-paused");
      assert.deepEqual(await ctx.axe(page), []);
      // Still short: Resume checks again and stays paused.
      const updated = () => page.evaluate(() => window.__fake.state.runs[0].updatedAt);
      const before = await updated();
      await card.getByRole("button", { name: "Resume" }).click();
      await eventually(async () => assert.notEqual(await updated(), before));
      assert.match(await text(card.locator(".badge")), /^Paused$/);
      // Credits added (elsewhere): Resume goes on to the end.
      await page.evaluate(() => {
        window.__fake.state.credits = 50;
      });
      await card.getByRole("button", { name: "Resume" }).click();
      await eventually(async () => assert.match(await text(card.locator(".badge")), /^Done$/), { timeout: 15000 });
    },
  },
  {
    name: "recipes: a balance that can't pay even the first step keeps Start disabled, and says why",
    async run(ctx) {
      const page = await openRecipes(ctx, { credits: 3 });
      await fillStart(page, "snow");
      await page
        .getByText("The balance (3 credits) does not cover the first step (4 credits): add credits to start.")
        .waitFor();
      const start = page.getByRole("button", { name: "Start recipe — 21 credits + 1 step with no published price" });
      assert.equal(await start.isDisabled(), true);
      assert.equal(await page.evaluate(() => window.__fake.state.runs.length), 0);
    },
  },
  {
    name: "recipes: a copy of the starter is edited (steps moved, removed, added) and saved as a new recipe",
    async run(ctx) {
      const page = await openRecipes(ctx, {}, { width: 900, height: 700 });
      await page.getByRole("button", { name: "Copy and edit" }).click();
      await page.getByRole("heading", { name: "New recipe" }).waitFor();
      const name = page.getByLabel("Name", { exact: true });
      assert.equal(await name.inputValue(), "Captioned video with music (my copy)");
      await name.fill("");
      await page.getByText("Give the recipe a name").waitFor();
      await name.fill("Beach reel");
      // The track before the video: the mix still takes the video and the track.
      await page.getByRole("button", { name: "Move step 3 up" }).click();
      const mix = page.getByRole("listitem", { name: "Step 4: Mix" });
      assert.equal(await mix.getByLabel("Video from").inputValue(), "2");
      assert.equal(await mix.getByLabel("Music from").inputValue(), "1");
      // Without the caption, and with a silent copy at the end.
      await page.getByRole("button", { name: "Remove step 5" }).click();
      await page.getByLabel("Add a step").selectOption({ label: "Remove sound" });
      await page.getByRole("button", { name: "Add step" }).click();
      const mute = page.getByRole("listitem", { name: "Step 5: Remove sound" });
      assert.equal(await mute.getByLabel("Uses the result of").inputValue(), "3");
      await page.getByLabel("Length (seconds)").first().fill("20");
      await ctx.shot(page, "recipes-editor");
      assert.deepEqual(await ctx.axe(page), []);
      await page.getByRole("button", { name: "Save recipe" }).click();
      await page.getByRole("heading", { name: "Start “Beach reel”" }).waitFor();
      const [saved] = await calls(page, "recipes_save");
      assert.deepEqual(
        saved.recipe.steps.map((s) => s.from),
        [[], [], [0], [2, 1], [3]],
      );
      assert.equal(saved.recipe.steps[1].request.request.duration, 20000);
      const cards = page.locator(".recipe-card");
      assert.equal(await cards.count(), 2);
      assert.match(
        await text(cards.nth(1)),
        /Beach reel[\s\S]*4 pictures → 20 s track → 6 s video → Mix → Remove sound/,
      );
    },
  },
  {
    name: "recipes: a step reading a later one is marked under it; a saved recipe is edited, then deleted after asking",
    async run(ctx) {
      const page = await openRecipes(ctx);
      await page.getByRole("button", { name: "Copy and edit" }).click();
      await page.getByLabel("Name", { exact: true }).fill("Sunset reel");
      // The motion video moved above the pictures it uses: said under it, in words.
      await page.getByRole("button", { name: "Move step 2 up" }).click();
      const video = page.getByRole("listitem", { name: "Step 1: 6 s motion video" });
      await eventually(async () =>
        assert.match(await text(video), /Step 1 can only use a step before it \(not step 2\)/),
      );
      await page.getByRole("button", { name: "Move step 1 down" }).click();
      await eventually(async () => assert.doesNotMatch(await text(page.locator(".recipe-editor")), /can only use/));
      await page.getByRole("button", { name: "Save recipe" }).click();
      await page.getByRole("heading", { name: "Start “Sunset reel”" }).waitFor();

      const card = page.locator(".recipe-card", { hasText: "Sunset reel" });
      await card.getByRole("button", { name: "Edit" }).click();
      await page.getByRole("heading", { name: "Edit “Sunset reel”" }).waitFor();
      await page.getByLabel("Caption text").fill("{topic} at sunset");
      await page.getByRole("button", { name: "Save recipe" }).click();
      await page.getByRole("heading", { name: "Start “Sunset reel”" }).waitFor();
      const saves = await calls(page, "recipes_save");
      assert.equal(saves.length, 2);
      // Edited in place: the second save names the recipe the first one made, and there is still one.
      assert.equal(saves[0].recipe.id, "");
      assert.match(saves[1].recipe.id, /^recipe_/);
      assert.equal(await page.evaluate(() => window.__fake.state.recipes.length), 1);
      assert.equal(saves[1].recipe.steps[4].request.request.request.text, "{topic} at sunset");

      await card.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete the recipe “Sunset reel”?" });
      await dialog.waitFor();
      assert.match(await text(dialog), /Runs already started from it go on/);
      await ctx.shot(page, "recipes-delete-dialog");
      await dialog.getByRole("button", { name: "Keep it" }).click();
      assert.equal((await calls(page, "recipes_delete")).length, 0);
      await card.getByRole("button", { name: "Delete" }).click();
      // An impatient double click deletes once and says so once.
      await dialog.getByRole("button", { name: "Delete recipe" }).dblclick();
      await eventually(async () => assert.equal(await page.locator(".recipe-card").count(), 1));
      await dialog.waitFor({ state: "hidden" });
      assert.equal((await calls(page, "recipes_delete")).length, 1);
      assert.equal(await page.locator(".toast", { hasText: "Deleted" }).count(), 1);
    },
  },
];
