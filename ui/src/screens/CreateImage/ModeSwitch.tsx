// The ways to ask for the picture, as a segmented switch (radios: arrow keys switch): in words, with the
// form, or as a change to a picture already in the library.
import type { Mode } from "./draft";

const MODES: Array<{ value: Mode; title: string; help: string }> = [
  { value: "prompt", title: "Just a prompt", help: "Write it in your own words" },
  { value: "form", title: "Describe with the form", help: "Person, shape, camera, place, accessories, photo type" },
  { value: "edit", title: "Edit a picture", help: "Change something in a picture you have" },
];

export function ModeSwitch({ mode, onChange }: { mode: Mode; onChange: (m: Mode) => void }) {
  return (
    <div className="mode-switch" role="radiogroup" aria-label="How to ask for the image">
      {MODES.map((m) => (
        <label key={m.value} className={`mode-option${mode === m.value ? " selected" : ""}`} data-mode={m.value}>
          <input
            type="radio"
            name="describe-mode"
            className="visually-hidden"
            value={m.value}
            checked={mode === m.value}
            onChange={() => onChange(m.value)}
          />
          <span className="mode-title">{m.title}</span>
          <span className="mode-help">{m.help}</span>
        </label>
      ))}
    </div>
  );
}
