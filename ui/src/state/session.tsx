// The session: how the app started (ready, a start problem, a library moved aside), which account it
// is connected to, and the 401 path (`handleError`: a key the service no longer takes sends the person
// to Settings → key entry). `handleError` is a function that never changes, apart from the rest, so
// what only reports errors doesn't re-render when the connection changes.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { api, ApiError, events, unlisten, type ConnectionStatus, type LibraryRecovery } from "../api";
import { say, t } from "../i18n";
import { useProvided } from "./context";
import { useNavigation } from "./navigation";

export interface SessionStore {
  ready: boolean;
  bootError: ApiError | null;
  /** A damaged library moved aside at this start (shown once, before anything else). */
  recovery: LibraryRecovery | null;
  dismissRecovery: () => void;
  connection: ConnectionStatus | null;
  /** Why the service stopped taking the key (Settings says it above the key entry). */
  authProblem: string | null;
  setConnection: (c: ConnectionStatus) => void;
}

/** Every failed call goes through here: a 401 sends the person back to key entry. */
export type HandleError = (e: unknown) => ApiError;

const SessionContext = createContext<SessionStore | null>(null);
const HandleErrorContext = createContext<HandleError | null>(null);

/** Which account the window is on (mode, service, key): what was loaded for one is stale for another. */
export function accountKey(c: ConnectionStatus | null): string {
  return c ? `${c.mode}|${c.baseUrl ?? ""}|${c.keyPrefix ?? ""}` : "";
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { go } = useNavigation();
  const [ready, setReady] = useState(false);
  const [bootError, setBootError] = useState<ApiError | null>(null);
  const [recovery, setRecovery] = useState<LibraryRecovery | null>(null);
  const dismissRecovery = useCallback(() => setRecovery(null), []);
  const [connection, setConnectionState] = useState<ConnectionStatus | null>(null);
  const [authProblem, setAuthProblem] = useState<string | null>(null);

  const handleError = useCallback<HandleError>(
    (e) => {
      const err = ApiError.from(e);
      if (err.code === "unauthorized") {
        setAuthProblem(err.message || t("settings.connection.key_refused_detail"));
        go("settings");
      }
      return err;
    },
    [go],
  );

  const setConnection = useCallback(
    (c: ConnectionStatus) => {
      setConnectionState(c);
      if (c.lastAuthError) {
        setAuthProblem(say(c.lastAuthError));
        go("settings");
      } else {
        setAuthProblem(null);
      }
    },
    [go],
  );

  // Boot: the connection and the library's state; what depends on the connection loads once it is set
  // (ConnectedLoads in ./index.tsx), while the shell shows at once.
  useEffect(() => {
    let cancelled = false;
    Promise.all([api.connectionStatus(), api.libraryRecovery()])
      .then(([c, r]) => {
        if (cancelled) return;
        setRecovery(r);
        setConnection(c);
        setReady(true);
      })
      .catch((e) => {
        if (cancelled) return;
        setBootError(ApiError.from(e));
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [setConnection]);

  useEffect(() => unlisten(events.connectionChanged(setConnection)), [setConnection]);

  const session = useMemo<SessionStore>(
    () => ({ ready, bootError, recovery, dismissRecovery, connection, authProblem, setConnection }),
    [ready, bootError, recovery, dismissRecovery, connection, authProblem, setConnection],
  );
  return (
    <HandleErrorContext.Provider value={handleError}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </HandleErrorContext.Provider>
  );
}

export function useSession(): SessionStore {
  return useProvided(SessionContext, "useSession");
}

/** The one way to turn a failed call into an ApiError (and to follow a 401 to key entry). */
export function useHandleError(): HandleError {
  return useProvided(HandleErrorContext, "useHandleError");
}
