// The service check (Settings › Service check): the last check of the connected account's documented answers
// against the spec (studio-core `account_check`: reads only, nothing spent), whether one is running, and why
// the last one could not run. Starting one (`useRunAccountCheck`) never changes, apart from what it found
// (`useAccountCheck`), so "Save and connect" can start it in the background without re-rendering on its result.
import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { api, type AccountCheck, type ApiError } from "../api";
import { t, tn } from "../i18n";
import { useProvided } from "./context";
import { useNavigation } from "./navigation";
import { useHandleError } from "./session";
import { useToast } from "./toasts";

export interface AccountCheckState {
  /** The last check made in this run (here or by the core), or null. */
  check: AccountCheck | null;
  running: boolean;
  /** Why the last check could not run (it is shown calmly; the connection is not affected). */
  error: ApiError | null;
}

export interface AccountCheckActions {
  /**
   * Runs a check (one at a time: a second ask while one runs gets the same). `announce`: a check started in the
   * background says in a toast when it found something, with the way to Settings.
   */
  run: (opts?: { announce?: boolean }) => Promise<AccountCheck | null>;
  /** Reads the core's last check, unless one is known or running here. */
  load: () => Promise<void>;
}

const StateContext = createContext<AccountCheckState | null>(null);
const ActionsContext = createContext<AccountCheckActions | null>(null);

export function AccountCheckProvider({ children }: { children: ReactNode }) {
  const handleError = useHandleError();
  const toast = useToast();
  const { go } = useNavigation();
  const [check, setCheck] = useState<AccountCheck | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const inFlight = useRef<Promise<AccountCheck | null> | null>(null);
  const known = useRef(false);

  const run = useCallback<AccountCheckActions["run"]>(
    (opts) => {
      if (inFlight.current) return inFlight.current;
      setRunning(true);
      setError(null);
      const p = api
        .accountCheck()
        .then((c) => {
          known.current = true;
          setCheck(c);
          if (opts?.announce && c.problems > 0)
            toast({
              kind: "info",
              text: tn("settings.check.toast", c.problems),
              action: { label: t("settings.check.toast_action"), run: () => go("settings"), screen: "settings" },
            });
          return c;
        })
        .catch((e: unknown) => {
          setError(handleError(e));
          return null;
        })
        .finally(() => {
          inFlight.current = null;
          setRunning(false);
        });
      inFlight.current = p;
      return p;
    },
    [handleError, toast, go],
  );

  const load = useCallback(async () => {
    if (known.current || inFlight.current) return;
    try {
      const last = await api.accountCheckLast();
      // A check that ended meanwhile is newer than this answer.
      if (!known.current && last) setCheck(last);
      known.current = true;
    } catch {
      // Nothing to show yet: "Check again" asks for a fresh one.
    }
  }, []);

  const state = useMemo(() => ({ check, running, error }), [check, running, error]);
  const actions = useMemo(() => ({ run, load }), [run, load]);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

/** The last check, whether one runs, and why the last could not run. */
export function useAccountCheck(): AccountCheckState {
  return useProvided(StateContext, "useAccountCheck");
}

/** Starts a check, or reads the core's last one (never changes). */
export function useRunAccountCheck(): AccountCheckActions {
  return useProvided(ActionsContext, "useRunAccountCheck");
}
