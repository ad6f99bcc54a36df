import type { sidebyside as en } from "../en/sidebyside";

export const sidebyside: Record<keyof typeof en, string> = {
  "sidebyside.title": "{count} Videoanbieter nebeneinander",
  "sidebyside.failed": "Das Video dieses Anbieters konnte nicht erstellt werden.",
  "sidebyside.waiting": "Beginnt, sobald das Video davor da ist",
  "sidebyside.video_by": "Video von {name}",
  "sidebyside.play_all": "Alle abspielen",
  "sidebyside.pause_all": "Alle anhalten",
  "sidebyside.position": "Stelle in allen Videos",
  "sidebyside.sound_from": "Ton von",
};
