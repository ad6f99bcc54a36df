// "Just a prompt": the picture in your own words (simplePrompt); in an edit, the words of the change.
import { FieldMessage } from "../../widgets/ErrorNotice";
import { t } from "../../i18n";

/** The field's words for a prompt, a batch of prompts, or an edit's change. */
function wordsOf(kind: "prompt" | "batch" | "edit"): { label: string; placeholder: string; help: string } {
  switch (kind) {
    case "prompt":
      return {
        label: t("image.prompt.label"),
        placeholder: t("image.prompt.placeholder"),
        help: t("image.prompt.help"),
      };
    case "batch":
      return {
        label: t("image.prompt.batch_label"),
        placeholder: t("image.prompt.batch_placeholder"),
        help: t("image.prompt.batch_help"),
      };
    case "edit":
      return {
        label: t("image.prompt.edit_label"),
        placeholder: t("image.prompt.edit_placeholder"),
        help: t("image.prompt.edit_help"),
      };
  }
}

export function PromptField({
  value,
  error,
  onChange,
  edit = false,
  batch = false,
}: {
  value: string;
  error?: string;
  onChange: (v: string) => void;
  /** The words of an edit's change. */
  edit?: boolean;
  /** Several prompts, one per line. */
  batch?: boolean;
}) {
  const words = wordsOf(edit ? "edit" : batch ? "batch" : "prompt");
  return (
    <div className="field">
      <label htmlFor="prompt">{words.label}</label>
      <textarea
        id="prompt"
        rows={batch ? 6 : 3}
        value={value}
        placeholder={words.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`prompt-help${error ? " prompt-err" : ""}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="help" id="prompt-help">
        {words.help}
      </p>
      <FieldMessage id="prompt-err" message={error} />
    </div>
  );
}
