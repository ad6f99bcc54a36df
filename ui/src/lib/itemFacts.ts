// What the window says about where a library item came from and where its copies are, from what the app
// knows: an item listed by the service without a date was made outside this app and is dated only by when
// this library first saw it (never shown as its creation date); an item whose service copy was deleted is
// on this computer only, so nothing that needs the service's copy is offered for it.
import type { MediaItem } from "../api";
import { t } from "../i18n";
import { shortDate } from "./format";
import { liveWords } from "../state/liveWords";

export let MADE_OUTSIDE = "";
export let ON_THIS_COMPUTER_ONLY = "";
liveWords(() => {
  MADE_OUTSIDE = t("common.item.made_outside");
  ON_THIS_COMPUTER_ONLY = t("common.copy.this_computer_only");
});

type Dated = Pick<MediaItem, "createdAt" | "dateUnknown">;

/** The service's copy was deleted: the item has no service id or address any more. */
export function serviceGone(item: Pick<MediaItem, "serviceGone">): boolean {
  return item.serviceGone != null && item.serviceGone !== "";
}

/** Why a step that needs the service's copy is not offered for this item (null: nothing stands in the way). */
export function goneReason(item: Pick<MediaItem, "serviceGone">): string | null {
  return serviceGone(item) ? t("common.item.gone_reason") : null;
}

/** "Nov 22" for a picker's line; "date unknown" when the service gave none. */
export function itemShortDate(item: Dated, now?: Date): string {
  return item.dateUnknown ? t("common.item.date_unknown") : shortDate(item.createdAt, now);
}

/** The date line of an item's details: "Nov 22, 2026, 03:14", or for an item the service gave no date
 * "Date unknown · first seen here Nov 27, 2026, 10:00" (`format` writes the date). */
export function itemDateWords(item: Dated, format: (iso: string) => string): string {
  return item.dateUnknown ? t("common.item.first_seen", { date: format(item.createdAt) }) : format(item.createdAt);
}
