// Settings back from an exported file (issue 42 item 3), in English and German: a picture's exported PNG
// dropped on the window offers "Open these settings", which fills Create image as "Open these settings" on
// the result does (the same hand-off), with its maker and character named; a PNG from elsewhere says "no
// settings in this file"; a file whose character and maker this library doesn't know says so plainly and
// opens the form without them. Nothing is sent by the drop or the opening (no spend, no estimate of a press).
// Fake: tests/fake-jobs.ts installFileSettingsFakes (`newest-picture.png` is the newest picture made here).
import assert from "node:assert/strict";
import { eventually, generateButton, nav, spends, text } from "./helpers.mjs";

const DE = { locale: "de-DE" };
const offer = (page) => page.getByTestId("file-settings");
/** Drops `path` on the window until the offer shows (the window listens once its shell is drawn). */
async function drop(page, path) {
  await page.locator(".shell").waitFor();
  await eventually(
    async () => {
      if ((await offer(page).count()) === 0) await page.evaluate((p) => window.__fakeDrop(p), [path]);
      await offer(page).waitFor({ timeout: 700 });
    },
    { timeout: 8000 },
  );
}
const notice = (page) => page.getByTestId("recall-note");
const value = (loc, v) => eventually(async () => assert.equal(await loc.inputValue(), v));

/** A hand-made file's settings: a picture by a maker this app doesn't know, with a character not here. */
const STRANGER = {
  "/home/me/from-a-friend.png": {
    fileName: "from-a-friend.png",
    provider: "nano-ultra-9",
    settings: {
      kind: "image",
      provider: "nano-ultra-9",
      request: { formData: {}, simplePrompt: "A fox in the snow at dawn", numImages: 2 },
      reference: null,
    },
    character: { id: "char_elsewhere", name: "Lena", known: false },
    face: { characterId: null, characterName: "Lena", fileName: null, editedFrom: null },
  },
};

const jobsDone = (page) =>
  eventually(
    async () => {
      const jobs = await page.evaluate(() => window.__TAURI_INTERNALS__.invoke("jobs_list"));
      assert.ok(jobs.length > 0 && jobs.every((j) => j.status === "completed"), "the picture is made");
    },
    { timeout: 8000 },
  );

