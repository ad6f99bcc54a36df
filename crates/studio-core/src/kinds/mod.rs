//! The kinds of spending: every spending request as one typed value ([`SpendRequest`]), what the window
//! sends through the one door (`Core::spend_estimate`, `Core::spend`, here), and what a job's stored row
//! is read back into (make again, a job that waited for a slot). Each kind's `Action` lives beside its
//! area; this is the one place that names them all. Jobs know an action only through the `Action` trait
//! and the [`Registry`] filled in here when the core is opened (`jobs::Kinds`).

/// `Kind::of_request` and `Kind::request_of` of a kind whose request is `SpendRequest::$variant {
/// request }` and whose action is made of that request alone.
macro_rules! one_request {
    ($variant:ident, $action:expr) => {
        fn of_request(r: &SpendRequest) -> Option<Self> {
            match r {
                SpendRequest::$variant { request } => Some($action(request.clone())),
                _ => None,
            }
        }
        fn request_of(job: &JobRow) -> Result<SpendRequest> {
            let request = $crate::kinds::parse(&job.request)?;
            Ok(SpendRequest::$variant { request })
        }
    };
}

pub(crate) mod again;
pub(crate) mod avatar;
pub(crate) mod batch;
pub(crate) mod compare;
pub(crate) mod edit;
pub(crate) mod face;
pub(crate) mod image;
pub(crate) mod mix;
pub(crate) mod music;
pub(crate) mod slideshow;
pub(crate) mod tool;
pub(crate) mod video;
pub(crate) mod video_edit;

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::model::{JobKind, JobState, MakerPrice, TrackedJob};
use crate::jobs::spend::{self as spend, queue, Action, Estimate, Price};
use crate::jobs::{Jobs, Write};
use crate::store::JobRow;
use compare::Group;
use face::ImageReference;
use media_api::say;
use media_api::types::images::GenerateImageRequest;
use media_api::types::music::GenerateMusicRequest;
use media_api::types::slideshows::GenerateSlideshowRequest;
use media_api::types::videos::{AvatarVideoRequest, StandardVideoRequest, VideoEditRequest};
use media_api::{Client, FieldError, ImageProvider, RuleContext, Tier, VideoProvider};
use serde::{Deserialize, Serialize};
use tool::ToolRequest;

/// One press that may spend credits: what every spend button of the window sends, and a step of a recipe.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SpendRequest {
    Image {
        provider: ImageProvider,
        request: GenerateImageRequest,
        reference: Option<ImageReference>,
    },
    /// One image request sent to several providers at once: one job each, in one group; refused as a
    /// whole before any is sent.
    Compare {
        providers: Vec<ImageProvider>,
        request: GenerateImageRequest,
        reference: Option<ImageReference>,
    },
    /// Several prompts (one request each, the same form otherwise) to one provider: one job each, in one
    /// group; refused as a whole before any is sent.
    Batch {
        provider: ImageProvider,
        requests: Vec<GenerateImageRequest>,
        reference: Option<ImageReference>,
    },
    /// A finished job made again as a new job: the same kind, provider, request and face ("Try again"
    /// on a failed one, "Make again" on a completed one). The earlier job stays as it was.
    #[serde(rename_all = "camelCase")]
    Again {
        job_id: String,
    },
    Video {
        request: StandardVideoRequest,
    },
    /// One picture and prompt to several video makers (2 to `compare::VIDEO_COMPARE_MAX`), side by
    /// side: one job each, in one group, made one after another; refused as a whole before any is sent.
    /// The request's own `provider` is not used: each maker's job has its own.
    VideoCompare {
        providers: Vec<VideoProvider>,
        request: StandardVideoRequest,
    },
    #[serde(rename_all = "camelCase")]
    Avatar {
        request: AvatarVideoRequest,
        /// How long its voice recording is (seconds), when it is spoken from one (priced from it).
        #[serde(default)]
        recording_seconds: Option<f64>,
    },
    /// An edit of a video (a video job listed under `video-edit`).
    VideoEdit {
        request: VideoEditRequest,
    },
    Music {
        request: GenerateMusicRequest,
    },
    Slideshow {
        request: GenerateSlideshowRequest,
    },
    Tool {
        request: ToolRequest,
    },
    /// Music mixed into a video: both by their library (media) id.
    #[serde(rename_all = "camelCase")]
    Mix {
        video_media_id: String,
        music_media_id: String,
    },
}

