// "Try again" on a failed job in the tray: the cost is shown again (credits now, balance after, or why
// it can't be sent) before anything is spent; confirming sends a new job, which joins the tray.
import { useEffect, useState } from "react";
import { ApiError, headlineFor, type Estimate, type TrackedJob } from "../api";
import { jobsApi } from "../api/jobs";
import { formatCredits, formatNumber } from "../lib/format";
import { useSpendPress } from "../lib/useSpendPress";
import { useStudio } from "../state";
import "./jobs.css";

type Step =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "confirm"; estimate: Estimate }
  | { kind: "sending"; estimate: Estimate }
  | { kind: "error"; error: ApiError };

export function JobRetry({ job }: { job: TrackedJob }) {
  const { handleError, trackJob } = useStudio();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [sent, setSent] = useState(false);
  const { press } = useSpendPress();
  useEffect(() => setStep({ kind: "idle" }), [job.id]);
  const id = `retry-${job.id}`;

  const check = async () => {
    setSent(false);
    setStep({ kind: "checking" });
    try {
      setStep({ kind: "confirm", estimate: await jobsApi.resubmitEstimate(job.id) });
    } catch (e) {
      setStep({ kind: "error", error: handleError(e) });
    }
  };
  const send = (estimate: Estimate) =>
    press(async (intent) => {
      setStep({ kind: "sending", estimate });
      try {
        trackJob(await jobsApi.resubmit(intent, job.id));
        setStep({ kind: "idle" });
        setSent(true);
        return true;
      } catch (e) {
        setStep({ kind: "error", error: handleError(e) });
        return false;
      }
    });

  if (step.kind === "idle" || step.kind === "checking") {
    return (
      <div className="job-retry">
        <button type="button" className="button small" disabled={step.kind === "checking"} onClick={() => void check()}>
          {step.kind === "checking" ? "Working out the cost…" : "Try again…"}
        </button>
        {sent ? (
          <p className="job-retry-sent" role="status">
            ✓ Sent again: the new job is at the top of this list.
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
            Check again
          </button>
          <button type="button" className="link-button" onClick={() => setStep({ kind: "idle" })}>
            Close
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
        Try again with the same settings
      </p>
      {est.errors.length ? (
        <ul className="job-retry-errors">
          {est.errors.map((e, i) => (
            <li key={i} className="field-error">
              <span aria-hidden="true">⚠ </span>
              {e.message}
            </li>
          ))}
        </ul>
      ) : est.short ? (
        <p className="field-error">
          <span aria-hidden="true">⚠ </span>Not enough credits: this needs {formatCredits(est.credits)}, you have{" "}
          {formatNumber(est.balance)}.
        </p>
      ) : (
        <p className="job-retry-cost">
          Costs <strong>{formatCredits(est.credits)}</strong>
          {est.balanceAfter != null ? (
            <>
              {" "}
              · you'll have <strong>{formatNumber(est.balanceAfter)}</strong> left
            </>
          ) : null}
        </p>
      )}
      <div className="inline-row wrap">
        <button
          type="button"
          className="button small primary"
          disabled={blocked || step.kind === "sending"}
          onClick={() => void send(est)}
        >
          {step.kind === "sending"
            ? "Sending…"
            : blocked
              ? "Can't try again"
              : `Try again — ${formatCredits(est.credits)}`}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={step.kind === "sending"}
          onClick={() => setStep({ kind: "idle" })}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
