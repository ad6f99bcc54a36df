// Home (the first screen): a tile for each kind of work, what is being made now, and the newest work
// opening in the Gallery's lightbox. Against the fake backend (run.mjs).
import assert from "node:assert/strict";
import { SIZES, calls, eventually, text, nav, generateButton, buttonText, openCreate, openTray } from "./helpers.mjs";

export const scenarios = [
  {
    name: "home: a tile for each kind of work opens its screen; what is being made is named; recent work opens in the lightbox",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await ctx.open({ ...size, config: { mode: "sandbox", seedImages: 3, jobMs: 30000 } });
        await page.getByRole("heading", { name: "Recent work" }).waitFor();
        await ctx.shot(page, "02c-home-start");
        // Each start tile names its work in words and opens the screen where it is made.
        const tiles = {
          "Create an image": "Create image",
          "Save a character": "Characters",
          "Make a video": "Video",
          "Make a slideshow": "Slideshows",
          "Make music": "Music",
        };
        const start = page.locator(".start-tile");
        assert.equal(await start.count(), Object.keys(tiles).length);
        for (const [tile, screen] of Object.entries(tiles)) {
          await page.getByRole("button", { name: new RegExp(`^${tile}`) }).click();
          await page.getByRole("heading", { level: 1, name: screen }).waitFor();
          assert.equal(await nav(page, screen).getAttribute("aria-current"), "page");
          await nav(page, "Home").click();
          await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
        }
        // The newest work: a tile opens that very picture in the Gallery's lightbox.
        const recent = page.locator(".thumb-strip .thumb");
        await eventually(async () => assert.equal(await recent.count(), 3));
        // Small tiles offer the thumbnail's small copy for a 1x screen and the thumbnail for 2x (which one the
        // web view shows is its choice: Chromium keeps showing a 2x picture it already has).
        const offered = await recent.locator("img").evaluateAll((imgs) => imgs.map((i) => i.srcset));
        for (const srcset of offered) assert.match(srcset, /^\S+\/tok\/small\/\S+ 1x, \S+\/tok\/thumbs\/\S+ 2x$/);
        await page.getByRole("button", { name: /Sample picture 2 \(open it in the Gallery\)/ }).click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        await eventually(async () => assert.match(await text(dialog), /Sample picture 2/));
        assert.match(await text(dialog.locator("#lightbox-title")), /2 of 3/);
        await page.keyboard.press("Escape");
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        // The lightbox opens once: coming back to the Gallery shows the grid.
        await nav(page, "Home").click();
        await nav(page, "Gallery").click();
        await page.locator(".gallery-grid .thumb").first().waitFor();
        assert.equal(await page.getByRole("dialog").count(), 0);
        // Something being made is named in words, and the progress is one click away.
        await nav(page, "Create image").click();
        await page.getByLabel("Describe your image").fill("A quiet harbour at dawn");
        await buttonText(page, "Generate 1 image — 2 credits");
        await generateButton(page).click();
        await page.locator(".tray-button .spinner").waitFor();
        await nav(page, "Home").click();
        const running = page.locator(".home-running");
        await eventually(async () =>
          assert.match(await text(running), /An image is being made\. You can keep working meanwhile\./),
        );
        await running.getByRole("button", { name: "Show progress" }).click();
        await (await openTray(page)).getByTestId("job").first().waitFor();
        await ctx.shot(page, "02d-home-running");
      }
    },
  },
  {
    name: "home: a finished picture comes into Recent work from its job's own news, the library not read again",
    async run(ctx) {
      const page = await openCreate(ctx, { config: { seedImages: 1, jobMs: 800 } });
      const reads = (await calls(page, "library_list")).length;
      await page.getByLabel("Describe your image").fill("A lighthouse in the fog");
      await buttonText(page, "Generate 1 image — 2 credits");
      await generateButton(page).click();
      await eventually(async () => assert.equal((await calls(page, "spend")).length, 1));
      await nav(page, "Home").click();
      const recent = page.locator(".thumb-strip .thumb");
      await eventually(async () => assert.equal(await recent.count(), 2));
      assert.match(await recent.first().getAttribute("aria-label"), /A lighthouse in the fog/);
      assert.equal((await calls(page, "library_list")).length, reads, "the job's event carried its picture");
    },
  },
  {
    name: "home: a picture deleted in the Gallery is gone from Recent work when Home is opened again",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedImages: 3 } });
      const recent = page.locator(".thumb-strip .thumb");
      await eventually(async () => assert.equal(await recent.count(), 3));
      await nav(page, "Gallery").click();
      await page.locator(".gallery-grid .thumb").first().click();
      const dialog = page.locator("dialog.lightbox");
      await dialog.waitFor();
      const title = await text(dialog.locator("#lightbox-title"));
      await dialog.getByRole("button", { name: "Delete…", exact: true }).click();
      await page.getByRole("dialog", { name: "Delete this image?" }).waitFor();
      await page
        .getByRole("dialog", { name: "Delete this image?" })
        .getByRole("button", { name: "Delete at the service" })
        .click();
      await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
      await nav(page, "Home").click();
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await eventually(async () => assert.equal(await recent.count(), 2), { timeout: 3000 });
      await ctx.shot(page, "02e-home-after-delete");
      assert.ok(title, "the lightbox named the picture");
    },
  },
];
