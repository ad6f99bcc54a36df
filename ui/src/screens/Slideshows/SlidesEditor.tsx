import { FieldMessage } from "../../widgets/ErrorNotice";
import { t } from "../../i18n";

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
      <legend>{t("slideshows.slides.legend")}</legend>
      <p className="help">{t("slideshows.slides.help")}</p>
      <FieldMessage id="ss-slides-err" message={errors.slides} />
      <ol className="ss-slides">
        {slides.map((s, i) => (
          <li key={i} className="ss-slide-row">
            <div className="ss-slide-fields">
              <label htmlFor={`ss-slide-text-${i}`}>{t("slideshows.slides.words", { n: i + 1 })}</label>
              <input
                id={`ss-slide-text-${i}`}
                type="text"
                value={s.text}
                onChange={(e) => set(i, { text: e.target.value })}
                aria-invalid={errors[`slides[${i}].text`] ? true : undefined}
              />
              <FieldMessage id={`ss-slide-err-${i}`} message={errors[`slides[${i}].text`]} />
              <label htmlFor={`ss-slide-prompt-${i}`}>{t("slideshows.slides.picture")}</label>
              <input
                id={`ss-slide-prompt-${i}`}
                type="text"
                value={s.imagePrompt}
                placeholder={t("slideshows.slides.picture_placeholder")}
                onChange={(e) => set(i, { imagePrompt: e.target.value })}
              />
            </div>
            <div className="ss-slide-tools">
              <button
                type="button"
                className="button small"
                aria-label={t("slideshows.slides.move_up", { n: i + 1 })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="button small"
                aria-label={t("slideshows.slides.move_down", { n: i + 1 })}
                disabled={i === slides.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="button small"
                aria-label={t("slideshows.slides.remove_n", { n: i + 1 })}
                onClick={() => onChange(slides.filter((_, j) => j !== i))}
              >
                {t("slideshows.slides.remove")}
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
        {max === 0
          ? t("slideshows.slides.add_count_first")
          : slides.length >= max
            ? t("slideshows.slides.add_all_written", { count: max })
            : t("slideshows.slides.add")}
      </button>
    </fieldset>
  );
}
