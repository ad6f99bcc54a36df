// Issue 5's image commands (contract: estimate/generate with a face, compare across providers,
// presets) over the generated bindings, same pattern as api/index.ts.
import { commands } from "../bindings";
import type { CompareFigures, GenerateImageRequest, ImageReference, Preset } from "../bindings";
import { unwrap } from "./transport";

export type { CompareFigures, GenerateImageRequest, ImageReference, Preset };

export const presetsApi = {
  list: (form: string) => unwrap(commands.presetsList(form)),
  save: (form: string, name: string, value: string) => unwrap(commands.presetsSave(form, name, value)),
  rename: (id: string, name: string) => unwrap(commands.presetsRename(id, name)),
  delete: (id: string) => unwrap(commands.presetsDelete(id)),
  /** Asks where to save, writes the form's presets into a preset file: its path, or null when cancelled. */
  export: (form: string) => unwrap(commands.presetsExport(form)),
  /** Asks for a preset file and saves its presets into the form: the presets saved, or null when cancelled. */
  import: (form: string) => unwrap(commands.presetsImport(form)),
};
