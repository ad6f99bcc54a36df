import type { price as en } from "../en/price";

export const price: Record<keyof typeof en, string> = {
  "price.not_published": "Preis nicht veröffentlicht",
  "price.not_published_label": "Preis nicht veröffentlicht",
  "price.may_have_been_charged": "Möglicherweise berechnet",
  "price.lost_while_sent":
    "Gesendet, aber die Antwort des Dienstes ging verloren, daher wurde es möglicherweise berechnet: Der Dienst wird danach durchsucht. Verfolgen Sie es unter „Aufträge“.",
  "price.up_to": "bis zu {credits}",
  "price.free": "kostenlos",
  "price.free_label": "Kostenlos",
  "price.total_unpriced.one": "{credits} + {count} Schritt ohne veröffentlichten Preis",
  "price.total_unpriced.other": "{credits} + {count} Schritte ohne veröffentlichten Preis",
  "price.charged": "Berechnet: {credits}",
  "price.estimated": "Geschätzt: {credits}",
  "price.whole_job": "{cost} für den ganzen Auftrag",
  "price.balance_drop": "{cost}; das Guthaben sank beim Senden um {credits}",
};
