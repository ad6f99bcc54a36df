// What the gallery shows: prompt words, the kind chips with their counts, sort, favourites, whose
// pictures (a character, or none), provider, days, a collection; and the Trash toggle.
import { useEffect, useRef, useState, type Ref } from "react";
import type { Collection, GallerySort, Shelf, ShelfCount, Tag } from "../../api/gallery";
import { formatNumber } from "../../lib/format";
import { makerChoices } from "../../lib/makerNames";
import type { CharacterPick } from "../../lib/useCharacterPick";
import { useCatalogue } from "../../state";
import { CharacterFilter, UNASSIGNED, type CharacterName } from "./CharacterFilter";
import type { Filter } from "./usePages";

export const SHELVES: Array<{ shelf: Shelf | null; label: string }> = [
  { shelf: null, label: "All" },
  { shelf: "image", label: "Images" },
  { shelf: "video", label: "Videos" },
  { shelf: "music", label: "Music" },
  { shelf: "slideshow", label: "Slideshows" },
  { shelf: "tool", label: "Tool results" },
];

const SORTS: Array<{ sort: GallerySort; label: string }> = [
  { sort: "newest", label: "Newest first" },
  { sort: "oldest", label: "Oldest first" },
  { sort: "cost", label: "Cost, highest first" },
];

/** While a search is still on its way, how long typing must rest before the next one is sent anyway. */
const TYPING_MS = 250;

/** Switches between the gallery and its Trash (sits in the screen's head). */
export function TrashToggle({ trash, onChange }: { trash: boolean; onChange: (trash: boolean) => void }) {
  return (
    <button
      type="button"
      className={`button trash-toggle${trash ? " primary" : ""}`}
      aria-pressed={trash}
      onClick={() => onChange(!trash)}
    >
      <TrashIcon />
      {trash ? "Back to the gallery" : "Trash"}
    </button>
  );
}

/** The count beside a chip: the shelf's, or for "All" every shelf's together (null while unknown). */
export function chipCount(counts: ShelfCount[] | null, shelf: Shelf | null): number | null {
  if (!counts) return null;
  if (shelf == null) return counts.reduce((n, c) => n + c.count, 0);
  return counts.find((c) => c.shelf === shelf)?.count ?? 0;
}

