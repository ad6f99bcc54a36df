import type { settings as en } from "../en/settings";

export const settings: Record<keyof typeof en, string> = {
  "settings.language.title": "Sprache",
  "settings.language.label": "Das Fenster spricht",
  "settings.language.system": "Die Sprache des Systems ({name})",
  "settings.language.hint": "Meldungen des Dienstes und einige Prüfungen der App selbst sind noch auf Englisch.",
};
