// The leaves of the spec's CharacterFormData (media-api.md, "CharacterFormData"), as the form shows
// them: group, label, hint and a few suggestions. Paths are relative to formData. aspectRatio and
// photoType are chosen with visual pickers; the rest are free text.

export type GroupId = "subject" | "photography" | "background" | "accessories" | "composition";

export interface Leaf {
  /** Path under formData, e.g. "subject.hair.color". */
  path: string;
  label: string;
  hint: string;
  suggestions?: string[];
  /** A heading inside the group the leaf belongs under ("Hair", "Top"...). */
  sub?: string;
}

export interface Group {
  id: GroupId;
  title: string;
  help: string;
  leaves: Leaf[];
}

export const ASPECT_PATH = "photography.aspectRatio";
export const PHOTO_TYPE_PATH = "composition.photoType";

export const GROUPS: Group[] = [
  {
    id: "subject",
    title: "Person",
    help: "Who is in the picture and how they look.",
    leaves: [
      {
        path: "subject.description",
        label: "Who is in the picture",
        hint: "e.g. a young woman with freckles",
        suggestions: ["a young woman with freckles", "a man in his thirties with a beard", "a smiling teenager"],
      },
      {
        path: "subject.expression",
        label: "Expression",
        hint: "e.g. laughing",
        suggestions: ["warm smile", "laughing", "serious", "surprised", "dreamy"],
      },
      {
        path: "subject.pose",
        label: "Pose",
        hint: "e.g. leaning on a railing",
        suggestions: [
          "standing, hands in pockets",
          "sitting cross-legged",
          "walking towards the camera",
          "leaning on a wall",
        ],
      },
      { path: "subject.age", label: "Age", hint: "e.g. mid 20s", suggestions: ["early 20s", "mid 30s", "50s"] },
      {
        path: "subject.hair.color",
        sub: "Hair",
        label: "Hair colour",
        hint: "e.g. copper red",
        suggestions: ["blonde", "brown", "black", "copper red", "grey"],
      },
      {
        path: "subject.hair.style",
        sub: "Hair",
        label: "Hair style",
        hint: "e.g. long and wavy",
        suggestions: ["long and wavy", "short bob", "ponytail", "buzz cut", "curly"],
      },
      {
        path: "subject.clothing.top.type",
        sub: "Clothing",
        label: "Top",
        hint: "e.g. denim jacket",
        suggestions: ["t-shirt", "denim jacket", "hoodie", "blouse", "knit sweater"],
      },
      {
        path: "subject.clothing.top.color",
        sub: "Clothing",
        label: "Top colour",
        hint: "e.g. white",
        suggestions: ["white", "black", "navy", "olive green"],
      },
      {
        path: "subject.clothing.bottom.type",
        sub: "Clothing",
        label: "Bottom",
        hint: "e.g. jeans",
        suggestions: ["jeans", "skirt", "tailored trousers", "shorts"],
      },
      {
        path: "subject.clothing.bottom.color",
        sub: "Clothing",
        label: "Bottom colour",
        hint: "e.g. light blue",
        suggestions: ["light blue", "black", "beige"],
      },
    ],
  },
  {
    id: "photography",
    title: "Camera",
    help: "How the photo is taken. The shape is chosen below, under Shape.",
    leaves: [
      {
        path: "photography.shotType",
        label: "Shot",
        hint: "e.g. medium shot",
        suggestions: ["close-up", "medium shot", "wide shot"],
      },
      {
        path: "photography.angle",
        label: "Angle",
        hint: "e.g. eye level",
        suggestions: ["eye level", "slightly from above", "from below"],
      },
      {
        path: "photography.framing",
        label: "Framing",
        hint: "e.g. centred",
        suggestions: ["centred", "rule of thirds", "off-centre"],
      },
      {
        path: "photography.texture",
        label: "Look and texture",
        hint: "e.g. film grain",
        suggestions: ["film grain", "sharp and clean", "soft focus", "phone camera"],
      },
    ],
  },
  {
    id: "background",
    title: "Place and light",
    help: "Where it happens and what the light is like.",
    leaves: [
      {
        path: "background.setting",
        label: "Place",
        hint: "e.g. a sunny café terrace",
        suggestions: ["a sunny café terrace", "a city street at night", "a beach", "a cosy living room"],
      },
      {
        path: "background.lighting",
        label: "Light",
        hint: "e.g. golden hour",
        suggestions: ["golden hour", "soft window light", "neon lights", "overcast daylight"],
      },
      {
        path: "background.atmosphere",
        label: "Mood",
        hint: "e.g. relaxed",
        suggestions: ["relaxed", "energetic", "moody", "romantic"],
      },
    ],
  },
  {
    id: "accessories",
    title: "Accessories",
    help: "Anything worn besides clothes.",
    leaves: [
      {
        path: "accessories.headwear.type",
        label: "Headwear",
        hint: "e.g. beanie",
        suggestions: ["beanie", "baseball cap", "sun hat"],
      },
      {
        path: "accessories.eyewear",
        label: "Glasses",
        hint: "e.g. round sunglasses",
        suggestions: ["round sunglasses", "reading glasses", "aviators"],
      },
      {
        path: "accessories.jewelry.earrings",
        sub: "Jewellery",
        label: "Earrings",
        hint: "e.g. small gold hoops",
        suggestions: ["small gold hoops", "pearl studs"],
      },
      {
        path: "accessories.jewelry.necklace",
        sub: "Jewellery",
        label: "Necklace",
        hint: "e.g. thin silver chain",
        suggestions: ["thin silver chain", "pendant"],
      },
    ],
  },
  {
    id: "composition",
    title: "Photo type",
    help: "The kind of photo: how the person is framed.",
    leaves: [],
  },
];

/** Every free-text leaf path, in form order. */
export const TEXT_LEAVES: Leaf[] = GROUPS.flatMap((g) => g.leaves);

/** All paths the form sends under formData. */
export const ALL_PATHS: string[] = [...TEXT_LEAVES.map((l) => l.path), ASPECT_PATH, PHOTO_TYPE_PATH];

export function leafId(path: string): string {
  return `f-${path.replace(/\./g, "-")}`;
}
