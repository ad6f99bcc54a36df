// The window in German (the system's language de-DE) on Video (motion and avatar), Music (a track and a
// mix), every Tool, Slideshows (with the text style editor and a finished slideshow) and Recipes (start,
// editor, a run waiting for its pick): German words shown, none of these screens' English left, and a
// screenshot of each (de-*.png) to read for wording and for words cut off in narrow places.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eventually, text } from "./helpers.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIP = readFileSync(path.join(here, "..", "fixtures", "clip.mp4"));

/** Opens the window in German on one screen, by its address in the main navigation (not its words). */
async function openGerman(ctx, screen, config, size = {}) {
  const page = await ctx.open({ locale: "de-DE", ...size, config: { mode: "sandbox", ...config } });
  page.setDefaultTimeout(10000);
  await page.route("**/*.mp4", (route) => route.fulfill({ status: 200, contentType: "video/mp4", body: CLIP }));
  assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
  await page.locator(`a.nav-item[href="#${screen}"]`).click();
  return page;
}

/** Each of these screens' own English words and sentences, none of which may be left in German. */
const ENGLISH = {
  video: [
    "Motion video",
    "Bring a picture to life",
    "Talking avatar",
    "Start from a picture",
    "From my gallery",
    "Video maker",
    "per second",
    "Length in seconds",
    "Describe the motion",
    "Premium quality",
    "Use my words exactly",
    "Make video",
    "working out the cost",
    "Studio discount",
    "Your recent videos",
    "Shape",
    "Tall",
  ],
  file: ["Drop a picture here", "Or choose one from this computer", "Choose a picture…"],
  avatar: [
    "Avatar maker",
    "Automatic voice",
    "A voice I picked",
    "What they say",
    "characters",
    "of video",
    "Describe the scene",
    "Make avatar video",
    "Link to the recording",
    "How long is the recording",
  ],
  music: [
    "New track",
    "Music from a description",
    "Describe the music",
    "Up to 5 minutes",
    "Style preset",
    "Suggested styles",
    "Make music",
    "s of music",
    "Your recent tracks",
  ],
  mix: [
    "Add music to a video",
    "Search your videos",
    "Your music tracks",
    "Still being made",
    "It appears above",
    "Add music — free",
    "The music plays at 35%",
    "Before and after",
    "With music",
  ],
  tools: [
    "Quick edits on pictures",
    "Free on pictures",
    "Keep just the part you want",
    "Make a silent copy",
    "Cut out the subject",
    "All tools",
    "Choose a picture",
    "Choose a video",
    "Caption text",
    "Where the caption goes",
    "Preview",
    "Start (seconds)",
    "Keeps ",
    "Play the selection",
    "Order",
    "Play all in order",
    "Describe the edit",
    "Saved to your library",
    "Use as prompt",
  ],
  slideshows: [
    "What is the slideshow about?",
    "Story format",
    "Number of slides",
    "Pictures by",
    "per slide",
    "Write slides yourself",
    "Text style",
    "Default style",
    "Save style",
    "Alignment",
    "Letter case",
    "Background bar",
    "Not documented",
    "Text colour",
    "Watermark",
    "Make slideshow",
    "Choose fewer slides",
    "Live preview",
  ],
  slideshowResult: [
    "New slideshow",
    "use ← → or swipe",
    "Export all",
    "Make it a video",
    "Each slide shows for",
    "Fade between slides",
    "seconds long",
    "All slides",
  ],
  recipes: [
    "Chain steps",
    "Your recipes",
    "Comes with the app",
    "Copy and edit",
    "What it costs",
    "Balance after",
    "Start recipe",
    "Replaces ",
    "Earlier runs",
    "No runs yet",
    "Captioned video with music",
    "motion video",
    "Uses the pick",
  ],
  recipeEditor: [
    "New recipe",
    "Uses the result of",
    "Add a step",
    "Save recipe",
    "How many pictures",
    "I pick one",
    "Pictures of the character",
    "Discard the changes",
    "Keep editing",
    "Discard changes",
    "is not saved",
  ],
  recipeRun: ["Running now", "Waiting for your pick", "Pick one to go on", "Not started", "4 pictures"],
};

