// The bar over a selection: star, add to or remove from a collection, export to a folder or as one .zip, delete
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
  type Collection,
  type DeleteScope,
  type GalleryRef,
  type NotDone,
  type Tag,
  tagsApi,
} from "../../api/gallery";
import { AddTag } from "../../views/gallery/Tags";
import { Popover } from "../../widgets/Popover";
import { Dialog } from "../../widgets/Dialog";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { t, tn } from "../../i18n";
import { useHandleError, useToast } from "../../state";
import { atServiceText, deletedManyText, notDeletedText, notDoneText } from "../../views/gallery/deleteWords";
import { deleteCounts } from "./selection";
import { Options } from "../../widgets/Options";

/** A bulk action under way: which one (its words: gallery.bulk.progress.*), and how far. */
type Op = "restore" | "export" | "zip" | "delete" | "remove";
type Progress = { op: Op; done: number; total: number };

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
  onReview,
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
  /** Opens a review of the selection. */
  onReview?: () => void;
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

  /** Runs one command over the selection, under the progress bar when it is a bulk `op`; null when it failed. */
  async function bulk<T>(op: Op | null, call: (onProgress: (p: BulkProgress) => void) => Promise<T>) {
    setError(null);
    setKept(null);
    if (op) setProgress({ op, done: 0, total: n });
    try {
      return await call((p) => op && setProgress({ op, ...p }));
    } catch (e) {
      setError(handleError(e));
      return null;
    } finally {
      setProgress(null);
    }
  }

  /** After a delete or restore: what it left stays selected (`keptText`, its reasons, beside it), else none. */
  function settle(failed: NotDone[], keptText: string | null) {
    setKept(keptText);
    const ids = new Set(failed.map((f) => f.id));
    if (ids.size) onKeep(selected.filter((s) => ids.has(s.id)));
    else onClear();
    onChanged();
  }

  async function once(run: () => Promise<string>) {
    const text = await bulk(null, run);
    if (text == null) return;
    toast({ kind: "success", text });
    onChanged();
  }

  const busy = progress != null;
  // The bar's buttons (it shows only while something is selected).
  const act = { type: "button", className: "button small", disabled: busy } as const;
  return (
    <div className="bulk-bar" role="toolbar" aria-label={t("gallery.bulk.label")}>
      <strong>{t("gallery.bulk.selected", { count: n })}</strong>
      <button {...act} onClick={onSelectAll}>
        {t("gallery.select_all")}
      </button>
      <button {...act} onClick={onClear}>
        {t("gallery.bulk.clear")}
      </button>
      {trash ? (
        <button
          {...act}
          onClick={async () => {
            const r = await bulk("restore", (p) => galleryApi.restoreMany(ids, p));
            if (!r) return;
            if (r.restored.length) toast({ kind: "success", text: tn("gallery.bulk.restored", r.restored.length) });
            settle(r.failed, notDoneText(r.failed, "restored"));
          }}
        >
          {t("gallery.restore")}
        </button>
      ) : (
        <>
          {onReview ? (
            <button {...act} onClick={onReview}>
              {t("review.open_selection")}
            </button>
          ) : null}
          <button
            {...act}
            onClick={() => once(async () => tn("gallery.bulk.starred", await galleryApi.favourite(ids, true)))}
          >
            ★ {t("gallery.bulk.star")}
          </button>
          <select
            aria-label={t("gallery.bulk.add_to_collection")}
            value=""
            disabled={busy || collections.length === 0}
            onChange={(e) => {
              const c = collections.find((x) => x.id === e.target.value);
              if (c)
                void once(async () => {
                  const added = await collectionsApi.add(c.id, ids);
                  return tn("gallery.bulk.added", added, { name: c.name });
                });
            }}
          >
            <option value="">{t("gallery.bulk.add_to_collection_option")}</option>
            <Options items={collections} value={(c) => c.id} label={(c) => c.name} />
          </select>
          {collectionId ? (
            <button
              {...act}
              onClick={() =>
                once(async () => {
                  const out = await collectionsApi.remove(collectionId, ids);
                  onClear();
                  return tn("gallery.bulk.taken_out", out);
                })
              }
            >
              {t("gallery.bulk.remove_from_collection")}
            </button>
          ) : null}
          <button
            {...act}
            onClick={async () => {
              const folder = await bulk(null, () => galleryApi.exportFolderPick());
              if (!folder) return;
              const r = await bulk("export", (p) => galleryApi.exportMany(ids, folder, p));
              if (!r) return;
              if (r.files.length)
                toast({
                  kind: "success",
                  text: tn("gallery.bulk.exported", r.files.length, { folder: folder.shown }),
                });
              setKept(notDoneText(r.failed, "exported"));
            }}
          >
            {t("gallery.bulk.export")}
          </button>
          <button
            {...act}
            onClick={async () => {
              const r = await bulk("zip", (p) => galleryApi.exportZip(ids, p));
              if (!r) return;
              if (r.items) toast({ kind: "success", text: tn("gallery.bulk.zipped", r.items, { path: r.path }) });
              setKept(notDoneText(r.failed, "exported"));
            }}
          >
            {t("gallery.bulk.zip")}
          </button>
          <span className="bulk-tag">
            <button
              {...act}
              aria-expanded={tagging}
              aria-controls="bulk-tag-panel"
              onClick={() => setTagging((on) => !on)}
            >
              {t("gallery.bulk.tag")}
            </button>
            <Popover
              open={tagging}
              onClose={() => setTagging(false)}
              id="bulk-tag-panel"
              label={t("gallery.bulk.tag_panel")}
              className="bulk-tag-panel"
            >
              <AddTag
                tags={tags}
                label={t("gallery.bulk.tag_to_add")}
                onAdd={async (name) => {
                  const tag = await tagsApi.add(ids, name);
                  setTagging(false);
                  toast({ kind: "success", text: tn("gallery.bulk.tagged", n, { name: tag.name }) });
                  onChanged();
                }}
              />
              {tags.length ? (
                <select
                  aria-label={t("gallery.bulk.take_tag")}
                  value=""
                  onChange={(e) => {
                    const tag = tags.find((x) => x.id === e.target.value);
                    if (tag)
                      void once(async () => {
                        const off = await tagsApi.remove(ids, tag.id);
                        setTagging(false);
                        return tn("gallery.bulk.tag_off", off, { name: tag.name });
                      });
                  }}
                >
                  <option value="">{t("gallery.bulk.take_tag_option")}</option>
                  <Options items={tags} value={(tag) => tag.id} label={(tag) => tag.name} />
                </select>
              ) : null}
            </Popover>
          </span>
          <button ref={deleteRef} {...act} className="button small danger-outline" onClick={() => setConfirm(true)}>
            {t("gallery.delete.button")}
          </button>
        </>
      )}
      {progress ? (
        <span className="bulk-progress">
          <progress
            max={progress.total}
            value={progress.done}
            aria-label={t(`gallery.bulk.progress_bar.${progress.op}`)}
          />
          {t(`gallery.bulk.progress.${progress.op}`, { done: progress.done, total: progress.total })}
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
          const r = await bulk(scope === "service" ? "delete" : "remove", (p) => galleryApi.deleteMany(ids, scope, p));
          if (!r) return;
          toast({ kind: "success", text: deletedManyText(r) });
          settle(r.failed, notDeletedText(r));
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
  const count = selected.length;
  const held = c.images + c.videos;
  return (
    <Dialog open={open} onClose={onClose} labelledBy="bulk-delete-title" describedBy="bulk-delete-text">
      <div className="dialog-body">
        <h2 id="bulk-delete-title">{tn("gallery.bulk_delete.title", count)}</h2>
        <div id="bulk-delete-text">
          {held ? (
            <>
              <p>
                <strong>{t("gallery.delete.remove")}</strong>: {tn("gallery.bulk_delete.remove_text", count)}
              </p>
              <p>
                <strong>{t("gallery.delete.at_service")}</strong>:
              </p>
            </>
          ) : null}
          <ul>
            {held ? <li>{atServiceText(c.images, c.videos)}</li> : null}
            {c.tracks ? <li>{tn("gallery.bulk_delete.tracks", c.tracks)}</li> : null}
            {c.onlyHere ? <li>{tn("gallery.bulk_delete.only_here", c.onlyHere)}</li> : null}
          </ul>
          <p>{t("gallery.bulk_delete.copies")}</p>
        </div>
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t("gallery.keep_them")}
          </button>
          {held ? (
            <>
              <button type="button" className="button" onClick={() => onConfirm("this_computer")}>
                {t("gallery.delete.remove")}
              </button>
              <button type="button" className="button danger" onClick={() => onConfirm("service")}>
                {t("gallery.delete.at_service")}
              </button>
            </>
          ) : (
            <button type="button" className="button danger" onClick={() => onConfirm("this_computer")}>
              {tn("gallery.bulk_delete.move", count)}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
