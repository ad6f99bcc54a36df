// Browser scenarios of the Characters screen (fake: tests/fake-characters.ts). Drops go through the
// window's drag-drop event with real paths, as a native drop does.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SIZES, calls, nav } from "./helpers.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const testdata = path.resolve(here, "../../../../shared/testdata");
const ASTRONAUT = path.join(testdata, "photos/astronaut.png");
const X_FILES = readdirSync(path.join(testdata, "pngsuite")).filter((f) => f.startsWith("x"));

async function eventually(fn, { timeout = 5000, interval = 50 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > until) throw e;
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

const drop = (page, paths) => page.evaluate((p) => window.__fakeDrop(p), paths);

async function openCharacters(ctx, opts = {}) {
  const page = await ctx.open({ ...opts, config: { mode: "sandbox", ...(opts.config ?? {}) } });
  await nav(page, "Characters").click();
  await page.getByRole("heading", { name: "Characters", level: 1 }).waitFor();
  return page;
}

export const characterScenarios = [
  {
    name: "characters: empty state, create by dropping astronaut.png with every field; the draft survives a reload",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCharacters(ctx, size);
        await page.getByRole("heading", { name: /Save a face/ }).waitFor();
        await ctx.shot(page, "20-characters-empty");
        await page.getByRole("button", { name: "Create your first character" }).click();
        await page.getByRole("heading", { name: "New character" }).waitFor();
        await drop(page, [ASTRONAUT]);
        await page.getByRole("img", { name: "Reference photo: astronaut.png" }).waitFor();
        assert.match(await page.getByTestId("drop-zone").innerText(), /Ready: 512×512/);
        await page.getByLabel("Name").fill("Astro");
        await page.getByText("Details (optional)").click();
        const values = {
          Description: "Calm astronaut",
          Age: "40s",
          Expression: "smiling",
          Makeup: "none",
          "Hair colour": "brown",
          "Hair style": "short",
          Top: "space suit",
          "Top colour": "white",
          "Top details": "mission patch",
          Bottom: "suit trousers",
          "Bottom colour": "white",
          "Bottom details": "pockets",
        };
        for (const [label, v] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(v);
        await page.getByText("Draft saved").waitFor();
        await ctx.shot(page, "21-characters-create");
        // Reopen: the draft, photo included, is still there.
        await page.reload();
        await nav(page, "Characters").click();
        await page.getByRole("button", { name: "Create your first character" }).click();
        await eventually(async () => assert.equal(await page.getByLabel("Name").inputValue(), "Astro"));
        assert.equal(await page.getByLabel("Top details").inputValue(), "mission patch");
        await page.getByRole("img", { name: "Reference photo: astronaut.png" }).waitFor();
        // The prepared photo lives in the app (not in the draft): after a restart it must be dropped again.
        await page.getByRole("button", { name: "Save character" }).click();
        await page.getByText("This photo is no longer ready. Drop it or choose it again.").waitFor();
        await drop(page, [ASTRONAUT]);
        await page.getByText("Ready: 512×512").waitFor();
        await page.getByRole("button", { name: "Save character" }).click();
        await page.getByRole("heading", { name: "Astro", level: 2 }).waitFor();
        const facts = await page.locator(".char-facts").innerText();
        for (const v of Object.values(values)) assert.ok(facts.includes(v), `detail shows ${v}`);
        await ctx.shot(page, "22-characters-detail");
        await page.getByRole("button", { name: "← All characters" }).click();
        await page.getByRole("button", { name: "Open Astro" }).waitFor();
        await ctx.shot(page, "23-characters-grid-one");
      }
    },
  },
  {
    name: "characters: every PngSuite x* file and a zero-byte file are refused with a message",
    async run(ctx) {
      const page = await openCharacters(ctx);
      await page.getByRole("button", { name: "Create your first character" }).click();
      const zone = page.getByTestId("drop-zone");
      assert.ok(X_FILES.length >= 20, `PngSuite x* files found: ${X_FILES.length}`);
      const damaged = page.getByText("This image is damaged and can't be opened.");
      for (const f of X_FILES) {
        await drop(page, [path.join(testdata, "pngsuite", f)]);
        await damaged.waitFor();
        assert.equal(await zone.getAttribute("aria-describedby"), "new-ref-error", f);
        // A good photo in between, so each refusal is its own message.
        await drop(page, [ASTRONAUT]);
        await damaged.waitFor({ state: "detached" });
      }
      await drop(page, ["/tmp/zero-bytes.png"]);
      await page.getByText("The file is empty.").waitFor();
      await ctx.shot(page, "24-characters-refused");
      await drop(page, ["/home/me/notes.txt"]);
      await page
        .getByText("This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP.")
        .waitFor();
      // A good photo after a refusal clears the message (the photo prepared before stays on show meanwhile, so
      // the message going is what says this drop was taken).
      await drop(page, [ASTRONAUT]);
      await eventually(async () => assert.equal(await page.locator(".field-error").count(), 0));
      await page.getByText("Ready: 512×512").waitFor();
      // A phone's photo is converted on this computer, and the picker says so.
      await drop(page, ["/home/me/IMG_0042.HEIC"]);
      await page.getByText("Converted from HEIC to JPEG.").waitFor();
      await eventually(async () => assert.equal(await page.locator(".field-error").count(), 0));
    },
  },
  {
    name: "characters: pages of 50 with Show more, search by name, web address checked at the field",
    async run(ctx) {
      const page = await openCharacters(ctx, { config: { seedCharacters: 60 } });
      const cards = page.locator(".char-card");
      await eventually(async () => assert.equal(await cards.count(), 50));
      assert.match(await page.locator(".char-count").innerText(), /60 characters/);
      await page.getByRole("button", { name: "Show more characters" }).click();
      await eventually(async () => assert.equal(await cards.count(), 60));
      assert.equal(await page.getByRole("button", { name: "Show more characters" }).count(), 0);
      await page.getByLabel("Search characters by name").fill("nov");
      await eventually(async () => assert.equal(await cards.count(), 1));
      await page.getByRole("button", { name: "Open Nova" }).waitFor();
      await page.getByLabel("Search characters by name").fill("nobody");
      await page.getByText("No character is called “nobody”.").waitFor();
      await page.getByLabel("Search characters by name").fill("");
      await ctx.shot(page, "25-characters-grid");

      await page.getByRole("button", { name: "New character" }).click();
      await page.getByRole("button", { name: "Paste an image address instead" }).click();
      await page.getByLabel("Name").fill("Web face");
      await page.getByLabel("…or the web address of a photo").fill("http://example.com/face.jpg");
      await page.getByRole("button", { name: "Save character" }).click();
      await page.getByText("This address must start with https://").waitFor();
      await page.getByLabel("…or the web address of a photo").fill("https://example.com/face.jpg");
      await eventually(async () => assert.equal(await page.locator(".field-error").count(), 0));
      await page.getByRole("button", { name: "Save character" }).click();
      await page.getByRole("heading", { name: "Web face", level: 2 }).waitFor();
    },
  },
  {
    name: "characters: the list is read each time it is shown (not while a character or the new form is open), a page at a time",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedCharacters: 60 } });
      await page.getByRole("navigation", { name: "Main" }).waitFor();
      const before = (await calls(page, "characters_list")).length;
      /** The offset of each page the Characters screen asked for since it opened. */
      const offsets = async () => (await calls(page, "characters_list")).slice(before).map((a) => a.offset);
      await nav(page, "Characters").click();
      const cards = page.locator(".char-card");
      const more = page.getByRole("button", { name: "Show more characters" });
      await eventually(async () => assert.equal(await cards.count(), 50));
      assert.deepEqual(await offsets(), [0]);
      await more.click();
      await eventually(async () => assert.equal(await cards.count(), 60));
      assert.deepEqual(await offsets(), [0, 50]);
      // A character's page reads no list; back, the list is read again from the top (its first page).
      await page.getByRole("button", { name: "Open Nova" }).click();
      await page.getByRole("heading", { name: "Nova", level: 2 }).waitFor();
      await page.getByRole("button", { name: "← All characters" }).click();
      await eventually(async () => assert.equal(await cards.count(), 50));
      await more.waitFor();
      assert.deepEqual(await offsets(), [0, 50, 0]);
      // The new character form reads none either; cancelled, the list is read again.
      await page.getByRole("button", { name: "New character" }).click();
      await page.getByRole("heading", { name: "New character" }).waitFor();
      await page.waitForTimeout(300);
      assert.deepEqual(await offsets(), [0, 50, 0]);
      await page.getByRole("button", { name: "Cancel" }).click();
      await eventually(async () => assert.deepEqual(await offsets(), [0, 50, 0, 0]));
      // A name searched reads the pages not read yet, once.
      await page.getByLabel("Search characters by name").fill("nov");
      await eventually(async () => assert.equal(await cards.count(), 1));
      await page.waitForTimeout(300);
      assert.deepEqual(await offsets(), [0, 50, 0, 0, 50]);
      assert.match(await page.locator(".char-count").innerText(), /60 characters/);
    },
  },
  {
    name: "characters: notes counter and limit at the field; locks shown for published and bought characters",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCharacters(ctx, { ...size, config: { seedCharacters: 4 } });
        await page.getByRole("button", { name: "Open Mia" }).click();
        await page.getByRole("heading", { name: "Mia", level: 2 }).waitFor();
        const notes = page.getByLabel("Notes");
        await notes.fill("é".repeat(2001));
        await page.getByText("2,001 / 2,000").waitFor();
        await page.getByText("Notes can be at most 2,000 characters (you have 2,001)").waitFor();
        assert.ok(await page.getByRole("button", { name: "Save notes" }).isDisabled());
        await notes.fill("Likes red jackets");
        await page.getByText("17 / 2,000").waitFor();
        await page.getByRole("button", { name: "Save notes" }).click();
        await page.getByText("Notes saved").waitFor();
        assert.equal(await page.locator("img.char-thumb").count(), 12);
        assert.deepEqual(await ctx.axe(page), []);
        await ctx.shot(page, "26-characters-detail-notes");

        await page.getByRole("button", { name: "← All characters" }).click();
        await page.getByRole("button", { name: "Open Nova" }).click();
        const lock = page.getByRole("note", { name: "Locked" });
        await lock.waitFor();
        assert.match(await lock.innerText(), /published to the marketplace or sold/);
        assert.ok(await page.getByRole("button", { name: "Edit", exact: true }).isDisabled());
        assert.equal(await page.getByRole("button", { name: "Save notes" }).count(), 0);
        await ctx.shot(page, "27-characters-locked");
        await page.getByRole("button", { name: "← All characters" }).click();
        await page.getByRole("button", { name: "Open Kai" }).click();
        // Bought and not editable: the spec's reason for the lock, not the purchase.
        await page
          .getByRole("note", { name: "Locked" })
          .getByText(/published to the marketplace or sold/)
          .waitFor();
        assert.equal(await page.getByText(/You bought this character/).count(), 0);

        // Edit of an editable one: a new photo and a changed field.
        await page.getByRole("button", { name: "← All characters" }).click();
        await page.getByRole("button", { name: "Open Leo" }).click();
        await page.getByRole("button", { name: "Edit", exact: true }).click();
        await drop(page, [ASTRONAUT]);
        await page.getByText("Ready: 512×512").waitFor();
        await page.getByLabel("Hair colour").fill("black");
        assert.deepEqual(await ctx.axe(page), []);
        await page.getByRole("button", { name: "Save changes" }).click();
        await page.getByText("Changes saved").waitFor();
        // The detail reloads after the save: wait for it rather than read it mid-reload.
        await eventually(async () => assert.match(await page.locator(".char-facts").innerText(), /black/));
      }
    },
  },
  {
    name: "characters: delete says what goes, then shows the counts the service returned",
    async run(ctx) {
      for (const size of SIZES) {
        const page = await openCharacters(ctx, { ...size, config: { seedCharacters: 3 } });
        await page.getByRole("button", { name: "Open Mia" }).click();
        await page.getByRole("button", { name: "Delete…" }).click();
        const dialog = page.getByRole("dialog", { name: "Delete Mia?" });
        await dialog.waitFor();
        assert.equal(
          (await dialog.locator("#char-delete-text").innerText()).trim(),
          "This deletes Mia and the 12 images and 3 videos made with this character. It cannot be undone.",
        );
        await ctx.shot(page, "28-characters-delete");
        await dialog.getByRole("button", { name: "Keep Mia" }).click();
        await page.getByRole("button", { name: "Delete…" }).click();
        await page.getByRole("dialog", { name: "Delete Mia?" }).getByRole("button", { name: "Delete Mia" }).click();
        const done = page.getByRole("status").filter({ hasText: "was deleted" });
        await done.waitFor();
        assert.match(await done.innerText(), /Mia was deleted, with 12 images and 3 videos\./);
        assert.equal(await page.getByRole("button", { name: "Open Mia" }).count(), 0);
        await ctx.shot(page, "29-characters-deleted");
      }
    },
  },
  {
    name: "characters: generate with this character opens Create image with that face",
    async run(ctx) {
      const page = await openCharacters(ctx, { config: { seedCharacters: 4 } });
      // A character that can't be edited can still be used.
      await page.getByRole("button", { name: "Open Kai" }).click();
      await page.getByRole("heading", { name: "Kai", level: 2 }).waitFor();
      await page
        .getByRole("note", { name: "Locked" })
        .getByText(/You can still make pictures with it/)
        .waitFor();
      const use = page.getByRole("button", { name: "Generate with this character" });
      assert.ok(await use.isEnabled());
      await ctx.shot(page, "26b-characters-generate-with");
      await use.click();
      await page.getByRole("heading", { name: "Create image", level: 1 }).waitFor();
      // The form arrives with Kai as the face (the only chosen face card), and says where it came from.
      const chosen = page.locator(".face-card.selected");
      await chosen.first().waitFor();
      assert.equal(await chosen.count(), 1);
      assert.match(await chosen.innerText(), /Kai/);
      await page.getByText("Filled in from").waitFor();
      await ctx.shot(page, "26c-characters-generate-with-form");
    },
  },
];
