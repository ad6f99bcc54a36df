import { ALL_FIELDS, FIELD_GROUPS, type CharacterField } from "../../api/characters";
import { FieldMessage } from "../../widgets/ErrorNotice";

export type FieldValues = Record<CharacterField, string>;

export function fieldValues(of: (key: CharacterField) => string | null | undefined = () => ""): FieldValues {
  return Object.fromEntries(ALL_FIELDS.map((k) => [k, of(k) ?? ""])) as FieldValues;
}

/** The optional descriptive fields, grouped; every one optional. */
export function CharacterFields({
  values,
  errors,
  onChange,
  idPrefix,
}: {
  values: FieldValues;
  errors: Record<string, string>;
  onChange: (key: CharacterField, value: string) => void;
  idPrefix: string;
}) {
  return (
    <div className="char-groups">
      {FIELD_GROUPS.map((g) => (
        <fieldset key={g.title} className="field char-group">
          <legend>{g.title}</legend>
          <div className="char-group-fields">
            {g.fields.map((f) => {
              const id = `${idPrefix}-${f.key}`;
              const err = errors[f.key];
              return (
                <div key={f.key} className={`field${f.key === "description" ? " wide" : ""}`}>
                  <label htmlFor={id}>{f.label}</label>
                  <input
                    id={id}
                    value={values[f.key]}
                    placeholder={f.hint}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? `${id}-error` : undefined}
                    onChange={(e) => onChange(f.key, e.target.value)}
                  />
                  <FieldMessage id={`${id}-error`} message={err} />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
