// The fake of the account commands (connection, key, credits, API keys), mirroring src-tauri's: the key
// is write-only (only its prefix comes back), plain http only to loopback, a revoked key answers
// `unauthorized`, no keyring without "session only" answers keyring_unavailable. Test data only.
import { events } from "../src/bindings";
import type { AccountCheck, ApiKeyEntry, ConnectionStatus, CreditsView, TrackedJob } from "../src/api/types";
import type { ReadCheck, ShapeProblem, SpendingJob, SpendingQuery, SpendingRow, Words } from "../src/bindings";
import { plain, words } from "./fake-words";

/** The core's `kinds::maker_price`: how the spec prices a maker's jobs, whatever their request. */
function makerPrice(kind: string, provider: string): SpendingRow["price"] {
  if (kind === "mix") return "free";
  if (kind === "video" && provider === "video-edit") return "not_published";
  if (kind !== "tool") return "published";
  if (provider === "overlay_text") return "free_on_pictures";
  return ["stitch_videos", "trim_video", "mute_video", "write_shot_prompt"].includes(provider)
    ? "not_published"
    : "published";
}

export interface AccountCheckFakeConfig {
  /** What account_check finds: nothing (the default: the documented service, the Sandbox), two fields that
   * differ from the spec, or a read that fails besides them. */
  checkFinds?: "nothing" | "two-problems" | "a-read-fails" | "unreachable";
  /** How long a check takes, in ms (default 300). */
  checkMs?: number;
  /** The file the report's save dialog answers (null: the person cancels). */
  reportPath?: string | null;
}

/** The documented reads the core's check makes (studio-core account_check.rs `READS`), in its order. */
const CHECK_READS: Array<[what: string, route: string]> = [
  ["check.what.credits", "GET /api/user/credits"],
  ["check.what.jobs", "GET /api/user/jobs"],
  ["check.what.hook_types", "GET /api/hook-types"],
  ["check.what.tools", "GET /api/agent/tools"],
  ["check.what.characters", "GET /api/characters"],
  ["check.what.images", "GET /api/user/images"],
];

/** A difference in the core's words (account_check.rs `problem_of`). */
function missing(what: Words, field: string, affects: Words): ShapeProblem {
  return {
    field,
    problem: words("check.problem.missing"),
    affects,
    message: words("check.missing", { what, field, affects }),
  };
}
function otherType(what: Words, field: string, found: Words, expected: Words, affects: Words): ShapeProblem {
  return {
    field,
    problem: words("check.problem.other_type", { found, expected }),
    affects,
    message: words("check.other_type", { what, field, found, expected, affects }),
  };
}

interface Deps {
  config?: AccountCheckFakeConfig;
  state: {
    connection: ConnectionStatus;
    authBroken: boolean;
    keys: ApiKeyEntry[];
    jobs: TrackedJob[];
    /** Which account each job was made on (as the core's `jobs.connection`), filled in when the account changes. */
    jobAccount?: Record<string, string>;
  };
  fail: (code: string, message: string | Words, field?: string) => never;
  requireConnected: () => void;
  creditsView: (includeRecent: boolean) => CreditsView;
  nextId: (prefix: string) => string;
}

