// A next step from a result: what can be done with one library item (a picture → a motion video, a talking
// avatar, a caption, ...; a video → a caption, trim, ...; a track → added to a video), and the hand-off that
// opens that step's screen with the item already chosen. Like state/recall.ts, a hand-off of the navigation
// state (state/navigation.tsx): the caller does go(step's screen, stepHandOff(step)); the form of the step
// takes it once when it opens, or in place when it is already open.
import type { MediaItem } from "../api";
import type { HandOff, Screen } from "./navigation";
import { useTakeHandOff } from "./navigation";
import { t } from "../i18n";
import { TOOL_NAMES } from "./toolNames";

export interface StepInfo {
  id: StepId;
  /** The menu's words, the same as the form's title where it has one. */
  label: string;
  screen: Screen;
}

/** A step whose label is read in the window's language when it is shown. */
function step<I extends string>(id: I, label: () => string, screen: Screen) {
  return {
    id,
    screen,
    get label() {
      return label();
    },
  };
}

const STEPS = {
  editPicture: step("editPicture", () => t("common.step.edit_picture"), "create"),
  motion: step("motion", () => t("common.step.motion"), "video"),
  avatar: step("avatar", () => t("common.step.avatar"), "video"),
  caption: step("caption", () => TOOL_NAMES.overlay_text, "tools"),
  removeBackground: step("removeBackground", () => TOOL_NAMES.remove_background, "tools"),
  describe: step("describe", () => TOOL_NAMES.write_shot_prompt, "tools"),
  newCharacter: step("newCharacter", () => t("common.step.new_character"), "characters"),
  trim: step("trim", () => TOOL_NAMES.trim_video, "tools"),
  join: step("join", () => TOOL_NAMES.stitch_videos, "tools"),
  mute: step("mute", () => TOOL_NAMES.mute_video, "tools"),
  edit: step("edit", () => t("common.step.edit_video"), "tools"),
  addMusic: step("addMusic", () => t("common.step.add_music"), "music"),
  addToVideo: step("addToVideo", () => t("common.step.add_to_video"), "music"),
};

/** Every next step, named after the form it opens. */
export type StepId = keyof typeof STEPS;

/** The tool each Tools step opens (the ids of the Tools screen's cards). */
export const STEP_TOOLS = {
  caption: "overlay_text",
  removeBackground: "remove_background",
  describe: "write_shot_prompt",
  trim: "trim_video",
  join: "stitch_videos",
  mute: "mute_video",
  edit: "edit_video",
} as const;

export type ToolStep = keyof typeof STEP_TOOLS;

export function isToolStep(id: StepId): id is ToolStep {
  return id in STEP_TOOLS;
}

/**
 * What the service accepts this item for (media-api spec): the agent tools and a new character's face read
 * the item at its service address; a video is made from a picture the service knows by id or address; music
 * is mixed into a video and a track the service knows by id. A picture only on this computer (never sent, or
 * its service copy deleted) can still be edited: the edit sends the picture itself.
 */
export function stepsFor(
  item: Pick<MediaItem, "kind" | "remoteId" | "remoteUrl" | "jobId" | "serviceGone">,
): StepInfo[] {
  const ids: StepId[] = [];
  // An item whose service copy was deleted reads with no id or address; said here too, so a stale one can't
  // offer a step that needs the copy (adding music to a video is done on this computer then).
  const gone = item.serviceGone != null && item.serviceGone !== "";
  const atService = !gone && item.remoteUrl != null;
  const knownById = !gone && item.remoteId != null;
  if (item.kind === "image") {
    // An edit sends the picture itself (from this computer): any picture can be edited.
    ids.push("editPicture");
    if (atService || knownById) ids.push("motion", "avatar");
    if (atService) ids.push("caption", "removeBackground", "describe", "newCharacter");
  } else if (item.kind === "video") {
    if (atService) ids.push("caption", "trim", "join", "mute", "edit");
    ids.push("addMusic");
  } else if (item.kind === "audio" && item.jobId != null && !gone) {
    ids.push("addToVideo");
  }
  return ids.map((id) => STEPS[id]);
}

export interface NextStep<S extends StepId = StepId> {
  step: S;
  item: MediaItem;
  /** Where the item was chosen, e.g. "a picture in the gallery" (the form's notice says it). */
  sourceLabel: string;
}

/** The hand-off of a next step (go(screen, stepHandOff(step))). */
export function stepHandOff(step: NextStep): HandOff {
  return { kind: "step", step };
}

function isOneOf<S extends StepId>(s: NextStep, steps: readonly S[]): s is NextStep<S> {
  return (steps as readonly StepId[]).includes(s.step);
}

/** The step a hand-off carries when it is one of `steps`, or null (a step for another form stays). */
export function stepIn<S extends StepId>(h: HandOff | null | undefined, steps: readonly S[]): NextStep<S> | null {
  return h?.kind === "step" && isOneOf(h.step, steps) ? h.step : null;
}

/**
 * The step for a form: the returned function (called from an effect) takes the pending one once and is the
 * same on every later call until another hand-off is given, so React's development double effects see it
 * too; null when the last hand-off given was not one of `steps`.
 */
export function useStep<S extends StepId>(...steps: S[]): () => NextStep<S> | null {
  return useTakeHandOff((h) => stepIn(h, steps));
}
