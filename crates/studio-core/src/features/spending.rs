//! What was spent: this connection's jobs of the last 30 days by day, kind and maker, the estimate beside
//! what was charged where that is known (`spend::charge`), and the account's allowance and reset date.
//! Jobs never sent (refused before sending, waiting, cancelled) count for nothing.

use crate::base::error::{CoreError, Result};
use crate::base::model::{JobKind, MakerPrice};
use crate::store::Store;
use crate::store::{SpendingQuery, SpendingRow, SpentJob};
use media_api::say;
use serde::Serialize;
use std::path::Path;

/// How many days the summary looks back.
pub const SPENDING_DAYS: u32 = 30;

/// The summary the Spending view shows.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Spending {
    /// Newest day first; within a day, the biggest spend first.
    pub rows: Vec<SpendingRow>,
    pub days: u32,
    pub estimated: u32,
    pub charged: u32,
    /// Jobs of the period whose charge is not known.
    pub not_known: u32,
    /// Their estimates, added up: `charged + estimated_not_known` is the best figure for the period.
    pub estimated_not_known: u32,
}

pub(crate) fn summary(store: &Store) -> Result<Spending> {
    let since = (chrono::Utc::now() - chrono::Duration::days(SPENDING_DAYS as i64))
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let mut rows = store.spending_since(&since)?;
    for r in rows.iter_mut() {
        r.price = crate::kinds::maker_price(r.kind, &r.provider);
    }
    Ok(Spending {
        days: SPENDING_DAYS,
        estimated: rows.iter().map(|r| r.estimated).sum(),
        charged: rows.iter().map(|r| r.charged).sum(),
        not_known: rows.iter().map(|r| r.not_known).sum(),
        estimated_not_known: rows.iter().map(|r| r.estimated_not_known).sum(),
        rows,
    })
}

/// Where a job's figure in the spending list comes from, from the strongest to the weakest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum SpendFigure {
    /// The service's own figure for this job (a slideshow's `creditsCost`).
    Charged,
    /// How far the balance fell around its send, when no other send overlapped (a measurement).
    BalanceDrop,
    /// The app's estimate from the spec's price tables.
    Estimate,
    /// The spec publishes no price for it and nothing was measured: it may have cost something.
    NotPublished,
    /// The spec says it takes no credits.
    Free,
}

/// One sent job in the spending list.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SpendingJob {
    pub id: String,
    pub created_at: String,
    pub kind: JobKind,
    pub provider: String,
    /// Its words (a prompt, a topic, a caption), when it has any.
    pub title: Option<String>,
    pub status: String,
    pub estimate: Option<u32>,
    pub charged: Option<u32>,
    pub balance_drop: Option<u32>,
    /// The figure the list counts for it, and where it comes from.
    pub credits: Option<u32>,
    pub figure: SpendFigure,
}

/// A page of the spending list and the totals of every job the query takes.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SpendingJobs {
    pub jobs: Vec<SpendingJob>,
    /// How many jobs the query takes.
    pub total: u32,
    /// Their charges where the service gave one, else their estimates, added up.
    pub credits: u32,
    /// The service's own charges among them.
    pub charged: u32,
}

/// The words of a stored request that name the job, first of those it has.
fn title_of(request: &serde_json::Value) -> Option<String> {
    const WORDS: [&str; 6] = [
        "simplePrompt",
        "prompt",
        "topic",
        "text",
        "dialogue",
        "shotPrompt",
    ];
    WORDS
        .iter()
        .find_map(|k| request.get(*k).and_then(|v| v.as_str()))
        .or_else(|| {
            request
                .pointer("/formData/subject/description")
                .and_then(|v| v.as_str())
        })
        .map(|s| s.trim().chars().take(200).collect::<String>())
        .filter(|s| !s.is_empty())
}

fn job_of(j: SpentJob) -> SpendingJob {
    let price = crate::kinds::maker_price(j.kind, &j.provider);
    let (credits, figure) = match (j.charged, j.balance_drop, j.estimate) {
        (Some(c), _, _) => (Some(c), SpendFigure::Charged),
        (None, Some(d), _) => (Some(d), SpendFigure::BalanceDrop),
        (None, None, Some(e)) if e > 0 || price == MakerPrice::Published => {
            (Some(e), SpendFigure::Estimate)
        }
        _ if price == MakerPrice::Free => (Some(0), SpendFigure::Free),
        _ => (None, SpendFigure::NotPublished),
    };
    SpendingJob {
        title: title_of(&j.request),
        id: j.id,
        created_at: j.created_at,
        kind: j.kind,
        provider: j.provider,
        status: j.status,
        estimate: j.estimate,
        charged: j.charged,
        balance_drop: j.balance_drop,
        credits,
        figure,
    }
}

/// The most jobs one page of the list holds.
pub const SPENDING_PAGE_MAX: u32 = 500;