export function installAccountFakes({
  config = {},
  state,
  fail,
  requireConnected,
  creditsView,
  nextId,
}: Deps): Record<string, (a: Record<string, unknown>) => unknown> {
  let lastCheck: AccountCheck | null = null;
  /** The check of the account connected now: each documented read, with what config.checkFinds puts in. */
  const checkNow = (): AccountCheck => {
    const finds = config.checkFinds ?? "nothing";
    const reads: ReadCheck[] = CHECK_READS.map(([what, route]) => ({
      what: words(what),
      route,
      error: null,
      problems: [],
      // Field names and types, never a value (the report's shapes).
      shape: { credits: "number", tier: "text" },
    }));
    if (finds === "two-problems" || finds === "a-read-fails") {
      reads[0].problems.push(missing(reads[0].what, "creditsResetAt", words("check.affects.resets")));
      reads[1].problems.push(
        otherType(
          reads[1].what,
          "jobLimit",
          words("check.type.text"),
          words("check.type.number"),
          words("check.affects.job_limit"),
        ),
      );
    }
    if (finds === "a-read-fails") reads[4].error = plain("The service did not answer in time.");
    return {
      checkedAt: new Date().toISOString(),
      service: state.connection.baseUrl ?? "",
      reads,
      problems: reads.reduce((n, r) => n + r.problems.length, 0),
    };
  };

  const account = () => `${state.connection.mode}|${state.connection.baseUrl ?? ""}`;
  // Before the account changes, the jobs made so far are marked as the old account's (spending is per account).
  const leaveAccount = () => {
    const tags = (state.jobAccount ??= {});
    for (const j of state.jobs) tags[j.id] ??= account();
  };
  /** The sent jobs of this account a spending query takes, newest first, as spending.rs lists them. */
  const sentJobs = (q: SpendingQuery): SpendingJob[] =>
    state.jobs
      .filter((j) => (state.jobAccount?.[j.id] ?? account()) === account())
      .filter((j) => j.remoteId != null || j.status === "completed" || j.status === "downloading")
      .filter((j) => (!q.from || j.createdAt.slice(0, 10) >= q.from) && (!q.to || j.createdAt.slice(0, 10) <= q.to))
      .filter((j) => (!q.kind || j.kind === q.kind) && (!q.provider || j.provider === q.provider))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((j) => {
        const price = makerPrice(j.kind, j.provider);
        const est = j.costEstimate;
        const [credits, figure]: [number | null, SpendingJob["figure"]] =
          j.charged != null
            ? [j.charged, "charged"]
            : j.balanceDrop != null
              ? [j.balanceDrop, "balance_drop"]
              : est != null && (est > 0 || price === "published")
                ? [est, "estimate"]
                : price === "free"
                  ? [0, "free"]
                  : [null, "not_published"];
        const prompt = (j as { _p?: string })._p ?? null;
        return {
          id: j.id,
          createdAt: j.createdAt,
          kind: j.kind,
          provider: j.provider,
          title: prompt,
          status: j.status,
          estimate: est,
          charged: j.charged,
          balanceDrop: j.balanceDrop ?? null,
          credits,
          figure,
        };
      });
  return {
    connection_status: () => state.connection,
    connect_sandbox: () => {
      leaveAccount();
      state.connection = {
        ...state.connection,
        mode: "sandbox",
        baseUrl: "http://127.0.0.1:47011",
        keySet: true,
        keyPrefix: "sl_sbox",
        keyStorage: "keyring",
        lastAuthError: null,
        sandbox: true,
      };
      state.authBroken = false;
      void events.connectionChanged.emit(state.connection);
      return state.connection;
    },
    connect_service: (a) => {
      const baseUrl = String(a.baseUrl ?? "");
      const apiKey = String(a.apiKey ?? "");
      const sessionOnly = Boolean(a.sessionOnly);
      let url: URL | null = null;
      try {
        url = new URL(baseUrl);
      } catch {
        fail("validation", "Enter a web address starting with https://", "baseUrl");
      }
      const loopback = url && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
      if (url && url.protocol !== "https:" && !loopback)
        fail("validation", "The address must start with https:// so your key is sent securely.", "baseUrl");
      if (!apiKey.startsWith("sl_")) fail("validation", "API keys start with sl_.", "apiKey");
      if (apiKey.startsWith("sl_revoked"))
        fail("unauthorized", "401 Unauthorized: invalid or missing API key", "apiKey");
      if (!state.connection.keyringAvailable && !sessionOnly)
        fail(
          "keyring_unavailable",
          "Secret Service not available: org.freedesktop.secrets was not provided by any .service files",
        );
      leaveAccount();
      if (state.connection.mode !== "service") {
        // Another account: its own keys (the one just used among them), not the Sandbox's.
        state.keys = [
          {
            id: nextId("key"),
            name: "My laptop",
            prefix: apiKey.slice(0, 11),
            createdAt: new Date().toISOString(),
            lastUsedAt: new Date().toISOString(),
          },
        ];
      }
      state.connection = {
        ...state.connection,
        mode: "service",
        baseUrl,
        keySet: true,
        keyPrefix: apiKey.slice(0, 7),
        keyStorage: sessionOnly ? "session" : "keyring",
        lastAuthError: null,
        sandbox: false,
      };
      state.authBroken = false;
      void events.connectionChanged.emit(state.connection);
      return state.connection;
    },
    forget_key: () => {
      state.connection = { ...state.connection, keySet: false, keyPrefix: null, keyStorage: null };
      return state.connection;
    },
    credits_get: (a) => {
      requireConnected();
      return creditsView(Boolean(a.includeRecent));
    },
    // spending.rs: the last 30 days by day, kind and maker; jobs never sent count for nothing.
    spending_get: () => {
      requireConnected();
      const rows = new Map<string, SpendingRow>();
      for (const j of state.jobs) {
        if ((state.jobAccount?.[j.id] ?? account()) !== account()) continue;
        if (j.remoteId == null && j.status !== "completed" && j.status !== "downloading") continue;
        const day = j.createdAt.slice(0, 10);
        const key = `${day}|${j.kind}|${j.provider}`;
        const r = rows.get(key) ?? {
          day,
          kind: j.kind,
          provider: j.provider,
          jobs: 0,
          estimated: 0,
          charged: 0,
          notKnown: 0,
          estimatedNotKnown: 0,
          price: makerPrice(j.kind, j.provider),
        };
        r.jobs += 1;
        r.estimated += j.costEstimate ?? 0;
        if (j.charged != null) r.charged += j.charged;
        else {
          r.notKnown += 1;
          r.estimatedNotKnown += j.costEstimate ?? 0;
        }
        rows.set(key, r);
      }
      const list = [...rows.values()].sort((a, b) => b.day.localeCompare(a.day) || b.estimated - a.estimated);
      const sum = (f: (r: SpendingRow) => number) => list.reduce((s, r) => s + f(r), 0);
      return {
        rows: list,
        days: 30,
        estimated: sum((r) => r.estimated),
        charged: sum((r) => r.charged),
        notKnown: sum((r) => r.notKnown),
        estimatedNotKnown: sum((r) => r.estimatedNotKnown),
      };
    },
    // spending.rs spending_jobs: the sent jobs of this account the query takes, newest first, one page;
    // each counts its strongest figure (charged, the balance's drop, the estimate; none when unpriced).
    spending_jobs: (a) => {
      requireConnected();
      const all = sentJobs(a.query as SpendingQuery);
      const q = a.query as SpendingQuery;
      const page = all.slice(q.offset, q.offset + Math.max(1, Math.min(500, q.limit)));
      return {
        jobs: page,
        total: all.length,
        credits: all.reduce((n, j) => n + (j.credits ?? 0), 0),
        charged: all.reduce((n, j) => n + (j.charged ?? 0), 0),
      };
    },
    spending_export: (a) => {
      requireConnected();
      if (!String(a.folder).startsWith("folder-"))
        throw { code: "validation", message: "Choose the folder to export to first.", field: "folder", details: null };
      return `/home/you/Exports/media-studio-spending-${new Date().toISOString().slice(0, 10)}.csv`;
    },
    // account_check.rs: documented reads only (nothing spent), compared with the spec's shapes.
    account_check: async () => {
      requireConnected();
      await new Promise((r) => setTimeout(r, config.checkMs ?? 300));
      if (config.checkFinds === "unreachable") fail("network", "Can't reach the service");
      lastCheck = checkNow();
      return lastCheck;
    },
    account_check_last: () => lastCheck,
    account_check_report_save: () => {
      if (!lastCheck) fail("not_found", "Check the service first, then save the report");
      return config.reportPath === undefined
        ? "/home/you/Documents/media-studio-service-check.json"
        : config.reportPath;
    },
    api_keys_list: () => {
      requireConnected();
      return state.keys;
    },
    api_keys_create: (a) => {
      requireConnected();
      const name = String(a.name ?? "").trim();
      if (!name) fail("validation", "Give the key a name.", "name");
      const chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
      let body = "";
      for (let i = 0; i < 40; i++) body += chars[Math.floor(Math.random() * chars.length)];
      const key = `sl_${body}`;
      const keyId = nextId("key");
      // As the sandbox does: the list shows the first 11 characters.
      state.keys = [
        ...state.keys,
        { id: keyId, name, prefix: key.slice(0, 11), createdAt: new Date().toISOString(), lastUsedAt: null },
      ];
      return { key, keyId };
    },
    api_keys_revoke: (a) => {
      requireConnected();
      const before = state.keys.length;
      state.keys = state.keys.filter((k) => k.id !== a.keyId);
      if (state.keys.length === before) fail("not_found", "No key with that id.");
      return null;
    },
  };
}
