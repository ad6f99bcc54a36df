// Trash: "Empty trash" (asks first, with the count) and the delete-from-the-service confirmation.
import { useState } from "react";
import { ApiError } from "../../api";
import { galleryApi, type MediaItem } from "../../api/gallery";
import { ConfirmActions, useConfirm } from "../../components/ConfirmActions";
import { Dialog } from "../../components/Dialog";
import { ErrorNotice } from "../../components/ErrorNotice";
import { plural } from "../../lib/format";
import { useHandleError } from "../../state";
import { kindWord } from "./Tile";
import { deletesAtService } from "./deleteWords";
import type { DeletedItem } from "../../bindings";

export function EmptyTrashButton({ count, onEmptied }: { count: number; onEmptied: (n: number) => void }) {
  const handleError = useHandleError();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const what = plural(count, "item", "items");
  return (
    <>
      <button type="button" className="button danger-outline" onClick={() => (setError(null), setOpen(true))}>
        Empty trash…
      </button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        labelledBy="empty-trash-title"
        describedBy="empty-trash-text"
      >
        <div className="dialog-body">
          <h2 id="empty-trash-title">Empty the Trash?</h2>
          <p id="empty-trash-text">
            This removes the {what} in the Trash from this computer for good. Pictures and videos in it were already
            deleted from the service, so they cannot be brought back.
          </p>
          <ErrorNotice error={error} />
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => setOpen(false)} disabled={busy} data-autofocus>
              Keep them
            </button>
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  const n = await galleryApi.emptyTrash();
                  setOpen(false);
                  onEmptied(n);
                } catch (e) {
                  setError(handleError(e));
                } finally {
                  setBusy(false);
                }
              }}
            >
              {busy ? "Emptying…" : `Remove ${what}`}
            </button>
          </div>
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
  const word = kindWord(item);
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
        <h2 id="media-delete-title">{atService ? `Delete this ${word}?` : `Move this ${word} to the Trash?`}</h2>
        {atService ? (
          <div id="media-delete-text">
            <p>
              <strong>Remove from this computer</strong>: the {word} goes to the Trash here, and the service keeps its
              copy. You can restore it until you empty the Trash.
            </p>
            <p>
              <strong>Delete at the service</strong>: the service deletes its copy for good — that cannot be undone
              there. The copy on this computer goes to the Trash.
            </p>
          </div>
        ) : (
          <p id="media-delete-text">
            {track
              ? "This app can't delete a music track at the service, so the service keeps its copy. "
              : item.serviceGone
                ? `The service's copy was deleted already (this ${word} is on this computer only), so nothing is asked of the service. `
                : `This ${word} is not at the service, so nothing is asked of it. `}
            The copy on this computer goes to the Trash, where you can restore it until you empty the Trash.
          </p>
        )}
        <ConfirmActions
          confirm={confirm}
          safe={
            atService
              ? {
                  label: "Remove from this computer",
                  onConfirm: async () => onDeleted(await galleryApi.remove(item.id, "this_computer")),
                }
              : undefined
          }
          label={confirm.busy ? "Deleting…" : atService ? "Delete at the service" : "Move to the Trash"}
          onClose={onClose}
          onConfirm={async () => onDeleted(await galleryApi.remove(item.id, atService ? "service" : "this_computer"))}
        />
      </div>
    </Dialog>
  );
}
