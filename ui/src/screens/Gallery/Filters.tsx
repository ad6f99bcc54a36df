// What the gallery shows: prompt words, the kind chips with their counts, sort, favourites, whose
// pictures (a character, or none), provider, days, a collection, a review's picks and ratings; and the Trash
// toggle.
import { useEffect, useRef, useState, type Ref } from "react";
import type { Collection, GallerySort, Shelf, ShelfCount, Tag } from "../../api/gallery";
import { t } from "../../i18n";
import { formatNumber } from "../../lib/format";
import { makerChoices } from "../../state/makerNames";
import type { CharacterPick } from "../../lib/useCharacterPick";
import { useCatalogue } from "../../state";
import { CharacterFilter, UNASSIGNED, type CharacterName } from "./CharacterFilter";
import type { Filter } from "../../views/gallery/usePages";
import { Options } from "../../widgets/Options";
import { TrashIcon } from "../../widgets/Icons";

/** The kind chips, in order; each named by `gallery.filters.shelf.<shelf>` ("all" for every shelf). */
export const SHELVES: Array<Shelf | null> = [null, "image", "video", "music", "slideshow", "tool"];

const SORTS: GallerySort[] = ["newest", "oldest", "cost"];

/** The Review filter's choices: any, a review's flag, or rated at least 1 to 5 (`rated:N`). */
const REVIEW_CHOICES = ["", "picked", "rejected", "none", ...[1, 2, 3, 4, 5].map((n) => `rated:${n}`)];

function reviewValue(f: Filter): string {
  if (f.flag) return f.flag;
  return f.minRating ? `rated:${f.minRating}` : "";
}

function reviewFilter(v: string): Pick<Filter, "flag" | "minRating"> {
  if (v.startsWith("rated:")) return { flag: null, minRating: Number(v.slice(6)) };
  return { flag: v === "picked" || v === "rejected" || v === "none" ? v : null, minRating: null };
}

function reviewLabel(v: string): string {
  const { flag, minRating } = reviewFilter(v);
  return minRating ? t("review.filter.rated", { n: minRating }) : t(`review.filter.${flag ?? "any"}`);
}

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
      {trash ? t("gallery.back_to_gallery") : t("gallery.trash")}
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
  countsStale,
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
  /** The counts are of another list (another filter, or before a restore or delete): they keep each chip's width
   * but are not shown until the new ones come. */
  countsStale: boolean;
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
  const chosenTag = tags.find((tag) => tag.id === filter.tagId) ?? null;
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
    const timer = setTimeout(send, TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, filter, onChange, searching]);
  return (
    <div className="gallery-filters" role="group" aria-label={t("gallery.filters.label")}>
      <div className="gallery-search-row">
        <input
          ref={searchRef}
          type="search"
          className="gallery-search"
          aria-label={t("gallery.filters.search")}
          placeholder={t("gallery.filters.search_placeholder")}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <label className="gallery-who">
          <span>{t("gallery.filters.sort")}</span>
          <select value={filter.sort} onChange={(e) => onChange({ ...filter, sort: e.target.value as GallerySort })}>
            <Options items={SORTS} value={(sort) => sort} label={(sort) => t(`gallery.filters.sort.${sort}`)} />
          </select>
        </label>
        <label className="gallery-who">
          <span>{t("review.filter")}</span>
          <select
            aria-label={t("review.filter")}
            value={reviewValue(filter)}
            onChange={(e) => onChange({ ...filter, ...reviewFilter(e.target.value) })}
          >
            <Options items={REVIEW_CHOICES} value={(v) => v} label={reviewLabel} />
          </select>
        </label>
        <button
          type="button"
          className="chip"
          aria-pressed={filter.favourites}
          onClick={() => onChange({ ...filter, favourites: !filter.favourites })}
        >
          ★ {t("gallery.filters.favourites")}
        </button>
      </div>
      <div className="chip-row" role="group" aria-label={t("gallery.filters.kind")}>
        {SHELVES.map((shelf) => {
          const n = chipCount(counts, shelf);
          return (
            <button
              key={shelf ?? "all"}
              type="button"
              className="chip"
              aria-pressed={filter.shelf === shelf && filter.kind == null}
              onClick={() => onChange({ ...filter, shelf, kind: null })}
            >
              {t(`gallery.filters.shelf.${shelf ?? "all"}`)}
              {n != null ? (
                <span className={`chip-count${countsStale ? " stale" : ""}`} aria-hidden={countsStale || undefined}>
                  {" "}
                  {formatNumber(n)}
                </span>
              ) : null}
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
          <span>{t("gallery.filters.provider")}</span>
          <select
            value={filter.provider ?? ""}
            onChange={(e) => onChange({ ...filter, provider: e.target.value || null })}
          >
            <option value="">{t("gallery.filters.any")}</option>
            <Options items={makers} value={(p) => p.slug} label={(p) => p.name} />
          </select>
        </label>
        {(["from", "to"] as const).map((end) => (
          <label key={end} className="gallery-who">
            <span>{t(`gallery.filters.${end}`)}</span>
            <input
              type="date"
              value={filter[end] ?? ""}
              onChange={(e) => onChange({ ...filter, [end]: e.target.value || null })}
            />
          </label>
        ))}
        <label className="gallery-who">
          <span>{t("gallery.filters.collection")}</span>
          <select
            value={filter.collectionId ?? ""}
            onChange={(e) => onChange({ ...filter, collectionId: e.target.value || null })}
          >
            <option value="">{t("gallery.filters.whole_library")}</option>
            <Options items={collections} value={(c) => c.id} label={(c) => `${c.name} (${formatNumber(c.count)})`} />
          </select>
        </label>
        {chosen ? (
          <>
            <button type="button" className="button small" onClick={() => onRenameCollection(chosen)}>
              {t("gallery.filters.rename_collection")}
            </button>
            <button type="button" className="button small danger-outline" onClick={() => onDeleteCollection(chosen)}>
              {t("gallery.filters.delete_collection")}
            </button>
          </>
        ) : null}
        <button type="button" className="button small" onClick={onNewCollection}>
          {t("gallery.filters.new_collection")}
        </button>
        {tags.length ? (
          <label className="gallery-who">
            <span>{t("gallery.filters.tag")}</span>
            <select
              aria-label={t("gallery.filters.tag")}
              value={filter.tagId ?? ""}
              onChange={(e) => onChange({ ...filter, tagId: e.target.value || null })}
            >
              <option value="">{t("gallery.filters.any_tag")}</option>
              <Options
                items={tags}
                value={(tag) => tag.id}
                label={(tag) => `${tag.name} (${formatNumber(tag.count)})`}
              />
            </select>
          </label>
        ) : null}
        {chosenTag ? (
          <>
            <button type="button" className="button small" onClick={() => onRenameTag(chosenTag)}>
              {t("gallery.filters.rename_tag")}
            </button>
            <button type="button" className="button small danger-outline" onClick={() => onDeleteTag(chosenTag)}>
              {t("gallery.filters.delete_tag")}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