/// The kinds that are one action each, in one table: its [`AnyAction`] variant and its action (a
/// [`Kind`], in its own file). A compare, a batch and "make again" are groups or stored jobs of these
/// (`compare`, `batch`, `again`). Adding a kind: its file, its line here, its `SpendRequest` variant.
macro_rules! kinds {
    ($($variant:ident($action:ty),)*) => {
        /// A request as the action that spends it.
        pub(crate) enum AnyAction {
            $($variant($action),)*
        }

        /// Runs `$body` with `$a` bound to the concrete action.
        macro_rules! with_action {
            ($any:expr, $a:ident => $body:expr) => {
                match $any {
                    $(AnyAction::$variant($a) => $body,)*
                }
            };
        }

        impl AnyAction {
            /// The action of one request; a compare (several) or a make-again (a stored job) is not
            /// one.
            pub fn from_request(r: SpendRequest) -> Result<AnyAction> {
                $(if let Some(a) = <$action>::of_request(&r) {
                    return Ok(AnyAction::$variant(a));
                })*
                Err(not_one())
            }

            /// The action a stored job was made by (same kind, provider, request and face: an
            /// image's face is the one the job kept, a one-off photo's library copy included).
            pub fn from_job(job: &JobRow) -> Result<AnyAction> {
                $(if <$action>::stores_job(job.kind, &job.provider) {
                    return <$action>::of_job(job).map(AnyAction::$variant);
                })*
                Err(unreadable())
            }
        }

        impl SpendRequest {
            /// The request a stored job was made with, typed: what "Open these settings" fills a form
            /// from and what "Make again" sends. An image's face is named by its character; a one-off
            /// photo has no token (its name is in the job's `reference`), and the inline
            /// `referenceImage` is left out.
            pub fn from_job(job: &JobRow) -> Result<SpendRequest> {
                $(if <$action>::stores_job(job.kind, &job.provider) {
                    return <$action>::request_of(job);
                })*
                Err(unreadable())
            }
        }

        /// How the spec prices the jobs of a kind and maker, whatever their request
        /// ([`Kind::maker_price`]).
        pub(crate) fn maker_price(kind: JobKind, provider: &str) -> MakerPrice {
            $(if <$action>::stores_job(kind, provider) {
                return <$action>::maker_price(provider);
            })*
            MakerPrice::Published
        }

        /// The line a stored job waits in: its action's ([`Action::line`]).
        fn line(job: &JobRow) -> queue::Line {
            $(if <$action>::stores_job(job.kind, &job.provider) {
                return <$action>::of_job(job).map_or(queue::Line::Now, |a| a.line());
            })*
            queue::Line::Now
        }
    };
}

kinds! {
    Image(image::ImageAction),
    Video(video::VideoAction),
    Avatar(avatar::AvatarAction),
    VideoEdit(video_edit::VideoEditAction),
    Music(music::MusicAction),
    Slideshow(slideshow::SlideshowAction),
    Tool(tool::ToolRequest),
    Mix(mix::MixAction),
}

