// The leaves of the spec's CharacterFormData (media-api.md, "CharacterFormData"), as the form shows
// them: group, label, hint and a few suggestions. Paths are relative to formData. aspectRatio and
// photoType are chosen with visual pickers; the rest are free text. The words are in the catalogue
// (i18n, area "image": image.group.* and image.field.*). Create image's form is built from them; the
// Gallery's formDiff reads an item's settings by the same paths.
import { t } from "../i18n";
import type { image } from "../i18n/en/image";

export type GroupId = "subject" | "photography" | "background" | "accessories" | "composition";

export interface Leaf {
  /** Path under formData, e.g. "subject.hair.color". */
  path: string;
  /** The field's name, its hint and a few suggestions, in the window's language. */
  readonly label: string;
  readonly hint: string;
  readonly suggestions?: string[];
  /** A heading inside the group the leaf belongs under ("Hair", "Top"...). */
  readonly sub?: string;
}

export interface Group {
  id: GroupId;
  readonly title: string;
  readonly help: string;
  leaves: Leaf[];
}

export const ASPECT_PATH = "photography.aspectRatio";
export const PHOTO_TYPE_PATH = "composition.photoType";

/** The paths the catalogue has words for (a label, a hint and suggestions each). */
type LeafPath = keyof typeof image extends infer K ? (K extends `image.field.${infer P}.label` ? P : never) : never;
type SubKey = "image.sub.hair" | "image.sub.clothing" | "image.sub.jewellery";

/** A leaf whose words are read from the catalogue each time they are shown (so they follow the language). */
function leaf(path: LeafPath, sub?: SubKey): Leaf {
  return {
    path,
    get label() {
      return t(`image.field.${path}.label`);
    },
    get hint() {
      return t(`image.field.${path}.hint`);
    },
    get suggestions() {
      return t(`image.field.${path}.suggestions`).split("|");
    },
    get sub() {
      return sub ? t(sub) : undefined;
    },
  };
}

function group(id: GroupId, leaves: Leaf[]): Group {
  return {
    id,
    get title() {
      return t(`image.group.${id}.title`);
    },
    get help() {
      return t(`image.group.${id}.help`);
    },
    leaves,
  };
}

export const GROUPS: Group[] = [
  group("subject", [
    leaf("subject.description"),
    leaf("subject.expression"),
    leaf("subject.pose"),
    leaf("subject.age"),
    leaf("subject.hair.color", "image.sub.hair"),
    leaf("subject.hair.style", "image.sub.hair"),
    leaf("subject.clothing.top.type", "image.sub.clothing"),
    leaf("subject.clothing.top.color", "image.sub.clothing"),
    leaf("subject.clothing.bottom.type", "image.sub.clothing"),
    leaf("subject.clothing.bottom.color", "image.sub.clothing"),
  ]),
  group("photography", [
    leaf("photography.shotType"),
    leaf("photography.angle"),
    leaf("photography.framing"),
    leaf("photography.texture"),
  ]),
  group("background", [leaf("background.setting"), leaf("background.lighting"), leaf("background.atmosphere")]),
  group("accessories", [
    leaf("accessories.headwear.type"),
    leaf("accessories.eyewear"),
    leaf("accessories.jewelry.earrings", "image.sub.jewellery"),
    leaf("accessories.jewelry.necklace", "image.sub.jewellery"),
  ]),
  group("composition", []),
];

/** Every free-text leaf path, in form order. */
export const TEXT_LEAVES: Leaf[] = GROUPS.flatMap((g) => g.leaves);

export function leafId(path: string): string {
  return `f-${path.replace(/\./g, "-")}`;
}
