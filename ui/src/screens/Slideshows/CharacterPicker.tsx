import { useEffect, useState } from "react";
import { charactersApi, type Character } from "../../api/characters";
import { FieldMessage } from "../../components/ErrorNotice";

/** Optional face for the slides: "No character" or one of the saved characters, as picture cards. */
export function CharacterPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const [chars, setChars] = useState<Character[] | null>(null);
  useEffect(() => {
    charactersApi.list(50, 0).then(
      (p) => setChars(p.characters),
      () => setChars([]),
    );
  }, []);
  const card = (id: string, name: string, url: string | null | undefined) => (
    <label key={id || "none"} className={`ss-char ${value === id ? "selected" : ""}`} data-id={id}>
      <input
        type="radio"
        className="visually-hidden"
        name="ss-character"
        value={id}
        checked={value === id}
        onChange={() => onChange(id)}
      />
      {url ? (
        <img src={url} alt="" />
      ) : (
        <span className="ss-char-none" aria-hidden="true">
          –
        </span>
      )}
      <span>{name}</span>
    </label>
  );
  return (
    <fieldset className="field">
      <legend>Face in the slides (optional)</legend>
      {chars && chars.length === 0 ? (
        <p className="help">No saved characters yet: the slides show people made up from your topic.</p>
      ) : null}
      <div className="ss-chars">
        {card("", "No character", null)}
        {(chars ?? []).map((c) => card(c.id, c.name || "Unnamed", c.referenceUrl))}
      </div>
      <FieldMessage id="ss-character-err" message={error} />
    </fieldset>
  );
}
