// The fake of the library's search and bulk commands (issue 13: gallery_counts, gallery_refs,
// gallery_providers, media_favourite, media_flag, media_rate, collection_*) and the
// search rules gallery_list applies, as studio-core's store does them: prompt words (all, any case),
// shelf, kind, character, provider, days, favourites, a review's flag and rating, a collection; newest /
// oldest / cost.
import type { GalleryQuery, Shelf } from "../src/api/gallery";
import type { Words } from "../src/bindings";
import type { MediaItem } from "../src/api/types";

export interface LibraryExtra {
  stars?: string[];
  collections?: Array<{ id: string; name: string; createdAt: string; items: string[] }>;
  tags?: Array<{ id: string; name: string; items: string[] }>;
  /** A review's flags (picked or rejected; absent: neither) and ratings (1 to 5), by item. */
  flags?: Record<string, "picked" | "rejected">;
  ratings?: Record<string, number>;
}

type Handler = (a: Record<string, unknown>) => unknown;

export function shelfOf(m: MediaItem): Shelf {
  if (m.jobKind === "slideshow") return "slideshow";
  if (m.jobKind === "tool" || m.jobKind === "mix") return "tool";
  return m.kind === "audio" ? "music" : m.kind;
}

/** The test of a search, its words, stars and collection read once (not once per item of 100,000). */
export function matcher(q: GalleryQuery, lib: LibraryExtra, withShelf = true): (m: MediaItem) => boolean {
  const words = (q.text ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  const stars = q.favourites ? new Set(lib.stars ?? []) : null;
  const collected = q.collectionId ? new Set(lib.collections?.find((c) => c.id === q.collectionId)?.items ?? []) : null;
  const tagged = q.tagId ? new Set(lib.tags?.find((t) => t.id === q.tagId)?.items ?? []) : null;
  const flags = lib.flags ?? {};
  const ratings = lib.ratings ?? {};
  return (m) => {
    const day = m.createdAt.slice(0, 10);
    return (
      Boolean(m.trashedAt) === Boolean(q.trash) &&
      (!withShelf || !q.kind || m.kind === q.kind) &&
      (!withShelf || !q.shelf || shelfOf(m) === q.shelf) &&
      (q.unassigned ? m.characterId == null : !q.characterId || m.characterId === q.characterId) &&
      (!q.provider || m.provider === q.provider) &&
      (words.length === 0 ||
        words.every((w) => (m.prompt ?? "").toLowerCase().includes(w)) ||
        (lib.tags ?? []).some((t) => t.items.includes(m.id) && words.every((w) => t.name.toLowerCase().includes(w)))) &&
      (!q.from || day >= q.from) &&
      (!q.to || day <= q.to) &&
      (!stars || stars.has(m.id)) &&
      (!collected || collected.has(m.id)) &&
      (!tagged || tagged.has(m.id)) &&
      (!q.flag || (flags[m.id] ?? "none") === q.flag) &&
      (!q.minRating || (ratings[m.id] ?? 0) >= q.minRating)
    );
  };
}

/** Items with their stars and tags (a page's: not the whole search, which may hold 100,000). */
export function starred(items: MediaItem[], lib: LibraryExtra): MediaItem[] {
  const stars = new Set(lib.stars ?? []);
  const tags = [...(lib.tags ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return items.map((m) => ({
    ...m,
    favourite: stars.has(m.id),
    flag: lib.flags?.[m.id] ?? "none",
    rating: lib.ratings?.[m.id] ?? null,
    tags: tags.filter((t) => t.items.includes(m.id)).map((t) => t.name),
  }));
}

/** The search's items in its order. */
export function search(items: MediaItem[], q: GalleryQuery, lib: LibraryExtra): MediaItem[] {
  const found = items.filter(matcher(q, lib));
  const cost = (m: MediaItem) => m.charged ?? m.cost ?? -1;
  if (q.sort === "oldest") found.reverse();
  else if (q.sort === "cost") found.sort((a, b) => cost(b) - cost(a));
  return found;
}

export function libraryHandlers(
  all: () => MediaItem[],
  lib: LibraryExtra,
  persist: () => void,
  fail: (code: string, message: string | Words, field?: string) => never,
): Record<string, Handler> {
  const collections = () => (lib.collections ??= []);
  const named = (id: unknown) =>
    collections().find((c) => c.id === id) ?? fail("not_found", "This collection no longer exists");
  // As studio-core's collection_name: needed, at most 80 characters, not another's (any case).
  const checkedName = (raw: unknown, self: string | null) => {
    const name = String(raw ?? "").trim();
    if (!name) fail("validation", "A collection needs a name", "name");
    if ([...name].length > 80) fail("validation", "A collection name is at most 80 characters", "name");
    if (collections().some((c) => c.id !== self && c.name.toLowerCase() === name.toLowerCase()))
      fail("validation", "Another collection already has this name", "name");
    return name;
  };
  const tags = () => (lib.tags ??= []);
  const tag = (id: unknown) => tags().find((t) => t.id === id) ?? fail("not_found", "This tag no longer exists");
  const tagList = () =>
    tags()
      .map((t) => ({
        id: t.id,
        name: t.name,
        count: all().filter((m) => !m.trashedAt && t.items.includes(m.id)).length,
      }))
      .sort((x, y) => x.name.localeCompare(y.name));
  return {
    gallery_counts: (a) => {
      const q = a.query as GalleryQuery;
      const counts = new Map<Shelf, number>();
      const test = matcher(q, lib, false);
      for (const m of all()) if (test(m)) counts.set(shelfOf(m), (counts.get(shelfOf(m)) ?? 0) + 1);
      const order: Shelf[] = ["image", "video", "music", "slideshow", "tool"];
      return order.filter((s) => counts.has(s)).map((shelf) => ({ shelf, count: counts.get(shelf) }));
    },
    gallery_refs: (a) =>
      search(all(), a.query as GalleryQuery, lib).map((m) => ({
        id: m.id,
        kind: m.kind,
        atService: m.remoteId != null,
      })),
    gallery_providers: () =>
      [...new Set(all().flatMap((m) => (m.provider && !m.trashedAt ? [m.provider] : [])))].sort(),
    media_favourite: (a) => {
      const stars = new Set(lib.stars ?? []);
      let n = 0;
      for (const id of a.ids as string[]) {
        if (a.favourite ? !stars.has(id) : stars.has(id)) n++;
        if (a.favourite) stars.add(id);
        else stars.delete(id);
      }
      lib.stars = [...stars];
      persist();
      return n;
    },
    // collections.rs: a review's flag and rating, kept only here; how many changed.
    media_flag: (a) => {
      const flags = (lib.flags ??= {});
      const known = new Set(all().map((m) => m.id));
      let n = 0;
      for (const id of a.ids as string[]) {
        if (!known.has(id) || (flags[id] ?? "none") === a.flag) continue;
        n++;
        if (a.flag === "none") delete flags[id];
        else flags[id] = a.flag as "picked" | "rejected";
      }
      persist();
      return n;
    },
    media_rate: (a) => {
      const rating = a.rating as number | null;
      if (rating != null && !(Number.isInteger(rating) && rating >= 1 && rating <= 5))
        fail("validation", "A rating goes from 1 to 5", "rating");
      const ratings = (lib.ratings ??= {});
      const known = new Set(all().map((m) => m.id));
      let n = 0;
      for (const id of a.ids as string[]) {
        if (!known.has(id) || (ratings[id] ?? null) === rating) continue;
        n++;
        if (rating == null) delete ratings[id];
        else ratings[id] = rating;
      }
      persist();
      return n;
    },
    collections_list: () =>
      collections()
        .map((c) => ({
          id: c.id,
          name: c.name,
          createdAt: c.createdAt,
          count: all().filter((m) => !m.trashedAt && c.items.includes(m.id)).length,
        }))
        .sort((x, y) => x.name.localeCompare(y.name)),
    collection_create: (a) => {
      const name = checkedName(a.name, null);
      const c = { id: `col_${collections().length + 1}`, name, createdAt: new Date().toISOString(), items: [] };
      collections().push(c);
      persist();
      return { id: c.id, name, createdAt: c.createdAt, count: 0 };
    },
    collection_rename: (a) => {
      named(a.id).name = checkedName(a.name, String(a.id));
      persist();
      return null;
    },
    collection_delete: (a) => {
      named(a.id);
      lib.collections = collections().filter((c) => c.id !== a.id);
      persist();
      return null;
    },
    collection_add: (a) => {
      const c = named(a.id);
      const known = new Set(all().map((m) => m.id));
      const add = (a.ids as string[]).filter((id) => known.has(id) && !c.items.includes(id));
      c.items.push(...add);
      persist();
      return add.length;
    },
    collection_remove: (a) => {
      const c = named(a.id);
      const before = c.items.length;
      c.items = c.items.filter((id) => !(a.ids as string[]).includes(id));
      persist();
      return before - c.items.length;
    },
    // tags.rs: one tag per name (any case), many per item; a rename onto a taken name makes the two one.
    tags_list: () => tagList(),
    tags_add: (a) => {
      const name = String(a.name ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .join(" ");
      if (!name) fail("validation", "Give the tag a name", "name");
      if ([...name].length > 40) fail("validation", "A tag can be at most 40 characters", "name");
      let t = tags().find((x) => x.name.toLowerCase() === name.toLowerCase());
      if (!t) {
        t = { id: `tag_${tags().length + 1}_${Date.now()}`, name, items: [] };
        tags().push(t);
      }
      const known = new Set(all().map((m) => m.id));
      for (const id of a.ids as string[]) if (known.has(id) && !t.items.includes(id)) t.items.push(id);
      persist();
      return tagList().find((x) => x.id === t.id);
    },
    tags_remove: (a) => {
      const t = tag(a.tagId);
      const before = t.items.length;
      t.items = t.items.filter((id) => !(a.ids as string[]).includes(id));
      persist();
      return before - t.items.length;
    },
    tag_rename: (a) => {
      const t = tag(a.tagId);
      const name = String(a.name ?? "").trim();
      if (!name) fail("validation", "Give the tag a name", "name");
      const other = tags().find((x) => x.id !== t.id && x.name.toLowerCase() === name.toLowerCase());
      if (other) {
        for (const id of t.items) if (!other.items.includes(id)) other.items.push(id);
        lib.tags = tags().filter((x) => x.id !== t.id);
        persist();
        return tagList().find((x) => x.id === other.id);
      }
      t.name = name;
      persist();
      return tagList().find((x) => x.id === t.id);
    },
    tag_delete: (a) => {
      tag(a.tagId);
      lib.tags = tags().filter((x) => x.id !== a.tagId);
      persist();
      return null;
    },
    // The app starts the system's drag itself (the calls are recorded by the fake backend).
    media_drag_files: (a) => (a.ids as string[]).length > 0,
  };
}
