import { useLayoutEffect, useRef, useState } from "react";
import { useNavigation, useToasts } from "../state";
import { TOAST_BOTTOM, toastPlace, type ToastPlace } from "../lib/toastPlace";
import { t, tn } from "../i18n";
import { Details } from "../widgets/ErrorNotice";

/** Keeps the toasts off the spend buttons ([data-make]) and the field in use while any are shown (lib/toastPlace.ts). */
function usePlace(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<ToastPlace>({ side: "right", bottom: TOAST_BOTTOM });
  useLayoutEffect(() => {
    if (count === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      // The spend buttons, and the field the person is typing in.
      const typing = document.activeElement?.matches("input, textarea, select") ? [document.activeElement] : [];
      const box = (e: Element) => e.getBoundingClientRect();
      const mainLeft = document.querySelector("main")?.getBoundingClientRect().left ?? 0;
      const next = toastPlace(
        [...document.querySelectorAll("[data-make]")].map(box),
        typing.map(box),
        el.offsetWidth,
        el.offsetHeight,
        window.innerWidth,
        window.innerHeight,
        mainLeft,
      );
      setPlace((p) => (p.side === next.side && p.bottom === next.bottom ? p : next));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // The screens scroll inside their own boxes: a scroll anywhere can move a button under the toasts.
    window.addEventListener("scroll", later, true);
    window.addEventListener("resize", later);
    document.addEventListener("focusin", later);
    const watch = new ResizeObserver(later);
    watch.observe(document.body);
    if (ref.current) watch.observe(ref.current);
    return () => {
      window.removeEventListener("scroll", later, true);
      window.removeEventListener("resize", later);
      document.removeEventListener("focusin", later);
      watch.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [count]);
  return { ref, place };
}

/** The most toasts shown at once over the forms; older ones fold into one line that opens them. */
export const TOASTS_SHOWN = 3;

export function Toasts() {
  const { toasts: all, dismissToast } = useToasts();
  const { screen } = useNavigation();
  const [unfolded, setUnfolded] = useState(false);
  const folded = unfolded ? 0 : Math.max(0, all.length - TOASTS_SHOWN);
  const toasts = all.slice(folded);
  // Once no more than three are left, the next pile folds again.
  if (unfolded && all.length <= TOASTS_SHOWN) setUnfolded(false);
  const { ref, place } = usePlace(toasts.length);
  return (
    <div
      ref={ref}
      className={`toasts toasts-${place.side}`}
      style={place.bottom === TOAST_BOTTOM ? undefined : { bottom: place.bottom }}
      role="status"
      aria-live="polite"
    >
      {folded > 0 ? (
        <button type="button" className="link-button toast-folded" onClick={() => setUnfolded(true)}>
          {tn("shell.toast.folded", folded)}
        </button>
      ) : null}
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.kind}`}>
          <span className="toast-icon" aria-hidden="true">
            {toast.kind === "success" ? "✓" : toast.kind === "error" ? "!" : "i"}
          </span>
          <div className="toast-body">
            <p className="toast-text">{toast.text}</p>
            {toast.detail ? <Details>{toast.detail}</Details> : null}
            {toast.action && toast.action.screen !== screen ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  toast.action?.run();
                  dismissToast(toast.id);
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t("common.dismiss")}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
