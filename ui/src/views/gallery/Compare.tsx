// Two items side by side with their details, and the readable diff of their two forms.
import type { MediaItem } from "../../api/gallery";
import { t, tn } from "../../i18n";
import { itemShortDate } from "../../lib/itemFacts";
import { useCatalogue } from "../../state";
import { diffForms, formLabel } from "./formDiff";
import { ItemDetails } from "./ItemDetails";
import { ItemMedia } from "./Lightbox";

export function CompareView({
  a,
  b,
  characterName,
}: {
  a: MediaItem;
  b: MediaItem;
  characterName: (id: string) => string | null;
}) {
  return (
    <div className="compare" data-testid="compare">
      {[a, b].map((m, i) => (
        <section
          key={i}
          className="compare-side"
          aria-label={i === 0 ? t("gallery.compare.open") : t("gallery.compare.picked")}
        >
          <ItemMedia item={m} className="compare-img" />
          <ItemDetails item={m} compact characterName={characterName} />
        </section>
      ))}
    </div>
  );
}

export function DiffView({ a, b }: { a: MediaItem; b: MediaItem }) {
  const { providerName } = useCatalogue();
  const changes = diffForms(a.request ?? null, b.request ?? null, formLabel);
  const name = (m: MediaItem) =>
    `${providerName(m.provider) || t("gallery.compare.unknown_provider")}, ${itemShortDate(m)}`;
  if (a.provider !== b.provider) {
    changes.unshift({
      path: "provider",
      label: t("gallery.meta.provider"),
      kind: "changed",
      before: providerName(a.provider),
      after: providerName(b.provider),
    });
  }
  return (
    <div className="diff" data-testid="diff">
      <div className="diff-heads">
        <div className="diff-head">
          <ItemMedia item={a} className="diff-thumb" />
          <span>
            <strong>{t("gallery.compare.this")}</strong>
            <br />
            {name(a)}
          </span>
        </div>
        <span aria-hidden="true" className="diff-arrow">
          →
        </span>
        <div className="diff-head">
          <ItemMedia item={b} className="diff-thumb" />
          <span>
            <strong>{t("gallery.compare.picked_one")}</strong>
            <br />
            {name(b)}
          </span>
        </div>
      </div>
      {changes.length === 0 ? (
        <p className="diff-same">{t("gallery.compare.same")}</p>
      ) : (
        <table className="diff-table">
          <caption className="muted">{tn("gallery.compare.differ", changes.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{t("gallery.compare.setting")}</th>
              <th scope="col">{t("gallery.compare.this")}</th>
              <th scope="col">{t("gallery.compare.picked_one")}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.path} className={`diff-${c.kind}`} data-path={c.path}>
                <th scope="row">
                  {c.label}
                  <span className="diff-kind">{t(`gallery.compare.${c.kind}`)}</span>
                </th>
                <td>{c.before ?? "—"}</td>
                <td>{c.after ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
