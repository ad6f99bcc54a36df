import "../../views/gallery/gallery.css";
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { ApiError } from "../../api";
import { collectionsApi, galleryApi, type Collection, type ShelfCount } from "../../api/gallery";
import { ScreenTitle } from "../../widgets/ScreenTitle";
import { t, tn } from "../../i18n";
import { galleryOpenIn } from "../../state/galleryOpen";
import { galleryKey, isTyping } from "../../lib/shortcuts";
import { useCharacterPick } from "../../lib/useCharacterPick";
import { useDragItems } from "../../lib/useDragGesture";
import { useHandleError, useLibrary, useNavigation, useTakeHandOff, useToast } from "../../state";
import { BulkBar } from "./BulkBar";
import type { CharacterName } from "./CharacterFilter";
import { Filters, TrashToggle, chipCount } from "./Filters";
import { CollectionNameDialog, DeleteCollectionDialog } from "./CollectionDialogs";
import { EMPTY, press, refOf, selectAll, type Selection } from "./selection";
import { Lightbox } from "../../views/gallery/Lightbox";
import { Review } from "../../views/gallery/Review";
import type { MediaItem } from "../../api/types";
import { DeleteTagDialog, RenameTagDialog, useTagList } from "../../views/gallery/Tags";
import type { Tag } from "../../api/gallery";
import { SyncLine, useGallerySync } from "./SyncLine";
import { Tile } from "../../views/gallery/Tile";
import { EmptyTrashButton } from "../../views/gallery/TrashActions";
import { usePages, type Filter } from "../../views/gallery/usePages";
import { VirtualGrid } from "../../views/gallery/VirtualGrid";
import { ErrorNotice } from "../../widgets/ErrorNotice";

const ALL: Filter = {
  kind: null,
  shelf: null,
  characterId: null,
  unassigned: false,
  trash: false,
  provider: null,
  text: null,
  from: null,
  to: null,
  sort: "newest",
  favourites: false,
  collectionId: null,
  tagId: null,
  flag: null,
  minRating: null,
};
/** How many items a review reads at a time (the gallery's largest page). */
const REVIEW_PAGE = 500;
/** How far down the newest items a request from Home is looked for. */
const SEARCH_NEWEST = 48;

/** Everything made or listed: a windowed grid over gallery_list, search and filters with counts,
 * multi-select with bulk actions, the lightbox and the Trash. */
