// The form kit's field: a label, the control, a help line and its message (the field's ids: `field-<name>`,
// `<name>-help`, `<name>-err`); a text field in it (TextField), the same bound to a draft's field by name
// (DraftField); and the focus on
// the first field (in form order) with an error, which finds a field by the id Field gives it.
import type { InputHTMLAttributes, ReactNode } from "react";
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
  error?: string | null;
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
  ...field
}: Omit<TextFieldProps, "id" | "value" | "onChange" | "error"> & { bind: DraftBinding<D>; name: TextKey<D> }) {
  return (
    <TextField
      {...field}
      id={name}
      value={bind.draft[name] as string}
      error={bind.shown(name)}
      onChange={(text) => bind.update({ [name]: text } as Partial<D>, name)}
    />
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  help?: string;
  error?: string | null;
  value: string;
  onChange: (text: string) => void;
  /** A textarea of this many rows; else an input. */
  rows?: number;
  /** More lines that describe the control (a counter), before its help and message. */
  describedBy?: string;
  onBlur?: () => void;
  /** What follows the control inside the field (a meter, a counter, suggestions). */
  children?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "placeholder" | "min" | "max" | "step" | "inputMode" | "maxLength"
>;

/** A text field: its input (or textarea) tied to its help and message, in the kit's Field. */
export function TextField({
  id,
  label,
  help,
  error,
  value,
  onChange,
  rows,
  describedBy,
  onBlur,
  children,
  ...input
}: TextFieldProps) {
  const control = {
    id,
    value,
    onBlur,
    placeholder: input.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [describedBy, help && `${id}-help`, error && `${id}-err`].filter(Boolean).join(" ") || undefined,
  };
  return (
    <Field id={id} label={label} help={help} error={error}>
      {rows ? (
        <textarea {...control} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...control} {...input} onChange={(e) => onChange(e.target.value)} />
      )}
      {children}
    </Field>
  );
}
