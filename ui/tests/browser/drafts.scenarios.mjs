// Never lose work (ui-principles 3): what is typed into a form and left at once — another screen chosen
// before the save delay is over — is there when the form is opened again; and opening a form writes
// nothing. Against the fake backend (run.mjs).
import assert from "node:assert/strict";
import { nav, calls, eventually } from "./helpers.mjs";

const FORMS = [
  { screen: "Music", form: "music-track", field: (p) => p.getByLabel("Describe the music") },
  { screen: "Video", form: "video-motion", field: (p) => p.getByLabel("Describe the motion") },
  { screen: "Slideshows", form: "slideshow", field: (p) => p.getByLabel("What is the slideshow about?") },
  {
    screen: "Characters",
    form: "character-new",
    open: (p) => p.getByRole("button", { name: "Create your first character" }).click(),
    field: (p) => p.getByLabel("Name", { exact: true }),
  },
  {
    screen: "Tools",
    form: "tools-overlay",
    open: async (p) => {
      await p.locator(".tool-card", { hasText: "Add a caption" }).click();
      await p.getByRole("heading", { name: "Add a caption", level: 1 }).waitFor();
    },
    field: (p) => p.getByLabel("2. Caption text"),
  },
];

const saves = async (page, form) => (await calls(page, "draft_save")).filter((a) => a.form === form);

