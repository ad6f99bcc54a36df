// Library items seen this run (the pickers' pages, a next step's item), by id, so a choice older than the
// pages a picker shows (a next step's item, a page loaded before a new search) can still be drawn. A cache of
// the window's run, not state to draw from: remembering re-renders nothing.
import { createContext, useState, type ReactNode } from "react";
import type { MediaItem } from "../api";
import { useProvided } from "./context";

export interface SeenItems {
  /** Remembers items for `seen`. */
  remember: (items: MediaItem[]) => void;
  /** An item seen this run, by id. */
  seen: (id: string) => MediaItem | undefined;
}

const SeenItemsContext = createContext<SeenItems | null>(null);

export function SeenItemsProvider({ children }: { children: ReactNode }) {
  const [value] = useState((): SeenItems => {
    const items = new Map<string, MediaItem>();
    return {
      remember: (list) => {
        for (const m of list) items.set(m.id, m);
      },
      seen: (id) => items.get(id),
    };
  });
  return <SeenItemsContext.Provider value={value}>{children}</SeenItemsContext.Provider>;
}

export function useSeenItems(): SeenItems {
  return useProvided(SeenItemsContext, "useSeenItems");
}
