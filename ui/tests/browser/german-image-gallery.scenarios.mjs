// Create image and the Gallery in German (issue 31): the window opened with the system's language set to
// German ("de-DE"), each mode of Create image (a prompt, a batch, the form, an edit, a comparison, a short
// balance) and the Gallery (filters, lightbox, compare and diff, delete, tags, the selection bar, collections,
// the Trash), each checked for German words, for English words of these screens that must be gone, and
// photographed. Screens are reached by their links' addresses, not their names (the names are German too).
import assert from "node:assert/strict";
import { eventually, text, generateButton, buttonText } from "./helpers.mjs";

/** Words of these two screens' own English that must not be left in German (case-sensitive). */
const ENGLISH = [
  " the ",
  "Describe",
  "Provider",
  "Compare",
  "picture",
  "Number of images",
  "Shape",
  "Face",
  "Delete",
  "Restore",
  "Trash",
  "Gallery",
  "selected",
  "Collection",
  "Tag",
  "Favourite",
  "Loading",
  "Close",
];

/**
 * Parts of these screens whose words come from elsewhere in the window (the shell, shared components and
 * helpers), translated on their own: their text is left out of the check below.
 */
const FOREIGN = [
  "nav.nav",
  "header.header",
  ".sandbox-banner",
  "button.generate",
  ".action-bar .short-reason:not(#short-reason)",
  ".presets",
  ".provider-cost",
  ".ratio-name",
  '[data-testid="meta-cost"]',
  '[data-testid="meta-created"]',
  ".next-step",
  ".job-retry",
  // The photo types' names come from the core's catalogue, as the service names them.
  '.pt-card:not([data-value=""]) .pt-label',
];

/** The visible text of the page, but for `FOREIGN`, has none of `ENGLISH` (each found is named with a bit
 * of its line). */
async function noEnglish(page, where) {
  const body = await page.evaluate((foreign) => {
    let all = document.body.innerText;
    for (const el of document.querySelectorAll(foreign.join(", "))) {
      const words = el.innerText.trim();
      if (words) all = all.split(words).join(" ");
    }
    return all;
  }, FOREIGN);
  const found = ENGLISH.filter((w) => body.includes(w)).map((w) => {
    const i = body.indexOf(w);
    return `${JSON.stringify(w)} in …${body.slice(Math.max(0, i - 40), i + 40).replace(/\n/g, " ⏎ ")}…`;
  });
  assert.deepEqual(found, [], `English words left on ${where}`);
}

/** Opens a screen by its link's address ("#create", "#gallery"). */
const go = (page, screen) => page.locator(`nav a[href="#${screen}"]`).click();

async function openGerman(ctx, config) {
  const page = await ctx.open({ locale: "de-DE", config: { mode: "sandbox", ...config } });
  assert.equal(await page.evaluate(() => document.documentElement.lang), "de");
  return page;
}

