// "Next step" on a result (the Gallery's lightbox, the Jobs tray, a screen's recent results): what can be
// done with this item, each opening its screen with the item already chosen (state/nextStep.ts).
import { useId, useState } from "react";
import type { MediaItem } from "../api";
import { stepHandOff, stepsFor } from "../state/nextStep";
import { useNavigation, useSeenItems } from "../state";
import { goneReason } from "../lib/itemFacts";
import { t, type MessageKey } from "../i18n";

const WORDS: Record<MediaItem["kind"], MessageKey> = {
  image: "shell.next.with_picture",
  video: "shell.next.with_video",
  audio: "shell.next.with_track",
};

export function NextStepMenu({
  item,
  sourceLabel,
  onLeave,
}: {
  item: MediaItem;
  /** Where the form says the item came from, e.g. "a picture in the gallery". */
  sourceLabel: string;
  /** Called before the step's screen opens (a tray or a lightbox closes). */
  onLeave?: () => void;
}) {
  const { go } = useNavigation();
  const { remember } = useSeenItems();
  const [open, setOpen] = useState(false);
  const id = useId();
  const steps = stepsFor(item);
  const gone = goneReason(item);
  if (steps.length === 0)
    return gone ? (
      <p className="muted next-step-none" data-testid="next-step-gone">
        {gone}
      </p>
    ) : null;
  return (
    <div className="next-step">
      {gone ? (
        <p className="muted next-step-none" data-testid="next-step-gone">
          {gone} {item.kind === "image" ? t("shell.next.gone_image") : t("shell.next.gone_music")}
        </p>
      ) : null}
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t("shell.next.button")} <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      {open ? (
        <ul id={id} className="next-step-list" aria-label={t(WORDS[item.kind])}>
          {steps.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="button small"
                data-step={s.id}
                onClick={() => {
                  // A picker draws the item even when it is older than the pages it shows.
                  remember([item]);
                  onLeave?.();
                  go(s.screen, stepHandOff({ step: s.id, item, sourceLabel }));
                }}
              >
                {s.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
