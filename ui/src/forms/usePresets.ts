// The form kit's presets: wires a form's draft to the presets menu (forms/Presets.tsx). The form
// says what a preset keeps (`value`: its settings as JSON text, never the pictures, videos or tracks
// chosen) and how a preset's value goes into its draft (`apply`: the settings replaced, what was chosen
// kept as it is); both are pure functions beside the form's draft helpers. The hook keeps the loaded
// preset, tells whether the form was changed since ("changed" beside its name), and loading one offers
// Undo in its toast, as Create image does.
import { useState } from "react";
import type { Preset } from "../api/images";
import type { PresetsWiring } from "./Presets";
import { useToast } from "../state";
import { t } from "../i18n";

export interface PresetPart<D> {
  /** What a preset keeps of the draft, as the text stored. */
  value: (draft: D) => string;
  /** The draft with a preset's value in it (what the preset does not keep stays as it is). */
  apply: (value: string, draft: D) => D;
}

export function usePresets<D>(
  draft: D | null,
  setDraft: (next: (d: D) => D) => void,
  part: PresetPart<D>,
): PresetsWiring {
  const toast = useToast();
  const [loaded, setLoaded] = useState<Preset | null>(null);
  const value = draft == null ? "" : part.value(draft);
  // Compared as the form would hold it: a preset stored by an older form compares after it is applied.
  const changed = loaded != null && draft != null && value !== part.value(part.apply(loaded.value, draft));
  const onLoad = (p: Preset | null) => {
    setLoaded(p);
    if (!p || draft == null) return;
    const before = draft;
    setDraft((d) => part.apply(p.value, d));
    toast({
      kind: "info",
      text: t("image.preset.loaded", { name: p.name }),
      action: {
        label: t("image.undo"),
        run: () => {
          setDraft(() => before);
          setLoaded(null);
        },
      },
    });
  };
  return { value, loaded, changed, onLoad, onLoadedRenamed: setLoaded, onSaved: setLoaded };
}
