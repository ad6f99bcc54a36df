//! Values the app's commands return (camelCase, `specta::Type` for the TypeScript bindings).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type, Default)]
#[serde(rename_all = "snake_case")]
pub enum ConnectionMode {
    #[default]
    None,
    Sandbox,
    Service,
}

/// Where the key in use lives. `file` only for the embedded sandbox's own key without a keyring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum KeyStorage {
    Keyring,
    Session,
    File,
}

#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ConnectionStatus {
    pub mode: ConnectionMode,
    pub base_url: Option<String>,
    pub key_set: bool,
    /// At most the documented prefix length (11 characters, `sl_` + 8); never more of the key.
    pub key_prefix: Option<String>,
    pub key_storage: Option<KeyStorage>,
    pub keyring_available: bool,
    pub last_auth_error: Option<media_api::Words>,
    pub sandbox: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CreditsView {
    pub credits: f64,
    pub tier: String,
    pub max_credits: f64,
    pub credits_reset_at: Option<String>,
    /// Transaction records as the service sent them (their fields are not documented). Sent as raw
    /// JSON objects; typed for TypeScript as media-api's `CreditTransaction` (every field optional).
    #[specta(type = Vec<media_api::types::credits::CreditTransaction>)]
    pub recent: Vec<serde_json::Value>,
}

#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyEntry {
    pub id: String,
    pub name: String,
    pub prefix: String,
    pub created_at: Option<String>,
    pub last_used_at: Option<String>,
}

