import { useState } from "react";
import { ApiError } from "../../api";
import { charactersApi, videosOf, type CharacterView, type DeletedCounts } from "../../api/characters";
import { Dialog } from "../../components/Dialog";
import { ErrorNotice } from "../../components/ErrorNotice";
import { plural } from "../../lib/format";
import { useHandleError } from "../../state";

/** "This deletes Mia and the 12 images and 3 videos made with this character." */
export function whatGoes(name: string, images: number, videos: number): string {
  const media = [
    images ? plural(images, "image", "images") : "",
    videos ? plural(videos, "video", "videos") : "",
  ].filter(Boolean);
  if (media.length === 0)
    return `This deletes ${name}. No images or videos were made with this character. It cannot be undone.`;
  return `This deletes ${name} and the ${media.join(" and ")} made with this character. It cannot be undone.`;
}

export function DeleteCharacterDialog({
  view,
  open,
  onClose,
  onDeleted,
}: {
  view: CharacterView;
  open: boolean;
  onClose: () => void;
  onDeleted: (counts: DeletedCounts) => void;
}) {
  const handleError = useHandleError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const c = view.character;
  const name = c.name || "this character";
  const images = c.generatedImages?.length ?? 0;
  const videos = videosOf(c).length;

  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      labelledBy="char-delete-title"
      describedBy="char-delete-text"
    >
      <div className="dialog-body">
        <h2 id="char-delete-title">Delete {name}?</h2>
        <p id="char-delete-text">{whatGoes(name, images, videos)}</p>
        <ErrorNotice error={error} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy} data-autofocus>
            Keep {name}
          </button>
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setError(null);
              try {
                onDeleted(await charactersApi.remove(c.id));
              } catch (e) {
                setError(handleError(e));
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? "Deleting…" : `Delete ${name}`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
