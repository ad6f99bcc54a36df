// "Just a prompt": the picture in your own words (simplePrompt).
import { FieldMessage } from "../../components/ErrorNotice";

export function PromptField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="prompt">Describe your image</label>
      <textarea
        id="prompt"
        rows={3}
        value={value}
        placeholder="For example: a woman with curly red hair laughing in a sunny café, warm morning light"
        aria-invalid={error ? true : undefined}
        aria-describedby={`prompt-help${error ? " prompt-err" : ""}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="help" id="prompt-help">
        Write it the way you'd tell a photographer: who, what they're doing, where, and the light.
      </p>
      <FieldMessage id="prompt-err" message={error} />
    </div>
  );
}
