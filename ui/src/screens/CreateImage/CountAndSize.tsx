// How many images (stepper 1-6) and the high-resolution toggle where the provider offers it.
import type { Ref } from "react";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { t } from "../../i18n";
import { NUM_IMAGES_MAX } from "./draft";
import { Check } from "../../widgets/Check";

export function CountAndSize({
  numImages,
  numRef,
  numError,
  hiRes,
  enable4K,
  fourKError,
  onCount,
  on4K,
}: {
  numImages: string;
  numRef: Ref<HTMLInputElement>;
  numError?: string;
  /**
   * The high-resolution option on offer (its name, what it costs in words, and whether the spec's enable4K
   * description documents it for every chosen provider), or null.
   */
  hiRes: { label: string; note: string; documented: boolean } | null;
  enable4K: boolean;
  fourKError?: string;
  onCount: (v: string) => void;
  on4K: (v: boolean) => void;
}) {
  const n = Number(numImages);
  const step = (delta: number) => onCount(String(Math.min(NUM_IMAGES_MAX, Math.max(1, (n || 1) + delta))));
  return (
    <div className="row-2">
      <div className="field" id="field-numImages">
        <label htmlFor="numImages">{t("image.count.label")}</label>
        <div className="stepper">
          <button
            type="button"
            className="button step"
            aria-label={t("image.count.fewer")}
            onClick={() => step(-1)}
            disabled={(n || 1) <= 1}
          >
            −
          </button>
          <input
            id="numImages"
            ref={numRef}
            type="number"
            inputMode="numeric"
            min={1}
            max={NUM_IMAGES_MAX}
            value={numImages}
            aria-invalid={numError ? true : undefined}
            aria-describedby={`num-help${numError ? " num-err" : ""}`}
            onChange={(e) => onCount(e.target.value)}
          />
          <button
            type="button"
            className="button step"
            aria-label={t("image.count.more")}
            onClick={() => step(1)}
            disabled={(n || 0) >= NUM_IMAGES_MAX}
          >
            +
          </button>
        </div>
        <p className="help" id="num-help">
          {t("image.count.help", { max: NUM_IMAGES_MAX })}
        </p>
        <FieldMessage id="num-err" message={numError} />
      </div>

      {hiRes ? (
        <div className="field" id="field-enable4K">
          <span className="label-like">{t("image.size.label")}</span>
          <Check checked={enable4K} aria-describedby={`fourk-help${fourKError ? " fourk-err" : ""}`} onChange={on4K}>
            {t("image.size.make_it", { option: hiRes.label })}
          </Check>
          <p className="help" id="fourk-help">
            {hiRes.documented ? t("image.size.documented_note", { note: hiRes.note }) : hiRes.note}
          </p>
          <FieldMessage id="fourk-err" message={fourKError} />
        </div>
      ) : null}
    </div>
  );
}