export const scenarios = [
  {
    name: "file settings: an exported picture dropped on the window fills Create image as 'Open these settings' does",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedCharacters: 3, jobMs: 300 } });
      await nav(page, "Create image").click();
      await page.getByLabel("Describe your image").fill("A lighthouse at dusk");
      await page.getByRole("radio", { name: /Seedream 4\.5/ }).check({ force: true });
      await page.locator(".face-kind").filter({ hasText: "Use a saved character" }).click();
      await page.locator(".face-card").filter({ hasText: "Nova" }).click();
      await generateButton(page).click();
      await jobsDone(page);
      const sent = (await spends(page, "image")).length;

      // The person moves on: another prompt, another maker, no face; then drops the exported picture.
      await page.getByLabel("Describe your image").fill("Something else entirely");
      await page.getByRole("radio", { name: /Gemini Nano/ }).check({ force: true });
      await page.locator(".face-kind").filter({ hasText: "No particular face" }).click();
      await nav(page, "Home").click();
      await drop(page, "/home/me/Desktop/newest-picture.png");
      const dialog = offer(page);
      await dialog.waitFor();
      assert.match(await text(dialog), /newest-picture\.png carries the settings it was made with/);
      assert.match(await text(dialog), /Made by Seedream 4\.5\./);
      assert.match(await text(dialog), /Character: Nova\./);
      assert.match(await text(dialog), /Nothing is sent and nothing is spent/);
      await ctx.shot(page, "file-settings-offer");
      await dialog.getByRole("button", { name: "Open these settings" }).click();

      await page.getByRole("heading", { name: "Create image", level: 1 }).waitFor();
      await eventually(async () =>
        assert.match(
          await text(notice(page)),
          /Filled in from the file newest-picture\.png \(Seedream 4\.5\)\. Change anything, then generate\./,
        ),
      );
      await value(page.getByLabel("Describe your image"), "A lighthouse at dusk");
      assert.ok(await page.getByRole("radio", { name: /Seedream 4\.5/ }).isChecked());
      await eventually(async () =>
        assert.ok(await page.locator(".face-card").filter({ hasText: "Nova" }).locator("input").isChecked()),
      );
      await ctx.shot(page, "file-settings-filled");
      assert.equal((await spends(page, "image")).length, sent, "nothing sent by dropping or opening");
    },
  },
  {
    name: "file settings: a PNG from elsewhere has none; an unknown character and maker are said plainly",
    async run(ctx) {
      const page = await ctx.open({ config: { mode: "sandbox", seedCharacters: 2, fileSettings: STRANGER } });
      await drop(page, "/home/me/holiday.png");
      const dialog = offer(page);
      await dialog.waitFor();
      assert.match(await text(dialog), /No settings in holiday\.png/);
      assert.match(
        await text(page.getByTestId("file-settings-missing")),
        /^There are no settings in this file: only pictures and files Media Studio exported carry them\.$/,
      );
      await ctx.shot(page, "file-settings-none");
      await dialog.getByRole("button", { name: "Close" }).click();
      await eventually(async () => assert.equal(await offer(page).count(), 0));

      await drop(page, "/home/me/from-a-friend.png");
      await offer(page).waitFor();
      const words = await text(offer(page));
      assert.match(words, /Made by “nano-ultra-9”, a maker this app doesn't know: the form keeps its own choice\./);
      assert.match(words, /The character Lena is not in this library: the form opens without a face\./);
      await ctx.shot(page, "file-settings-unknown");
      await offer(page).getByRole("button", { name: "Open these settings" }).click();
      await page.getByRole("heading", { name: "Create image", level: 1 }).waitFor();
      await value(page.getByLabel("Describe your image"), "A fox in the snow at dawn");
      assert.ok(await page.locator(".face-kind input").first().isChecked(), "no face");
      assert.equal((await spends(page, "image")).length, 0);
    },
  },
  {
    name: "file settings in German: the offer, an unknown character and maker, and a file without settings",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "sandbox", fileSettings: STRANGER } });
      await drop(page, "/home/me/urlaub.png");
      await offer(page).waitFor();
      assert.match(await text(offer(page)), /Keine Einstellungen in urlaub\.png/);
      assert.match(
        await text(page.getByTestId("file-settings-missing")),
        /In dieser Datei sind keine Einstellungen: Nur Bilder und Dateien, die Media Studio exportiert hat, enthalten sie\./,
      );
      await ctx.shot(page, "file-settings-none-de");
      await offer(page).getByRole("button", { name: "Schließen" }).click();
      await eventually(async () => assert.equal(await offer(page).count(), 0));

      await drop(page, "/home/me/from-a-friend.png");
      await offer(page).waitFor();
      const words = await text(offer(page));
      assert.match(words, /from-a-friend\.png enthält die Einstellungen, mit denen es gemacht wurde/);
      assert.match(words, /Gemacht mit „nano-ultra-9“, einem Anbieter, den diese App nicht kennt/);
      assert.match(words, /Der Charakter Lena ist nicht in dieser Bibliothek: Das Formular öffnet sich ohne Gesicht\./);
      assert.match(words, /Nichts wird gesendet und nichts wird ausgegeben/);
      for (const english of ["Open these settings", "Not now", "Made by", "carries the settings"])
        assert.ok(!words.includes(english), `no English: ${english}`);
      await ctx.shot(page, "file-settings-unknown-de");
      await offer(page).getByRole("button", { name: "Diese Einstellungen öffnen" }).click();
      await eventually(async () =>
        assert.match(await text(notice(page)), /Ausgefüllt aus: die Datei from-a-friend\.png/),
      );
      await ctx.shot(page, "file-settings-filled-de");
    },
  },
];
