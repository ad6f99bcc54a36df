// Hand-off into a form from other screens. "Open these settings" on a result (the Gallery's lightbox, the
// Jobs tray, a screen's recent results) fills the form of its kind with the job's whole settings, as the
// core keeps them (jobs_settings: a typed SpendRequest); "Open these settings" on a picture and "Generate with this
// character" fill Create image. The caller hands it over with go(screenOf(kind), recallHandOff(recall))
// (state/navigation.tsx); the form takes it once when it opens, or in place when it is already open.
import type { ReferenceInfo, SpendRequest } from "../bindings";
import type { HandOff, Screen } from "./navigation";
import { useTakeHandOff } from "./navigation";

/** The kinds whose forms a job's settings fill, named by the kind of job it makes ("image" is Create image):
 * one request each (a compare's jobs are images; a make-again is a press, never a job's settings). A kind
 * added later opens no form until it is listed here. */
const RECALL_KINDS = ["image", "video", "avatar", "video_edit", "music", "mix", "slideshow", "tool"] as const;
export type RecallKind = (typeof RECALL_KINDS)[number];

/** Whether a job's settings fill a form (`RECALL_KINDS`). */
export function recallable(settings: SpendRequest): settings is JobSettings {
  return (RECALL_KINDS as readonly string[]).includes(settings.kind);
}

/** A job's settings of one kind, as the core keeps them. */
export type Settings<K extends RecallKind = RecallKind> = Extract<SpendRequest, { kind: K }>;

/** A job's settings as the core keeps them (`jobs_settings`): one request. */
export type JobSettings = Settings;

/** Into Create image: a picture's request, provider and face, or only a character. */
export interface ImageRecall {
  kind: "image";
  provider?: string | null;
  /** The job's request as sent, without referenceImage. */
  request?: unknown | null;
  characterId?: string | null;
  characterName?: string | null;
  /** A one-off photo the job used: the form names it and asks to drop it again. */
  oneOffFileName?: string | null;
  /** An edit: the library picture it changes (media id); the form opens as "Edit a picture". */
  editOf?: string | null;
  /** Where the recall came from, e.g. "a picture in the gallery" (shown in the form's notice). */
  sourceLabel?: string;
}

/** The kinds whose recall carries a job's whole settings (all but Create image's). */
export type FormKind = Exclude<RecallKind, "image">;

/** Into the form of any other kind: the job's whole settings. */
export type Recall =
  ImageRecall | { [K in FormKind]: { kind: K; settings: Settings<K>; sourceLabel: string } }[FormKind];

export type RecallOf<K extends RecallKind> = Extract<Recall, { kind: K }>;

/** What a form says it was filled in from, and what it could not fill in (in plain words). */
export interface RecallNote {
  source: string;
  gaps: string[];
}

/** A form's draft as a recall fills it, and its notice. */
export interface Filled<D> {
  draft: D;
  note: RecallNote;
}

/** The hand-off of a recall (go(screenOf(r.kind), recallHandOff(r))). */
export function recallHandOff(recall: Recall): HandOff {
  return { kind: "recall", recall };
}

function isKind<K extends RecallKind>(r: Recall, kind: K): r is RecallOf<K> {
  return r.kind === kind;
}

/** The recall of `kind` a hand-off carries, or null (a recall of another kind, or another hand-off). */
export function recallIn<K extends RecallKind>(h: HandOff | null | undefined, kind: K): RecallOf<K> | null {
  return h?.kind === "recall" && isKind(h.recall, kind) ? h.recall : null;
}

/**
 * The recall of `kind` for a form: the returned function (called from an effect) takes the pending one once
 * and is the same on every later call until another hand-off is given, so React's development double
 * effects see it too; null when the last hand-off given was not a recall of `kind`.
 */
export function useRecall<K extends RecallKind>(kind: K): () => RecallOf<K> | null {
  return useTakeHandOff((h) => recallIn(h, kind));
}

/** A job's settings as the recall of its form; `face`: the names of an image's face (the job keeps them). */
export function recallOf(settings: JobSettings, sourceLabel: string, face?: ReferenceInfo | null): Recall {
  switch (settings.kind) {
    case "image":
      return {
        kind: "image",
        provider: settings.provider,
        request: settings.request,
        characterId: settings.reference?.characterId ?? face?.characterId ?? null,
        characterName: face?.characterName ?? null,
        oneOffFileName: settings.reference?.characterId ? null : (face?.fileName ?? null),
        editOf: settings.reference?.mediaId ?? face?.editedFrom ?? null,
        sourceLabel,
      };
    default:
      // Every other kind is recalled with its job's settings as they are.
      return { kind: settings.kind, settings, sourceLabel } as Recall;
  }
}

/** The screen that holds the form of each kind. */
const SCREENS: Record<RecallKind, Screen> = {
  image: "create",
  video: "video",
  avatar: "video",
  music: "music",
  mix: "music",
  slideshow: "slideshows",
  tool: "tools",
  video_edit: "tools",
};

/** The screen that holds the form of `kind`. */
export function screenOf(kind: RecallKind): Screen {
  return SCREENS[kind];
}
