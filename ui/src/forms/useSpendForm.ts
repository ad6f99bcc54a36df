// The state a spending form keeps beside its draft: its messages by field (which fields were touched, whether
// Submit was pressed, the service's own field errors: useFieldMessages, Create image's too), and for Video,
// Avatar and Music the live estimate of what it would send (forms/useSpendEstimate.ts) with the one
// submission (forms/useSubmit.ts), checked against the live estimate first: fields, then credits.
import { useState, type Dispatch, type SetStateAction } from "react";
import type { SpendRequest } from "../api/spend";
import { fieldKey } from "../lib/format";
import { byLastPart } from "./fieldErrors";
import { focusFirstError } from "./Field";
import { useDraft, type DraftOptions } from "./useDraft";
import type { RecallNote } from "../state/recall";
import { usePresets, type PresetPart } from "./usePresets";
import { useSpendEstimate } from "./useSpendEstimate";
import { useSpend } from "./useSubmit";

/** A form's messages by field: shown once the field was touched, Submit was pressed, or the service named it. */
export function useFieldMessages<D>(setDraft: Dispatch<SetStateAction<D>>, changed: () => void) {
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  /** The field counts as touched and loses the service's old message about it. */
  const touch = (field: string) => {
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((s) => {
      if (!s[field]) return s;
      const n = { ...s };
      delete n[field];
      return n;
    });
  };
  return {
    serverErrors,
    touch,
    /** Changes the draft (a change of `field` touches it). */
    update: (patch: Partial<D>, field?: string) => {
      setDraft((d) => ({ ...d, ...patch }));
      if (field) touch(field);
      changed();
    },
    /** The messages shown now of `errors`; `always` are shown from the start. */
    shownOf:
      (errors: Record<string, string>, always?: (field: string) => boolean) =>
      (f: string): string | undefined =>
        submitted || touched[f] || serverErrors[f] || always?.(f) ? errors[f] : undefined,
    /** Submit was pressed: every field's message shows. */
    pressed: () => setSubmitted(true),
    /** A fresh form (sent, a preset loaded): no message shows until touched again. */
    reset: () => {
      setSubmitted(false);
      setTouched({});
    },
    /** The service refused the field with this message (shown until the field is changed). */
    refuse: (field: string, message: string) => setServerErrors({ [field]: message }),
  };
}

/**
 * A spending form whole: its draft (forms/useDraft.ts), what it would send (`spend`, from the draft as it is
 * now), its live estimate, its messages, its one submission (checked against the live estimate first: fields,
 * then credits) and its presets (forms/usePresets.ts).
 * `page` is what forms/SpendFormPage.tsx takes of it.
 */
export function useDraftedSpendForm<D>(
  name: string,
  {
    draft: options,
    spend,
    fieldOrder,
    fieldOf = (k) => k,
    presets: part,
  }: {
    draft: DraftOptions<D, RecallNote>;
    /** What the form would send now (estimated live; a held press lets go when it changes). */
    spend: (draft: D) => SpendRequest;
    /** The form's fields top to bottom: the first with an error gets the focus. */
    fieldOrder: readonly string[];
    /** The form field a request field's error belongs to (by the last part of its path). */
    fieldOf?: (k: string) => string;
    presets: PresetPart<D>;
  },
) {
  const drafted = useDraft<D>(name, options);
  const { draft, setDraft } = drafted;
  const request = spend(draft);
  const live = useSpendEstimate(request, { fieldOf: byLastPart(fieldOf) });
  const messages = useFieldMessages(setDraft, () => sent.clear());
  const sent = useSpend(request, {
    check: async () => {
      messages.pressed();
      const est = await live.current();
      return est != null && !focusFirstError(fieldOrder, est.errors, fieldOf) && est.ready;
    },
    then: () => messages.reset(),
    refused: (err) => {
      // A validation refusal of a request field goes to the form field it belongs to.
      const field = err.code === "validation" && err.field ? fieldOf(fieldKey(err.field)) : null;
      if (field) messages.refuse(field, err.message);
      return field != null;
    },
  });
  /** Every field's message: the estimate's, then the service's own from the last send (they win). A new
   * object each render: the form may put its own words over one. */
  const errors = { ...live.fields, ...messages.serverErrors };
  const form = { live, errors, update: messages.update, shownOf: messages.shownOf, sent };
  const presets = usePresets(draft, setDraft, part);
  return { draft, form, page: { name, draft: drafted, presets, form, fieldOrder } };
}
