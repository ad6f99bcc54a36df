// A checkbox with its words after it, in one label (class "check", and `className` beside it).
import type { InputHTMLAttributes, ReactNode } from "react";

export function Check({
  checked,
  onChange,
  className,
  children,
  ...input
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
  children: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "disabled" | "aria-describedby">) {
  return (
    <label className={className ? `check ${className}` : "check"}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} {...input} />
      {children}
    </label>
  );
}
