// Presets on every form (issue 30): the shared menu (forms/Presets.tsx) on Video, Music, the tools and
// Slideshows, wired by the form kit's usePresets; a preset keeps the form's settings, never what was
// chosen from the library; preset files saved and added (the fake's presets_export / presets_import).
import assert from "node:assert/strict";
import { calls, eventually, nav, text } from "./helpers.mjs";

const STUDIO = { mode: "sandbox", tier: "studio", credits: 500, seedImages: 3, seedVideos: 3, jobMs: 1200 };
const MUSIC_FILE = "/home/you/Exports/media-studio-music-track-presets.json";

const menuButton = (page) => page.getByRole("button", { name: "Presets ▾" });
const menu = (page) => page.getByRole("region", { name: "Presets" });
const loadedName = (page) => page.getByTestId("preset-loaded");
const toast = (page, words) => page.locator(".toast", { hasText: words });

/** Opens the menu and saves the form under `name`; the menu stays open. */
async function savePreset(page, name) {
  if ((await menu(page).count()) === 0) await menuButton(page).click();
  await menu(page).getByLabel("Save this form as a preset").fill(name);
  await menu(page).getByRole("button", { name: "Save", exact: true }).click();
  await eventually(async () => assert.match(await text(loadedName(page)), new RegExp(`Preset: ${name}$`)));
}

async function loadPreset(page, name) {
  if ((await menu(page).count()) === 0) await menuButton(page).click();
  await menu(page)
    .getByRole("button", { name: `Load ${name}` })
    .click();
  await eventually(async () => assert.equal(await text(loadedName(page)), `Preset: ${name}`));
}

async function changed(page) {
  await eventually(async () => assert.match(await text(loadedName(page)), /\(changed\)/));
}

/** The value the form's last presets_save sent, read back. */
async function lastSaved(page) {
  const a = (await calls(page, "presets_save")).at(-1);
  return { form: a.form, value: JSON.parse(a.value) };
}

async function pickPicture(page, n) {
  const radio = page.getByRole("radio", { name: new RegExp(`^Picture ${n}:`) });
  await radio.locator("xpath=..").click();
  await eventually(async () => assert.ok(await radio.isChecked(), `picture ${n} is chosen`));
}

async function openScreen(ctx, name, heading, config = {}) {
  const page = await ctx.open({ config: { ...STUDIO, ...config } });
  await nav(page, name).click();
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  return page;
}

async function openMusic(ctx, config) {
  const page = await openScreen(ctx, "Music", "Music", config);
  await menuButton(page).waitFor();
  return page;
}

async function fillTrack(page, prompt, seconds, style) {
  await page.getByLabel("Describe the music").fill(prompt);
  await page.getByLabel("Length in seconds", { exact: true }).fill(String(seconds));
  await page.getByLabel("Style preset (optional)").fill(style);
}

async function trackIs(page, prompt, seconds, style) {
  await eventually(async () => {
    assert.equal(await page.getByLabel("Describe the music").inputValue(), prompt);
    assert.equal(await page.getByLabel("Length in seconds", { exact: true }).inputValue(), String(seconds));
    assert.equal(await page.getByLabel("Style preset (optional)").inputValue(), style);
  });
}

