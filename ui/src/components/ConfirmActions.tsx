// The end of a dialog that asks before doing something for good: the error of the last try, "Keep it"
// (focused first) and the red button, which runs its action once at a time (`useConfirm`).
import { useState } from "react";
import type { ApiError } from "../api";
import { useHandleError } from "../state";
import { ErrorNotice } from "./ErrorNotice";

export interface Confirm {
  busy: boolean;
  error: ApiError | null;
  /** Runs `act` unless one is running; a failure is kept (through the app's error handling) to show. */
  run: (act: () => Promise<void>) => Promise<void>;
  reset: () => void;
}

export function useConfirm(): Confirm {
  const handleError = useHandleError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  return {
    busy,
    error,
    reset: () => setError(null),
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
  keep = "Keep it",
  disabled = false,
  onClose,
  onConfirm,
}: {
  confirm: Confirm;
  label: string;
  keep?: string;
  disabled?: boolean;
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
