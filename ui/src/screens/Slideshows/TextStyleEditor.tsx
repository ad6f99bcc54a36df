import { useEffect, useState } from "react";
import { FieldMessage } from "../../components/ErrorNotice";
import { useDraft } from "../../lib/useDraft";
import { STYLE_KEYS, type FullTextStyle } from "./slideLayout";

const PRESETS_FORM = "slideshows.style-presets";
type Preset = { name: string; style: FullTextStyle };

type Props = {
  style: FullTextStyle;
  defaults: FullTextStyle;
  errors: Record<string, string>;
  onChange: (next: FullTextStyle) => void;
};

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
  const documented = options.filter(([, , u]) => !u).map(([, l]) => `“${l}”`);
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
          * Not documented: the service documents only {documented.join(" and ")} (its default), so it may not draw “
          {picked[1]}”.
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
  useEffect(() => setText((t) => (Number(t) === value ? t : String(value))), [value]);
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
          aria-label={`${label} picker`}
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
  // The named styles are kept like a draft (lib/useDraft): read once, written as they change.
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
      <div className="ss-presets" role="group" aria-label="Style presets">
        <button type="button" className="button small" onClick={() => onChange(defaults)}>
          Default style
        </button>
        {presets.map((p) => (
          <span key={p.name} className="ss-preset">
            <button type="button" className="button small" onClick={() => onChange(clean(p.style))}>
              {p.name}
            </button>
            <button
              type="button"
              className="button small quiet"
              aria-label={`Delete preset ${p.name}`}
              onClick={() => savePresets(presets.filter((x) => x.name !== p.name))}
            >
              ×
            </button>
          </span>
        ))}
        <span className="ss-preset-save">
          <label htmlFor="preset-name" className="visually-hidden">
            Preset name
          </label>
          <input
            id="preset-name"
            type="text"
            placeholder="Name this style"
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
            Save style
          </button>
        </span>
      </div>
      <div className="ss-grid2">
        <Choice
          name="ts-position"
          label="Position"
          value={style.position}
          options={[
            ["top", "Top"],
            ["center", "Middle"],
            ["bottom", "Bottom"],
          ]}
          onPick={(v) => set("position", v)}
        />
        <Choice
          name="ts-align"
          label="Alignment"
          value={style.textAlign}
          options={[
            ["left", "Left", UNDOCUMENTED],
            ["center", "Center"],
            ["right", "Right", UNDOCUMENTED],
          ]}
          onPick={(v) => set("textAlign", v)}
        />
        <Choice
          name="ts-transform"
          label="Letter case"
          value={style.textTransform}
          options={[
            ["uppercase", "UPPER"],
            ["lowercase", "lower"],
            ["none", "As typed"],
          ]}
          onPick={(v) => set("textTransform", v)}
        />
        <Choice
          name="ts-bar"
          label="Background bar"
          value={style.bgBarMode}
          options={[
            ["full", "Full width"],
            ["fit", "Behind each line", UNDOCUMENTED],
            ["none", "None", UNDOCUMENTED],
          ]}
          onPick={(v) => set("bgBarMode", v)}
        />
      </div>
      <div className="ss-grid3">
        <Num
          id="ts-fontSize"
          label="Text size (px)"
          value={style.fontSize}
          onValue={(n) => set("fontSize", n)}
          error={err("fontSize")}
        />
        <Num
          id="ts-maxChars"
          label="Letters per line"
          value={style.maxCharsPerLine}
          onValue={(n) => set("maxCharsPerLine", n)}
          error={err("maxCharsPerLine")}
        />
        <Num
          id="ts-strokeWidth"
          label="Outline width (px)"
          value={style.strokeWidth}
          onValue={(n) => set("strokeWidth", n)}
          error={err("strokeWidth")}
        />
        <Num
          id="ts-letterSpacing"
          label="Letter spacing (px)"
          value={style.letterSpacing}
          onValue={(n) => set("letterSpacing", n)}
          error={err("letterSpacing")}
        />
        <Num
          id="ts-verticalOffset"
          label="Move up/down (px)"
          value={style.verticalOffset}
          onValue={(n) => set("verticalOffset", n)}
          error={err("verticalOffset")}
        />
        <Num
          id="ts-opacity"
          label="Bar opacity (0–1)"
          step={0.05}
          value={style.bgBarOpacity}
          onValue={(n) => set("bgBarOpacity", n)}
          error={err("bgBarOpacity")}
        />
      </div>
      <div className="ss-grid3">
        <Colour
          id="ts-textColor"
          label="Text colour"
          value={style.textColor}
          onValue={(v) => set("textColor", v)}
          error={err("textColor")}
        />
        <Colour
          id="ts-strokeColor"
          label="Outline colour"
          value={style.strokeColor}
          onValue={(v) => set("strokeColor", v)}
          error={err("strokeColor")}
        />
        <Colour
          id="ts-bgBarColor"
          label="Bar colour"
          value={style.bgBarColor}
          onValue={(v) => set("bgBarColor", v)}
          error={err("bgBarColor")}
        />
      </div>
      <div className="ss-grid3">
        <div className="ss-num">
          <label htmlFor="ts-fontFamily">Font</label>
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
            The service documents only “{defaults.fontFamily}”, its default; another name is sent as typed and may not
            be used.
          </p>
        </div>
        <label className="check ss-watermark">
          <input type="checkbox" checked={style.watermark} onChange={(e) => set("watermark", e.target.checked)} />
          Watermark
        </label>
      </div>
    </div>
  );
}
