// The form kit's field: a label, the control, a help line and its message (the field's ids: `field-<name>`,
// `<name>-help`, `<name>-err`); the text field bound to a draft's field by name (DraftField); and the focus on
// the first field (in form order) with an error, which finds a field by the id Field gives it.
import type { ReactNode } from "react";
import type { FieldError } from "../api";
import { FieldMessage } from "../widgets/ErrorNotice";
import { byLastPart, fieldMessages } from "./fieldErrors";

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
  children: ReactNode;
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

/** A draft with the form's update and shown messages, as the fields read it. */
export interface DraftBinding<D> {
  draft: D;
  update: (patch: Partial<D>, field: string) => void;
  shown: (field: string) => string | undefined;
}

/** The names of a draft's text fields. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;

export function DraftField<D>({
  bind,
  name,
  label,
  help,
  rows,
  type,
  placeholder,
  min,
  max,
  children,
}: {
  bind: DraftBinding<D>;
  name: TextKey<D>;
  label: string;
  help?: string;
  /** A textarea of this many rows; else an input. */
  rows?: number;
  type?: "url" | "number";
  placeholder?: string;
  min?: number;
  max?: number;
  /** What follows the control inside the field (a meter, suggestions). */
  children?: ReactNode;
}) {
  const value = bind.draft[name] as string;
  const onChange = (text: string) => bind.update({ [name]: text } as Partial<D>, name);
  return (
    <Field id={name} label={label} help={help} error={bind.shown(name)}>
      {rows ? (
        <textarea
          id={name}
          rows={rows}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={name}
          type={type}
          placeholder={placeholder}
          min={min}
          max={max}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {children}
    </Field>
  );
}
