// Character boards (issue 13): a character's page shows everything in the library made with the face
// beside the reference photo; any item opens in the lightbox; any two compare side by side with the
// reference; deleting the character says what happens to the copies on this computer, and does it.
import assert from "node:assert/strict";
import { eventually } from "./helpers.mjs";

const nav = (page, name) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

async function openMia(ctx, config = {}) {
  const page = await ctx.open({ config: { mode: "sandbox", seedCharacters: 3, gallerySeed: 40, ...config } });
  await nav(page, "Characters").click();
  await page.getByRole("button", { name: "Open Mia" }).click();
  await page.getByRole("heading", { name: "Mia", level: 2 }).waitFor();
  return page;
}

export const scenarios = [
  {
    name: "board: everything made with Mia beside her photo; an item opens in the lightbox; two compare with the reference",
    async run(ctx) {
      const page = await openMia(ctx);
      const board = page.getByRole("list", { name: "Made with Mia" });
      await board.waitFor();
      const mine = await page.evaluate(async () => {
        const p = await window.__fake.handle("library_pick", {
          query: { kind: null, characterId: "char_1", search: "", atService: false, offset: 0, limit: 200 },
        });
        return p.total;
      });
      assert.ok(mine >= 5, `Mia has items in the seeded library (${mine})`);
      await eventually(async () => assert.equal(await board.getByRole("listitem").count(), mine));
      assert.ok(await page.getByRole("img", { name: "Reference photo of Mia" }).first().isVisible());

      await board.getByRole("button", { name: /^Open Picture 1:/ }).click();
      const lightbox = page.getByRole("dialog", { name: new RegExp(`Image 1 of ${mine}`) });
      await lightbox.waitFor();
      await lightbox.getByRole("button", { name: "Next image" }).click();
      await page.getByRole("dialog", { name: new RegExp(`of ${mine}$`) }).waitFor();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /^Close/ })
        .click();
      await eventually(async () => assert.equal(await page.getByRole("dialog").count(), 0));

      const compare = page.getByRole("button", { name: "Compare side by side" });
      assert.ok(await compare.isDisabled());
      await board.getByRole("checkbox").nth(0).check();
      await board.getByRole("checkbox").nth(2).check();
      assert.ok(await compare.isEnabled());
      await ctx.shot(page, "board-character");
      await compare.click();
      const side = page.getByRole("dialog", { name: "Side by side with Mia's reference photo" });
      await side.waitFor();
      assert.equal(await side.locator(".compare-side").count(), 3);
      assert.ok(await side.getByRole("region", { name: "Reference photo" }).isVisible());
      await ctx.shot(page, "board-compare");
    },
  },
  {
    name: "board: deleting Mia says her copies here go to the Trash, and they do",
    async run(ctx) {
      const page = await openMia(ctx);
      const board = page.getByRole("list", { name: "Made with Mia" });
      await board.getByRole("listitem").first().waitFor();
      const mine = await board.getByRole("listitem").count();
      await page.getByRole("button", { name: "Delete…" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete Mia?" });
      await dialog.waitFor();
      assert.equal(
        (await dialog.locator("#char-delete-local").innerText()).trim(),
        `The ${mine} copies saved on this computer move to the Trash: you can still save them to disk or put them back in your Gallery.`,
      );
      await ctx.shot(page, "board-delete");
      await dialog.getByRole("button", { name: "Delete Mia" }).click();
      const done = page.getByRole("status").filter({ hasText: "was deleted" });
      await done.waitFor();
      assert.match(await done.innerText(), new RegExp(`Its ${mine} copies on this computer are in the Trash\\.`));
      const left = await page.evaluate(async () => {
        const p = await window.__fake.handle("library_pick", {
          query: { kind: null, characterId: "char_1", search: "", atService: false, offset: 0, limit: 200 },
        });
        const trash = await window.__fake.handle("gallery_list", {
          query: { kind: null, characterId: "char_1", unassigned: false, trash: true, offset: 0, limit: 500 },
        });
        return [p.total, trash.total];
      });
      assert.deepEqual(left, [0, mine]);
    },
  },
];