/// A NEW key, shown once for the user to copy (never the app's own key).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CreatedKey {
    pub key: String,
    pub key_id: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum JobKind {
    Image,
    Video,
    Avatar,
    Music,
    Slideshow,
    Tool,
    /// Music mixed into a video (`POST /api/videos/add-music`); its output is a video.
    Mix,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum JobState {
    /// Saved locally, waiting for a free slot (the account's jobLimit is reached); nothing is sent or
    /// charged yet. Sent in order when a slot frees, also after a restart; can be cancelled.
    Waiting,
    /// Saved locally, the POST is under way (or was cut off).
    Submitting,
    Pending,
    Processing,
    /// Finished at the service; results are being saved into the library.
    Downloading,
    Completed,
    Failed,
}

impl JobState {
    pub fn is_active(self) -> bool {
        !matches!(self, JobState::Completed | JobState::Failed)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum MediaKind {
    Image,
    Video,
    Audio,
}

#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TrackedJob {
    pub id: String,
    pub remote_id: Option<String>,
    pub kind: JobKind,
    pub provider: String,
    pub status: JobState,
    /// How it is doing: the service's words, or the app's (by catalogue key).
    pub progress: Option<media_api::Words>,
    /// Why it failed, or what is uncertain about it (may have been charged).
    pub error: Option<media_api::Words>,
    pub cost_estimate: Option<u32>,
    pub created_at: String,
    pub updated_at: String,
    pub completed_at: Option<String>,
    pub media: Vec<MediaItem>,
    /// Set for jobs sent together by `images_compare` (one per provider).
    pub group_id: Option<String>,
    /// The face the job sent as its reference image, if any.
    pub reference: Option<ReferenceInfo>,
    /// Its place in line while `waiting` (1 = next to be sent).
    pub queue_position: Option<u32>,
    /// What the service said it charged for it (a slideshow's `creditsCost`), else null.
    pub charged: Option<u32>,
    /// How far the balance went down around its send, when no other send overlapped (a measurement,
    /// not the service's word: the spec does not say when it charges).
    #[specta(optional)]
    pub balance_drop: Option<u32>,
    /// Its result was made (and charged) but could not be saved here; its address is kept and
    /// `job_save_again` tries once more.
    #[specta(optional)]
    pub can_save_again: bool,
    /// Its answer was lost after it was sent: it may have started and been charged (`spend::lookup`).
    /// While it is looked up it is still under way; failed, "Try again" warns before it sends.
    #[specta(optional)]
    pub may_have_started: bool,
    /// While it runs: how long this kind from this maker usually takes here, in seconds (the median
    /// of this library's finished ones, `Store::usual_seconds`); absent without enough history.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[specta(optional)]
    pub usual_seconds: Option<u32>,
    /// The words a job that makes words answered (the shot prompt), once it has.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[specta(optional)]
    pub words: Option<String>,
}

/// Where a job that makes words keeps them in its stored result.
pub(crate) const WORDS_KEY: &str = "shotPrompt";

/// What face a job used (a saved character or a one-off photo), for the lightbox and for recall.
/// One-off photos keep their prepared bytes in the library folder so a resubmit can send them again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type, Default)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceInfo {
    pub character_id: Option<String>,
    pub character_name: Option<String>,
    pub file_name: Option<String>,
    /// An edit: the library picture it was made from (its media id), stored as `mediaId`.
    pub edited_from: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct MediaItem {
    pub id: String,
    pub kind: MediaKind,
    pub remote_id: Option<String>,
    pub remote_url: Option<String>,
    /// On the app's loopback media server.
    pub url: String,
    pub thumb_url: Option<String>,
    pub job_id: Option<String>,
    pub character_id: Option<String>,
    pub provider: Option<String>,
    pub prompt: Option<String>,
    /// When it was made; for an item the service gave no date for (`dateUnknown`), when this library
    /// first saw it.
    pub created_at: String,
    pub width: Option<u32>,
    pub height: Option<u32>,
    // The fields below are optional in TypeScript (always sent, null when unknown), so older fakes and
    // callers that build items keep compiling.
    /// The job's request as sent, without `referenceImage` (null for items only listed by the service).
    #[specta(type = Option<JsonValue>)]
    #[specta(optional)]
    pub request: Option<serde_json::Value>,
    /// The service's `promptUsed` (structured prompt as JSON text).
    #[specta(optional)]
    pub prompt_used: Option<String>,
    /// The whole job's estimated credit cost.
    #[specta(optional)]
    pub cost: Option<u32>,
    /// What the service said it charged for the whole job, where it did.
    #[specta(optional)]
    pub charged: Option<u32>,
    /// How far the balance went down around the job's send (a measurement, see `TrackedJob`).
    #[specta(optional)]
    pub balance_drop: Option<u32>,
    #[specta(optional)]
    pub job_kind: Option<JobKind>,
    #[specta(optional)]
    pub completed_at: Option<String>,
    /// The face its job used, if any.
    #[specta(optional)]
    pub reference: Option<ReferenceInfo>,
    /// When it was moved to the local trash (null: in the gallery).
    #[specta(optional)]
    pub trashed_at: Option<String>,
    #[specta(optional)]
    pub source: MediaSource,
    /// Where the library files it: image, video, music, slideshow or tool result.
    #[specta(optional)]
    pub shelf: Shelf,
    /// Starred in this library (read with gallery pages and single items; false in a job's media list).
    #[specta(optional)]
    pub favourite: bool,
    /// The thumbnail made for small tiles (its short side 160 px, made on first request), for a 1x
    /// screen; `thumbUrl` for a 2x one.
    #[specta(optional)]
    pub small_thumb_url: Option<String>,
    /// The service gave no date for it (made outside this app, listed without one): `createdAt` is
    /// when this library first saw it, and it sorts as undated.
    #[specta(optional)]
    pub date_unknown: bool,
    /// When the service's copy went (deleted there): the item is on this computer only, with no
    /// service id or address, so it offers no step that would need them.
    #[specta(optional)]
    pub service_gone: Option<String>,
    /// Deleting it asks the service to delete its copy too (a picture or a video the service holds
    /// by id; a music track stays there, `library::deleted_at_service`): the window words a delete by it.
    pub deletes_at_service: bool,
    /// Its tags, by name (read with gallery pages and single items; empty in a job's media list).
    #[specta(optional)]
    pub tags: Vec<String>,
    /// Picked or rejected in a review (kept in this library; `none` in a job's media list).
    #[specta(optional)]
    pub flag: ReviewFlag,
    /// Its rating in a review, 1 to 5 (null: not rated; kept in this library).
    #[specta(optional)]
    pub rating: Option<u8>,
}

/// A review's verdict on an item, kept only in this library (`media.flag`: 1 picked, -1 rejected, 0
/// none); the service never hears of it.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type,
)]
#[serde(rename_all = "snake_case")]
pub enum ReviewFlag {
    Picked,
    Rejected,
    #[default]
    None,
}

