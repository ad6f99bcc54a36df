// The bar over a selection: star, add to or remove from a collection, export to a folder (with
// metadata, one file at a time under a progress bar), delete (asks first, with counts: what the
// service deletes and what stays only here; then one media_delete_many, its progress after each item,
// what it refused kept selected with the reasons) or, in the Trash, restore. Export and restore are
// the single-item commands (media_export_into, media_restore) item by item.
import { useState } from "react";
import { ApiError } from "../../api";
import { collectionsApi, galleryApi, type Collection, type GalleryRef } from "../../api/gallery";
import { Dialog } from "../../components/Dialog";
import { ErrorNotice } from "../../components/ErrorNotice";
import { plural } from "../../lib/format";
import { useHandleError, useToast } from "../../state";
import { deletedManyText, notDeletedText } from "./deleteWords";
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
  /** Keeps only these selected (what a delete left). */
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

  /** Runs `step` on every selected item in turn under the progress bar; stops at the first error. */
  async function each(label: string, step: (id: string) => Promise<unknown>): Promise<number> {
    setError(null);
    setKept(null);
    let done = 0;
    setProgress({ label, done, total: n });
    try {
      for (const id of ids) {
        await step(id);
        done++;
        setProgress({ label, done, total: n });
      }
    } catch (e) {
      setError(handleError(e));
    } finally {
      setProgress(null);
    }
    return done;
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
      <strong>{n.toLocaleString()} selected</strong>
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
            const done = await each("Restoring", (id) => galleryApi.restore(id));
            toast({ kind: "success", text: `${plural(done, "item is", "items are")} back in the gallery.` });
            onClear();
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
              let folder: string | null;
              try {
                folder = await galleryApi.pickExportFolder();
              } catch (e) {
                setError(handleError(e));
                return;
              }
              if (!folder) return;
              const done = await each("Exporting", (id) => galleryApi.exportInto(id, folder));
              toast({
                kind: "success",
                text: `${plural(done, "file", "files")} exported to ${folder}, with metadata.`,
              });
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
          {progress.label} {progress.done.toLocaleString()} of {progress.total.toLocaleString()}
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
          setError(null);
          setKept(null);
          setProgress({ label: "Deleting", done: 0, total: n });
          try {
            const r = await galleryApi.removeMany(ids, (p) => setProgress({ label: "Deleting", ...p }));
            toast({ kind: "success", text: deletedManyText(r) });
            const failed = new Set(r.failed.map((f) => f.id));
            setKept(notDeletedText(r));
            if (failed.size) onKeep(selected.filter((s) => failed.has(s.id)));
            else onClear();
            onChanged();
          } catch (e) {
            setError(handleError(e));
          } finally {
            setProgress(null);
          }
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
            {c.atService ? (
              <li>
                {plural(c.atService, "image or video is", "images and videos are")} deleted at the service for good — it
                cannot be undone there.
              </li>
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
