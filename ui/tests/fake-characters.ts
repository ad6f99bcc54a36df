// Characters and reference photos in the fake backend, mirroring src-tauri/src/commands/characters.rs:
// the same commands, media-api's rule messages, media-prep's refusal messages (PrepError::message) and
// the service's delete counts. A test drops files with window.__fakeDrop(paths) (the window's
// tauri://drag-drop event, as a native drop sends it).
import { emit } from "@tauri-apps/api/event";
import { fieldError, refusal, words } from "./fake-words";
import type {
  Character,
  CharacterView,
  CreateCharacterRequest,
  FieldError,
  GeneratedImage,
  GeneratedVideo,
  PreparedReference,
  UpdateCharacterRequest,
  Words,
} from "../src/bindings";

export interface CharacterFakeConfig {
  /** Characters to start with (the first is "Mia" with 12 images and 3 videos). */
  seedCharacters?: number;
  /** The native "Choose a photo…" dialog returns this path (null: cancelled). */
  choosePath?: string | null;
}

type Fail = (code: string, message: string | Words, field?: string) => never;

interface Stored {
  view: CharacterView;
  reference: string;
}

const STORE = "__fake_characters";
const NOTES_MAX = 2000;
const FIELDS = [
  "description",
  "hairColor",
  "hairStyle",
  "age",
  "expression",
  "makeup",
  "topType",
  "topColor",
  "topDetails",
  "bottomType",
  "bottomColor",
  "bottomDetails",
] as const;

// media-prep's PrepError::message() headlines.
export const PREP = {
  empty: "The file is empty.",
  unsupported: "This file isn't a photo we can use. Use a JPEG, PNG, WebP, GIF, HEIC, AVIF, TIFF or BMP.",
  corrupt: "This image is damaged and can't be opened.",
  tooLarge: "The photo is larger than 10 MB even after shrinking it.",
  unreadable: "We couldn't read this file. Check that it still exists and that you can open it.",
};

