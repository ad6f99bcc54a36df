import { useEffect, useRef, type ReactNode } from "react";

/** The screen's h1; receives focus when the screen opens so keyboard users land at its top. */
export function ScreenTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement?.closest(".nav")) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-title">
      {children}
    </h1>
  );
}
