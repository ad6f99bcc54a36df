// Tags kept on this computer: on one item in the lightbox (chips, each with ×, and a field to add one, with
// the tags already made as suggestions), on the selection (the bulk bar's "Tag…"), the Tag filter and the
// tag manager (rename, which makes two tags one when the new name is taken, and delete everywhere). The
// service never hears of them; exports carry them in their metadata.
import "./tags.css";
import { useCallback, useEffect, useId, useState } from "react";
import { ApiError, type MediaItem } from "../../api";
import { tagsApi, type Tag } from "../../api/gallery";
import { TAG_NAME_MAX } from "../../bindings";
import { ConfirmActions, useConfirm } from "../../widgets/ConfirmActions";
import { Dialog } from "../../widgets/Dialog";
import { ErrorNotice, FieldMessage } from "../../widgets/ErrorNotice";
import { t, tn } from "../../i18n";
import { useHandleError, useToast } from "../../state";

/** The library's tags, read again on `reload`. */
export function useTagList() {
  const [tags, setTags] = useState<Tag[]>([]);
  const reload = useCallback(() => {
    tagsApi
      .list()
      .then(setTags)
      .catch((e) => void ApiError.from(e));
  }, []);
  useEffect(reload, [reload]);
  return { tags, reload };
}

/** A field that adds a tag, with the tags made so far as suggestions. */
export function AddTag({ tags, label, onAdd }: { tags: Tag[]; label: string; onAdd: (name: string) => Promise<void> }) {
  const id = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleError = useHandleError();
  return (
    <form
      className="add-tag"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const n = name.trim();
        if (!n) return setError(t("gallery.tag.write_first"));
        if (n.length > TAG_NAME_MAX) return setError(t("gallery.tag.too_long", { max: TAG_NAME_MAX }));
        setBusy(true);
        setError(null);
        try {
          await onAdd(n);
          setName("");
        } catch (err) {
          const a = handleError(err);
          setError(a.message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={`${id}-tag`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-tag`}
        list={`${id}-tags`}
        placeholder={label}
        value={name}
        maxLength={TAG_NAME_MAX + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => (setName(e.target.value), setError(null))}
      />
      <datalist id={`${id}-tags`}>
        {tags.map((tag) => (
          <option key={tag.id} value={tag.name} />
        ))}
      </datalist>
      <button type="submit" className="button small" disabled={busy}>
        {t("gallery.tag.add")}
      </button>
      <FieldMessage id={`${id}-err`} message={error ?? undefined} />
    </form>
  );
}

/** One item's tags in the lightbox (the library's tags read here, for suggestions and removal). */
export function ItemTags({ item, onChanged }: { item: MediaItem; onChanged: () => void }) {
  const { tags, reload } = useTagList();
  const toast = useToast();
  const removing = useConfirm();
  if (item.trashedAt) return null;
  const byName = (name: string) => tags.find((tag) => tag.name.toLowerCase() === name.toLowerCase());
  return (
    <div className="item-tags" data-testid="item-tags">
      <span className="item-tags-label">{t("gallery.tag.tags")}</span>
      <ul className="tag-chips" aria-label={t("gallery.tag.of_item")}>
        {(item.tags ?? []).map((name) => (
          <li key={name} className="tag-chip">
            {name}
            <button
              type="button"
              className="tag-x"
              aria-label={t("gallery.tag.remove", { name })}
              onClick={() => {
                const tag = byName(name);
                if (tag)
                  void removing.run(async () => {
                    await tagsApi.remove([item.id], tag.id);
                    reload();
                    onChanged();
                  });
              }}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <AddTag
        tags={tags}
        label={t("gallery.tag.add_a_tag")}
        onAdd={async (name) => {
          const tag = await tagsApi.add([item.id], name);
          toast({ kind: "success", text: t("gallery.tag.tagged", { name: tag.name }) });
          reload();
          onChanged();
        }}
      />
      <ErrorNotice error={removing.error} />
    </div>
  );
}

/** The tag manager's rename: a new name, or the name of another tag to make the two one. */
export function RenameTagDialog({
  tag,
  tags,
  onClose,
  onDone,
}: {
  tag: Tag | null;
  tags: Tag[];
  onClose: () => void;
  onDone: (t: Tag, merged: boolean) => void;
}) {
  const [name, setName] = useState("");
  const { busy, error, run, reset } = useConfirm();
  useEffect(() => {
    setName(tag?.name ?? "");
    reset();
  }, [tag, reset]);
  const other = tag ? tags.find((x) => x.id !== tag.id && x.name.toLowerCase() === name.trim().toLowerCase()) : null;
  return (
    <Dialog open={tag != null} onClose={() => !busy && onClose()} labelledBy="tag-rename-title">
      {tag ? (
        <form
          className="dialog-body"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            await run(async () => onDone(await tagsApi.rename(tag.id, name), other != null));
          }}
        >
          <h2 id="tag-rename-title">{t("gallery.tag.rename_title", { name: tag.name })}</h2>
          <div className="field">
            <label htmlFor="tag-new-name">{t("gallery.tag.new_name")}</label>
            <input id="tag-new-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            {other ? (
              <p className="help" data-testid="tag-merge-note">
                {tn("gallery.tag.merge_note", tag.count + other.count, { name: other.name })}
              </p>
            ) : null}
            <FieldMessage id="tag-name-err" message={error?.field === "name" ? error.message : undefined} />
          </div>
          {error && error.field !== "name" ? <ErrorNotice error={error} /> : null}
          <div className="dialog-actions">
            <button type="button" className="button" onClick={onClose} disabled={busy}>
              {t("gallery.cancel")}
            </button>
            <button type="submit" className="button primary" disabled={busy}>
              {other ? t("gallery.tag.make_it", { name: other.name }) : t("gallery.tag.rename")}
            </button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}

/** The tag manager's delete: asks first; the items stay, only the tag goes. */
export function DeleteTagDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: Tag | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const confirm = useConfirm();
  return (
    <Dialog open={tag != null} onClose={() => !confirm.busy && onClose()} labelledBy="tag-delete-title">
      {tag ? (
        <div className="dialog-body">
          <h2 id="tag-delete-title">{t("gallery.tag.delete_title", { name: tag.name })}</h2>
          <p>{tn("gallery.tag.delete_text", tag.count)}</p>
          <ConfirmActions
            confirm={confirm}
            label={t("gallery.tag.delete")}
            keep={t("gallery.keep_it")}
            onClose={onClose}
            onConfirm={async () => {
              await tagsApi.delete(tag.id);
              onDone();
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