export const scenarios = [
  {
    name: "german: create image in its modes — prompt, batch, form, edit, compare, a short balance",
    async run(ctx) {
      const page = await openGerman(ctx, { credits: 10, jobLimit: 2, jobMs: 1500, seedCharacters: 2, gallerySeed: 6 });
      await go(page, "create");
      await page.getByRole("heading", { level: 1, name: "Bild erstellen" }).waitFor();
      await page.locator(".mode-switch").waitFor();
      const bar = page.locator(".action-bar");
      await eventually(async () =>
        assert.match(await text(bar), /Beschreiben Sie zuerst das Bild, das Sie erstellen möchten\./),
      );
      assert.match(await text(page.locator(".mode-switch")), /Freitext[\s\S]*Mit dem Formular beschreiben/);
      assert.match(await text(page.getByTestId("prompt-no-shape")), /nutzen Sie „Mit dem Formular beschreiben“/);
      await page.getByRole("radiogroup", { name: "Wessen Gesicht" }).waitFor();
      await page.getByLabel("Beschreiben Sie Ihr Bild").fill("Ein Leuchtturm in der Dämmerung");
      await eventually(async () => assert.match(await text(page.locator(".create-form")), /Standardgröße/));
      // The estimate of the words typed has come (no message of the empty box's is left).
      await eventually(async () => assert.equal(await page.locator("#prompt-err").count(), 0));
      await ctx.shot(page, "de-create-prompt");
      await noEnglish(page, "Create image (a prompt)");

      // A short balance: the reason in German.
      await page.getByLabel("Anzahl der Bilder").fill("6");
      await page.locator('.provider-card[data-slug="fal-flux-2-max"]').click();
      await eventually(async () =>
        assert.match(
          await text(bar),
          /Sie haben 10 Credits\. Wählen Sie weniger Bilder oder einen günstigeren Anbieter/,
        ),
      );
      await ctx.shot(page, "de-create-short");
      await page.getByLabel("Anzahl der Bilder").fill("1");
      await page.locator('.provider-card[data-slug="gemini"]').click();

      // A batch: one job per line, the button counts both.
      await page.getByLabel(/Mehrere Beschreibungen, eine pro Zeile/).check();
      await page.getByLabel("Ihre Beschreibungen, eine pro Zeile").fill("Ein Leuchtturm\nEin Hafen bei Nacht");
      await buttonText(page, "2 Beschreibungen × 1 Bild erstellen — 4 Credits");
      assert.match(await text(page.getByTestId("cost-breakdown")), /2 Beschreibungen × 2 Credits: ein Auftrag pro/);
      await ctx.shot(page, "de-create-batch");
      await noEnglish(page, "Create image (a batch)");
      await page.getByLabel(/Mehrere Beschreibungen, eine pro Zeile/).uncheck();

      // The form: its groups, fields and the photo types.
      await page.locator('.mode-option[data-mode="form"]').click();
      await page.locator(".structured").waitFor();
      for (const g of ["subject", "photography", "background", "accessories", "composition"]) {
        const b = page.locator(`.fgroup[data-group="${g}"] .fgroup-head button`);
        if ((await b.getAttribute("aria-expanded")) !== "true") await b.click();
      }
      await page.getByLabel("Wer auf dem Bild ist").fill("eine junge Frau mit Sommersprossen");
      assert.equal(await page.getByLabel("Haarfarbe").getAttribute("placeholder"), "z. B. kupferrot");
      await page.getByRole("radiogroup", { name: "Fotoart" }).getByRole("radio", { name: "Beliebig" }).waitFor();
      assert.match(await text(page.locator(".structured")), /Ort und Licht[\s\S]*Accessoires/);
      await page.getByRole("group", { name: "Format" }).waitFor();
      await noEnglish(page, "Create image (the form)");
      await page.locator(".create-screen").evaluate((el) => el.closest(".screen-scroll").scrollTo(0, 0));
      await ctx.shot(page, "de-create-form");
      await page.locator('.fgroup[data-group="accessories"]').scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-create-form-more");
      await page.setViewportSize({ width: 900, height: 700 });
      await page.locator(".create-screen").evaluate((el) => el.closest(".screen-scroll").scrollTo(0, 0));
      await ctx.shot(page, "de-create-form");
      await page.setViewportSize({ width: 1280, height: 800 });

      // An edit: the picture to change, and the words of the change.
      await page.locator('.mode-option[data-mode="edit"]').click();
      await page.getByRole("group", { name: "Das zu bearbeitende Bild" }).waitFor();
      await page.getByLabel("Was soll sich ändern?").waitFor();
      await eventually(async () =>
        assert.match(await text(bar), /Wählen Sie das Bild, das Sie bearbeiten möchten, und beschreiben Sie dann/),
      );
      await ctx.shot(page, "de-create-edit");

      // A comparison on two providers, sent: the results side by side.
      await page.locator('.mode-option[data-mode="prompt"]').click();
      await page.getByLabel("Beschreiben Sie Ihr Bild").fill("Ein rotes Fahrrad vor einer gelben Wand");
      await page.getByLabel("Anbieter vergleichen").check();
      await page.locator('.provider-card[data-slug="grok-image"]').click();
      await buttonText(page, "Bei 2 Anbietern vergleichen — 3 Credits");
      assert.match(await text(page.getByTestId("job-limit")), /Das Auftragslimit Ihres Tarifs ist 2\./);
      assert.match(await text(page.locator('.provider-card[data-slug="gemini"]')), /Diese Anfrage: 2 Credits/);
      await ctx.shot(page, "de-create-compare-form");
      await noEnglish(page, "Create image (compare)");
      await generateButton(page).click();
      const tiles = page.getByTestId("compare-tile");
      await eventually(async () => assert.equal(await tiles.count(), 2));
      const results = page.locator(".compare-results");
      await page.getByRole("heading", { name: "Vergleich" }).waitFor();
      assert.match(await text(results), /2 Anbieter · geschätzt 3 Credits/);
      await eventually(async () => assert.match(await text(bar), /Bei 2 Anbietern gestartet\./));
      await eventually(async () => assert.match(await text(results), /· fertig/), { timeout: 8000 });
      assert.match(await text(results), /Galerie öffnen[\s\S]*Vergleich schließen/);
      await results.scrollIntoViewIfNeeded();
      await ctx.shot(page, "de-create-compare-results");
      await noEnglish(page, "Create image (compare results)");
    },
  },
  {
    name: "german: the gallery — filters, lightbox, compare and diff, delete, tags, selection, collections, trash",
    async run(ctx) {
      const page = await openGerman(ctx, { seedCharacters: 3, gallerySeed: 30 });
      await go(page, "gallery");
      await page.getByRole("heading", { level: 1, name: "Galerie" }).waitFor();
      const count = page.locator(".gallery-count");
      await eventually(async () =>
        assert.match(await text(count), /^27 Bilder und 3 Videos, neueste zuerst\. Drücken Sie Enter/),
      );
      const kinds = page.getByRole("group", { name: "Art" });
      assert.match(await text(kinds), /Alle[\s\S]*Bilder[\s\S]*Videos[\s\S]*Musik[\s\S]*Diashows[\s\S]*Bearbeitungen/);
      await page.getByRole("button", { name: "Charakter: Alle" }).waitFor();
      await ctx.shot(page, "de-gallery");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "de-gallery");
      await page.setViewportSize({ width: 1280, height: 800 });
      await noEnglish(page, "the Gallery");

      // The Character filter's panel.
      await page.getByRole("button", { name: "Charakter: Alle" }).click();
      await page.getByRole("region", { name: "Charaktere" }).getByRole("button", { name: "Ohne Charakter" }).waitFor();
      await ctx.shot(page, "de-gallery-who");
      await page.keyboard.press("Escape");

      // The lightbox: details, and what can be done.
      const tile = (i) => page.locator(`.gallery-grid .thumb[data-index="${i}"]`);
      await tile(0).click();
      await page.getByRole("dialog", { name: "Bild 1 von 30" }).waitFor();
      const box = page.locator("dialog.lightbox");
      await box.getByRole("button", { name: "Diese Einstellungen öffnen" }).waitFor();
      assert.match(await text(box.getByTestId("item-details")), /Anbieter[\s\S]*Kosten[\s\S]*Erstellt[\s\S]*Gesicht/);
      await box.getByRole("button", { name: "Nächstes Bild" }).waitFor();
      await box.getByRole("button", { name: "Im Ordner zeigen" }).waitFor();
      await ctx.shot(page, "de-lightbox");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "de-lightbox");
      await page.setViewportSize({ width: 1280, height: 800 });
      await noEnglish(page, "the lightbox");

      // A tag on this item.
      const tags = box.getByTestId("item-tags");
      await tags.getByLabel("Neues Schlagwort").fill("Urlaub");
      await tags.getByRole("button", { name: "Hinzufügen" }).click();
      await page.getByText("Schlagwort Urlaub hinzugefügt.").waitFor();

      // Compare with another, side by side; then their forms.
      await box.getByRole("button", { name: "Vergleichen mit…", exact: true }).click();
      await page.getByRole("dialog", { name: "Bild zum Vergleichen wählen" }).waitFor();
      await ctx.shot(page, "de-lightbox-pick");
      await box.getByRole("button", { name: /^Bild 2 wählen:/ }).click();
      await page.getByRole("dialog", { name: "Nebeneinander" }).waitFor();
      await ctx.shot(page, "de-lightbox-compare");
      await box.getByRole("button", { name: "← Zurück zum Bild" }).click();
      await box.getByRole("button", { name: "Formular vergleichen mit…" }).click();
      await box.getByRole("button", { name: /^Bild 2 wählen:/ }).click();
      await page.getByRole("dialog", { name: "Wie sich die beiden Formulare unterscheiden" }).waitFor();
      await eventually(async () =>
        assert.match(await text(box.getByTestId("diff")), /Dieses Bild[\s\S]*Gewähltes Bild/),
      );
      await ctx.shot(page, "de-lightbox-diff");
      await noEnglish(page, "the diff of two forms");
      await box.getByRole("button", { name: "← Zurück zum Bild" }).click();

      // Deleting one asks first.
      await box.getByRole("button", { name: "Löschen…", exact: true }).click();
      const ask = page.getByRole("dialog", { name: "Dieses Bild löschen?" });
      await ask.waitFor();
      assert.match(await text(ask), /Von diesem Computer entfernen: Das Bild kommt hier in den Papierkorb/);
      await ctx.shot(page, "de-delete-one");
      await noEnglish(page, "the delete question");
      await ask.getByRole("button", { name: "Beim Dienst löschen" }).click();
      await page.getByText("Beim Dienst gelöscht. Die Kopie auf diesem Computer ist im Papierkorb.").waitFor();
      await eventually(async () => assert.equal(await page.locator("dialog.lightbox[open]").count(), 0));

      // A selection: the bar, a tag on all of it, and the bulk delete question.
      const ctrl = { modifiers: ["Control"] };
      await tile(1).click(ctrl);
      await tile(2).click(ctrl);
      const bulk = page.getByRole("toolbar", { name: "Ausgewählte Elemente" });
      await eventually(async () => assert.match(await text(bulk), /2 ausgewählt/));
      await bulk.getByRole("button", { name: "Schlagwort…" }).click();
      const panel = page.getByRole("region", { name: "Schlagwort für die Auswahl" });
      await panel.getByLabel("Neues Schlagwort").fill("Sommer");
      await ctx.shot(page, "de-bulk-tag");
      await page.setViewportSize({ width: 900, height: 700 });
      await ctx.shot(page, "de-bulk-tag");
      await page.setViewportSize({ width: 1280, height: 800 });
      await noEnglish(page, "the selection bar");
      await panel.getByRole("button", { name: "Hinzufügen" }).click();
      await page.getByText("Schlagwort Sommer zu 2 Elementen hinzugefügt.").waitFor();
      await bulk.getByRole("button", { name: "Löschen…" }).click();
      const bulkAsk = page.getByRole("dialog", { name: "2 Elemente löschen?" });
      await bulkAsk.waitFor();
      assert.match(await text(bulkAsk), /2 Bilder werden beim Dienst endgültig gelöscht/);
      await ctx.shot(page, "de-bulk-delete");
      await noEnglish(page, "the bulk delete question");
      await bulkAsk.getByRole("button", { name: "Behalten" }).click();
      await page.keyboard.press("Escape");
      await eventually(async () => assert.equal(await bulk.count(), 0));

      // The Tag filter and its manager.
      const tagFilter = page.getByLabel("Schlagwort", { exact: true });
      // "Urlaub" stays a tag (its item is in the Trash).
      await eventually(async () =>
        assert.match(
          (await tagFilter.locator("option").allInnerTexts()).join(" | "),
          /^Alle Schlagwörter \| Sommer \(2\) \| Urlaub \(/,
        ),
      );
      await tagFilter.selectOption({ label: "Sommer (2)" });
      await eventually(async () => assert.match(await text(count), /^2 Bilder/));
      await page.getByRole("button", { name: "Schlagwort umbenennen…" }).click();
      const rename = page.getByRole("dialog", { name: "Schlagwort Sommer umbenennen" });
      await rename.getByLabel("Neuer Name").fill("urlaub");
      assert.match(await text(rename.getByTestId("tag-merge-note")), /Urlaub ist bereits ein Schlagwort/);
      await ctx.shot(page, "de-tag-rename");
      await rename.getByRole("button", { name: "Abbrechen" }).click();
      await page.getByRole("button", { name: "Schlagwort löschen…" }).click();
      const delTag = page.getByRole("dialog", { name: "Schlagwort Sommer löschen?" });
      assert.match(await text(delTag), /Es wird von 2 Elementen entfernt\./);
      await ctx.shot(page, "de-tag-delete");
      await delTag.getByRole("button", { name: "Schlagwort löschen" }).click();
      await page.getByText("Das Schlagwort Sommer ist gelöscht; die Elemente bleiben.").waitFor();

      // A collection.
      await page.getByRole("button", { name: "Neue Sammlung…" }).click();
      const naming = page.getByRole("dialog", { name: "Neue Sammlung" });
      await naming.getByRole("button", { name: "Sammlung erstellen" }).click();
      await naming.getByText("Eine Sammlung braucht einen Namen").waitFor();
      await ctx.shot(page, "de-collection-new");
      await naming.getByLabel("Name").fill("Reise");
      await naming.getByRole("button", { name: "Sammlung erstellen" }).click();
      await page.getByText("Sammlung Reise erstellt. Wählen Sie Elemente aus und fügen Sie sie ihr hinzu.").waitFor();
      await ctx.shot(page, "de-gallery-filters");
      await noEnglish(page, "the Gallery's filters");

      // The Trash: what is in it, and emptying it asks first.
      await page.getByRole("button", { name: "Papierkorb", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Galerie · Papierkorb" }).waitFor();
      await eventually(async () => assert.match(await text(count), /^1 Element im Papierkorb, auf diesem Computer\./));
      await page.locator(".gallery-grid li").first().getByRole("button", { name: "Wiederherstellen" }).waitFor();
      await ctx.shot(page, "de-trash");
      await noEnglish(page, "the Trash");
      await page.getByRole("button", { name: "Papierkorb leeren…" }).click();
      const empty = page.getByRole("dialog", { name: "Papierkorb leeren?" });
      assert.match(await text(empty), /Damit wird 1 Element im Papierkorb endgültig von diesem Computer entfernt/);
      await eventually(async () =>
        assert.match(await text(empty), /1 davon (ist nicht beim Dienst|ist noch beim Dienst)/),
      );
      await ctx.shot(page, "de-trash-empty");
      await empty.getByRole("button", { name: "1 Element entfernen" }).click();
      await page.getByText("1 Element wurde von diesem Computer entfernt.").waitFor();
      await page.getByRole("heading", { name: "Der Papierkorb ist leer" }).waitFor();
      await ctx.shot(page, "de-trash-emptied");
      await page.getByRole("button", { name: "Zurück zur Galerie" }).click();
      await page.getByRole("heading", { level: 1, name: "Galerie" }).waitFor();

      // A picture's settings back into Create image: the form says where they came from.
      await tile(0).click();
      await page.locator("dialog.lightbox").getByRole("button", { name: "Diese Einstellungen öffnen" }).click();
      await page.getByRole("heading", { level: 1, name: "Bild erstellen" }).waitFor();
      await eventually(async () =>
        assert.match(await text(page.getByTestId("recall-note")), /ein Bild in der Galerie \(/),
      );
      await ctx.shot(page, "de-create-recalled");
    },
  },
];
