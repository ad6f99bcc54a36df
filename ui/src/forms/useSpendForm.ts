// The state every spending form of Video, Avatar and Music keeps beside its draft: the live estimate of
// what it would send (forms/useSpendEstimate.ts) and its messages by field, which fields were touched,
// whether Submit was pressed, the service's own field errors, and the one submission (checked against the
// live estimate first: fields, then credits — nothing is sent that the estimate refuses).
// A press is one intent (forms/useSpendPress.ts): a double click or a repeated Enter starts one job, and a
// press the core answers "may have been charged" is held (`hold`) until the person says to send it again.
import { useState, type Dispatch, type SetStateAction } from "react";
import type { ApiError } from "../api";
import { spendApi, type SpendRequest } from "../api/spend";
import { byLastPart } from "./fieldErrors";
import { useSpendEstimate } from "./useSpendEstimate";
import { passOnHold, useSpendPress } from "./useSpendPress";
import { LOST_WHILE_SENT } from "../lib/price";
import { useHandleError, useTrackJob } from "../state";
import { focusFirstError } from "./Field";
import { submitErrors } from "./VideoCost";
import { useDraft, type DraftOptions } from "./useDraft";
import type { RecallNote } from "../lib/recall";
import { usePresets, type PresetPart } from "./usePresets";

export function useSpendForm<D>({
  setDraft,
  spend,
  fieldOrder,
  fieldOf = (k) => k,
}: {
  setDraft: Dispatch<SetStateAction<D>>;
  /** What the form would send now: estimated live; a held press lets go when it changes. */
  spend: SpendRequest;
  /** The form's fields top to bottom: the first with an error gets the focus. */
  fieldOrder: readonly string[];
  /** The form field a request field's error belongs to (by the last part of its path). */
  fieldOf?: (k: string) => string;
}) {
  const live = useSpendEstimate(spend, { fieldOf: byLastPart(fieldOf) });
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

  const { press, phase, hold } = useSpendPress(spend);

  /** Sends what the form would send now through the one door once per press, with its intent;
   * `startedText` confirms it. */
  const submit = (startedText: string) =>
    press(async (intent) => {
      setSubmitted(true);
      setStartError(null);
      const est = await live.current();
      if (!est) return false;
      if (focusFirstError(fieldOrder, est.errors, fieldOf)) return false;
      if (!est.ready) return false;
      try {
        const jobs = await spendApi.spend(intent, spend);
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

  /** Every field's message: the estimate's, then the service's own from the last send (they win). A new
   * object each render: the form may put its own words over one. */
  const errors = { ...live.fields, ...serverErrors };

  return { live, errors, update, shownOf, submit, startError, started, phase, hold };
}

/**
 * A spending form whole: its draft (forms/useDraft.ts), what it would send (`spend`, from the draft as it is
 * now), its estimate, messages and submission (useSpendForm) and its presets (forms/usePresets.ts).
 * `page` is what forms/SpendFormPage.tsx takes of it.
 */
export function useDraftedSpendForm<D>(
  name: string,
  {
    draft: options,
    spend,
    fieldOrder,
    fieldOf,
    presets: part,
  }: {
    draft: DraftOptions<D, RecallNote>;
    spend: (draft: D) => SpendRequest;
    fieldOrder: readonly string[];
    fieldOf?: (k: string) => string;
    presets: PresetPart<D>;
  },
) {
  const drafted = useDraft<D>(name, options);
  const { draft, setDraft } = drafted;
  const form = useSpendForm<D>({ setDraft, spend: spend(draft), fieldOrder, fieldOf });
  const presets = usePresets(draft, setDraft, part);
  return { draft, form, page: { name, draft: drafted, presets, form, fieldOrder } };
}
