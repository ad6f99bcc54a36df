// The photo type as a visual picker: a pictogram per type, native radios (arrow keys move the
// choice, Tab leaves the group), labels from the catalogue.
import type { Labeled } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { optionLabel, t } from "../../i18n";
import { slugWords } from "../../state/toolNames";
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
    value && !types.some((p) => p.value === value) ? [...types, { value, label: slugWords(value) }] : types;
  return (
    <div className="field" id="field-photoType">
      <span className="visually-hidden" id="phototype-label">
        {t("image.photo_type.label")}
      </span>
      <div
        className="pt-grid"
        role="radiogroup"
        aria-labelledby="phototype-label"
        aria-describedby={error ? "phototype-err" : undefined}
        aria-invalid={error ? true : undefined}
      >
        {[{ value: "", label: t("image.photo_type.any") }, ...options].map((p) => {
          const selected = p.value === value;
          return (
            <label key={p.value || "any"} className={`pt-card${selected ? " selected" : ""}`} data-value={p.value}>
              <input
                type="radio"
                name="photoType"
                className="visually-hidden"
                value={p.value}
                checked={selected}
                onChange={() => onChange(p.value)}
              />
              <PhotoTypeIcon type={p.value || null} />
              <span className="pt-label">{p.value ? optionLabel("photo_type", p) : t("image.photo_type.any")}</span>
            </label>
          );
        })}
      </div>
      <FieldMessage id="phototype-err" message={error} />
    </div>
  );
}
