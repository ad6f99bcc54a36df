// Suggested words for a free-text field, as a row of chips: a chip puts its words in the field (pressed again,
// it empties the field); anything typed in the field stays as typed. The field is the value; the chips only fill it.
export function Suggestions({
  label,
  words,
  value,
  onPick,
}: {
  /** What the row is, for screen readers ("Suggested styles"). */
  label: string;
  /** Each chip's words, as they go in the field. */
  words: readonly string[];
  /** The field's text now: the chip with the same words (any case) shows pressed. */
  value: string;
  onPick: (words: string) => void;
}) {
  const now = value.trim().toLowerCase();
  return (
    <div className="chip-row suggestions" role="group" aria-label={label}>
      {words.map((w) => {
        const on = now === w.toLowerCase();
        return (
          <button key={w} type="button" className="chip" aria-pressed={on} onClick={() => onPick(on ? "" : w)}>
            {w.charAt(0).toUpperCase() + w.slice(1)}
          </button>
        );
      })}
    </div>
  );
}
