// Gallery (issue 5): windowed grid over 10,000 items, filters, lightbox, recall, compare, diff, save,
// delete -> trash -> restore -> empty trash, and the background sync. Fake: tests/fake-gallery.ts.
import assert from "node:assert/strict";
import { SIZES, eventually, text, nav } from "./helpers.mjs";

const tile = (page, i) => page.locator(`.gallery-grid .thumb[data-index="${i}"]`);
const loaded = (img) => img.evaluate((el) => el.complete && el.naturalWidth > 0);

async function openGallery(ctx, { config = {}, ...size } = {}) {
  const page = await ctx.open({
    ...size,
    config: { mode: "sandbox", seedCharacters: 3, gallerySeed: 10_000, ...config },
  });
  await nav(page, "Gallery").click();
  await page.getByRole("heading", { level: 1, name: "Gallery" }).waitFor();
  await eventually(async () => assert.ok(await loaded(tile(page, 0).locator("img"))), { timeout: 8000 });
  return page;
}

async function openLightbox(page, i) {
  await tile(page, i).click();
  const dialog = page.getByRole("dialog", { name: new RegExp(`(Image|Video) ${i + 1} of`) });
  await dialog.waitFor();
  return page.locator("dialog.lightbox");
}

/** The Character filter's button (its name says who is shown) and the panel it opens. */
const whoButton = (page) => page.getByRole("button", { name: /^Character: / });
const whoPanel = (page) => page.getByRole("region", { name: "Characters" });
async function openWho(page) {
  if (!(await whoPanel(page).isVisible())) await whoButton(page).click();
  await whoPanel(page).waitFor();
  return whoPanel(page);
}
/** The names the Character filter offers now. */
async function whoNames(page) {
  const panel = await openWho(page);
  const names = await panel.getByRole("group", { name: "Show the items of" }).getByRole("button").allInnerTexts();
  await page.keyboard.press("Escape");
  return names.map((n) => n.trim());
}
async function chooseWho(page, name) {
  const panel = await openWho(page);
  await panel.getByRole("button", { name, exact: true }).click();
  await eventually(async () => assert.equal(await whoButton(page).getAttribute("aria-label"), `Character: ${name}`));
}
const gallerySelect = (page) => page.getByRole("toolbar", { name: "Selected items" });

