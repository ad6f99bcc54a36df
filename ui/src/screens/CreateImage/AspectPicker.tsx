// The shape of the picture: a frame of the right proportions per aspect ratio.
import type { Labeled } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { optionLabel, t } from "../../i18n";
import { ratioLabel } from "../../lib/format";

export function RatioFrame({ ratio }: { ratio: string }) {
  const [w, h] = ratio.split(":").map(Number);
  const max = 34;
  const scale = max / Math.max(w || 1, h || 1);
  return (
    <span className="ratio-frame-box" aria-hidden="true">
      <span className="ratio-frame" style={{ width: (w || 1) * scale, height: (h || 1) * scale }} />
    </span>
  );
}

export function AspectPicker({
  ratios,
  value,
  error,
  onChange,
}: {
  ratios: Labeled<string>[];
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <fieldset className="field" id="field-aspectRatio" aria-describedby={error ? "ratio-err" : undefined}>
      <legend>{t("image.shape.legend")}</legend>
      <div className="ratio-grid">
        {ratios.map((option) => {
          const r = option.value;
          const label = optionLabel("aspect_ratio", option);
          const selected = r === value;
          return (
            <label key={r} className={`ratio-card ${selected ? "selected" : ""}`} title={label}>
              <input
                type="radio"
                name="aspectRatio"
                className="visually-hidden"
                value={r}
                checked={selected}
                aria-label={label}
                onChange={() => onChange(r)}
              />
              <RatioFrame ratio={r} />
              <span className="ratio-name" aria-hidden="true">
                {ratioLabel(r)}
              </span>
              <span className="ratio-value" aria-hidden="true">
                {r}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessage id="ratio-err" message={error} />
    </fieldset>
  );
}
