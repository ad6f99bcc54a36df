// The field of the Video and Music forms (a label, the control, a help line and its message) and the focus
// on the first field (in form order) with an error, which finds a field by the id this one gives it.
import type { FieldError } from "../../api";
import { FieldMessage } from "../ErrorNotice";
import { byLastPart, fieldMessages } from "../../forms/fieldErrors";

/** Moves focus to the first field (in form order) that has an error; true when there was one. */
export function focusFirstError(
  order: readonly string[],
  errors: FieldError[],
  map: (k: string) => string = (k) => k,
): boolean {
  const byField = fieldMessages(errors, byLastPart(map));
  const first = order.find((f) => byField[f]);
  if (!first) return false;
  const field = document.getElementById(`field-${first}`);
  // The whole field (with its message) comes into view, not just its first control, which may be hidden.
  field?.querySelector<HTMLElement>("input:not([type=range]), textarea, select")?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: "start" });
  return true;
}

export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="field" id={`field-${id}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {help ? (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      <FieldMessage id={`${id}-err`} message={error} />
    </div>
  );
}
