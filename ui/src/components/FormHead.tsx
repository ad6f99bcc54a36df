// The row above a spending form: whether its draft is saved (forms that keep one) and its presets menu,
// shown once the draft is back so a loaded preset never meets a draft still on its way.
import type { ComponentProps } from "react";
import type { DraftSaveState } from "../lib/draftSaver";
import { Presets } from "./Presets";
import { t } from "../i18n";

export function FormHead({
  restored,
  saved,
  presets,
}: {
  /** The form's draft is back (the presets menu shows only then). */
  restored: boolean;
  /** The draft's state, for forms that keep one. */
  saved?: DraftSaveState;
  presets: ComponentProps<typeof Presets>;
}) {
  return (
    <div className="form-head-row">
      {saved !== undefined ? (
        <span className="draft-state" aria-live="polite">
          {saved === "saved" ? t("common.draft_saved") : saved === "saving" ? t("shell.draft_saving") : ""}
        </span>
      ) : null}
      {restored ? <Presets {...presets} /> : null}
    </div>
  );
}
