// Issue 5's image commands (contract: estimate/generate with a face, compare across providers,
// presets) over the generated bindings, same pattern as api/index.ts.
import { commands } from "../bindings";
import type {
  CompareEstimate,
  CompareGroup,
  GenerateImageRequest,
  ImageReference,
  Preset,
  ProviderEstimate,
} from "../bindings";
import { unwrap } from "./transport";

export type { CompareEstimate, CompareGroup, GenerateImageRequest, ImageReference, Preset, ProviderEstimate };

export const imagesApi = {
  estimate: (provider: string, request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap(commands.imagesEstimate(provider, request, reference)),
  /** Sends once per `intent` (one press of the button; a repeat gets the first job). */
  generate: (intent: string, provider: string, request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap(commands.imagesGenerate(intent, provider, request, reference)),
  compareEstimate: (providers: string[], request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap(commands.imagesCompareEstimate(providers, request, reference)),
  compare: (intent: string, providers: string[], request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap(commands.imagesCompare(intent, providers, request, reference)),
};

export const presetsApi = {
  list: (form: string) => unwrap(commands.presetsList(form)),
  save: (form: string, name: string, value: string) => unwrap(commands.presetsSave(form, name, value)),
  rename: (id: string, name: string) => unwrap(commands.presetsRename(id, name)),
  remove: (id: string) => unwrap(commands.presetsDelete(id)),
};