/// What the table knows of a kind, beside its [`Action`].
pub(crate) trait Kind: Action + Sized {
    /// Its action, when `request` is of this kind.
    fn of_request(request: &SpendRequest) -> Option<Self>;
    /// Whether a stored job of its `KIND` listed by `provider` is of this kind (an edit of a video is
    /// a video job by `video-edit`).
    fn stores(_provider: &str) -> bool {
        true
    }
    /// The request a stored job of this kind was made with.
    fn request_of(job: &JobRow) -> Result<SpendRequest>;
    /// Whether a stored job listed as `kind` by `provider` is of this kind.
    fn stores_job(kind: JobKind, provider: &str) -> bool {
        kind == Self::KIND && Self::stores(provider)
    }
    /// The action a stored job of this kind was made by: its request's, unless the job kept more.
    fn of_job(job: &JobRow) -> Result<Self> {
        Self::of_request(&Self::request_of(job)?).ok_or_else(unreadable)
    }
    /// How the spec prices its jobs by `provider`, whatever their request (the Spending view's word).
    fn maker_price(_provider: &str) -> MakerPrice {
        MakerPrice::Published
    }
}

pub(crate) fn unreadable() -> CoreError {
    CoreError::new(
        ErrorCode::Validation, say!("kinds.job_sent_again_request", "This job can't be sent again: its request was not kept in a form the app can read. Make it again from its screen."),
    )
    .with_field("id")
}

pub(crate) fn parse<T: serde::de::DeserializeOwned>(v: &serde_json::Value) -> Result<T> {
    serde_json::from_value(v.clone()).map_err(|_| unreadable())
}

/// A compare, a batch or a make-again asked of a place that takes one request (a recipe's step).
fn not_one() -> CoreError {
    CoreError::validation(
        "kind",
        say!(
            "kinds.compare_batch_make_again",
            "A compare, a batch or a make-again is not one request: it can't be a step of a recipe"
        ),
    )
}

impl AnyAction {
    /// Its price for an account of `tier`: the one each kind's form shows (recipes forecast with it).
    pub fn price(&self, tier: &Tier) -> Price {
        with_action!(self, a => a.price(tier))
    }

    /// The documented limits it breaks, by field (nothing is checked at the service).
    pub fn rules(&self, ctx: &RuleContext) -> Vec<FieldError> {
        with_action!(self, a => a.rules(ctx))
    }

    pub async fn estimate(&self, jobs: &Jobs) -> Result<Estimate> {
        with_action!(self, a => spend::estimate(jobs, a).await)
    }

    pub async fn submit_once(self, jobs: &Jobs, intent: &str) -> Result<TrackedJob> {
        // Music for a copy the service can't take is added on this computer: nothing to send.
        if let AnyAction::Mix(m) = &self {
            if m.made_here(jobs) {
                return m.start_here(jobs, intent).await;
            }
        }
        with_action!(self, a => spend::submit_once(jobs, intent, a).await)
    }

    /// Sends a job that waited for a slot: the rules and the fresh balance again (the balance may have
    /// moved while it waited), its face again, then the one send.
    pub async fn send_waiting(self, jobs: &Jobs, client: &Client, job: JobRow) -> Result<()> {
        with_action!(self, a => {
            let mut a = a;
            let checked = spend::preflight(jobs, client, std::slice::from_ref(&a), Vec::new()).await;
            match checked {
                // A blip while asking for the balance: the job keeps its place and goes in a later
                // round, once the service answers (only a refusal of the job itself fails it).
                Err(e) if e.is_passing() => return queue::wait_for_service(jobs, job),
                Err(e) => return queue::fail(jobs, job, e.said()).map(|_| ()),
                Ok(_) => {}
            }
            if let Err(e) = a.prepare(jobs, client).await {
                return queue::fail(jobs, job, e.said()).map(|_| ());
            }
            // Sent only with the connection it waited on (the person may have switched meanwhile).
            if !jobs.session.client().is_ok_and(|now| now.is_same(client)) {
                return Ok(());
            }
            // What the job keeps from before its send is taken now, not when it joined the line: a
            // video's baseline of the library must hold the videos made while it waited.
            let mut job = job;
            match a.before(client).await {
                Ok(Some(fresh)) => job.result = Some(fresh),
                Ok(None) => {}
                Err(e) if e.is_passing() => return queue::wait_for_service(jobs, job),
                Err(e) => return queue::fail(jobs, job, e.said()).map(|_| ()),
            }
            // Taken from the line only if it is still in it (a cancel that came first wins).
            job.submitting();
            if !jobs.save_quietly(&mut job, Write::From(JobState::Waiting))? {
                return Ok(());
            }
            spend::send_saved(jobs, client, &a, job).await.map(|_| ())
        })
    }
}

