// The bar over a selection: star, add to or remove from a collection, export to a folder, delete
// (asks first, with counts: what the service deletes and what stays only here) or, in the Trash,
// restore. Export, delete and restore are each one core call over the whole selection
// (media_export_many, media_delete_many, media_restore_many) reporting on a channel that moves the
// progress bar: export and delete after each item, restore once (one transaction). What one of them
// left as it was is named with the core's reasons; what a delete or restore left stays selected.
import { useState } from "react";
import { ApiError } from "../../api";
import {
  collectionsApi,
  galleryApi,
  type BulkProgress,
  type ChosenFolder,
  type Collection,
  type GalleryRef,
  type NotDone,
} from "../../api/gallery";
import { Dialog } from "../../components/Dialog";
import { ErrorNotice } from "../../components/ErrorNotice";
import { formatNumber, plural } from "../../lib/format";
import { useHandleError, useToast } from "../../state";
import { atServiceWords, deletedManyText, notDeletedText, notDoneText } from "./deleteWords";
import { deleteCounts } from "./selection";

type Progress = { label: string; done: number; total: number };

export function BulkBar({
  selected,
  trash,
  collectionId,
  collections,
  onSelectAll,
  onClear,
  onKeep,
  onChanged,
}: {
  selected: GalleryRef[];
  trash: boolean;
  collectionId: string | null;
  collections: Collection[];
  onSelectAll: () => void;
  onClear: () => void;
  /** Keeps only these selected (what a delete or restore left). */
  onKeep: (refs: GalleryRef[]) => void;
  onChanged: () => void;
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const n = selected.length;
  const ids = selected.map((r) => r.id);

  /** Runs one bulk command over the selection under the progress bar; null when it failed. */
  async function bulk<T>(label: string, call: (onProgress: (p: BulkProgress) => void) => Promise<T>) {
    setError(null);
    setKept(null);
    setProgress({ label, done: 0, total: n });
    try {
      return await call((p) => setProgress({ label, ...p }));
    } catch (e) {
      setError(handleError(e));
      return null;
    } finally {
      setProgress(null);
    }
  }

  /** After a delete or restore: what it left stays selected (its reasons beside it), else none. */
  function keepOnly(failed: NotDone[]) {
    const ids = new Set(failed.map((f) => f.id));
    if (ids.size) onKeep(selected.filter((s) => ids.has(s.id)));
    else onClear();
  }

  async function once(run: () => Promise<string>) {
    setError(null);
    setKept(null);
    try {
      toast({ kind: "success", text: await run() });
      onChanged();
    } catch (e) {
      setError(handleError(e));
    }
  }

  const busy = progress != null;
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Selected items">
      <strong>{formatNumber(n)} selected</strong>
      <button type="button" className="button small" onClick={onSelectAll} disabled={busy}>
        Select all in view
      </button>
      <button type="button" className="button small" onClick={onClear} disabled={busy}>
        Clear selection
      </button>
      {trash ? (
        <button
          type="button"
          className="button small"
          disabled={busy || n === 0}
          onClick={async () => {
            const r = await bulk("Restoring", (p) => galleryApi.restoreMany(ids, p));
            if (!r) return;
            if (r.restored.length)
              toast({
                kind: "success",
                text: `${plural(r.restored.length, "item is", "items are")} back in the gallery.`,
              });
            setKept(notDoneText(r.failed, "restored"));
            keepOnly(r.failed);
            onChanged();
          }}
        >
          Restore
        </button>
      ) : (
        <>
          <button
            type="button"
            className="button small"
            disabled={busy || n === 0}
            onClick={() =>
              once(async () => `${plural(await galleryApi.favourite(ids, true), "item", "items")} starred.`)
            }
          >
            ★ Star
          </button>
          <select
            aria-label="Add to collection"
            value=""
            disabled={busy || n === 0 || collections.length === 0}
            onChange={(e) => {
              const c = collections.find((x) => x.id === e.target.value);
              if (c)
                void once(async () => {
                  const added = await collectionsApi.add(c.id, ids);
                  return `${plural(added, "item", "items")} added to ${c.name}.`;
                });
            }}
          >
            <option value="">Add to collection…</option>
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {collectionId ? (
            <button
              type="button"
              className="button small"
              disabled={busy || n === 0}
              onClick={() =>
                once(async () => {
                  const out = await collectionsApi.take(collectionId, ids);
                  onClear();
                  return `${plural(out, "item", "items")} taken out of this collection (still in the library).`;
                })
              }
            >
              Remove from collection
            </button>
          ) : null}
          <button
            type="button"
            className="button small"
            disabled={busy || n === 0}
            onClick={async () => {
              setError(null);
              let folder: ChosenFolder | null;
              try {
                folder = await galleryApi.pickExportFolder();
              } catch (e) {
                setError(handleError(e));
                return;
              }
              if (!folder) return;
              const r = await bulk("Exporting", (p) => galleryApi.exportMany(ids, folder, p));
              if (!r) return;
              if (r.files.length)
                toast({
                  kind: "success",
                  text: `${plural(r.files.length, "file", "files")} exported to ${folder.shown}, with metadata.`,
                });
              setKept(notDoneText(r.failed, "exported"));
            }}
          >
            Export…
          </button>
          <button
            type="button"
            className="button small danger-outline"
            disabled={busy || n === 0}
            onClick={() => setConfirm(true)}
          >
            Delete…
          </button>
        </>
      )}
      {progress ? (
        <span className="bulk-progress">
          <progress max={progress.total} value={progress.done} aria-label={`${progress.label} progress`} />
          {progress.label} {formatNumber(progress.done)} of {formatNumber(progress.total)}
        </span>
      ) : null}
      {kept ? (
        <p className="bulk-kept" role="alert">
          {kept}
        </p>
      ) : null}
      <ErrorNotice error={error} />
      <BulkDeleteDialog
        open={confirm}
        selected={selected}
        onClose={() => setConfirm(false)}
        onConfirm={async () => {
          setConfirm(false);
          const r = await bulk("Deleting", (p) => galleryApi.removeMany(ids, p));
          if (!r) return;
          toast({ kind: "success", text: deletedManyText(r) });
          setKept(notDeletedText(r));
          keepOnly(r.failed);
          onChanged();
        }}
      />
    </div>
  );
}

function BulkDeleteDialog({
  open,
  selected,
  onClose,
  onConfirm,
}: {
  open: boolean;
  selected: GalleryRef[];
  onClose: () => void;
  onConfirm: () => void;
}) {
  const c = deleteCounts(selected);
  const what = plural(selected.length, "item", "items");
  return (
    <Dialog open={open} onClose={onClose} labelledBy="bulk-delete-title" describedBy="bulk-delete-text">
      <div className="dialog-body">
        <h2 id="bulk-delete-title">Delete {what}?</h2>
        <div id="bulk-delete-text">
          <ul>
            {c.images + c.videos ? (
              <li>{atServiceWords(c.images, c.videos)} deleted at the service for good — it cannot be undone there.</li>
            ) : null}
            {c.tracks ? (
              <li>
                {plural(c.tracks, "music track stays", "music tracks stay")} at the service: this app can't delete music
                there.
              </li>
            ) : null}
            {c.onlyHere ? (
              <li>{plural(c.onlyHere, "item was", "items were")} never at the service: nothing is deleted there.</li>
            ) : null}
          </ul>
          <p>The copies on this computer go to the Trash, where you can restore them until you empty the Trash.</p>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            Keep them
          </button>
          <button type="button" className="button danger" onClick={onConfirm}>
            Delete {what}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
