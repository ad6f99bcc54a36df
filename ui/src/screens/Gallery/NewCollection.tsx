// "New collection…": a name (needed, not another collection's: studio-core says which), kept only on
// this computer.
import { useState } from "react";
import { ApiError } from "../../api";
import { collectionsApi, type Collection } from "../../api/gallery";
import { Dialog } from "../../components/Dialog";
import { ErrorNotice } from "../../components/ErrorNotice";
import { useHandleError } from "../../state";

export function NewCollectionDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (c: Collection) => void;
}) {
  const handleError = useHandleError();
  const [name, setName] = useState("");
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} labelledBy="new-collection-title">
      <form
        className="dialog-body"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError(null);
          try {
            const c = await collectionsApi.create(name);
            setName("");
            onCreated(c);
          } catch (err) {
            setError(handleError(err));
          } finally {
            setBusy(false);
          }
        }}
      >
        <h2 id="new-collection-title">New collection</h2>
        <p className="muted">Collections are kept on this computer only; the service never sees them.</p>
        <label className="field">
          <span>Name</span>
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} data-autofocus />
        </label>
        <ErrorNotice error={error} />
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            Create collection
          </button>
        </div>
      </form>
    </Dialog>
  );
}
