import { charactersApi, videosOf, type CharacterDeleted, type CharacterView } from "../../api/characters";
import { Dialog } from "../../widgets/Dialog";
import { ConfirmActions, useConfirm } from "../../widgets/ConfirmActions";
import { listWords } from "../../state/readyToast";
import { t, tn } from "../../i18n";

/** "This deletes Mia and the 12 images and 3 videos made with this character." */
export function whatGoes(name: string, images: number, videos: number): string {
  const media = [
    images ? tn("characters.delete.images", images) : "",
    videos ? tn("characters.delete.videos", videos) : "",
  ].filter(Boolean);
  if (media.length === 0) return t("characters.delete.nothing_made", { name });
  return t("characters.delete.with_media", { name, media: listWords(media) });
}

/** What happens to the library's copies made with the face (null: not counted yet). */
export function localCopiesText(copies: number | null): string | null {
  if (!copies) return null;
  return tn("characters.delete.local_copies", copies);
}

export function DeleteCharacterDialog({
  view,
  localCopies,
  open,
  onClose,
  onDeleted,
}: {
  view: CharacterView;
  /** How many items of the library were made with this face (they go to the Trash). */
  localCopies: number | null;
  open: boolean;
  onClose: () => void;
  onDeleted: (result: CharacterDeleted) => void;
}) {
  const confirm = useConfirm();
  const c = view.character;
  const name = c.name || t("characters.delete.this_character");
  const images = c.generatedImages?.length ?? 0;
  const videos = videosOf(c).length;

  return (
    <Dialog
      open={open}
      onClose={() => !confirm.busy && onClose()}
      labelledBy="char-delete-title"
      describedBy={localCopies ? "char-delete-text char-delete-local" : "char-delete-text"}
    >
      <div className="dialog-body">
        <h2 id="char-delete-title">{t("characters.delete.title", { name })}</h2>
        <p id="char-delete-text">{whatGoes(name, images, videos)}</p>
        {localCopiesText(localCopies) ? <p id="char-delete-local">{localCopiesText(localCopies)}</p> : null}
        <ConfirmActions
          confirm={confirm}
          keep={t("characters.delete.keep", { name })}
          label={confirm.busy ? t("characters.delete.deleting") : t("characters.delete.confirm", { name })}
          onClose={onClose}
          onConfirm={async () => onDeleted(await charactersApi.delete(c.id))}
        />
      </div>
    </Dialog>
  );
}
