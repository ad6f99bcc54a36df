// The fake of the gallery commands (issue 5: gallery_list, gallery_sync, media_save, media_delete,
// media_restore, trash_at_service, trash_empty; the bulk media_delete_many, media_restore_many, media_export_many) over the
// fake library, plus an optional seeded library of N items (kept
// in memory, rebuilt the same on every load; only the trash and the forms of new jobs are persisted).
import type { GalleryQuery, ReferenceInfo } from "../src/api/gallery";
import type { NotDone, Words } from "../src/bindings";
import { plain, words } from "./fake-words";
import type { AppErrorData, MediaItem, TrackedJob } from "../src/api/types";
import { libraryHandlers, search, starred, type LibraryExtra } from "./fake-library";
import { wrapSpend, type SpendDoors } from "./fake-spend";

export interface GalleryFakeConfig {
  /** Library items made up at start (on top of seedImages), e.g. 10,000 for the windowing tests. */
  gallerySeed?: number;
  /** Items only at the service that gallery_sync adds (once). */
  gallerySyncAdds?: number;
  /** gallery_sync fails with a network error. */
  gallerySyncFail?: boolean;
  /** How long gallery_sync takes, in ms. */
  gallerySyncMs?: number;
  /** Where media_save "saves" (null: the dialog is cancelled). */
  saveDir?: string | null;
  /** Music tracks in the gallery, newest of all (ids t0, t1, ...). */
  galleryTracks?: number;
  /** Item ids the service answers 404 for on delete (already gone there). */
  goneAtService?: string[];
  /** Item ids the service refuses to delete (a 500 there): they stay in the library. */
  refusedAtService?: string[];
  /** How long media_delete_many (the service) and media_export_many take per item, in ms. */
  perItemMs?: number;
  /** Item ids whose file is gone from the app's folder: media_export_many can't write them. */
  missingFiles?: string[];
  /** The bulk commands' last progress message comes after their answer (a Tauri channel is not ordered
   * with the command's answer: under load it can come later). */
  lateProgress?: boolean;
  /**
   * Two items at the top of the library: "out_1", made outside this app and listed by the service with no date
   * (dateUnknown: its date is when this library first saw it), and "gone_1", a picture made here whose service
   * copy was deleted and which was restored (serviceGone: no service id or address).
   */
  galleryEdgeItems?: boolean;
  /** One item per maker (its `provider`: a tool's id, "this-computer", "video-edit", ...) at the top of the
   * library, ids mk_0, mk_1, ... */
  galleryMakers?: string[];
}

type Handler = (a: Record<string, unknown>) => unknown;
interface Deps {
  config: GalleryFakeConfig;
  state: { jobs: TrackedJob[]; library: MediaItem[] };
  handlers: Record<string, Handler>;
  /** The spend doors: the "image" kind's send is wrapped. */
  doors: SpendDoors;
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  mediaBase?: string;
}

interface Extra extends LibraryExtra {
  requests: Record<string, unknown>;
  trashed: Record<string, string>;
  /** When the service's copy went (deleted there, or found gone on delete): trash.rs marks it service_gone. */
  gone?: Record<string, string>;
  removed: string[];
  synced: number;
}
const STORE = "__fake_gallery_state";
const NOT_IN_LIBRARY = words("trash.item_not_library");
/** Folders chosen in the dialog, by the token the page passes back. */
const chosenFolders: Record<string, string> = {};
const PROVIDERS = ["gemini", "seedream-4.5", "gpt-image-2", "fal-flux-2-pro", "kling-image-v3"];
const SUBJECTS = [
  "Beach at golden hour",
  "Coffee shop portrait",
  "City rooftop at night",
  "Forest trail selfie",
  "Studio headshot",
  "Rainy street, neon",
];
const RATIOS = ["1:1", "9:16", "4:5"];