export function Gallery() {
  const { go, seq } = useNavigation();
  const { library, refreshLibrary } = useLibrary();
  const handleError = useHandleError();
  const toast = useToast();
  // Leaving the Gallery, what the other screens show (Home's recent work, the pickers) catches up with what
  // was deleted, restored or brought in here.
  useEffect(() => () => void refreshLibrary(), [refreshLibrary]);
  const [filter, setFilterNow] = useState<Filter>(ALL);
  const [selection, setSelection] = useState<Selection>(EMPTY);
  // A new search starts a new selection: what is selected is always in view.
  const setFilter = useCallback((f: Filter) => (setSelection(EMPTY), setFilterNow(f)), []);
  const pages = usePages(filter, handleError);
  const [open, setOpen] = useState<number | null>(null);
  // Every character for the Character filter, a page at a time (searching reads them all); quietly, as the
  // Gallery works from this computer's library when the service can't be asked.
  const [whoSearch, setWhoSearch] = useState("");
  const whoPick = useCharacterPick(whoSearch, { quiet: true });
  const sync = useGallerySync(pages.reload);
  const total = pages.total;
  const shelfCounts = useShelfCounts(filter, pages.generation, pages.total != null);
  // What the list is said to hold: only counts of this very list.
  const counts = shelfCounts.stale ? null : shelfCounts.counts;
  const [providers, setProviders] = useState<string[]>([]);
  const [collections, setCollections] = useState<Collection[]>([]);
  const { tags, reload: reloadTags } = useTagList();
  const [renamingTag, setRenamingTag] = useState<Tag | null>(null);
  const [deletingTag, setDeletingTag] = useState<Tag | null>(null);
  // The name dialog: closed, a new collection, or a new name for one.
  const [naming, setNaming] = useState<{ renaming: Collection | null } | null>(null);
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const loadCollections = useCallback(() => {
    collectionsApi
      .list()
      .then(setCollections)
      .catch((e) => void ApiError.from(e));
  }, []);

  // Home's recent work (the Jobs tray, ...) asks for one item, when the Gallery opens or while it is open:
  // open it once it is among the first pages (the newest). `get` is new with every page that arrives, so this
  // looks again each time.
  const takeOpen = useTakeHandOff(galleryOpenIn);
  const asked = useRef<number | null>(null);
  const wanted = useRef<string | null>(null);
  const [asking, setAsking] = useState(0);
  useEffect(() => {
    if (asked.current === seq) return;
    asked.current = seq;
    const id = takeOpen();
    if (id) {
      wanted.current = id;
      setAsking((n) => n + 1);
    }
  }, [seq, takeOpen]);
  const { ensure, get, reload } = pages;
  useEffect(() => {
    if (!wanted.current || total == null) return;
    const look = Math.min(total, SEARCH_NEWEST);
    ensure(0, look - 1);
    let missing = false;
    for (let i = 0; i < look; i++) {
      const item = get(i);
      if (!item) missing = true;
      else if (item.id === wanted.current) {
        wanted.current = null;
        setOpen(i);
        return;
      }
    }
    if (!missing) wanted.current = null; // not among the newest: the grid is shown as usual
  }, [ensure, get, total, asking]);

  // A finished job adds to the library: show it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [library, reload]);

  useEffect(() => {
    galleryApi
      .providers()
      .then(setProviders)
      .catch((e) => void ApiError.from(e));
  }, [library]);
  // Their counts change with what is put in or taken out, deleted or restored here (`changed`).
  useEffect(loadCollections, [loadCollections]);

  const onTile = useCallback(
    (i: number, e: MouseEvent) => {
      const item = get(i);
      const how = { shift: e.shiftKey, toggle: e.ctrlKey || e.metaKey };
      // A tile still loading opens (the lightbox waits for it); it can't be selected before it is known.
      if (!item) return void (!how.shift && !how.toggle && selection.items.size === 0 && setOpen(i));
      const next = press(selection, i, item, how, get);
      if (next === "open") setOpen(i);
      else setSelection(next);
    },
    [get, selection],
  );
  // A tile dragged out of the window carries its file, or every selected file when it is selected.
  const dragItems = useDragItems();
  const onDragOut = useCallback(
    (i: number) => {
      const item = get(i);
      if (!item) return;
      dragItems(selection.items.has(item.id) ? [...selection.items.keys()] : [item.id]);
    },
    [get, selection, dragItems],
  );
  // The review over the filtered list, or over the selection (its items in the list's order).
  const [review, setReview] = useState<{ items: MediaItem[] | null; error: ApiError | null } | null>(null);
  const openReview = useCallback(
    async (only: Set<string> | null) => {
      setOpen(null);
      setReview({ items: null, error: null });
      try {
        const items: MediaItem[] = [];
        for (let offset = 0; ; offset += REVIEW_PAGE) {
          const page = await galleryApi.list({ ...filter, offset, limit: REVIEW_PAGE });
          items.push(...(only ? page.items.filter((m) => only.has(m.id)) : page.items));
          if (page.items.length < REVIEW_PAGE || offset + REVIEW_PAGE >= page.total) break;
        }
        setReview({ items, error: null });
      } catch (e) {
        setReview({ items: null, error: handleError(e) });
      }
    },
    [filter, handleError],
  );
  const selectAllInView = useCallback(() => {
    galleryApi
      .refs({ ...filter, offset: 0, limit: 1 })
      .then((refs) => setSelection(selectAll(refs)))
      .catch((e) => toast({ kind: "error", text: t("gallery.select_error"), detail: handleError(e).detail }));
  }, [filter, handleError, toast]);
  // The selection bar's Delete button: the Delete key presses it (the same question first, the same rules).
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Delete on a tile with nothing selected: the tile is selected, then the button pressed once it shows.
  const [deleteAsked, setDeleteAsked] = useState(false);
  useEffect(() => {
    if (!deleteAsked) return;
    setDeleteAsked(false);
    deleteButton.current?.click();
  }, [deleteAsked]);
  const searchBox = useRef<HTMLInputElement>(null);
  // The Gallery's keys, listened to for as long as it is open: Escape lets go of a selection (a listener added
  // once a selection was made came an effect after the selection was painted, and an Escape pressed in
  // between was lost); Delete asks to delete the selection; Ctrl/Cmd+A selects everything the filter shows;
  // Ctrl/Cmd+F goes to the search box. A dialog open over the Gallery (the lightbox) takes its own keys first;
  // keys typed in a field or pressed in a panel (the character list) are theirs.
  const keys = useRef({ selectAllInView, selection, get, trash: filter.trash });
  keys.current = { selectAllInView, selection, get, trash: filter.trash };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || document.querySelector("dialog[open]")) return;
      if (e.key === "Escape") {
        setSelection((s) => (s.items.size > 0 ? EMPTY : s));
        return;
      }
      const inPanel = e.target instanceof Element && e.target.closest(".popover") != null;
      const key = galleryKey(e, isTyping(e.target) || inPanel);
      if (!key) return;
      const now = keys.current;
      if (key === "search") {
        if (!searchBox.current) return;
        e.preventDefault();
        searchBox.current.focus();
        searchBox.current.select();
      } else if (key === "selectAll") {
        e.preventDefault();
        now.selectAllInView();
      } else if (key === "delete" && !now.trash) {
        e.preventDefault();
        if (now.selection.items.size > 0) deleteButton.current?.click();
        else {
          const index = e.target instanceof HTMLElement ? e.target.getAttribute("data-index") : null;
          const item = index != null ? now.get(Number(index)) : undefined;
          if (!item) return;
          setSelection(selectAll([refOf(item)]));
          setDeleteAsked(true);
        }
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const characters = useMemo(() => {
    const byId = new Map<string, CharacterName>();
    for (const c of [...(sync.characters ?? []), ...whoPick.read.map((c) => ({ id: c.id, name: c.name ?? "" }))])
      byId.set(c.id, c);
    return byId;
  }, [whoPick.read, sync.characters]);

  const isAll = JSON.stringify({ ...filter, sort: "newest" }) === JSON.stringify(ALL);
  const changed = useCallback(() => (reload(), loadCollections(), reloadTags()), [reload, loadCollections, reloadTags]);
  const selected = useMemo(() => [...selection.items.values()], [selection]);
  const characterName = useCallback((id: string) => characters.get(id)?.name ?? null, [characters]);

  return (
    <div className="screen gallery">
      <div className="screen-head">
        <ScreenTitle>{filter.trash ? t("gallery.title_trash") : t("gallery.title")}</ScreenTitle>
        <div className="gallery-head-actions">
          {filter.trash && total ? (
            <EmptyTrashButton
              count={total}
              onEmptied={(n) => {
                toast({ kind: "success", text: tn("gallery.empty_trash.done", n) });
                changed();
              }}
            />
          ) : null}
          {selection.items.size === 0 && total && !filter.trash ? (
            <button
              type="button"
              className="button primary"
              onClick={() => void openReview(null)}
              title={t("review.open_hint")}
            >
              {t("review.open")}
            </button>
          ) : null}
          {selection.items.size === 0 && total ? (
            <button type="button" className="button" onClick={selectAllInView}>
              {t("gallery.select_all")}
            </button>
          ) : null}
          <TrashToggle trash={filter.trash} onChange={(trash) => (setOpen(null), setFilter({ ...filter, trash }))} />
        </div>
      </div>
      {isAll && total === 0 && sync.state !== "running" ? null : (
        <Filters
          filter={filter}
          onChange={(f) => (setOpen(null), setFilter(f))}
          characters={{ pick: whoPick, search: whoSearch, onSearch: setWhoSearch, known: sync.characters ?? [] }}
          providers={providers}
          searchRef={searchBox}
          collections={collections}
          counts={shelfCounts.counts}
          countsStale={shelfCounts.stale}
          searching={total == null}
          onNewCollection={() => setNaming({ renaming: null })}
          onRenameCollection={(c) => setNaming({ renaming: c })}
          onDeleteCollection={setDeleting}
          tags={tags}
          onRenameTag={setRenamingTag}
          onDeleteTag={setDeletingTag}
        />
      )}
      {selection.items.size ? (
        <BulkBar
          selected={selected}
          trash={filter.trash}
          collectionId={filter.collectionId}
          collections={collections}
          onSelectAll={selectAllInView}
          onClear={() => setSelection(EMPTY)}
          onKeep={(refs) => setSelection(selectAll(refs))}
          onChanged={changed}
          deleteRef={deleteButton}
          tags={tags}
          onReview={() => void openReview(new Set(selection.items.keys()))}
        />
      ) : null}
      <SyncLine sync={sync} />
      <ErrorNotice error={pages.error} headline={t("gallery.read_error")} />
      {total == null ? (
        <p className="muted">{t("gallery.loading")}</p>
      ) : total === 0 ? (
        <EmptyState filter={filter} isAll={isAll} onCreate={() => go("create")} onAll={() => setFilter(ALL)} />
      ) : (
        <>
          <p className="muted gallery-count">
            {filter.trash
              ? tn("gallery.trash_line", total)
              : t("gallery.count_line", {
                  count: countText(counts, total, filter),
                  sort: t(`gallery.sort_words.${filter.sort}`),
                })}
          </p>
          <VirtualGrid
            total={total}
            ensure={pages.ensure}
            version={pages.version}
            label={filter.trash ? t("gallery.grid_label_trash") : t("gallery.grid_label")}
            extra={filter.trash ? 40 : 0}
            renderTile={(i, _size, still) => (
              <Tile
                still={still}
                index={i}
                item={pages.get(i)}
                onOpen={(e) => onTile(i, e)}
                trash={filter.trash}
                onChanged={changed}
                selected={selection.items.has(pages.get(i)?.id ?? "")}
                onDragOut={filter.trash ? undefined : () => onDragOut(i)}
              />
            )}
          />
        </>
      )}
      <Lightbox
        pages={pages}
        index={open != null && total != null && open < total ? open : null}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        onChanged={changed}
        trash={filter.trash}
        characterName={characterName}
      />
      {review ? (
        <Review items={review.items} error={review.error} onClose={() => setReview(null)} onChanged={changed} />
      ) : null}
      <RenameTagDialog
        tag={renamingTag}
        tags={tags}
        onClose={() => setRenamingTag(null)}
        onDone={(tag, merged) => {
          setRenamingTag(null);
          if (merged) setFilter({ ...filter, tagId: tag.id });
          changed();
          toast({
            kind: "success",
            text: t(merged ? "gallery.tag.merged" : "gallery.tag.renamed", { name: tag.name }),
          });
        }}
      />
      <DeleteTagDialog
        tag={deletingTag}
        onClose={() => setDeletingTag(null)}
        onDone={() => {
          const name = deletingTag?.name ?? "";
          setDeletingTag(null);
          setFilter({ ...filter, tagId: null });
          changed();
          toast({ kind: "success", text: t("gallery.tag.deleted", { name }) });
        }}
      />
      <CollectionNameDialog
        open={naming != null}
        renaming={naming?.renaming ?? null}
        collections={collections}
        onClose={() => setNaming(null)}
        onSaved={(c) => {
          setNaming(null);
          loadCollections();
          toast({
            kind: "success",
            text: t(naming?.renaming ? "gallery.collection.renamed" : "gallery.collection.made", { name: c.name }),
          });
        }}
      />
      <DeleteCollectionDialog
        collection={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(c) => {
          setDeleting(null);
          if (filter.collectionId === c.id) setFilter({ ...filter, collectionId: null });
          loadCollections();
          toast({ kind: "success", text: t("gallery.collection.deleted", { name: c.name }) });
        }}
      />
    </div>
  );
}

