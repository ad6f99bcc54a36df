// What a tool form's preset keeps, and a preset applied to its draft: the tool's settings (a caption's
// words and place, a trim's start and end, an edit's words), never the picture or video chosen. Remove
// sound, remove background, describe a shot and join clips take only what is chosen, so they keep no
// preset. Pure (tested in toolPresets.test.ts).
import { presetOf, readPreset, takePreset } from "../../forms/presetValue";
import { CAPTION_POSITIONS } from "../../state/toolNames";
import type { EditDraft, OverlayDraft, TrimDraft } from "./toolRecall";

const OVERLAY_PRESET = ["text", "position"] as const;
const TRIM_PRESET = ["start", "end"] as const;
const EDIT_PRESET = ["prompt"] as const;

export function overlayPresetValue(d: OverlayDraft): string {
  return presetOf(d, OVERLAY_PRESET);
}

export function applyOverlayPreset(value: string, d: OverlayDraft): OverlayDraft {
  const next = takePreset(d, readPreset(value), OVERLAY_PRESET);
  return CAPTION_POSITIONS.some((p) => p.value === next.position) ? next : { ...next, position: d.position };
}

export function trimPresetValue(d: TrimDraft): string {
  return presetOf(d, TRIM_PRESET);
}

export function applyTrimPreset(value: string, d: TrimDraft): TrimDraft {
  const p = readPreset(value);
  // Seconds as the fields hold them (text), also from a preset that kept them as numbers.
  const text = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v);
  return takePreset(
    { ...d, start: String(d.start ?? ""), end: String(d.end ?? "") },
    { start: text(p.start), end: text(p.end) },
    TRIM_PRESET,
  );
}

export function editPresetValue(d: EditDraft): string {
  return presetOf(d, EDIT_PRESET);
}

export function applyEditPreset(value: string, d: EditDraft): EditDraft {
  return takePreset(d, readPreset(value), EDIT_PRESET);
}
