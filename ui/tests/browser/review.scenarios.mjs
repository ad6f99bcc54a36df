// A photographer's review (issue 42, item 2: views/gallery/Review.tsx) in English and German: opened from the
// Gallery over six items, reviewed with the keys (← →, P, X, 1-5, 0, Ctrl+Z) and with the buttons, each action
// said in the live region, a review left half-way and opened again keeps its picks, the end step "Keep 2, move
// 4 to the Trash" moves the rejected from this computer only, and the Gallery filters by picks and ratings.
// Fake: tests/fake-library.ts (media_flag, media_rate), tests/fake-gallery.ts (media_delete_many).
import assert from "node:assert/strict";
import { calls, eventually, generateButton, nav, openCreate, text } from "./helpers.mjs";

const dialog = (page) => page.locator("dialog.review");
const said = (page) => dialog(page).getByRole("status").first();

async function openGallery(ctx, opts = {}) {
  const page = await ctx.open({ ...opts, config: { mode: "sandbox", gallerySeed: 6, ...opts.config } });
  if (opts.locale === "de-DE") await page.locator('nav a[href="#gallery"]').click();
  else await nav(page, "Gallery").click();
  await page.locator(".gallery-grid .thumb[data-index='5']").waitFor();
  return page;
}

/** Presses a key and waits until the live region says `words`. */
async function press(page, key, words) {
  await page.keyboard.press(key);
  await eventually(async () => assert.equal((await text(said(page))).trim(), words));
}

const title = async (page) => (await text(dialog(page).locator("h2"))).trim();