export const scenarios = [
  {
    name: "presets: a motion video preset saved, the form changed, loaded back with the picture kept, Undo, and still listed after a reload",
    async run(ctx) {
      const page = await openScreen(ctx, "Video", "Video");
      await pickPicture(page, 1);
      await page.getByRole("radio", { name: /Seedance/ }).check({ force: true });
      await page.getByLabel("Length in seconds").fill("6");
      await page.getByLabel("Describe the motion").fill("she turns and smiles");
      await page.getByLabel(/Premium quality/).check();
      await menuButton(page).click();
      await menu(page).getByText("No presets yet. A preset keeps the video maker").waitFor();
      await savePreset(page, "Slow turn");
      // The settings only: the picture chosen is not in it.
      assert.deepEqual(await lastSaved(page), {
        form: "video-motion",
        value: {
          provider: "seedance",
          duration: "6",
          aspectRatio: "9:16",
          prompt: "she turns and smiles",
          premium: true,
          skipEnhancement: false,
        },
      });
      await toast(page, "Saved the preset “Slow turn”").waitFor();
      assert.deepEqual(await ctx.axe(page), []);
      await ctx.shot(page, "presets-01-video-motion-menu");
      await page.keyboard.press("Escape");

      // Another picture and other settings.
      await pickPicture(page, 2);
      await page.getByRole("radio", { name: /Grok Video/ }).check({ force: true });
      await page.getByLabel("Length in seconds").fill("10");
      await page.getByLabel("Describe the motion").fill("he waves");
      await page.getByLabel(/Premium quality/).uncheck();
      await changed(page);

      await loadPreset(page, "Slow turn");
      await eventually(async () =>
        assert.equal(await page.getByLabel("Describe the motion").inputValue(), "she turns and smiles"),
      );
      assert.ok(await page.getByRole("radio", { name: /Seedance/ }).isChecked());
      assert.equal(await page.getByLabel("Length in seconds").inputValue(), "6");
      assert.ok(await page.getByLabel(/Premium quality/).isChecked());
      // The picture chosen stays as it was.
      assert.ok(await page.getByRole("radio", { name: /^Picture 2:/ }).isChecked());
      assert.doesNotMatch(await text(loadedName(page)), /changed/);

      // Undo puts back the form as it was before loading.
      const loadedToast = toast(page, "Loaded the preset “Slow turn”");
      await loadedToast.getByRole("button", { name: "Undo" }).click();
      await eventually(async () => assert.equal(await page.getByLabel("Describe the motion").inputValue(), "he waves"));
      assert.ok(await page.getByRole("radio", { name: /Grok Video/ }).isChecked());
      assert.equal(await loadedName(page).count(), 0);

      // The preset is kept: listed again after a reload.
      await page.waitForTimeout(700);
      await page.reload();
      await nav(page, "Video").click();
      await menuButton(page).click();
      await menu(page).getByRole("button", { name: "Load Slow turn" }).waitFor();
      // The talking avatar keeps presets of its own.
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: /Talking avatar/ }).click();
      await page.getByLabel("Describe the scene").fill("in a bright kitchen");
      await page.getByRole("radio", { name: "A voice I picked" }).check({ force: true });
      await page.getByLabel("Voice id").fill("v_42");
      await page.getByLabel("What they say").fill("Hi there");
      await menuButton(page).click();
      await menu(page).getByText("No presets yet").waitFor();
      await savePreset(page, "Kitchen talk");
      const avatar = await lastSaved(page);
      assert.equal(avatar.form, "video-avatar");
      assert.equal(avatar.value.voiceId, "v_42");
      assert.equal(avatar.value.prompt, "in a bright kitchen");
      assert.equal("dialogue" in avatar.value || "source" in avatar.value, false, "not the words nor the picture");
    },
  },
  {
    name: "presets: a caption preset keeps the words and place, not the video; Edit video and Trim have their own",
    async run(ctx) {
      const page = await openScreen(ctx, "Tools", "Tools", { seedImages: 2, seedVideos: 3 });
      await page.locator(".tool-card", { hasText: "Add a caption" }).click();
      await page.getByRole("heading", { name: "Add a caption", level: 1 }).waitFor();
      const picks = page.locator('.tool-pick[data-kind="video"]');
      await picks.nth(0).click();
      const words = page.getByLabel("2. Caption text");
      await words.fill("Follow for more");
      await page.getByRole("radio", { name: "Top" }).check();
      await savePreset(page, "Outro");
      assert.deepEqual(await lastSaved(page), {
        form: "tools-overlay",
        value: { text: "Follow for more", position: "top" },
      });
      await ctx.shot(page, "presets-02-caption-menu");
      await page.keyboard.press("Escape");
      await picks.nth(1).click();
      await words.fill("Other words");
      await page.getByRole("radio", { name: "Bottom" }).check();
      await changed(page);
      await loadPreset(page, "Outro");
      await eventually(async () => assert.equal(await words.inputValue(), "Follow for more"));
      assert.ok(await page.getByRole("radio", { name: "Top" }).isChecked());
      // The second video is still the one chosen.
      assert.equal(await picks.nth(1).getAttribute("aria-pressed"), "true");
      assert.equal(await page.locator(".tool-pick[aria-pressed='true']").count(), 1);

      // Each tool has its own presets.
      await page.getByRole("button", { name: "← All tools" }).click();
      await page.locator(".tool-card", { hasText: "Edit video" }).click();
      await page.getByRole("heading", { name: "Edit video", level: 1 }).waitFor();
      await page.getByLabel("2. Describe the edit").fill("warmer colours");
      await menuButton(page).click();
      await menu(page).getByText("No presets yet. A preset keeps the words of the edit").waitFor();
      await savePreset(page, "Warm");
      assert.deepEqual(await lastSaved(page), { form: "tools-edit-video", value: { prompt: "warmer colours" } });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "← All tools" }).click();
      await page.locator(".tool-card", { hasText: "Trim a video" }).click();
      await page.getByRole("heading", { name: "Trim a video", level: 1 }).waitFor();
      await menuButton(page).click();
      await menu(page).getByText("No presets yet. A preset keeps the start and the end").waitFor();
    },
  },
  {
    name: "presets: a music track preset saved, changed and loaded back",
    async run(ctx) {
      const page = await openMusic(ctx);
      await fillTrack(page, "calm lo-fi beat with soft piano", 45, "lo-fi");
      await savePreset(page, "Study beat");
      assert.deepEqual(await lastSaved(page), {
        form: "music-track",
        value: { prompt: "calm lo-fi beat with soft piano", seconds: "45", preset: "lo-fi" },
      });
      await page.keyboard.press("Escape");
      await fillTrack(page, "loud rock", 20, "rock");
      await changed(page);
      await loadPreset(page, "Study beat");
      await trackIs(page, "calm lo-fi beat with soft piano", 45, "lo-fi");
      assert.doesNotMatch(await text(loadedName(page)), /changed/);
      // Deleted with an impatient double click: one delete, said once, the loaded name let go.
      await menuButton(page).click();
      await menu(page).getByRole("button", { name: "Delete Study beat" }).dblclick();
      await toast(page, "Deleted the preset “Study beat”").waitFor();
      await eventually(async () =>
        assert.equal(await menu(page).getByRole("button", { name: "Load Study beat" }).count(), 0),
      );
      assert.equal((await calls(page, "presets_delete")).length, 1);
      assert.equal(await toast(page, "Deleted the preset").count(), 1);
      assert.equal(await loadedName(page).count(), 0);
      await page.keyboard.press("Escape");
      // The mix tab keeps no settings beyond the video and track chosen: no presets there.
      await page.getByRole("tab", { name: /Add music to a video/ }).click();
      await page.locator("#mix-form").waitFor();
      assert.equal(await menuButton(page).count(), 0);
    },
  },
  {
    name: "presets: saved to a file, added from it into a fresh app's form; another form's file is refused in plain words",
    async run(ctx) {
      const page = await openMusic(ctx);
      await fillTrack(page, "calm lo-fi beat", 45, "lo-fi");
      await savePreset(page, "Study beat");
      await fillTrack(page, "night drive synthwave", 90, "electronic");
      await savePreset(page, "Night drive");
      await menu(page).getByRole("button", { name: "Save presets to a file…" }).click();
      await toast(page, `Saved 2 presets to ${MUSIC_FILE}`).waitFor();
      assert.deepEqual(await calls(page, "presets_export"), [{ form: "music-track" }]);
      const fileText = await page.evaluate(
        (p) => JSON.parse(localStorage.getItem("__fake_preset_files"))[p],
        MUSIC_FILE,
      );
      assert.ok(fileText, "the file was written");

      // Another computer: a fresh app whose file dialog answers that file.
      const fresh = await openMusic(ctx, { presetFiles: { [MUSIC_FILE]: fileText }, presetOpenFile: MUSIC_FILE });
      await fillTrack(fresh, "something new", 30, "");
      await menuButton(fresh).click();
      await menu(fresh).getByText("No presets yet").waitFor();
      assert.equal(await menu(fresh).getByRole("button", { name: "Save presets to a file…" }).count(), 0);
      await menu(fresh).getByRole("button", { name: "Add presets from a file…" }).click();
      await toast(fresh, "Added 2 presets from the file").waitFor();
      await menu(fresh).getByRole("button", { name: "Load Study beat" }).waitFor();
      await menu(fresh).getByRole("button", { name: "Load Night drive" }).waitFor();
      await ctx.shot(fresh, "presets-03-music-added-from-file");
      await loadPreset(fresh, "Night drive");
      await trackIs(fresh, "night drive synthwave", 90, "electronic");

      // The same file offered to the motion video form is refused, said in the menu, nothing added.
      await nav(fresh, "Video").click();
      await fresh.getByRole("heading", { name: "Video", level: 1 }).waitFor();
      await menuButton(fresh).click();
      await menu(fresh).getByText("No presets yet").waitFor();
      await menu(fresh).getByRole("button", { name: "Add presets from a file…" }).click();
      await eventually(async () =>
        assert.match(
          await text(menu(fresh)),
          /This file holds presets of another form \(“New music track”\), not of this one/,
        ),
      );
      await menu(fresh).getByText("No presets yet").waitFor();
      assert.deepEqual(await ctx.axe(fresh), []);
      await ctx.shot(fresh, "presets-04-refused-file");
    },
  },
  {
    name: "presets: the slideshow form keeps topic, format, count and maker beside its text-style presets; a file that isn't a preset file is refused",
    async run(ctx) {
      const page = await openScreen(ctx, "Slideshows", "Slideshows", {
        presetFiles: { "/home/you/Documents/notes.json": "shopping: milk, eggs" },
        presetOpenFile: "/home/you/Documents/notes.json",
      });
      await page.locator(".ss-hook").first().waitFor();
      await page.getByLabel("What is the slideshow about?").fill("5 habits for calmer mornings");
      await page.locator('.ss-hook[data-slug="listicle"]').click();
      await page.getByLabel("Number of slides").fill("5");
      await savePreset(page, "Morning habits");
      const saved = await lastSaved(page);
      assert.equal(saved.form, "slideshow");
      assert.equal(saved.value.topic, "5 habits for calmer mornings");
      assert.equal(saved.value.hookType, "listicle");
      assert.equal(saved.value.slideCount, "5");
      assert.equal("style" in saved.value || "slides" in saved.value, false);
      await menu(page).getByRole("button", { name: "Add presets from a file…" }).click();
      await menu(page).getByText("This file is not a Media Studio preset file").waitFor();
      await page.setViewportSize({ width: 900, height: 700 });
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 900, "no sideways scrolling");
      await ctx.shot(page, "presets-05-slideshow-menu");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.keyboard.press("Escape");
      await page.getByLabel("What is the slideshow about?").fill("Something else");
      await page.getByLabel("Number of slides").fill("8");
      await changed(page);
      await loadPreset(page, "Morning habits");
      await eventually(async () =>
        assert.equal(
          await page.getByLabel("What is the slideshow about?").inputValue(),
          "5 habits for calmer mornings",
        ),
      );
      assert.equal(await page.getByLabel("Number of slides").inputValue(), "5");
      // The text style's own presets are still there.
      await page.getByRole("group", { name: "Style presets" }).getByRole("button", { name: "Save style" }).waitFor();
    },
  },
];
