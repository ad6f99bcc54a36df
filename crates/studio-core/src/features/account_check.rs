//! The check of a real account: the documented reads the app may make without spending (credits, jobs,
//! hook types, tools, the first page of characters, the images), each answer compared with the spec's
//! shape of it (`media_api::shapes`). What is missing or of another type is said in plain words with
//! what it affects in the app; a report of the shapes seen (field names and types, never a value, never
//! the key) can be saved for whoever supports the person.

use crate::base::error::{CoreError, Result};
use crate::base::model::now;
use crate::session::Session;
use media_api::say;
use media_api::shapes::{self, Mismatch};
use media_api::Words;
use serde::Serialize;

/// One read the check makes: what it is to a person, its path under `/api/` and its query.
struct Read {
    what: fn() -> Words,
    segments: &'static [&'static str],
    query: &'static [(&'static str, &'static str)],
}

const READS: &[Read] = &[
    Read {
        what: || say!("check.what.credits", "Your credits"),
        segments: &["user", "credits"],
        query: &[("includeRecent", "true")],
    },
    Read {
        what: || say!("check.what.jobs", "Pictures being made"),
        segments: &["user", "jobs"],
        query: &[("includeRecent", "true")],
    },
    Read {
        what: || say!("check.what.hook_types", "Slideshow formats"),
        segments: &["hook-types"],
        query: &[],
    },
    Read {
        what: || say!("check.what.tools", "The tools"),
        segments: &["agent", "tools"],
        query: &[],
    },
    Read {
        what: || say!("check.what.characters", "Your characters"),
        segments: &["characters"],
        query: &[("limit", "50"), ("offset", "0")],
    },
    Read {
        what: || say!("check.what.images", "Your pictures and videos"),
        segments: &["user", "images"],
        query: &[("showAll", "true")],
    },
];

/// What a field's absence or other type affects in the app, in words.
fn affects(path: &str, field: &str) -> Words {
    let top = field.split(['.', '[']).next().unwrap_or(field);
    match (path, top) {
        ("/api/user/credits", "credits") => {
            say!("check.affects.balance", "your balance in the header, and checking a price against it before anything is sent")
        }
        ("/api/user/credits", "tier") => say!(
            "check.affects.discount",
            "the Studio discount on videos in the prices shown"
        ),
        ("/api/user/credits", "maxCredits") => {
            say!(
                "check.affects.allowance",
                "the allowance shown beside your balance"
            )
        }
        ("/api/user/credits", "creditsResetAt") => {
            say!("check.affects.resets", "when your allowance resets")
        }
        ("/api/user/jobs", "jobLimit") => {
            say!("check.affects.job_limit", "how many pictures may be made at once: nothing waits in line, and the service may refuse a picture when too many are running")
        }
        ("/api/user/jobs", "jobs" | "recentJobs") => {
            say!("check.affects.following_pictures", "following your pictures while they are made, and finding those that finished while the app was closed")
        }
        ("/api/user/jobs", "subscriptionTier") => say!(
            "check.affects.plan",
            "nothing the app shows (the plan is read from your credits)"
        ),
        ("/api/hook-types", _) => say!(
            "check.affects.formats",
            "the slideshow formats you can choose, their names and descriptions"
        ),
        ("/api/agent/tools", _) => say!("check.affects.nothing", "nothing the app shows"),
        ("/api/characters", "createdAt") => {
            say!("check.affects.character_dates", "your characters' dates")
        }
        ("/api/characters", "total" | "hasMore") => {
            say!("check.affects.paging", "paging through many characters")
        }
        ("/api/characters", _) => say!(
            "check.affects.characters",
            "your characters' list and faces"
        ),
        ("/api/user/images", _) => say!(
            "check.affects.bringing_in",
            "bringing work made elsewhere into your Gallery"
        ),
        _ => say!(
            "check.affects.anything_else",
            "what the app shows from this answer"
        ),
    }
}

/// One field of an answer that is not as the spec documents it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ShapeProblem {
    /// The field, as a path in the answer (`jobs[].status`).
    pub field: String,
    /// The problem in words: "missing", or "text instead of a number".
    pub problem: Words,
    /// What it affects in the app, in words.
    pub affects: Words,
    /// The whole sentence to show.
    pub message: Words,
}

/// One read of the check.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ReadCheck {
    /// What it is to a person ("Your credits").
    pub what: Words,
    /// `GET /api/user/credits`.
    pub route: String,
    /// The read itself failed (not reachable, refused): in words, else null.
    pub error: Option<Words>,
    pub problems: Vec<ShapeProblem>,
    /// The answer's shape: field names and their types, never a value (for the report).
    #[specta(type = crate::base::model::JsonValue)]
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

