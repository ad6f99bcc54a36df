import type { image as en } from "../en/image";

export const image: Record<keyof typeof en, string> = {
  "image.title": "Bild erstellen",
  "image.catalogue_error": "Die Liste der Anbieter konnte nicht geladen werden.",
  "image.try_again": "Erneut versuchen",
  "image.loading_providers": "Die Anbieter werden geladen…",
  "image.cost_error": "Die Kosten lassen sich gerade nicht berechnen.",

  "image.draft.saved": "Entwurf gespeichert",
  "image.draft.saving": "Entwurf wird gespeichert…",
  "image.draft.loading": "Ihr Entwurf wird geladen…",
  "image.preset.keeps":
    "Eine Vorlage speichert Beschreibung, Anbieter, Anzahl, Format und Charakter, und ob es ein Stapel oder eine Bearbeitung ist (mit ihrem Bild).",
  "image.preset.loaded": "Vorlage „{name}“ geladen",
  "image.undo": "Rückgängig",

  "image.recall.earlier": "ein früheres Bild",
  "image.recall.source_with_provider": "{source} ({provider})",
  "image.recall.verb": "erstellen Sie das Bild",

  "image.started.single":
    "Gestartet. Sie können den Auftrag unter „Aufträge“ verfolgen und währenddessen weiterarbeiten.",
  "image.started.waiting":
    "Wartet auf einen freien Platz ({position} in der Reihe): Der Auftrag startet, sobald einer Ihrer laufenden Aufträge fertig ist. Bis dahin wird nichts berechnet.",
  "image.started.batch": "{count} Aufträge gestartet, einer pro Beschreibung. Verfolgen Sie sie unter „Aufträge“.",
  "image.started.batch_waiting.one":
    "{jobs} Aufträge gestartet, einer pro Beschreibung; {count} wartet auf einen freien Platz (bis er startet, wird nichts berechnet). Verfolgen Sie sie unter „Aufträge“.",
  "image.started.batch_waiting.other":
    "{jobs} Aufträge gestartet, einer pro Beschreibung; {count} warten auf einen freien Platz (bis sie starten, wird nichts berechnet). Verfolgen Sie sie unter „Aufträge“.",
  "image.started.compare":
    "Bei {count} Anbietern gestartet. Die Bilder erscheinen oben nebeneinander, sobald sie fertig sind.",
  "image.started.compare_waiting.one":
    "Bei {running} von {total} Anbietern gestartet; {count} wartet auf einen freien Platz und startet, sobald ein laufender Auftrag fertig ist (bis dahin wird nichts berechnet).",
  "image.started.compare_waiting.other":
    "Bei {running} von {total} Anbietern gestartet; {count} warten auf einen freien Platz und starten, sobald ein laufender Auftrag fertig ist (bis dahin wird nichts berechnet).",

  "image.hint.edit_describe": "Beschreiben Sie zuerst die gewünschte Änderung.",
  "image.hint.edit_choose": "Wählen Sie das Bild, das Sie bearbeiten möchten, und beschreiben Sie dann die Änderung.",
  "image.hint.prompt": "Beschreiben Sie zuerst das Bild, das Sie erstellen möchten.",
  "image.hint.form": "Füllen Sie zuerst mindestens eine Angabe zum Bild aus.",

  "image.error.describe_change": "Beschreiben Sie die gewünschte Änderung.",
  "image.error.describe_image": "Beschreiben Sie das Bild, das Sie erstellen möchten.",
  "image.error.choose_picture": "Wählen Sie das Bild, das Sie bearbeiten möchten.",
  "image.error.count": "Wählen Sie, wie viele Bilder entstehen sollen: 1 bis {max}.",
  "image.error.form_empty":
    "Füllen Sie mindestens eine Angabe zum Bild aus: wer darauf zu sehen ist, der Ort oder eine Fotoart.",

  "image.mode.label": "Wie Sie das Bild beschreiben",
  "image.mode.prompt.title": "Freitext",
  "image.mode.prompt.help": "In Ihren eigenen Worten",
  "image.mode.form.title": "Mit dem Formular beschreiben",
  "image.mode.form.help": "Person, Format, Kamera, Ort, Accessoires, Fotoart",
  "image.mode.edit.title": "Ein Bild bearbeiten",
  "image.mode.edit.help": "Etwas an einem vorhandenen Bild ändern",

  "image.prompt.label": "Beschreiben Sie Ihr Bild",
  "image.prompt.placeholder":
    "Zum Beispiel: eine Frau mit roten Locken, die in einem sonnigen Café lacht, warmes Morgenlicht",
  "image.prompt.help":
    "Schreiben Sie es so, wie Sie es einem Fotografen erklären würden: wer, was die Person tut, wo und welches Licht.",
  "image.prompt.batch_label": "Ihre Beschreibungen, eine pro Zeile",
  "image.prompt.batch_placeholder":
    "Eine Frau lacht in einem sonnigen Café\nDieselbe Frau fährt am Fluss entlang Rad\nSie liest in einer ruhigen Bibliothek",
  "image.prompt.batch_help":
    "Jede Zeile wird ein Auftrag mit den Einstellungen unten; leere Zeilen werden übersprungen.",
  "image.prompt.edit_label": "Was soll sich ändern?",
  "image.prompt.edit_placeholder":
    "Zum Beispiel: die Jacke rot machen oder sie bei Sonnenuntergang an einen Strand setzen",
  "image.prompt.edit_help":
    "Sagen Sie, was sich ändern und was bleiben soll; das Bild oben wird mit Ihren Worten gesendet.",
  "image.batch.toggle": "Mehrere Beschreibungen, eine pro Zeile: je ein Auftrag, bis zu {max}",
  "image.prompt.no_shape":
    "Bei Freitext nimmt der Dienst kein Format entgegen: Er arbeitet nur mit Ihren Worten. Um ein Format zu wählen, nutzen Sie „Mit dem Formular beschreiben“.",

  "image.edit.legend": "Das zu bearbeitende Bild",
  "image.edit.alt": "Das zu bearbeitende Bild: {title}",
  "image.edit.untitled": "Bild ohne Titel",
  "image.edit.help":
    "Ihre Worte unten sagen, was sich ändern soll; der Rest des Bildes bleibt erhalten, soweit der Anbieter das kann.",
  "image.edit.choose_another": "Anderes Bild wählen",
  "image.edit.missing":
    "Das Bild, von dem diese Bearbeitung ausging, ist nicht mehr in Ihrer Bibliothek. Wählen Sie ein anderes.",
  "image.edit.picker_label": "Bilder zum Bearbeiten",
  "image.edit.picker_empty":
    "Noch keine Bilder in Ihrer Bibliothek. Erstellen Sie zuerst eins und bearbeiten Sie es dann hier.",
  "image.untitled": "ohne Titel",

  "image.form.needs_look": "Bitte prüfen",
  "image.form.not_set": "Nicht festgelegt",
  "image.group.subject.title": "Person",
  "image.group.subject.help": "Wer auf dem Bild zu sehen ist und wie die Person aussieht.",
  "image.group.photography.title": "Kamera",
  "image.group.photography.help": "Wie das Foto aufgenommen wird. Das Format wählen Sie weiter unten unter „Format“.",
  "image.group.background.title": "Ort und Licht",
  "image.group.background.help": "Wo das Bild spielt und wie das Licht ist.",
  "image.group.accessories.title": "Accessoires",
  "image.group.accessories.help": "Alles, was außer der Kleidung getragen wird.",
  "image.group.composition.title": "Fotoart",
  "image.group.composition.help": "Die Art des Fotos: wie die Person ins Bild gesetzt ist.",
  "image.sub.hair": "Haare",
  "image.sub.clothing": "Kleidung",
  "image.sub.jewellery": "Schmuck",
  "image.field.subject.description.label": "Wer auf dem Bild ist",
  "image.field.subject.description.hint": "z. B. eine junge Frau mit Sommersprossen",
  "image.field.subject.description.suggestions":
    "eine junge Frau mit Sommersprossen|ein Mann um die dreißig mit Bart|ein lächelnder Teenager",
  "image.field.subject.expression.label": "Gesichtsausdruck",
  "image.field.subject.expression.hint": "z. B. lachend",
  "image.field.subject.expression.suggestions": "warmes Lächeln|lachend|ernst|überrascht|verträumt",
  "image.field.subject.pose.label": "Pose",
  "image.field.subject.pose.hint": "z. B. lässig angelehnt",
  "image.field.subject.pose.suggestions":
    "stehend, Hände in den Taschen|im Schneidersitz|auf die Kamera zugehend|an eine Wand gelehnt",
  "image.field.subject.age.label": "Alter",
  "image.field.subject.age.hint": "z. B. Mitte 20",
  "image.field.subject.age.suggestions": "Anfang 20|Mitte 30|in den Fünfzigern",
  "image.field.subject.hair.color.label": "Haarfarbe",
  "image.field.subject.hair.color.hint": "z. B. kupferrot",
  "image.field.subject.hair.color.suggestions": "blond|braun|schwarz|kupferrot|grau",
  "image.field.subject.hair.style.label": "Frisur",
  "image.field.subject.hair.style.hint": "z. B. lang und wellig",
  "image.field.subject.hair.style.suggestions": "lang und wellig|kurzer Bob|Pferdeschwanz|Buzzcut|lockig",
  "image.field.subject.clothing.top.type.label": "Oberteil",
  "image.field.subject.clothing.top.type.hint": "z. B. Jeansjacke",
  "image.field.subject.clothing.top.type.suggestions": "T-Shirt|Jeansjacke|Hoodie|Bluse|Strickpullover",
  "image.field.subject.clothing.top.color.label": "Farbe des Oberteils",
  "image.field.subject.clothing.top.color.hint": "z. B. weiß",
  "image.field.subject.clothing.top.color.suggestions": "weiß|schwarz|marineblau|olivgrün",
  "image.field.subject.clothing.bottom.type.label": "Unterteil",
  "image.field.subject.clothing.bottom.type.hint": "z. B. Jeans",
  "image.field.subject.clothing.bottom.type.suggestions": "Jeans|Rock|Stoffhose|Shorts",
  "image.field.subject.clothing.bottom.color.label": "Farbe des Unterteils",
  "image.field.subject.clothing.bottom.color.hint": "z. B. hellblau",
  "image.field.subject.clothing.bottom.color.suggestions": "hellblau|schwarz|beige",
  "image.field.photography.shotType.label": "Einstellung",
  "image.field.photography.shotType.hint": "z. B. halbnah",
  "image.field.photography.shotType.suggestions": "Nahaufnahme|halbnah|Totale",
  "image.field.photography.angle.label": "Blickwinkel",
  "image.field.photography.angle.hint": "z. B. auf Augenhöhe",
  "image.field.photography.angle.suggestions": "auf Augenhöhe|leicht von oben|von unten",
  "image.field.photography.framing.label": "Bildaufbau",
  "image.field.photography.framing.hint": "z. B. mittig",
  "image.field.photography.framing.suggestions": "mittig|Drittelregel|außermittig",
  "image.field.photography.texture.label": "Look und Textur",
  "image.field.photography.texture.hint": "z. B. Filmkorn",
  "image.field.photography.texture.suggestions": "Filmkorn|scharf und klar|weichgezeichnet|Handykamera",
  "image.field.background.setting.label": "Ort",
  "image.field.background.setting.hint": "z. B. Café-Terrasse",
  "image.field.background.setting.suggestions":
    "eine sonnige Café-Terrasse|eine Straße bei Nacht|ein Strand|ein gemütliches Wohnzimmer",
  "image.field.background.lighting.label": "Licht",
  "image.field.background.lighting.hint": "z. B. goldene Stunde",
  "image.field.background.lighting.suggestions": "goldene Stunde|weiches Fensterlicht|Neonlicht|bedecktes Tageslicht",
  "image.field.background.atmosphere.label": "Stimmung",
  "image.field.background.atmosphere.hint": "z. B. entspannt",
  "image.field.background.atmosphere.suggestions": "entspannt|energiegeladen|düster|romantisch",
  "image.field.accessories.headwear.type.label": "Kopfbedeckung",
  "image.field.accessories.headwear.type.hint": "z. B. Mütze",
  "image.field.accessories.headwear.type.suggestions": "Mütze|Baseballkappe|Sonnenhut",
  "image.field.accessories.eyewear.label": "Brille",
  "image.field.accessories.eyewear.hint": "z. B. runde Sonnenbrille",
  "image.field.accessories.eyewear.suggestions": "runde Sonnenbrille|Lesebrille|Pilotenbrille",
  "image.field.accessories.jewelry.earrings.label": "Ohrringe",
  "image.field.accessories.jewelry.earrings.hint": "z. B. goldene Creolen",
  "image.field.accessories.jewelry.earrings.suggestions": "kleine goldene Creolen|Perlenstecker",
  "image.field.accessories.jewelry.necklace.label": "Halskette",
  "image.field.accessories.jewelry.necklace.hint": "z. B. feine Silberkette",
  "image.field.accessories.jewelry.necklace.suggestions": "feine Silberkette|Anhänger",

  "image.photo_type.label": "Fotoart",
  "image.photo_type.any": "Beliebig",

  "image.shape.legend": "Format",

  "image.face.legend": "Gesicht",
  "image.face.kinds": "Wessen Gesicht",
  "image.face.none": "Kein bestimmtes Gesicht",
  "image.face.character": "Gespeicherten Charakter verwenden",
  "image.face.photo": "Einmalig ein Foto verwenden",
  "image.face.characters_error": "Ihre Charaktere konnten nicht geladen werden.",
  "image.face.loading": "Ihre Charaktere werden geladen…",
  "image.face.no_characters": "Noch keine Charaktere. {link}, um ein Gesicht über mehrere Bilder hinweg beizubehalten.",
  "image.face.create_character": "Charakter erstellen",
  "image.face.saved_characters": "Gespeicherte Charaktere",
  "image.face.unnamed": "Ohne Namen",
  "image.face.recall_photo":
    "Dieses Bild wurde mit dem Foto {file} erstellt. Ziehen Sie es erneut hierher (oder wählen Sie es aus), um dasselbe Gesicht zu verwenden.",
  "image.face.none_help":
    "Der Anbieter erfindet ein Gesicht. Wählen Sie einen Charakter, um über mehrere Bilder dasselbe Gesicht zu behalten.",

  "image.provider.legend": "Anbieter",
  "image.provider.legend_compare": "Anbieter zum Vergleichen",
  "image.provider.help": "Jeder Anbieter hat seinen eigenen Stil.",
  "image.provider.help_compare": "Wählen Sie zwei oder mehr: Jeder erstellt dasselbe Bild, nebeneinander.",
  "image.provider.price_note":
    "Die Preise gelten pro Generierung, wie der Dienst sie angibt; Media Studio zählt jedes Bild als eine Generierung, der angezeigte Preis ist also der höchstmögliche.",
  "image.provider.compare": "Anbieter vergleichen",
  "image.provider.hires_available": "{option} verfügbar",
  "image.provider.hires_undocumented": "{option}: nicht dokumentiert",
  "image.provider.standard": "Standardgröße",
  "image.provider.this_request": "Diese Anfrage: {credits}",
  "image.provider.selected": "(ausgewählt)",
  "image.job_limit":
    "Das Auftragslimit Ihres Tarifs ist {limit}. Media Studio versteht es als Zahl der Bildaufträge, die gleichzeitig laufen: Jeder Anbieter ist ein Auftrag, und alle über dem Limit warten, bis sie an der Reihe sind.",
  "image.job_limit_running.one":
    "Das Auftragslimit Ihres Tarifs ist {limit} (gerade läuft {count} Bildauftrag). Media Studio versteht es als Zahl der Bildaufträge, die gleichzeitig laufen: Jeder Anbieter ist ein Auftrag, und alle über dem Limit warten, bis sie an der Reihe sind.",
  "image.job_limit_running.other":
    "Das Auftragslimit Ihres Tarifs ist {limit} (gerade laufen {count} Bildaufträge). Media Studio versteht es als Zahl der Bildaufträge, die gleichzeitig laufen: Jeder Anbieter ist ein Auftrag, und alle über dem Limit warten, bis sie an der Reihe sind.",

  "image.count.label": "Anzahl der Bilder",
  "image.count.fewer": "Ein Bild weniger",
  "image.count.more": "Ein Bild mehr",
  "image.count.help": "1 bis {max} auf einmal.",
  "image.size.label": "Größe",
  "image.size.make_it": "In {option} erstellen",
  "image.size.documented_note": "Schärfer und größer. {note}",
  "image.fourk.label_many": "hoher Auflösung",
  "image.fourk.price": "{price} pro Generierung statt {cost}.",
  "image.fourk.price_each": "Es gilt der Preis für hohe Auflösung des jeweiligen Anbieters.",
  "image.fourk.at_listed_price": "zum dort genannten Preis",
  "image.fourk.tip_item": "{option} für {provider}",
  "image.fourk.undocumented.one":
    "Die Preistabellen des Dienstes führen {list} ({price}), aber ihre Beschreibung der Option für hohe Auflösung nennt diesen Anbieter nicht: Was sie dort bewirkt, ist nicht dokumentiert.",
  "image.fourk.undocumented.other":
    "Die Preistabellen des Dienstes führen {list} ({price}), aber ihre Beschreibung der Option für hohe Auflösung nennt diese Anbieter nicht: Was sie dort bewirkt, ist nicht dokumentiert.",

  "image.cost.per_picture": "{count} Bilder × {credits}: Jedes Bild zählt als eine Generierung.",
  "image.cost.per_picture_hires": "{count} Bilder × {credits} ({option}): Jedes Bild zählt als eine Generierung.",
  "image.cost.per_prompt": "{count} Beschreibungen × {credits}: ein Auftrag pro Beschreibung.",
  "image.short.single": "Sie haben {credits}. Wählen Sie weniger Bilder oder einen günstigeren Anbieter.",
  "image.short.single_renews":
    "Sie haben {credits}. Wählen Sie weniger Bilder oder einen günstigeren Anbieter; Ihre Credits werden {when} erneuert.",
  "image.short.single_was_due":
    "Sie haben {credits}. Wählen Sie weniger Bilder oder einen günstigeren Anbieter; Ihre Credits hätten am {when} erneuert werden sollen.",
  "image.short.compare": "Sie haben {credits}. Wählen Sie weniger Bilder oder weniger bzw. günstigere Anbieter.",
  "image.short.compare_renews":
    "Sie haben {credits}. Wählen Sie weniger Bilder oder weniger bzw. günstigere Anbieter; Ihre Credits werden {when} erneuert.",
  "image.short.compare_was_due":
    "Sie haben {credits}. Wählen Sie weniger Bilder oder weniger bzw. günstigere Anbieter; Ihre Credits hätten am {when} erneuert werden sollen.",
  "image.button.short": "Nicht genug Credits — benötigt: {needs}, Sie haben {has}",
  "image.button.compare.one": "Bei {count} Anbieter vergleichen — {credits}",
  "image.button.compare.other": "Bei {count} Anbietern vergleichen — {credits}",
  "image.button.compare_loading.one": "Bei {count} Anbieter vergleichen — Kosten werden berechnet…",
  "image.button.compare_loading.other": "Bei {count} Anbietern vergleichen — Kosten werden berechnet…",
  "image.button.compare_invalid": "Anbieter vergleichen",
  "image.button.batch_what": "{prompts} × {images}",
  "image.button.batch": "{what} erstellen — {credits}",
  "image.button.batch_loading": "{what} erstellen — Kosten werden berechnet…",
  "image.button.batch_invalid": "Stapel erstellen",
  "image.prompts.one": "{count} Beschreibung",
  "image.prompts.other": "{count} Beschreibungen",
  "image.images.one": "{count} Bild",
  "image.images.other": "{count} Bilder",

  "image.compare.title": "Vergleich",
  "image.compare.summary_running": "{count} Anbieter · geschätzt {credits} · {running} noch in Arbeit",
  "image.compare.summary_done": "{count} Anbieter · geschätzt {credits} · fertig",
  "image.compare.open_gallery": "Galerie öffnen",
  "image.compare.close": "Vergleich schließen",
  "image.compare.picture_alt": "{name}, Bild {number}",
  "image.compare.failed": "Hat nicht geklappt",
  "image.compare.failed_with": "Hat nicht geklappt: {error}",
  "image.compare.progress": "Fortschritt: {name}",
};
