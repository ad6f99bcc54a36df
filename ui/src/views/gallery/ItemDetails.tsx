// Everything known about one picture: provider, cost, dates, the face, the form state and the prompt
// the service used (structured JSON, shown as labelled lines; the raw text one click further).
import { Fragment, type ReactNode } from "react";
import type { MediaItem } from "../../api/gallery";
import { lang, optionLabel, t } from "../../i18n";
import { jobCostWords } from "../../lib/price";
import { itemDateWords, MADE_OUTSIDE, ON_THIS_COMPUTER_ONLY, serviceGone } from "../../lib/itemFacts";
import { useCatalogue } from "../../state";
import { formLabel, parsePrompt, readable, valueText, type Leaf } from "./formDiff";
import { itemTitle } from "./title";
import { Details } from "../../widgets/ErrorNotice";

/** "Nov 22, 2026, 03:14" ("22. Nov. 2026, 03:14"), as the window's language writes it. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(lang() === "de" ? "de-DE" : "en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

export function faceText(item: MediaItem, names: (id: string) => string | null): string {
  const r = item.reference;
  if (r?.characterName) return r.characterName;
  if (r?.characterId) return names(r.characterId) ?? t("gallery.meta.saved_character");
  if (r?.fileName) return t("gallery.meta.one_off_photo", { file: r.fileName });
  if (item.characterId) return names(item.characterId) ?? t("gallery.meta.saved_character");
  return t("gallery.meta.no_face");
}

export function ItemDetails({
  item,
  compact = false,
  characterName,
}: {
  item: MediaItem;
  compact?: boolean;
  characterName: (id: string) => string | null;
}) {
  const { providerName, catalogue } = useCatalogue();
  const prompt = parsePrompt(item.promptUsed);
  // Photo types and makers by their names ("Full body", not "full_body"; "Seedance", not "seedance"), as
  // the form's pickers show them.
  const named = (l: Leaf): Leaf =>
    l.path === "provider"
      ? { ...l, value: providerName(l.value) || l.value }
      : l.path.endsWith("photoType")
        ? {
            ...l,
            value: optionLabel("photo_type", {
              value: l.value,
              label: catalogue?.photoTypes.find((t) => t.value === l.value)?.label ?? l.value,
            }),
          }
        : l;
  // A 4K switch left off says nothing about the picture (and most providers have none).
  const form =
    item.request != null
      ? readable(item.request, formLabel)
          .filter((l) => !(l.path === "enable4K" && l.value !== valueText(true)))
          .map(named)
      : [];
  const title = itemTitle(item);
  // Each line of the list: what, its value, and its test id; a line with nothing to say is left out.
  const rows: Array<[string, ReactNode, string?] | false> = [
    [t("gallery.meta.provider"), providerName(item.provider) || t("gallery.meta.not_known"), "meta-provider"],
    [t("gallery.meta.cost"), costWords(item), "meta-cost"],
    [t("gallery.meta.created"), itemDateWords(item, dateTime), "meta-created"],
    Boolean(item.completedAt) && [t("gallery.meta.completed"), dateTime(item.completedAt)],
    [t("gallery.meta.face"), faceText(item, characterName), "meta-face"],
    Boolean(item.width && item.height) && [t("gallery.meta.size"), `${item.width}×${item.height}`],
    [
      t("gallery.meta.made"),
      item.source === "service" ? t("gallery.meta.listed", { made: MADE_OUTSIDE }) : t("gallery.meta.in_app"),
      "meta-made",
    ],
    serviceGone(item) && [
      t("gallery.meta.where"),
      item.serviceGone
        ? t("gallery.meta.service_copy_deleted_on", { where: ON_THIS_COMPUTER_ONLY, date: dateTime(item.serviceGone) })
        : t("gallery.meta.service_copy_deleted", { where: ON_THIS_COMPUTER_ONLY }),
      "meta-kept",
    ],
  ];
  return (
    <div className="item-details" data-testid="item-details">
      {title ? <p className="lightbox-prompt">{title}</p> : null}
      <dl className="meta-list">
        {rows
          .filter((r) => r !== false)
          .map(([label, value, testId]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </Fragment>
          ))}
      </dl>
      {form.length ? (
        <details className="meta-block" open={!compact}>
          <summary>{t("gallery.meta.form")}</summary>
          <LeafList leaves={form} testId="meta-form" />
        </details>
      ) : null}
      {item.promptUsed ? (
        <details className="meta-block">
          <summary>{t("gallery.meta.prompt")}</summary>
          {prompt ? (
            <LeafList leaves={readable(prompt).map(named)} testId="meta-prompt" />
          ) : (
            <p className="prompt-text">{item.promptUsed}</p>
          )}
          {prompt ? (
            <details className="notice-details">
              <summary>{t("gallery.meta.as_sent")}</summary>
              <pre className="prompt-json">{JSON.stringify(prompt, null, 2)}</pre>
            </details>
          ) : null}
        </details>
      ) : null}
      {!compact ? (
        <Details label={t("gallery.details")}>
          {item.jobId
            ? t("gallery.meta.ids_job", {
                provider: item.provider ?? "—",
                id: item.remoteId ?? item.id,
                job: item.jobId,
              })
            : t("gallery.meta.ids", { provider: item.provider ?? "—", id: item.remoteId ?? item.id })}
        </Details>
      ) : null}
    </div>
  );
}

function LeafList({
  leaves,
  testId,
}: {
  leaves: Array<{ path: string; label: string; value: string }>;
  testId: string;
}) {
  return (
    <dl className="leaf-list" data-testid={testId}>
      {leaves.map((l) => (
        <div key={l.path} className="leaf">
          <dt>{l.label}</dt>
          <dd>{l.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the item's job cost: "Charged 6 credits for the whole job" only for the service's own figure, else
 * "Estimated 4 credits for the whole job" (with the balance drop around the send when it was measured), "Price
 * not published", or "Not known" for an item this app did not make.
 */
export function costWords(item: Pick<MediaItem, "charged" | "cost" | "balanceDrop" | "jobId">): string {
  if (item.charged == null && item.cost == null && item.jobId == null) return t("gallery.meta.not_known");
  return jobCostWords({ charged: item.charged, estimate: item.cost, balanceDrop: item.balanceDrop }, true);
}
