// Provider cards: name, credits per image and the high-resolution option. One provider (radios), or
// several to compare (checkboxes) with what each would cost for this request.
import type { ImageProviderInfo } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { t } from "../../i18n";
import { formatCredits, perGenerationText } from "../../lib/format";
import { fourKDocumented } from "./fourK";
import { Check } from "../../widgets/Check";

// The spec's image table gives "credits per generation" and does not say whether several pictures of one
// request are one generation; the app counts each picture as one (docs/assumptions.md, pricing::image), so the
// price it shows is the most a request can cost: the note image.provider.price_note says so.

function Card({
  p,
  selected,
  multi,
  cost,
  problem,
  onChange,
}: {
  p: ImageProviderInfo;
  selected: boolean;
  multi: boolean;
  cost?: number;
  problem?: string;
  onChange: () => void;
}) {
  return (
    <label className={`provider-card ${selected ? "selected" : ""}${problem ? " invalid" : ""}`} data-slug={p.slug}>
      <input
        type={multi ? "checkbox" : "radio"}
        name={multi ? "compare-provider" : "provider"}
        className="visually-hidden"
        value={p.slug}
        checked={selected}
        onChange={onChange}
      />
      <span className="provider-top">
        <span className="provider-name">{p.name}</span>
        <span className={`provider-check${multi ? " square" : ""}`} aria-hidden="true">
          {selected ? "✓" : ""}
        </span>
      </span>
      <span className="provider-cost">{perGenerationText(p.cost)}</span>
      {p.cost4k != null ? (
        fourKDocumented(p.slug) ? (
          <span className="badge">{t("image.provider.hires_available", { option: p.hiResLabel ?? "4K" })}</span>
        ) : (
          <span className="badge badge-quiet badge-wrap">
            {t("image.provider.hires_undocumented", { option: p.hiResLabel ?? "4K" })}
          </span>
        )
      ) : (
        <span className="badge badge-quiet">{t("image.provider.standard")}</span>
      )}
      {multi && selected && cost != null ? (
        <span className="provider-total" data-testid="provider-total">
          {t("image.provider.this_request", { credits: formatCredits(cost) })}
        </span>
      ) : null}
      {problem ? <span className="provider-problem">⚠ {problem}</span> : null}
      {selected ? <span className="visually-hidden"> {t("image.provider.selected")}</span> : null}
    </label>
  );
}

export function ProviderPicker({
  providers,
  value,
  compare,
  compareValue,
  costs,
  problems,
  limitNote,
  error,
  onChange,
  onCompare,
  onCompareValue,
}: {
  providers: ImageProviderInfo[];
  value: string;
  compare: boolean;
  compareValue: string[];
  /** Compare: each chosen provider's cost for this request. */
  costs: Record<string, number>;
  problems: Record<string, string>;
  /** Compare: the account's job limit in words. */
  limitNote: string | null;
  error?: string;
  onChange: (slug: string) => void;
  onCompare: (on: boolean) => void;
  onCompareValue: (slugs: string[]) => void;
}) {
  const errId = compare ? "providers-err" : "provider-err";
  return (
    <fieldset
      className="field"
      id={compare ? "field-providers" : "field-provider"}
      aria-describedby={error ? errId : undefined}
    >
      <legend>{compare ? t("image.provider.legend_compare") : t("image.provider.legend")}</legend>
      <div className="provider-head">
        <p className="help">
          {compare ? t("image.provider.help_compare") : t("image.provider.help")} {t("image.provider.price_note")}
        </p>
        <Check className="compare-toggle" checked={compare} onChange={onCompare}>
          {t("image.provider.compare")}
        </Check>
      </div>
      <div className="provider-grid">
        {providers.map((p) => {
          const selected = compare ? compareValue.includes(p.slug) : p.slug === value;
          return (
            <Card
              key={p.slug}
              p={p}
              selected={selected}
              multi={compare}
              cost={costs[p.slug]}
              problem={compare && selected ? problems[p.slug] : undefined}
              onChange={() =>
                compare
                  ? onCompareValue(selected ? compareValue.filter((s) => s !== p.slug) : [...compareValue, p.slug])
                  : onChange(p.slug)
              }
            />
          );
        })}
      </div>
      {compare && limitNote ? (
        <p className="help" data-testid="job-limit">
          {limitNote}
        </p>
      ) : null}
      <FieldMessage id={errId} message={error} />
    </fieldset>
  );
}
