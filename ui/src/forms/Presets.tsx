// Named presets of a form (presets_* commands, by form name): save the current form, load, rename,
// delete, and save them to a preset file or add those of a file, in a compact menu. The loaded preset is
// named next to the menu button, with "changed" once edited. A form wires it to its draft with
// `usePresets` (src/forms/usePresets.ts); what a preset keeps is the form's own pure function.
import "./presets.css";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api";
import { presetsApi, type Preset } from "../api/images";
import { ErrorNotice, FieldMessage } from "../widgets/ErrorNotice";
import { Popover } from "../widgets/Popover";
import { useConfirm } from "../widgets/ConfirmActions";
import { useHandleError, useToast } from "../state";
import { fileRefusal } from "./presetValue";
import { tx } from "../widgets/RichText";
import { t, tn } from "../i18n";

function nameError(e: ApiError): string | null {
  return e.code === "validation" && (e.field === "name" || !e.field) ? e.message : null;
}

/** What `usePresets` gives the menu: the form as a preset, the loaded one, and what loading does. */
export interface PresetsWiring {
  /** The current form as a preset value. */
  value: string;
  loaded: Preset | null;
  changed: boolean;
  onLoad: (p: Preset | null) => void;
  onLoadedRenamed: (p: Preset) => void;
  /** The form was just saved as `p` (it is the loaded one now); without it, `onLoad(p)`. */
  onSaved?: (p: Preset) => void;
}

