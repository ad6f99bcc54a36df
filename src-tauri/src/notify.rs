//! OS notifications when a job finishes while the app is in the background (tauri-plugin-notification).
//! The decision is a pure function ([`notice_for`]); the call never panics and never waits: the plugin
//! sends on a background thread, and a missing notification service only loses the notice.

use std::collections::{BTreeMap, HashMap};
use std::sync::Mutex;
use studio_core::media_api::{catalog, ImageProvider, VideoProvider};
use studio_core::media_api::{say, Words};
use studio_core::{JobKind, JobState, TrackedJob};
use tauri::{AppHandle, Manager, Runtime};

/// A finished job older than this when first seen (e.g. an old job saved again) is not announced.
const RECENT_SECONDS: i64 = 600;
/// Longest error text in a notice body.
const BODY_MAX: usize = 160;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub title: Words,
    pub body: Words,
}

/// The window's words for the notices, in its language (`notices_words_set`): catalogue key (without
/// its `core.` area) to template. Empty until the window sends them: the notices are then English.
#[derive(Default)]
pub struct NoticeWords(Mutex<BTreeMap<String, String>>);

impl NoticeWords {
    pub fn set(&self, words: BTreeMap<String, String>) {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = words;
    }

    /// `words` in the window's language.
    pub fn say(&self, words: &Words) -> String {
        let table = self.0.lock().unwrap_or_else(|p| p.into_inner());
        words.said_in(&|key| table.get(key).cloned())
    }
}

fn count_words(n: usize, one: Words, many: Words) -> Words {
    if n == 1 {
        one
    } else {
        many
    }
}

/// The provider's name as the app shows it (the slug when the catalogue doesn't know it).
pub fn provider_name(kind: JobKind, slug: &str) -> Words {
    let v = serde_json::Value::String(slug.to_string());
    let known = match kind {
        JobKind::Image | JobKind::Slideshow => serde_json::from_value::<ImageProvider>(v)
            .ok()
            .and_then(|p| catalog::image_provider(&p))
            .map(|i| Words::plain(i.name)),
        JobKind::Video | JobKind::Avatar => serde_json::from_value::<VideoProvider>(v)
            .ok()
            .and_then(|p| catalog::video_providers().into_iter().find(|i| i.slug == p))
            .map(|i| Words::plain(i.name)),
        JobKind::Music => Some(say!("notice.maker.music", "Music")),
        JobKind::Mix => Some(say!("notice.maker.mix", "Music mixed in")),
        JobKind::Tool => None,
    };
    known.unwrap_or_else(|| Words::plain(slug.replace('_', " ")))
}

fn finished_at(job: &TrackedJob) -> Option<chrono::DateTime<chrono::Utc>> {
    let at = job.completed_at.as_deref().unwrap_or(&job.updated_at);
    chrono::DateTime::parse_from_rfc3339(at)
        .ok()
        .map(|t| t.with_timezone(&chrono::Utc))
}

/// What to announce for this update of `job`, if anything: only when it just became completed or
/// failed (`previous` is the state last seen; `None`: first seen, then only if it finished recently),
/// and only when no window of the app has the focus.
pub fn notice_for(
    job: &TrackedJob,
    previous: Option<JobState>,
    window_focused: bool,
    now: chrono::DateTime<chrono::Utc>,
) -> Option<Notice> {
    if window_focused || !matches!(job.status, JobState::Completed | JobState::Failed) {
        return None;
    }
    if previous == Some(job.status) {
        return None;
    }
    if previous.is_none() {
        let recent = finished_at(job)
            .map(|t| (now - t).num_seconds() <= RECENT_SECONDS)
            .unwrap_or(false);
        if !recent {
            return None;
        }
    }
    let provider = provider_name(job.kind, &job.provider);
    if job.status == JobState::Failed {
        return Some(Notice {
            title: say!("notice.failed", "A job failed: {maker}", maker = provider),
            body: job.error.clone().unwrap_or_else(|| {
                say!("notice.failed_no_reason", "The service could not make it.")
            }),
        });
    }
    let n = job.media.len();
    let (title, body) = match job.kind {
        JobKind::Image => (
            count_words(
                n,
                say!("notice.picture_ready", "Your picture is ready"),
                say!("notice.pictures_ready", "Your pictures are ready"),
            ),
            count_words(
                n,
                say!(
                    "notice.one_picture_from",
                    "1 picture from {maker}",
                    maker = provider
                ),
                say!(
                    "notice.pictures_from",
                    "{count} pictures from {maker}",
                    count = n,
                    maker = provider
                ),
            ),
        ),
        JobKind::Video | JobKind::Avatar => (
            say!("notice.video_ready", "Your video is ready"),
            say!("notice.made_with", "Made with {maker}", maker = provider),
        ),
        JobKind::Music => (
            say!("notice.music_ready", "Your music is ready"),
            say!("notice.track_in_library", "Your track is in the library"),
        ),
        JobKind::Mix => (
            say!("notice.mix_ready", "Your video with music is ready"),
            say!("notice.mix_in_library", "The mixed video is in the library"),
        ),
        JobKind::Slideshow => (
            say!("notice.slideshow_ready", "Your slideshow is ready"),
            count_words(
                n,
                say!(
                    "notice.one_slide_from",
                    "1 slide from {maker}",
                    maker = provider
                ),
                say!(
                    "notice.slides_from",
                    "{count} slides from {maker}",
                    count = n,
                    maker = provider
                ),
            ),
        ),
        JobKind::Tool => (
            say!("notice.edit_ready", "Your edit is ready"),
            say!("notice.tool_done", "{maker} is done", maker = provider),
        ),
    };
    Some(Notice { title, body })
}

