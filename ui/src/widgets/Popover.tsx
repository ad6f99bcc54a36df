import { useEffect, useRef, type ReactNode } from "react";

/** A non-modal panel under a button: Escape or a click outside closes it and returns focus. */
export function Popover({
  open,
  onClose,
  id,
  label,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        onClose();
        const opener = document.querySelector<HTMLElement>(`[aria-controls="${id}"]`);
        opener?.focus();
      }
    };
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      const opener = document.querySelector(`[aria-controls="${id}"]`);
      if (ref.current && !ref.current.contains(t) && !(opener && opener.contains(t))) onClose();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onDown);
    };
  }, [open, onClose, id]);
  if (!open) return null;
  return (
    <div ref={ref} id={id} role="region" aria-label={label} className={`popover ${className ?? ""}`}>
      {children}
    </div>
  );
}