export function Presets({
  form,
  keeps,
  value,
  loaded,
  changed,
  onLoad,
  onLoadedRenamed,
  onSaved = onLoad,
}: PresetsWiring & {
  /** The form's presets are kept under this name (presets_* `form`). */
  form: string;
  /** What a preset keeps, in a sentence ("A preset keeps …"), shown while there are none. */
  keeps: string;
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<Preset[] | null>(null);
  const [name, setName] = useState("");
  const [saveErr, setSaveErr] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  /** A file refused by the core (not a preset file, another form's), in its words. */
  const [fileErr, setFileErr] = useState<string | null>(null);
  const [fileError, setFileError] = useState<{ error: ApiError; headline: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = `presets-${form}-menu`;
  const nameId = `presets-${form}-name`;
  const fileErrId = `presets-${form}-file-err`;

  const reload = useCallback(
    () => presetsApi.list(form).then(setList, (e) => setError(handleError(e))),
    [form, handleError],
  );
  useEffect(() => {
    if (open) void reload();
    else {
      setFileErr(null);
      setFileError(null);
    }
  }, [open, reload]);

  const save = async () => {
    setSaveErr(null);
    try {
      const p = await presetsApi.save(form, name, value);
      setName("");
      onSaved(p);
      toast({ kind: "success", text: t("shell.presets.saved", { name: p.name }) });
      await reload();
    } catch (e) {
      const err = handleError(e);
      if (nameError(err)) setSaveErr(nameError(err));
      else setError(err);
    }
  };
  const rename = async () => {
    if (!renaming) return;
    try {
      const p = await presetsApi.rename(renaming.id, renaming.name);
      setRenaming(null);
      if (loaded?.id === p.id) onLoadedRenamed(p);
      await reload();
    } catch (e) {
      const err = handleError(e);
      if (nameError(err)) setRenaming({ ...renaming, error: nameError(err) });
      else setError(err);
    }
  };
  // One delete at a time (an impatient double click deleted twice and said "Deleted" twice); a failure is kept.
  const deleting = useConfirm();
  const remove = (p: Preset) =>
    deleting.run(async () => {
      await presetsApi.delete(p.id);
      if (loaded?.id === p.id) onLoad(null);
      toast({ kind: "info", text: t("shell.presets.deleted", { name: p.name }) });
      await reload();
    });
  /** One file action at a time (each opens the system's file dialog). */
  const withFile = async (headline: string, act: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setFileErr(null);
    setFileError(null);
    try {
      await act();
    } catch (e) {
      const err = handleError(e);
      if (err.code === "validation" && err.field === "file") setFileErr(fileRefusal(err.message));
      else setFileError({ error: err, headline });
    } finally {
      setBusy(false);
    }
  };
  const exportFile = () =>
    withFile(t("shell.presets.export_failed"), async () => {
      const path = await presetsApi.export(form);
      if (path == null) return;
      const n = list?.length ?? 0;
      toast({ kind: "success", text: tn("shell.presets.exported", n, { path }) });
    });
  const importFile = () =>
    withFile(t("shell.presets.import_failed"), async () => {
      const added = await presetsApi.import(form);
      if (added == null) return;
      const same = added.find((p) => p.id === loaded?.id);
      if (same) onLoadedRenamed(same);
      toast({
        kind: added.length ? "success" : "info",
        text: added.length ? tn("shell.presets.imported", added.length) : t("shell.presets.import_none"),
      });
      await reload();
    });

  const fileButton = (label: string, act: () => Promise<void>) => (
    <button
      type="button"
      className="link-button"
      disabled={busy}
      aria-describedby={fileErr ? fileErrId : undefined}
      onClick={() => void act()}
    >
      {label}
    </button>
  );

  return (
    <div className="presets">
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t("shell.presets.button")} ▾
      </button>
      {loaded ? (
        <span className="preset-loaded" data-testid="preset-loaded">
          {tx("shell.presets.loaded", { name: <strong>{loaded.name}</strong> })}
          {changed ? <span className="muted"> {t("shell.presets.changed")}</span> : null}
        </span>
      ) : null}
      <Popover
        open={open}
        onClose={() => setOpen(false)}
        id={menuId}
        label={t("shell.presets.button")}
        className="presets-menu"
      >
        <form
          className="preset-save"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label htmlFor={nameId}>{t("shell.presets.save_label")}</label>
          <div className="inline-row">
            <input
              id={nameId}
              value={name}
              placeholder={t("shell.presets.name_placeholder")}
              aria-invalid={saveErr ? true : undefined}
              aria-describedby={saveErr ? `${nameId}-err` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className="button small primary">
              {t("common.save")}
            </button>
          </div>
          <FieldMessage id={`${nameId}-err`} message={saveErr} />
        </form>
        <ErrorNotice error={error ?? deleting.error} />
        {list == null ? (
          <p className="muted">{t("common.loading")}</p>
        ) : list.length === 0 ? (
          <p className="muted">{t("shell.presets.none", { keeps })}</p>
        ) : (
          <ul className="preset-list" aria-label={t("shell.presets.list")}>
            {list.map((p) => (
              <li key={p.id} className={loaded?.id === p.id ? "current" : ""}>
                {renaming?.id === p.id ? (
                  <form
                    className="preset-rename"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void rename();
                    }}
                  >
                    <label className="visually-hidden" htmlFor={`rename-${p.id}`}>
                      {t("shell.presets.new_name", { name: p.name })}
                    </label>
                    <input
                      id={`rename-${p.id}`}
                      autoFocus
                      value={renaming.name}
                      aria-invalid={renaming.error ? true : undefined}
                      aria-describedby={renaming.error ? `rename-${p.id}-err` : undefined}
                      onChange={(e) => setRenaming({ ...renaming, name: e.target.value, error: null })}
                    />
                    <button type="submit" className="button small primary">
                      {t("common.rename")}
                    </button>
                    <button type="button" className="button small" onClick={() => setRenaming(null)}>
                      {t("common.cancel")}
                    </button>
                    <FieldMessage id={`rename-${p.id}-err`} message={renaming.error} />
                  </form>
                ) : (
                  <>
                    <span className="preset-name">{p.name}</span>
                    <button
                      type="button"
                      className="button small"
                      aria-label={t("shell.presets.load_name", { name: p.name })}
                      onClick={() => {
                        onLoad(p);
                        setOpen(false);
                      }}
                    >
                      {t("shell.presets.load")}
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t("shell.presets.rename_name", { name: p.name })}
                      onClick={() => setRenaming({ id: p.id, name: p.name, error: null })}
                    >
                      {t("common.rename")}
                    </button>
                    <button
                      type="button"
                      className="link-button danger"
                      aria-label={t("shell.presets.delete_name", { name: p.name })}
                      disabled={deleting.busy}
                      onClick={() => void remove(p)}
                    >
                      {t("common.delete")}
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="preset-files" role="group" aria-label={t("shell.presets.files")}>
          {list?.length ? fileButton(t("shell.presets.export"), exportFile) : null}
          {fileButton(t("shell.presets.import"), importFile)}
        </div>
        <FieldMessage id={fileErrId} message={fileErr} />
        {fileError ? <ErrorNotice error={fileError.error} headline={fileError.headline} /> : null}
      </Popover>
    </div>
  );
}
