//! The check of a real account: the documented reads the app may make without spending (credits, jobs,
//! hook types, tools, the first page of characters, the images), each answer compared with the spec's
//! shape of it (`media_api::shapes`). What is missing or of another type is said in plain words with
//! what it affects in the app; a report of the shapes seen (field names and types, never a value, never
//! the key) can be saved for whoever supports the person.

use crate::core::Core;
use crate::error::{CoreError, Result};
use crate::model::now;
use media_api::shapes::{self, Mismatch};
use serde::Serialize;

/// One read the check makes: what it is to a person, its path under `/api/` and its query.
struct Read {
    what: &'static str,
    segments: &'static [&'static str],
    query: &'static [(&'static str, &'static str)],
}

const READS: &[Read] = &[
    Read {
        what: "Your credits",
        segments: &["user", "credits"],
        query: &[("includeRecent", "true")],
    },
    Read {
        what: "Pictures being made",
        segments: &["user", "jobs"],
        query: &[("includeRecent", "true")],
    },
    Read {
        what: "Slideshow formats",
        segments: &["hook-types"],
        query: &[],
    },
    Read {
        what: "The tools",
        segments: &["agent", "tools"],
        query: &[],
    },
    Read {
        what: "Your characters",
        segments: &["characters"],
        query: &[("limit", "50"), ("offset", "0")],
    },
    Read {
        what: "Your pictures and videos",
        segments: &["user", "images"],
        query: &[("showAll", "true")],
    },
];

/// What a field's absence or other type affects in the app, in words.
fn affects(path: &str, field: &str) -> &'static str {
    let top = field.split(['.', '[']).next().unwrap_or(field);
    match (path, top) {
        ("/api/user/credits", "credits") => {
            "your balance in the header, and checking a price against it before anything is sent"
        }
        ("/api/user/credits", "tier") => "the Studio discount on videos in the prices shown",
        ("/api/user/credits", "maxCredits") => "the allowance shown beside your balance",
        ("/api/user/credits", "creditsResetAt") => "when your allowance resets",
        ("/api/user/jobs", "jobLimit") => {
            "how many pictures may be made at once: nothing waits in line, and the service may refuse a picture when too many are running"
        }
        ("/api/user/jobs", "jobs" | "recentJobs") => {
            "following your pictures while they are made, and finding those that finished while the app was closed"
        }
        ("/api/user/jobs", "subscriptionTier") => "nothing the app shows (the plan is read from your credits)",
        ("/api/hook-types", _) => "the slideshow formats you can choose, their names and descriptions",
        ("/api/agent/tools", _) => "nothing the app shows",
        ("/api/characters", "createdAt") => "your characters' dates",
        ("/api/characters", "total" | "hasMore") => "paging through many characters",
        ("/api/characters", _) => "your characters' list and faces",
        ("/api/user/images", _) => "bringing work made elsewhere into your Gallery",
        _ => "what the app shows from this answer",
    }
}

/// One field of an answer that is not as the spec documents it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ShapeProblem {
    /// The field, as a path in the answer (`jobs[].status`).
    pub field: String,
    /// The problem in words: "missing", or "text instead of a number".
    pub problem: String,
    /// What it affects in the app, in words.
    pub affects: String,
    /// The whole sentence to show.
    pub message: String,
}

/// One read of the check.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ReadCheck {
    /// What it is to a person ("Your credits").
    pub what: String,
    /// `GET /api/user/credits`.
    pub route: String,
    /// The read itself failed (not reachable, refused): in words, else null.
    pub error: Option<String>,
    pub problems: Vec<ShapeProblem>,
    /// The answer's shape: field names and their types, never a value (for the report).
    #[specta(type = crate::model::JsonValue)]
    pub shape: serde_json::Value,
}

/// The last check of the connected account.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct AccountCheck {
    pub checked_at: String,
    /// The service's address (never the key).
    pub service: String,
    pub reads: Vec<ReadCheck>,
    /// How many fields differ from the spec, over every read.
    pub problems: u32,
}