/** The page's visible text holds none of `words` (each as a whole phrase, case as written). */
async function noEnglish(page, words) {
  const body = await page.evaluate(() => document.body.innerText);
  const left = words.filter((w) => body.includes(w));
  assert.deepEqual(left, [], `English left on the page: ${left.join(" | ")}`);
}

/** Every text of `words` is on the page. */
async function shows(page, words) {
  const body = await page.evaluate(() => document.body.innerText);
  const missing = words.filter((w) => !body.includes(w));
  assert.deepEqual(missing, [], `German missing: ${missing.join(" | ")}`);
}

/** No button, tab or chip of the screen is wider inside than its box (a word cut off or spilling out). */
async function nothingCut(page, selector) {
  const cut = await page.evaluate((sel) => {
    const out = [];
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(el.innerText.trim().slice(0, 60));
    }
    return out;
  }, selector);
  assert.deepEqual(cut, [], `cut off: ${cut.join(" | ")}`);
}
const BUTTONS = "button, .tab, .segment, .ratio-card, .provider-card, .badge, .ss-seg label, .tool-card";

const makeButton = (page) => page.locator("button.generate");

export const scenarios = [
  {
    name: "german: Video (motion with a picture from the gallery or this computer, then a talking avatar) speaks German",
    async run(ctx) {
      const page = await openGerman(ctx, "video", { tier: "studio", credits: 500, seedImages: 3, jobMs: 1200 });
      await page.getByRole("heading", { name: "Video", level: 1 }).waitFor();
      await page.getByRole("tab", { name: /Bewegtes Video/ }).waitFor();
      const radio = page.getByRole("radio", { name: /^Bild 1:/ });
      await page.locator("label", { has: radio }).click();
      await page.getByRole("radio", { name: /Seedance/ }).check({ force: true });
      await page.getByLabel("Länge in Sekunden").fill("6");
      await page.getByLabel("Bewegung beschreiben").fill("sie dreht sich um und lächelt");
      await eventually(async () => assert.equal((await text(makeButton(page))).trim(), "Video erstellen — 11 Credits"));
      await eventually(async () =>
        assert.match(
          await text(page.getByTestId("cost-breakdown")),
          /6 s × 2 Credits = 12 Credits, Studio-Rabatt −10 %: 11 Credits/,
        ),
      );
      await shows(page, [
        "Erwecken Sie ein Bild zum Leben",
        "Ausgangsbild",
        "Aus meiner Galerie",
        "Video-Anbieter",
        "2 Credits pro Sekunde",
        "Premium-Qualität",
        "Format",
      ]);
      await noEnglish(page, ENGLISH.video);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-video-motion");

      // Started: the recent videos below say how it goes, then it is done.
      await makeButton(page).click();
      const recent = page.getByTestId("recent-media").first();
      await eventually(async () => assert.equal(await recent.getAttribute("data-status"), "completed"), {
        timeout: 10000,
      });
      await shows(page, ["Ihre letzten Videos", "Video · Seedance"]);
      await noEnglish(page, ENGLISH.video);

      // A picture from this computer.
      await page.getByText("Von diesem Computer", { exact: true }).click();
      await page.getByTestId("video-drop-zone").waitFor();
      await shows(page, ["Bild hier ablegen", "Oder wählen Sie eines auf diesem Computer aus", "Bild auswählen…"]);
      await noEnglish(page, ENGLISH.file);
      await page.getByTestId("video-drop-zone").scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-video-file");

      // The talking avatar, spoken from typed words, then from a recording.
      await page.getByRole("tab", { name: /Sprechender Avatar/ }).click();
      await page.getByText("Aus meiner Galerie", { exact: true }).click();
      const pic = page.getByRole("radio", { name: /^Bild 2:/ });
      await page.locator("label", { has: pic }).click();
      await page.getByLabel("Was die Person sagt").fill("a".repeat(150));
      await eventually(async () =>
        assert.equal(await text(page.getByTestId("dialogue-meter")), "150 Zeichen · etwa 10 s Video · 9 Credits"),
      );
      await page.getByLabel("Szene beschreiben").fill("spricht in einer hellen Küche in die Kamera");
      await eventually(async () =>
        assert.equal((await text(makeButton(page))).trim(), "Avatar-Video erstellen — 9 Credits"),
      );
      await shows(page, ["Avatar-Anbieter", "Automatisch", "Stimme", "Stimme meiner Wahl"]);
      await noEnglish(page, ENGLISH.avatar);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-video-avatar");
      await page.getByText("Aufnahme des Textes", { exact: true }).click();
      await page.getByLabel("Link zur Aufnahme").waitFor();
      await shows(page, ["Wie lang ist die Aufnahme? (Sekunden)", "Der Dienst veröffentlicht nicht"]);
      await noEnglish(page, ENGLISH.avatar);
      await page.setViewportSize({ width: 900, height: 700 });
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-video-avatar-recording");
    },
  },
  {
    name: "german: Music (a track, then added to a video: waiting, chosen, mixed) speaks German",
    async run(ctx) {
      const page = await openGerman(ctx, "video", {
        tier: "studio",
        credits: 500,
        seedImages: 3,
        holdJobs: ["video"],
      });
      const radio = page.getByRole("radio", { name: /^Bild 1:/ });
      await page.locator("label", { has: radio }).click();
      await page.getByRole("radio", { name: /Seedance/ }).check({ force: true });
      await page.getByLabel("Länge in Sekunden").fill("6");
      await page.getByLabel("Bewegung beschreiben").fill("sie dreht sich um");
      await eventually(async () => assert.equal((await text(makeButton(page))).trim(), "Video erstellen — 11 Credits"));
      await makeButton(page).click();

      await page.locator('a.nav-item[href="#music"]').click();
      await page.getByRole("heading", { name: "Musik", level: 1 }).waitFor();
      await page.getByLabel("Musik beschreiben").fill("fröhlicher Synth-Pop");
      await eventually(async () => assert.equal((await text(makeButton(page))).trim(), "Musik erstellen — 5 Credits"));
      await eventually(async () =>
        assert.match(await text(page.getByTestId("cost-breakdown")), /^30 s Musik: 5 Credits/),
      );
      await shows(page, [
        "Neues Musikstück",
        "Musik nach einer Beschreibung",
        "Bis zu 5 Minuten.",
        "Stilvorgabe (optional)",
      ]);
      await noEnglish(page, ENGLISH.music);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-music-track");
      await makeButton(page).click();
      await page.getByText("Ihre letzten Musikstücke").waitFor();

      // Added to the video: what is still being made is explained, then offered.
      await page.getByRole("tab", { name: /Musik zu einem Video/ }).click();
      const waiting = page.getByTestId("mix-waiting");
      await eventually(async () =>
        assert.match(await text(waiting), /Video · Seedance: .*Es erscheint oben, sobald es fertig ist\./),
      );
      await shows(page, ["Noch in Arbeit und daher noch nicht angeboten:"]);
      await noEnglish(page, ENGLISH.mix);
      await ctx.shot(page, "de-music-mix-waiting");
      await page.evaluate(() => window.__fake.release("video"));
      const video1 = page.getByRole("radio", { name: /^Video 1:/ });
      await video1.waitFor({ timeout: 10000 });
      await page.getByRole("radio", { name: /^Musikstück 1:/ }).waitFor({ timeout: 10000 });
      await page.locator("label", { has: video1 }).click();
      await page.getByRole("radio", { name: /^Musikstück 1:/ }).check();
      await shows(page, ["Musik hinzufügen — kostenlos", "Die Musik läuft mit 35 % Lautstärke"]);
      await makeButton(page).click();
      await eventually(async () => assert.equal(await page.locator(".side-by-side video").count(), 2), {
        timeout: 10000,
      });
      await shows(page, ["Vorher und nachher"]);
      await noEnglish(page, ENGLISH.mix);
      await nothingCut(page, BUTTONS);
      await page.locator(".mix-result").scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-music-mix-result");
    },
  },
  {
    name: "german: Tools (every card, and each tool's form, caption preview, trim, order and a shot prompt) speak German",
    async run(ctx) {
      const page = await openGerman(ctx, "tools", { seedImages: 2, seedVideos: 6, credits: 120 });
      await page.getByRole("heading", { name: "Werkzeuge", level: 1 }).waitFor();
      await page.locator(".tool-card").first().waitFor();
      await shows(page, [
        "Schnelle Änderungen an Bildern und Videos",
        "Bei Bildern kostenlos · bei Videos Preis nicht veröffentlicht",
        "Nur den gewünschten Teil behalten",
        "Das Motiv als transparentes PNG freistellen.",
        "2 Credits",
      ]);
      await noEnglish(page, ENGLISH.tools);
      await nothingCut(page, ".tool-card-title, .tool-card-cost");
      await ctx.shot(page, "de-tools");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "de-tools");
      await page.setViewportSize({ width: 1280, height: 800 });

      const open = async (id) => {
        if (await page.locator(".tool-crumbs").count()) await page.locator(".tool-crumbs button").click();
        await page.locator(`.tool-card[data-tool="${id}"]`).click();
        await page.locator(".tool-form").waitFor();
      };
      const run = page.locator("button.tool-run-button");

      await open("overlay_text");
      await page.locator('.tool-pick[data-kind="image"]').first().click();
      await page.getByLabel("2. Text").fill("Drei Tipps für einen ruhigeren Morgen");
      await page.getByTestId("overlay-caption").waitFor();
      await shows(page, ["1. Bild oder Video auswählen", "3. Position des Textes", "Vorschau", "/ 120 Zeichen"]);
      await noEnglish(page, ENGLISH.tools);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-tools-caption");

      await open("trim_video");
      await page.locator('.tool-pick[data-kind="video"]').first().click();
      await page.getByTestId("scrubber").waitFor();
      await eventually(async () => assert.match(await text(page.getByTestId("trim-length")), /^Behält \d/));
      await shows(page, ["2. Behalten von … bis …", "Anfang (Sekunden)", "Auswahl abspielen"]);
      await noEnglish(page, ENGLISH.tools);
      await eventually(async () => assert.match(await text(run), /^Video kürzen · /));
      await ctx.shot(page, "de-tools-trim");

      await open("stitch_videos");
      await page.locator('.tool-pick[data-kind="video"]').nth(0).click();
      await page.locator('.tool-pick[data-kind="video"]').nth(1).click();
      await page.getByTestId("order-strip").waitFor();
      await shows(page, [
        "2. Reihenfolge",
        "Vorschau der Reihenfolge",
        "Alle der Reihe nach abspielen",
        "Clip 1 von 2",
      ]);
      await noEnglish(page, ENGLISH.tools);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-tools-join");

      await open("edit_video");
      await page.locator('.tool-pick[data-kind="video"]').first().click();
      await page.getByLabel("2. Änderung beschreiben").fill("wärmere Farben");
      await eventually(async () => assert.match(await text(run), /^Video bearbeiten · /));
      await noEnglish(page, ENGLISH.tools);
      await ctx.shot(page, "de-tools-edit");

      await open("mute_video");
      await page.locator('.tool-pick[data-kind="video"]').first().click();
      await page.getByRole("heading", { name: "Original (mit Ton)" }).waitFor();
      await noEnglish(page, ENGLISH.tools);
      await ctx.shot(page, "de-tools-mute");

      await open("remove_background");
      await page.locator('.tool-pick[data-kind="image"]').first().click();
      await eventually(async () => assert.match(await text(run), /^Hintergrund entfernen · 2 Credits/));
      await noEnglish(page, ENGLISH.tools);
      await ctx.shot(page, "de-tools-remove-background");

      await open("write_shot_prompt");
      await page.locator('.tool-pick[data-kind="image"]').first().click();
      await eventually(async () => assert.ok(await run.isEnabled()));
      await run.click();
      await page.getByTestId("shot-prompt").waitFor();
      await shows(page, ["Szenenbeschreibung", "Als Prompt verwenden", "Kopieren"]);
      await noEnglish(page, ENGLISH.tools);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-tools-shot-prompt");
    },
  },
  {
    name: "german: Slideshows (the form, the text style editor with an undocumented choice, the finished slideshow) speak German",
    async run(ctx) {
      const page = await openGerman(ctx, "slideshows", { jobMs: 1200, seedCharacters: 2 });
      await page.getByLabel("Worum geht es in der Diashow?").waitFor();
      await page.locator(".ss-hook").first().waitFor();
      await page.getByLabel("Worum geht es in der Diashow?").fill("Fünf Gewohnheiten für ruhige Morgen");
      await page.getByRole("group", { name: "Ausrichtung" }).getByText("Links", { exact: true }).click();
      await page.getByRole("group", { name: "Hintergrundbalken" }).getByText("Pro Zeile", { exact: true }).click();
      await eventually(async () => assert.match(await text(makeButton(page)), /^Diashow erstellen · /));
      await eventually(async () => assert.match(await text(page.getByTestId("ss-cost")), /^6 Folien mit Grok Image: /));
      await shows(page, [
        "Erzählform",
        "Anzahl der Folien",
        "Bilder von",
        "Folien selbst schreiben (optional)",
        "Textstil",
        "Standardstil",
        "Stil speichern",
        "* Nicht dokumentiert: Der Dienst dokumentiert nur „Zentriert“ (seine Voreinstellung)",
        "Groß-/Kleinschreibung",
        "Wasserzeichen",
      ]);
      await noEnglish(page, ENGLISH.slideshows);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-slideshows");
      await page.locator(".ss-style").scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-slideshows-style");
      await page.setViewportSize({ width: 900, height: 700 });
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-slideshows-style");
      await page.setViewportSize({ width: 1280, height: 800 });

      await makeButton(page).click();
      const carousel = page.getByTestId("carousel");
      await carousel.waitFor({ timeout: 10000 });
      await eventually(async () => assert.match(await carousel.getAttribute("aria-label"), /^Folie 1 von \d+$/));
      await shows(page, [
        "Neue Diashow",
        "mit ← → oder Wischen blättern",
        "Ein Video daraus machen",
        "Dauer pro Folie",
      ]);
      await noEnglish(page, ENGLISH.slideshowResult);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-slideshows-result");
      await page.getByRole("region", { name: "Ein Video daraus machen" }).scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-slideshows-video");
    },
  },
  {
    name: "german: Recipes (the start form and its forecast, the editor, a run waiting for its pick) speak German",
    async run(ctx) {
      const page = await openGerman(ctx, "recipes", { seedCharacters: 3 });
      await page.getByRole("heading", { name: "Rezepte", level: 1 }).waitFor();
      // The built-in recipe is named in German while it is the app's own (core.label.recipe.*).
      await page.getByRole("heading", { name: "„Beschriftetes Video mit Musik“ starten" }).waitFor();
      await page.locator("label.ss-char", { hasText: "Mia" }).click();
      await page.getByLabel("Thema", { exact: true }).fill("ein Tag am Strand");
      const table = page.getByRole("table", { name: "Was es kostet" });
      await eventually(async () => assert.match(await text(table), /Summe\s+21 Credits/));
      await shows(page, ["Ihre Rezepte", "Mit der App geliefert", "Kopieren und bearbeiten", "Guthaben danach"]);
      await noEnglish(page, ENGLISH.recipes);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-recipes");

      await page.getByRole("button", { name: /^Rezept starten/ }).click();
      const going = page.getByRole("region", { name: "Läuft gerade" });
      await going.waitFor();
      await going.getByText("Wählen Sie eines aus, um fortzufahren").waitFor({ timeout: 10000 });
      await going.getByRole("button", { name: "Bild 1 auswählen" }).waitFor();
      await shows(page, [
        "Wartet auf Ihre Auswahl",
        "Stoppen",
        "Beschriftetes Video mit Musik: ein Tag am Strand",
        "4 Bilder",
      ]);
      await noEnglish(page, ENGLISH.recipeRun);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-recipes-run");

      await page.getByRole("button", { name: "Kopieren und bearbeiten" }).click();
      await page.getByRole("heading", { name: "Neues Rezept" }).waitFor();
      await shows(page, ["Schritt hinzufügen", "Rezept speichern", "Anzahl der Bilder"]);
      await noEnglish(page, ENGLISH.recipeEditor);
      await nothingCut(page, BUTTONS);
      await ctx.shot(page, "de-recipes-editor");
      // Cancel after a change asks in German first.
      await page.getByLabel("Name", { exact: true }).fill("Strandvideo");
      await page.getByRole("button", { name: "Abbrechen" }).click();
      const discard = page.getByRole("dialog", { name: "Änderungen an diesem Rezept verwerfen?" });
      await discard.waitFor();
      await shows(page, ["Was Sie hier geändert haben, ist nicht gespeichert und geht verloren."]);
      await noEnglish(page, ENGLISH.recipeEditor);
      await nothingCut(page, BUTTONS);
      await discard.getByRole("button", { name: "Weiter bearbeiten" }).click();
      await discard.getByRole("button", { name: "Änderungen verwerfen" }).waitFor({ state: "detached" });
    },
  },
];
