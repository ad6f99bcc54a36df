import "./gallery.css";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError } from "../../api";
import { charactersApi } from "../../api/characters";
import { galleryApi } from "../../api/gallery";
import { ScreenTitle } from "../../components/ScreenTitle";
import { plural } from "../../lib/format";
import { takeGalleryOpen } from "../../lib/galleryOpen";
import { useHandleError, useLibrary, useNavigation, useToast } from "../../state";
import { Filters, TrashToggle, type CharacterName } from "./Filters";
import { Lightbox } from "./Lightbox";
import { SyncLine, useGallerySync } from "./SyncLine";
import { Tile } from "./Tile";
import { EmptyTrashButton } from "./TrashActions";
import { usePages, type Filter } from "./usePages";
import { VirtualGrid } from "./VirtualGrid";
import { ErrorNotice } from "../../components/ErrorNotice";

const ALL: Filter = { kind: null, characterId: null, unassigned: false, trash: false };
/** How far down the newest items a request from Home is looked for. */
const SEARCH_NEWEST = 48;

/** Everything made or listed: a windowed grid over gallery_list, filters, the lightbox and the Trash. */
export function Gallery() {
  const { go } = useNavigation();
  const { library } = useLibrary();
  const handleError = useHandleError();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>(ALL);
  const pages = usePages(filter, handleError);
  const [open, setOpen] = useState<number | null>(null);
  const [listed, setListed] = useState<CharacterName[]>([]);
  const sync = useGallerySync(pages.reload);
  const total = pages.total;
  const counts = useKindCounts(filter, pages.total);

  // Home's recent work asks for one item: open it once it is among the first pages (the newest).
  // `get` is new with every page that arrives, so this looks again each time.
  const wanted = useRef(takeGalleryOpen());
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
  }, [ensure, get, total]);

  // A finished job adds to the library: show it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [library, reload]);

  useEffect(() => {
    charactersApi
      .list(200, 0)
      .then((p) => setListed(p.characters.map((c) => ({ id: c.id, name: c.name ?? "" }))))
      .catch(() => undefined);
  }, []);
  const characters = useMemo(() => {
    const byId = new Map<string, CharacterName>();
    for (const c of [...listed, ...(sync.characters ?? [])]) byId.set(c.id, c);
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [listed, sync.characters]);

  const isAll = !filter.kind && !filter.characterId && !filter.unassigned && !filter.trash;
  const changed = pages.reload;
  const characterName = useCallback((id: string) => characters.find((c) => c.id === id)?.name ?? null, [characters]);

  return (
    <div className="screen gallery">
      <div className="screen-head">
        <ScreenTitle>{filter.trash ? "Gallery · Trash" : "Gallery"}</ScreenTitle>
        <div className="gallery-head-actions">
          {filter.trash && total ? (
            <EmptyTrashButton
              count={total}
              onEmptied={(n) => {
                toast({ kind: "success", text: `${plural(n, "item was", "items were")} removed from this computer.` });
                changed();
              }}
            />
          ) : null}
          <TrashToggle trash={filter.trash} onChange={(trash) => (setOpen(null), setFilter({ ...filter, trash }))} />
        </div>
      </div>
      {isAll && total === 0 && sync.state !== "running" ? null : (
        <Filters filter={filter} onChange={(f) => (setOpen(null), setFilter(f))} characters={characters} />
      )}
      <SyncLine sync={sync} />
      <ErrorNotice error={pages.error} headline="The gallery couldn't be read from this computer's library." />
      {total == null ? (
        <p className="muted">Loading your images…</p>
      ) : total === 0 ? (
        <EmptyState filter={filter} isAll={isAll} onCreate={() => go("create")} onAll={() => setFilter(ALL)} />
      ) : (
        <>
          <p className="muted gallery-count">
            {filter.trash
              ? `${plural(total, "item", "items")} in the Trash, on this computer. Restore puts an item back in the gallery; a picture or video deleted from the service stays deleted there.`
              : `${countText(counts, total, filter)}, newest first. Press Enter on an image to see it large.`}
          </p>
          <VirtualGrid
            total={total}
            ensure={pages.ensure}
            version={pages.version}
            label={filter.trash ? "Trash" : "Your images and videos"}
            extra={filter.trash ? 40 : 0}
            renderTile={(i) => (
              <Tile index={i} item={pages.get(i)} onOpen={() => setOpen(i)} trash={filter.trash} onChanged={changed} />
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
  if (isAll) {
    return (
      <div className="empty">
        <div className="empty-art" aria-hidden="true">
          <span /> <span /> <span />
        </div>
        <h2>Your images will live here</h2>
        <p>Everything you create is kept on this computer, so you can look through it any time, even offline.</p>
        <button type="button" className="button primary" onClick={onCreate}>
          Create your first image
        </button>
      </div>
    );
  }
  return (
    <div className="empty">
      <h2>{filter.trash ? "The Trash is empty" : "Nothing here yet"}</h2>
      <p>
        {filter.trash
          ? "Pictures you delete from the service wait here, on this computer, until you empty the Trash."
          : "No pictures match what you picked. Try another filter."}
      </p>
      <button type="button" className="button" onClick={onAll}>
        Show everything
      </button>
    </div>
  );
}

type Counts = { images: number; videos: number } | null;

/** How many images and videos the "All" view holds (two one-item queries). */
function useKindCounts(filter: Filter, total: number | null): Counts {
  const [counts, setCounts] = useState<Counts>(null);
  useEffect(() => {
    if (filter.kind || total == null) return;
    let stop = false;
    const q = (kind: "image" | "video") =>
      galleryApi.list({ ...filter, kind, offset: 0, limit: 1 }).then((p) => p.total);
    Promise.all([q("image"), q("video")])
      .then(([images, videos]) => !stop && setCounts({ images, videos }))
      .catch((e) => void ApiError.from(e));
    return () => {
      stop = true;
    };
  }, [filter, total]);
  return counts;
}

function countText(counts: Counts, total: number, filter: Filter): string {
  if (filter.kind === "image") return plural(total, "image", "images");
  if (filter.kind === "video") return plural(total, "video", "videos");
  if (!counts) return plural(total, "item", "items");
  const other = total - counts.images - counts.videos;
  const parts = [
    counts.images ? plural(counts.images, "image", "images") : "",
    counts.videos ? plural(counts.videos, "video", "videos") : "",
    other > 0 ? plural(other, "music track", "music tracks") : "",
  ].filter(Boolean);
  return parts.join(" and ") || plural(total, "item", "items");
}
