// What can be done with the item in the lightbox: recall its form (a picture's into Create image; any
// other result's settings into the form of its kind), compare, diff, save, show in the file manager,
// delete / restore.
import { useState } from "react";
import { galleryApi, type MediaItem, type SavedFile } from "../../api/gallery";
import { useHandleError, useToast } from "../../state";
import { DeleteDialog } from "./TrashActions";
import { deletedText, deletesAtService } from "./deleteWords";
import { RestoreButton } from "./Tile";
import { kindWord } from "./title";
import { JobRetry } from "../JobRetry";
import { OpenSettings } from "../OpenSettings";
import { NextStepMenu } from "../NextStepMenu";
import { resultNoun } from "../../state/mediaJobs";
import { t } from "../../i18n";

export function savedText(s: SavedFile): string {
  const file = s.path.split(/[\\/]/).pop() ?? s.path;
  return s.metadata === "png-text"
    ? t("gallery.actions.saved_png", { path: s.path })
    : t("gallery.actions.saved_json", { path: s.path, file });
}

export function ItemActions({
  item,
  trash,
  onRecall,
  onLeave,
  onCompare,
  onDiff,
  onGone,
}: {
  item: MediaItem;
  trash: boolean;
  onRecall: () => void;
  /** The lightbox closes: another screen opens. */
  onLeave: () => void;
  onCompare: () => void;
  onDiff: () => void;
  onGone: () => void;
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const kind = kindWord(item);
  // A picture made by Create image (or only listed by the service) goes back into Create image; a result
  // of any other kind of job (a slide, a tool's output, a video) opens the settings of its own form.
  const imageForm = item.jobKind == null || item.jobKind === "image";
  const canRecall = item.kind === "image" && imageForm && (item.request != null || item.provider != null);

  const save = async () => {
    setSaving(true);
    setSaved(null);
    try {
      const s = await galleryApi.save(item.id);
      if (s) setSaved(savedText(s));
    } catch (e) {
      const err = handleError(e);
      toast({ kind: "error", text: t("gallery.actions.save_error", { kind }), detail: err.detail });
    } finally {
      setSaving(false);
    }
  };

  const showInFolder = () =>
    galleryApi.showInFolder(item.id).catch((e: unknown) => {
      const err = handleError(e);
      toast({ kind: "error", text: err.message, detail: err.detail });
    });

  return (
    <>
      <div className="item-actions" role="group" aria-label={t("gallery.actions.label", { kind })}>
        {canRecall ? (
          <button type="button" className="button primary" onClick={onRecall}>
            {t("gallery.actions.recall")}
          </button>
        ) : null}
        {item.jobKind && !imageForm && item.jobId ? (
          <OpenSettings
            jobId={item.jobId}
            sourceLabel={t("gallery.source.result", {
              what: resultNoun({ kind: item.jobKind, provider: item.provider ?? "" }),
            })}
            onOpened={onLeave}
            className="button primary"
          />
        ) : null}
        {!trash ? (
          <NextStepMenu item={item} sourceLabel={t("gallery.source.chosen", { kind })} onLeave={onLeave} />
        ) : null}
        <button type="button" className="button" onClick={onCompare}>
          {t("gallery.actions.compare")}
        </button>
        {item.jobId && !trash ? <JobRetry jobId={item.jobId} mode="again" /> : null}
        {item.request != null ? (
          <button type="button" className="button" onClick={onDiff}>
            {t("gallery.actions.diff")}
          </button>
        ) : null}
        <button type="button" className="button" onClick={save} disabled={saving}>
          {saving ? t("gallery.actions.saving") : t("gallery.actions.save")}
        </button>
        <button type="button" className="button" onClick={showInFolder}>
          {t("gallery.actions.show_in_folder")}
        </button>
        {trash ? (
          <RestoreButton
            item={item}
            className="button"
            errorText={t("gallery.actions.restore_error", { kind })}
            onChanged={onGone}
          />
        ) : (
          <button type="button" className="button danger-outline" onClick={() => setDeleting(true)}>
            {deletesAtService(item) ? t("gallery.delete.button") : t("gallery.delete.move_button")}
          </button>
        )}
      </div>
      {saved ? (
        <p className="saved-line" role="status" data-testid="saved">
          <span aria-hidden="true">✓ </span>
          {saved}
        </p>
      ) : null}
      {!trash ? (
        <DeleteDialog
          item={item}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={(deleted) => {
            setDeleting(false);
            toast({ kind: "success", text: deletedText(deleted) });
            onGone();
          }}
        />
      ) : null}
    </>
  );
}
