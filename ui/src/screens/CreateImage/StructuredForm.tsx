// "Describe with the form": the groups of CharacterFormData as collapsible sections, each saying
// what is filled in when closed. Empty leaves are not sent (draft.ts).
import { useState, type ReactNode } from "react";
import type { Labeled } from "../../bindings";
import { FieldMessage } from "../../widgets/ErrorNotice";
import { optionLabel, t } from "../../i18n";
import { groupValues, type Draft } from "./draft";
import { GROUPS, leafId, PHOTO_TYPE_PATH, type Group, type GroupId, type Leaf } from "../../forms/imageFields";
import { PhotoTypePicker } from "./PhotoTypePicker";

function LeafInput({
  leaf,
  value,
  error,
  onChange,
}: {
  leaf: Leaf;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const id = leafId(leaf.path);
  return (
    <div className="field leaf">
      <label htmlFor={id}>{leaf.label}</label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={leaf.hint}
        list={leaf.suggestions ? `${id}-list` : undefined}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {leaf.suggestions ? (
        <datalist id={`${id}-list`}>
          {leaf.suggestions.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      ) : null}
      <FieldMessage id={`${id}-err`} message={error} />
    </div>
  );
}

function Section({
  group,
  summary,
  open,
  hasError,
  onToggle,
  children,
}: {
  group: Group;
  summary: string[];
  open: boolean;
  hasError: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const bodyId = `group-${group.id}`;
  return (
    <section className={`fgroup${open ? " open" : ""}${hasError ? " invalid" : ""}`} data-group={group.id}>
      <h3 className="fgroup-head">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <span className="fgroup-chevron" aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          <span className="fgroup-title">{group.title}</span>
          <span className="fgroup-summary" data-testid={`summary-${group.id}`}>
            {hasError ? `⚠ ${t("image.form.needs_look")} · ` : ""}
            {summary.length ? summary.join(" · ") : t("image.form.not_set")}
          </span>
        </button>
      </h3>
      {open ? (
        <div className="fgroup-body" id={bodyId}>
          <p className="help">{group.help}</p>
          {children}
        </div>
      ) : null}
    </section>
  );
}

export function StructuredForm({
  draft,
  errors,
  photoTypes,
  onField,
}: {
  draft: Draft;
  /** Shown errors by target (a leaf path, or "photoType"). */
  errors: Record<string, string | undefined>;
  photoTypes: Labeled<string>[];
  onField: (path: string, value: string) => void;
}) {
  const [open, setOpen] = useState<Partial<Record<GroupId, boolean>>>({ subject: true });
  const ptLabel = (v: string) =>
    optionLabel("photo_type", { value: v, label: photoTypes.find((p) => p.value === v)?.label ?? v });
  return (
    <div className="structured" role="group" aria-label={t("image.mode.form.title")}>
      {GROUPS.map((g) => {
        const leafErr = g.id === "composition" ? errors.photoType : g.leaves.map((l) => errors[l.path]).find(Boolean);
        const isOpen = Boolean(open[g.id]) || Boolean(leafErr);
        return (
          <Section
            key={g.id}
            group={g}
            summary={groupValues(draft, g.id, ptLabel)}
            open={isOpen}
            hasError={Boolean(leafErr)}
            onToggle={() => setOpen((o) => ({ ...o, [g.id]: !isOpen }))}
          >
            {g.id === "composition" ? (
              <PhotoTypePicker
                types={photoTypes}
                value={draft.fields[PHOTO_TYPE_PATH] ?? ""}
                error={errors.photoType}
                onChange={(v) => onField(PHOTO_TYPE_PATH, v)}
              />
            ) : (
              <div className="leaf-grid">
                {g.leaves.map((l) => (
                  <LeafInput
                    key={l.path}
                    leaf={l}
                    value={draft.fields[l.path] ?? ""}
                    error={errors[l.path]}
                    onChange={(v) => onField(l.path, v)}
                  />
                ))}
              </div>
            )}
          </Section>
        );
      })}
    </div>
  );
}
