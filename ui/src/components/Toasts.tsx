import { useNavigation, useToasts } from "../state";

export function Toasts() {
  const { toasts, dismissToast } = useToasts();
  const { screen } = useNavigation();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`}>
          <span className="toast-icon" aria-hidden="true">
            {t.kind === "success" ? "✓" : t.kind === "error" ? "!" : "i"}
          </span>
          <div className="toast-body">
            <p className="toast-text">{t.text}</p>
            {t.detail ? (
              <details className="notice-details">
                <summary>Details</summary>
                <code>{t.detail}</code>
              </details>
            ) : null}
            {t.action && t.action.screen !== screen ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  t.action?.run();
                  dismissToast(t.id);
                }}
              >
                {t.action.label}
              </button>
            ) : null}
          </div>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismissToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
