import { useMemo } from "react";
import type { Character } from "../../api/characters";
import { shortDate } from "../../lib/format";
import { t } from "../../i18n";

/** The characters as cards: face, name, date. */
export function CharacterGrid({
  characters,
  search,
  onOpen,
}: {
  characters: Character[];
  search: string;
  onOpen: (c: Character) => void;
}) {
  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase();
    return q ? characters.filter((c) => (c.name ?? "").toLocaleLowerCase().includes(q)) : characters;
  }, [characters, search]);

  if (shown.length === 0) {
    return (
      <p className="muted" role="status">
        {t("characters.grid.none", { search: search.trim() })}
      </p>
    );
  }
  return (
    <ul className="char-grid" aria-label={t("shell.nav.characters")}>
      {shown.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="char-card"
            onClick={() => onOpen(c)}
            aria-label={t("characters.grid.open", { name: c.name || t("characters.grid.unnamed_character") })}
          >
            {c.referenceUrl ? (
              <img src={c.referenceUrl} alt="" loading="lazy" />
            ) : (
              <span className="char-noface" aria-hidden="true" />
            )}
            <span className="char-name">{c.name || t("characters.unnamed")}</span>
            <span className="char-date muted">{c.createdAt ? shortDate(c.createdAt) : ""}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