/// A JSON type as the check names it (`media_api::shapes`), in words with a key.
fn type_words(name: &str) -> Words {
    match name {
        "text" => say!("check.type.text", "text"),
        "number" => say!("check.type.number", "number"),
        "true/false" => say!("check.type.bool", "true/false"),
        "text or null" => say!("check.type.text_or_null", "text or null"),
        "list of texts" => say!("check.type.texts", "list of texts"),
        "object" => say!("check.type.object", "object"),
        "list" => say!("check.type.list", "list"),
        "null" => say!("check.type.null", "null"),
        other => Words::plain(other),
    }
}

fn problem_of(what: &Words, path: &str, m: &Mismatch) -> ShapeProblem {
    let field = m.path().to_string();
    let problem = match m {
        Mismatch::Missing { .. } => say!("check.problem.missing", "missing"),
        Mismatch::OtherType {
            expected, found, ..
        } => say!(
            "check.problem.other_type",
            "{found} instead of {expected}",
            found = type_words(found),
            expected = type_words(expected)
        ),
    };
    let affects = affects(path, &field);
    let message = match m {
        Mismatch::Missing { .. } => say!(
            "check.missing",
            "{what}: the service did not send \"{field}\". This affects {affects}.",
            what = what,
            field = field.as_str(),
            affects = affects
        ),
        Mismatch::OtherType {
            expected, found, ..
        } => say!(
            "check.other_type",
            "{what}: the service sent \"{field}\" as {found}, where the spec says {expected}. This affects {affects}.",
            what = what,
            field = field.as_str(),
            found = type_words(found),
            expected = type_words(expected),
            affects = affects
        ),
    };
    ShapeProblem {
        field,
        problem,
        affects,
        message,
    }
}

pub(crate) async fn check(session: &Session) -> Result<AccountCheck> {
    let client = session.client()?;
    let mut reads = Vec::new();
    for r in READS {
        let path = format!("/api/{}", r.segments.join("/"));
        let route = shapes::route("GET", &path).ok_or_else(|| {
            CoreError::internal(
                say!(
                    "account_check.check_asks_read_spec",
                    "The check asks a read the spec does not document"
                ),
                &path,
            )
        })?;
        let query: Vec<(&str, String)> = r.query.iter().map(|(k, v)| (*k, v.to_string())).collect();
        let (error, problems, shape) = match client.answers().get(r.segments, &query).await {
            Ok(v) => (
                None,
                shapes::compare(&v, route.body)
                    .iter()
                    .map(|m| problem_of(&(r.what)(), &path, m))
                    .collect(),
                shapes::shape_of(&v),
            ),
            Err(e) => {
                session.observe_error(&e);
                (
                    Some(CoreError::from(e).said()),
                    Vec::new(),
                    serde_json::Value::Null,
                )
            }
        };
        reads.push(ReadCheck {
            what: (r.what)(),
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
    Ok(check)
}

pub(crate) fn report(last: Option<AccountCheck>) -> Result<String> {
    let check = last.ok_or_else(|| {
        CoreError::not_found(say!(
            "account_check.check_service_first_then",
            "Check the service first, then save the report"
        ))
    })?;
    let report = serde_json::json!({
        "report": "Media Studio: the service's answers compared with its specification",
        "app": env!("CARGO_PKG_VERSION"),
        "checkedAt": check.checked_at,
        "service": check.service,
        "reads": check.reads.iter().map(|r| serde_json::json!({
            "read": r.route,
            "what": r.what.text,
            "error": r.error.as_ref().map(|e| &e.text),
            "differences": r.problems.iter().map(|p| serde_json::json!({
                "field": p.field, "problem": p.problem.text, "affects": p.affects.text,
            })).collect::<Vec<_>>(),
            "shapeSeen": r.shape,
        })).collect::<Vec<_>>(),
    });
    serde_json::to_string_pretty(&report).map_err(|e| {
        CoreError::internal(
            say!(
                "account_check.could_not_write_report",
                "Could not write the report"
            ),
            e,
        )
    })
}

pub(crate) fn save_report(
    last: Option<AccountCheck>,
    path: &std::path::Path,
) -> Result<std::path::PathBuf> {
    let text = report(last)?;
    std::fs::write(path, text).map_err(|e| {
        CoreError::internal(
            say!(
                "account_check.report_could_not_saved",
                "The report could not be saved there"
            ),
            e,
        )
    })?;
    Ok(path.to_path_buf())
}
