// Settings › Spending › Every job: each sent job of this connection with its kind, maker, estimate and the
// figure counted for it (and where that figure comes from: the service's own charge, the balance's drop
// measured around its send, the estimate, or no published price), filtered by period, kind and maker, with
// the running total against the allowance, and the whole list written as CSV for bookkeeping.
import "./spending.css";
import { useCallback, useEffect, useState } from "react";
import { api, type ApiError, type CreditsView } from "../../api";
import { galleryApi } from "../../api/gallery";
import type { SpendingJob, SpendingJobs, SpendingQuery, SpendingRow } from "../../bindings";
import { ErrorNotice } from "../../components/ErrorNotice";
import { formatCredits, formatNumber, plural, resetWhen, shortDate } from "../../lib/format";
import { makerChoices, makerName } from "../../lib/makerNames";
import { useCatalogue, useHandleError, useToast } from "../../state";
import { KIND_WORDS } from "./spendingWords";

const PAGE = 50;

/** What one job counts for, in words that say where the figure comes from (the one maker the spec calls
 * free is adding music to a video). */
const FIGURE_WORDS: Record<SpendingJob["figure"], (credits: string) => string> = {
  charged: (n) => `Charged ${n}`,
  balance_drop: (n) => `Balance fell ${n}`,
  estimate: (n) => `Estimated ${n}`,
  not_published: () => "Price not published",
  free: () => "Free (music added to a video)",
};

export function figureText(j: Pick<SpendingJob, "figure" | "credits">): string {
  return FIGURE_WORDS[j.figure](formatCredits(j.credits ?? 0));
}

const FIGURE_HELP: Record<SpendingJob["figure"], string> = {
  charged: "The service's own figure for this job.",
  balance_drop: "How far your balance fell around this job's send (no other job was sent meanwhile).",
  estimate: "Media Studio's estimate from the service's price list; the service reported no charge.",
  not_published: "The service publishes no price for this, and no charge could be measured.",
  free: "The service's documentation says adding music to a video is free.",
};

type Filters = { from: string; to: string; kind: string; provider: string };
const NO_FILTERS: Filters = { from: "", to: "", kind: "", provider: "" };

function queryOf(f: Filters, offset: number): SpendingQuery {
  return {
    from: f.from || null,
    to: f.to || null,
    kind: (f.kind || null) as SpendingQuery["kind"],
    provider: f.provider || null,
    limit: PAGE,
    offset,
  };
}

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

export function SpendingList({ rows, credits }: { rows: SpendingRow[]; credits: CreditsView }) {
  const { catalogue } = useCatalogue();
  const handleError = useHandleError();
  const toast = useToast();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [list, setList] = useState<SpendingJobs | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);
  const name = useCallback((slug: string) => makerName(slug, catalogue), [catalogue]);
  const makers = makerChoices([...new Set(rows.map((r) => r.provider))], name);
  const kinds = [...new Set(rows.map((r) => r.kind))];

  useEffect(() => {
    let live = true;
    setError(null);
    api
      .spendingJobs(queryOf(filters, 0))
      .then((l) => live && setList(l))
      .catch((e) => live && setError(handleError(e)));
    return () => {
      live = false;
    };
  }, [filters, handleError]);

  const more = async () => {
    if (!list || loadingMore) return;
    setLoadingMore(true);
    try {
      const next = await api.spendingJobs(queryOf(filters, list.jobs.length));
      setList({ ...next, jobs: [...list.jobs, ...next.jobs] });
    } catch (e) {
      setError(handleError(e));
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setError(null);
    try {
      const folder = await galleryApi.pickExportFolder();
      if (!folder) return;
      const path = await api.spendingExport(queryOf(filters, 0), folder);
      toast({ kind: "success", text: `The list of ${plural(list?.total ?? 0, "job", "jobs")} was saved as ${path}` });
    } catch (e) {
      setError(handleError(e));
    } finally {
      setExporting(false);
    }
  };

  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = filters.from || filters.to || filters.kind || filters.provider;
  const reset = resetWhen(credits.creditsResetAt);
  return (
    <div className="spending-list" data-testid="spending-list">
      <h3>Every job</h3>
      <div className="spending-filters" role="group" aria-label="Which jobs">
        <label>
          From
          <input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </label>
        <label>
          Kind
          <select value={filters.kind} onChange={(e) => set({ kind: e.target.value })}>
            <option value="">All kinds</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k] ?? k}
              </option>
            ))}
          </select>
        </label>
        <label>
          Maker
          <select value={filters.provider} onChange={(e) => set({ provider: e.target.value })}>
            <option value="">All makers</option>
            {makers.map((m) => (
              <option key={m.slug} value={m.slug}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <button type="button" className="link-button" onClick={() => setFilters(NO_FILTERS)}>
            Show every job
          </button>
        ) : null}
        <span className="spacer" />
        <button
          type="button"
          className="button small"
          disabled={exporting || !list?.total}
          onClick={() => void exportCsv()}
        >
          {exporting ? "Saving…" : "Export CSV…"}
        </button>
      </div>
      <ErrorNotice error={error} />
      {list ? (
        <>
          <p data-testid="spending-list-total" aria-live="polite">
            {list.total === 0 ? (
              filtered ? (
                "No jobs match."
              ) : (
                "No jobs sent from this app on this connection."
              )
            ) : (
              <>
                {plural(list.total, "job", "jobs")}: <strong>{formatCredits(list.credits)}</strong> counted
                {list.charged > 0 ? ` (${formatCredits(list.charged)} as the service charged it)` : ""}. You have{" "}
                {formatCredits(credits.credits)} of {formatNumber(credits.maxCredits)} this period
                {reset
                  ? reset.past
                    ? `; it was due to renew on ${reset.words}`
                    : `; it renews on ${shortDate(credits.creditsResetAt)}`
                  : ""}
                .
              </>
            )}
          </p>
          {list.jobs.length ? (
            <table className="spending-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Estimate</th>
                  <th scope="col">Counted</th>
                </tr>
              </thead>
              <tbody>
                {list.jobs.map((j) => (
                  <tr key={j.id} data-testid="spending-job">
                    <td>{time(j.createdAt)}</td>
                    <td>
                      <span className="spending-what">
                        {KIND_WORDS[j.kind] ?? j.kind} · {name(j.provider)}
                      </span>
                      {j.title ? <span className="muted spending-title">{j.title}</span> : null}
                    </td>
                    <td>{j.estimate != null ? formatCredits(j.estimate) : "—"}</td>
                    <td title={FIGURE_HELP[j.figure]}>{figureText(j)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {list.jobs.length < list.total ? (
            <button type="button" className="button small" disabled={loadingMore} onClick={() => void more()}>
              {loadingMore ? "Loading…" : `Show more (${formatNumber(list.total - list.jobs.length)} left)`}
            </button>
          ) : null}
        </>
      ) : !error ? (
        <p className="muted">Reading the jobs…</p>
      ) : null}
    </div>
  );
}
