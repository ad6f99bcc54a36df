// The gallery's "Character" filter: everyone, no character, or one character out of every character (searched
// by name, read a page at a time with "Show more": the pickers' own lib/useCharacterPick.ts), in a panel
// under a button.
import { useState } from "react";
import { CharacterMore, CharacterSearch } from "../../widgets/PickSearch";
import { Popover } from "../../widgets/Popover";
import { t } from "../../i18n";
import type { CharacterPick } from "../../lib/useCharacterPick";

export type CharacterName = { id: string; name: string };

/** The filter's value for "no character". */
export const UNASSIGNED = "__none";

const PANEL = "gallery-who-panel";
const SEARCH = "gallery-who-search";

export function CharacterFilter({
  value,
  onChange,
  pick,
  search,
  onSearch,
  known,
}: {
  /** "" for everyone, UNASSIGNED, or a character's id. */
  value: string;
  onChange: (value: string) => void;
  pick: CharacterPick;
  search: string;
  onSearch: (words: string) => void;
  /** Names learnt elsewhere (the sync with the service), shown once every page is read. */
  known: CharacterName[];
}) {
  const [open, setOpen] = useState(false);
  const words = search.trim().toLowerCase();
  const read = new Set(pick.read.map((c) => c.id));
  const extra = pick.hasMore
    ? []
    : known.filter((c) => !read.has(c.id) && c.name.toLowerCase().includes(words)).map((c) => ({ ...c, url: null }));
  const list = [...pick.items.map((c) => ({ id: c.id, name: c.name ?? "", url: c.referenceUrl ?? null })), ...extra];
  const nameOf = (id: string) =>
    pick.read.find((c) => c.id === id)?.name || known.find((c) => c.id === id)?.name || t("gallery.who.unnamed");
  const shown =
    value === "" ? t("gallery.who.everyone") : value === UNASSIGNED ? t("gallery.who.unassigned") : nameOf(value);
  const opener = () => document.querySelector<HTMLElement>(`[aria-controls="${PANEL}"]`);
  const choose = (v: string) => {
    setOpen(false);
    onChange(v);
    opener()?.focus();
  };
  const option = (id: string, name: string, url: string | null, face: boolean) => (
    <button
      key={id || "everyone"}
      type="button"
      className="who-option"
      aria-pressed={value === id}
      data-id={id}
      onClick={() => choose(id)}
    >
      {face ? url ? <img src={url} alt="" loading="lazy" /> : <span className="who-face" aria-hidden="true" /> : null}
      <span>{name}</span>
    </button>
  );
  return (
    <div className="gallery-who gallery-who-pick">
      <span>{t("gallery.who.label")}</span>
      <button
        type="button"
        className="who-button"
        aria-label={t("gallery.who.button", { name: shown })}
        aria-expanded={open}
        aria-controls={PANEL}
        onClick={() => {
          setOpen(!open);
          // Opened: the whole panel in view, and the name search takes the keys.
          if (!open)
            requestAnimationFrame(() => {
              document.getElementById(PANEL)?.scrollIntoView({ block: "nearest" });
              document.getElementById(SEARCH)?.focus({ preventScroll: true });
            });
        }}
      >
        <span className="who-chosen">{shown}</span> <span aria-hidden="true">▾</span>
      </button>
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        id={PANEL}
        label={t("gallery.who.panel")}
        className="popover-left who-panel"
      >
        <CharacterSearch id={SEARCH} pick={pick} value={search} onChange={onSearch} />
        <div className="who-options" role="group" aria-label={t("gallery.who.options")}>
          {option("", t("gallery.who.everyone"), null, false)}
          {option(UNASSIGNED, t("gallery.who.unassigned"), null, false)}
          {list.map((c) => option(c.id, c.name || t("gallery.who.unnamed"), c.url, true))}
        </div>
        {pick.loaded && list.length === 0 && !words && !pick.error ? (
          <p className="muted">{t("gallery.who.none")}</p>
        ) : null}
        <CharacterMore pick={pick} />
      </Popover>
    </div>
  );
}