impl ReviewFlag {
    /// The stored number of the flag.
    pub fn stored(self) -> i64 {
        match self {
            ReviewFlag::Picked => 1,
            ReviewFlag::Rejected => -1,
            ReviewFlag::None => 0,
        }
    }

    /// The flag of a stored number (anything else reads as none).
    pub fn of_stored(n: i64) -> ReviewFlag {
        match n {
            1 => ReviewFlag::Picked,
            -1 => ReviewFlag::Rejected,
            _ => ReviewFlag::None,
        }
    }
}

/// The highest rating of a review (ratings go from 1 to this).
pub const RATING_MAX: u8 = 5;

/// The library's kinds, as the gallery filters and counts them: a slide of a slideshow, a tool's output
/// (a mix too: music added to a video) and music are their own shelves whatever their file is; other
/// items are images or videos by their file. Stored in `media.shelf` (the store's `shelf_of` is the
/// same rule in SQL).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum Shelf {
    Image,
    Video,
    Music,
    Slideshow,
    Tool,
}

impl Shelf {
    pub const ALL: [Shelf; 5] = [
        Shelf::Image,
        Shelf::Video,
        Shelf::Music,
        Shelf::Slideshow,
        Shelf::Tool,
    ];

    /// The shelf of an item of this file kind made by a job of this kind (`None`: only listed by the
    /// service).
    pub fn of(media: MediaKind, job: Option<JobKind>) -> Shelf {
        match (job, media) {
            (Some(JobKind::Slideshow), _) => Shelf::Slideshow,
            (Some(JobKind::Tool | JobKind::Mix), _) => Shelf::Tool,
            (_, MediaKind::Audio) => Shelf::Music,
            (_, MediaKind::Video) => Shelf::Video,
            (_, MediaKind::Image) => Shelf::Image,
        }
    }
}

/// Where a library item came from: a job of this app, or only listed by the service (gallery sync).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum MediaSource {
    Local,
    Service,
}

pub(crate) fn enum_str<T: Serialize>(v: &T) -> String {
    match serde_json::to_value(v) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

pub(crate) fn enum_parse<T: serde::de::DeserializeOwned>(s: &str) -> Option<T> {
    serde_json::from_value(serde_json::Value::String(s.to_string())).ok()
}

pub(crate) fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// Any JSON value, as TypeScript sees it (numbers are `number`): the type of `MediaItem.request`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(untagged)]
pub enum JsonValue {
    Null(()),
    Bool(bool),
    Number(f64),
    String(String),
    Array(Vec<JsonValue>),
    Object(std::collections::BTreeMap<String, JsonValue>),
}

/// How the spec prices a maker's jobs whatever their request (`kinds::maker_price`): what the Spending
/// view says of jobs that kept no estimate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type, Default)]
#[serde(rename_all = "snake_case")]
pub enum MakerPrice {
    /// The spec's tables price it.
    #[default]
    Published,
    /// The spec says it takes no credits (adding music to a video).
    Free,
    /// The spec prices it nowhere: it may be charged.
    NotPublished,
    /// Free on a picture, priced nowhere on a video (text on a picture or a video).
    FreeOnPictures,
}