/// The states last seen per job, so each finish is announced once.
#[derive(Debug, Default)]
pub struct Seen(HashMap<String, JobState>);

impl Seen {
    /// Records `job`'s state and returns the one seen before.
    pub fn update(&mut self, job: &TrackedJob) -> Option<JobState> {
        if self.0.len() > 2000 {
            self.0.retain(|_, s| s.is_active());
        }
        self.0.insert(job.id.clone(), job.status)
    }
}

fn any_window_focused<R: Runtime>(app: &AppHandle<R>) -> bool {
    app.webview_windows()
        .values()
        .any(|w| w.is_focused().unwrap_or(false))
}

/// Announces `job` when [`notice_for`] says so. Never panics, never waits.
pub fn on_job<R: Runtime>(app: &AppHandle<R>, seen: &mut Seen, job: &TrackedJob) {
    let previous = seen.update(job);
    if !matches!(job.status, JobState::Completed | JobState::Failed) {
        return;
    }
    let Some(notice) = notice_for(job, previous, any_window_focused(app), chrono::Utc::now())
    else {
        return;
    };
    if app
        .try_state::<tauri_plugin_notification::Notification<R>>()
        .is_none()
    {
        return;
    }
    let said = app.try_state::<NoticeWords>();
    let say = |w: &Words| said.as_ref().map_or_else(|| w.text.clone(), |s| s.say(w));
    let title = say(&notice.title);
    let mut body = say(&notice.body);
    if body.chars().count() > BODY_MAX {
        body = body.chars().take(BODY_MAX - 1).collect::<String>() + "…";
    }
    let shown = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        use tauri_plugin_notification::NotificationExt;
        app.notification()
            .builder()
            .title(&title)
            .body(&body)
            .show()
    }));
    match shown {
        Ok(Ok(())) => {}
        Ok(Err(e)) => tracing::debug!("notification not shown: {e}"),
        Err(_) => tracing::warn!("notification call panicked; ignored"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(kind: JobKind, provider: &str, status: JobState) -> TrackedJob {
        let now = chrono::Utc::now().to_rfc3339();
        TrackedJob {
            id: "j1".into(),
            remote_id: None,
            kind,
            provider: provider.into(),
            status,
            progress: None,
            error: (status == JobState::Failed)
                .then(|| studio_core::media_api::Words::plain("The model was busy")),
            cost_estimate: Some(2),
            created_at: now.clone(),
            updated_at: now.clone(),
            completed_at: Some(now),
            media: Vec::new(),
            group_id: None,
            reference: None,
            queue_position: None,
            charged: None,
            balance_drop: None,
            may_have_started: false,
            can_save_again: false,
            usual_seconds: None,
            words: None,
        }
    }

    #[test]
    fn a_notice_is_said_in_the_windows_language() {
        let now = chrono::Utc::now();
        let done = job(JobKind::Image, "gpt-image-2", JobState::Completed);
        let n = notice_for(&done, Some(JobState::Downloading), false, now).unwrap();
        let said = NoticeWords::default();
        assert_eq!(
            said.say(&n.title),
            "Your pictures are ready",
            "English until told"
        );
        said.set(BTreeMap::from([
            (
                "notice.pictures_ready".to_string(),
                "Ihre Bilder sind fertig".to_string(),
            ),
            (
                "notice.pictures_from".to_string(),
                "{count} Bilder von {maker}".to_string(),
            ),
        ]));
        assert_eq!(said.say(&n.title), "Ihre Bilder sind fertig");
        assert_eq!(said.say(&n.body), "0 Bilder von GPT Image 2");
    }

    #[test]
    fn finished_jobs_are_announced_once_and_only_in_the_background() {
        let now = chrono::Utc::now();
        let done = job(JobKind::Image, "gpt-image-2", JobState::Completed);
        let n = notice_for(&done, Some(JobState::Downloading), false, now).expect("announced");
        assert_eq!(n.title.text, "Your pictures are ready");
        assert!(n.body.text.ends_with("from GPT Image 2"), "{n:?}");
        assert_eq!(
            notice_for(&done, Some(JobState::Downloading), true, now),
            None,
            "a focused window shows it itself"
        );
        assert_eq!(
            notice_for(&done, Some(JobState::Completed), false, now),
            None,
            "once"
        );
        let running = job(JobKind::Image, "gpt-image-2", JobState::Processing);
        assert_eq!(
            notice_for(&running, Some(JobState::Pending), false, now),
            None
        );
    }

    #[test]
    fn failures_name_the_provider_and_old_jobs_stay_quiet() {
        let now = chrono::Utc::now();
        let failed = job(JobKind::Video, "seedance", JobState::Failed);
        let n = notice_for(&failed, None, false, now).expect("recent first sighting");
        assert_eq!(
            n.title.text,
            format!(
                "A job failed: {}",
                provider_name(JobKind::Video, "seedance").text
            )
        );
        assert_eq!(n.body.text, "The model was busy");
        let later = now + chrono::Duration::hours(2);
        assert_eq!(
            notice_for(&failed, None, false, later),
            None,
            "an old job seen again is not news"
        );
        let music = job(JobKind::Music, "music", JobState::Completed);
        assert_eq!(
            notice_for(&music, Some(JobState::Processing), false, now)
                .unwrap()
                .title
                .text,
            "Your music is ready"
        );
    }

    #[test]
    fn seen_returns_the_previous_state() {
        let mut seen = Seen::default();
        let a = job(JobKind::Image, "gemini", JobState::Pending);
        assert_eq!(seen.update(&a), None);
        let b = job(JobKind::Image, "gemini", JobState::Completed);
        assert_eq!(seen.update(&b), Some(JobState::Pending));
        assert_eq!(seen.update(&b), Some(JobState::Completed));
    }
}