export function installGalleryFakes(d: Deps): Record<string, Handler> {
  const { state, config } = d;
  const extra: Extra = (() => {
    try {
      const raw = localStorage.getItem(STORE);
      if (raw) return JSON.parse(raw) as Extra;
    } catch {
      /* fresh */
    }
    return { requests: {}, trashed: {}, removed: [], synced: 0 };
  })();
  const persist = () => localStorage.setItem(STORE, JSON.stringify(extra));

  const svg = (id: string, w: number, h: number, label: string, dir = "thumbs") =>
    d.mediaBase
      ? `${d.mediaBase}/tok/${dir}/${id}.svg?w=${w}&h=${h}&p=${encodeURIComponent(label.slice(0, 24))}`
      : `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="hsl(${(id.length * 47 + id.charCodeAt(id.length - 1) * 13) % 360},60%,55%)"/></svg>`)}`;

  let chars: Array<{ id: string; name: string }> | null = null;
  const characters = () => {
    if (chars) return chars;
    try {
      const page = d.handlers.characters_list({ limit: 500, offset: 0 }) as {
        characters: Array<{ id: string; name: string | null }>;
      };
      chars = page.characters.map((c) => ({ id: c.id, name: c.name ?? "" }));
    } catch {
      chars = [];
    }
    return chars;
  };

  const base = Date.now() - 86_400_000;
  function made(i: number, source: "local" | "service", prefix: string): MediaItem {
    const id = `${prefix}${i}`;
    const kind = i % 9 === 4 ? "video" : "image";
    const provider = kind === "video" ? "seedance" : PROVIDERS[i % PROVIDERS.length];
    const cs = characters();
    const ch = cs.length && i % 3 !== 0 ? cs[Math.floor(i / 3) % cs.length] : null;
    const subject = SUBJECTS[i % SUBJECTS.length];
    const prompt = `${subject} #${i + 1}`;
    const ratio = RATIOS[i % RATIOS.length];
    const [w, h] = ratio === "1:1" ? [1024, 1024] : ratio === "9:16" ? [576, 1024] : [820, 1024];
    const createdAt = new Date(base - i * 60_000 - (source === "service" ? 0 : 30_000)).toISOString();
    const reference: ReferenceInfo | null = ch
      ? { characterId: ch.id, characterName: ch.name, fileName: null, editedFrom: null }
      : i % 7 === 1
        ? { characterId: null, characterName: null, fileName: "holiday-selfie.jpg", editedFrom: null }
        : null;
    const local = source === "local";
    return {
      id,
      kind,
      remoteId: `rem_${id}`,
      deletesAtService: true,
      remoteUrl: `https://cdn.example.com/${id}.${kind === "video" ? "mp4" : "png"}`,
      url:
        kind === "video"
          ? d.mediaBase
            ? `${d.mediaBase}/tok/media/${id}.mp4`
            : `data:,${id}`
          : svg(id, w / 2, h / 2, prompt, "media"),
      thumbUrl: svg(id, Math.round(w / 8), Math.round(h / 8), `#${i + 1}`),
      jobId: local ? `job_${id}` : null,
      characterId: ch?.id ?? null,
      provider: local || kind === "video" ? provider : null,
      prompt: local ? prompt : null,
      createdAt,
      width: w,
      height: h,
      request: !local
        ? null
        : kind === "video"
          ? {
              prompt,
              aspectRatio: "9:16",
              duration: 5,
              provider,
              imageId: `img_${id}`,
              isPremium: false,
              skipEnhancement: false,
            }
          : {
              formData: {
                photography: { aspectRatio: ratio, photoType: i % 2 ? "candid" : "portrait" },
                scene: { setting: subject, lighting: i % 4 ? "soft daylight" : "neon" },
              },
              simplePrompt: prompt,
              numImages: 1 + (i % 4),
              enable4K: i % 5 === 0,
            },
      promptUsed: local
        ? JSON.stringify({
            subject: { description: subject, pose: "relaxed" },
            camera: { lens: "35mm", aspectRatio: ratio },
            style: "photorealistic",
          })
        : null,
      cost: local ? 2 * (1 + (i % 4)) : null,
      jobKind: local ? kind : null,
      completedAt: local ? new Date(Date.parse(createdAt) + 20_000).toISOString() : null,
      reference: local ? reference : null,
      trashedAt: null,
      source,
    };
  }
  const seeded: MediaItem[] = [];
  const seedReady = () => {
    if (seeded.length > 0) return;
    for (let i = 0; i < (config.galleryTracks ?? 0); i++) {
      const t = made(i, "local", "t");
      const createdAt = new Date(base + (i + 1) * 60_000).toISOString();
      seeded.push({
        ...t,
        kind: "audio",
        deletesAtService: false,
        jobKind: "music",
        provider: "music",
        thumbUrl: null,
        width: null,
        height: null,
        url: d.mediaBase ? `${d.mediaBase}/tok/media/${t.id}.m4a` : `data:,${t.id}`,
        prompt: `Calm piano #${i + 1}`,
        request: null,
        createdAt,
      });
    }
    for (let i = 0; i < (config.gallerySeed ?? 0); i++) seeded.push(made(i, i % 10 === 9 ? "service" : "local", "g"));
  };
  // gallery_sync.rs: the spec's listing gives an id and an address; a picture listed with no date is kept
  // undated (dated by when this library first saw it).
  const synced = () =>
    Array.from({ length: extra.synced }, (_, i) => ({ ...made(i + 1, "service", "s"), dateUnknown: i % 2 === 0 }));
  const edge = (): MediaItem[] => {
    if (!config.galleryEdgeItems) return [];
    const firstSeen = new Date(Date.now() - 60_000).toISOString();
    const outside = made(1, "service", "out_");
    const local = made(2, "local", "gone_");
    return [
      { ...outside, kind: "image", provider: null, dateUnknown: true, createdAt: firstSeen },
      {
        ...local,
        kind: "image",
        prompt: "Picture whose service copy was deleted",
        remoteId: null,
        deletesAtService: false,
        remoteUrl: null,
        serviceGone: new Date(Date.now() - 3_600_000).toISOString(),
        createdAt: new Date(Date.now() - 7_200_000).toISOString(),
        completedAt: new Date(Date.now() - 7_180_000).toISOString(),
      },
    ];
  };

  const makers = (): MediaItem[] =>
    (config.galleryMakers ?? []).map((provider, i) => ({
      ...made(i, "local", "mk_"),
      kind: "image",
      provider,
      createdAt: new Date(Date.now() - 30_000 - i * 1000).toISOString(),
    }));

  /** A library item with what its job knows (the fake's jobs stand in for studio-core's). */
  function enrich(m: MediaItem): MediaItem {
    const g = m as MediaItem;
    const job = state.jobs.find((j) => j.id === m.jobId) as (TrackedJob & { _n?: number; _p?: string }) | undefined;
    const request = (g.request ??
      extra.requests[m.jobId ?? ""] ??
      (job?._p ? { simplePrompt: job._p, numImages: job._n ?? 1 } : null)) as MediaItem["request"];
    return {
      ...m,
      request,
      promptUsed:
        g.promptUsed ??
        (m.prompt ? JSON.stringify({ subject: { description: m.prompt }, style: "photorealistic" }) : null),
      cost: g.cost ?? job?.costEstimate ?? null,
      charged: g.charged ?? job?.charged ?? null,
      balanceDrop: g.balanceDrop ?? job?.balanceDrop ?? null,
      jobKind: g.jobKind ?? job?.kind ?? null,
      completedAt: g.completedAt ?? job?.completedAt ?? null,
      reference: g.reference ?? job?.reference ?? null,
      trashedAt: null,
      source: g.source ?? "local",
    };
  }

  function all(): MediaItem[] {
    seedReady();
    const removed = new Set(extra.removed);
    const gone = extra.gone ?? {};
    return [...edge(), ...makers(), ...state.library.map(enrich), ...synced(), ...seeded]
      .filter((m) => !removed.has(m.id))
      .map((m) =>
        gone[m.id] ? { ...m, remoteId: null, remoteUrl: null, serviceGone: gone[m.id], deletesAtService: false } : m,
      )
      .map((m) => (extra.trashed[m.id] ? { ...m, trashedAt: extra.trashed[m.id] } : m));
  }
  const find = (id: unknown) => all().find((m) => m.id === id) ?? d.fail("not_found", "That item no longer exists.");

  // What the service does with an item's copy on delete, as studio-core's trash: a music track stays
  // there; no service id, nothing asked; `goneAtService` answers 404, `refusedAtService` a 500 (thrown).
  const serviceCopy = (m: MediaItem, scope: unknown) => {
    // trash.rs delete_at: "this_computer" asks nothing; the service keeps what it holds.
    if (scope !== "service")
      return m.remoteId != null && !m.serviceGone ? ("untouched" as const) : ("not_held" as const);
    if (m.kind === "audio") return "kept" as const;
    if (m.remoteId == null) return "not_held" as const;
    if ((config.refusedAtService ?? []).includes(m.id))
      throw { code: "internal", message: "The service had a problem (500)", field: null, details: "HTTP 500" };
    return (config.goneAtService ?? []).includes(m.id) ? ("already_gone" as const) : ("deleted" as const);
  };

  // trash.rs: once the service deleted its copy (or no longer had it), the item is on this computer only.
  const markGone = (id: string, service: string) => {
    if (service === "deleted" || service === "already_gone") (extra.gone ??= {})[id] = new Date().toISOString();
  };

  // The bulk commands' ids, each once, with their items (undefined: not in the library) in turn, and
  // their progress channel after each.
  const pause = () => new Promise((r) => setTimeout(r, config.perItemMs ?? 0));
  const progressOf = (a: Record<string, unknown>) =>
    a.onProgress as { onmessage: (m: { done: number; total: number }) => void };
  async function eachItem(a: Record<string, unknown>, step: (id: string, m: MediaItem | undefined) => Promise<void>) {
    const ids = [...new Set(a.ids as string[])];
    for (const [i, id] of ids.entries()) {
      await step(
        id,
        all().find((x) => x.id === id),
      );
      const message = { done: i + 1, total: ids.length };
      if (config.lateProgress && i === ids.length - 1) setTimeout(() => progressOf(a).onmessage(message), 100);
      else progressOf(a).onmessage(message);
    }
  }

  const handlers: Record<string, Handler> = {
    gallery_list: (a) => {
      d.requireConnected();
      const q = a.query as GalleryQuery;
      const limit = Math.min(500, Math.max(1, Math.floor(Number(q.limit) || 1)));
      const offset = Math.max(0, Math.floor(Number(q.offset) || 0));
      const items = search(all(), q, extra);
      return { items: starred(items.slice(offset, offset + limit), extra), total: items.length };
    },
    gallery_sync: async () => {
      d.requireConnected();
      await new Promise((r) => setTimeout(r, config.gallerySyncMs ?? 300));
      if (config.gallerySyncFail) {
        throw {
          code: "network",
          message: "Can't reach the service",
          field: null,
          details: "GET /api/user/images: connection refused",
        } satisfies AppErrorData;
      }
      const added = Math.max(0, (config.gallerySyncAdds ?? 0) - extra.synced);
      extra.synced += added;
      persist();
      return { added, total: all().filter((m) => !m.trashedAt).length, characters: characters() };
    },
    media_show_in_folder: (a) => {
      find(a.id);
      return null;
    },
    media_save: (a) => {
      d.requireConnected();
      const m = find(a.id);
      if (config.saveDir === null) return null;
      const ext = m.kind === "video" ? "mp4" : m.kind === "audio" ? "m4a" : "png";
      const path = `${config.saveDir ?? "/home/you/Pictures"}/${m.provider ?? "media"}-${m.createdAt.slice(0, 10)}.${ext}`;
      return { path, metadata: ext === "png" ? "png-text" : "sidecar" };
    },
    media_delete: (a) => {
      d.requireConnected();
      const m = find(a.id);
      if (extra.trashed[m.id]) return { item: { ...m, trashedAt: extra.trashed[m.id] }, service: "already_in_trash" };
      const service = serviceCopy(m, a.scope);
      extra.trashed[m.id] = new Date().toISOString();
      markGone(m.id, service);
      persist();
      const item = all().find((x) => x.id === m.id) ?? m;
      return { item, service };
    },
    // As studio-core's media_delete_many: the service item by item, what it refuses stays with its reason,
    // the rest goes to the Trash together; progress on the channel after each item.
    media_delete_many: async (a) => {
      d.requireConnected();
      const out = {
        trashed: [] as string[],
        serviceDeleted: 0,
        alreadyGone: 0,
        kept: 0,
        notHeld: 0,
        alreadyInTrash: 0,
        untouched: 0,
        failed: [] as NotDone[],
      };
      const counter = {
        deleted: "serviceDeleted",
        already_gone: "alreadyGone",
        kept: "kept",
        not_held: "notHeld",
        untouched: "untouched",
      } as const;
      await eachItem(a, async (id, m) => {
        if (!m) out.failed.push({ id, reason: NOT_IN_LIBRARY });
        else if (extra.trashed[id]) out.alreadyInTrash++;
        else {
          await pause();
          try {
            const service = serviceCopy(m, a.scope);
            out[counter[service]]++;
            markGone(id, service);
            out.trashed.push(id);
          } catch (e) {
            out.failed.push({ id, reason: (e as AppErrorData).words ?? plain((e as AppErrorData).message) });
          }
        }
      });
      const at = new Date().toISOString();
      for (const id of out.trashed) extra.trashed[id] = at;
      persist();
      return out;
    },
    media_restore: (a) => {
      d.requireConnected();
      const m = find(a.id);
      delete extra.trashed[m.id];
      persist();
      return { ...(all().find((x) => x.id === m.id) ?? m), trashedAt: null };
    },
    // As studio-core's media_restore_many: one transaction, so one report at the end.
    media_restore_many: (a) => {
      d.requireConnected();
      const out = { restored: [] as string[], failed: [] as NotDone[] };
      const ids = [...new Set(a.ids as string[])];
      for (const id of ids) {
        const m = all().find((x) => x.id === id);
        if (!m) out.failed.push({ id, reason: NOT_IN_LIBRARY });
        else if (!extra.trashed[id]) out.failed.push({ id, reason: words("trash.item_not_trash") });
        else out.restored.push(id);
      }
      for (const id of out.restored) delete extra.trashed[id];
      persist();
      progressOf(a).onmessage({ done: ids.length, total: ids.length });
      return out;
    },
    // As studio-core's folder_chosen: the page gets a token for the folder and its path to show.
    export_folder_pick: () => {
      const token = `folder-${Object.keys(chosenFolders).length + 1}`;
      chosenFolders[token] = "/home/you/Exports";
      return { token, shown: chosenFolders[token] };
    },
    // As studio-core's media_export_many: into a chosen folder only (by its token); item by item, what
    // can't be written is left with its reason.
    media_export_many: async (a) => {
      d.requireConnected();
      const folder = chosenFolders[String(a.folder)];
      if (!folder)
        throw {
          code: "validation",
          message: "Choose the folder to export to first (this one was not chosen here).",
          field: "folder",
          details: null,
        };
      const out = { files: [] as { path: string; metadata: string }[], failed: [] as NotDone[] };
      await eachItem(a, async (id, m) => {
        await pause();
        if (!m) out.failed.push({ id, reason: NOT_IN_LIBRARY });
        else if ((config.missingFiles ?? []).includes(id))
          out.failed.push({ id, reason: words("export.file_item_missing_from") });
        else {
          const ext = m.kind === "video" ? "mp4" : m.kind === "audio" ? "m4a" : "png";
          out.files.push({
            path: `${folder}/${m.provider ?? "media"}-${m.id}.${ext}`,
            metadata: ext === "png" ? "png-text" : "sidecar",
          });
        }
      });
      return out;
    },
    // As studio-core's media_export_zip: the save dialog (config.saveDir; null: cancelled), then item by
    // item into one archive, what can't be written left with its reason.
    media_export_zip: async (a) => {
      d.requireConnected();
      if (config.saveDir === null) return null;
      const out = {
        path: `${config.saveDir ?? "/home/you/Pictures"}/media-studio-selection.zip`,
        items: 0,
        failed: [] as NotDone[],
      };
      await eachItem(a, async (id, m) => {
        await pause();
        if (!m) out.failed.push({ id, reason: NOT_IN_LIBRARY });
        else if ((config.missingFiles ?? []).includes(id))
          out.failed.push({ id, reason: words("export.file_item_missing_from") });
        else out.items += 1;
      });
      return out;
    },
    // As studio-core's: trashed items the service still holds (never deleted there).
    trash_at_service: () => {
      d.requireConnected();
      return all().filter((m) => m.trashedAt && !m.serviceGone && (m.remoteId || m.remoteUrl)).length;
    },
    trash_empty: () => {
      d.requireConnected();
      const ids = Object.keys(extra.trashed);
      extra.removed.push(...ids);
      extra.trashed = {};
      state.library = state.library.filter((m) => !ids.includes(m.id));
      persist();
      return ids.length;
    },
  };

  Object.assign(handlers, libraryHandlers(all, extra, persist, d.fail));

  // New image jobs keep the form they were sent with (MediaItem.request, without the face).
  wrapSpend(d.doors, "image", (inner) => (r, intent) => {
    const jobs = inner(r, intent);
    const { referenceImage: _face, ...request } = r.request;
    for (const job of jobs) extra.requests[job.id] = request;
    persist();
    return jobs;
  });
  // Trashed items leave the plain library list too (Home's recent strip, pickers).
  const libraryList = d.handlers.library_list;
  handlers.library_list = (a) =>
    (libraryList(a) as MediaItem[]).filter((m) => !extra.trashed[m.id] && !extra.removed.includes(m.id));
  handlers.library_get = (a) => {
    d.requireConnected();
    const m = all().find((x) => x.id === a.id);
    return m ? { ...starred([m], extra)[0], trashedAt: extra.trashed[m.id] ?? null } : null;
  };
  // A drag of library items arrives as their own files (studio-core gallery::item_by_file): in the fake, a
  // library item's file is /fake-library/media/<id>.<ext> (window.__fakeDragItems drags them).
  handlers.library_for_files = (a) =>
    (a.paths as string[]).map((p) => {
      const id = /^\/fake-library\/media\/([^/]+)\.\w+$/.exec(p)?.[1];
      const m = id ? all().find((x) => x.id === id && !x.trashedAt && !extra.trashed[x.id]) : undefined;
      return m ? { ...starred([m], extra)[0], trashedAt: null } : null;
    });
  // The pickers' query (studio-core pickers.rs): one kind or all, one character or all, every word in the
  // prompt or the maker, any case; not the trash.
  handlers.library_pick = (a) => {
    d.requireConnected();
    const q = a.query as {
      kind: string | null;
      characterId?: string | null;
      search: string;
      atService: boolean;
      offset: number;
      limit: number;
    };
    const words = q.search.toLowerCase().split(/\s+/).filter(Boolean);
    const found = all().filter(
      (m) =>
        !m.trashedAt &&
        (!q.kind || m.kind === q.kind) &&
        (!q.characterId || m.characterId === q.characterId) &&
        (!q.atService || m.remoteId != null || m.remoteUrl != null) &&
        words.every((w) => (m.prompt ?? "").toLowerCase().includes(w) || (m.provider ?? "").toLowerCase().includes(w)),
    );
    const limit = Math.min(200, Math.max(1, q.limit));
    return { items: found.slice(q.offset, q.offset + limit), total: found.length };
  };
  // Deleting a character at the service moves the library's copies made with its face to the trash.
  const deleteCharacter = d.handlers.characters_delete;
  handlers.characters_delete = (a) => {
    const deleted = deleteCharacter(a);
    const mine = all().filter((m) => m.characterId === a.id && !m.trashedAt);
    for (const m of mine) extra.trashed[m.id] = new Date().toISOString();
    persist();
    return { deleted, movedToTrash: mine.length };
  };
  return handlers;
}
