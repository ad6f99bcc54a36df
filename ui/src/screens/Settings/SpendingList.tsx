// Settings › Spending › Every job: each sent job of this connection with its kind, maker, estimate and the
// figure counted for it (and where that figure comes from: the service's own charge, the balance's drop
// measured around its send, the estimate, or no published price), filtered by period, kind and maker, with
// the running total against the allowance, and the whole list written as CSV for bookkeeping.
import "./spending.css";
import { useCallback, useEffect, useState } from "react";
import { api, type ApiError, type CreditsView } from "../../api";
import { galleryApi } from "../../api/gallery";
import type { SpendingJob, SpendingJobs, SpendingQuery, SpendingRow } from "../../bindings";
import { ErrorNotice } from "../../widgets/ErrorNotice";
import { formatCredits, formatNumber } from "../../lib/format";
import { makerChoices, makerName } from "../../state/makerNames";
import { useCatalogue, useHandleError, useToast } from "../../state";
import { KIND_WORDS, youHaveText } from "./spendingWords";
import { tx } from "../../widgets/RichText";
import { lang, systemLang, t, tn, type MessageKey } from "../../i18n";
import { Options } from "../../widgets/Options";

const PAGE = 50;

/** What one job counts for, in words that say where the figure comes from (the one maker the spec calls
 * free is adding music to a video). */
const FIGURE_WORDS: Record<SpendingJob["figure"], MessageKey> = {
  charged: "price.charged",
  balance_drop: "settings.list.figure.balance_drop",
  estimate: "price.estimated",
  not_published: "price.not_published_label",
  free: "settings.spending.music_added",
};

export function figureText(j: Pick<SpendingJob, "figure" | "credits">): string {
  return t(FIGURE_WORDS[j.figure], { credits: formatCredits(j.credits ?? 0) });
}

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

/** In the system's way of writing a time while the window speaks the system's language, else in the window's. */
const time = (iso: string) =>
  new Date(iso).toLocaleString(lang() === systemLang() ? undefined : lang(), {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });

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
      const folder = await galleryApi.exportFolderPick();
      if (!folder) return;
      const path = await api.spendingExport(queryOf(filters, 0), folder);
      toast({ kind: "success", text: tn("settings.list.exported", list?.total ?? 0, { path }) });
    } catch (e) {
      setError(handleError(e));
    } finally {
      setExporting(false);
    }
  };

  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = filters.from || filters.to || filters.kind || filters.provider;
  return (
    <div className="spending-list" data-testid="spending-list">
      <h3>{t("settings.list.title")}</h3>
      <div className="spending-filters" role="group" aria-label={t("settings.list.filters")}>
        <label>
          {t("settings.list.from")}
          <input
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => set({ from: e.target.value })}
          />
        </label>
        <label>
          {t("settings.list.to")}
          <input
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => set({ to: e.target.value })}
          />
        </label>
        <label>
          {t("settings.list.kind")}
          <select value={filters.kind} onChange={(e) => set({ kind: e.target.value })}>
            <option value="">{t("settings.list.all_kinds")}</option>
            <Options items={kinds} value={(k) => k} label={(k) => KIND_WORDS[k] ?? k} />
          </select>
        </label>
        <label>
          {t("settings.list.maker")}
          <select value={filters.provider} onChange={(e) => set({ provider: e.target.value })}>
            <option value="">{t("settings.list.all_makers")}</option>
            <Options items={makers} value={(m) => m.slug} label={(m) => m.name} />
          </select>
        </label>
        {filtered ? (
          <button type="button" className="link-button" onClick={() => setFilters(NO_FILTERS)}>
            {t("settings.list.show_all")}
          </button>
        ) : null}
        <span className="spacer" />
        <button
          type="button"
          className="button small"
          disabled={exporting || !list?.total}
          onClick={() => void exportCsv()}
        >
          {exporting ? t("common.saving") : t("settings.list.export")}
        </button>
      </div>
      <ErrorNotice error={error} />
      {list ? (
        <>
          <p data-testid="spending-list-total" aria-live="polite">
            {list.total === 0 ? (
              filtered ? (
                t("settings.list.none_match")
              ) : (
                t("settings.list.none")
              )
            ) : (
              <>
                {tx(
                  list.charged > 0 ? "settings.list.total_charged" : "settings.list.total",
                  { credits: <strong>{formatCredits(list.credits)}</strong> },
                  { jobs: tn("settings.spending.jobs", list.total), charged: formatCredits(list.charged) },
                )}{" "}
                {youHaveText(credits)}
              </>
            )}
          </p>
          {list.jobs.length ? (
            <table className="spending-table">
              <thead>
                <tr>
                  <th scope="col">{t("settings.list.col.when")}</th>
                  <th scope="col">{t("settings.list.col.what")}</th>
                  <th scope="col">{t("settings.list.col.estimate")}</th>
                  <th scope="col">{t("settings.list.col.counted")}</th>
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
                    <td title={t(`settings.list.help.${j.figure === "free" ? "music_added" : j.figure}`)}>
                      {figureText(j)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {list.jobs.length < list.total ? (
            <button type="button" className="button small" disabled={loadingMore} onClick={() => void more()}>
              {loadingMore
                ? t("common.loading")
                : t("settings.list.more", { left: formatNumber(list.total - list.jobs.length) })}
            </button>
          ) : null}
        </>
      ) : !error ? (
        <p className="muted">{t("settings.list.reading")}</p>
      ) : null}
    </div>
  );
}
