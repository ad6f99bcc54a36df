// Waiting you can read: a bar when the service's progress text carries a number, else the time so far
// against how long the same kind from the same maker usually takes in this library.
import { t } from "../i18n";

/** The share done (0..1) that a progress text states: "45%", "Generating video… 45 %", "step 3/10",
 * "3 of 10", "frame 12 / 48". `null` when it states none (or one that can't be a share: over 100%, 0
 * steps, more done than there are), so nothing is guessed. The format is not in the spec: see
 * docs/assumptions.md. */
export function progressShare(progress: string | null | undefined): number | null {
  if (!progress) return null;
  const pct = /(\d{1,3}(?:[.,]\d+)?)\s*%/.exec(progress);
  if (pct) {
    const n = Number(pct[1].replace(",", "."));
    return n >= 0 && n <= 100 ? n / 100 : null;
  }
  const steps = /(\d+)\s*(?:\/|of)\s*(\d+)/i.exec(progress);
  if (steps) {
    const done = Number(steps[1]);
    const all = Number(steps[2]);
    return all > 0 && done <= all ? done / all : null;
  }
  return null;
}

/** "about 40 s", "about 3 min", "about 1 h 20 min": a typical duration in round words. */
export function aboutDuration(seconds: number): string {
  if (seconds < 10) return t("common.about.seconds", { s: Math.max(1, Math.round(seconds)) });
  if (seconds < 58) return t("common.about.seconds", { s: Math.round(seconds / 5) * 5 });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t("common.about.minutes", { min: minutes });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? t("common.about.hours_minutes", { h, min: m }) : t("common.about.hours", { h });
}

/** What goes after the time so far: "usually about 40 s", or nothing without history. */
export function usualWords(usualSeconds: number | null | undefined): string | null {
  return usualSeconds != null && usualSeconds > 0 ? t("common.usually", { about: aboutDuration(usualSeconds) }) : null;
}
