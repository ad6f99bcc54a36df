// A form's preset as plain data (the form kit's part of presets; the hook is usePresets.ts): the settings a
// preset keeps are named keys of the form's draft, stored as JSON; applying a preset replaces those keys
// with its values of the same type and leaves the rest of the draft (what was chosen from the library) as
// it is. Pure (tested in presetValue.test.ts); each form names its keys beside its draft helpers.
import { TOOL_NAMES } from "../state/toolNames";
import type { PresetPart } from "./usePresets";

/** The named keys of `draft`, as a preset's stored value. */
export function presetOf<D extends object>(draft: D, keys: readonly (keyof D)[]): string {
  return JSON.stringify(Object.fromEntries(keys.map((k) => [k, draft[k]])));
}

/** A preset's stored value as an object; anything unreadable is an empty one (nothing is applied). */
export function readPreset(value: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(value);
    return v != null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `draft` with each of `keys` the preset holds with a value of the same type as the draft's. */
export function takePreset<D extends object>(draft: D, preset: Record<string, unknown>, keys: readonly (keyof D)[]): D {
  const next = { ...draft };
  for (const k of keys) {
    const v = preset[k as string];
    if (v != null && typeof v === typeof draft[k]) next[k] = v as D[typeof k];
  }
  return next;
}

/**
 * A form's presets (forms/usePresets.ts) that keep `keys` of its draft; `mend` puts right what a preset holds
 * that the form no longer offers (a maker gone: the form's own stays).
 */
export function presetPart<D extends object>(
  keys: readonly (keyof D)[],
  mend: (next: D, draft: D) => D = (next) => next,
): PresetPart<D> {
  return { value: (d) => presetOf(d, keys), apply: (value, d) => mend(takePreset(d, readPreset(value), keys), d) };
}

/** The forms with presets (presets_* `form`), by the name the window gives each. */
export const PRESET_FORM_NAMES: Record<string, string> = {
  "create-image": "Create image",
  "video-motion": "Motion video",
  "video-avatar": "Talking avatar",
  "music-track": "New music track",
  slideshow: "Slideshows",
  "tools-overlay": TOOL_NAMES.overlay_text,
  "tools-trim": TOOL_NAMES.trim_video,
  "tools-edit-video": TOOL_NAMES.edit_video,
};

/** The core's refusal of a preset file, with a form named by its key ("video-motion") said by its name. */
export function fileRefusal(message: string): string {
  return message.replace(/“([^”]+)”/g, (all, key: string) =>
    PRESET_FORM_NAMES[key] ? `“${PRESET_FORM_NAMES[key]}”` : all,
  );
}
