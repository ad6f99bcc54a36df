// The state every spending form of Video, Avatar and Music keeps beside its draft: which fields were
// touched, whether Submit was pressed, the service's own field errors, and the one submission (checked
// against the live estimate first: fields, then credits — nothing is sent that the estimate refuses).
// A press is one intent (lib/useSpendPress.ts): a double click or a repeated Enter starts one job, and a
// press the core answers "may have been charged" is held (`hold`) until the person says to send it again.
import { useState, type Dispatch, type SetStateAction } from "react";
import type { ApiError, FieldError } from "../api";
import { spendApi, type SpendRequest } from "../api/spend";
import { passOnHold, useSpendPress } from "../lib/useSpendPress";
import { LOST_WHILE_SENT } from "../lib/price";
import { useHandleError, useTrackJob } from "../state";
import { focusFirstError } from "./VideoShared";
import { submitErrors } from "./VideoCost";

interface Checked {
  errors: FieldError[];
  ready: boolean;
}

export function useSpendForm<D>({
  setDraft,
  fieldOrder,
  fieldOf = (k) => k,
  current,
  requestKey,
}: {
  setDraft: Dispatch<SetStateAction<D>>;
  /** The form's fields top to bottom: the first with an error gets the focus. */
  fieldOrder: readonly string[];
  /** The form field a request field's error belongs to. */
  fieldOf?: (k: string) => string;
  /** The live estimate, brought up to date with the draft. */
  current: () => Promise<Checked | null>;
  /** What the form would send now: a held press lets go when it changes. */
  requestKey?: unknown;
}) {
  const handleError = useHandleError();
  const trackJob = useTrackJob();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [startError, setStartError] = useState<ApiError | null>(null);
  const [started, setStarted] = useState<string | null>(null);

  /** Changes the draft; the field counts as touched and loses the service's old message about it. */
  const update = (patch: Partial<D>, field: string) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((s) => {
      const n = { ...s };
      delete n[field];
      return n;
    });
    setStarted(null);
  };

  /** A field's message is shown once it was touched, Submit was pressed, or the service named it. */
  const shownOf = (errors: Record<string, string>) => (f: string) =>
    submitted || touched[f] || serverErrors[f] ? errors[f] : undefined;

  const { press, phase, hold } = useSpendPress(requestKey);

  /** Sends `request` through the one door once per press, with its intent; `startedText` confirms it. */
  const submit = (request: SpendRequest, startedText: string) =>
    press(async (intent) => {
      setSubmitted(true);
      setStartError(null);
      const est = await current();
      if (!est) return false;
      if (focusFirstError(fieldOrder, est.errors, fieldOf)) return false;
      if (!est.ready) return false;
      try {
        const jobs = await spendApi.spend(intent, request);
        jobs.forEach(trackJob);
        setSubmitted(false);
        setTouched({});
        setStarted(jobs.some((j) => j.mayHaveStarted) ? LOST_WHILE_SENT : startedText);
        return true;
      } catch (raw) {
        passOnHold(raw);
        const r = submitErrors(handleError(raw), fieldOf);
        setServerErrors(r.fields);
        setStartError(r.general);
        return false;
      }
    });

  return { update, shownOf, submit, serverErrors, startError, started, phase, hold };
}
