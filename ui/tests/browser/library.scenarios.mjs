// The library (issue 13): search by prompt words with kind chips and their counts, Ctrl/Shift
// multi-select and "select all in view", the bulk delete's confirmation with counts (what the service
// deletes, what it keeps, what stays only here), bulk restore and export, stars and collections. Fake: tests/fake-library.ts.
import assert from "node:assert/strict";
import { calls, eventually, text, nav } from "./helpers.mjs";

const tile = (page, i) => page.locator(`.gallery-grid .thumb[data-index="${i}"]`);
const count = (page) => text(page.locator(".gallery-count"));
const bar = (page) => page.getByRole("toolbar", { name: "Selected items" });
const ctrl = { modifiers: ["Control"] };
/** Waits for a tile's item to be loaded (a tile still loading can't be selected). */
const ready = (page, i) =>
  eventually(async () => assert.match((await tile(page, i).getAttribute("aria-label")) ?? "", /^Open /));

async function openLibrary(ctx, more = {}) {
  const page = await ctx.open({
    width: 1280,
    height: 800,
    config: { mode: "sandbox", seedCharacters: 3, gallerySeed: 10_000, galleryTracks: 3, ...more },
  });
  await nav(page, "Gallery").click();
  await page.getByRole("heading", { level: 1, name: "Gallery" }).waitFor();
  await eventually(async () => assert.match(await count(page), /^8,889 images, 1,111 videos and 3 music tracks/));
  return page;
}

/** Selects tiles 3-7 (g0..g4: the music tracks are the newest, tiles 0-2). */
async function selectG0ToG4(page) {
  await ready(page, 7);
  await tile(page, 3).click(ctrl);
  await tile(page, 7).click({ modifiers: ["Shift"] });
  await eventually(async () => assert.match(await text(bar(page)), /^5 selected/));
}

// The fake's seeded prompts: subject i % 6 ("City rooftop at night" is 2), only local items (i % 10 != 9).
// None is a video (those are i % 9 == 4).
// How many of the 10,000 say "rooftop", as the window writes the number ("1,667").
const rooftops = Array.from({ length: 10_000 }, (_, i) => i)
  .filter((i) => i % 6 === 2 && i % 10 !== 9)
  .length.toLocaleString("en-US");

/** Starts writing down, in the page, every state of the kind chips (as shown: innerText) beside what the list
 * says (its count line, or its empty state's heading), on every change of the Gallery; `seen` reads them. */
