import { FieldMessage } from "../../components/ErrorNotice";

export type SlideDraft = { text: string; imagePrompt: string };

/** Optional hand-written slides: add, remove, reorder; never more than the slide count. */
export function SlidesEditor({
  slides,
  max,
  errors,
  onChange,
}: {
  slides: SlideDraft[];
  max: number;
  errors: Record<string, string>;
  onChange: (s: SlideDraft[]) => void;
}) {
  const set = (i: number, patch: Partial<SlideDraft>) =>
    onChange(slides.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, d: number) => {
    const next = slides.slice();
    const [s] = next.splice(i, 1);
    next.splice(i + d, 0, s);
    onChange(next);
  };
  return (
    <fieldset className="field" id="ss-slides">
      <legend>Write slides yourself (optional)</legend>
      <p className="help">
        Leave this empty and the words and pictures are written from your topic. Slides you don't write are filled in.
      </p>
      <FieldMessage id="ss-slides-err" message={errors.slides} />
      <ol className="ss-slides">
        {slides.map((s, i) => (
          <li key={i} className="ss-slide-row">
            <div className="ss-slide-fields">
              <label htmlFor={`ss-slide-text-${i}`}>Slide {i + 1} words</label>
              <input
                id={`ss-slide-text-${i}`}
                type="text"
                value={s.text}
                onChange={(e) => set(i, { text: e.target.value })}
                aria-invalid={errors[`slides[${i}].text`] ? true : undefined}
              />
              <FieldMessage id={`ss-slide-err-${i}`} message={errors[`slides[${i}].text`]} />
              <label htmlFor={`ss-slide-prompt-${i}`}>Picture</label>
              <input
                id={`ss-slide-prompt-${i}`}
                type="text"
                value={s.imagePrompt}
                placeholder="Describe the picture (optional)"
                onChange={(e) => set(i, { imagePrompt: e.target.value })}
              />
            </div>
            <div className="ss-slide-tools">
              <button
                type="button"
                className="button small"
                aria-label={`Move slide ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button small"
                aria-label={`Move slide ${i + 1} down`}
                disabled={i === slides.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="button small"
                aria-label={`Remove slide ${i + 1}`}
                onClick={() => onChange(slides.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button small"
        disabled={slides.length >= max}
        onClick={() => onChange([...slides, { text: "", imagePrompt: "" }])}
      >
        + Add a slide
        {max === 0 ? " (choose the number of slides first)" : slides.length >= max ? ` (all ${max} written)` : ""}
      </button>
    </fieldset>
  );
}
