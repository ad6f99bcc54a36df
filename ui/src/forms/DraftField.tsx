// The form kit's text field bound to a draft: a labelled input (or a textarea, given `rows`) whose value is
// the draft's field of the same name, whose change updates it (the field counts as touched: useSpendForm's
// `update`), and whose message is the one the form shows now. The label, help and message are
// components/media/Field.tsx's, so the field's ids (`field-<name>`, `<name>-help`, `<name>-err`) stay.
import type { ReactNode } from "react";
import { Field } from "../components/media/Field";

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