const chipWatch = {
  start: (page) =>
    page.evaluate(() => {
      const states = [];
      const read = () => {
        const chips = [...document.querySelectorAll('[aria-label="Kind"] .chip')]
          .map((b) => b.innerText.trim().replace(/\s+/g, " "))
          .join(" | ");
        const list = (document.querySelector(".gallery-count, .gallery .empty h2")?.innerText ?? "").split(",")[0];
        const state = `${chips} // ${list}`;
        if (states.at(-1) !== state) states.push(state);
      };
      read();
      const watch = new MutationObserver(read);
      watch.observe(document.querySelector(".gallery"), {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      window.__chipWatch = { states, watch };
    }),
  /** A state whose chips show numbers (while they are counted again, they show none). */
  counted: (state) => /\d/.test(state.split(" // ")[0]),
  seen: (page) =>
    page.evaluate(() => {
      window.__chipWatch.watch.disconnect();
      return window.__chipWatch.states;
    }),
};

export const scenarios = [
  {
    name: "library: search and kind chips with counts; Ctrl/Shift select; select all in view; bulk delete asks with counts",
    async run(ctx) {
      const page = await openLibrary(ctx);
      const chip = (name) => page.getByRole("group", { name: "Kind" }).getByRole("button", { name });
      assert.equal(await text(chip(/^Images/)), "Images 8,889");
      assert.equal(await text(chip(/^Music/)), "Music 3");
      assert.equal(await text(chip(/^Slideshows/)), "Slideshows 0");

      // Prompt words: the count, the chips and the tiles follow the search.
      await page.getByLabel("Search prompts and tags").fill("ROOFTOP night");
      await eventually(async () => assert.match(await count(page), new RegExp(`^${rooftops} (images|items)`)));
      await eventually(async () => assert.equal(await text(chip(/^All/)), `All ${rooftops}`));
      assert.match(await tile(page, 0).getAttribute("aria-label"), /City rooftop at night/);
      await ctx.shot(page, "60-library-search");

      // Ctrl+click selects instead of opening; Shift+click takes the range; Ctrl+click takes one out.
      await tile(page, 0).click(ctrl);
      assert.equal(await page.locator("dialog.lightbox[open]").count(), 0, "no lightbox");
      await eventually(async () => assert.match(await text(bar(page)), /^1 selected/));
      await tile(page, 4).click({ modifiers: ["Shift"] });
      await eventually(async () => assert.match(await text(bar(page)), /^5 selected/));
      await tile(page, 2).click(ctrl);
      await eventually(async () => assert.match(await text(bar(page)), /^4 selected/));
      assert.match(await tile(page, 1).getAttribute("aria-label"), /\(selected\)$/);
      assert.doesNotMatch(await tile(page, 2).getAttribute("aria-label"), /\(selected\)$/);
      await ctx.shot(page, "61-library-selected");

      // Select all in view: the whole search, not only the tiles in the DOM.
      await bar(page).getByRole("button", { name: "Select all in view" }).click();
      await eventually(async () => assert.match(await text(bar(page)), new RegExp(`^${rooftops} selected`)));
      await bar(page).getByRole("button", { name: "Delete…" }).click();
      let dialog = page.getByRole("dialog", { name: `Delete ${rooftops} items?` });
      await dialog.waitFor();
      assert.match(
        await text(dialog),
        new RegExp(`${rooftops} images are deleted at the service for good[\\s\\S]*go to the Trash`),
      );
      await ctx.shot(page, "62-library-bulk-delete");
      await dialog.getByRole("button", { name: "Keep them" }).click();
      const deletes = () => page.evaluate(() => window.__fake.calls.filter((c) => c.cmd.startsWith("media_delete")));
      assert.equal((await deletes()).length, 0);

      // Music: the service keeps tracks, and the dialog says so; confirming deletes them in one call.
      await bar(page).getByRole("button", { name: "Clear selection" }).click();
      await page.getByLabel("Search prompts and tags").fill("");
      await chip(/^Music/).click();
      await eventually(async () => assert.match(await count(page), /^3 music tracks/));
      await ready(page, 2);
      await tile(page, 0).click(ctrl);
      await tile(page, 2).click({ modifiers: ["Shift"] });
      await bar(page).getByRole("button", { name: "Delete…" }).click();
      dialog = page.getByRole("dialog", { name: "Delete 3 items?" });
      await dialog.waitFor();
      const words = await text(dialog);
      assert.match(words, /3 music tracks stay at the service: this app can't delete music there/);
      assert.doesNotMatch(words, /deleted at the service for good/);
      assert.equal(await dialog.getByRole("button", { name: "Delete at the service" }).count(), 0);
      await dialog.getByRole("button", { name: "Move 3 items to the Trash" }).click();
      await eventually(async () =>
        assert.match(
          await text(page.locator(".toasts")),
          /3 items moved to the Trash on this computer \(the service keeps their copies\)/,
        ),
      );
      assert.deepEqual(
        (await deletes()).map((c) => c.cmd),
        ["media_delete_many"],
      );
      await eventually(async () => assert.equal(await text(chip(/^Music/)), "Music 0"));
      await page.getByRole("button", { name: "Trash" }).click();
      await eventually(async () => assert.match(await count(page), /^3 items in the Trash/));
      // In the Trash the bar restores; Escape lets go of a selection.
      await page.getByRole("button", { name: "Select all in view" }).click();
      await eventually(async () => assert.match(await text(bar(page)), /^3 selected/));
      await page.keyboard.press("Escape");
      await eventually(async () => assert.equal(await bar(page).count(), 0));
      await page.getByRole("button", { name: "Select all in view" }).click();
      await bar(page).getByRole("button", { name: "Restore" }).click();
      await eventually(async () =>
        assert.match(await text(page.locator(".toasts")), /3 items are back in the gallery/),
      );
      await page.getByRole("heading", { name: "The Trash is empty" }).waitFor();
      const restores = await page.evaluate(() => window.__fake.calls.filter((c) => c.cmd.startsWith("media_restore")));
      assert.deepEqual(
        restores.map((c) => [c.cmd, c.args.ids.length]),
        [["media_restore_many", 3]],
        "one core call for the whole selection",
      );
    },
  },
  {
    name: "library: the search runs as the words are typed, one at a time, and its counts come once typing rests",
    async run(ctx) {
      const page = await openLibrary(ctx);
      const before = {
        lists: (await calls(page, "gallery_list")).length,
        counts: (await calls(page, "gallery_counts")).length,
      };
      const box = page.getByLabel("Search prompts and tags");
      // Spaces alone are no search: nothing is sent, and the box keeps them.
      await box.fill("   ");
      await page.waitForTimeout(400);
      assert.equal((await calls(page, "gallery_list")).length, before.lists, "spaces sent no search");
      assert.equal(await box.inputValue(), "   ");
      await box.fill("");
      // Typed a key each 60 ms of the page's own clock, whatever the machine's load: the page's timers (the
      // fake's answers, the counts' wait for typing to rest) run only as that clock moves, and each step
      // lets the page finish what the key started before the next comes.
      await page.clock.install();
      await page.clock.pauseAt(new Date(Date.now() + 1000));
      for (const key of "ROOFTOP night") {
        await box.press(key);
        await page.clock.runFor(60);
      }
      const typedAt = await page.evaluate(() => performance.now());
      await page.clock.resume();
      await eventually(async () => assert.match(await count(page), new RegExp(`^${rooftops} (images|items)`)), {
        timeout: 20_000,
      });
      const searches = async () =>
        (await page.evaluate(() => window.__fake.calls.filter((c) => c.cmd === "gallery_list")))
          .slice(before.lists)
          .filter((c) => c.args.query.offset === 0);
      // The last search has every word (it goes once the one still out when typing stopped is back; an
      // earlier prefix may already show the same count).
      // (Generous on a busy machine: the last search waits for the one still out, and a loaded page is slow.)
      await eventually(async () => assert.equal((await searches()).at(-1).args.query.text, "ROOFTOP night"), {
        timeout: 20_000,
      });
      const lists = await searches();
      // Searches went while typing (not only once it rested), never two at once.
      assert.ok(lists.filter((c) => c.at < typedAt).length >= 2, `searches while typing: ${lists.length}`);
      assert.ok(lists.length <= "ROOFTOP night".length, `one search per key at most: ${lists.length}`);
      // The counts beside the chips: asked for the words once typing rested, not for every search.
      await eventually(async () =>
        assert.equal(
          await text(page.getByRole("group", { name: "Kind" }).getByRole("button", { name: /^All/ })),
          `All ${rooftops}`,
        ),
      );
      const counted = (await calls(page, "gallery_counts")).slice(before.counts);
      assert.ok(counted.length <= 2, `counts asked ${counted.length} times`);
      assert.equal(counted.at(-1).query.text, "ROOFTOP night");
    },
  },
  {
    name: "library: a chip never shows the old tiles under its words; a fling asks for no pictures until the grid stays put",
    async run(ctx) {
      const page = await openLibrary(ctx);
      await ready(page, 0);
      // Every count the page shows between the click and the videos: the old list's, or the videos'.
      const seen = await page.evaluate(async () => {
        const texts = [];
        const watch = new MutationObserver(() =>
          texts.push(document.querySelector(".gallery-count")?.textContent ?? ""),
        );
        watch.observe(document.querySelector(".gallery"), { subtree: true, childList: true, characterData: true });
        [...document.querySelectorAll('[aria-label="Kind"] .chip')]
          .find((b) => b.textContent?.startsWith("Videos"))
          .click();
        for (
          let i = 0;
          i < 100 && !document.querySelector(".gallery-count")?.textContent?.startsWith("1,111 videos");
          i++
        )
          await new Promise((r) => setTimeout(r, 20));
        watch.disconnect();
        return texts;
      });
      const wrong = seen.filter((t) => t && !t.startsWith("8,889 images") && !t.startsWith("1,111 videos"));
      assert.deepEqual(wrong, [], "no count but the old list's and the videos'");
      assert.ok(
        seen.some((t) => t.startsWith("1,111 videos")),
        seen.join(" | "),
      );
      // Each video tile has its ▶ mark at its bottom left, though no video screen has been opened.
      await ready(page, 0);
      const mark = await page.evaluate(() => {
        const t = document.querySelector('.gallery-grid .thumb[data-index="0"]');
        const m = t?.querySelector(".source-play");
        if (!t || !m) return null;
        const [a, b] = [t.getBoundingClientRect(), m.getBoundingClientRect()];
        return {
          position: getComputedStyle(m).position,
          inside: b.left >= a.left && b.bottom <= a.bottom && b.top > a.top,
        };
      });
      assert.deepEqual(mark, { position: "absolute", inside: true });
      await page.getByRole("group", { name: "Kind" }).getByRole("button", { name: /^All/ }).click();
      await eventually(async () => assert.match(await count(page), /^8,889 images/));
      await ready(page, 0);
      // A fling: a screen every 20 ms. No picture is asked for on the way; the last screen's come once it has
      // rested STILL_MS (80 ms). Judged by the scroll events' own times, not by the runner's timers: on a busy
      // machine a 20 ms wait may last longer than 80 ms, and then a picture may rightly come mid-fling.
      const fling = await page.evaluate(async () => {
        const STILL_MS = 80;
        const grid = document.querySelector(".gallery-grid");
        const main = grid.closest("main");
        let lastScroll = -Infinity;
        let scrolls = 0;
        const early = [];
        const onScroll = () => {
          lastScroll = performance.now();
          scrolls++;
        };
        main.addEventListener("scroll", onScroll, { passive: true });
        const watch = new MutationObserver((ms) => {
          const rested = performance.now() - lastScroll;
          for (const m of ms)
            for (const n of m.addedNodes) {
              const imgs = n.nodeName === "IMG" ? 1 : (n.querySelectorAll?.("img").length ?? 0);
              if (imgs && rested < STILL_MS - 2) early.push(Math.round(rested));
            }
        });
        watch.observe(grid, { subtree: true, childList: true });
        for (let i = 0; i < 30; i++) {
          main.scrollTop += main.clientHeight;
          await new Promise((r) => setTimeout(r, 20));
        }
        // Until the pictures of the screen it stopped on have come (or 3 s).
        for (let i = 0; i < 150 && !grid.querySelector("img"); i++) await new Promise((r) => setTimeout(r, 20));
        watch.disconnect();
        main.removeEventListener("scroll", onScroll);
        return { early, scrolls, top: main.scrollTop };
      });
      assert.ok(fling.top > 0 && fling.scrolls > 1, "the gallery scrolled");
      assert.deepEqual(fling.early, [], "a picture asked for less than 80 ms after a scroll (ms after it)");
      await eventually(async () =>
        assert.ok((await page.locator(".gallery-grid img").count()) > 0, "its pictures come"),
      );
    },
  },
  {
    name: "library: a bulk export shows its progress, writes every file it can and names what it could not",
    async run(ctx) {
      // Tiles 3-7 are g0..g4; g2's file is gone from the app's folder.
      const page = await openLibrary(ctx, { missingFiles: ["g2"], perItemMs: 250, lateProgress: true });
      await selectG0ToG4(page);
      await bar(page).getByRole("button", { name: "Export…" }).click();
      const progress = page.getByRole("progressbar", { name: "Exporting progress" });
      await eventually(async () => assert.match(await text(bar(page)), /Exporting [1-4] of 5/));
      assert.equal(await progress.getAttribute("max"), "5");
      assert.ok(await bar(page).getByRole("button", { name: "Export…" }).isDisabled());
      await eventually(async () =>
        assert.match(await text(page.locator(".toasts")), /4 files exported to \/home\/you\/Exports, with metadata\./),
      );
      assert.equal(
        await text(bar(page).getByRole("alert")),
        "1 item was not exported: The file of this item is missing from the app's folder",
      );
      assert.match(await text(bar(page)), /^5 selected/, "the selection stays");
      // The last progress message came after the answer: the bar is free again all the same.
      await page.waitForTimeout(400);
      assert.doesNotMatch(await text(bar(page)), /Exporting/);
      assert.ok(await bar(page).getByRole("button", { name: "Save as .zip…" }).isEnabled());
      await ctx.shot(page, "68-library-bulk-export-failed");
      const calls = await page.evaluate(() => window.__fake.calls.filter((c) => c.cmd.startsWith("media_export")));
      assert.deepEqual(
        calls.map((c) => [c.cmd, c.args.ids, c.args.folder]),
        [["media_export_many", ["g0", "g1", "g2", "g3", "g4"], "folder-1"]],
        "the folder goes back as the token of the one chosen, never as a path",
      );
    },
  },
  {
    name: "library: a selection saved as one .zip shows its progress and names what it could not put in",
    async run(ctx) {
      const page = await openLibrary(ctx, { missingFiles: ["g2"], perItemMs: 250 });
      await selectG0ToG4(page);
      await bar(page).getByRole("button", { name: "Save as .zip…" }).click();
      const progress = page.getByRole("progressbar", { name: "Progress of the .zip" });
      await eventually(async () => assert.match(await text(bar(page)), /Adding [1-4] of 5 to the \.zip/));
      assert.equal(await progress.getAttribute("max"), "5");
      assert.ok(await bar(page).getByRole("button", { name: "Save as .zip…" }).isDisabled());
      await ctx.shot(page, "68b-library-zip-progress");
      await eventually(async () =>
        assert.match(
          await text(page.locator(".toasts")),
          /4 items saved in \/home\/you\/Pictures\/media-studio-selection\.zip, each with its settings\./,
        ),
      );
      assert.equal(
        await text(bar(page).getByRole("alert")),
        "1 item was not exported: The file of this item is missing from the app's folder",
      );
      const calls = await page.evaluate(() => window.__fake.calls.filter((c) => c.cmd === "media_export_zip"));
      assert.deepEqual(
        calls.map((c) => c.args.ids),
        [["g0", "g1", "g2", "g3", "g4"]],
      );
    },
  },
  {
    name: "library: a bulk delete shows its progress, counts what it did and keeps selected what the service refused",
    async run(ctx) {
      // Tiles 0-2 are the music tracks (newest); g0..g4 are tiles 3-7, all held at the service.
      const page = await openLibrary(ctx, { refusedAtService: ["g1"], perItemMs: 250 });
      await selectG0ToG4(page);
      await bar(page).getByRole("button", { name: "Delete…" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete 5 items?" });
      assert.match(await text(dialog), /4 images and 1 video are deleted at the service for good/);
      await dialog.getByRole("button", { name: "Delete at the service" }).click();
      // Progress from the core after each item, while the buttons wait.
      const progress = page.getByRole("progressbar", { name: "Deleting progress" });
      await eventually(async () => assert.match(await text(bar(page)), /Deleting [1-4] of 5/));
      assert.ok(await bar(page).getByRole("button", { name: "Delete…" }).isDisabled());
      assert.equal(await progress.getAttribute("max"), "5");
      await ctx.shot(page, "64-library-bulk-delete-progress");
      await eventually(async () =>
        assert.match(
          await text(page.locator(".toasts")),
          /4 items moved to the Trash on this computer \(4 deleted at the service for good\)\./,
        ),
      );
      // What the service refused stays in the library, still selected, with the reason.
      await eventually(async () => assert.match(await text(bar(page)), /^1 selected/));
      assert.equal(
        await text(bar(page).getByRole("alert")),
        "1 item stays in your library, still selected: The service had a problem (500)",
      );
      // The list is read again after the delete: the tile shows the kept item once it has come.
      await eventually(async () => assert.match(await tile(page, 3).getAttribute("aria-label"), /#2 \(selected\)$/));
      await eventually(async () => assert.match(await count(page), /^8,886 images, 1,110 videos and 3 music tracks/));
      await ctx.shot(page, "65-library-bulk-delete-kept");
      const calls = await page.evaluate(() => window.__fake.calls.filter((c) => c.cmd.startsWith("media_delete")));
      assert.deepEqual(
        calls.map((c) => [c.cmd, c.args.ids]),
        [["media_delete_many", ["g0", "g1", "g2", "g3", "g4"]]],
      );
    },
  },
  {
    name: "library: star and collect a selection, then filter by favourites and by collection",
    async run(ctx) {
      const page = await openLibrary(ctx);
      await tile(page, 1).click(ctrl);
      await tile(page, 3).click({ modifiers: ["Shift"] });
      await bar(page).getByRole("button", { name: "★ Star" }).click();
      await eventually(async () => assert.match(await text(page.locator(".toasts")), /3 items starred/));
      await page.getByRole("button", { name: "★ Favourites" }).click();
      // The three newest: two music tracks (the newest of all) and an image.
      await eventually(async () => assert.match(await count(page), /^1 image and 2 music tracks/));
      assert.equal(await page.locator(".gallery-grid .thumb-star").count(), 3);
      await page.getByRole("button", { name: "★ Favourites" }).click();

      await page.getByRole("button", { name: "New collection…" }).click();
      const dialog = page.getByRole("dialog", { name: "New collection" });
      await dialog.getByLabel("Name").fill("Trip");
      await dialog.getByRole("button", { name: "Create collection" }).click();
      await eventually(async () => assert.match(await text(page.locator(".toasts")), /Collection Trip made/));
      await ready(page, 1);
      await tile(page, 0).click(ctrl);
      await tile(page, 1).click(ctrl);
      await bar(page).getByLabel("Add to collection").selectOption({ label: "Trip" });
      await eventually(async () => assert.match(await text(page.locator(".toasts")), /2 items added to Trip/));
      await page.getByRole("combobox", { name: /^Collection/ }).selectOption({ label: "Trip (2)" });
      await eventually(async () => assert.match(await count(page), /^2 music tracks/));
      await ctx.shot(page, "63-library-collection");
    },
  },
  {
    name: "library: dragging a tile out carries its file, or every selected file; the press opens nothing",
    async run(ctx) {
      const page = await openLibrary(ctx);
      await ready(page, 5);
      const drag = async (i) => {
        const box = await tile(page, i).boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 4 });
        await page.mouse.up();
      };
      await tile(page, 3).click(ctrl);
      await tile(page, 5).click({ modifiers: ["Shift"] });
      await drag(4);
      await eventually(async () => assert.equal((await calls(page, "media_drag_files")).length, 1));
      const [many] = await calls(page, "media_drag_files");
      const selected = await page
        .locator(".gallery-grid .thumb.selected")
        .evaluateAll((ts) => ts.map((t) => t.getAttribute("data-id")));
      assert.equal(selected.length, 3);
      assert.deepEqual([...many.ids].sort(), selected.sort(), "the selected items, by id");
      await drag(8);
      await eventually(async () => assert.equal((await calls(page, "media_drag_files")).length, 2));
      const one = (await calls(page, "media_drag_files"))[1];
      assert.deepEqual(one.ids, [await tile(page, 8).getAttribute("data-id")]);
      assert.equal(await page.locator("dialog.lightbox[open]").count(), 0, "a drag is not a click");
      assert.match(await text(bar(page)), /^3 selected/);
    },
  },
  {
    name: "library: rename a collection (its limit said under the field first) and delete it, its items staying",
    async run(ctx) {
      const page = await openLibrary(ctx);
      const sent = (cmd) => page.evaluate((cmd) => window.__fake.calls.filter((c) => c.cmd === cmd).length, cmd);
      for (const name of ["Trip", "Family"]) {
        await page.getByRole("button", { name: "New collection…" }).click();
        const dialog = page.getByRole("dialog", { name: "New collection" });
        await dialog.getByLabel("Name").fill(name);
        await dialog.getByRole("button", { name: "Create collection" }).click();
        await eventually(async () =>
          assert.match(await text(page.locator(".toasts")), new RegExp(`Collection ${name} made`)),
        );
      }
      await ready(page, 1);
      await tile(page, 0).click(ctrl);
      await tile(page, 1).click(ctrl);
      await bar(page).getByLabel("Add to collection").selectOption({ label: "Trip" });
      await eventually(async () => assert.match(await text(page.locator(".toasts")), /2 items added to Trip/));
      await bar(page).getByRole("button", { name: "Clear selection" }).click();
      const which = page.getByRole("combobox", { name: /^Collection/ });
      assert.equal(await page.getByRole("button", { name: "Rename…" }).count(), 0, "only for a chosen collection");
      await which.selectOption({ label: "Trip (2)" });
      await eventually(async () => assert.match(await count(page), /^2 music tracks/));

      // Rename: what is wrong is said under the field, and nothing is sent until it is right.
      await page.getByRole("button", { name: "Rename…" }).click();
      const dialog = page.getByRole("dialog", { name: "Rename Trip" });
      const field = dialog.getByLabel("Name");
      assert.equal(await field.inputValue(), "Trip");
      const problem = dialog.locator(".field-error");
      await field.fill("x".repeat(81));
      await eventually(async () =>
        assert.equal(await text(problem), "⚠ A collection name is at most 80 characters (you have 81)"),
      );
      assert.equal(await field.inputValue(), "x".repeat(81), "what was typed is kept, not cut");
      await ctx.shot(page, "66-library-collection-rename-limit");
      await dialog.getByRole("button", { name: "Rename collection" }).click();
      await field.fill("FAMILY");
      assert.equal(await text(problem), "⚠ Another collection already has this name");
      await dialog.getByRole("button", { name: "Rename collection" }).click();
      await field.fill(" ");
      await dialog.getByRole("button", { name: "Rename collection" }).click();
      assert.equal(await text(problem), "⚠ A collection needs a name");
      assert.equal(await sent("collection_rename"), 0, "nothing sent while the name is wrong");
      await field.fill("Holiday 2026");
      assert.equal(await problem.count(), 0);
      await dialog.getByRole("button", { name: "Rename collection" }).click();
      await eventually(async () =>
        assert.match(await text(page.locator(".toasts")), /Collection renamed to Holiday 2026/),
      );
      assert.equal(await sent("collection_rename"), 1);
      await eventually(async () =>
        assert.equal(await which.locator("option:checked").textContent(), "Holiday 2026 (2)"),
      );

      // Delete: asks first, says the items stay; then the whole library is shown again.
      await page.getByRole("button", { name: "Delete collection…" }).click();
      const ask = page.getByRole("dialog", { name: "Delete the collection Holiday 2026?" });
      assert.match(
        await text(ask),
        /Its 2 items stay in your library: only the collection goes\. Nothing changes at the service\./,
      );
      await ctx.shot(page, "67-library-collection-delete");
      await ask.getByRole("button", { name: "Delete collection" }).click();
      await eventually(async () =>
        assert.match(
          await text(page.locator(".toasts")),
          /Collection Holiday 2026 deleted\. Its items are still in your library\./,
        ),
      );
      await eventually(async () => assert.match(await count(page), /^8,889 images, 1,111 videos and 3 music tracks/));
      assert.equal(await which.inputValue(), "");
      assert.deepEqual(await which.locator("option").allTextContents(), ["Whole library", "Family (0)"]);
    },
  },
  {
    name: "library: the Trash's kind chips count the Trash, and count again after a restore and an empty",
    async run(ctx) {
      const page = await ctx.open({
        width: 900,
        height: 700,
        config: { mode: "sandbox", gallerySeed: 20, galleryTracks: 3 },
      });
      await nav(page, "Gallery").click();
      const kinds = page.getByRole("group", { name: "Kind" });
      const chips = async () => (await kinds.getByRole("button").allInnerTexts()).map((s) => s.trim()).join(" | ");
      const GALLERY = "All 23 | Images 18 | Videos 2 | Music 3 | Slideshows 0 | Tool results 0";
      await eventually(async () => assert.equal(await chips(), GALLERY));
      // The three music tracks go to the Trash.
      await kinds.getByRole("button", { name: /^Music/ }).click();
      await eventually(async () => assert.match(await count(page), /^3 music tracks/));
      await page.getByRole("button", { name: "Select all in view" }).click();
      await bar(page).getByRole("button", { name: "Delete…" }).click();
      await page
        .getByRole("dialog", { name: "Delete 3 items?" })
        .getByRole("button", { name: "Move 3 items to the Trash" })
        .click();
      await kinds.getByRole("button", { name: /^All/ }).click();
      const LIBRARY = "All 20 | Images 18 | Videos 2 | Music 0 | Slideshows 0 | Tool results 0";
      await eventually(async () => assert.equal(await chips(), LIBRARY));

      // The Trash: its chips count the Trash; never the gallery's numbers beside its list, not for a moment.
      await chipWatch.start(page);
      await page.getByRole("button", { name: "Trash", exact: true }).click();
      const TRASH = "All 3 | Images 0 | Videos 0 | Music 3 | Slideshows 0 | Tool results 0";
      await eventually(async () => assert.equal(await chips(), TRASH));
      let seen = await chipWatch.seen(page);
      assert.deepEqual(
        // (the first state is the gallery's, before the click)
        seen.slice(1).filter((s) => s.startsWith(LIBRARY)),
        [],
        `the gallery's counts shown in the Trash:\n${seen.join("\n")}`,
      );
      assert.match(await count(page), /^3 items in the Trash/);
      await ctx.shot(page, "64-library-trash-chips");

      // A restore: the chips count again, and never say 3 beside a list of 2.
      await chipWatch.start(page);
      await page.getByRole("button", { name: "Restore", exact: true }).first().click();
      const RESTORED = "All 2 | Images 0 | Videos 0 | Music 2 | Slideshows 0 | Tool results 0";
      await eventually(async () => assert.equal(await chips(), RESTORED));
      seen = await chipWatch.seen(page);
      assert.deepEqual(
        seen.filter((s) => s.endsWith("// 2 items in the Trash") && chipWatch.counted(s) && !s.startsWith(RESTORED)),
        [],
        `old counts beside the new list:\n${seen.join("\n")}`,
      );
      await ctx.shot(page, "65-library-trash-restored");

      // Emptied: every chip says 0, and never 2 beside the empty Trash.
      await page.getByRole("button", { name: "Empty trash…" }).click();
      const empty = page.getByRole("dialog", { name: "Empty the Trash?" });
      await empty.getByRole("button", { name: "Remove 2 items" }).click();
      await chipWatch.start(page);
      const EMPTIED = "All 0 | Images 0 | Videos 0 | Music 0 | Slideshows 0 | Tool results 0";
      await eventually(async () => assert.equal(await chips(), EMPTIED));
      seen = await chipWatch.seen(page);
      assert.deepEqual(
        seen.filter((s) => s.endsWith("// The Trash is empty") && chipWatch.counted(s) && !s.startsWith(EMPTIED)),
        [],
        `old counts beside the emptied Trash:\n${seen.join("\n")}`,
      );
      await ctx.shot(page, "66-library-trash-emptied");

      // Back in the gallery: its own counts again (the restored track among them), never the Trash's zeros.
      await chipWatch.start(page);
      await page.getByRole("button", { name: "Back to the gallery" }).click();
      const BACK = "All 21 | Images 18 | Videos 2 | Music 1 | Slideshows 0 | Tool results 0";
      await eventually(async () => assert.equal(await chips(), BACK));
      seen = await chipWatch.seen(page);
      assert.deepEqual(
        seen.filter((s) => s.startsWith(EMPTIED) && /\/\/ \d/.test(s)),
        [],
        `the Trash's counts beside the gallery:\n${seen.join("\n")}`,
      );
    },
  },
];
