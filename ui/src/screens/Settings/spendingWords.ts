// The Spending view's words: the kinds of job (the summary by day and the list of every job), read in the
// window's language, and the allowance's sentence both end with.
import type { CreditsView } from "../../api";
import { t } from "../../i18n";
import { formatCredits, formatNumber, resetWhen, shortDate } from "../../lib/format";
import { liveTable } from "../../state/liveWords";

export const KIND_WORDS: Record<string, string> = liveTable({
  image: "settings.kind.image",
  video: "settings.kind.video",
  avatar: "settings.kind.avatar",
  music: "settings.kind.music",
  slideshow: "settings.kind.slideshow",
  tool: "settings.kind.tool",
  mix: "settings.kind.mix",
});

/** "You have 88 credits of 100 this period; it renews on Dec 1." (or "it was due to renew on Nov 21" for a
 * time gone by). */
export function youHaveText(credits: CreditsView): string {
  const params = { credits: formatCredits(credits.credits), max: formatNumber(credits.maxCredits) };
  const w = resetWhen(credits.creditsResetAt);
  if (!w) return t("settings.spending.you_have", params);
  return w.past
    ? t("settings.spending.you_have_was_due", { ...params, when: w.words })
    : t("settings.spending.you_have_renews", { ...params, date: shortDate(credits.creditsResetAt) });
}