export const scenarios = [
  {
    name: "review: six items with the keys and buttons, undo, left half-way and resumed, keep 2 and move 4 to the Trash (this computer only)",
    async run(ctx) {
      const page = await openGallery(ctx);
      await page.getByRole("button", { name: "Review", exact: true }).click();
      await eventually(async () => assert.equal(await title(page), "Review · 1 of 6"));
      // The keys are on screen.
      const legend = dialog(page).getByRole("definition").first();
      await legend.waitFor();
      assert.match(
        await text(dialog(page).locator(".review-legend")),
        /← →\s*previous \/ next[\s\S]*P\s*pick[\s\S]*X\s*reject[\s\S]*1–5\s*rate[\s\S]*0\s*no rating[\s\S]*Ctrl\+Z\s*undo/,
      );
      // P picks and moves on; each action is said.
      await press(page, "p", "Picked");
      assert.equal(await title(page), "Review · 2 of 6");
      // Left half-way: the pick is already in the library; opened again, the review starts at the next.
      assert.deepEqual(await calls(page, "media_flag"), [{ ids: ["g0"], flag: "picked" }]);
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });
      await eventually(async () =>
        assert.match(await page.locator(".gallery-grid .thumb[data-index='0']").getAttribute("aria-label"), /Picked$/),
      );
      await page.getByRole("button", { name: "Review", exact: true }).click();
      await eventually(async () => assert.equal(await title(page), "Review · 2 of 6"));
      assert.match(
        await dialog(page)
          .getByRole("list", { name: "All items of this review" })
          .getByRole("button")
          .first()
          .getAttribute("aria-label"),
        /^Item 1, Picked$/,
      );

      await press(page, "p", "Picked");
      await press(page, "3", "Rated 3 of 5");
      assert.equal(
        await dialog(page).getByRole("button", { name: "Rate 3 of 5" }).getAttribute("aria-pressed"),
        "true",
      );
      await ctx.shot(page, "90-review-rated");
      await press(page, "Control+z", "Undone: Rated 3 of 5");
      assert.equal(
        await dialog(page).getByRole("button", { name: "Rate 3 of 5" }).getAttribute("aria-pressed"),
        "false",
      );
      assert.deepEqual((await calls(page, "media_rate")).at(-1), { ids: ["g2"], rating: null });
      // X rejects and moves on; Ctrl+Z takes it back and returns to the item.
      await press(page, "x", "Rejected");
      assert.equal(await title(page), "Review · 4 of 6");
      await press(page, "Control+z", "Undone: Rejected");
      assert.equal(await title(page), "Review · 3 of 6");
      assert.deepEqual((await calls(page, "media_flag")).at(-1), { ids: ["g2"], flag: "none" });
      // ← → move without marking.
      await page.keyboard.press("ArrowLeft");
      await eventually(async () => assert.equal(await title(page), "Review · 2 of 6"));
      await page.keyboard.press("ArrowRight");
      await eventually(async () => assert.equal(await title(page), "Review · 3 of 6"));
      // The mouse does the same: Reject, a rating, and the strip.
      await dialog(page)
        .getByRole("button", { name: /^✕ Reject/ })
        .click();
      await eventually(async () => assert.equal((await text(said(page))).trim(), "Rejected"));
      await dialog(page).getByRole("button", { name: "Rate 2 of 5" }).click();
      await eventually(async () => assert.equal((await text(said(page))).trim(), "Rated 2 of 5"));
      assert.equal(await title(page), "Review · 4 of 6");
      await ctx.shot(page, "91-review-strip");
      await page.keyboard.press("x");
      await eventually(async () => assert.equal(await title(page), "Review · 5 of 6"));
      await page.keyboard.press("x");
      await eventually(async () => assert.equal(await title(page), "Review · 6 of 6"));
      await page.keyboard.press("x");

      // Past the last: the end step says plainly what happens.
      const end = dialog(page).getByRole("region", { name: "Finish the review" });
      await end.waitFor();
      assert.match(await text(end), /2 picked · 4 rejected · 0 not marked/);
      assert.match(
        await text(end),
        /4 items go to the Trash on this computer\. The service keeps its copies: nothing is deleted there\./,
      );
      const go = end.getByRole("button", { name: "Keep 2, move 4 to the Trash" });
      await go.waitFor();
      await ctx.shot(page, "92-review-end");
      await go.click();
      await dialog(page).waitFor({ state: "detached" });
      await eventually(async () =>
        assert.match(await text(page.locator(".toasts")), /Kept 2; 4 items moved to the Trash on this computer\./),
      );
      const moved = await calls(page, "media_delete_many");
      assert.equal(moved.length, 1);
      assert.equal(moved[0].scope, "this_computer", "never deleted at the service");
      assert.deepEqual(moved[0].ids, ["g2", "g3", "g4", "g5"]);
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^2 images/));

      // The Gallery filters by a review's marks.
      const review = page.getByLabel("Review", { exact: true });
      await review.selectOption({ label: "Picked" });
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^2 images/));
      await review.selectOption({ label: "Rated 2 or more" });
      await eventually(async () => assert.match(await text(page.locator(".empty")), /.+/));
      await review.selectOption({ label: "Any" });
      await page.getByRole("button", { name: /^Trash/ }).click();
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^4 items in the Trash/));
      await ctx.shot(page, "93-review-trash");
    },
  },
  {
    name: "review: the Gallery's selection reviewed by mouse; the review keys and end step in German",
    async run(ctx) {
      const page = await openGallery(ctx, { locale: "de-DE" });
      await page.getByRole("button", { name: "Durchsehen", exact: true }).click();
      await eventually(async () => assert.equal(await title(page), "Durchsicht · 1 von 6"));
      assert.match(
        await text(dialog(page).locator(".review-legend")),
        /← →\s*zurück \/ weiter[\s\S]*P\s*behalten[\s\S]*X\s*verwerfen[\s\S]*1–5\s*bewerten[\s\S]*0\s*keine Bewertung[\s\S]*Strg\+Z\s*rückgängig/,
      );
      await press(page, "p", "Behalten");
      await press(page, "4", "Mit 4 von 5 bewertet");
      await press(page, "Control+z", "Rückgängig: Mit 4 von 5 bewertet");
      await press(page, "p", "Behalten");
      await press(page, "x", "Verworfen");
      await ctx.shot(page, "de-review");
      const words = (await dialog(page).locator(".review-bar, .review-actions, .review-legend").allInnerTexts()).join(
        "\n",
      );
      for (const english of ["Pick", "Reject", "Review", "Undo", "Trash", "Keep", "rate", "Done"])
        assert.ok(!words.includes(english), `English "${english}" left in: ${words}`);
      for (const key of ["x", "x", "x"]) await page.keyboard.press(key);
      const end = dialog(page).getByRole("region", { name: "Durchsicht abschließen" });
      await end.waitFor();
      assert.match(await text(end), /2 behalten · 4 verworfen · 0 nicht markiert/);
      assert.match(
        await text(end),
        /4 Elemente kommen in den Papierkorb auf diesem Computer\. Der Dienst behält seine Kopien/,
      );
      await end.getByRole("button", { name: "2 behalten, 4 in den Papierkorb" }).waitFor();
      await ctx.shot(page, "de-review-end");
      await end.getByRole("button", { name: "Zurück zur Durchsicht" }).click();
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });

      // The selection: two tiles, reviewed from the selection bar with the mouse only.
      await page.locator(".gallery-grid .thumb[data-index='4']").click({ modifiers: ["Control"] });
      await page.locator(".gallery-grid .thumb[data-index='5']").click({ modifiers: ["Control"] });
      await page.getByRole("button", { name: "Auswahl durchsehen" }).click();
      await eventually(async () => assert.equal(await title(page), "Durchsicht · 1 von 2"));
      // Both were rejected above: the review starts at the first and shows it so.
      assert.equal(
        await dialog(page)
          .getByRole("button", { name: /^✕ Verwerfen/ })
          .getAttribute("aria-pressed"),
        "true",
      );
      await dialog(page)
        .getByRole("button", { name: /^✓ Behalten/ })
        .click();
      await eventually(async () => assert.equal((await text(said(page))).trim(), "Behalten"));
      await eventually(async () => assert.equal(await title(page), "Durchsicht · 2 von 2"));
      await dialog(page).getByRole("button", { name: "Mit 5 von 5 bewerten" }).click();
      await eventually(async () => assert.equal((await text(said(page))).trim(), "Mit 5 von 5 bewertet"));
      await dialog(page).getByRole("button", { name: "Abschließen…" }).click();
      const end2 = dialog(page).getByRole("region", { name: "Durchsicht abschließen" });
      await end2.getByRole("button", { name: "1 behalten, 1 in den Papierkorb" }).click();
      await dialog(page).waitFor({ state: "detached" });
      const moved = await calls(page, "media_delete_many");
      assert.deepEqual(
        moved.map((m) => [m.ids, m.scope]),
        [[["g5"], "this_computer"]],
      );
    },
  },
  {
    name: "review: a finished comparison's pictures reviewed from Create image ('Review these')",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { credits: 120, jobLimit: 2, jobMs: 400 } });
      await page.getByLabel("Describe your image").fill("A red bicycle against a yellow wall");
      await page.getByLabel("Compare providers").check();
      await page.locator('.provider-card[data-slug="grok-image"]').click();
      await eventually(async () => assert.match(await text(generateButton(page)), /^Compare on 2 providers/));
      await generateButton(page).click();
      const these = page.getByRole("button", { name: "Review these" });
      await these.waitFor({ timeout: 15000 });
      await these.click();
      await eventually(async () => assert.equal(await title(page), "Review · 1 of 2"));
      await press(page, "p", "Picked");
      await press(page, "x", "Rejected");
      await dialog(page).getByRole("region", { name: "Finish the review" }).waitFor();
      await ctx.shot(page, "94-review-batch-end");
      const flagged = await calls(page, "media_flag");
      assert.deepEqual(
        flagged.map((f) => f.flag),
        ["picked", "rejected"],
      );
      await page.keyboard.press("Escape");
      await dialog(page).waitFor({ state: "detached" });
      assert.equal((await calls(page, "media_delete_many")).length, 0, "leaving moves nothing");
    },
  },
];
