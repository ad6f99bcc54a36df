import { useLayoutEffect, useRef, useState } from "react";
import { useNavigation, useToasts } from "../state";
import { TOAST_BOTTOM, toastPlace, type ToastPlace } from "../lib/toastPlace";
import { t } from "../i18n";
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

export function Toasts() {
  const { toasts, dismissToast } = useToasts();
  const { screen } = useNavigation();
  const { ref, place } = usePlace(toasts.length);
  return (
    <div
      ref={ref}
      className={`toasts toasts-${place.side}`}
      style={place.bottom === TOAST_BOTTOM ? undefined : { bottom: place.bottom }}
      role="status"
      aria-live="polite"
    >
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
