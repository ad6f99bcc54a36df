// What the gallery shows: prompt words, the kind chips with their counts, sort, favourites, whose
// pictures (a character, or none), provider, days, a collection; and the Trash toggle.
import { useEffect, useRef, useState } from "react";
import type { Collection, GallerySort, Shelf, ShelfCount } from "../../api/gallery";
import { formatNumber } from "../../lib/format";
import type { Filter } from "./usePages";

export type CharacterName = { id: string; name: string };

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
  collections,
  counts,
  searching,
  onNewCollection,
  onRenameCollection,
  onDeleteCollection,
}: {
  filter: Filter;
  onChange: (f: Filter) => void;
  /** The list of the current filter has not arrived yet. */
  searching: boolean;
  characters: CharacterName[];
  providers: string[];
  collections: Collection[];
  counts: ShelfCount[] | null;
  onNewCollection: () => void;
  onRenameCollection: (c: Collection) => void;
  onDeleteCollection: (c: Collection) => void;
}) {
  const chosen = collections.find((c) => c.id === filter.collectionId) ?? null;
  const who = filter.unassigned ? "__none" : (filter.characterId ?? "");
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
        <label className="gallery-who">
          <span>Character</span>
          <select
            value={who}
            onChange={(e) => {
              const v = e.target.value;
              onChange({ ...filter, characterId: v && v !== "__none" ? v : null, unassigned: v === "__none" });
            }}
          >
            <option value="">Everyone</option>
            <option value="__none">Unassigned (no character)</option>
            {characters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name || "Unnamed character"}
              </option>
            ))}
          </select>
        </label>
        <label className="gallery-who">
          <span>Provider</span>
          <select
            value={filter.provider ?? ""}
            onChange={(e) => onChange({ ...filter, provider: e.target.value || null })}
          >
            <option value="">Any</option>
            {providers.map((p) => (
              <option key={p} value={p}>
                {p}
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
