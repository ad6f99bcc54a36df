import { useEffect, useState } from "react";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { useDraft } from "../../forms/useDraft";
import { STYLE_KEYS, type FullTextStyle } from "./slideLayout";
import { t, type MessageKey } from "../../i18n";
import { Check } from "../../widgets/Check";

const PRESETS_FORM = "slideshows.style-presets";
type Preset = { name: string; style: FullTextStyle };

type Props = {
  style: FullTextStyle;
  defaults: FullTextStyle;
  errors: Record<string, string>;
  onChange: (next: FullTextStyle) => void;
};

type NumberKey = "fontSize" | "maxCharsPerLine" | "strokeWidth" | "letterSpacing" | "verticalOffset" | "bgBarOpacity";

/** The number fields in order: the field's id, the style's key, its words, its step (1 unless said). */
const NUMBERS: Array<[string, NumberKey, MessageKey, number?]> = [
  ["ts-fontSize", "fontSize", "slideshows.style.font_size"],
  ["ts-maxChars", "maxCharsPerLine", "slideshows.style.max_chars"],
  ["ts-strokeWidth", "strokeWidth", "slideshows.style.stroke_width"],
  ["ts-letterSpacing", "letterSpacing", "slideshows.style.letter_spacing"],
  ["ts-verticalOffset", "verticalOffset", "slideshows.style.offset"],
  ["ts-opacity", "bgBarOpacity", "slideshows.style.bar_opacity", 0.05],
];

/** The colour fields in order (the field's id is `ts-<key>`). */
const COLOURS: Array<["textColor" | "strokeColor" | "bgBarColor", MessageKey]> = [
  ["textColor", "slideshows.style.text_colour"],
  ["strokeColor", "slideshows.style.stroke_colour"],
  ["bgBarColor", "slideshows.style.bar_colour"],
];

/** Marks a choice the spec's textStyle table does not document (it gives only the field's default). */
const UNDOCUMENTED = true;

