// The photo type as a visual picker: a pictogram per type, native radios (arrow keys move the
// choice, Tab leaves the group), labels from the catalogue.
import type { Labeled } from "../../bindings";
import { FieldMessage } from "../../components/ErrorNotice";
import { slugWords } from "../../lib/format";
import { PhotoTypeIcon } from "./PhotoTypeIcons";

export function PhotoTypePicker({
  types,
  value,
  error,
  onChange,
}: {
  types: Labeled<string>[];
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  // A recalled or preset value the catalogue doesn't list is still shown (and kept).
  const options =
    value && !types.some((t) => t.value === value) ? [...types, { value, label: slugWords(value) }] : types;
  return (
    <div className="field" id="field-photoType">
      <span className="visually-hidden" id="phototype-label">
        Photo type
      </span>
      <div
        className="pt-grid"
        role="radiogroup"
        aria-labelledby="phototype-label"
        aria-describedby={error ? "phototype-err" : undefined}
        aria-invalid={error ? true : undefined}
      >
        {[{ value: "", label: "Any" }, ...options].map((t) => {
          const selected = t.value === value;
          return (
            <label key={t.value || "any"} className={`pt-card${selected ? " selected" : ""}`} data-value={t.value}>
              <input
                type="radio"
                name="photoType"
                className="visually-hidden"
                value={t.value}
                checked={selected}
                onChange={() => onChange(t.value)}
              />
              <PhotoTypeIcon type={t.value || null} />
              <span className="pt-label">{t.value ? t.label : "Any type"}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id="phototype-err" message={error} />
    </div>
  );
}