function EmptyState({
  filter,
  isAll,
  onCreate,
  onAll,
}: {
  filter: Filter;
  isAll: boolean;
  onCreate: () => void;
  onAll: () => void;
}) {
  const words = filter.trash ? "trash" : "none";
  return (
    <div className="empty">
      {isAll ? (
        <div className="empty-art" aria-hidden="true">
          <span /> <span /> <span />
        </div>
      ) : null}
      <h2>{t(isAll ? "gallery.empty.title" : `gallery.empty.${words}_title`)}</h2>
      <p>{t(isAll ? "gallery.empty.text" : `gallery.empty.${words}_text`)}</p>
      <button type="button" className={isAll ? "button primary" : "button"} onClick={isAll ? onCreate : onAll}>
        {isAll ? t("gallery.empty.create") : t("gallery.empty.show_all")}
      </button>
    </div>
  );
}

/** How long the list of a search must stay before its counts are asked (a search typed word by word
 * asks only its last words' counts). */
const COUNTS_AFTER_MS = 150;

/** The counts per shelf of the search: asked once per fetch of the list (`generation`), after its first
 * page has arrived (`listed`) and stayed a moment, so a page is never queued behind them. `stale`: the counts
 * were asked for another filter (the Gallery's before its Trash was opened, or the other way round) or before
 * the list was fetched again (after a restore, a delete, an empty Trash): they are kept only for the chips'
 * width until the new ones come, never shown as the list's. */
