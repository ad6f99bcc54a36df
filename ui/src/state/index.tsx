// App state, one store per concern (docs/architecture.md, "The web view"): each has its own context and
// hook, so a component re-renders only when what it reads changes.
import { useCallback, useEffect, useRef, type ReactNode } from "react";
import { CatalogueProvider, useCatalogue } from "./catalogue";
import { CreditsProvider, useCredits } from "./credits";
import { JobsProvider, useJobs, useLibrary } from "./jobs";
import { NavigationProvider } from "./navigation";
import { accountKey, SessionProvider, useSession } from "./session";
import { AccountCheckProvider } from "./accountCheck";
import { ToastsProvider } from "./toasts";
import { SeenItemsProvider } from "./seenItems";

export { useHandOffChoice, useNavigation, useTakeHandOff, type HandOff, type Screen } from "./navigation";
export { useSeenItems, type SeenItems } from "./seenItems";
export { useToast, useToasts, type Toast } from "./toasts";
export { accountKey, useHandleError, useSession } from "./session";
export { useCredits } from "./credits";
export { useCatalogue } from "./catalogue";
export { useJobs, useLibrary, useTrackJob } from "./jobs";
export { isActive } from "./mediaJobs";
export { useAccountCheck, useRunAccountCheck } from "./accountCheck";

export function StudioProvider({ children }: { children: ReactNode }) {
  return (
    <NavigationProvider>
      <SeenItemsProvider>
        <ToastsProvider>
          <SessionProvider>
            <CreditsProvider>
              <CatalogueProvider>
                <JobsProvider>
                  <AccountCheckProvider>
                    <ConnectedLoads />
                    {children}
                  </AccountCheckProvider>
                </JobsProvider>
              </CatalogueProvider>
            </CreditsProvider>
          </SessionProvider>
        </ToastsProvider>
      </SeenItemsProvider>
    </NavigationProvider>
  );
}

/**
 * Loads what depends on the account (catalogue, jobs, credits, library): at start when connected, then
 * whenever the window connects to another account or a new key is taken. Renders nothing.
 */
function ConnectedLoads() {
  const { connection } = useSession();
  const { reloadCatalogue } = useCatalogue();
  const { reloadJobs } = useJobs();
  const { refreshCredits } = useCredits();
  const { refreshLibrary } = useLibrary();

  const loadConnected = useCallback(async () => {
    await Promise.all([reloadCatalogue(), reloadJobs()]);
    await Promise.all([refreshCredits(false), refreshLibrary()]);
  }, [reloadCatalogue, reloadJobs, refreshCredits, refreshLibrary]);

  const last = useRef<string | null>(null);
  const connKey = connection ? `${accountKey(connection)}|${connection.lastAuthError?.text ?? ""}` : null;
  useEffect(() => {
    if (!connection || connKey === null) return;
    if (last.current === null) {
      // The start: the shell shows at once; credits, catalogue, jobs and images fill in as they arrive.
      if (connection.mode !== "none") void loadConnected();
    } else if (
      connKey !== last.current &&
      connection.mode !== "none" &&
      !connection.lastAuthError &&
      connection.keySet
    ) {
      void loadConnected();
    }
    // A new connection object with the same key does nothing here (the key is compared with the last one).
    last.current = connKey;
  }, [connKey, connection, loadConnected]);
  return null;
}
