import type { welcome as en } from "../en/welcome";

export const welcome: Record<keyof typeof en, string> = {
  "welcome.title": "Willkommen! Wie möchten Sie beginnen?",
  "welcome.lead": "Sie können das jederzeit in den Einstellungen ändern.",
  "welcome.sandbox.title": "Sandbox ausprobieren",
  "welcome.sandbox.text":
    "Probieren Sie zuerst alle Funktionen aus. Ergebnisse und Credits sind nur simuliert: Es werden keine echten Credits ausgegeben. Kein Konto nötig.",
  "welcome.sandbox.cta": "In der Sandbox starten",
  "welcome.sandbox.failed": "Die Sandbox konnte nicht gestartet werden.",
  "welcome.account.text":
    "Erstellen Sie echte Bilder mit Ihrem Tarif Pro oder Studio. Sie brauchen dafür den API-Schlüssel von Ihrer Kontoseite.",
  "welcome.account.cta": "Mein Konto verbinden",
  "welcome.account.lead": "Ihr Schlüssel wird im Passwortspeicher dieses Computers aufbewahrt, niemals in einer Datei.",
  "welcome.back": "Zurück",
  "welcome.boot.in_use": "Media Studio ist bereits geöffnet",
  "welcome.boot.too_new": "Diese Bibliothek braucht eine neuere Version von Media Studio",
  "welcome.boot.failed": "Media Studio konnte nicht starten",
  "welcome.boot.failed_headline": "Beim Starten ist etwas schiefgelaufen. Ein Neustart der App hilft meistens.",
  "welcome.recovered.title": "Ihre Bibliothek war beschädigt, daher hat Media Studio eine neue angelegt",
  "welcome.recovered.text":
    "Die Datei, in der Ihre Bilder, Videos, Musik und Aufträge verzeichnet sind, konnte beim Start von Media Studio nicht gelesen werden (das kann nach einem Absturz, einem Stromausfall oder bei voller Festplatte passieren). Media Studio hat sie beiseitegelegt und mit einer leeren Liste begonnen.",
  "welcome.recovered.kept": "Die beschädigte Datei liegt unverändert hier:",
  "welcome.recovered.media":
    "Ihre Bild-, Video- und Musikdateien wurden nicht angetastet. Sie liegen weiterhin in diesem Ordner:",
  "welcome.recovered.come_back":
    "Bilder und Videos, die der Dienst noch hat, kehren in Ihre Galerie zurück, wenn Sie sie mit bestehender Verbindung öffnen.",
  "welcome.recovered.continue": "Weiter",
};
