// Collections kept on this computer: "New collection…" and "Rename…" ask for a name (needed, at most
// COLLECTION_NAME_MAX characters, not another collection's: said under the field before anything is
// sent; studio-core checks the same), "Delete collection…" asks first and says the items stay.
import { useEffect, useState } from "react";
import { collectionsApi, type Collection } from "../../api/gallery";
import { Dialog } from "../../widgets/Dialog";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { t, tn } from "../../i18n";
import { ConfirmActions, useConfirm } from "../../widgets/ConfirmActions";
import { collectionNameProblem } from "./collectionName";

/** The name dialog: a new collection (`renaming` null) or a new name for `renaming`. */
export function CollectionNameDialog({
  open,
  renaming,
  collections,
  onClose,
  onSaved,
}: {
  open: boolean;
  renaming: Collection | null;
  collections: Collection[];
  onClose: () => void;
  onSaved: (c: Collection) => void;
}) {
  // A new collection's name is kept when the dialog is closed (nothing typed is lost); a new name starts
  // from the collection's own each time it opens (drawn from it at once, not an effect later).
  const [newName, setNewName] = useState("");
  const [edit, setEdit] = useState<{ id: string; name: string } | null>(null);
  const name = renaming ? (edit?.id === renaming.id ? edit.name : renaming.name) : newName;
  const setName = (v: string) => (renaming ? setEdit({ id: renaming.id, name: v }) : setNewName(v));
  const [tried, setTried] = useState(false);
  const { busy, error, run, reset } = useConfirm();
  useEffect(() => {
    if (!open) return;
    setTried(false);
    reset();
    setEdit(null);
  }, [open, renaming, reset]);
  const others = collections.filter((c) => c.id !== renaming?.id);
  const problem = collectionNameProblem(name, others, { empty: tried }) ?? (error?.field ? error.message : null);
  const title = renaming ? t("gallery.collection.rename_title", { name: renaming.name }) : t("gallery.collection.new");
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} labelledBy="collection-name-title">
      <form
        className="dialog-body"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          setTried(true);
          if (collectionNameProblem(name, others, { empty: true })) return;
          await run(async () => {
            if (renaming) {
              await collectionsApi.rename(renaming.id, name);
              onSaved({ ...renaming, name: name.trim() });
            } else {
              onSaved(await collectionsApi.create(name));
              setName("");
            }
          });
        }}
      >
        <h2 id="collection-name-title">{title}</h2>
        <p className="muted">{t("gallery.collection.local_only")}</p>
        <label className="field">
          <span>{t("gallery.collection.name")}</span>
          <input
            value={name}
            onChange={(e) => (setName(e.target.value), reset())}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "collection-name-problem" : undefined}
            data-autofocus
          />
        </label>
        <FieldMessage id="collection-name-problem" message={problem} />
        {error && !error.field ? <ErrorNotice error={error} /> : null}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t("gallery.cancel")}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {renaming ? t("gallery.collection.rename") : t("gallery.collection.create")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Asks before deleting a collection: its items stay in the library, only the collection goes. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
}: {
  collection: Collection | null;
  onClose: () => void;
  onDeleted: (c: Collection) => void;
}) {
  const confirm = useConfirm();
  const { reset } = confirm;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new collection asked about starts without the last one's error
  useEffect(reset, [collection]);
  const c = collection;
  return (
    <Dialog
      open={c != null}
      onClose={() => !confirm.busy && onClose()}
      labelledBy="delete-collection-title"
      describedBy="delete-collection-text"
    >
      <div className="dialog-body">
        <h2 id="delete-collection-title">{t("gallery.collection.delete_title", { name: c?.name ?? "" })}</h2>
        <p id="delete-collection-text">
          {c?.count ? tn("gallery.collection.delete_text", c.count) : t("gallery.collection.delete_text_empty")}
        </p>
        <ConfirmActions
          confirm={confirm}
          label={t("gallery.collection.delete")}
          disabled={c == null}
          onClose={onClose}
          onConfirm={async () => {
            if (!c) return;
            await collectionsApi.delete(c.id);
            onDeleted(c);
          }}
        />
      </div>
    </Dialog>
  );
}
