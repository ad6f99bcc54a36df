import { useState } from "react";
import { FieldMessage } from "../widgets/ErrorNotice";
import { CharacterMore, CharacterSearch } from "../widgets/PickSearch";
import { useCharacterPick } from "../lib/useCharacterPick";
import { t } from "../i18n";
import "./characterPicker.css";

/**
 * An optional face: "No character" or one of the saved characters (every one: searched by name, a page at
 * a time), as picture cards. Slideshows and Recipes use it (`id` names its fields).
 */
export function CharacterPicker({
  value,
  error,
  onChange,
  id = "ss-character",
  legend = t("slideshows.character.legend"),
  noneHelp = t("slideshows.character.none_help"),
}: {
  value: string;
  error?: string;
  onChange: (id: string) => void;
  id?: string;
  legend?: string;
  noneHelp?: string;
}) {
  const [search, setSearch] = useState("");
  const pick = useCharacterPick(search);
  const chars = pick.items;
  // Every card is a radio of one group, named by the picker's `id` (arrow keys move between them).
  const card = (cid: string, name: string, url: string | null | undefined) => (
    <label key={cid || "none"} className={`ss-char ${value === cid ? "selected" : ""}`} data-id={cid}>
      <input
        type="radio"
        className="visually-hidden"
        name={id}
        value={cid}
        checked={value === cid}
        onChange={() => onChange(cid)}
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
      <legend>{legend}</legend>
      {pick.loaded && chars.length === 0 && !search.trim() && !pick.error ? (
        <p className="help">{noneHelp}</p>
      ) : (
        <CharacterSearch id={`${id}-search`} pick={pick} value={search} onChange={setSearch} />
      )}
      <div className="ss-chars">
        {card("", t("slideshows.character.none"), null)}
        {chars.map((c) => card(c.id, c.name || t("slideshows.character.unnamed"), c.referenceUrl))}
      </div>
      <CharacterMore pick={pick} />
      <FieldMessage id={`${id}-err`} message={error} />
    </fieldset>
  );
}
