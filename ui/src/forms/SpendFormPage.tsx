// The form kit's page of a spending form (Video's motion and avatar forms, Music's track form): the screen's
// header, the row with the draft's state and the presets, the recall's notice, the form with its fields and
// the estimate's own failure under them, the screen's footer, and the action bar that sends it (its button
// submits the form by its id, so Enter in a field and the button are one press).
import type { ReactNode } from "react";
import type { Draft } from "./useDraft";
import type { RecallNote } from "../state/recall";
import type { PresetsWiring } from "./Presets";
import { ErrorNotice } from "../widgets/ErrorNotice";
import { FormTop } from "./FormTop";
import { SpendBar } from "./ActionBar";
import type { useDraftedSpendForm } from "./useSpendForm";
import { t } from "../i18n";

export function SpendFormPage({
  id,
  name,
  header,
  footer,
  draft,
  presets,
  keeps,
  recallVerb,
  form,
  started,
  verb,
  fieldOrder,
  shown,
  breakdown,
  children,
}: {
  /** The form element's id (the action bar's button submits it). */
  id: string;
  /** The form's name: its draft's and its presets'. */
  name: string;
  header: ReactNode;
  footer: ReactNode;
  draft: Pick<Draft<unknown, RecallNote>, "restored" | "saved" | "filled" | "dismissFilled">;
  presets: PresetsWiring;
  /** What a preset of this form keeps, in words. */
  keeps: string;
  /** What to do after a recall filled the form (RecallNotice's `verb`). */
  recallVerb: string;
  form: Pick<ReturnType<typeof useDraftedSpendForm>["form"], "live" | "sent">;
  /** What the bar says once the job has started. */
  started: string;
  /** The button's verb. */
  verb: string;
  /** The form's fields top to bottom, and the message each shows now (the bar counts them). */
  fieldOrder: readonly string[];
  shown: (field: string) => string | undefined;
  /** How the price adds up, when the form says it in its own words. */
  breakdown?: string;
  children: ReactNode;
}) {
  const { live, sent } = form;
  return (
    <>
      <div className="screen-scroll">
        <div className="screen create-screen">
          {header}
          <FormTop
            restored={draft.restored}
            saved={draft.saved}
            presets={{ form: name, keeps, wiring: presets }}
            filled={draft.filled}
            onDismiss={draft.dismissFilled}
            recallVerb={recallVerb}
          />
          <form
            id={id}
            className="form create-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void sent.submit(started);
            }}
          >
            {children}
            {live.error ? <ErrorNotice error={live.error} headline={t("video.cost.failed")} /> : null}
          </form>
          {footer}
        </div>
      </div>
      <SpendBar
        form={id}
        verb={verb}
        estimate={live.estimate}
        loading={live.loading}
        phase={sent.phase}
        hold={sent.hold}
        shownCount={fieldOrder.filter((f) => shown(f)).length}
        started={sent.started}
        error={sent.error}
        breakdown={breakdown}
      />
    </>
  );
}
