// The form's draft (forms/useDraft.ts) with what is Create image's own: a stored draft is checked field by
// field against the catalogue (draft.ts), and a recall from another screen or "Edit this picture" fills
// it once the stored draft is back.
import type { Catalogue } from "../../api";
import { useStep } from "../../state/nextStep";
import { useRecall, type ImageRecall } from "../../state/recall";
import { useDraft } from "../../forms/useDraft";
import { applyRecall, defaultDraft, draftFrom, type Draft } from "./draft";

export const DRAFT_FORM = "create-image";

export function useDraftStore(catalogue: Catalogue) {
  const recall = useRecall("image");
  /** "Edit this picture" (a next step): the picture is taken once per mount like the recall. */
  const editStep = useStep("editPicture");
  const { draft, setDraft, restored, saved, filled, dismissFilled } = useDraft<Draft, ImageRecall>(DRAFT_FORM, {
    initial: defaultDraft(catalogue),
    restore: (saved) => draftFrom(saved, catalogue),
    fill: (stored) => {
      const r = recall();
      const editOf = editStep()?.item.id;
      if (!r && !editOf) return null;
      let d = r ? applyRecall(r, stored, catalogue) : stored;
      // A new edit of a picture: the form in edit mode with that picture, and the words of the change to write.
      if (editOf) d = { ...d, mode: "edit", editOf, prompt: "", compare: false };
      return { draft: d, note: r ?? undefined };
    },
  });
  return { draft, setDraft, restored, saved, recalled: filled, dismissRecalled: dismissFilled };
}