export const scenarios = [
  {
    name: "gallery: 10,000 items — few tiles in the DOM, the scrollbar is full size at once, the end is reachable; filters",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openGallery(ctx, size);
        await eventually(async () =>
          assert.match(await text(page.locator(".gallery-count")), /8,889 images and 1,111 videos, newest first/),
        );
        const tiles = await page.locator(".gallery-grid li").count();
        assert.ok(tiles > 10 && tiles < 400, `${tiles} tiles in the DOM`);
        const main = page.locator("main");
        const { scrollHeight, clientHeight } = await main.evaluate((m) => ({
          scrollHeight: m.scrollHeight,
          clientHeight: m.clientHeight,
        }));
        assert.ok(scrollHeight > clientHeight * 50, `the grid is as tall as 10,000 items (${scrollHeight}px)`);
        await ctx.shot(page, "50-gallery-grid");
        // To the end: the last item is there with its picture, and the DOM stays small.
        await main.evaluate((m) => (m.scrollTop = m.scrollHeight));
        await eventually(async () => assert.ok(await loaded(tile(page, 9999).locator("img"))), { timeout: 8000 });
        assert.ok((await page.locator(".gallery-grid li").count()) < 400);
        assert.match(await tile(page, 9999).getAttribute("aria-label"), /^Open image 10000: /);
        await ctx.shot(page, "51-gallery-end");
        await main.evaluate((m) => (m.scrollTop = 0));
        // Filters: videos, a character, unassigned, back to all.
        await page.getByRole("button", { name: /^Videos \d/ }).click();
        await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^1,111 videos/));
        await eventually(async () => assert.match(await tile(page, 0).getAttribute("aria-label"), /^Open video 1:/));
        await page.getByRole("button", { name: /^All \d/ }).click();
        const names = await whoNames(page);
        assert.deepEqual(names.slice(0, 2), ["Everyone", "Unassigned (no character)"]);
        assert.ok(names.includes("Mia"), names.join(", "));
        await chooseWho(page, "Mia");
        await eventually(async () =>
          assert.match(await text(page.locator(".gallery-count")), /^(?!8,889 )[\d,]+ images/),
        );
        const mia = Number((await text(page.locator(".gallery-count"))).match(/^([\d,]+)/)[1].replace(/,/g, ""));
        assert.ok(mia > 100 && mia < 5000, `Mia has ${mia} images`);
        await tile(page, 0).click();
        await eventually(async () => assert.equal(await text(page.getByTestId("meta-face")), "Mia"));
        await page.keyboard.press("Escape");
        await chooseWho(page, "Unassigned (no character)");
        await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^3,334 images/));
        await chooseWho(page, "Everyone");
        await page.getByRole("button", { name: "Trash" }).click();
        await page.getByRole("heading", { name: "The Trash is empty" }).waitFor();
      }
    },
  },
  {
    name: "gallery: the lightbox moves across the whole list by keyboard and shows everything about a picture",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openGallery(ctx, size);
        // Keyboard in the grid: Ctrl+End reaches the last item; Enter opens it; ← goes back one.
        await tile(page, 0).focus();
        await page.keyboard.press("Control+End");
        await eventually(async () =>
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-index")), "9999"),
        );
        await page.keyboard.press("Enter");
        await page.getByRole("dialog", { name: "Image 10000 of 10000" }).waitFor();
        await page.keyboard.press("ArrowLeft");
        await page.getByRole("dialog", { name: "Image 9999 of 10000" }).waitFor();
        await page.keyboard.press("Escape");
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        await page.locator("main").evaluate((m) => (m.scrollTop = 0));
        const dialog = await openLightbox(page, 0);
        // → through a page boundary (pages of 120): 1 -> 121.
        for (let i = 0; i < 120; i++) await page.keyboard.press("ArrowRight");
        await page.getByRole("dialog", { name: "Image 121 of 10000" }).waitFor();
        await eventually(async () => assert.ok(await loaded(dialog.locator("img.lightbox-img"))));
        const meta = dialog.getByTestId("item-details");
        assert.equal(await text(dialog.getByTestId("meta-provider")), "Gemini");
        assert.equal(await text(dialog.getByTestId("meta-cost")), "Estimated 2 credits for the whole job");
        assert.match(await text(meta), /Created[\s\S]*Completed[\s\S]*Face/);
        assert.match(await text(dialog.getByTestId("meta-form")), /Shape\s+1:1/);
        assert.match(
          await text(dialog.getByTestId("meta-form")),
          /Photography › Photo type\s+Portrait\n/,
          "photo types by name",
        );
        await dialog.getByText("Prompt the service used").click();
        assert.match(await text(dialog.getByTestId("meta-prompt")), /Subject › Description\s+Beach at golden hour/);
        await ctx.shot(page, "52-gallery-lightbox");
        assert.deepEqual(await ctx.axe(page), []);
        // Focus stays inside: Tab from the last control wraps within the dialog.
        for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
        assert.ok(
          await page.evaluate(
            () => Boolean(document.activeElement?.closest("dialog[open]")) || document.activeElement === document.body,
          ),
        );
        await page.keyboard.press("Escape");
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
      }
    },
  },
  {
    name: "gallery: compare two pictures side by side and diff their forms",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openGallery(ctx, size);
        const dialog = await openLightbox(page, 0);
        await dialog.getByRole("button", { name: "Compare with…" }).click();
        await page.getByRole("dialog", { name: "Pick a picture to compare with" }).waitFor();
        await dialog.getByRole("button", { name: /^Pick image 2:/ }).click();
        const cmp = dialog.getByTestId("compare");
        await cmp.waitFor();
        assert.equal(await cmp.locator("section").count(), 2);
        await eventually(async () => assert.ok(await loaded(cmp.locator("img.compare-img").nth(1))));
        assert.match(await text(cmp.locator("section").nth(1)), /Seedream 4\.5/);
        await ctx.shot(page, "53-gallery-compare");
        await dialog.getByRole("button", { name: /Back to the image/ }).click();
        await dialog.getByRole("button", { name: "Diff form with…" }).click();
        await page.getByRole("dialog", { name: "Pick a picture whose form to compare" }).waitFor();
        await dialog.getByRole("button", { name: /^Pick image 2:/ }).click();
        const diff = dialog.getByTestId("diff");
        await diff.waitFor();
        const row = diff.locator('tr[data-path="numImages"]');
        assert.match(await text(row), /Number of images\s+changed\s+1\s+2/);
        assert.match(
          await text(diff.locator('tr[data-path="formData.photography.aspectRatio"]')),
          /Shape[\s\S]*1:1\s+9:16/,
        );
        assert.match(await text(diff.locator("caption")), /settings differ/);
        await ctx.shot(page, "54-gallery-diff");
        assert.deepEqual(await ctx.axe(page), []);
      }
    },
  },
  {
    name: "gallery: recall into the form opens Create image with the picture's provider and description",
    async run(ctx) {
      const page = await openGallery(ctx);
      const dialog = await openLightbox(page, 1);
      const prompt = (await text(dialog.locator(".lightbox-prompt"))).trim();
      await dialog.getByRole("button", { name: "Open these settings" }).click();
      await page.getByRole("heading", { level: 1, name: "Create image" }).waitFor();
      await eventually(async () => assert.equal(await page.getByLabel("Describe your image").inputValue(), prompt));
      await eventually(async () =>
        assert.ok(
          await page
            .locator('.provider-card[data-slug="seedream-4.5"]')
            .evaluate((el) =>
              el.matches('[aria-checked="true"], [aria-pressed="true"], .selected, :has(input:checked)'),
            ),
        ),
      );
    },
  },
  {
    name: "gallery: Show in folder asks for the item's own file to be shown in the file manager",
    async run(ctx) {
      const page = await openGallery(ctx);
      const dialog = await openLightbox(page, 2);
      const id = await tile(page, 2).getAttribute("data-id");
      await dialog.getByRole("button", { name: "Show in folder" }).click();
      await eventually(async () =>
        assert.deepEqual(
          await page.evaluate(() =>
            window.__fake.calls.filter((c) => c.cmd === "media_show_in_folder").map((c) => c.args.id),
          ),
          [id],
        ),
      );
      await ctx.shot(page, "55a-gallery-show-in-folder");
    },
  },
  {
    name: "gallery: save shows where it went; delete -> trash -> restore -> delete -> empty trash",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openGallery(ctx, { ...size, config: { gallerySeed: 30, saveDir: "/home/you/Pictures" } });
        let dialog = await openLightbox(page, 0);
        await dialog.getByRole("button", { name: "Save to disk…" }).click();
        await eventually(async () =>
          assert.match(
            await text(dialog.getByTestId("saved")),
            /Saved to \/home\/you\/Pictures\/gemini-\d{4}-\d\d-\d\d\.png\. Its settings are stored inside the PNG\./,
          ),
        );
        const first = await tile(page, 0).getAttribute("data-id");
        await dialog.getByRole("button", { name: "Delete…", exact: true }).click();
        const confirm = page.getByRole("dialog", { name: "Delete this image?" });
        await confirm.waitFor();
        assert.match(
          await text(confirm),
          /Remove from this computer: the image goes to the Trash here, and the service keeps its copy[\s\S]*Delete at the service: the service deletes its copy for good/,
        );
        await ctx.shot(page, "55-gallery-delete");
        await confirm.getByRole("button", { name: "Delete at the service" }).click();
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        await eventually(async () => assert.notEqual(await tile(page, 0).getAttribute("data-id"), first));
        await eventually(async () =>
          assert.match(await text(page.locator(".gallery-count")), /^26 images and 3 videos/),
        );
        // The Trash has it; Restore puts it back.
        await page.getByRole("button", { name: "Trash" }).click();
        await page.getByRole("heading", { level: 1, name: "Gallery · Trash" }).waitFor();
        await eventually(async () => assert.equal(await tile(page, 0).getAttribute("data-id"), first));
        await ctx.shot(page, "56-gallery-trash");
        await page.locator(".gallery-grid li").first().getByRole("button", { name: "Restore" }).click();
        await page.getByRole("heading", { name: "The Trash is empty" }).waitFor();
        await page.getByRole("button", { name: "Back to the gallery" }).click();
        await eventually(async () => assert.equal(await tile(page, 0).getAttribute("data-id"), first));
        // Delete twice, then empty the Trash (asks first, with the count). The restored one is on this computer
        // only now (its service copy was deleted): it only moves to the Trash, nothing is asked of the service.
        dialog = await openLightbox(page, 0);
        await eventually(async () =>
          assert.match(await text(dialog.getByTestId("meta-kept")), /^On this computer only/),
        );
        assert.equal(await dialog.getByRole("button", { name: "Delete…", exact: true }).count(), 0);
        await dialog.getByRole("button", { name: "Move to the Trash…" }).click();
        await page
          .getByRole("dialog", { name: "Move this image to the Trash?" })
          .getByRole("button", { name: "Move to the Trash" })
          .click();
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        dialog = await openLightbox(page, 0);
        await dialog.getByRole("button", { name: "Delete…", exact: true }).click();
        await page
          .getByRole("dialog", { name: /Delete this (image|video)\?/ })
          .getByRole("button", { name: "Delete at the service" })
          .click();
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        await page.getByRole("button", { name: "Trash" }).click();
        await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^2 items in the Trash/));
        await page.getByRole("button", { name: "Empty trash…" }).click();
        const empty = page.getByRole("dialog", { name: "Empty the Trash?" });
        await empty.waitFor();
        assert.match(await text(empty), /removes the 2 items in the Trash from this computer for good/);
        await eventually(async () => assert.match(await text(empty), /2 of them are not at the service/));
        assert.doesNotMatch(await text(empty), /still at the service/);
        await ctx.shot(page, "57-gallery-empty-trash");
        await empty.getByRole("button", { name: "Remove 2 items" }).click();
        await page.getByRole("heading", { name: "The Trash is empty" }).waitFor();
        await page.getByRole("button", { name: "Back to the gallery" }).click();
        await eventually(async () =>
          assert.match(await text(page.locator(".gallery-count")), /^2[57] images and [23] videos/),
        );
      }
    },
  },
  {
    name: "gallery: a video's large view lists its settings in words, with units, never ids",
    async run(ctx) {
      const page = await openGallery(ctx, SIZES[0]);
      await page.getByRole("button", { name: /^Videos/ }).click();
      const dialog = await openLightbox(page, 0);
      const form = dialog.getByTestId("meta-form");
      await eventually(async () => assert.match(await text(form), /Length\s+5 s/));
      assert.match(await text(form), /Made from\s+a picture of your library/);
      assert.match(await text(form), /Premium quality\s+Off/);
      assert.match(await text(form), /Provider\s+Seedance/);
      assert.doesNotMatch(await text(form), /Image id|Is premium|Skip enhancement|img_|Duration/);
      await ctx.shot(page, "52b-gallery-video-settings");
    },
  },
  {
    name: "gallery: a music track is only removed from this computer, and a 404 is never called deleted from the service",
    async run(ctx) {
      const page = await ctx.open({
        config: { mode: "sandbox", gallerySeed: 6, galleryTracks: 1, goneAtService: ["g0"] },
      });
      await nav(page, "Gallery").click();
      const toastText = () => text(page.locator(".toasts"));
      // The track (newest; a tile without a picture): the service keeps its copy, and the window says so.
      await eventually(async () => assert.equal(await tile(page, 0).getAttribute("data-id"), "t0"));
      await tile(page, 0).click();
      let dialog = page.locator("dialog.lightbox");
      await dialog.getByRole("button", { name: "Move to the Trash…" }).click();
      let confirm = page.getByRole("dialog", { name: "Move this music track to the Trash?" });
      await confirm.waitFor();
      assert.match(
        await text(confirm),
        /can't delete a music track at the service, so the service keeps its copy[\s\S]*goes to the Trash/,
      );
      assert.doesNotMatch(await text(confirm), /deletes this/);
      await ctx.shot(page, "58-gallery-delete-track");
      await confirm.getByRole("button", { name: "Move to the Trash" }).click();
      await eventually(async () =>
        assert.match(
          await toastText(),
          /Removed from this computer: the music track is in the Trash\. The service keeps its copy\./,
        ),
      );
      assert.doesNotMatch(await toastText(), /Deleted from the service/);
      // A picture the service no longer has (404): trashed here, not "deleted from the service".
      await eventually(async () => assert.equal(await tile(page, 0).getAttribute("data-id"), "g0"));
      await tile(page, 0).click();
      dialog = page.locator("dialog.lightbox");
      await dialog.getByRole("button", { name: "Delete…", exact: true }).click();
      confirm = page.getByRole("dialog", { name: "Delete this image?" });
      await confirm.getByRole("button", { name: "Delete at the service" }).click();
      await eventually(async () =>
        assert.match(await toastText(), /The service no longer had this image, so nothing was deleted there\./),
      );
      assert.doesNotMatch(await toastText(), /Deleted from the service/);
      // Restoring the track does not claim the service's copy is deleted.
      await page.getByRole("button", { name: "Trash" }).click();
      await page.getByRole("heading", { level: 1, name: "Gallery · Trash" }).waitFor();
      // Emptying it says which items stay at the service (the track) and which can't come back (the picture).
      await page.getByRole("button", { name: "Empty trash…" }).click();
      const empty = page.getByRole("dialog", { name: "Empty the Trash?" });
      await eventually(async () => assert.match(await text(empty), /1 of them is still at the service/));
      assert.match(await text(empty), /1 of them is not at the service, so once removed it can't be brought back/);
      assert.doesNotMatch(await text(empty), /already deleted/);
      await ctx.shot(page, "58b-gallery-empty-trash-at-service");
      await empty.getByRole("button", { name: "Keep them" }).click();
      const trackTile = page.locator('.gallery-grid li:has([data-id="t0"])');
      await trackTile.getByRole("button", { name: "Restore" }).click();
      await eventually(async () =>
        assert.match(await toastText(), /Back in the gallery\.(?! The copy at the service)/),
      );
      // The picture the service no longer had comes back on this computer only.
      const pictureTile = page.locator('.gallery-grid li:has([data-id="g0"])');
      await pictureTile.getByRole("button", { name: "Restore" }).click();
      await eventually(async () =>
        assert.match(
          await toastText(),
          /Back in the gallery, on this computer only: the copy at the service stays deleted\./,
        ),
      );
    },
  },
  {
    name: "gallery: opening it checks the account quietly; a failure is a calm notice and the gallery still works",
    async run(ctx) {
      const page = await openGallery(ctx, { config: { gallerySeed: 5, gallerySyncAdds: 3, gallerySyncMs: 600 } });
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^7 images and 1 video/), {
        timeout: 4000,
      });
      await page.getByText("Added 3 pictures from your account.").waitFor();
      const bad = await openGallery(ctx, {
        width: 900,
        height: 700,
        config: { gallerySeed: 5, gallerySyncFail: true },
      });
      await bad.getByText(/Couldn't check your account for pictures made elsewhere just now/).waitFor();
      assert.equal(await bad.locator(".notice-error").count(), 0, "not an error headline");
      assert.match(await text(bad.locator(".gallery-count")), /^4 images and 1 video/);
      await ctx.shot(bad, "58-gallery-sync-failed");
    },
  },
  {
    name: "gallery: an item made outside says its date is unknown; one on this computer only offers no step that needs the service",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openGallery(ctx, { ...size, config: { gallerySeed: 12, galleryEdgeItems: true } });
        // Made outside Media Studio, listed with no date: never shown as made on the day it was first seen.
        let dialog = await openLightbox(page, 0);
        assert.match(await text(dialog.getByTestId("meta-made")), /^Made outside Media Studio/);
        assert.match(
          await text(dialog.getByTestId("meta-created")),
          /^Date unknown · first seen here \w{3} \d+, \d{4}/,
        );
        assert.equal(await text(dialog.getByTestId("meta-cost")), "Not known");
        assert.doesNotMatch(await text(dialog), /\bnull\b|undefined|NaN|Invalid Date/);
        await ctx.shot(page, "59-gallery-made-outside");
        // On this computer only: its service copy was deleted, so no next step, and the lightbox says why.
        await page.keyboard.press("ArrowRight");
        await page.getByRole("dialog", { name: /Image 2 of/ }).waitFor();
        dialog = page.locator("dialog.lightbox");
        await eventually(async () =>
          assert.match(
            await text(dialog.getByTestId("meta-kept")),
            /^On this computer only: the service's copy was deleted/,
          ),
        );
        // Only an edit, which sends the picture from this computer.
        await dialog.getByRole("button", { name: /Next step/ }).click();
        assert.deepEqual(
          await dialog
            .getByRole("list", { name: /^Next step with this/ })
            .getByRole("button")
            .allTextContents(),
          ["Edit this picture"],
        );
        assert.match(
          await text(dialog.getByTestId("next-step-gone")),
          /On this computer only: the service's copy was deleted, so nothing that needs it can be done with this item\. An edit sends the picture from this computer\./,
        );
        assert.doesNotMatch(await text(dialog), /\bnull\b|undefined|NaN|Invalid Date/);
        await ctx.shot(page, "59b-gallery-on-this-computer-only");
        await page.keyboard.press("Escape");
        // Not offered by the pickers that send the service's copy: a motion video's source, the tools.
        await nav(page, "Video").click();
        await page.getByRole("radiogroup", { name: "Pictures in your gallery" }).waitFor();
        const picks = await eventually(async () => {
          const labels = await page
            .getByRole("radiogroup", { name: "Pictures in your gallery" })
            .getByRole("radio")
            .evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
          assert.ok(labels.length > 0);
          return labels;
        });
        assert.ok(!picks.some((l) => /service copy was deleted/.test(l)), picks.join(" | "));
        const pickCalls = await page.evaluate(() =>
          window.__fake.calls.filter((c) => c.cmd === "library_pick").map((c) => c.args.query.atService),
        );
        assert.ok(
          pickCalls.every((a) => a === true),
          "the video source picker asks for items at the service only",
        );
      }
    },
  },
  {
    name: "gallery: the Provider filter names every maker as the window does, in the order of the names",
    async run(ctx) {
      const page = await openGallery(ctx, {
        config: {
          gallerySeed: 40,
          galleryMakers: [
            "this-computer",
            "overlay_text",
            "video-edit",
            "add-music",
            "music",
            "gpt-image-2.5-flare",
            "brand-new-maker",
          ],
        },
      });
      const select = page.getByLabel("Provider");
      const shown = async () => (await select.locator("option").allInnerTexts()).map((t) => t.trim());
      // The catalogue's names arrive with the catalogue: wait for them.
      await eventually(async () =>
        assert.ok((await shown()).includes("GPT Image 2.5 Flare"), (await shown()).join(", ")),
      );
      const names = await shown();
      assert.equal(names[0], "Any");
      for (const name of [
        "This computer",
        "Add a caption",
        "Edit video",
        "The service's mix",
        "Music",
        "Gemini",
        "Seedream 4.5",
        "Seedance",
      ])
        assert.ok(names.includes(name), `${name} in ${names.join(", ")}`);
      // No slug the window can name is shown as one; a maker it doesn't know stays as it is.
      for (const slug of ["this-computer", "overlay_text", "video-edit", "add-music", "gpt-image-2.5-flare", "gemini"])
        assert.ok(!names.includes(slug), `${slug} shown as a slug: ${names.join(", ")}`);
      assert.ok(names.includes("brand-new-maker"));
      const rest = names.slice(1);
      assert.deepEqual(
        rest,
        [...rest].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })),
        "in the order of the names",
      );
      // A native list doesn't show in a screenshot: opened as a box for the picture, then closed again.
      await select.evaluate((el) => (el.size = el.options.length));
      await ctx.shot(page, "50b-gallery-provider-names");
      await select.evaluate((el) => (el.size = 0));
      // Choosing a name filters by its maker.
      await select.selectOption({ label: "This computer" });
      assert.equal(await select.inputValue(), "this-computer");
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^1 image,/));
      assert.equal(await tile(page, 0).getAttribute("data-id"), "mk_0");
    },
  },
  {
    name: "gallery: the Character filter reaches every character, past the first 200, by name search and Show more",
    async run(ctx) {
      for (const size of SIZES) {
        // The account check fails (offline): the names come from the characters list alone.
        const page = await openGallery(ctx, {
          ...size,
          config: { seedCharacters: 250, gallerySeed: 3000, gallerySyncFail: true },
        });
        const panel = await openWho(page);
        const options = panel.getByRole("group", { name: "Show the items of" }).getByRole("button");
        // Opened, the name search has the keys.
        const search = panel.getByRole("searchbox", { name: "Search your characters" });
        await eventually(async () => assert.ok(await search.evaluate((el) => el === document.activeElement)));
        // A page at a time, with how many are left.
        await panel.getByRole("button", { name: "Show more characters (200 more)" }).waitFor();
        assert.equal(await options.count(), 2 + 50);
        await panel.getByRole("button", { name: /^Show more characters/ }).click();
        await eventually(async () => assert.equal(await options.count(), 2 + 100));
        await ctx.shot(page, "50c-gallery-character-filter");
        assert.deepEqual(await ctx.axe(page), []);
        // The oldest character, the 250th: a search reads every page.
        await search.fill("Person 250");
        await panel.getByText("1 character matches").waitFor();
        assert.deepEqual(
          (await options.allInnerTexts()).map((t) => t.trim()),
          ["Everyone", "Unassigned (no character)", "Person 250"],
        );
        await ctx.shot(page, "50d-gallery-character-search");
        await panel.getByRole("button", { name: "Person 250", exact: true }).click();
        await eventually(async () =>
          assert.equal(await whoButton(page).getAttribute("aria-label"), "Character: Person 250"),
        );
        assert.equal(await whoPanel(page).count(), 0, "choosing closes the list");
        await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^\d (images|items)/));
        await tile(page, 0).click();
        await eventually(async () => assert.equal(await text(page.getByTestId("meta-face")), "Person 250"));
        await page.keyboard.press("Escape");
        await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
        // Back to everyone.
        await chooseWho(page, "Everyone");
        await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^2,667 images/));
      }
    },
  },
  {
    name: "gallery: Ctrl+F goes to the search, Ctrl+A selects all shown, Delete asks first; none of them while typing",
    async run(ctx) {
      const page = await openGallery(ctx, { config: { gallerySeed: 30 } });
      const search = page.getByLabel("Search prompts and tags");
      const focused = (loc) => loc.evaluate((el) => el === document.activeElement);
      const deletes = () => page.evaluate(() => window.__fake.calls.filter((c) => c.cmd.startsWith("media_delete")));
      // Ctrl+F from a tile, and from another field of the Gallery.
      await tile(page, 0).focus();
      await page.keyboard.press("Control+f");
      await eventually(async () => assert.ok(await focused(search), "the search box has the focus"));
      await page.getByLabel("From").focus();
      await page.keyboard.press("Control+f");
      await eventually(async () => assert.ok(await focused(search)));
      // Typing: Ctrl+A selects the words, Delete deletes a letter; nothing is selected or asked.
      await search.fill("rooftop");
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^5 images/));
      await search.press("Control+a");
      await search.press("Delete");
      assert.equal(await search.inputValue(), "");
      assert.equal(await gallerySelect(page).count(), 0);
      assert.equal(await page.getByRole("dialog").count(), 0);
      await search.fill("rooftop");
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^5 images/));
      // Out of the box: Ctrl+A selects everything the search shows (like Select all in view).
      await tile(page, 0).focus();
      await page.keyboard.press("Control+a");
      await eventually(async () => assert.match(await text(gallerySelect(page)), /^5 selected/));
      // Delete asks the same question as the bar's Delete… button; keeping them deletes nothing.
      await page.keyboard.press("Delete");
      const confirm = page.getByRole("dialog", { name: "Delete 5 items?" });
      await confirm.waitFor();
      assert.match(await text(confirm), /5 images are deleted at the service for good/);
      await ctx.shot(page, "57b-gallery-delete-key");
      await confirm.getByRole("button", { name: "Keep them" }).click();
      await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));
      assert.equal((await deletes()).length, 0, "nothing deleted without the confirmation");
      // Escape still lets go of the selection.
      await tile(page, 0).focus();
      await page.keyboard.press("Escape");
      await eventually(async () => assert.equal(await gallerySelect(page).count(), 0));
      // Delete on one tile with nothing selected asks about that one; confirming deletes it.
      const first = await tile(page, 0).getAttribute("data-id");
      await tile(page, 0).focus();
      await page.keyboard.press("Delete");
      const one = page.getByRole("dialog", { name: "Delete 1 item?" });
      await one.waitFor();
      await one.getByRole("button", { name: "Delete at the service" }).click();
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^4 images/));
      assert.deepEqual(
        (await deletes()).map((c) => c.args.ids),
        [[first]],
      );
    },
  },
  {
    name: "gallery: tags on one item and on a selection, the Tag filter, the search finds tags, a rename that merges, a delete that keeps the items",
    async run(ctx) {
      const page = await openGallery(ctx, { config: { gallerySeed: 40 } });
      const ctrl = { modifiers: ["Control"] };
      // One item, in the lightbox.
      let dialog = await openLightbox(page, 0);
      const tags = dialog.getByTestId("item-tags");
      await tags.getByLabel("Add a tag").fill("  beach ");
      await tags.getByRole("button", { name: "Add" }).click();
      await eventually(async () => assert.deepEqual(await tags.getByRole("listitem").allInnerTexts(), ["beach\n×"]));
      await ctx.shot(page, "60-gallery-item-tags");
      await page.keyboard.press("Escape");
      // Three more, as a selection: the same tag in another case is the same tag.
      await tile(page, 1).click(ctrl);
      await tile(page, 2).click(ctrl);
      await tile(page, 3).click(ctrl);
      const bar = page.getByRole("toolbar", { name: "Selected items" });
      await bar.getByRole("button", { name: "Tag…" }).click();
      const panel = page.getByRole("region", { name: "Tag the selected items" });
      await panel.getByLabel("Tag to add").fill("Beach");
      await panel.getByRole("button", { name: "Add" }).click();
      await page.getByText("3 items tagged beach.").waitFor();
      await bar.getByRole("button", { name: "Tag…" }).click();
      await panel.getByLabel("Tag to add").fill("summer");
      await panel.getByRole("button", { name: "Add" }).click();
      await page.getByText("3 items tagged summer.").waitFor();
      // The Tag filter shows the tagged items only.
      const filter = page.getByLabel("Tag", { exact: true });
      // The counts are read again after the toast: under load they come a moment later.
      await eventually(async () =>
        assert.deepEqual(await filter.locator("option").allInnerTexts(), ["Any tag", "beach (4)", "summer (3)"]),
      );
      await filter.selectOption({ label: "summer (3)" });
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^3 /));
      // The search box finds a tag's name too (the Tag filter back on any tag first).
      await filter.selectOption({ label: "Any tag" });
      const search = page.getByLabel("Search prompts and tags");
      await search.fill("SUMM");
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^3 /));
      await ctx.shot(page, "60b-gallery-search-finds-tags");
      await search.fill("");
      await filter.selectOption({ label: "summer (3)" });
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^3 /));
      // The manager: "summer" renamed "BEACH" becomes beach, on the 4 items.
      await page.getByRole("button", { name: "Rename tag…" }).click();
      const rename = page.getByRole("dialog", { name: "Rename the tag summer" });
      await rename.getByLabel("New name").fill("BEACH");
      assert.match(await text(rename.getByTestId("tag-merge-note")), /beach is already a tag: the two become one/);
      await rename.getByRole("button", { name: "Make it beach" }).click();
      await page.getByText("The two tags are now one: beach.").waitFor();
      await eventually(async () =>
        assert.deepEqual(await filter.locator("option").allInnerTexts(), ["Any tag", "beach (4)"]),
      );
      await eventually(async () => assert.match(await text(page.locator(".gallery-count")), /^4 /));
      await ctx.shot(page, "61-gallery-tag-filter");
      // Deleted everywhere: the items stay.
      await page.getByRole("button", { name: "Delete tag…" }).click();
      await page
        .getByRole("dialog", { name: "Delete the tag beach?" })
        .getByRole("button", { name: "Delete the tag" })
        .click();
      await page.getByText("The tag beach is deleted; the items stay.").waitFor();
      // All 40 again: said as a total until the kinds are counted, then by kind.
      await eventually(async () =>
        assert.match(await text(page.locator(".gallery-count")), /^(40 items|36 images and 4 videos),/),
      );
      assert.equal(await page.getByLabel("Tag", { exact: true }).count(), 0, "no tags left to filter by");
    },
  },
];
