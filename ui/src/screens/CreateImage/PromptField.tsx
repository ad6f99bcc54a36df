// "Just a prompt": the picture in your own words (simplePrompt); in an edit, the words of the change.
import { FieldMessage } from "../../components/ErrorNotice";

const WORDS = {
  prompt: {
    label: "Describe your image",
    placeholder: "For example: a woman with curly red hair laughing in a sunny café, warm morning light",
    help: "Write it the way you'd tell a photographer: who, what they're doing, where, and the light.",
  },
  batch: {
    label: "Your prompts, one per line",
    placeholder:
      "A woman laughing in a sunny café\nThe same woman cycling along the river\nHer reading in a quiet library",
    help: "Each line is one job with the settings below; empty lines are skipped.",
  },
  edit: {
    label: "What should change?",
    placeholder: "For example: make the jacket red, or put her on a beach at sunset",
    help: "Say what to change and what to keep; the picture above is sent with your words.",
  },
};

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
  const words = WORDS[edit ? "edit" : batch ? "batch" : "prompt"];
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
