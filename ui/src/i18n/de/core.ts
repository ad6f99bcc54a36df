import type { core as en } from "../en/core";

// The Rust side's words (errors, field problems, price notes, why a job failed, the service's option
// labels) in German, by the keys of the generated ../en/core.ts. A soft hyphen (\u00AD) lets a long word of a
// photo type break inside its narrow card.
export const core: Record<keyof typeof en, string> = {
  "core.account.choose_key_revoke": "Wählen Sie einen Schlüssel zum Widerrufen",
  "core.account_check.check_asks_read_spec": "Die Prüfung fragt etwas ab, das die Dokumentation nicht beschreibt",
  "core.account_check.check_service_first_then": "Prüfen Sie zuerst den Dienst und speichern Sie dann den Bericht",
  "core.account_check.could_not_write_report": "Der Bericht konnte nicht geschrieben werden",
  "core.account_check.report_could_not_saved": "Der Bericht konnte dort nicht gespeichert werden",
  "core.again.job_no_longer_list": "Dieser Auftrag ist nicht mehr in Ihrer Liste",
  "core.again.job_settings_were_not":
    "Die Einstellungen dieses Auftrags wurden nicht in einer Form gespeichert, die die App lesen kann, daher lässt sich sein Formular nicht damit ausfüllen.",
  "core.again.job_still_being_made":
    "Dieser Auftrag wird noch erstellt; warten Sie, bis er fertig ist, um ihn erneut zu erstellen",
  "core.again.job_was_made_connect":
    "Dieser Auftrag wurde mit {place} erstellt; verbinden Sie sich wieder damit, um ihn erneut zu senden",
  "core.again.made_in_sandbox":
    "Dieser Auftrag wurde mit der Sandbox erstellt; verbinden Sie sich wieder damit, um ihn erneut zu senden",
  "core.app.app_shutting_down": "Die App wird beendet",
  "core.app.no_file_manager":
    "Der Dateimanager dieses Computers konnte die Datei nicht zeigen; sie liegt in Ihrem Bibliotheksordner",
  "core.app.computer_has_no_program": "Auf diesem Computer gibt es kein Programm, das diese Datei öffnet",
  "core.app.drag_couldn_start": "Das Ziehen konnte nicht beginnen",
  "core.app.drop_photo_window_again":
    "Legen Sie das Foto erneut auf dem Fenster ab, oder verwenden Sie „Foto auswählen“",
  "core.app.updates_off_enter_release":
    "Aktualisierungen sind aus: Geben Sie zuerst die Adresse des Versionskanals ein",
  "core.app.we_couldn_open_file": "Diese Datei konnte nicht geöffnet werden",
  "core.characters.locked":
    "Dieser Charakter ist gesperrt: Er wurde auf dem Marktplatz veröffentlicht oder verkauft und kann daher nicht geändert werden.",
  "core.check.affects.allowance": "das Kontingent, das neben Ihrem Guthaben steht",
  "core.check.affects.balance":
    "Ihr Guthaben in der Kopfzeile und den Abgleich eines Preises damit, bevor etwas gesendet wird",
  "core.check.affects.bringing_in": "das Hereinholen von Arbeiten, die anderswo erstellt wurden, in Ihre Galerie",
  "core.check.affects.character_dates": "die Daten Ihrer Charaktere",
  "core.check.affects.characters": "die Liste und die Gesichter Ihrer Charaktere",
  "core.check.affects.discount": "den Studio-Rabatt auf Videos in den angezeigten Preisen",
  "core.check.affects.following_pictures":
    "das Verfolgen Ihrer Bilder, während sie entstehen, und das Finden derer, die fertig wurden, während die App geschlossen war",
  "core.check.affects.formats": "die Diashow-Formate, die Sie wählen können, ihre Namen und Beschreibungen",
  "core.check.affects.job_limit":
    "die Zahl der Bilder, die gleichzeitig entstehen können: Nichts wartet in der Reihe, und der Dienst lehnt womöglich ein Bild ab, wenn zu viele laufen",
  "core.check.affects.nothing": "nichts, was die App anzeigt",
  "core.check.affects.anything_else": "das, was die App aus dieser Antwort anzeigt",
  "core.check.affects.paging": "das Blättern durch viele Charaktere",
  "core.check.affects.plan": "nichts, was die App anzeigt (der Tarif wird aus Ihren Credits gelesen)",
  "core.check.affects.resets": "den Zeitpunkt, zu dem Ihr Kontingent erneuert wird",
  "core.check.missing": "{what}: Der Dienst hat „{field}“ nicht gesendet. Das betrifft {affects}.",
  "core.check.other_type":
    "{what}: Der Dienst hat „{field}“ als {found} gesendet, wo die Dokumentation den Typ {expected} angibt. Das betrifft {affects}.",
  "core.check.problem.missing": "fehlt",
  "core.check.problem.other_type": "{found} statt {expected}",
  "core.check.type.bool": "wahr/falsch",
  "core.check.type.list": "Liste",
  "core.check.type.null": "null",
  "core.check.type.number": "Zahl",
  "core.check.type.object": "Objekt",
  "core.check.type.text": "Text",
  "core.check.type.text_or_null": "Text oder null",
  "core.check.type.texts": "Liste von Texten",
  "core.check.what.characters": "Ihre Charaktere",
  "core.check.what.credits": "Ihre Credits",
  "core.check.what.hook_types": "Diashow-Formate",
  "core.check.what.images": "Ihre Bilder und Videos",
  "core.check.what.jobs": "Bilder in Arbeit",
  "core.check.what.tools": "Die Werkzeuge",
  "core.client.edit_not_object": "Die Bearbeitungsanfrage muss ein JSON-Objekt sein",
  "core.client.edit_unwritable": "Die Bearbeitungsanfrage lässt sich nicht schreiben: {why}",
  "core.client.identifier_control":
    "Diese Kennung ist ungültig: Sie darf keine Zeilenumbrüche, Tabulatoren oder anderen Steuerzeichen enthalten",
  "core.client.identifier_dots": "Diese Kennung ist ungültig: Sie darf nicht „.“ oder „..“ sein",
  "core.client.undocumented_read": "{path} ist keine Abfrage, die die Dokumentation beschreibt",
  "core.collections.another_collection_already_has": "Eine andere Sammlung hat bereits diesen Namen",
  "core.collections.collection_name_at_most": "Der Name einer Sammlung hat höchstens {collection_name_max} Zeichen",
  "core.collections.collection_needs_name": "Eine Sammlung braucht einen Namen",
  "core.collections.collection_no_longer_exists": "Diese Sammlung gibt es nicht mehr",
  "core.collections.rating_from_to": "Eine Bewertung geht von 1 bis {rating_max}",
  "core.compare.batch_takes_at_most": "Eine Serie umfasst höchstens {batch_max} Beschreibungen (Sie haben {n})",
  "core.compare.choose_length_every_maker":
    "Wählen Sie eine Länge: Jeder Anbieter macht dieselbe Länge, und jeder wird danach berechnet",
  "core.compare.maker_picked_twice": "{name} ist doppelt gewählt: Wählen Sie jeden Anbieter nur einmal",
  "core.compare.pick_at_least_two": "Wählen Sie mindestens zwei Anbieter zum Vergleichen",
  "core.compare.pick_two_makers": "Wählen Sie mindestens zwei Videoanbieter zum Vergleichen",
  "core.compare.provider_picked_twice": "{name} ist doppelt gewählt: Wählen Sie jeden Anbieter nur einmal",
  "core.compare.too_many_makers":
    "Vergleichen Sie höchstens {max} Videoanbieter auf einmal (Sie haben {count} gewählt)",
  "core.compare.write_at_least_two": "Schreiben Sie für eine Serie mindestens zwei Beschreibungen, eine pro Zeile",
  "core.connection.api_key_starts_sl": "Ein API-Schlüssel beginnt mit sl_ und enthält keine Leerzeichen",
  "core.connection.could_not_save_settings": "Die Einstellungen konnten nicht gespeichert werden",
  "core.connection.could_not_start_sandbox": "Die Sandbox konnte nicht gestartet werden",
  "core.connection.enter_api_key": "Geben Sie Ihren API-Schlüssel ein",
  "core.connection.key_was_rejected_check":
    "Dieser Schlüssel wurde abgelehnt — prüfen Sie ihn und versuchen Sie es erneut",
  "core.connection.keyring_check_stopped_unexpectedly": "Die Prüfung des Passwortspeichers wurde unerwartet beendet",
  "core.connection.system_keyring_did_not":
    "Der Passwortspeicher des Systems hat nicht geantwortet (vielleicht wartet er darauf, dass Sie ihn entsperren). Behalten Sie den Schlüssel nur für diese Sitzung, oder versuchen Sie es erneut.",
  "core.core.could_not_create_app": "Der Datenordner der App konnte nicht angelegt werden",
  "core.download.https_only": "Medien müssen über https geladen werden (erhalten: {scheme})",
  "core.download.not_a_web_address": "Keine Webadresse: {why}",
  "core.download.private_address":
    "Der Link des Dienstes führt zu {host} ({ip}), einer Adresse auf diesem Computer oder in Ihrem eigenen Netzwerk, die die App für einen Link des Dienstes nie öffnet",
  "core.drafts.draft_needs_form_name": "Ein Entwurf braucht den Namen eines Formulars",
  "core.error.busy_try_again": "Der Dienst ist ausgelastet; versuchen Sie es gleich noch einmal",
  "core.error.database": "Die Datenbank der Bibliothek hatte ein Problem",
  "core.error.files": "Die Dateien der App konnten nicht gelesen oder geschrieben werden",
  "core.error.forbidden": "Ihr Tarif enthält das nicht, oder das Element ist gesperrt",
  "core.error.forbidden_because": "Nicht erlaubt: {reason}",
  "core.error.https_address": "Geben Sie eine https://-Adresse ein (einfaches http nur für diesen Computer)",
  "core.error.invalid": "Die Anfrage wurde als ungültig abgelehnt",
  "core.error.key_rejected": "Ihr Schlüssel wurde abgelehnt — geben Sie einen neuen ein",
  "core.error.not_connected": "Verbinden Sie sich zuerst mit der Sandbox oder mit dem Dienst",
  "core.error.not_enough_credits": "Dafür haben Sie nicht genug Credits",
  "core.error.not_found": "Dieses Element gibt es nicht mehr",
  "core.error.problems_list": "{first}; {rest}",
  "core.error.service_problem": "Beim Dienst ist ein Problem aufgetreten; versuchen Sie es gleich noch einmal",
  "core.error.short.one": "Ihnen fehlt 1 Credit (das kostet {needed}, Sie haben {balance})",
  "core.error.short.other": "Ihnen fehlen {short} Credits (das kostet {needed}, Sie haben {balance})",
  "core.error.unreachable": "Der Dienst ist nicht erreichbar — prüfen Sie Ihre Verbindung",
  "core.export.choose_folder_export_first":
    "Wählen Sie zuerst den Ordner für den Export (dieser wurde nicht hier ausgewählt).",
  "core.export.file_item_missing_from": "Die Datei dieses Elements fehlt im Ordner der App",
  "core.export.item_file_missing_from": "Die Datei dieses Elements fehlt im Ordner der Bibliothek",
  "core.export.zip_not_written": "Die .zip-Datei konnte nicht geschrieben werden",
  "core.export.item_not_library": "Dieses Element ist nicht in Ihrer Bibliothek",
  "core.export.saving_file_stopped_unexpectedly": "Das Speichern der Datei wurde unerwartet beendet",
  "core.export.we_couldn_write_file":
    "Die Datei konnte dort nicht geschrieben werden — prüfen Sie den Ordner und versuchen Sie es erneut",
  "core.file_settings.file_cannot_be_read":
    "Diese Datei kann nicht gelesen werden. Prüfen Sie, ob sie noch da ist, und ziehen Sie sie erneut herein.",
  "core.file_settings.no_settings_in_file":
    "In dieser Datei sind keine Einstellungen: Nur Bilder und Dateien, die Media Studio exportiert hat, enthalten sie.",
  "core.file_settings.reading_stopped_unexpectedly": "Das Lesen der Datei wurde unerwartet beendet",
  "core.file_settings.settings_not_readable":
    "Diese Datei enthält Einstellungen von Media Studio, aber in einer Form, die diese Version nicht öffnen kann.",
  "core.ffmpeg.makes_h264": "Ein MP4-Video in H.264, das auf Handys, in Playern und auf jeder Website läuft",
  "core.ffmpeg.makes_mpeg4":
    "Ein MP4-Video im älteren MPEG-4-Format: Es läuft in den üblichen Videoplayern, manche Handys und Websites lehnen es aber ab",
  "core.forecast.topic_too_long": "Ein Thema hat höchstens {max} Zeichen; dieses hat {count}",
  "core.forecast.write_topic_recipe_texts": "Schreiben Sie ein Thema: Die Texte dieses Rezepts verwenden {topic}",
  "core.health.library_was_made_by":
    "Diese Bibliothek wurde von einer neueren Version von Media Studio angelegt, daher kann diese Version sie nicht öffnen. Darin wurde nichts geändert. Installieren Sie die neuere Version von Media Studio, um sie wieder zu verwenden.",
  "core.health.media_studio_could_not":
    "Media Studio konnte seine Bibliotheksdatei nicht lesen. Es wurde nichts geändert; ein Neustart des Computers oder mehr freier Speicherplatz kann helfen.",
  "core.image_reference.character_has_no_face":
    "Dieser Charakter hat noch kein Gesichtsbild — wählen Sie ein anderes Gesicht",
  "core.image_reference.character_no_longer_available":
    "Dieser Charakter ist nicht mehr verfügbar — wählen Sie ein anderes Gesicht",
  "core.image_reference.choose_either_character_photo":
    "Wählen Sie für das Gesicht entweder einen Charakter oder ein Foto, nicht beides",
  "core.image_reference.could_not_fetch_face": "Das Gesichtsbild von {name} konnte nicht geladen werden: {why}",
  "core.image_reference.could_not_keep_copy": "Es konnte keine Kopie des Fotos behalten werden",
  "core.image_reference.edit_starts_from_picture":
    "Eine Bearbeitung geht allein von ihrem Bild aus: Sie nimmt kein anderes Gesicht",
  "core.image_reference.only_picture_edited_here": "Hier lässt sich nur ein Bild bearbeiten",
  "core.image_reference.face_format_not_opened":
    "Das Gesichtsbild dieses Charakters ist eine {format}-Datei, die die App nicht öffnet, wenn sie vom Dienst kommt: Geben Sie dem Charakter ein JPEG- oder PNG-Foto oder wählen Sie ein anderes Gesicht",
  "core.image_reference.photo_job_used_no":
    "Das Foto, das dieser Auftrag verwendet hat, ist nicht mehr in der Bibliothek; wählen Sie das Gesicht erneut",
  "core.image_reference.photo_no_longer_available": "Dieses Foto ist nicht mehr verfügbar — legen Sie es erneut ab",
  "core.image_reference.picture_file_too_large":
    "Die Datei dieses Bildes ist zu groß, um sie für eine Bearbeitung zu senden",
  "core.image_reference.picture_no_longer_library":
    "Dieses Bild ist nicht mehr in Ihrer Bibliothek — wählen Sie ein anderes Bild zum Bearbeiten",
  "core.image_reference.something_went_wrong_while": "Beim Vorbereiten des Gesichts ist etwas schiefgelaufen",
  "core.image_reference.something_went_wrong_while_2": "Beim Vorbereiten des Bildes ist etwas schiefgelaufen",
  "core.image_reference.something_went_wrong_while_3": "Beim Vorbereiten dieses Fotos ist etwas schiefgelaufen",
  "core.images.could_not_save_request": "Die Anfrage konnte nicht gespeichert werden",
  "core.images.describe_change_want_e": "Beschreiben Sie die gewünschte Änderung, z. B. „mach die Jacke rot“",
  "core.instance.media_studio_already_open":
    "Media Studio ist mit dieser Bibliothek bereits geöffnet. Verwenden Sie das Fenster, das schon offen ist; dieses hier können Sie schließen.",
  "core.instance.media_studio_could_not": "Media Studio konnte seinen Bibliotheksordner nicht öffnen",
  "core.intents.request_has_no_valid":
    "Diese Anfrage hat keine gültige Sende-ID; klicken Sie erneut auf die Schaltfläche",
  "core.job.lost_ambiguous":
    "Die Antwort des Dienstes ging nach dem Senden verloren, und seine Auftragsliste zeigt mehr als einen Auftrag, der es sein könnte, ohne zu sagen, welcher Anbieter welchen erstellt hat: Er wurde höchstwahrscheinlich erstellt und berechnet. Gleichen Sie die Galerie ab, um sein Bild zu finden, und prüfen Sie Ihr Guthaben, bevor Sie es erneut erstellen.",
  "core.job.held_other_account":
    "Angehalten: Das wurde mit einem anderen Konto oder an einen anderen Dienst gesendet; es geht weiter, sobald dieses wieder verbunden ist",
  "core.job.cancelled": "Abgebrochen",
  "core.job.closed_while_sending":
    "Die App wurde beim Senden dieser Anfrage geschlossen, daher wurde sie möglicherweise nicht gestartet. Sehen Sie in Ihrer Bibliothek nach, bevor Sie es erneut versuchen.",
  "core.job.file_gone":
    "Die fertige Datei konnte nicht heruntergeladen werden (sie ist beim Dienst nicht mehr vorhanden)",
  "core.job.lost": "Der Auftrag war nicht mehr zu finden",
  "core.job.lost_no_lookup":
    "Die Antwort des Dienstes ging nach dem Senden der Anfrage verloren, daher wurde sie möglicherweise berechnet, und der Dienst bietet keine Möglichkeit, danach zu suchen. Prüfen Sie Ihr Guthaben, bevor Sie es noch einmal erstellen.",
  "core.job.lost_not_found":
    "Die Antwort des Dienstes ging nach dem Senden der Anfrage verloren, und der Auftrag wurde beim Dienst nicht rechtzeitig gefunden. Er wurde möglicherweise trotzdem berechnet: Prüfen Sie Ihr Guthaben, bevor Sie es noch einmal erstellen.",
  "core.job.lost_not_listed":
    "Die Antwort des Dienstes ging nach dem Senden der Anfrage verloren, und seine Auftragsliste zeigt den Auftrag nicht: Er wurde wahrscheinlich nicht gestartet. Prüfen Sie zur Sicherheit Ihr Guthaben, bevor Sie es noch einmal erstellen.",
  "core.job.mix.failed":
    "Die Musik konnte auf diesem Computer nicht hinzugefügt werden: {why}. Es wurde nichts berechnet.",
  "core.job.mix.not_saved": "Das gemischte Video konnte nicht gespeichert werden: {why}",
  "core.job.no_reason":
    "Der Dienst konnte das nicht erstellen und hat keinen Grund genannt. Ob er es berechnet hat, ist nicht dokumentiert: Ihr Guthaben zeigt, was abgebucht wurde.",
  "core.job.not_sent": "{why}. Es wurde nicht gesendet, daher wurde nichts berechnet.",
  "core.job.nothing_sent": "Der Dienst ist fertig, hat aber nichts zum Speichern gesendet",
  "core.job.save_gave_up":
    "Es wurde beim Dienst erstellt, konnte aber nach {tries} Versuchen nicht auf diesem Computer gespeichert werden: {why}. Die Adresse ist gespeichert: „Erneut speichern“ versucht es noch einmal.",
  "core.job.save_refused":
    "Es wurde beim Dienst erstellt, aber die Datei kann auf diesem Computer nicht gespeichert werden: {why}. Die Adresse ist gespeichert: „Erneut speichern“ versucht es noch einmal.",
  "core.job.video_not_listed":
    "Der Dienst hat dieses Video {waited} nach dem Senden nicht aufgeführt, und er bietet keinen anderen Weg, nach dem Stand eines Videos zu fragen. Es ist möglicherweise fehlgeschlagen und wurde trotzdem berechnet: Prüfen Sie Ihr Guthaben. Erscheint es später, holt der Abgleich der Galerie es herein.",
  "core.job.waited_minutes": "{n} Minuten",
  "core.job.waited_seconds": "{n} Sekunden",
  "core.keyring.locked":
    "Der Passwortspeicher des Systems ist gesperrt. Entsperren Sie ihn (melden Sie sich erneut an), oder behalten Sie den Schlüssel nur für diese Sitzung.",
  "core.keyring.no_session_bus":
    "Der Passwortspeicher des Systems ist nicht erreichbar (kein Sitzungsbus der Arbeitsumgebung). Behalten Sie den Schlüssel nur für diese Sitzung, oder starten Sie die App aus einer Desktop-Sitzung.",
  "core.keyring.none_running":
    "Es läuft kein Passwortspeicher (etwa GNOME Keyring oder KWallet). Installieren oder starten Sie einen, oder behalten Sie den Schlüssel nur für diese Sitzung.",
  "core.keyring.unusable":
    "Der Passwortspeicher des Systems lässt sich gerade nicht verwenden. Behalten Sie den Schlüssel nur für diese Sitzung, oder versuchen Sie es erneut.",
  "core.keystore.build_has_no_system": "Diese Version unterstützt den Passwortspeicher des Systems nicht",
  "core.kinds.compare_batch_make_again":
    "Ein Vergleich, eine Serie oder ein erneutes Erstellen ist keine einzelne Anfrage: Es kann kein Schritt eines Rezepts sein",
  "core.kinds.job_sent_again_request":
    "Dieser Auftrag kann nicht erneut gesendet werden: Seine Anfrage wurde nicht in einer Form gespeichert, die die App lesen kann. Erstellen Sie ihn erneut über seinen Bildschirm.",
  "core.label.recipe.starter": "Beschriftetes Video mit Musik",
  "core.label.recipe.starter-talking-head": "Sprechender Clip mit Musik",
  "core.label.recipe.starter-talking-head.0": "4 Bilder",
  "core.label.recipe.starter-talking-head.1": "Sprechender Avatar",
  "core.label.recipe.starter-talking-head.2": "30-s-Musikstück",
  "core.label.recipe.starter-talking-head.3": "Mischen",
  "core.label.recipe.starter-week": "Eine Woche Bilder des Charakters",
  "core.label.recipe.starter-week.0": "Montag",
  "core.label.recipe.starter-week.1": "Dienstag",
  "core.label.recipe.starter-week.2": "Mittwoch",
  "core.label.recipe.starter-week.3": "Donnerstag",
  "core.label.recipe.starter-week.4": "Freitag",
  "core.label.recipe.starter-week.5": "Samstag",
  "core.label.recipe.starter-week.6": "Sonntag",
  "core.label.recipe.starter.0": "4 Bilder",
  "core.label.recipe.starter.1": "6-s-Bewegungsvideo",
  "core.label.recipe.starter.2": "30-s-Musikstück",
  "core.label.recipe.starter.3": "Mischen",
  "core.label.recipe.starter.4": "Text hinzufügen",
  "core.label.step_kind.avatar": "Sprechender Avatar",
  "core.label.step_kind.caption": "Text hinzufügen",
  "core.label.step_kind.cutout": "Hintergrund entfernen",
  "core.label.step_kind.edit": "Bild bearbeiten",
  "core.label.step_kind.join": "Clips verbinden",
  "core.label.step_kind.mix": "Musik ins Video mischen",
  "core.label.step_kind.motion": "Bewegungsvideo",
  "core.label.step_kind.music": "Musikstück",
  "core.label.step_kind.mute": "Ton entfernen",
  "core.label.step_kind.pictures": "Bilder des Charakters",
  "core.label.step_kind.slideshow": "Diashow",
  "core.label.step_kind.trim": "Video kürzen",
  "core.label.aspect_ratio.16:9": "Breitbild (16:9)",
  "core.label.aspect_ratio.1:1": "Quadratisch (1:1)",
  "core.label.aspect_ratio.21:9": "Kinoformat (21:9)",
  "core.label.aspect_ratio.2:3": "Hochformat (2:3)",
  "core.label.aspect_ratio.3:2": "Querformat (3:2)",
  "core.label.aspect_ratio.3:4": "Hochformat (3:4)",
  "core.label.aspect_ratio.4:3": "Querformat (4:3)",
  "core.label.aspect_ratio.4:5": "Hochformat (4:5)",
  "core.label.aspect_ratio.5:4": "Querformat (5:4)",
  "core.label.aspect_ratio.9:16": "Vertikal, für Storys und Reels (9:16)",
  "core.label.photo_type.action_shot": "Actionfoto",
  "core.label.photo_type.arm_extended_selfie": "Selfie auf Armlänge",
  "core.label.photo_type.candid": "Schnapp\u00ADschuss",
  "core.label.photo_type.close_up": "Nah\u00ADaufnahme",
  "core.label.photo_type.editorial": "Editorial",
  "core.label.photo_type.fashion": "Mode",
  "core.label.photo_type.full_body": "Ganz\u00ADkörper",
  "core.label.photo_type.group_photo": "Gruppen\u00ADfoto",
  "core.label.photo_type.headshot": "Kopf\u00ADporträt",
  "core.label.photo_type.lifestyle": "Lifestyle",
  "core.label.photo_type.low_angle": "Von unten",
  "core.label.photo_type.mirror_selfie": "Spiegel-Selfie",
  "core.label.photo_type.overhead": "Von oben",
  "core.label.photo_type.portrait": "Porträt",
  "core.label.photo_type.profile": "Profil",
  "core.label.photo_type.selfie_camera": "Selfie-Kamera",
  "core.label.photo_type.side_profile": "Seiten\u00ADprofil",
  "core.label.photo_type.three_quarter": "Halbprofil",
  "core.label.photo_type.waist_up": "Ab der Taille",
  "core.limits.answer_too_large":
    "Der Dienst hat eine Antwort gesendet, die größer als {size} ist, daher wurde sie nicht gelesen",
  "core.limits.empty_file": "Der Dienst hat eine leere Datei gesendet",
  "core.limits.file_too_large":
    "Die Datei ist zu groß (mehr als die {size}, die für diese Art von Datei erlaubt sind), daher wurde sie nicht heruntergeladen",
  "core.limits.hours": "{n} Stunden",
  "core.limits.minutes": "{n} Minuten",
  "core.limits.one_hour": "1 Stunde",
  "core.limits.one_minute": "1 Minute",
  "core.limits.one_second": "1 Sekunde",
  "core.limits.seconds": "{n} Sekunden",
  "core.limits.too_slow":
    "Der Download war zu langsam (weniger als {size} pro Sekunde über {time}), daher wurde er abgebrochen; prüfen Sie Ihre Verbindung und versuchen Sie es erneut",
  "core.local_mix.mix_was_not_saved": "Die Mischung wurde nicht gespeichert",
  "core.lookup.may_already_have_been":
    "Das wurde möglicherweise schon berechnet: Die Antwort des Dienstes auf dieselbe Anfrage ging gerade verloren. Prüfen Sie Ihr Guthaben und die Aufträge, bevor Sie es erneut senden.",
  "core.lookup.still_looked_for":
    "Das wurde möglicherweise schon berechnet: Die Antwort des Dienstes auf dieselbe Anfrage ging verloren, und sie wird beim Dienst noch gesucht (die Aufträge zeigen es). Warten Sie darauf, oder prüfen Sie Ihr Guthaben, bevor Sie es erneut senden.",
  "core.lookup.same_request_being_sent":
    "Dieselbe Anfrage wird gerade gesendet. Warten Sie auf ihre Antwort, bevor Sie sie erneut senden.",
  "core.media_server.could_not_start_media": "Der Medienserver konnte nicht gestartet werden",
  "core.mixing.choose_finished_music_track": "Wählen Sie ein fertiges Musikstück aus Ihrer Bibliothek",
  "core.mixing.choose_finished_video_from": "Wählen Sie ein fertiges Video aus Ihrer Bibliothek",
  "core.mixing.choose_music_track": "Wählen Sie ein Musikstück",
  "core.mixing.choose_video": "Wählen Sie ein Video",
  "core.notice.edit_ready": "Ihre Bearbeitung ist fertig",
  "core.notice.failed": "Ein Auftrag ist fehlgeschlagen: {maker}",
  "core.notice.failed_no_reason": "Der Dienst konnte es nicht erstellen.",
  "core.notice.made_with": "Erstellt mit {maker}",
  "core.notice.maker.mix": "Musik hinzugemischt",
  "core.notice.maker.music": "Musik",
  "core.notice.mix_in_library": "Das gemischte Video ist in der Bibliothek",
  "core.notice.mix_ready": "Ihr Video mit Musik ist fertig",
  "core.notice.music_ready": "Ihre Musik ist fertig",
  "core.notice.one_picture_from": "1 Bild von {maker}",
  "core.notice.one_slide_from": "1 Folie von {maker}",
  "core.notice.picture_ready": "Ihr Bild ist fertig",
  "core.notice.pictures_from": "{count} Bilder von {maker}",
  "core.notice.pictures_ready": "Ihre Bilder sind fertig",
  "core.notice.slides_from": "{count} Folien von {maker}",
  "core.notice.slideshow_ready": "Ihre Diashow ist fertig",
  "core.notice.tool_done": "{maker} ist fertig",
  "core.notice.track_in_library": "Ihr Musikstück ist in der Bibliothek",
  "core.notice.video_ready": "Ihr Video ist fertig",
  "core.prep.converted": "Von {from} in {to} umgewandelt",
  "core.prep.corrupt": "Dieses Bild ist beschädigt und lässt sich nicht öffnen.",
  "core.prep.empty": "Die Datei ist leer.",
  "core.prep.internal": "Beim Vorbereiten dieses Fotos ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.",
  "core.prep.needs_library":
    "{format}-Fotos brauchen {missing}, das nicht installiert ist. Wandeln Sie das Foto zuerst in JPEG um, oder installieren Sie {install}.",
  "core.prep.needs_library_elsewhere":
    "{format}-Fotos lassen sich auf diesem Computer nicht umwandeln: Dafür ist {missing} nötig, das Media Studio nur unter Linux verwendet. Wandeln Sie das Foto zuerst in JPEG um.",
  "core.prep.too_big": "Dieses Foto ist zu groß zum Öffnen. Verwenden Sie ein kleineres Foto.",
  "core.prep.too_big_pixels":
    "Dieses Foto ist zu groß zum Öffnen ({width} × {height} Pixel). Verwenden Sie ein Foto mit höchstens {max} Pixeln pro Seite.",
  "core.prep.too_large_after_shrinking": "Das Foto ist auch nach dem Verkleinern größer, als der Dienst annimmt.",
  "core.prep.unreadable":
    "Diese Datei konnte nicht gelesen werden. Prüfen Sie, ob sie noch vorhanden ist und ob Sie sie öffnen können.",
  "core.prep.unsupported":
    "Diese Datei ist kein Foto, das sich verwenden lässt. Verwenden Sie JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF oder BMP.",
  "core.prep.unwritable": "Die Vorschau dieses Fotos konnte nicht gespeichert werden.",
  "core.presets.could_not_write_presets": "Die Vorlagen konnten nicht geschrieben werden",
  "core.presets.file_not_media_studio": "Diese Datei ist keine Vorlagendatei von Media Studio",
  "core.presets.file_preset_unsaveable": "Eine Vorlage in dieser Datei lässt sich nicht speichern: {why}",
  "core.presets.file_too_large_preset": "Diese Datei ist zu groß für eine Vorlagendatei",
  "core.presets.give_preset_name": "Geben Sie der Vorlage einen Namen",
  "core.presets.name_taken": "Sie haben schon eine Vorlage namens „{name}“",
  "core.presets.other_form": "Diese Datei enthält Vorlagen eines anderen Formulars („{form}“), nicht dieses",
  "core.presets.preset_could_not_renamed": "Die Vorlage konnte nicht umbenannt werden",
  "core.presets.preset_could_not_saved": "Die Vorlage konnte nicht gespeichert werden",
  "core.presets.preset_file_too_large": "Die Vorlage „{name}“ in dieser Datei ist zu groß",
  "core.presets.preset_name_at_most": "Der Name einer Vorlage hat höchstens {preset_name_max} Zeichen",
  "core.presets.preset_needs_form_name": "Eine Vorlage braucht den Namen eines Formulars",
  "core.presets.preset_no_longer_exists": "Diese Vorlage gibt es nicht mehr",
  "core.presets.presets_could_not_written": "Die Vorlagen konnten dort nicht geschrieben werden",
  "core.price.avatar.recording":
    "Der Dienst veröffentlicht den Preis eines Avatars nach der Länge seines Textes oder seiner Stimmumwandlung, nicht nach einer Aufnahme: {guess} Credits, falls er die {seconds} Sekunden der Aufnahme berechnet",
  "core.price.avatar.unknown":
    "Der Dienst veröffentlicht den Preis eines Avatars nach der Länge seines Textes oder seiner Stimmumwandlung; ohne beides nennt er keinen Preis",
  "core.price.edit.unpublished":
    "Der Dienst veröffentlicht keinen Preis für das Bearbeiten eines Videos: Er berechnet es möglicherweise, und Ihr Guthaben zeigt, was abgebucht wurde",
  "core.price.slideshow.slides_unknown":
    "Die Zahl der Folien dieses Formats legt der Dienst fest, ohne sie zu veröffentlichen: Der Preis ist höchstens dieser (10 Folien). Wählen Sie die Zahl der Folien, um den genauen Preis zu sehen",
  "core.price.tool.unpublished":
    "Der Dienst veröffentlicht dafür keinen Preis: Er berechnet es möglicherweise, und Ihr Guthaben zeigt, was abgebucht wurde",
  "core.price.video.no_length":
    "Es ist keine Länge festgelegt, und der Dienst sagt nicht, wie lang das Video dann wird: bis zu {longest} Sekunden",
  "core.progress.closed_while_sending":
    "Die App wurde beim Senden dieser Anfrage geschlossen, daher wurde sie möglicherweise gestartet und berechnet: Sie wird beim Dienst gesucht",
  "core.progress.found_made": "Beim Dienst gefunden: Er wurde erstellt, bevor seine Antwort verloren ging",
  "core.progress.found_started": "Beim Dienst gefunden: Er hatte begonnen, bevor seine Antwort verloren ging",
  "core.progress.fresh_link": "Der Dienst wird um einen neuen Link zur fertigen Datei gebeten",
  "core.progress.looking_up":
    "Die Antwort des Dienstes ging nach dem Senden der Anfrage verloren, daher wurde sie möglicherweise berechnet: Der Dienst wird danach durchsucht",
  "core.progress.mixing_here": "Die Musik wird auf diesem Computer hinzugefügt…",
  "core.progress.not_saved_yet":
    "Der Dienst hat diesen Auftrag angenommen, aber er kann auf diesem Computer noch nicht gespeichert werden ({why}). Es wird erneut versucht, bis es klappt: Ist der Datenträger voll, schaffen Sie etwas Platz.",
  "core.progress.saving": "Das Ergebnis wird gespeichert…",
  "core.progress.saving_again": "Wird erneut gespeichert…",
  "core.progress.saving_paused": "Speichern angehalten: {why}.",
  "core.progress.some_named":
    "Der Dienst hat {named} der {asked} Bilder genannt; die anderen kommen beim nächsten Abgleich in Ihre Galerie",
  "core.progress.video_listing": "Es wird gewartet, bis das Video in Ihrer Bibliothek erscheint",
  "core.queue.gone": "nicht mehr vorhanden",
  "core.queue.job_no_longer_list": "Dieser Auftrag ist nicht mehr in Ihrer Liste",
  "core.queue.waits_for_service": "Wartet auf eine Antwort des Dienstes; der Auftrag wird gesendet, sobald sie kommt",
  "core.queue.only_job_still_waiting":
    "Nur ein Auftrag, der noch auf seinen Platz wartet, lässt sich abbrechen; dieser wurde bereits gesendet",
  "core.queue.too_late_cancel_was":
    "Zu spät zum Abbrechen: Er wurde gerade gesendet. Er wird wie jeder andere Auftrag verfolgt.",
  "core.recipe.could_not_start": "Schritt {n} konnte nicht starten: {why}",
  "core.recipe.input_missing": "seine Eingabe fehlt",
  "core.recipe.input_no_address": "seine Eingabe hat keine Adresse beim Dienst",
  "core.recipe.job_gone": "sein Auftrag ist nicht mehr in der Bibliothek",
  "core.recipe.needs_video_and_track": "er braucht ein Video und ein Musikstück",
  "core.recipe.no_reason": "der Dienst hat keinen Grund genannt",
  "core.recipe.not_sent":
    "Schritt {n} wurde nicht gesendet: {why}. Klicken Sie auf „Fortsetzen“, um es erneut zu versuchen.",
  "core.recipe.output.music": "ein Musikstück",
  "core.recipe.output.picture": "ein Bild",
  "core.recipe.output.video": "ein Video",
  "core.recipe.pick_to_go_on": "Wählen Sie eines der {count} Ergebnisse von Schritt {n}, um fortzufahren",
  "core.recipe.picture_missing": "sein Bild fehlt",
  "core.recipe.results_gone": "seine Ergebnisse sind nicht mehr in der Bibliothek",
  "core.recipe.short.one":
    "Schritt {n} benötigt 1 Credit; das Guthaben beträgt {balance}. Laden Sie Credits auf und klicken Sie dann auf „Fortsetzen“.",
  "core.recipe.short.other":
    "Schritt {n} benötigt {price} Credits; das Guthaben beträgt {balance}. Laden Sie Credits auf und klicken Sie dann auf „Fortsetzen“.",
  "core.recipe.step_failed": "Schritt {n} ({label}) ist fehlgeschlagen: {why}",
  "core.recipe.step_no_result": "Schritt {n} hat kein Ergebnis",
  "core.recipe.step_problem": "{label}: {why}",
  "core.recipe.step_result_gone": "das Ergebnis von Schritt {n} ist nicht mehr in der Bibliothek",
  "core.recipe.stopped":
    "Gestoppt: Es wird kein weiterer Schritt gesendet. Ein bereits gesendeter Auftrag wird noch fertig, und sein Ergebnis bleibt in Ihrer Bibliothek.",
  "core.recipe.uses_pick":
    "Verwendet die Auswahl aus Schritt {n}: Der Preis ist derselbe, egal welches Ergebnis gewählt wird",
  "core.recipe.uses_picks":
    "Verwendet die Auswahl aus den Schritten {first} und {second}: Der Preis ist derselbe, egal welche Ergebnisse gewählt werden",
  "core.recipe.tool_not_taken": "Rezepte können dieses Werkzeug nicht verwenden",
  "core.recipe.write_topic": "Schreiben Sie ein Thema: Die Texte dieses Rezepts verwenden {placeholder}",
  "core.recipes.could_not_read_saved": "Ein gespeichertes Rezept konnte nicht gelesen werden",
  "core.recipes.could_not_save_recipe": "Das Rezept konnte nicht gespeichert werden",
  "core.recipes.recipe_no_longer_exists": "Dieses Rezept gibt es nicht mehr",
  "core.recipes.starter_recipe_comes_app": "Ein Startrezept gehört zur App und lässt sich nicht löschen",
  "core.reference.photo_no_longer_ready":
    "Dieses Foto ist nicht mehr bereit. Legen Sie es erneut ab oder wählen Sie es erneut aus.",
  "core.rules.add_reference_photo_face":
    "Fügen Sie ein Referenzfoto des Gesichts hinzu (eine Bilddatei oder eine Webadresse)",
  "core.rules.address_must_start_https": "Diese Adresse muss mit https:// beginnen",
  "core.rules.bar_opacity_must_between": "Die Deckkraft des Balkens muss zwischen 0 und 1 liegen (Sie haben {o})",
  "core.rules.choose_character_leave_out": "Wählen Sie einen Charakter oder lassen Sie ihn weg",
  "core.rules.choose_clips_join_have":
    "Wählen Sie {stitch_min_urls} bis {stitch_max_urls} Clips zum Verbinden (Sie haben {n})",
  "core.rules.choose_either_image_video": "Wählen Sie entweder ein Bild oder ein Video, nicht beides",
  "core.rules.choose_how_long_music": "Wählen Sie, wie lang die Musik sein soll",
  "core.rules.choose_how_many_slides":
    "Wählen Sie die Zahl der Folien: Die übliche Zahl dieses Formats legt der Dienst fest, ohne sie zu veröffentlichen",
  "core.rules.choose_image_video_put": "Wählen Sie ein Bild oder ein Video, auf das der Text kommt",
  "core.rules.choose_source_image_video": "Wählen Sie ein Ausgangsbild für das Video",
  "core.rules.choose_video_edit": "Wählen Sie das Video, das bearbeitet werden soll",
  "core.rules.colour_must_hex_code": "Die Farbe muss ein Hex-Code wie #FFFFFF sein (nicht „{v}“)",
  "core.rules.dialogue_empty": "Der gesprochene Text darf nicht leer sein",
  "core.rules.edit_empty": "Die Bearbeitung darf nicht leer sein",
  "core.rules.end_time_must_after": "Das Ende muss nach dem Anfang liegen",
  "core.rules.enter_full_web_address": "Geben Sie eine vollständige Webadresse ein, die mit https:// beginnt",
  "core.rules.enter_number": "Geben Sie eine Zahl ein",
  "core.rules.enter_web_address": "Geben Sie eine Webadresse ein",
  "core.rules.enter_web_address_starting": "Geben Sie eine Webadresse ein, die mit https:// beginnt",
  "core.rules.give_either_reference_image":
    "Geben Sie entweder ein Referenzbild oder eine Referenz-Webadresse an, nicht beides",
  "core.rules.identifier_required": "Eine Kennung ist erforderlich",
  "core.rules.image_data_not_valid": "Die Bilddaten sind kein gültiges Base64",
  "core.rules.image_empty": "Das Bild ist leer",
  "core.rules.image_must_base_data": "Das Bild muss eine Base64-Daten-URI sein (data:image/...;base64,...)",
  "core.rules.image_must_jpeg_png": "Das Bild muss eine JPEG-, PNG-, WebP- oder GIF-Datei sein",
  "core.rules.image_too_big": "Das Bild darf höchstens 10 MB groß sein (dieses hat {mb} MB)",
  "core.rules.key_name_empty": "Der Name des Schlüssels darf nicht leer sein",
  "core.rules.kling_motion_needs_reference": "Kling Motion braucht ein Referenzvideo, dessen Bewegung es übernimmt",
  "core.rules.letter_case_must_uppercase":
    "Die Schreibweise muss Großbuchstaben, Kleinbuchstaben oder keine sein (nicht „{t}“)",
  "core.rules.makes_avatar_videos_use": "{provider} macht Avatar-Videos: Verwenden Sie das Avatar-Formular",
  "core.rules.music_description_empty": "Die Beschreibung der Musik darf nicht leer sein",
  "core.rules.music_too_long": "Musik darf höchstens 5 Minuten lang sein (300000 ms); Sie haben {ms} ms gewählt",
  "core.rules.must_at_least_have": "Muss mindestens {min} sein (Sie haben {v})",
  "core.rules.name_empty": "Der Name darf nicht leer sein",
  "core.rules.no_4k": "{provider} hat keine 4K-Option",
  "core.rules.not_avatar_provider":
    "Wählen Sie einen Avatar-Anbieter (kling-avatar, creatify-aurora oder veed-fabric); „{provider}“ ist keiner",
  "core.rules.not_image_provider_app": "„{provider}“ ist kein Bildanbieter, den diese App kennt",
  "core.rules.not_supported_aspect_ratio":
    "„{ar}“ ist kein unterstütztes Seitenverhältnis (wählen Sie eines von 1:1, 2:3, 3:2, 3:4, 4:3, 4:5, 5:4, 9:16, 16:9, 21:9)",
  "core.rules.not_supported_photo_type": "„{pt}“ ist keine unterstützte Fotoart",
  "core.rules.not_text_style_setting": "„{key}“ ist keine Einstellung des Textstils",
  "core.rules.not_video_provider_app": "„{provider}“ ist kein Videoanbieter, den diese App kennt",
  "core.rules.notes_at_most_characters": "Notizen dürfen höchstens {notes_max_chars} Zeichen lang sein (Sie haben {n})",
  "core.rules.number_images_must_between":
    "Die Anzahl der Bilder muss zwischen {num_images_min} und {num_images_max} liegen (Sie haben {n} gewählt)",
  "core.rules.offset_negative_have": "Der Versatz darf nicht negativ sein (Sie haben {o})",
  "core.rules.page_size_negative_have": "Die Seitengröße darf nicht negativ sein (Sie haben {l})",
  "core.rules.position_must_top_center": "Die Position muss oben, Mitte oder unten sein (nicht „{p}“)",
  "core.rules.preset_empty": "Die Stilvorgabe darf nicht leer sein",
  "core.rules.prompt_empty": "Der Prompt darf nicht leer sein",
  "core.rules.slide_text_empty_leave":
    "Der Text einer Folie darf nicht leer sein (lassen Sie ihn weg, damit er für Sie geschrieben wird)",
  "core.rules.slideshow_has_slides_asked":
    "Eine Diashow hat {slide_count_min} bis {slide_count_max} Folien (Sie haben {n} gewählt)",
  "core.rules.start_time_before_seconds": "Der Anfang darf nicht vor 0 Sekunden liegen",
  "core.rules.style_boolean": "{key} muss wahr oder falsch sein",
  "core.rules.style_number": "{key} muss eine Zahl sein",
  "core.rules.style_text": "{key} muss Text sein",
  "core.rules.text_at_most_characters":
    "Der Text darf höchstens {overlay_text_max_chars} Zeichen lang sein (Sie haben {n})",
  "core.rules.text_empty": "Der Text darf nicht leer sein",
  "core.rules.text_style_must_object": "Der Textstil muss ein Objekt mit Einstellungen sein",
  "core.rules.text_style_not_valid": "Der Textstil ist ungültig: {why}",
  "core.rules.too_many_slides":
    "Sie haben {written} Folien geschrieben, die Diashow hat aber {count}: Entfernen Sie einige oder erhöhen Sie die Zahl der Folien",
  "core.rules.topic_empty": "Das Thema darf nicht leer sein",
  "core.rules.used_slideshow_images": "„{p}“ lässt sich nicht für die Bilder einer Diashow verwenden",
  "core.rules.video_shape_must_not": "Das Format des Videos muss 9:16 oder 16:9 sein (nicht „{ar}“)",
  "core.rules.videos_seconds_long_asked":
    "Videos von {name} können {min} bis {max} Sekunden lang sein (Sie haben {d} gewählt)",
  "core.rules.voice_audio_length_must": "Die Länge der Sprachaufnahme muss eine positive Zahl von Sekunden sein",
  "core.rules.voice_service_must_elevenlabs": "Der Sprachdienst muss elevenlabs oder fish-audio sein (nicht „{vp}“)",
  "core.runs.could_not_read_run": "Ein Durchlauf konnte nicht gelesen werden",
  "core.runs.could_not_save_run": "Der Durchlauf konnte nicht gespeichert werden",
  "core.runs.only_paused_run_go": "Nur ein angehaltener Durchlauf kann weiterlaufen",
  "core.runs.pick_one_step_results": "Wählen Sie eines der Ergebnisse dieses Schritts",
  "core.runs.run_has_already_ended": "Dieser Durchlauf ist bereits beendet",
  "core.runs.run_no_longer_exists": "Diesen Durchlauf gibt es nicht mehr",
  "core.runs.step_not_waiting_pick": "Dieser Schritt wartet nicht auf eine Auswahl",
  "core.save.busy": "der Dienst ist ausgelastet; das Speichern geht gleich von selbst weiter",
  "core.save.stalled": "der Download stockte; er geht gleich dort weiter, wo er aufgehört hat",
  "core.save.connection_lost":
    "die Verbindung zum Dienst ist abgebrochen; das Speichern geht von selbst weiter, sobald sie wieder besteht",
  "core.save.disk_full":
    "der Datenträger ist voll: Schaffen Sie etwas Platz, dann geht das Speichern von selbst weiter",
  "core.save.empty_file": "der Dienst hat eine leere Datei gesendet",
  "core.save.kind.picture": "ein Bild",
  "core.save.kind.sound": "eine Audiodatei",
  "core.save.kind.video": "ein Video",
  "core.save.link_expired": "der Link zur fertigen Datei ist abgelaufen",
  "core.save.not_of_kind": "der Dienst hat etwas anderes als {kind} gesendet",
  "core.save.picture_too_large":
    "das Bild ist weit größer als jedes, das der Dienst erstellt ({width} x {height} Pixel), daher wird es nicht verwendet",
  "core.save.took_too_long": "das Speichern hat länger als {minutes} Minuten gedauert; es geht von selbst weiter",
  "core.slideshow_library.choose_existing_folder_export": "Wählen Sie einen vorhandenen Ordner für den Export",
  "core.slideshow_library.could_not_write_captions": "Die Texte konnten nicht in diesen Ordner geschrieben werden",
  "core.slideshow_library.slide_not_written": "Folie {n} konnte nicht in diesen Ordner geschrieben werden",
  "core.slideshow_library.slideshow_has_no_finished": "Diese Diashow hat noch keine fertigen Folien zum Exportieren",
  "core.slideshow_library.slideshow_not_library": "Diese Diashow ist nicht in Ihrer Bibliothek",
  "core.slideshow_video.could_not_write_video": "Das Video konnte nicht geschrieben werden",
  "core.slideshow_video.format_unknown": "Was dieser Computer erstellen kann, ließ sich nicht herausfinden",
  "core.slideshow_video.no_encoder":
    "Das ffmpeg dieses Computers kann keine Videos erstellen, daher kann eine Diashow hier kein Video werden",
  "core.slideshow_video.show_each_slide_seconds": "Zeigen Sie jede Folie 1 bis 10 Sekunden lang",
  "core.slideshow_video.slide_file_missing_from":
    "Die Datei einer Folie fehlt im Ordner der Bibliothek, daher lässt sich das Video nicht erstellen",
  "core.slideshow_video.slideshow_has_no_finished": "Diese Diashow hat noch keine fertigen Folien für ein Video",
  "core.slideshow_video.something_went_wrong_while": "Beim Erstellen des Videos ist etwas schiefgelaufen",
  "core.slideshow_video.track_file_missing_from":
    "Die Datei dieses Musikstücks fehlt im Ordner der Bibliothek — wählen Sie ein anderes",
  "core.slideshow_video.track_no_longer_library":
    "Dieses Musikstück ist nicht mehr in Ihrer Bibliothek — wählen Sie ein anderes",
  "core.slideshow_video.video_couldn_made_computer": "Das Video konnte auf diesem Computer nicht erstellt werden",
  "core.slideshow_video.video_was_made_but": "Das Video wurde erstellt, aber nicht gespeichert",
  "core.spend.account_changed":
    "Während des Sendens wurde ein anderes Konto verbunden. Es wurde nicht gesendet, daher wurde nichts berechnet.",
  "core.spend.cant_reach_nothing_sent":
    "Der Dienst ist nicht erreichbar, daher wurde nichts gesendet — prüfen Sie Ihre Verbindung und versuchen Sie es erneut",
  "core.spend.library_unreadable":
    "Ihre Bibliothek beim Dienst konnte gerade nicht gelesen werden ({why}), und an ihr wird dieses Ergebnis erkannt, sobald es fertig ist; daher wurde nichts gesendet oder berechnet. Versuchen Sie es gleich noch einmal",
  "core.spend.too_many_running":
    "Zu viele Aufträge laufen gleichzeitig; warten Sie, bis einer fertig ist, und versuchen Sie es erneut",
  "core.spend.job_was_not_saved": "Der Auftrag wurde nicht gespeichert",
  "core.spending.could_not_write_spending": "Die Liste der Ausgaben konnte nicht geschrieben werden",
  "core.spending.spending_list_could_not": "Die Liste der Ausgaben konnte nicht geschrieben werden: {why}",
  "core.steps.add_at_least_one": "Fügen Sie mindestens einen Schritt hinzu",
  "core.steps.could_not_read_recipe": "Das Rezept konnte nicht gelesen werden",
  "core.steps.give_recipe_name": "Geben Sie dem Rezept einen Namen",
  "core.steps.keep_name_characters": "Der Name darf höchstens {recipe_name_max} Zeichen lang sein",
  "core.steps.name_step": "Benennen Sie Schritt {n}",
  "core.steps.needs_either": "Schritt {n} braucht {first} oder {second} aus Schritt {from}",
  "core.steps.needs_kind": "Schritt {n} braucht {what} aus Schritt {from}",
  "core.steps.needs_one": "Schritt {n} braucht einen früheren Schritt, mit dem er arbeitet",
  "core.steps.needs_video_and_music": "Schritt {n} braucht davor einen Video-Schritt und einen Musik-Schritt",
  "core.steps.only_earlier": "Schritt {n} kann nur einen Schritt davor verwenden (nicht Schritt {from})",
  "core.steps.pick_first":
    "Schritt {from} liefert mehrere Ergebnisse: Lassen Sie eine Person eines auswählen, bevor Schritt {n} es verwendet",
  "core.steps.recipe_has_at_most": "Ein Rezept hat höchstens {recipe_steps_max} Schritte",
  "core.steps.step_recipes_take_kind": "Schritt {n}: Diese Art von Schritt können Rezepte noch nicht verwenden",
  "core.steps.takes_nothing": "Schritt {n} übernimmt nichts aus früheren Schritten",
  "core.tags.give_tag_name": "Geben Sie dem Schlagwort einen Namen",
  "core.tags.tag_at_most_characters": "Ein Schlagwort hat höchstens {tag_name_max} Zeichen",
  "core.tags.tag_no_longer_exists": "Dieses Schlagwort gibt es nicht mehr",
  "core.trash.service_did_not_delete": "Der Dienst hat es nicht gelöscht, daher bleibt es in Ihrer Galerie: {why}",
  "core.trash.item_not_library": "Dieses Element ist nicht in Ihrer Bibliothek",
  "core.trash.item_not_trash": "Dieses Element ist nicht im Papierkorb",
  "core.update.check_updates_first_no": "Suchen Sie zuerst nach Aktualisierungen: Gerade wird keine angeboten",
  "core.update.downloaded_update_isn_package":
    "Die heruntergeladene Aktualisierung ist kein Paket für dieses System, daher wurde sie nicht installiert. Es wurde nichts geändert.",
  "core.update.downloaded_update_other_version":
    "Das heruntergeladene Paket ist für eine andere Version signiert, als der Feed anbietet, daher wurde es nicht installiert. Nichts wurde geändert.",
  "core.update.downloaded_update_isn_signed":
    "Die heruntergeladene Aktualisierung ist nicht von den Herstellern von Media Studio signiert, daher wurde sie nicht installiert. Es wurde nichts geändert.",
  "core.update.feed_offers_update_over":
    "Der Versionskanal bietet die Aktualisierung über einfaches http an, das die App nicht verwendet: Sie wurde nicht heruntergeladen.",
  "core.update.feed_refused": "Diese Adresse des Versionskanals lässt sich nicht verwenden: {why}",
  "core.update.release_feed_couldn_read":
    "Der Versionskanal konnte nicht gelesen werden. Prüfen Sie seine Adresse in den Einstellungen, oder versuchen Sie es später erneut.",
  "core.update.update_couldn_downloaded_try":
    "Die Aktualisierung konnte nicht heruntergeladen werden. Versuchen Sie es später erneut.",
  "core.update.update_couldn_installed": "Die Aktualisierung konnte nicht installiert werden",
  "core.update.update_couldn_installed_nothing":
    "Die Aktualisierung konnte nicht installiert werden. Es wurde nichts geändert",
  "core.update.update_far_larger_than":
    "Die Aktualisierung ist weit größer als jedes Paket der App, daher wurde sie nicht heruntergeladen.",
  "core.update.update_needs_system_password":
    "Die Aktualisierung braucht zum Installieren Ihr Systempasswort, und es wurde nicht angegeben. Es wurde nichts geändert.",
  "core.update.updates_checked_system": "Auf diesem System lässt sich nicht nach Aktualisierungen suchen",
  "core.updates.enter_feed_full_address":
    "Geben Sie die vollständige Adresse des Versionskanals ein, beginnend mit https://",
  "core.updates.feed_address_must_not":
    "Die Adresse des Versionskanals darf keinen Benutzernamen und kein Passwort enthalten",
  "core.updates.feed_address_must_start": "Die Adresse des Versionskanals muss mit https:// beginnen",
  "core.updates.feed_must_use_https": "Der Versionskanal muss https verwenden: einfaches http nur für diesen Computer",
  "core.video.could_not_save_request": "Die Anfrage konnte nicht gespeichert werden",
  "core.video.recording_second_minutes_long": "Eine Aufnahme darf 1 Sekunde bis 10 Minuten lang sein",
  "core.video.say_how_long_recording": "Geben Sie an, wie lang die Aufnahme ist, damit sich der Preis berechnen lässt",
  "core.video_source.photo_no_longer_available": "Dieses Foto ist nicht mehr verfügbar — legen Sie es erneut ab",
  "core.video_source.service_kept_picture_but": "Der Dienst hat das Bild gespeichert, aber nicht gesagt, wo",
  "core.workers.job_no_longer_list": "Dieser Auftrag ist nicht mehr in Ihrer Liste",
  "core.workers.only_result_was_made":
    "Nur ein Ergebnis, das erstellt, aber nicht gespeichert werden konnte, lässt sich erneut speichern",
};
