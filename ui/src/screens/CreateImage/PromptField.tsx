// "Just a prompt": the picture in your own words (simplePrompt); in an edit, the words of the change.
import { FieldMessage } from "../../widgets/ErrorNotice";
import { t, type MessageKey } from "../../i18n";

/** The field's words (label, placeholder, help) for a prompt, a batch of prompts, or an edit's change. */
const WORDS: Record<"prompt" | "batch" | "edit", [MessageKey, MessageKey, MessageKey]> = {
  prompt: ["image.prompt.label", "image.prompt.placeholder", "image.prompt.help"],
  batch: ["image.prompt.batch_label", "image.prompt.batch_placeholder", "image.prompt.batch_help"],
  edit: ["image.prompt.edit_label", "image.prompt.edit_placeholder", "image.prompt.edit_help"],
};

function wordsOf(kind: keyof typeof WORDS): { label: string; placeholder: string; help: string } {
  const [label, placeholder, help] = WORDS[kind];
  return { label: t(label), placeholder: t(placeholder), help: t(help) };
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