export function Filters({
  filter,
  onChange,
  characters,
  providers,
  searchRef,
  collections,
  counts,
  searching,
  onNewCollection,
  onRenameCollection,
  onDeleteCollection,
  tags,
  onRenameTag,
  onDeleteTag,
}: {
  filter: Filter;
  onChange: (f: Filter) => void;
  /** The list of the current filter has not arrived yet. */
  searching: boolean;
  /** Every character (a page at a time), the words searched, and names learnt from the sync. */
  characters: { pick: CharacterPick; search: string; onSearch: (words: string) => void; known: CharacterName[] };
  /** The makers of the library's items, by slug. */
  providers: string[];
  /** The prompt search box (Ctrl/Cmd+F). */
  searchRef?: Ref<HTMLInputElement>;
  collections: Collection[];
  counts: ShelfCount[] | null;
  onNewCollection: () => void;
  onRenameCollection: (c: Collection) => void;
  onDeleteCollection: (c: Collection) => void;
  tags: Tag[];
  onRenameTag: (t: Tag) => void;
  onDeleteTag: (t: Tag) => void;
}) {
  const { providerName } = useCatalogue();
  const makers = makerChoices(providers, providerName);
  const chosen = collections.find((c) => c.id === filter.collectionId) ?? null;
  const chosenTag = tags.find((t) => t.id === filter.tagId) ?? null;
  const who = filter.unassigned ? UNASSIGNED : (filter.characterId ?? "");
  const [text, setText] = useState(filter.text ?? "");
  // The search runs as the person types, one at a time: the words go at once unless the previous
  // search's first page is still on its way (`searching`); then the latest words go when it arrives (or
  // when typing has rested, should it never come). A filter changed elsewhere (Show everything) empties the box.
  // What this box last sent: the filter coming back with it must not overwrite keys typed since.
  const sent = useRef<string | null>(filter.text || null);
  useEffect(() => {
    if ((filter.text || null) === sent.current) return;
    sent.current = filter.text || null;
    setText(filter.text ?? "");
  }, [filter.text]);
  useEffect(() => {
    // Blank words are no search: only a change of what is searched is sent (spaces alone sent again on
    // every render would never settle).
    const words = text.trim() ? text : null;
    if (words === (filter.text || null)) return;
    const send = () => {
      sent.current = words;
      onChange({ ...filter, text: words });
    };
    if (!searching) {
      send();
      return;
    }
    const t = setTimeout(send, TYPING_MS);
    return () => clearTimeout(t);
  }, [text, filter, onChange, searching]);
  return (
    <div className="gallery-filters" role="group" aria-label="Show">
      <div className="gallery-search-row">
        <input
          ref={searchRef}
          type="search"
          className="gallery-search"
          aria-label="Search prompts"
          placeholder="Search prompt words"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="gallery-who">
          <span>Sort</span>
          <select value={filter.sort} onChange={(e) => onChange({ ...filter, sort: e.target.value as GallerySort })}>
            {SORTS.map((s) => (
              <option key={s.sort} value={s.sort}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="chip"
          aria-pressed={filter.favourites}
          onClick={() => onChange({ ...filter, favourites: !filter.favourites })}
        >
          ★ Favourites
        </button>
      </div>
      <div className="chip-row" role="group" aria-label="Kind">
        {SHELVES.map((k) => {
          const n = chipCount(counts, k.shelf);
          return (
            <button
              key={k.label}
              type="button"
              className="chip"
              aria-pressed={filter.shelf === k.shelf && filter.kind == null}
              onClick={() => onChange({ ...filter, shelf: k.shelf, kind: null })}
            >
              {k.label}
              {n != null ? <span className="chip-count"> {formatNumber(n)}</span> : null}
            </button>
          );
        })}
      </div>
      <div className="gallery-search-row">
        <CharacterFilter
          value={who}
          onChange={(v) =>
            onChange({ ...filter, characterId: v && v !== UNASSIGNED ? v : null, unassigned: v === UNASSIGNED })
          }
          pick={characters.pick}
          search={characters.search}
          onSearch={characters.onSearch}
          known={characters.known}
        />
        <label className="gallery-who">
          <span>Provider</span>
          <select
            value={filter.provider ?? ""}
            onChange={(e) => onChange({ ...filter, provider: e.target.value || null })}
          >
            <option value="">Any</option>
            {makers.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="gallery-who">
          <span>From</span>
          <input
            type="date"
            value={filter.from ?? ""}
            onChange={(e) => onChange({ ...filter, from: e.target.value || null })}
          />
        </label>
        <label className="gallery-who">
          <span>To</span>
          <input
            type="date"
            value={filter.to ?? ""}
            onChange={(e) => onChange({ ...filter, to: e.target.value || null })}
          />
        </label>
        <label className="gallery-who">
          <span>Collection</span>
          <select
            value={filter.collectionId ?? ""}
            onChange={(e) => onChange({ ...filter, collectionId: e.target.value || null })}
          >
            <option value="">Whole library</option>
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({formatNumber(c.count)})
              </option>
            ))}
          </select>
        </label>
        {chosen ? (
          <>
            <button type="button" className="button small" onClick={() => onRenameCollection(chosen)}>
              Rename…
            </button>
            <button type="button" className="button small danger-outline" onClick={() => onDeleteCollection(chosen)}>
              Delete collection…
            </button>
          </>
        ) : null}
        <button type="button" className="button small" onClick={onNewCollection}>
          New collection…
        </button>
        {tags.length ? (
          <label className="gallery-who">
            <span>Tag</span>
            <select
              aria-label="Tag"
              value={filter.tagId ?? ""}
              onChange={(e) => onChange({ ...filter, tagId: e.target.value || null })}
            >
              <option value="">Any tag</option>
              {tags.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({formatNumber(t.count)})
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {chosenTag ? (
          <>
            <button type="button" className="button small" onClick={() => onRenameTag(chosenTag)}>
              Rename tag…
            </button>
            <button type="button" className="button small danger-outline" onClick={() => onDeleteTag(chosenTag)}>
              Delete tag…
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}

const TrashIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </svg>
);
