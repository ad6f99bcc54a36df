// A select's options from a list: each item's value (also the option's key) and its words.
import type { ReactNode } from "react";

export function Options<T>({
  items,
  value,
  label,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
