// Characters and reference photos over the generated bindings (src-tauri/src/commands/characters.rs).
import { commands } from "../bindings";
import type {
  Character,
  CharacterDeleted,
  CharacterPage,
  CharacterView,
  CreateCharacterRequest,
  DeletedCounts,
  FieldError,
  GeneratedImage,
  GeneratedVideo,
  PreparedReference,
  UpdateCharacterRequest,
} from "../bindings";
import { unwrap } from "./transport";

export type {
  Character,
  CharacterDeleted,
  CharacterPage,
  CharacterView,
  CreateCharacterRequest,
  DeletedCounts,
  FieldError,
  GeneratedImage,
  GeneratedVideo,
  PreparedReference,
  UpdateCharacterRequest,
};

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
  remove: (id: string) => unwrap(commands.charactersDelete(id)),
};

/** The optional descriptive fields, in the order the form shows them (spec: Character). */
export type CharacterField =
  | "description"
  | "age"
  | "expression"
  | "makeup"
  | "hairColor"
  | "hairStyle"
  | "topType"
  | "topColor"
  | "topDetails"
  | "bottomType"
  | "bottomColor"
  | "bottomDetails";

export const FIELD_GROUPS: Array<{
  title: string;
  fields: Array<{ key: CharacterField; label: string; hint: string }>;
}> = [
  {
    title: "About",
    fields: [
      { key: "description", label: "Description", hint: "e.g. a calm astronaut with kind eyes" },
      { key: "age", label: "Age", hint: "e.g. 30s" },
      { key: "expression", label: "Expression", hint: "e.g. warm smile" },
      { key: "makeup", label: "Makeup", hint: "e.g. natural" },
    ],
  },
  {
    title: "Hair",
    fields: [
      { key: "hairColor", label: "Hair colour", hint: "e.g. dark brown" },
      { key: "hairStyle", label: "Hair style", hint: "e.g. short and wavy" },
    ],
  },
  {
    title: "Clothing: top",
    fields: [
      { key: "topType", label: "Top", hint: "e.g. denim jacket" },
      { key: "topColor", label: "Top colour", hint: "e.g. light blue" },
      { key: "topDetails", label: "Top details", hint: "e.g. rolled-up sleeves" },
    ],
  },
  {
    title: "Clothing: bottom",
    fields: [
      { key: "bottomType", label: "Bottom", hint: "e.g. jeans" },
      { key: "bottomColor", label: "Bottom colour", hint: "e.g. black" },
      { key: "bottomDetails", label: "Bottom details", hint: "e.g. ripped knees" },
    ],
  },
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