export const scenarios = [
  {
    name: "drafts: typing then leaving the screen at once keeps the text (Music, Video, Slideshows, Characters, Tools, notes); opening a form writes nothing",
    async run(ctx) {
      // Slow answers (150 ms a call) make the person type while the stored draft is still being read, as
      // on a busy machine: what is typed then counts too.
      const page = await ctx.open({ config: { mode: "sandbox", seedImages: 2, latencyMs: 150 } });
      for (const f of FORMS) {
        await nav(page, f.screen).click();
        await page.getByRole("heading", { level: 1, name: f.screen }).waitFor();
        if (f.open) await f.open(page);
        await f.field(page).waitFor();
        // Opening the form read its draft back; nothing new to write.
        await new Promise((r) => setTimeout(r, 700));
        assert.deepEqual(await saves(page, f.form), [], `${f.screen}: opening the form wrote a draft`);
        const words = `Kept from ${f.screen}, typed in a hurry`;
        await f.field(page).fill(words);
        await nav(page, "Home").click(); // well within the save delay
        await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
        await nav(page, f.screen).click();
        await page.getByRole("heading", { level: 1, name: f.screen }).waitFor();
        if (f.open) await f.open(page);
        await f.field(page).waitFor();
        // (The form fills in once its draft is read back.)
        await eventually(async () =>
          assert.equal(await f.field(page).inputValue(), words, `${f.screen}: the text typed just before leaving`),
        );
      }
      // And it survives a restart of the window too.
      await page.reload();
      await nav(page, "Music").click();
      await page.getByLabel("Describe the music").waitFor();
      await eventually(async () =>
        assert.equal(await page.getByLabel("Describe the music").inputValue(), "Kept from Music, typed in a hurry"),
      );

      // Typed while the form's stored draft was still being read (answers take 400 ms here): kept too.
      const p3 = await ctx.open({ config: { mode: "sandbox", latencyMs: 400 } });
      await nav(p3, "Music").click();
      await p3.getByLabel("Describe the music").fill("Typed before the draft was back");
      await new Promise((r) => setTimeout(r, 1500));
      await nav(p3, "Home").click();
      await p3.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await nav(p3, "Music").click();
      await eventually(async () =>
        assert.equal(await p3.getByLabel("Describe the music").inputValue(), "Typed before the draft was back"),
      );

      // A character's notes not yet saved are kept the same way.
      const p2 = await ctx.open({ config: { mode: "sandbox", seedCharacters: 1 } });
      const openMia = async () => {
        await nav(p2, "Characters").click();
        await p2.getByRole("button", { name: "Open Mia" }).click();
        await p2.getByRole("heading", { name: "Mia", level: 2 }).waitFor();
      };
      await openMia();
      await p2.getByLabel("Notes").fill("Likes red jackets, hates hats");
      await nav(p2, "Home").click();
      await p2.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await openMia();
      await eventually(async () =>
        assert.equal(await p2.getByLabel("Notes").inputValue(), "Likes red jackets, hates hats"),
      );
      // Saved, the notes are the character's own: their draft is emptied and stays empty.
      await p2.getByRole("button", { name: "Save notes" }).click();
      await p2.getByText("Notes saved").waitFor();
      const notesDraft = () =>
        p2.evaluate(() =>
          Object.entries(window.__fake.state.drafts)
            .filter(([k]) => k.startsWith("character-notes-"))
            .map(([, v]) => v),
        );
      await new Promise((r) => setTimeout(r, 700));
      assert.deepEqual(await notesDraft(), [""]);
      await nav(p2, "Home").click();
      await p2.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await openMia();
      await eventually(async () =>
        assert.equal(await p2.getByLabel("Notes").inputValue(), "Likes red jackets, hates hats"),
      );
      assert.ok(await p2.getByRole("button", { name: "Save notes" }).isDisabled());
    },
  },
  {
    name: "drafts: a named text style (Slideshows) is kept when the screen is left at once and after a reload; a deleted one stays deleted",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox" } });
      const FORM = "slideshows.style-presets";
      const stored = () => page.evaluate((f) => window.__fake.state.drafts[f] ?? null, FORM);
      const styles = page.getByRole("group", { name: "Style presets" });
      const openSlideshows = async () => {
        await nav(page, "Slideshows").click();
        await page.getByLabel("Preset name").waitFor();
      };
      await openSlideshows();
      await new Promise((r) => setTimeout(r, 700));
      assert.deepEqual(await saves(page, FORM), [], "opening Slideshows wrote the style presets");
      await page.getByLabel("Preset name").fill("Bold title");
      await page.getByRole("button", { name: "Save style" }).click();
      await nav(page, "Home").click(); // well within the save delay
      await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      await eventually(async () => assert.match(String(await stored()), /Bold title/));
      await openSlideshows();
      await styles.getByRole("button", { name: "Bold title", exact: true }).waitFor();
      await page.reload();
      await openSlideshows();
      await styles.getByRole("button", { name: "Bold title", exact: true }).waitFor();
      await styles.getByRole("button", { name: "Delete preset Bold title" }).click();
      await eventually(async () => assert.deepEqual(JSON.parse(String(await stored())), []));
      await page.reload();
      await openSlideshows();
      await page.locator(".ss-hook").first().waitFor();
      assert.equal(await styles.getByRole("button", { name: "Bold title", exact: true }).count(), 0);
    },
  },
  {
    name: "drafts: Recipes — a start's character and topic, and a recipe being edited, are kept when the screen is left at once and after a reload; Cancel lets the edit go",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedCharacters: 3 } });
      const openRecipes = async () => {
        await nav(page, "Recipes").click();
        await page.getByRole("heading", { name: "Recipes", level: 1 }).waitFor();
      };
      const leave = async () => {
        await nav(page, "Home").click(); // well within the save delay
        await page.getByRole("heading", { level: 1, name: "Home" }).waitFor();
      };
      await openRecipes();
      await page.getByRole("heading", { name: "Start “Captioned video with music”" }).waitFor();
      // The start form: a character and a topic, left at once.
      await page.locator("label.ss-char", { hasText: "Mia" }).click();
      await page.getByLabel("Topic").fill("a day at the lake");
      await leave();
      await openRecipes();
      await eventually(async () => assert.equal(await page.getByLabel("Topic").inputValue(), "a day at the lake"));
      assert.ok(await page.getByRole("radio", { name: /Mia/ }).isChecked());
      // A copy being edited: renamed and a step removed, left at once, then the window reloaded.
      await page.getByRole("button", { name: "Copy and edit" }).click();
      await page.getByRole("heading", { name: "New recipe" }).waitFor();
      await page.getByLabel("Name", { exact: true }).fill("Lake reel");
      await page.getByRole("button", { name: "Remove step 5" }).click();
      await leave();
      await openRecipes();
      const name = page.getByLabel("Name", { exact: true });
      await eventually(async () => assert.equal(await name.inputValue(), "Lake reel"));
      assert.equal(await page.locator(".recipe-step").count(), 4);
      await eventually(async () =>
        assert.match(String((await saves(page, "recipe-editor")).at(-1)?.value), /Lake reel/),
      );
      await page.reload();
      await openRecipes();
      await eventually(async () => assert.equal(await name.inputValue(), "Lake reel"));
      await page.getByRole("heading", { name: "New recipe" }).waitFor();
      assert.equal(await page.locator(".recipe-step").count(), 4);
      // Cancel with changes asks first; Keep editing keeps them, Discard changes lets them go.
      await page.getByRole("button", { name: "Cancel" }).click();
      const discard = page.getByRole("dialog", { name: "Discard the changes to this recipe?" });
      await discard.waitFor();
      assert.match(await discard.innerText(), /What you changed here is not saved, and it will be gone\./);
      await ctx.shot(page, "recipes-discard-changes");
      await discard.getByRole("button", { name: "Keep editing" }).click();
      await discard.waitFor({ state: "hidden" });
      assert.equal(await name.inputValue(), "Lake reel");
      await page.getByRole("button", { name: "Cancel" }).click();
      await discard.getByRole("button", { name: "Discard changes" }).click();
      await page.getByRole("heading", { name: "Start “Captioned video with music”" }).waitFor();
      // The start form opens again and reads its draft back (a moment later on a busy machine).
      await eventually(async () => assert.equal(await page.getByLabel("Topic").inputValue(), "a day at the lake"));
      await eventually(async () =>
        assert.equal((await saves(page, "recipe-editor")).at(-1).value, "", "the edit's draft is emptied"),
      );
      await leave();
      await openRecipes();
      await eventually(async () => assert.equal(await page.getByLabel("Topic").inputValue(), "a day at the lake"));
      assert.equal(await name.count(), 0, "a cancelled edit came back");
      // A copy opened and left unchanged closes on Cancel without asking.
      await page.getByRole("button", { name: "Copy and edit" }).click();
      await page.getByRole("heading", { name: "New recipe" }).waitFor();
      await page.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("heading", { name: "Start “Captioned video with music”" }).waitFor();
      assert.equal(await discard.count(), 0);
    },
  },
];
