// Named presets of the form (presets_* commands): save the current form, load, rename, delete, in a
// compact menu. The loaded preset is named next to the menu button, with "changed" once edited.
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../api";
import { presetsApi, type Preset } from "../../api/images";
import { ErrorNotice, FieldMessage } from "../../components/ErrorNotice";
import { Popover } from "../../components/Popover";
import { useHandleError, useToast } from "../../state";

export const PRESET_FORM = "create-image";

function nameError(e: ApiError): string | null {
  return e.code === "validation" && (e.field === "name" || !e.field) ? e.message : null;
}

export function Presets({
  value,
  loaded,
  changed,
  onLoad,
  onLoadedRenamed,
}: {
  /** The current form as a preset value. */
  value: string;
  loaded: Preset | null;
  changed: boolean;
  onLoad: (p: Preset | null) => void;
  onLoadedRenamed: (p: Preset) => void;
}) {
  const handleError = useHandleError();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<Preset[] | null>(null);
  const [name, setName] = useState("");
  const [saveErr, setSaveErr] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string; error: string | null } | null>(null);
  const [error, setError] = useState<ApiError | null>(null);

  const reload = useCallback(async () => {
    try {
      setList(await presetsApi.list(PRESET_FORM));
    } catch (e) {
      setError(handleError(e));
    }
  }, [handleError]);
  useEffect(() => {
    if (open) void reload();
  }, [open, reload]);

  const save = async () => {
    setSaveErr(null);
    try {
      const p = await presetsApi.save(PRESET_FORM, name, value);
      setName("");
      onLoad(p);
      toast({ kind: "success", text: `Saved the preset “${p.name}”` });
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
  const remove = async (p: Preset) => {
    try {
      await presetsApi.remove(p.id);
      if (loaded?.id === p.id) onLoad(null);
      toast({ kind: "info", text: `Deleted the preset “${p.name}”` });
      await reload();
    } catch (e) {
      setError(handleError(e));
    }
  };

  return (
    <div className="presets">
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls="presets-menu"
        onClick={() => setOpen(!open)}
      >
        Presets ▾
      </button>
      {loaded ? (
        <span className="preset-loaded" data-testid="preset-loaded">
          Preset: <strong>{loaded.name}</strong>
          {changed ? <span className="muted"> (changed)</span> : null}
        </span>
      ) : null}
      <Popover open={open} onClose={() => setOpen(false)} id="presets-menu" label="Presets" className="presets-menu">
        <form
          className="preset-save"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label htmlFor="preset-name">Save this form as a preset</label>
          <div className="inline-row">
            <input
              id="preset-name"
              value={name}
              placeholder="e.g. Café portraits"
              aria-invalid={saveErr ? true : undefined}
              aria-describedby={saveErr ? "preset-name-err" : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className="button small primary">
              Save
            </button>
          </div>
          <FieldMessage id="preset-name-err" message={saveErr} />
        </form>
        <ErrorNotice error={error} />
        {list == null ? (
          <p className="muted">Loading…</p>
        ) : list.length === 0 ? (
          <p className="muted">No presets yet. A preset keeps the description, provider, count, shape and character.</p>
        ) : (
          <ul className="preset-list" aria-label="Your presets">
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
                      New name for {p.name}
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
                      Rename
                    </button>
                    <button type="button" className="button small" onClick={() => setRenaming(null)}>
                      Cancel
                    </button>
                    <FieldMessage id={`rename-${p.id}-err`} message={renaming.error} />
                  </form>
                ) : (
                  <>
                    <span className="preset-name">{p.name}</span>
                    <button
                      type="button"
                      className="button small"
                      aria-label={`Load ${p.name}`}
                      onClick={() => {
                        onLoad(p);
                        setOpen(false);
                      }}
                    >
                      Load
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Rename ${p.name}`}
                      onClick={() => setRenaming({ id: p.id, name: p.name, error: null })}
                    >
                      Rename
                    </button>
                    <button
                      type="button"
                      className="link-button danger"
                      aria-label={`Delete ${p.name}`}
                      onClick={() => void remove(p)}
                    >
                      Delete
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Popover>
    </div>
  );
}
