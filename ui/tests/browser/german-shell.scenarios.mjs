// The window in German (the system's language de-DE): the first start, Home, the header's credits and jobs,
// the shortcuts, Characters, Settings (and its language switch) and the start problems speak German, with
// no English words of the window's own left. Against the fake backend (run.mjs); the fake's own data (sample
// prompts, the service check's findings, job errors) is the core's or the service's, and stays as it comes.
import assert from "node:assert/strict";
import { eventually, text } from "./helpers.mjs";

const DE = { locale: "de-DE" };

/** The German navigation (its name is "Hauptmenü"). */
const navDe = (page, name) => page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link", { name });

/** Words of the English window that must be gone from a German screen. */
const ENGLISH = [" the ", "Delete", "credits", "Settings", "Loading", "Cancel", "Jobs", "Close", "Show ", "Your "];

/** Asserts the page's visible text holds none of `words` (the English window's). */
async function noEnglish(page, words = ENGLISH, where = "page") {
  const body = await page.locator("body").innerText();
  const left = words.filter((w) => body.includes(w));
  assert.deepEqual(left, [], `English left on the ${where}: ${left.join(", ")}\n${body.slice(0, 1500)}`);
}

export const scenarios = [
  {
    name: "german shell: the first start (Welcome, connect your account with its field messages) in German",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "none" } });
      await page.getByRole("heading", { name: "Willkommen! Wie möchten Sie beginnen?" }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
      await page.getByRole("button", { name: /Sandbox ausprobieren/ }).waitFor();
      await noEnglish(page, ENGLISH, "welcome");
      await ctx.shot(page, "de-welcome");
      await page.getByRole("button", { name: /Mein Konto verwenden/ }).click();
      await page.getByRole("heading", { name: "Ihr Konto verbinden" }).waitFor();
      await page.getByRole("button", { name: "Speichern und verbinden" }).click();
      await page.getByText("Geben Sie die Adresse des Dienstes ein, zum Beispiel https://api.example.com.").waitFor();
      await page.getByText("Fügen Sie Ihren API-Schlüssel ein. Er beginnt mit sl_.").waitFor();
      await noEnglish(page, [...ENGLISH, "Service address", "API key", "Paste"], "connect form");
      await ctx.shot(page, "de-welcome-connect");
      await page.getByRole("button", { name: "← Zurück" }).click();
      await page.getByRole("button", { name: /Sandbox ausprobieren/ }).click();
      await page.getByRole("heading", { level: 1, name: "Start" }).waitFor();
      await page.getByRole("note", { name: "Sandbox-Modus" }).waitFor();
    },
  },
  {
    name: "german shell: Home, the credits panel, the jobs tray with a failed job, the shortcuts and the palette",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "sandbox", seedImages: 3, seedFailedJob: true } });
      await page.getByRole("heading", { level: 1, name: "Start" }).waitFor();
      await page.getByRole("heading", { name: "Etwas Neues erstellen" }).waitFor();
      await page.getByRole("heading", { name: "Zuletzt erstellt" }).waitFor();
      await eventually(async () => assert.equal(await page.locator(".thumb-strip .thumb").count(), 3));
      const links = (await page.getByRole("navigation", { name: "Hauptmenü" }).getByRole("link").allInnerTexts()).map(
        (s) => s.trim(),
      );
      assert.deepEqual(links.slice(0, 3), ["Start", "Bild erstellen", "Charaktere"]);
      assert.equal(links[links.length - 1], "Einstellungen");
      assert.match(await text(page.locator(".home-credits")), /Credits/);
      assert.match(await text(page.locator(".home-credits")), /Tarif Pro|Tarif \w+/);
      await noEnglish(page, ENGLISH, "home");
      await ctx.shot(page, "de-home");

      // The credits panel.
      await page.locator(".credits-button").click();
      const credits = page.getByRole("region", { name: "Credits", exact: true });
      await credits.getByRole("heading", { name: "Letzte Aktivität" }).waitFor();
      await eventually(async () => assert.doesNotMatch(await text(credits), /Wird geladen/));
      assert.match(await text(credits), /in diesem Zeitraum übrig/);
      await noEnglish(page, ENGLISH, "credits panel");
      await ctx.shot(page, "de-credits-panel");
      await page.keyboard.press("Escape");

      // The jobs tray: a failed job, said in German, with its ways on.
      await page.locator(".tray-button").click();
      const tray = page.getByRole("region", { name: "Aufträge" });
      const job = tray.getByTestId("job").first();
      await job.waitFor();
      await job.getByRole("button", { name: "Wiederholen…" }).waitFor();
      await job.getByRole("button", { name: "Diese Einstellungen öffnen" }).waitFor();
      assert.match(await text(job), /Hat nicht geklappt/);
      await job.getByRole("button", { name: "Wiederholen…" }).click();
      await job.getByText("Mit denselben Einstellungen wiederholen").waitFor();
      await job.getByRole("button", { name: /^Wiederholen — / }).waitFor();
      // The job's error is the service's (in details); the tray's own words are German.
      await noEnglish(page, ["Try again", "Open these settings", "Cancel", "Costs", "Jobs"], "jobs tray");
      await ctx.shot(page, "de-jobs-tray");
      await job.getByRole("button", { name: "Abbrechen" }).click();
      await page.keyboard.press("Escape");

      // The shortcuts sheet, and the palette that finds screens by their German names.
      await page.locator("main").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("?");
      const sheet = page.getByRole("dialog", { name: "Tastenkürzel" });
      await sheet.waitFor();
      assert.match(await text(sheet), /Strg/);
      assert.match(await text(sheet), /In der Galerie/);
      // A review's keys, in German (Pos1/Ende are the German keyboard's names).
      assert.match(
        await text(sheet),
        new RegExp(
          [
            "Beim Durchsehen",
            "←\\s+Vorheriges Element",
            "→\\s+Nächstes Element",
            "Pos1\\s+Erstes Element",
            "Ende\\s+Letztes Element",
            "P\\s+Behalten und zum nächsten Element",
            "X\\s+Verwerfen und zum nächsten Element",
            "1–5\\s+Mit 1 bis 5 Sternen bewerten",
            "0\\s+Bewertung entfernen",
            "Strg\\s*\\+\\s*Z\\s+Letztes Behalten, Verwerfen oder Bewerten rückgängig machen",
            "Esc\\s+Für jetzt fertig \\(Ihre Auswahl ist bereits gespeichert\\)",
          ].join("\\s+"),
        ),
      );
      await noEnglish(
        page,
        [...ENGLISH, "Jump to", "Search the prompts", "Ctrl", "In a review", "Previous item", "Take the rating"],
        "shortcuts sheet",
      );
      await ctx.shot(page, "de-shortcuts");
      await sheet.getByRole("button", { name: "Schließen" }).click();
      await page.keyboard.press("Control+k");
      const palette = page.getByRole("dialog", { name: "Zu einer Ansicht springen" });
      await palette.waitFor();
      await page.keyboard.type("Gal");
      assert.deepEqual(
        (await palette.getByRole("option").allInnerTexts()).map((s) => s.trim()),
        ["Galerie"],
      );
      await ctx.shot(page, "de-palette");
      await page.keyboard.press("Enter");
      await navDe(page, "Galerie").and(page.locator("[aria-current=page]")).waitFor();
    },
  },
  {
    name: "german shell: a job being made and made (the Jobs button, Home's line, the ready toast) and the presets menu",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "sandbox", jobMs: 2500 } });
      // Create image is another part's screen: only its field and its button are used here, by id and class.
      await navDe(page, "Bild erstellen").click();
      await page.locator("#prompt").fill("Ein Leuchtturm in der Dämmerung");
      await page.locator("button.generate").click();
      await eventually(async () => assert.match(await text(page.locator(".tray-button")), /^Aufträge: 1 läuft$/));
      await navDe(page, "Start").click();
      await eventually(async () =>
        assert.equal(
          await text(page.locator(".home-running span").last()),
          "Ein Bild wird erstellt. Sie können währenddessen weiterarbeiten.",
        ),
      );
      await page.getByRole("button", { name: "Fortschritt anzeigen" }).waitFor();
      await ctx.shot(page, "de-home-running");
      const toast = page.locator(".toast").filter({ hasText: "Ihr Bild ist fertig" });
      await toast.waitFor({ timeout: 10000 });
      await toast.getByRole("button", { name: "In der Galerie ansehen" }).waitFor();
      await toast.getByRole("button", { name: "Ausblenden" }).waitFor();
      await ctx.shot(page, "de-ready-toast");

      // The presets menu of a form (the shared component).
      await navDe(page, "Bild erstellen").click();
      await page.locator(".presets > button").click();
      const menu = page.locator(".presets-menu");
      await menu.getByText("Dieses Formular als Vorlage speichern").waitFor();
      await menu.getByPlaceholder("z. B. Café-Porträts").fill("Porträts");
      await menu.getByRole("button", { name: "Speichern" }).click();
      await page.getByText("Vorlage „Porträts“ gespeichert").waitFor();
      await menu.getByRole("button", { name: "Porträts laden" }).waitFor();
      await menu.getByRole("button", { name: "Vorlagen aus einer Datei hinzufügen…" }).waitFor();
      const words = await text(menu);
      for (const w of ["Save", "Load", "Rename", "Delete", "preset"]) assert.ok(!words.includes(w), `${w} in the menu`);
      await ctx.shot(page, "de-presets-menu");
      await page.keyboard.press("Escape");
      await page.getByTestId("preset-loaded").filter({ hasText: "Vorlage: Porträts" }).waitFor();
    },
  },
  {
    name: "german shell: Characters (list, detail, delete dialog, a new character's form) in German",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "sandbox", seedCharacters: 2 } });
      await navDe(page, "Charaktere").click();
      await page.getByRole("heading", { level: 1, name: "Charaktere" }).waitFor();
      await page.getByText("2 Charaktere").waitFor();
      await page.getByRole("button", { name: "Neuer Charakter" }).waitFor();
      await noEnglish(page, [...ENGLISH, "character", "Search"], "characters list");
      await ctx.shot(page, "de-characters");

      await page.locator(".char-card").first().click();
      await page.getByRole("button", { name: "Mit diesem Charakter erstellen" }).waitFor();
      await page.getByRole("button", { name: "← Alle Charaktere" }).waitFor();
      await page.getByRole("heading", { name: /^Erstellt mit / }).waitFor();
      await page.getByText("Notizen", { exact: true }).waitFor();
      await noEnglish(page, [...ENGLISH, "Generate", "Edit", "Not set", "Notes", "Reference photo"], "character");
      await ctx.shot(page, "de-character-detail");

      await page.getByRole("button", { name: "Bearbeiten" }).click();
      await page.getByRole("button", { name: "Änderungen speichern" }).waitFor();
      await page.getByLabel("Haarfarbe").waitFor();
      await noEnglish(page, [...ENGLISH, "Hair", "Clothing", "Save changes"], "character edit");
      await ctx.shot(page, "de-character-edit");
      await page.getByRole("button", { name: "Abbrechen" }).click();

      await page.getByRole("button", { name: "Löschen…" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("heading", { name: / löschen\?$/ }).waitFor();
      assert.match(await text(dialog), /Das lässt sich nicht rückgängig machen\./);
      await noEnglish(page, [...ENGLISH, "This deletes", "Keep"], "delete dialog");
      await ctx.shot(page, "de-character-delete");
      await dialog.getByRole("button", { name: / behalten$/ }).click();

      await page.getByRole("button", { name: "← Alle Charaktere" }).click();
      await page.getByRole("button", { name: "Neuer Charakter" }).click();
      await page.getByRole("heading", { name: "Neuer Charakter" }).waitFor();
      await page.getByText("Foto hierher ziehen").waitFor();
      await page.getByRole("button", { name: "Charakter speichern" }).waitFor();
      await noEnglish(page, [...ENGLISH, "Drop a photo", "Choose a photo", "hair, age"], "new character");
      await ctx.shot(page, "de-character-new");
    },
  },
  {
    name: "german shell: Settings with an account (service check, spending, API keys and their dialogs) in German",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "service", recentTransactions: true } });
      await navDe(page, "Einstellungen").click();
      await page.getByRole("heading", { level: 1, name: "Einstellungen" }).waitFor();
      await page.getByRole("heading", { name: "Verbindung" }).waitFor();
      await page.getByRole("heading", { name: "Prüfung des Dienstes" }).waitFor();
      await page.getByRole("heading", { name: "Ausgaben" }).waitFor();
      await page.getByRole("heading", { name: "API-Schlüssel" }).waitFor();
      await page.getByRole("heading", { name: "Sprache" }).waitFor();
      await eventually(async () => assert.match(await text(page.getByTestId("spending-summary")), /^Letzte \d+ Tage/));
      await eventually(async () =>
        assert.match(await text(page.getByTestId("spending-list-total")), /keine Aufträge gesendet|Sie haben/),
      );
      await page.getByTestId("key-row").first().waitFor();
      // The service check's findings (what each read is, the differences) are the core's words, left as they come.
      await noEnglish(
        page,
        [" the ", "Delete", "Loading", "Cancel", "Connection", "Spending", "Every job", "Revoke", "Create key"],
        "settings",
      );
      await ctx.shot(page, "de-settings-account");
      await page.getByRole("heading", { name: "API-Schlüssel" }).scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-settings-keys");

      await page.getByLabel("Name für einen neuen Schlüssel").fill("Laptop");
      await page.getByRole("button", { name: "Schlüssel erstellen" }).click();
      const created = page.getByRole("dialog", { name: /Ihr neuer Schlüssel/ });
      await created.waitFor();
      await created.getByRole("button", { name: "Kopieren" }).waitFor();
      await noEnglish(page, [" the ", "Copy it now", "Full key", "close"], "created key");
      await ctx.shot(page, "de-settings-key-created");
      await created.getByRole("button", { name: "Kopiert, schließen" }).click();

      await page
        .getByTestId("key-row")
        .first()
        .getByRole("button", { name: /^Widerrufen/ })
        .click();
      const revoke = page.getByRole("dialog", { name: /widerrufen\?$/ });
      await revoke.waitFor();
      await revoke.getByRole("button", { name: "Endgültig widerrufen" }).waitFor();
      await noEnglish(page, [" the ", "Revoking", "Keep the key"], "revoke dialog");
      await ctx.shot(page, "de-settings-revoke");
      await revoke.getByRole("button", { name: "Schlüssel behalten" }).click();
    },
  },
  {
    name: "german shell: Settings › Spending with a sent job (by day, every job, the figures' sources) in German",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "sandbox", seedFailedJob: true } });
      await navDe(page, "Einstellungen").click();
      const section = page.getByRole("region", { name: "Ausgaben" });
      await eventually(async () =>
        assert.match(await text(section.getByTestId("spending-summary")), /^Letzte 30 Tage: 4 Credits geschätzt/),
      );
      assert.match(
        await text(section.getByTestId("spending-row").first()),
        /Bilder · .+1 Auftrag.+Geschätzt: 4 Credits/s,
      );
      await eventually(async () =>
        assert.match(
          await text(section.getByTestId("spending-list-total")),
          /^1 Auftrag: 4 Credits gezählt\. Sie haben 120 Credits von 500 in diesem Zeitraum|^1 Auftrag: 4 Credits gezählt\. Sie haben in diesem Zeitraum/,
        ),
      );
      const job = section.getByTestId("spending-job").first();
      assert.match(await text(job), /Bilder · /);
      assert.match((await job.locator("td").last().getAttribute("title")) ?? "", /^Schätzung von Media Studio/);
      // The job's title is its prompt ("A red fox in the snow"): data, not the window's words.
      const words = ENGLISH.filter((w) => w !== " the ");
      await noEnglish(page, [...words, "Every job", "Estimated", "Last 30", "When", "Counted"], "spending");
      await section.getByRole("heading", { name: "Alle Aufträge" }).scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-settings-spending");
    },
  },
  {
    name: "german shell: choosing English in Settings turns the German window English, and the system's language back",
    async run(ctx) {
      const page = await ctx.open({ ...DE, config: { mode: "sandbox" } });
      await navDe(page, "Einstellungen").click();
      await page.getByRole("heading", { level: 1, name: "Einstellungen" }).waitFor();
      await page.getByText("Sie verwenden die Sandbox").waitFor();
      await noEnglish(page, [...ENGLISH, "Language", "results are simulated"], "settings (sandbox)");
      await ctx.shot(page, "de-settings-sandbox");
      const choice = page.getByLabel("Das Fenster spricht");
      assert.equal(await choice.inputValue(), "system");
      assert.match(await choice.locator("option[value=system]").innerText(), /Die Sprache des Systems \(Deutsch\)/);

      await choice.selectOption("en");
      await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
      await page.getByText("You're using the Sandbox").waitFor();
      assert.equal(await page.getByLabel("The window speaks").inputValue(), "en");
      await ctx.shot(page, "de-settings-switched-to-english");
      // The choice is kept for the next start.
      await page.reload();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
      await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();

      await page.getByLabel("The window speaks").selectOption("system");
      await page.getByRole("heading", { level: 1, name: "Einstellungen" }).waitFor();
      await navDe(page, "Start").waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
      await noEnglish(page, [...ENGLISH, "Language"], "settings back in German");
    },
  },
  {
    name: "german shell: the start problems (a damaged library, a library already open) in German",
    async run(ctx) {
      const folder = "/home/sie/.local/share/studio.media.desktop";
      const page = await ctx.open({
        ...DE,
        config: {
          mode: "sandbox",
          libraryRecovery: {
            movedTo: `${folder}/library.sqlite.damaged-20261123-101500`,
            mediaFolder: `${folder}/media`,
            at: "2026-11-23T10:15:00Z",
            details: "file is not a database",
          },
        },
      });
      await page.getByRole("heading", { name: /Ihre Bibliothek war beschädigt/ }).waitFor();
      await noEnglish(page, [" the ", "Continue", "damaged file", "Your "], "library recovered");
      await ctx.shot(page, "de-start-recovered");
      await page.getByRole("button", { name: "Weiter" }).click();
      await page.getByRole("heading", { level: 1, name: "Start" }).waitFor();

      const busy = await ctx.open({
        ...DE,
        config: {
          mode: "sandbox",
          startError: { code: "library_in_use", message: "Media Studio is already open.", field: null, details: "x" },
        },
      });
      await busy.getByRole("heading", { name: "Media Studio ist bereits geöffnet" }).waitFor();
      assert.match(await text(busy.locator("summary")), /^Details$/);
      await ctx.shot(busy, "de-start-in-use");
    },
  },
];
