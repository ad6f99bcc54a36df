// The form's draft: restored once (with a recall from another screen applied on top), saved as you
// type (draft_get / draft_save), so it survives a restart.
import { useEffect, useRef, useState } from "react";
import { api, type ApiError, type Catalogue } from "../../api";
import { takeStep } from "../../lib/nextStep";
import { takeRecall, type ImageRecall } from "../../lib/recall";
import { DRAFT_DELAY } from "../../lib/useDraftSaver";
import { applyRecall, defaultDraft, parseDraft, type Draft } from "./draft";

export const DRAFT_FORM = "create-image";

export function useDraftStore(catalogue: Catalogue, handleError: (e: unknown) => ApiError) {
  const [draft, setDraft] = useState<Draft>(() => defaultDraft(catalogue));
  const [restored, setRestored] = useState(false);
  const [saved, setSaved] = useState<"idle" | "saving" | "saved">("idle");
  const [recalled, setRecalled] = useState<ImageRecall | null>(null);
  // Taken once per mount (a ref survives React's development double effects).
  const recall = useRef<ImageRecall | null | undefined>(undefined);
  /** "Edit this picture" (a next step): the picture's id, taken once per mount like the recall. */
  const editStep = useRef<string | null | undefined>(undefined);
  /** What is stored (null: unknown, or a recall that must be written even unchanged). */
  const stored = useRef<string | null>(null);

  // Restored once per mount: a later catalogue reload must not overwrite what was typed since.
  const latest = useRef({ catalogue, handleError });
  latest.current = { catalogue, handleError };
  useEffect(() => {
    if (recall.current === undefined) recall.current = takeRecall("image");
    if (editStep.current === undefined) editStep.current = takeStep(["editPicture"])?.item.id ?? null;
    let cancelled = false;
    api
      .draftGet(DRAFT_FORM)
      .catch((e) => {
        latest.current.handleError(e);
        return null;
      })
      .then((raw) => {
        if (cancelled) return;
        const cat = latest.current.catalogue;
        let d = parseDraft(raw, cat);
        if (recall.current) {
          d = applyRecall(recall.current, d, cat);
          setRecalled(recall.current);
        }
        // A new edit of a picture: the form in edit mode with that picture, and the words of the change to write.
        if (editStep.current) d = { ...d, mode: "edit", editOf: editStep.current, prompt: "", compare: false };
        stored.current = recall.current || editStep.current ? null : JSON.stringify(d);
        setDraft(d);
        setRestored(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // A window closed or reloaded within the save delay still keeps the last change.
  const unsaved = useRef<string | null>(null);
  useEffect(() => {
    const flush = () => {
      if (unsaved.current != null) void api.draftSave(DRAFT_FORM, unsaved.current).catch(() => undefined);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  useEffect(() => {
    if (!restored) return;
    const value = JSON.stringify(draft);
    // Opening the form writes nothing and says nothing: the draft just read back is what is stored.
    if (value === stored.current) {
      unsaved.current = null;
      return;
    }
    setSaved("saving");
    unsaved.current = value;
    const t = window.setTimeout(() => {
      api
        .draftSave(DRAFT_FORM, value)
        .then(() => {
          stored.current = value;
          if (unsaved.current === value) unsaved.current = null;
          setSaved("saved");
        })
        .catch((e) => {
          handleError(e);
          setSaved("idle");
        });
    }, DRAFT_DELAY);
    return () => window.clearTimeout(t);
  }, [draft, restored, handleError]);

  return { draft, setDraft, restored, saved, recalled, dismissRecalled: () => setRecalled(null) };
}