/// What jobs know of the kinds: how a job that waited for a slot is sent (by its kind's action).
pub(crate) struct Registry;

impl crate::jobs::Kinds for Registry {
    /// Image jobs wait for a slot of the account's jobLimit. Videos of a group go one at a time: the
    /// documented service tells a finished video only by the library listing, which doesn't say whose
    /// a new video is (tracker/video.rs), so a video sent while another is being made could be taken
    /// for it, under the other maker's name.
    fn line(&self, job: &JobRow) -> queue::Line {
        line(job)
    }
    fn send_waiting<'a>(
        &'a self,
        jobs: &'a Jobs,
        client: &'a Client,
        job: JobRow,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<()>> + Send + 'a>> {
        Box::pin(async move {
            match AnyAction::from_job(&job) {
                Ok(action) => action.send_waiting(jobs, client, job).await,
                Err(e) => queue::fail(jobs, job, e.said()).map(|_| ()),
            }
        })
    }
}

// The one door of spending (`api/spend.rs`): every spend button of the window, a compare, a batch
// and "Make again".
pub(crate) async fn estimate(jobs: &Jobs, request: SpendRequest) -> Result<Estimate> {
    if let Some(group) = Group::of(&request) {
        return group.estimate(jobs).await;
    }
    match request {
        SpendRequest::Again { job_id } => again::estimate(jobs, &job_id).await,
        one => AnyAction::from_request(one)?.estimate(jobs).await,
    }
}

pub(crate) async fn spend(
    jobs: &Jobs,
    intent: &str,
    request: SpendRequest,
) -> Result<Vec<TrackedJob>> {
    if let Some(group) = Group::of(&request) {
        return group.send(jobs, intent).await;
    }
    match request {
        SpendRequest::Again { job_id } => Ok(vec![again::submit(jobs, intent, &job_id).await?]),
        one => Ok(vec![
            AnyAction::from_request(one)?
                .submit_once(jobs, intent)
                .await?,
        ]),
    }
}

#[cfg(test)]
mod tests {
    use super::video_edit::VIDEO_EDIT_PROVIDER;
    use super::*;
    use crate::jobs::spend::PriceBasis;
    use media_api::types::tools::OverlayTextRequest;

    /// The Spending view's word for a maker agrees with the price each of its requests gets.
    #[test]
    fn a_makers_price_agrees_with_its_requests() {
        let caption = |image: bool| {
            ToolRequest::OverlayText(OverlayTextRequest {
                text: "hi".into(),
                image_url: image.then(|| "https://x/p.png".to_string()),
                video_url: (!image).then(|| "https://x/v.mp4".to_string()),
                position: None,
            })
        };
        let tier = Tier::Studio;
        assert_eq!(
            maker_price(JobKind::Tool, "overlay_text"),
            MakerPrice::FreeOnPictures
        );
        assert_eq!(caption(true).price(&tier).basis, PriceBasis::Published);
        assert_eq!(caption(true).price(&tier).credits, 0);
        assert_eq!(caption(false).price(&tier).basis, PriceBasis::NotPublished);
        for tool in [
            "trim_video",
            "stitch_videos",
            "mute_video",
            "write_shot_prompt",
        ] {
            assert_eq!(
                maker_price(JobKind::Tool, tool),
                MakerPrice::NotPublished,
                "{tool}"
            );
        }
        assert_eq!(
            maker_price(JobKind::Tool, "remove_background"),
            MakerPrice::Published
        );
        assert_eq!(
            maker_price(JobKind::Video, VIDEO_EDIT_PROVIDER),
            MakerPrice::NotPublished
        );
        assert_eq!(maker_price(JobKind::Mix, "add-music"), MakerPrice::Free);
        assert_eq!(maker_price(JobKind::Image, "gemini"), MakerPrice::Published);
    }
}
