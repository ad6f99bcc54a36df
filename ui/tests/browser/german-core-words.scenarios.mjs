// The window in German (the system's language de-DE) saying the core's own words in German: why a job
// failed in the Jobs tray (words within words too), the price notes of an estimate (a tool's, a recipe
// step's with no length set), the service's photo types and shapes, and a field's problem from an
// estimate. The fake backend sends them as the core does (tests/fake-words.ts): a catalogue key, its
// values and the English; none of that English may be left on screen.
import assert from "node:assert/strict";
import { calls, eventually, text } from "./helpers.mjs";

/** Opens the window in German, on one screen by its address in the main navigation. */
async function openGerman(ctx, screen, config) {
  const page = await ctx.open({ locale: "de-DE", config: { mode: "sandbox", ...config } });
  page.setDefaultTimeout(10000);
  assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
  if (screen) await page.locator(`a.nav-item[href="#${screen}"]`).click();
  return page;
}

/** The text of `locator` holds none of `words` (the core's English). */
async function noEnglish(locator, words) {
  const body = await text(locator);
  const left = words.filter((w) => body.includes(w));
  assert.deepEqual(left, [], `English left: ${left.join(" | ")}\n${body.slice(0, 1200)}`);
}

export const scenarios = [
  {
    name: "german core words: a cancelled job's reason in the Jobs tray is said in German, the words within too",
    async run(ctx) {
      const page = await openGerman(ctx, null, { seedFailedJob: false, seedWaitingJobs: true, credits: 50 });
      await page.locator(".tray-button").click();
      const tray = page.locator("#job-tray");
      const jobs = tray.getByTestId("job");
      const waiting = jobs.filter({ hasText: "in der Reihe" }).first();
      await waiting.waitFor();
      await waiting.getByRole("button", { name: "Abbrechen" }).click();
      // job.not_sent with {why} = job.cancelled: both said in German.
      const cancelled = jobs.filter({ hasText: "Abgebrochen. Es wurde nicht gesendet, daher wurde nichts berechnet." });
      await cancelled.waitFor();
      await cancelled.locator("summary").click();
      await eventually(async () =>
        assert.match(
          await text(cancelled.locator(".notice-details code")),
          /^Gemeldet: Abgebrochen\. Es wurde nicht gesendet, daher wurde nichts berechnet\./,
        ),
      );
      await noEnglish(tray, ["Cancelled", "It was not sent", "nothing was charged"]);
      await ctx.shot(page, "de-core-words-job-cancelled");
    },
  },
  {
    name: "german core words: price notes of a tool and of a recipe step with no length are said in German",
    async run(ctx) {
      const page = await openGerman(ctx, "tools", { seedVideos: 3, seedCharacters: 3, credits: 120 });
      await page.locator('.tool-card[data-tool="edit_video"]').click();
      await page.locator(".tool-form").waitFor();
      await page.locator('.tool-pick[data-kind="video"]').first().click();
      await page.getByLabel("2. Änderung beschreiben").fill("wärmere Farben");
      const cost = page.getByTestId("tool-cost");
      await eventually(async () =>
        assert.equal(
          await text(cost),
          "Der Dienst veröffentlicht keinen Preis für das Bearbeiten eines Videos: Er berechnet es möglicherweise, und Ihr Guthaben zeigt, was abgebucht wurde.",
        ),
      );
      await noEnglish(page.locator("main"), ["The service publishes", "your balance will show"]);
      await ctx.shot(page, "de-core-words-tool-note");

      // A copy of the starter whose motion video has no length: priced at the maker's longest, and why.
      await page.locator('a.nav-item[href="#recipes"]').click();
      // The built-in recipes are named in German while they are the app's own.
      await page.getByText("Beschriftetes Video mit Musik").first().waitFor();
      await noEnglish(page.locator("main"), ["Captioned video with music", "A week of pictures"]);
      await page.getByRole("button", { name: "Kopieren und bearbeiten" }).first().click();
      // A copy takes the German names; a new step gets its kind's German name.
      assert.equal(await page.getByLabel("Name von Schritt 2").inputValue(), "6-s-Bewegungsvideo");
      await page.getByLabel("Name", { exact: true }).fill("Strandvideo");
      await page.getByLabel("Länge (Sekunden)").first().fill("");
      await page.getByRole("button", { name: "Rezept speichern" }).click();
      await page.getByRole("heading", { name: "„Strandvideo“ starten" }).waitFor();
      const [saved] = await calls(page, "recipes_save");
      assert.equal(saved.recipe.steps[1].request.request.duration, null);
      await page.locator("label.ss-char", { hasText: "Mia" }).click();
      await page.getByLabel("Thema").fill("ein Tag am Strand");
      const table = page.getByRole("table", { name: "Was es kostet" });
      const rows = table.locator("tbody tr");
      await eventually(async () =>
        assert.match(
          await text(rows.nth(1)),
          /Es ist keine Länge festgelegt, und der Dienst sagt nicht, wie lang das Video dann wird: bis zu 12 Sekunden/,
        ),
      );
      await eventually(async () =>
        assert.match(
          await text(rows.nth(4)),
          /Der Dienst veröffentlicht dafür keinen Preis: Er berechnet es möglicherweise/,
        ),
      );
      await noEnglish(table, ["No length is set", "The service publishes", "up to", "Uses the pick", "motion video"]);
      assert.match(await text(rows.nth(1)), /2\. 6-s-Bewegungsvideo/);
      assert.match(await text(rows.nth(1)), /Verwendet die Auswahl aus Schritt 1/);
      await table.scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-core-words-recipe-notes");
    },
  },
  {
    name: "german core words: the service's photo types and shapes are named in German, each inside its card",
    async run(ctx) {
      const page = await openGerman(ctx, "create", { credits: 10 });
      await page.getByRole("heading", { level: 1, name: "Bild erstellen" }).waitFor();
      await page.locator('.mode-option[data-mode="form"]').click();
      const composition = page.locator('.fgroup[data-group="composition"] .fgroup-head button');
      if ((await composition.getAttribute("aria-expanded")) !== "true") await composition.click();
      const grid = page.getByRole("radiogroup", { name: "Fotoart" });
      await grid.getByRole("radio", { name: "Beliebig" }).waitFor();
      // A soft hyphen lets a long German word break inside its card; it is not part of the word.
      const label = async (value) =>
        (await text(page.locator(`.pt-card[data-value="${value}"] .pt-label`))).replace(/\u00AD/g, "");
      assert.equal(await label("close_up"), "Nahaufnahme");
      assert.equal(await label("arm_extended_selfie"), "Selfie auf Armlänge");
      assert.equal(await label("three_quarter"), "Halbprofil");
      await noEnglish(grid, [
        "Close-up",
        "Full body",
        "Group photo",
        "Headshot",
        "Side profile",
        "Low angle",
        "Candid",
      ]);
      const spilled = await page.$$eval(".pt-card", (cards) =>
        cards.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.innerText.trim()),
      );
      assert.deepEqual(spilled, [], `photo types spilling out of their card: ${spilled.join(" | ")}`);
      await page.locator('.pt-card[data-value="close_up"]').click();
      await eventually(async () =>
        assert.match(
          (await text(page.locator('.fgroup[data-group="composition"] .fgroup-head'))).replace(/\u00AD/g, ""),
          /Nahaufnahme/,
        ),
      );
      // The shapes: their names are the window's, their full label (read aloud, and on hover) the catalogue's.
      const wide = page.locator('.ratio-card input[value="16:9"]');
      assert.equal(await wide.getAttribute("aria-label"), "Breitbild (16:9)");
      assert.equal(
        await page.locator('.ratio-card input[value="9:16"]').getAttribute("aria-label"),
        "Vertikal, für Storys und Reels (9:16)",
      );
      await grid.scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-core-words-photo-types");
      await page.setViewportSize({ width: 900, height: 700 });
      await grid.scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-core-words-photo-types");
    },
  },
  {
    name: "german core words: a field's problem from an estimate is said in German at its field",
    async run(ctx) {
      const page = await openGerman(ctx, "video", { tier: "studio", credits: 500, seedImages: 3 });
      await page.getByRole("tab", { name: /Bewegtes Video/ }).waitFor();
      const radio = page.getByRole("radio", { name: /^Bild 1:/ });
      await page.locator("label", { has: radio }).click();
      await page.getByRole("radio", { name: /Seedance/ }).check({ force: true });
      await page.getByLabel("Bewegung beschreiben").fill("sie dreht sich um und lächelt");
      await page.getByLabel("Länge in Sekunden").fill("20");
      // rules.videos_seconds_long_asked, with the maker's name and the numbers as values.
      const err = page.locator("#duration-err");
      await eventually(async () =>
        assert.equal(
          (await text(err)).replace(/^⚠\s*/, ""),
          "Videos von Seedance können 4 bis 12 Sekunden lang sein (Sie haben 20 gewählt)",
        ),
      );
      await noEnglish(page.locator("main"), ["videos can be", "seconds long", "you asked for"]);
      await page.locator("#field-duration").scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-core-words-field-error");
    },
  },
];
