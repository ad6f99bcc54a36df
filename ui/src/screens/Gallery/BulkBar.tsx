// The bar over a selection: star, add to or remove from a collection, export to a folder, delete
// (asks first, with counts: what the service deletes and what stays only here) or, in the Trash,
// restore. Export, delete and restore are each one core call over the whole selection
// (media_export_many, media_delete_many, media_restore_many) reporting on a channel that moves the
// progress bar: export and delete after each item, restore once (one transaction). What one of them
// left as it was is named with the core's reasons; what a delete or restore left stays selected.
import { useState, type Ref } from "react";
import { ApiError } from "../../api";
import {
  collectionsApi,
  galleryApi,
  type BulkProgress,
  type ChosenFolder,
  type Collection,
  type DeleteScope,
  type GalleryRef,
  type NotDone,
  type Tag,
  tagsApi,
} from "../../api/gallery";
import { AddTag } from "./Tags";
import { Popover } from "../../components/Popover";
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
  deleteRef,
  tags,
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
  /** The Delete… button (the Delete key presses it). */
  deleteRef?: Ref<HTMLButtonElement>;
  /** The library's tags (to add one to the selection, or take one off). */
  tags: Tag[];
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [kept, setKept] = useState<string | null>(null);
  const [tagging, setTagging] = useState(false);
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
          <span className="bulk-tag">
            <button
              type="button"
              className="button small"
              aria-expanded={tagging}
              aria-controls="bulk-tag-panel"
              disabled={busy || n === 0}
              onClick={() => setTagging((t) => !t)}
            >
              Tag…
            </button>
            <Popover
              open={tagging}
              onClose={() => setTagging(false)}
              id="bulk-tag-panel"
              label="Tag the selected items"
              className="bulk-tag-panel"
            >
              <AddTag
                tags={tags}
                label="Tag to add"
                onAdd={async (name) => {
                  const t = await tagsApi.add(ids, name);
                  setTagging(false);
                  toast({ kind: "success", text: `${plural(n, "item", "items")} tagged ${t.name}.` });
                  onChanged();
                }}
              />
              {tags.length ? (
                <select
                  aria-label="Take a tag off"
                  value=""
                  onChange={(e) => {
                    const t = tags.find((x) => x.id === e.target.value);
                    if (t)
                      void once(async () => {
                        const off = await tagsApi.take(ids, t.id);
                        setTagging(false);
                        return `The tag ${t.name} is off ${plural(off, "item", "items")}.`;
                      });
                  }}
                >
                  <option value="">Take a tag off…</option>
                  {tags.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </select>
              ) : null}
            </Popover>
          </span>
          <button
            ref={deleteRef}
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
        onConfirm={async (scope) => {
          setConfirm(false);
          const r = await bulk(scope === "service" ? "Deleting" : "Removing", (p) =>
            galleryApi.removeMany(ids, scope, p),
          );
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
  onConfirm: (scope: DeleteScope) => void;
}) {
  const c = deleteCounts(selected);
  const what = plural(selected.length, "item", "items");
  const held = c.images + c.videos;
  return (
    <Dialog open={open} onClose={onClose} labelledBy="bulk-delete-title" describedBy="bulk-delete-text">
      <div className="dialog-body">
        <h2 id="bulk-delete-title">Delete {what}?</h2>
        <div id="bulk-delete-text">
          {held ? (
            <>
              <p>
                <strong>Remove from this computer</strong>: the {selected.length === 1 ? "item goes" : "items go"} to
                the Trash here, and the service keeps its copies. You can restore them until you empty the Trash.
              </p>
              <p>
                <strong>Delete at the service</strong>:
              </p>
            </>
          ) : null}
          <ul>
            {held ? (
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
          {held ? (
            <>
              <button type="button" className="button" onClick={() => onConfirm("this_computer")}>
                Remove from this computer
              </button>
              <button type="button" className="button danger" onClick={() => onConfirm("service")}>
                Delete at the service
              </button>
            </>
          ) : (
            <button type="button" className="button danger" onClick={() => onConfirm("this_computer")}>
              Move {what} to the Trash
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
