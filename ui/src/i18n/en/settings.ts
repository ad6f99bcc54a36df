// Settings: the connection, the service check, spending, API keys, the language.
export const settings = {
  "settings.language.title": "Language",
  "settings.language.label": "The window speaks",
  "settings.language.system": "The system's language ({name})",
  "settings.language.hint":
    "Messages from the service, and some of the app's own checks, are still written in English.",
} as const;
