// Issue 5's image commands (contract: estimate/generate with a face, compare across providers,
// presets) over the generated bindings, same pattern as api/index.ts.
import { commands } from "../bindings";
import type {
  CompareEstimate,
  CompareGroup,
  Estimate,
  GenerateImageRequest,
  ImageReference,
  Preset,
  ProviderEstimate,
  TrackedJob,
} from "../bindings";
import { unwrap } from "./transport";

export type { CompareEstimate, CompareGroup, GenerateImageRequest, ImageReference, Preset, ProviderEstimate };

export const imagesApi = {
  estimate: (provider: string, request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap<Estimate>(commands.imagesEstimate(provider, request, reference)),
  /** Sends once per `intent` (one press of the button; a repeat gets the first job). */
  generate: (intent: string, provider: string, request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap<TrackedJob>(commands.imagesGenerate(intent, provider, request, reference)),
  compareEstimate: (providers: string[], request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap<CompareEstimate>(commands.imagesCompareEstimate(providers, request, reference)),
  compare: (intent: string, providers: string[], request: GenerateImageRequest, reference: ImageReference | null) =>
    unwrap<CompareGroup>(commands.imagesCompare(intent, providers, request, reference)),
};

export const presetsApi = {
  list: (form: string) => unwrap<Preset[]>(commands.presetsList(form)),
  save: (form: string, name: string, value: string) => unwrap<Preset>(commands.presetsSave(form, name, value)),
  rename: (id: string, name: string) => unwrap<Preset>(commands.presetsRename(id, name)),
  remove: (id: string) => unwrap<null>(commands.presetsDelete(id)),
};
