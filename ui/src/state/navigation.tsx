// Navigation: which screen is open, and `go` to open another (the same function for the whole run).
import { createContext, useMemo, useState, type ReactNode } from "react";
import { useProvided } from "./context";

export type Screen =
  "home" | "create" | "gallery" | "settings" | "video" | "music" | "characters" | "slideshows" | "tools" | "recipes";

export interface NavigationStore {
  screen: Screen;
  go: (screen: Screen) => void;
}

const NavigationContext = createContext<NavigationStore | null>(null);

export function NavigationProvider({ children }: { children: ReactNode }) {
  const [screen, go] = useState<Screen>("home");
  const value = useMemo(() => ({ screen, go }), [screen]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationStore {
  return useProvided(NavigationContext, "useNavigation");
}
