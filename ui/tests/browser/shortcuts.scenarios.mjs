// Browser scenarios of the keyboard shortcuts (views/Shortcuts.tsx): Ctrl+Enter presses the screen's
// spend button once, Ctrl+K jumps to a screen, "?" lists the shortcuts (the Gallery's and a review's own keys
// too) but not while typing. The Gallery's keys themselves: gallery.scenarios.mjs.
import assert from "node:assert/strict";
import { SIZES, eventually, nav, openCreate, spends, text } from "./helpers.mjs";

export const scenarios = [
  {
    name: "shortcuts: Ctrl+Enter makes once, through the same button and its cost",
    async run(ctx) {
      const page = await openCreate(ctx, { ...SIZES[0], config: { credits: 40 } });
      await page.getByLabel("Describe your image").fill("A lighthouse at dusk");
      await page.getByRole("button", { name: "Generate 1 image — 2 credits" }).waitFor();
      // Typing in the prompt, a quick double press: one job.
      await page.getByLabel("Describe your image").press("Control+Enter");
      await page.getByLabel("Describe your image").press("Control+Enter");
      await page.waitForTimeout(500);
      assert.equal((await spends(page, "image")).length, 1, "two presses send once");
      // A later deliberate press is a new job, like a second click.
      await page.waitForTimeout(1600);
      await page.keyboard.press("Control+Enter");
      await eventually(async () => assert.equal((await spends(page, "image")).length, 2));
      // Where the balance can't pay, the button is disabled and the shortcut sends nothing.
      const home = await ctx.open({ ...SIZES[0], config: { mode: "sandbox", credits: 0 } });
      await nav(home, "Create image").click();
      await home.getByLabel("Describe your image").fill("A lighthouse at dusk");
      const generate = home.locator("button.generate");
      await eventually(async () => assert.equal(await generate.isDisabled(), true));
      await home.keyboard.press("Control+Enter");
      await home.waitForTimeout(300);
      assert.equal((await spends(home, "image")).length, 0);
    },
  },
  {
    name: "shortcuts: Ctrl+K jumps to a screen, ? lists the shortcuts (not while typing)",
    async run(ctx) {
      const page = await openCreate(ctx, SIZES[1]);
      // "?" typed into the prompt is a question mark.
      await page.getByLabel("Describe your image").fill("");
      await page.getByLabel("Describe your image").press("?");
      assert.equal(await page.getByRole("dialog", { name: "Keyboard shortcuts" }).count(), 0);
      assert.equal(await page.getByLabel("Describe your image").inputValue(), "?");
      await page.getByRole("heading", { name: "Create image", level: 1 }).click();
      await page.keyboard.press("?");
      const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
      await sheet.waitFor();
      assert.match(await text(sheet), /Ctrl\s*\+\s*Enter\s+Make: press this screen's main button/);
      assert.match(await text(sheet), /Ctrl\s*\+\s*K\s+Jump to a screen/);
      // The Gallery's own keys, under their own heading.
      assert.match(
        await text(sheet),
        /In the Gallery\s+Ctrl\s*\+\s*F\s+Search the prompts\s+Ctrl\s*\+\s*A\s+Select everything shown\s+Delete\s+Delete the selected items, or the one in focus \(asks first\)\s+Esc\s+Clear the selection/,
      );
      // A review's keys (views/gallery/Review.tsx), under theirs.
      assert.match(
        await text(sheet),
        new RegExp(
          [
            "In a review",
            "←\\s+Previous item",
            "→\\s+Next item",
            "Home\\s+First item",
            "End\\s+Last item",
            "P\\s+Pick, and go on to the next item",
            "X\\s+Reject, and go on to the next item",
            "1–5\\s+Rate 1 to 5 stars",
            "0\\s+Take the rating off",
            "Ctrl\\s*\\+\\s*Z\\s+Undo the last pick, reject or rating",
            "Esc\\s+Done for now \\(your picks are already saved\\)",
          ].join("\\s+"),
        ),
      );
      assert.deepEqual(
        await sheet.getByRole("columnheader", { name: /^In / }).allInnerTexts(),
        ["In the Gallery", "In a review"],
        "each place its own heading",
      );
      // At 900x700 the list is taller than the window: it scrolls between the sheet's title and Close, both in
      // view as it opens.
      for (const part of [
        sheet.getByRole("heading", { name: "Keyboard shortcuts" }),
        sheet.getByRole("button", { name: "Close" }),
      ]) {
        const box = await part.boundingBox();
        assert.ok(box && box.y >= 0 && box.y + box.height <= 700, `${await part.innerText()} in view`);
      }
      await ctx.shot(page, "shortcuts-sheet");
      assert.deepEqual(await ctx.axe(page), []);
      await page.keyboard.press("Escape");
      await eventually(async () => assert.equal(await sheet.isVisible(), false));
      // The list is also one click away, in the navigation.
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Keyboard shortcuts" }).click();
      await sheet.waitFor();
      await sheet.getByRole("button", { name: "Close" }).click();
      await eventually(async () => assert.equal(await sheet.isVisible(), false));

      await page.keyboard.press("Control+k");
      const palette = page.getByRole("dialog", { name: "Jump to a screen" });
      await palette.waitFor();
      const box = palette.getByRole("combobox", { name: "Screen" });
      await eventually(async () => assert.equal(await box.evaluate((el) => el === document.activeElement), true));
      assert.equal(await palette.getByRole("option").count(), 10);
      await box.fill("s");
      await ctx.shot(page, "shortcuts-palette");
      // "s": Characters, Tools, Slideshows, Recipes, Settings; the second one down is Tools.
      await box.press("ArrowDown");
      assert.equal(await palette.getByRole("option", { selected: true }).innerText(), "Tools");
      await box.fill("music");
      assert.deepEqual(await palette.getByRole("option").allInnerTexts(), ["Music"]);
      await box.press("Enter");
      await page.getByRole("heading", { name: "Music", level: 1 }).waitFor();
      assert.equal(await palette.isVisible(), false);
      // Nothing matches: it says so.
      await page.keyboard.press("Control+k");
      await palette.getByRole("combobox", { name: "Screen" }).fill("zzz");
      await palette.getByText("No screen is called that.").waitFor();
      await page.keyboard.press("Escape");
      await eventually(async () => assert.equal(await palette.isVisible(), false));
    },
  },
];
