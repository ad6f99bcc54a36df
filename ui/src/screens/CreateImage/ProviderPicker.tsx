// Provider cards: name, credits per image and the high-resolution option. One provider (radios), or
// several to compare (checkboxes) with what each would cost for this request.
import type { ImageProviderInfo } from "../../bindings";
import { FieldMessage } from "../../components/ErrorNotice";
import { formatCredits, perGenerationText } from "../../lib/format";
import { fourKDocumented } from "./fourK";

/**
 * The spec's image table gives "credits per generation" and does not say whether several pictures of one
 * request are one generation; the app counts each picture as one (docs/assumptions.md, pricing::image), so the
 * price it shows is the most a request can cost.
 */
const PRICE_UNIT_NOTE =
  "Prices are per generation, as the service lists them; Media Studio counts each picture as one generation, so the price shown is the most it can be.";

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
          <span className="badge">{p.hiResLabel ?? "4K"} available</span>
        ) : (
          <span className="badge badge-quiet badge-wrap">{p.hiResLabel ?? "4K"}: not documented</span>
        )
      ) : (
        <span className="badge badge-quiet">Standard size</span>
      )}
      {multi && selected && cost != null ? (
        <span className="provider-total" data-testid="provider-total">
          This request: {formatCredits(cost)}
        </span>
      ) : null}
      {problem ? <span className="provider-problem">⚠ {problem}</span> : null}
      {selected ? <span className="visually-hidden"> (selected)</span> : null}
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
      <legend>{compare ? "Providers to compare" : "Provider"}</legend>
      <div className="provider-head">
        <p className="help">
          {compare
            ? "Pick two or more: each makes the same picture, side by side."
            : "Each provider has its own style."}{" "}
          {PRICE_UNIT_NOTE}
        </p>
        <label className="check compare-toggle">
          <input type="checkbox" checked={compare} onChange={(e) => onCompare(e.target.checked)} />
          Compare providers
        </label>
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
