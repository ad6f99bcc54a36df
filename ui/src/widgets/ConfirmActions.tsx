// The end of a dialog that asks before doing something for good: the error of the last try, "Keep it"
// (focused first), a milder choice where there is one (`safe`: remove here only), and the red button; each
// runs its action once at a time (`useConfirm`, which any button that runs one action at a time and keeps
// its failure uses too: Open these settings, the tray's Save again and Cancel, a recipe run's buttons).
import { useCallback, useState } from "react";
import type { ApiError } from "../api";
import { useHandleError } from "../state";
import { ErrorNotice } from "./ErrorNotice";
import { t } from "../i18n";

export interface Confirm {
  busy: boolean;
  error: ApiError | null;
  /** Runs `act` unless one is running; a failure is kept (through the app's error handling) to show. */
  run: (act: () => Promise<void>) => Promise<void>;
  /** Forgets the failure (stays the same function across renders). */
  reset: () => void;
}

export function useConfirm(): Confirm {
  const handleError = useHandleError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const reset = useCallback(() => setError(null), []);
  return {
    busy,
    error,
    reset,
    run: async (act) => {
      if (busy) return;
      setBusy(true);
      setError(null);
      try {
        await act();
      } catch (e) {
        setError(handleError(e));
      } finally {
        setBusy(false);
      }
    },
  };
}

export function ConfirmActions({
  confirm,
  label,
  keep = t("shell.confirm.keep"),
  disabled = false,
  safe,
  onClose,
  onConfirm,
}: {
  confirm: Confirm;
  label: string;
  keep?: string;
  disabled?: boolean;
  /** A milder second choice beside the red one (e.g. "Remove from this computer"). */
  safe?: { label: string; onConfirm: () => Promise<void> };
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  return (
    <>
      <ErrorNotice error={confirm.error} />
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose} disabled={confirm.busy} data-autofocus>
          {keep}
        </button>
        {safe ? (
          <button
            type="button"
            className="button"
            disabled={confirm.busy || disabled}
            onClick={() => void confirm.run(safe.onConfirm)}
          >
            {safe.label}
          </button>
        ) : null}
        <button
          type="button"
          className="button danger"
          disabled={confirm.busy || disabled}
          onClick={() => void confirm.run(onConfirm)}
        >
          {label}
        </button>
      </div>
    </>
  );
}
