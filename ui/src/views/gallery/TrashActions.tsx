// Trash: "Empty trash" (asks first, with the count) and the delete-from-the-service confirmation.
import { useState } from "react";
import { ApiError } from "../../api";
import { galleryApi, type MediaItem } from "../../api/gallery";
import { ConfirmActions, useConfirm } from "../../widgets/ConfirmActions";
import { Dialog } from "../../widgets/Dialog";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { t, tn } from "../../i18n";
import { useHandleError } from "../../state";
import { kindWord } from "./title";
import { deletesAtService } from "./deleteWords";
import type { DeletedItem } from "../../bindings";

export function EmptyTrashButton({ count, onEmptied }: { count: number; onEmptied: (n: number) => void }) {
  const handleError = useHandleError();
  const [open, setOpen] = useState(false);
  const confirm = useConfirm();
  // How many of them the service still holds (they stay there): asked each time the dialog opens.
  const [atService, setAtService] = useState<number | null>(null);
  const [askError, setAskError] = useState<ApiError | null>(null);
  const ask = () => {
    confirm.reset();
    setAskError(null);
    setAtService(null);
    setOpen(true);
    galleryApi.trashAtService().then(setAtService, (e) => setAskError(handleError(e)));
  };
  return (
    <>
      <button type="button" className="button danger-outline" onClick={ask}>
        {t("gallery.empty_trash.button")}
      </button>
      <Dialog
        open={open}
        onClose={() => !confirm.busy && setOpen(false)}
        labelledBy="empty-trash-title"
        describedBy="empty-trash-text"
      >
        <div className="dialog-body">
          <h2 id="empty-trash-title">{t("gallery.empty_trash.title")}</h2>
          <div id="empty-trash-text">
            <p>{tn("gallery.empty_trash.text", count)}</p>
            {atService ? <p>{tn("gallery.empty_trash.at_service", atService)}</p> : null}
            {atService !== null && count > atService ? (
              <p>{tn("gallery.empty_trash.gone", count - atService)}</p>
            ) : null}
          </div>
          <ErrorNotice error={askError} />
          <ConfirmActions
            confirm={confirm}
            keep={t("gallery.keep_them")}
            disabled={atService === null}
            label={confirm.busy ? t("gallery.empty_trash.emptying") : tn("gallery.empty_trash.remove", count)}
            onClose={() => setOpen(false)}
            onConfirm={async () => {
              const n = await galleryApi.trashEmpty();
              setOpen(false);
              onEmptied(n);
            }}
          />
        </div>
      </Dialog>
    </>
  );
}

export function DeleteDialog({
  item,
  open,
  onClose,
  onDeleted,
}: {
  item: MediaItem;
  open: boolean;
  onClose: () => void;
  onDeleted: (deleted: DeletedItem) => void;
}) {
  const confirm = useConfirm();
  const kind = kindWord(item);
  // The service deletes pictures and videos it holds by id; a music track has no delete there and stays.
  const track = item.kind === "audio";
  const atService = deletesAtService(item);
  return (
    <Dialog
      open={open}
      onClose={() => !confirm.busy && onClose()}
      labelledBy="media-delete-title"
      describedBy="media-delete-text"
    >
      <div className="dialog-body">
        <h2 id="media-delete-title">
          {atService ? t("gallery.delete.title", { kind }) : t("gallery.delete.title_move", { kind })}
        </h2>
        {atService ? (
          <div id="media-delete-text">
            <p>
              <strong>{t("gallery.delete.remove")}</strong>: {t("gallery.delete.remove_text", { kind })}
            </p>
            <p>
              <strong>{t("gallery.delete.at_service")}</strong>: {t("gallery.delete.at_service_text")}
            </p>
          </div>
        ) : (
          <p id="media-delete-text">
            {track
              ? t("gallery.delete.track_text")
              : t(item.serviceGone ? "gallery.delete.gone_text" : "gallery.delete.not_held_text", { kind })}
          </p>
        )}
        <ConfirmActions
          confirm={confirm}
          safe={
            atService
              ? {
                  label: t("gallery.delete.remove"),
                  onConfirm: async () => onDeleted(await galleryApi.delete(item.id, "this_computer")),
                }
              : undefined
          }
          label={
            confirm.busy
              ? t("gallery.delete.deleting")
              : atService
                ? t("gallery.delete.at_service")
                : t("gallery.delete.move")
          }
          onClose={onClose}
          onConfirm={async () => onDeleted(await galleryApi.delete(item.id, atService ? "service" : "this_computer"))}
        />
      </div>
    </Dialog>
  );
}
