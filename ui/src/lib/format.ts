// Pure text helpers: everything a person reads about credits, counts and time, in the window's language.
import { NUM_IMAGES_MAX, type Words } from "../bindings";
import { formatNumberIn, lang, say, t, tn, type MessageKey } from "../i18n";

/** "1 item", "3 items", "96,677 images": the number as `formatNumber` writes it, with English nouns (words
 * the window shows go through the catalogue's `tn` instead). */
export function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** "1 credit", "1,200 credits"; "— credits" when the app couldn't tell (null). */
export function formatCredits(n: number | null | undefined): string {
  if (n == null || !Number.isFinite(n)) return t("common.credits.unknown");
  return tn("common.credits", n);
}

/** A number as the window's language writes it: "1,200.5" in English, "1.200,5" in German. */
export function formatNumber(n: number | null | undefined): string {
  return formatNumberIn(lang(), n);
}

export type EstimateState =
  | { kind: "loading" }
  | { kind: "invalid" }
  | { kind: "ready"; credits: number; balance: number | null; short: boolean };

/** Text of the Generate button: always says what it spends, or why it can't. */
export function generateButtonText(numImages: number, est: EstimateState): string {
  const what = tn("common.generate.images", clampCount(numImages));
  switch (est.kind) {
    case "loading":
      return t("common.generate.working_out", { what });
    case "invalid":
      return clampCount(numImages) === numImages && numImages <= NUM_IMAGES_MAX
        ? what
        : t("common.generate.images_any");
    case "ready":
      if (est.short) {
        return t("common.generate.short", { needed: formatNumber(est.credits), balance: formatNumber(est.balance) });
      }
      return t("common.generate.with_cost", { what, credits: formatCredits(est.credits) });
  }
}

function clampCount(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 1;
}

/** "2 credits a generation" (the spec's unit: its image table gives credits per generation). */
export function perGenerationText(credits: number): string {
  return t("common.per_generation", { credits: formatCredits(credits) });
}

/** "Dec 1" or "Dec 1, 2027" when not this year ("1. Dez." in German). */
export function shortDate(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const month = t("common.months").split(" ")[d.getMonth()] ?? "";
  const parts = { month, day: String(d.getDate()), year: String(d.getFullYear()) };
  return d.getFullYear() === now.getFullYear() ? t("common.date_this_year", parts) : t("common.date_other_year", parts);
}

const DAY_MS = 86_400_000;

/** Calendar days from `now` to `d` in the person's time zone (0: the same day). */
function daysUntil(d: Date, now: Date): number {
  const day = (x: Date) => new Date(x.getFullYear(), x.getMonth(), x.getDate()).getTime();
  return Math.round((day(d) - day(now)) / DAY_MS);
}

/**
 * When the allowance renews, for a sentence: "later today", "tomorrow (Dec 1)", "in 9 days (Dec 1)"; `past`
 * when the time has gone by (the balance is read again then, and the time it was due is said as a date,
 * never as "today").
 */
export function resetWhen(
  iso: string | null | undefined,
  now: Date = new Date(),
): { past: boolean; words: string } | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  if (d.getTime() <= now.getTime()) return { past: true, words: shortDate(iso, now) };
  const days = daysUntil(d, now);
  if (days <= 0) return { past: false, words: t("common.later_today") };
  if (days === 1) return { past: false, words: t("common.tomorrow", { date: shortDate(iso, now) }) };
  return { past: false, words: t("common.in_days", { count: days, date: shortDate(iso, now) }) };
}

/** "Resets in 9 days (Dec 1)", "Resets tomorrow (Dec 1)", "Resets later today"; "Reset was due Nov 21" when
 * the time has passed and the service has not said a new one yet. */
export function resetText(iso: string | null | undefined, now: Date = new Date()): string {
  const w = resetWhen(iso, now);
  if (!w) return "";
  return w.past ? t("common.reset_was_due", { when: w.words }) : t("common.resets", { when: w.words });
}

/** Elapsed time as m:ss or h:mm:ss. */
export function elapsed(fromIso: string, to: Date | string = new Date()): string {
  const start = new Date(fromIso).getTime();
  const end = typeof to === "string" ? new Date(to).getTime() : to.getTime();
  let s = Math.max(0, Math.floor((end - start) / 1000));
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** "just now", "5 minutes ago", "3 hours ago", "Nov 12". */
export function timeAgo(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return t("common.never");
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const s = Math.floor((now.getTime() - d.getTime()) / 1000);
  if (s < 60) return t("common.just_now");
  if (s < 3600) return tn("common.minutes_ago", Math.floor(s / 60));
  if (s < 86400) return tn("common.hours_ago", Math.floor(s / 3600));
  if (s < 7 * 86400) return tn("common.days_ago", Math.floor(s / 86400));
  return shortDate(iso, now);
}

export function tierName(tier: string): string {
  if (!tier) return "";
  return tier.charAt(0).toUpperCase() + tier.slice(1);
}

/** Which form field an error path belongs to ("formData.photography.aspectRatio" -> "aspectRatio"). */
export function fieldKey(path: string | null | undefined): string {
  if (!path) return "";
  const parts = path.split(".");
  return parts[parts.length - 1] ?? "";
}

/** Human label for an aspect ratio: "9:16" -> "Tall (9:16)". */
export function ratioLabel(r: string): string {
  const [w, h] = r.split(":").map(Number);
  if (!w || !h) return r;
  if (w === h) return t("common.ratio.square");
  if (w / h >= 2) return t("common.ratio.panorama");
  if (w > h) return t("common.ratio.wide");
  if (h / w >= 1.7) return t("common.ratio.tall");
  return t("common.ratio.portrait");
}

/** What a job is doing, in words for the tray. */
export function jobTitle(kind: string, count: number): string {
  if (kind === "image") return count > 0 ? tn("common.job.images", count) : t("common.job.images_any");
  if (kind === "slideshow") return t("common.job.slideshow");
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** "1st", "2nd", "3rd", "11th", "22nd"; "1.", "2." in German. */
export function ordinal(n: number): string {
  if (lang() === "de") return `${n}.`;
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** The words of a state the job is working in (the service's own words on its progress, when it gives them, say more). */
const WORKING = ["submitting", "pending", "downloading", "processing"];

export function statusText(status: string, words: Words | null, queuePosition: number | null = null): string {
  if (status === "waiting")
    return queuePosition
      ? t("common.status.waiting_in_line", { position: ordinal(queuePosition) })
      : t("common.status.waiting");
  if (status === "completed" || status === "failed") return t(`common.status.${status}`);
  return say(words) || (WORKING.includes(status) ? t(`common.status.${status}` as MessageKey) : status);
}