fn problem_of(what: &str, path: &str, m: &Mismatch) -> ShapeProblem {
    let field = m.path().to_string();
    let problem = match m {
        Mismatch::Missing { .. } => "missing".to_string(),
        Mismatch::OtherType {
            expected, found, ..
        } => format!("{found} instead of {expected}"),
    };
    let affects = affects(path, &field).to_string();
    let message = match m {
        Mismatch::Missing { .. } => {
            format!("{what}: the service did not send \"{field}\". This affects {affects}.")
        }
        Mismatch::OtherType {
            expected, found, ..
        } => format!(
            "{what}: the service sent \"{field}\" as {found}, where the spec says {expected}. This affects {affects}."
        ),
    };
    ShapeProblem {
        field,
        problem,
        affects,
        message,
    }
}

/// The last check made in this run (the core keeps it for this feature, `Core::part`).
#[derive(Default)]
struct LastCheck(std::sync::Mutex<Option<AccountCheck>>);

impl Core {
    /// Reads what the spec documents of the connected account (nothing that spends) and compares each
    /// answer with its documented shape. The result is kept for [`Core::account_check_last`].
    pub async fn account_check(&self) -> Result<AccountCheck> {
        let client = self.session.client()?;
        let mut reads = Vec::new();
        for r in READS {
            let path = format!("/api/{}", r.segments.join("/"));
            let route = shapes::route("GET", &path).ok_or_else(|| {
                CoreError::internal("The check asks a read the spec does not document", &path)
            })?;
            let query: Vec<(&str, String)> =
                r.query.iter().map(|(k, v)| (*k, v.to_string())).collect();
            let (error, problems, shape) = match client.answers().get(r.segments, &query).await {
                Ok(v) => (
                    None,
                    shapes::compare(&v, route.body)
                        .iter()
                        .map(|m| problem_of(r.what, &path, m))
                        .collect(),
                    shapes::shape_of(&v),
                ),
                Err(e) => {
                    self.session.observe_error(&e);
                    (
                        Some(CoreError::from(e).message),
                        Vec::new(),
                        serde_json::Value::Null,
                    )
                }
            };
            reads.push(ReadCheck {
                what: r.what.to_string(),
                route: format!("GET {path}"),
                error,
                problems,
                shape,
            });
        }
        let check = AccountCheck {
            checked_at: now(),
            service: client.base_url().to_string(),
            problems: reads.iter().map(|r| r.problems.len() as u32).sum(),
            reads,
        };
        *crate::lock(&self.part::<LastCheck>().0) = Some(check.clone());
        Ok(check)
    }

    /// The last check made in this run, if any.
    pub fn account_check_last(&self) -> Option<AccountCheck> {
        crate::lock(&self.part::<LastCheck>().0).clone()
    }

    /// The report of the last check, as text to save: the app's version, when and where it checked,
    /// and for each read the shape seen (names and types, never a value) and its problems. Never the key.
    pub fn account_check_report(&self) -> Result<String> {
        let check = self.account_check_last().ok_or_else(|| {
            CoreError::new(
                crate::error::ErrorCode::NotFound,
                "Check the service first, then save the report",
            )
        })?;
        let report = serde_json::json!({
            "report": "Media Studio: the service's answers compared with its specification",
            "app": env!("CARGO_PKG_VERSION"),
            "checkedAt": check.checked_at,
            "service": check.service,
            "reads": check.reads.iter().map(|r| serde_json::json!({
                "read": r.route,
                "what": r.what,
                "error": r.error,
                "differences": r.problems.iter().map(|p| serde_json::json!({
                    "field": p.field, "problem": p.problem, "affects": p.affects,
                })).collect::<Vec<_>>(),
                "shapeSeen": r.shape,
            })).collect::<Vec<_>>(),
        });
        serde_json::to_string_pretty(&report)
            .map_err(|e| CoreError::internal("Could not write the report", e))
    }

    /// Writes the report of the last check to `path` (a file the person chose); answers where it went.
    pub fn account_check_report_save(&self, path: &std::path::Path) -> Result<std::path::PathBuf> {
        let text = self.account_check_report()?;
        std::fs::write(path, text)
            .map_err(|e| CoreError::internal("The report could not be saved there", e))?;
        Ok(path.to_path_buf())
    }
}
