// Everything known about one picture: provider, cost, dates, the face, the form state and the prompt
// the service used (structured JSON, shown as labelled lines; the raw text one click further).
import type { MediaItem } from "../../api/gallery";
import { jobCostWords } from "../../lib/price";
import { itemDateWords, MADE_OUTSIDE, ON_THIS_COMPUTER_ONLY, serviceGone } from "../../lib/itemFacts";
import { useCatalogue } from "../../state";
import { formLabel, parsePrompt, readable, type Leaf } from "./formDiff";
import { itemTitle } from "./title";

/** "Nov 22, 2026, 03:14" in the person's locale. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(undefined, {
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
  if (r?.characterId) return names(r.characterId) ?? "A saved character";
  if (r?.fileName) return `A one-off photo (${r.fileName})`;
  if (item.characterId) return names(item.characterId) ?? "A saved character";
  return "No face";
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
  // Photo types by their names ("Full body", not "full_body"), as the form's picker shows them.
  const named = (l: Leaf): Leaf =>
    l.path.endsWith("photoType")
      ? { ...l, value: catalogue?.photoTypes.find((t) => t.value === l.value)?.label ?? l.value }
      : l;
  // A 4K switch left off says nothing about the picture (and most providers have none).
  const form =
    item.request != null
      ? readable(item.request, formLabel)
          .filter((l) => !(l.path === "enable4K" && l.value !== "On"))
          .map(named)
      : [];
  const title = itemTitle(item);
  return (
    <div className="item-details" data-testid="item-details">
      {title ? <p className="lightbox-prompt">{title}</p> : null}
      <dl className="meta-list">
        <dt>Provider</dt>
        <dd data-testid="meta-provider">{providerName(item.provider) || "Not known"}</dd>
        <dt>Cost</dt>
        <dd data-testid="meta-cost">{costWords(item)}</dd>
        <dt>Created</dt>
        <dd data-testid="meta-created">{itemDateWords(item, dateTime)}</dd>
        {item.completedAt ? (
          <>
            <dt>Completed</dt>
            <dd>{dateTime(item.completedAt)}</dd>
          </>
        ) : null}
        <dt>Face</dt>
        <dd data-testid="meta-face">{faceText(item, characterName)}</dd>
        {item.width && item.height ? (
          <>
            <dt>Size</dt>
            <dd>
              {item.width}×{item.height}
            </dd>
          </>
        ) : null}
        <dt>Made</dt>
        <dd data-testid="meta-made">
          {item.source === "service" ? `${MADE_OUTSIDE} (listed from your account)` : "In Media Studio"}
        </dd>
        {serviceGone(item) ? (
          <>
            <dt>Where</dt>
            <dd data-testid="meta-kept">
              {ON_THIS_COMPUTER_ONLY}: the service's copy was deleted
              {item.serviceGone ? ` (${dateTime(item.serviceGone)})` : ""}.
            </dd>
          </>
        ) : null}
      </dl>
      {form.length ? (
        <details className="meta-block" open={!compact}>
          <summary>Form settings</summary>
          <LeafList leaves={form} testId="meta-form" />
        </details>
      ) : null}
      {item.promptUsed ? (
        <details className="meta-block">
          <summary>Prompt the service used</summary>
          {prompt ? (
            <LeafList leaves={readable(prompt).map(named)} testId="meta-prompt" />
          ) : (
            <p className="prompt-text">{item.promptUsed}</p>
          )}
          {prompt ? (
            <details className="notice-details">
              <summary>As sent (JSON)</summary>
              <pre className="prompt-json">{JSON.stringify(prompt, null, 2)}</pre>
            </details>
          ) : null}
        </details>
      ) : null}
      {!compact ? (
        <details className="notice-details">
          <summary>Details</summary>
          <code>
            provider: {item.provider ?? "—"} · id: {item.remoteId ?? item.id}
            {item.jobId ? ` · job: ${item.jobId}` : ""}
          </code>
        </details>
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
  if (item.charged == null && item.cost == null && item.jobId == null) return "Not known";
  return jobCostWords({ charged: item.charged, estimate: item.cost, balanceDrop: item.balanceDrop }, true);
}
