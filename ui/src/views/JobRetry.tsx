// "Try again" on a failed job in the tray, "Make again" on a finished one (tray, lightbox): the cost is shown
// again (credits now, balance after, or why it can't be sent) before anything is spent; confirming sends a new
// job with the same kind, maker, request and face, which joins the tray.
// A failed job that may have started (its answer was lost) warns first, and its confirmed send goes with an
// `again:` intent (the person said yes); a send the core holds ("may have been charged") says so here and
// offers "Send again anyway" (forms/useSpendPress.ts). The send is the form kit's (forms/useSubmit.ts).
import { useEffect, useRef, useState } from "react";
import { ApiError, headlineFor, type Estimate, type TrackedJob } from "../api";
import { spendApi } from "../api/spend";
import { formatNumber } from "../lib/format";
import { priceText } from "../lib/price";
import { useSpend } from "../forms/useSubmit";
import { HeldPress } from "../forms/HeldPress";
import { useHandleError } from "../state";
import { tx } from "../widgets/RichText";
import { say, sayMessage, t } from "../i18n";
import "./jobs.css";

type Step =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "confirm"; estimate: Estimate }
  | { kind: "error"; error: ApiError };

export function JobRetry({
  job,
  jobId,
  mode = "retry",
}: {
  job?: TrackedJob;
  jobId?: string;
  mode?: "retry" | "again";
}) {
  const handleError = useHandleError();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [sent, setSent] = useState(false);
  const theId = job?.id ?? jobId ?? "";
  // A send the core holds ("may have been charged") keeps this panel, with its words and "Send again anyway".
  const again = useSpend(
    { kind: "again", jobId: theId },
    {
      then: () => {
        setStep({ kind: "idle" });
        setSent(true);
      },
      refused: (error) => {
        setStep({ kind: "error", error });
        return true;
      },
    },
  );
  const { hold } = again;
  const sending = again.phase === "sending";
  const goButton = useRef<HTMLButtonElement>(null);
  // The person read that it may have started and been charged: "Send again anyway" is their yes.
  const warned = mode === "retry" && job?.mayHaveStarted === true;
  useEffect(() => setStep({ kind: "idle" }), [theId]);
  const id = `${mode}-${theId}`;
  // The words of the two ways to send a finished job again (shell.retry.*, shell.again.*).
  const w = {
    open: t(`shell.${mode}.open`),
    title: t(`shell.${mode}.title`),
    go: t(`shell.${mode}.go`),
    no: t(`shell.${mode}.no`),
  };

  const check = async () => {
    setSent(false);
    setStep({ kind: "checking" });
    try {
      setStep({ kind: "confirm", estimate: await spendApi.spendEstimate({ kind: "again", jobId: theId }) });
    } catch (e) {
      setStep({ kind: "error", error: handleError(e) });
    }
  };
  if (step.kind === "idle" || step.kind === "checking") {
    return (
      <div className="job-retry">
        <button type="button" className="button small" disabled={step.kind === "checking"} onClick={() => void check()}>
          {step.kind === "checking" ? t("shell.retry.checking") : w.open}
        </button>
        {sent ? (
          <p className="job-retry-sent" role="status">
            {mode === "retry" ? t("shell.retry.sent") : t("shell.again.sent")}
          </p>
        ) : null}
      </div>
    );
  }
  if (step.kind === "error") {
    return (
      <div className="job-retry job-retry-panel" role="alert">
        <p className="job-retry-headline">{headlineFor(step.error)}</p>
        <div className="inline-row wrap">
          <button type="button" className="button small" onClick={() => void check()}>
            {t("common.check_again")}
          </button>
          <button type="button" className="link-button" onClick={() => setStep({ kind: "idle" })}>
            {t("common.close")}
          </button>
        </div>
      </div>
    );
  }
  const est = step.estimate;
  const blocked = !est.ready;
  return (
    <div className="job-retry job-retry-panel" role="group" aria-labelledby={`${id}-title`}>
      <p className="job-retry-headline" id={`${id}-title`}>
        {w.title}
      </p>
      {mode === "retry" && job?.canSaveAgain ? (
        <p className="field-error" data-testid="made-and-paid">
          <span aria-hidden="true">⚠ </span>
          {t("shell.retry.made_and_paid")}
        </p>
      ) : null}
      {warned ? (
        <p className="field-error" data-testid="may-have-started">
          <span aria-hidden="true">⚠ </span>
          {t("shell.retry.may_have_started")}
        </p>
      ) : null}
      {est.errors.length ? (
        <ul className="job-retry-errors">
          {est.errors.map((e, i) => (
            <li key={i} className="field-error">
              <span aria-hidden="true">⚠ </span>
              {sayMessage(e)}
            </li>
          ))}
        </ul>
      ) : est.short ? (
        <p className="field-error">
          <span aria-hidden="true">⚠ </span>
          {t("shell.retry.short", { price: priceText(est.credits, est.basis), balance: formatNumber(est.balance) })}
        </p>
      ) : est.basis === "not_published" ? (
        <p className="job-retry-cost" data-testid="retry-cost">
          <strong>{t("price.not_published_label")}</strong>
          {est.balance != null ? (
            <> {tx("shell.retry.you_have", { n: <strong>{formatNumber(est.balance)}</strong> })}</>
          ) : null}
        </p>
      ) : (
        <p className="job-retry-cost" data-testid="retry-cost">
          {tx("shell.retry.costs", { price: <strong>{priceText(est.credits, est.basis)}</strong> })}
          {est.balanceAfter != null ? (
            <>
              {" "}
              {tx(est.basis === "at_most" ? "shell.retry.left_at_least" : "shell.retry.left", {
                n: <strong>{formatNumber(est.balanceAfter)}</strong>,
              })}
            </>
          ) : null}
        </p>
      )}
      {est.priceNote && !est.errors.length && !est.short ? (
        <p className="help job-retry-note">{say(est.priceNote)}.</p>
      ) : null}
      <HeldPress hold={hold} id={`${id}-held`} focusAfter={() => goButton.current} />
      <div className="inline-row wrap">
        <button
          ref={goButton}
          type="button"
          className="button small primary"
          disabled={blocked || sending}
          data-held={hold ? "" : undefined}
          aria-disabled={hold != null || undefined}
          aria-describedby={hold ? `${id}-held` : undefined}
          onClick={() => void (warned ? again.submitConfirmed() : again.submit())}
        >
          {sending
            ? t("common.sending")
            : blocked
              ? w.no
              : t("shell.retry.go_with_price", {
                  go: warned ? t("shell.held.send_anyway") : w.go,
                  price: priceText(est.credits, est.basis),
                })}
        </button>
        <button type="button" className="link-button" disabled={sending} onClick={() => setStep({ kind: "idle" })}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  );
}
