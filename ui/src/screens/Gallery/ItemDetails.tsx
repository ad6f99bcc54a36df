// Everything known about one picture: provider, cost, dates, the face, the form state and the prompt
// the service used (structured JSON, shown as labelled lines; the raw text one click further).
import type { MediaItem } from "../../api/gallery";
import { formatCredits } from "../../lib/format";
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
        <dd data-testid="meta-cost">{costWords(item.charged ?? null, item.cost ?? null)}</dd>
        <dt>Created</dt>
        <dd>{dateTime(item.createdAt)}</dd>
        <dt>Completed</dt>
        <dd>{dateTime(item.completedAt)}</dd>
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
        <dd>{item.source === "service" ? "Elsewhere — listed from your account" : "In this app"}</dd>
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

/** "Charged 4 credits for the whole job" where the service's charge is known, else "Estimated 4 credits …". */
export function costWords(charged: number | null, estimated: number | null): string {
  if (charged != null) {
    const also = estimated != null && estimated !== charged ? ` (estimated ${formatCredits(estimated)})` : "";
    return `Charged ${formatCredits(charged)} for the whole job${also}`;
  }
  return estimated != null ? `Estimated ${formatCredits(estimated)} for the whole job` : "Not known";
}