function face(seed: string, label: string): string {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="hsl(${hue},45%,78%)"/><circle cx="160" cy="130" r="70" fill="hsl(${(hue + 20) % 360},40%,62%)"/><ellipse cx="160" cy="330" rx="120" ry="100" fill="hsl(${(hue + 200) % 360},35%,45%)"/><text x="160" y="305" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label.replace(/[<&>"]/g, "").slice(0, 20)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function createCharacterFake(opts: {
  config: CharacterFakeConfig;
  fail: Fail;
  requireConnected: () => void;
  nowIso: (offsetMs?: number) => string;
  mediaBase?: string;
}) {
  const { fail, requireConnected, nowIso } = opts;
  const img = (id: string, label: string) =>
    opts.mediaBase
      ? `${opts.mediaBase}/tok/media/${id}.svg?w=320&h=320&p=${encodeURIComponent(label)}`
      : face(id, label);

  let seq = 1;
  let chars: Stored[] = [];
  const prepared = new Map<string, PreparedReference>();
  try {
    const raw = localStorage.getItem(STORE);
    if (raw) ({ seq, chars } = JSON.parse(raw) as { seq: number; chars: Stored[] });
  } catch {
    /* fresh */
  }
  const save = () => localStorage.setItem(STORE, JSON.stringify({ seq, chars }));

  function add(name: string, images: number, videos: number, extra: Partial<CharacterView> = {}, i = 0): Stored {
    const id = `char_${seq++}`;
    const ref = face(id, name);
    const gi: GeneratedImage[] = Array.from({ length: images }, (_, k) => ({
      id: `${id}_img_${k}`,
      url: img(`${id}_img_${k}`, `${name} ${k + 1}`),
      prompt: `${name}, photo ${k + 1}`,
      createdAt: nowIso(-k * 60_000),
    }));
    const gv: GeneratedVideo[] = Array.from({ length: videos }, (_, k) => ({
      id: `${id}_vid_${k}`,
      prompt: `${name} clip ${k + 1}`,
    }));
    const s: Stored = {
      reference: ref,
      view: {
        character: {
          id,
          name,
          referenceUrl: ref,
          createdAt: nowIso(-(i + 1) * 86_400_000),
          generatedImages: gi,
          generatedVideos: gv,
        },
        canEdit: true,
        isFromPurchase: false,
        notesMaxChars: NOTES_MAX,
        ...extra,
      },
    };
    chars.push(s);
    return s;
  }

  if (!localStorage.getItem(STORE)) {
    const n = opts.config.seedCharacters ?? 0;
    const names = ["Mia", "Nova", "Kai", "Leo", "Ava", "Zoe", "Ezra", "Iris"];
    for (let i = 0; i < n; i++) {
      const name = i < names.length ? names[i] : `Person ${i + 1}`;
      if (i === 0) add(name, 12, 3, {}, i);
      else if (i === 1) add(name, 2, 0, { canEdit: false }, i);
      else if (i === 2) add(name, 0, 0, { isFromPurchase: true, canEdit: false }, i);
      else add(name, i % 3, 0, {}, i);
    }
    save();
  }

  function prepare(path: string): PreparedReference {
    const name = path.split(/[\\/]/).pop() ?? path;
    const ext = name.includes(".") ? name.split(".").pop()!.toLowerCase() : "";
    if (/empty|zero/i.test(name)) fail("validation", PREP.empty, "referenceImage");
    if (/does-not-exist/i.test(name)) fail("validation", PREP.unreadable, "referenceImage");
    const converts: Record<string, string> = {
      heic: "HEIC",
      heif: "HEIF",
      avif: "AVIF",
      tif: "TIFF",
      tiff: "TIFF",
      bmp: "BMP",
    };
    if (!["jpg", "jpeg", "png", "webp", "gif"].includes(ext) && !converts[ext])
      fail("validation", PREP.unsupported, "referenceImage");
    if (/^x/i.test(name) || /corrupt/i.test(name)) fail("validation", PREP.corrupt, "referenceImage");
    if (/huge/i.test(name)) fail("validation", PREP.tooLarge, "referenceImage");
    const token = `tok_${seq++}`;
    const p: PreparedReference = {
      token,
      preview: face(token, name.replace(/\.[^.]+$/, "")),
      width: 512,
      height: 512,
      bytes: 48_213,
      originalWidth: 512,
      originalHeight: 512,
      fileName: name,
      // media-prep converts a phone's photo on this computer and says so.
      converted: converts[ext] ? words("prep.converted", { from: converts[ext], to: "JPEG" }) : null,
    };
    prepared.set(token, p);
    return p;
  }

  // media_api::rules::validate_create_character / validate_update_character (fields and wording).
  function urlErrors(url: string | null | undefined): FieldError[] {
    if (url == null) return [];
    const u = url.trim();
    if (!u) return [fieldError("referenceUrl", words("rules.enter_web_address"))];
    if (u.startsWith("http://")) return [fieldError("referenceUrl", words("rules.address_must_start_https"))];
    if (!/^https:\/\/[^/\s]+/.test(u)) return [fieldError("referenceUrl", words("rules.enter_web_address_starting"))];
    return [];
  }
  function tokenErrors(token: unknown): FieldError[] {
    if (token == null) return [];
    return prepared.has(String(token)) ? [] : [fieldError("referenceImage", words("reference.photo_no_longer_ready"))];
  }
  function checkCreate(req: CreateCharacterRequest, token: unknown): FieldError[] {
    const errs = tokenErrors(token);
    if (!req.name?.trim()) errs.push(fieldError("name", words("rules.name_empty")));
    const url = req.referenceUrl?.trim() ? req.referenceUrl : null;
    if (token == null && url == null) errs.push(fieldError("referenceImage", words("rules.add_reference_photo_face")));
    if (token != null && url != null)
      errs.push(fieldError("referenceImage", words("rules.give_either_reference_image")));
    errs.push(...urlErrors(url));
    return errs;
  }
  function checkUpdate(req: UpdateCharacterRequest, token: unknown): FieldError[] {
    const errs = tokenErrors(token);
    if (req.name != null && !req.name.trim()) errs.push(fieldError("name", words("rules.name_empty")));
    errs.push(...urlErrors(req.referenceUrl));
    const n = [...(req.notes ?? "")].length;
    if (n > NOTES_MAX)
      errs.push(fieldError("notes", words("rules.notes_at_most_characters", { notes_max_chars: NOTES_MAX, n })));
    return errs;
  }
  const refuse = (errs: FieldError[]) => {
    if (errs.length) fail("validation", refusal(errs), errs[0].field);
  };
  // As the sandbox does: a web address outside its media origin is stored as a stand-in picture on it.
  const external = (url: string) =>
    opts.mediaBase && !url.startsWith(opts.mediaBase) ? img(`ext_${seq++}`, "external media") : url;
  const find = (id: unknown) =>
    chars.find((c) => c.view.character.id === id) ?? fail("not_found", "That item no longer exists");
  const summary = (c: Character): Character => ({
    id: c.id,
    name: c.name,
    referenceUrl: c.referenceUrl,
    createdAt: c.createdAt,
  });

  (window as unknown as { __fakeDrop: (paths: string[]) => Promise<void> }).__fakeDrop = async (paths: string[]) => {
    await emit("tauri://drag-enter", { paths, position: { x: 400, y: 300 } });
    await emit("tauri://drag-over", { position: { x: 400, y: 300 } });
    await emit("tauri://drag-drop", { paths, position: { x: 400, y: 300 } });
  };

  // The system's drag of library items (what a tile pressed and moved starts) over the window, step by step: the
  // web view's drag events as a native drag sends them. A place is page pixels [x, y] or a CSS selector (the
  // centre of its first element, read when the step is taken).
  type Place = [number, number] | string;
  const where = (p: Place) => {
    let [x, y] = typeof p === "string" ? [NaN, NaN] : p;
    if (typeof p === "string") {
      const r = document.querySelector(p)?.getBoundingClientRect();
      if (!r) throw new Error(`nothing at ${p}`);
      [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    }
    return { x: x * devicePixelRatio, y: y * devicePixelRatio };
  };
  let dragged: string[] = [];
  (window as unknown as { __fakeDrag: unknown }).__fakeDrag = {
    enter: async (ids: string[], at: Place) => {
      dragged = ids.map((id) => `/fake-library/media/${id}.png`);
      await emit("tauri://drag-enter", { paths: dragged, position: where(at) });
    },
    /** Files from elsewhere (the file manager), not the library's. */
    enterFiles: async (paths: string[], at: Place) => {
      dragged = paths;
      await emit("tauri://drag-enter", { paths, position: where(at) });
    },
    over: async (at: Place) => emit("tauri://drag-over", { position: where(at) }),
    drop: async (at: Place) => emit("tauri://drag-drop", { paths: dragged, position: where(at) }),
    leave: async () => emit("tauri://drag-leave", null),
  };

  const handlers: Record<string, (a: Record<string, unknown>) => unknown> = {
    reference_prepare: (a) => prepare(String(a.path ?? "")),
    reference_choose: () => (opts.config.choosePath ? prepare(opts.config.choosePath) : null),
    characters_list: (a) => {
      requireConnected();
      const limit = a.limit == null ? 50 : Number(a.limit);
      const offset = a.offset == null ? 0 : Number(a.offset);
      const sorted = [...chars].sort((x, y) =>
        String(y.view.character.createdAt).localeCompare(String(x.view.character.createdAt)),
      );
      const page = sorted.slice(offset, offset + limit).map((c) => summary(c.view.character));
      return { characters: page, total: chars.length, hasMore: offset + page.length < chars.length, limit, offset };
    },
    characters_check: (a) => checkCreate(a.request as CreateCharacterRequest, a.referenceToken),
    characters_create: (a) => {
      requireConnected();
      const req = a.request as CreateCharacterRequest;
      refuse(checkCreate(req, a.referenceToken));
      const s = add(req.name.trim(), 0, 0);
      s.view.character.createdAt = nowIso();
      for (const k of FIELDS) if (req[k]?.trim()) s.view.character[k] = req[k]!.trim();
      if (a.referenceToken != null) {
        s.view.character.referenceUrl = prepared.get(String(a.referenceToken))!.preview;
        prepared.delete(String(a.referenceToken));
      } else s.view.character.referenceUrl = external(req.referenceUrl!.trim());
      save();
      return summary(s.view.character);
    },
    characters_get: (a) => {
      requireConnected();
      return find(a.id).view;
    },
    characters_check_update: (a) => checkUpdate(a.request as UpdateCharacterRequest, a.referenceToken),
    characters_update: (a) => {
      requireConnected();
      const s = find(a.id);
      const req = a.request as UpdateCharacterRequest;
      refuse(checkUpdate(req, a.referenceToken));
      if (!s.view.canEdit)
        fail(
          "forbidden",
          "This character is locked: it was published to the marketplace or sold, so it can't be changed.",
        );
      const c = s.view.character;
      if (req.name != null) c.name = req.name.trim();
      if (req.notes != null) c.notes = req.notes;
      for (const k of FIELDS) if (req[k] != null) c[k] = req[k];
      if (a.referenceToken != null) {
        c.referenceUrl = prepared.get(String(a.referenceToken))!.preview;
        prepared.delete(String(a.referenceToken));
      } else if (req.referenceUrl) c.referenceUrl = external(req.referenceUrl);
      c.updatedAt = nowIso();
      save();
      return { id: c.id, name: c.name, referenceUrl: c.referenceUrl, updatedAt: c.updatedAt };
    },
    characters_delete: (a) => {
      requireConnected();
      const s = find(a.id);
      chars = chars.filter((c) => c !== s);
      save();
      const c = s.view.character;
      return { images: c.generatedImages?.length ?? 0, videos: c.generatedVideos?.length ?? 0 };
    },
  };
  return handlers;
}