/// One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180), and a leading
/// `=`, `+`, `-`, `@` made plain text so a spreadsheet never runs it as a formula.
fn csv_field(s: &str) -> String {
    let s = if s.starts_with(['=', '+', '-', '@']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

fn figure_word(f: SpendFigure) -> &'static str {
    match f {
        SpendFigure::Charged => "charged by the service",
        SpendFigure::BalanceDrop => "balance drop measured",
        SpendFigure::Estimate => "estimate",
        SpendFigure::NotPublished => "price not published",
        SpendFigure::Free => "free",
    }
}

/// The jobs as CSV, with a header line.
pub fn spending_csv(jobs: &[SpendingJob]) -> String {
    let n = |v: Option<u32>| v.map(|v| v.to_string()).unwrap_or_default();
    let mut out = String::from(
        "date,kind,maker,what,status,estimate,charged,balance drop,credits counted,figure from,job id\r\n",
    );
    for j in jobs {
        let kind = crate::base::model::enum_str(&j.kind);
        let fields = [
            j.created_at.clone(),
            kind,
            j.provider.clone(),
            j.title.clone().unwrap_or_default(),
            j.status.clone(),
            n(j.estimate),
            n(j.charged),
            n(j.balance_drop),
            n(j.credits),
            figure_word(j.figure).to_string(),
            j.id.clone(),
        ];
        let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    out
}

pub(crate) fn page(store: &Store, query: &SpendingQuery) -> Result<SpendingJobs> {
    let q = SpendingQuery {
        limit: query.limit.clamp(1, SPENDING_PAGE_MAX),
        ..query.clone()
    };
    let (rows, totals) = store.spent_jobs(&q)?;
    Ok(SpendingJobs {
        jobs: rows.into_iter().map(job_of).collect(),
        total: totals.jobs,
        credits: totals.charged_or_estimated,
        charged: totals.charged,
    })
}

pub(crate) async fn export(store: &Store, dir: &Path, query: &SpendingQuery) -> Result<String> {
    let mut jobs = Vec::new();
    let mut q = SpendingQuery {
        limit: SPENDING_PAGE_MAX,
        offset: 0,
        ..query.clone()
    };
    loop {
        let page = page(store, &q)?;
        let n = page.jobs.len() as u32;
        jobs.extend(page.jobs);
        if n < SPENDING_PAGE_MAX {
            break;
        }
        q.offset += n;
    }
    let csv = spending_csv(&jobs);
    let day = chrono::Utc::now().format("%Y-%m-%d").to_string();
    let path =
        crate::features::export::free_save_path(dir, &format!("media-studio-spending-{day}.csv"));
    let shown = path.to_string_lossy().into_owned();
    crate::base::error::blocking(
        say!(
            "spending.could_not_write_spending",
            "Could not write the spending list"
        ),
        move || std::fs::write(&path, csv),
    )
    .await?
    .map_err(|e| {
        CoreError::new(
            crate::base::error::ErrorCode::Internal,
            say!(
                "spending.spending_list_could_not",
                "The spending list could not be written: {why}",
                why = e.to_string()
            ),
        )
    })?;
    Ok(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_csv_field_is_quoted_and_never_a_formula() {
        assert_eq!(csv_field("plain"), "plain");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(csv_field("line\nbreak"), "\"line\nbreak\"");
    }

    #[test]
    fn a_job_counts_the_strongest_figure_it_has() {
        let job = |kind, provider: &str, estimate, charged, drop| SpentJob {
            id: "j".into(),
            created_at: "2026-11-27T10:00:00.000Z".into(),
            kind,
            provider: provider.into(),
            status: "completed".into(),
            estimate,
            charged,
            balance_drop: drop,
            request: serde_json::json!({ "simplePrompt": "a kite" }),
        };
        let f = |j| {
            let j = job_of(j);
            (j.credits, j.figure)
        };
        assert_eq!(
            f(job(
                JobKind::Slideshow,
                "grok-image",
                Some(3),
                Some(6),
                Some(5)
            )),
            (Some(6), SpendFigure::Charged)
        );
        assert_eq!(
            f(job(JobKind::Image, "gemini", Some(2), None, Some(2))),
            (Some(2), SpendFigure::BalanceDrop)
        );
        assert_eq!(
            f(job(JobKind::Image, "gemini", Some(2), None, None)),
            (Some(2), SpendFigure::Estimate)
        );
        assert_eq!(
            f(job(JobKind::Tool, "trim_video", None, None, None)),
            (None, SpendFigure::NotPublished)
        );
        assert_eq!(
            f(job(JobKind::Mix, "add-music", Some(0), None, None)),
            (Some(0), SpendFigure::Free)
        );
        assert_eq!(
            job_of(job(JobKind::Image, "gemini", None, None, None))
                .title
                .as_deref(),
            Some("a kite")
        );
    }
}