function useShelfCounts(
  filter: Filter,
  generation: number,
  listed: boolean,
): { counts: ShelfCount[] | null; stale: boolean } {
  const [got, setGot] = useState<{ counts: ShelfCount[]; key: string; generation: number } | null>(null);
  const key = JSON.stringify(filter);
  const latest = useRef(filter);
  latest.current = filter;
  useEffect(() => {
    if (!listed) return;
    let stop = false;
    const t = setTimeout(() => {
      const asked = latest.current;
      galleryApi
        .counts({ ...asked, offset: 0, limit: 1 })
        .then((counts) => !stop && setGot({ counts, key: JSON.stringify(asked), generation }))
        .catch((e) => void ApiError.from(e));
    }, COUNTS_AFTER_MS);
    return () => {
      stop = true;
      clearTimeout(t);
    };
  }, [generation, listed]);
  return { counts: got?.counts ?? null, stale: got == null || got.key !== key || got.generation !== generation };
}

/** "3 images", "1 video": a count of a shelf's items. */
const count = (shelf: ShelfCount["shelf"] | "item", n: number) => tn(`gallery.n.${shelf}`, n);

function countText(counts: ShelfCount[] | null, total: number, filter: Filter): string {
  if (filter.shelf) return count(filter.shelf, total);
  if (!counts || chipCount(counts, null) !== total) return count("item", total);
  const parts = counts.filter((c) => c.count > 0).map((c) => count(c.shelf, c.count));
  if (parts.length < 2) return parts.join("") || count("item", total);
  return t("gallery.list_and", { first: parts.slice(0, -1).join(", "), last: parts[parts.length - 1] });
}
