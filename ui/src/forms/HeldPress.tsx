// A spend press the core held because the same request may already have been charged (forms/useSpendPress.ts):
// the core's words where the button is, and one clear choice, "Send again anyway", which asks first. Only
// "Send again" in that dialog sends, with an intent starting `again:`.
import { useId, useState } from "react";
import type { SpendHold } from "./useSpendPress";
import { Dialog } from "../widgets/Dialog";
import { t } from "../i18n";

export function HeldPress({
  hold,
  id,
  focusAfter,
}: {
  hold: SpendHold | null;
  /** The id of the message, for the spend button's aria-describedby. */
  id?: string;
  /** Where the focus goes once "Send again" was chosen (the spend button, which now says what it does). */
  focusAfter?: () => HTMLElement | null;
}) {
  const [open, setOpen] = useState(false);
  const uid = useId();
  const close = () => setOpen(false);
  return (
    <>
      {hold ? (
        <div className="held-press" data-testid="held-press">
          <p className="held-press-message" id={id} role="alert">
            <span aria-hidden="true">⚠ </span>
            {hold.message}
          </p>
          <button type="button" className="button small" onClick={() => setOpen(true)}>
            {t("shell.held.send_anyway")}
          </button>
        </div>
      ) : null}
      <Dialog
        open={open && hold != null}
        onClose={close}
        labelledBy={`${uid}-title`}
        describedBy={`${uid}-desc`}
        className="held-press-dialog"
      >
        {hold ? (
          <div className="dialog-body">
            <h2 id={`${uid}-title`}>{t("shell.held.title")}</h2>
            <p id={`${uid}-desc`}>{hold.message}</p>
            <div className="dialog-actions">
              <button type="button" className="button" onClick={close} data-autofocus>
                {t("common.cancel")}
              </button>
              <button
                type="button"
                className="button primary"
                onClick={() => {
                  close();
                  void hold.sendAgain();
                  // Once the dialog has closed (its opener is gone with the hold).
                  window.setTimeout(() => focusAfter?.()?.focus(), 0);
                }}
              >
                {t("shell.held.send_again")}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
