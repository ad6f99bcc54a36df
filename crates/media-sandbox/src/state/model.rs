//! The sandbox's persistent records. Everything here is serialised into the `--data` snapshot.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::Tier;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Account {
    pub id: String,
    pub tier: Tier,
    pub credits: i64,
    pub max_credits: i64,
    pub created_ms: i64,
    pub credits_reset_ms: i64,
    pub ledger: Vec<Txn>,
}

/// One credit transaction (the spec does not show its fields; these are the sandbox's).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Txn {
    pub id: String,
    /// Negative for charges, positive for grants.
    pub amount: i64,
    pub balance_after: i64,
    pub description: String,
    /// `charge` or `grant`.
    pub kind: String,
    pub created_ms: i64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct KeyRec {
    pub id: String,
    pub account_id: String,
    pub name: String,
    pub prefix: String,
    pub hash: String,
    pub created_ms: i64,
    pub last_used_ms: Option<i64>,
    pub revoked: bool,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Reference {
    /// URL clients see (`referenceUrl`).
    pub url: String,
    /// File under the media directory when the sandbox stores the picture itself.
    pub file: Option<String>,
    /// sha256 of the decoded picture, used to link generated images to the character.
    pub hash: Option<String>,
    /// True when the file was stored for this character (and is deleted with it).
    #[serde(default)]
    pub owned: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Character {
    pub id: String,
    pub account_id: String,
    pub name: String,
    pub reference: Reference,
    /// Optional string attributes (description, hairColor, ..., notes) by wire name.
    pub attrs: BTreeMap<String, String>,
    pub created_ms: i64,
    pub updated_ms: i64,
    pub published: bool,
    pub sold: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ImageRec {
    pub id: String,
    pub account_id: String,
    pub file: String,
    pub prompt: String,
    pub character_id: Option<String>,
    pub job_id: Option<String>,
    pub created_ms: i64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VideoRec {
    pub id: String,
    pub account_id: String,
    pub file: String,
    pub prompt: String,
    pub source_image_id: Option<String>,
    pub character_id: Option<String>,
    pub job_id: Option<String>,
    pub created_ms: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum JobKind {
    Image,
    Video,
    Music,
    Slideshow,
}

/// What a job needs to render its media; kept so an interrupted render can resume after a restart.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum RenderSpec {
    Image(crate::media::png::ImageSpec),
    Video(crate::media::video::VideoSpec),
    Music(crate::media::audio::MusicSpec),
    Slideshow(crate::media::slides::SlideshowSpec),
}

/// What a finished render produced.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Output {
    /// Image ids (records in `Store::images`).
    Images(Vec<String>),
    /// Video id (record in `Store::videos`).
    Video(String),
    /// Music file.
    Music(String),
    /// Slides: (file, caption).
    Slides(Vec<(String, String)>),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Job {
    pub id: String,
    pub account_id: String,
    pub kind: JobKind,
    pub created_ms: i64,
    /// Virtual milliseconds the job needs before it may complete.
    pub run_ms: i64,
    pub prompt: String,
    pub credits: i64,
    pub spec: RenderSpec,
    /// Failure scripted through `/__sandbox/jobs/{id}/fail`, with its virtual time.
    pub forced_failure: Option<(String, i64)>,
    /// Render result: output and the virtual time the render finished.
    pub output: Option<(Output, i64)>,
    pub render_error: Option<(String, i64)>,
    /// Extra request data echoed by polls (slideshow topic and hook type).
    pub meta: BTreeMap<String, String>,
}
