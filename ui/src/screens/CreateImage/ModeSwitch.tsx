// The ways to ask for the picture, as a segmented switch (radios: arrow keys switch): in words, with the
// form, or as a change to a picture already in the library.
import { t } from "../../i18n";
import type { Mode } from "./draft";

const MODES: Mode[] = ["prompt", "form", "edit"];

export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (m: Mode) => void }) {
  return (
    <div className="mode-switch" role="radiogroup" aria-label={t("image.mode.label")}>
      {MODES.map((value) => (
        <label key={value} className={`mode-option${mode === value ? " selected" : ""}`} data-mode={value}>
          <input
            type="radio"
            name="describe-mode"
            className="visually-hidden"
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
          />
          <span className="mode-title">{t(`image.mode.${value}.title`)}</span>
          <span className="mode-help">{t(`image.mode.${value}.help`)}</span>
        </label>
      ))}
    </div>
  );
}
