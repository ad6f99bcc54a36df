import { useEffect, useRef, type ReactNode } from "react";

/** The screen's h1; receives focus when the screen opens so keyboard users land at its top. */
export function ScreenTitle({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus && document.activeElement?.closest(".nav")) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  );
}