function Choice({
  name,
  label,
  value,
  options,
  onPick,
}: {
  name: string;
  label: string;
  value: string;
  /** Value, words, and UNDOCUMENTED for a value the spec does not list. */
  options: Array<[string, string, boolean?]>;
  onPick: (v: string) => void;
}) {
  const documented = options.filter(([, , u]) => !u).map(([, l]) => t("slideshows.style.quoted", { word: l }));
  const picked = options.find(([v]) => v === value);
  return (
    <fieldset className="ss-choice">
      <legend>{label}</legend>
      <div className="ss-seg">
        {options.map(([v, l, u]) => (
          <label key={v} className={`${v === value ? "selected" : ""}${u ? " undocumented" : ""}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={v}
              checked={v === value}
              onChange={() => onPick(v)}
            />
            {l}
          </label>
        ))}
      </div>
      {picked?.[2] ? (
        <p className="help ss-undoc" role="note">
          {t("slideshows.style.undocumented", {
            documented: documented.join(` ${t("slideshows.style.and")} `),
            picked: picked[1],
          })}
        </p>
      ) : null}
    </fieldset>
  );
}

function Num({
  id,
  label,
  value,
  step = 1,
  onValue,
  error,
}: {
  id: string;
  label: string;
  value: number;
  step?: number;
  onValue: (n: number) => void;
  error?: string;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText((cur) => (Number(cur) === value ? cur : String(value))), [value]);
  return (
    <div className="ss-num">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        step={step}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== "" && Number.isFinite(n)) onValue(n);
        }}
      />
      <FieldMessage id={`${id}-err`} message={error} />
    </div>
  );
}

function Colour({
  id,
  label,
  value,
  onValue,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const six = /^#[0-9a-fA-F]{6}$/.test(value)
    ? value
    : /^#[0-9a-fA-F]{3}$/.test(value)
      ? `#${[...value.slice(1)].map((c) => c + c).join("")}`
      : "#000000";
  return (
    <div className="ss-colour">
      <label htmlFor={id}>{label}</label>
      <div className="ss-colour-row">
        <input
          type="color"
          aria-label={t("slideshows.style.colour_picker", { label })}
          value={six.toLowerCase()}
          onChange={(e) => onValue(e.target.value.toUpperCase())}
        />
        <input
          id={id}
          type="text"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onValue(e.target.value.trim())}
        />
      </div>
      <FieldMessage id={`${id}-err`} message={error} />
    </div>
  );
}

/** Every textStyle field with its default; values outside the rules are shown as field errors by the estimate. */
export function TextStyleEditor({ style, defaults, errors, onChange }: Props) {
  const set = <K extends keyof FullTextStyle>(k: K, v: FullTextStyle[K]) => onChange({ ...style, [k]: v });
  const err = (k: keyof FullTextStyle) => errors[`textStyle.${k}`];
  // The named styles are kept like a draft (forms/useDraft): read once, written as they change.
  const { draft: presets, setDraft: savePresets } = useDraft<Preset[]>(PRESETS_FORM, {
    initial: [],
    restore: (saved) =>
      Array.isArray(saved) ? (saved as Preset[]).filter((p) => p && typeof p.name === "string" && p.style) : null,
    onError: () => undefined,
  });
  const [presetName, setPresetName] = useState("");
  // Only the 15 known keys ever leave the editor.
  const clean = (s: FullTextStyle): FullTextStyle =>
    Object.fromEntries(STYLE_KEYS.map((k) => [k, s[k] ?? defaults[k]])) as FullTextStyle;

  return (
    <div className="ss-style">
      <div className="ss-presets" role="group" aria-label={t("slideshows.style.presets")}>
        <button type="button" className="button small" onClick={() => onChange(defaults)}>
          {t("slideshows.style.default")}
        </button>
        {presets.map((p) => (
          <span key={p.name} className="ss-preset">
            <button type="button" className="button small" onClick={() => onChange(clean(p.style))}>
              {p.name}
            </button>
            <button
              type="button"
              className="button small quiet"
              aria-label={t("slideshows.style.delete_preset", { name: p.name })}
              onClick={() => savePresets(presets.filter((x) => x.name !== p.name))}
            >
              ×
            </button>
          </span>
        ))}
        <span className="ss-preset-save">
          <label htmlFor="preset-name" className="visually-hidden">
            {t("slideshows.style.preset_name")}
          </label>
          <input
            id="preset-name"
            type="text"
            placeholder={t("slideshows.style.preset_placeholder")}
            value={presetName}
            onChange={(e) => setPresetName(e.target.value)}
          />
          <button
            type="button"
            className="button small"
            disabled={!presetName.trim()}
            onClick={() => {
              const name = presetName.trim();
              savePresets([...presets.filter((p) => p.name !== name), { name, style: clean(style) }]);
              setPresetName("");
            }}
          >
            {t("slideshows.style.save")}
          </button>
        </span>
      </div>
      <div className="ss-grid2">
        <Choice
          name="ts-position"
          label={t("slideshows.style.position")}
          value={style.position}
          options={[
            ["top", t("slideshows.style.position_top")],
            ["center", t("slideshows.style.position_middle")],
            ["bottom", t("slideshows.style.position_bottom")],
          ]}
          onPick={(v) => set("position", v)}
        />
        <Choice
          name="ts-align"
          label={t("slideshows.style.align")}
          value={style.textAlign}
          options={[
            ["left", t("slideshows.style.align_left"), UNDOCUMENTED],
            ["center", t("slideshows.style.align_center")],
            ["right", t("slideshows.style.align_right"), UNDOCUMENTED],
          ]}
          onPick={(v) => set("textAlign", v)}
        />
        <Choice
          name="ts-transform"
          label={t("slideshows.style.case")}
          value={style.textTransform}
          options={[
            ["uppercase", t("slideshows.style.case_upper")],
            ["lowercase", t("slideshows.style.case_lower")],
            ["none", t("slideshows.style.case_none")],
          ]}
          onPick={(v) => set("textTransform", v)}
        />
        <Choice
          name="ts-bar"
          label={t("slideshows.style.bar")}
          value={style.bgBarMode}
          options={[
            ["full", t("slideshows.style.bar_full")],
            ["fit", t("slideshows.style.bar_fit"), UNDOCUMENTED],
            ["none", t("slideshows.style.bar_none"), UNDOCUMENTED],
          ]}
          onPick={(v) => set("bgBarMode", v)}
        />
      </div>
      <div className="ss-grid3">
        {NUMBERS.map(([id, k, label, step]) => (
          <Num
            key={k}
            id={id}
            label={t(label)}
            step={step}
            value={style[k]}
            onValue={(n) => set(k, n)}
            error={err(k)}
          />
        ))}
      </div>
      <div className="ss-grid3">
        {COLOURS.map(([k, label]) => (
          <Colour key={k} id={`ts-${k}`} label={t(label)} value={style[k]} onValue={(v) => set(k, v)} error={err(k)} />
        ))}
      </div>
      <div className="ss-grid3">
        <div className="ss-num">
          <label htmlFor="ts-fontFamily">{t("slideshows.style.font")}</label>
          <input
            id="ts-fontFamily"
            type="text"
            list="ts-fonts"
            value={style.fontFamily}
            aria-describedby="ts-fontFamily-help"
            onChange={(e) => set("fontFamily", e.target.value)}
          />
          {/* The spec's textStyle table gives fontFamily only its default, "impact". */}
          <datalist id="ts-fonts">
            <option value={defaults.fontFamily} />
          </datalist>
          <p className="help" id="ts-fontFamily-help">
            {t("slideshows.style.font_help", { font: defaults.fontFamily })}
          </p>
        </div>
        <Check className="ss-watermark" checked={style.watermark} onChange={(on) => set("watermark", on)}>
          {t("slideshows.style.watermark")}
        </Check>
      </div>
    </div>
  );
}
