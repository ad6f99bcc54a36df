// Characters and reference photos over the generated bindings (src-tauri/src/commands/characters.rs).
import { commands } from "../bindings";
import { t } from "../i18n";
import type { Character, CreateCharacterRequest, GeneratedVideo, UpdateCharacterRequest } from "../bindings";
import { unwrap } from "./transport";

export type { Character, CreateCharacterRequest, GeneratedVideo, UpdateCharacterRequest };
export type { CharacterDeleted, CharacterView, PreparedReference } from "../bindings";

export const charactersApi = {
  /** What the window's drop handler calls with a dropped file's path. */
  referencePrepare: (path: string) => unwrap(commands.referencePrepare(path)),
  /** Native open dialog filtered to photos; null when cancelled. */
  referenceChoose: () => unwrap(commands.referenceChoose()),
  list: (limit: number | null, offset: number | null) => unwrap(commands.charactersList(limit, offset)),
  check: (request: CreateCharacterRequest, referenceToken: string | null) =>
    unwrap(commands.charactersCheck(request, referenceToken)),
  create: (request: CreateCharacterRequest, referenceToken: string | null) =>
    unwrap(commands.charactersCreate(request, referenceToken)),
  get: (id: string) => unwrap(commands.charactersGet(id)),
  checkUpdate: (request: UpdateCharacterRequest, referenceToken: string | null) =>
    unwrap(commands.charactersCheckUpdate(request, referenceToken)),
  update: (id: string, request: UpdateCharacterRequest, referenceToken: string | null) =>
    unwrap(commands.charactersUpdate(id, request, referenceToken)),
  delete: (id: string) => unwrap(commands.charactersDelete(id)),
};

/** The optional descriptive fields (spec: Character), the form's groups in FIELD_GROUPS. */
export type CharacterField = Exclude<keyof CreateCharacterRequest, "name" | "referenceUrl" | "referenceImage">;

type FieldGroup = "about" | "hair" | "top" | "bottom";

/** A descriptive field, its label and hint read in the window's language when shown. */
function field(key: CharacterField): { key: CharacterField; label: string; hint: string } {
  return {
    key,
    get label() {
      return t(`characters.field.${key}.label`);
    },
    get hint() {
      return t(`characters.field.${key}.hint`);
    },
  };
}

function group(name: FieldGroup, keys: CharacterField[]) {
  return {
    get title() {
      return t(`characters.group.${name}`);
    },
    fields: keys.map(field),
  };
}

export const FIELD_GROUPS = [
  group("about", ["description", "age", "expression", "makeup"]),
  group("hair", ["hairColor", "hairStyle"]),
  group("top", ["topType", "topColor", "topDetails"]),
  group("bottom", ["bottomType", "bottomColor", "bottomDetails"]),
];

export const ALL_FIELDS: CharacterField[] = FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.key));

/** Every video of a character: its own list and those made from its images, once each. */
export function videosOf(c: Character): GeneratedVideo[] {
  const all = [...(c.generatedVideos ?? []), ...(c.generatedImages ?? []).flatMap((i) => i.generatedVideos ?? [])];
  const seen = new Set<string>();
  return all.filter((v, i) => {
    const k = v.id ?? v.url ?? v.videoUrl ?? `#${i}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
