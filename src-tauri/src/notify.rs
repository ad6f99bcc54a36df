//! OS notifications when a job finishes while the app is in the background (tauri-plugin-notification).
//! The decision is a pure function ([`notice_for`]); the call never panics and never waits: the plugin
//! sends on a background thread, and a missing notification service only loses the notice.

use std::collections::HashMap;
use studio_core::media_api::{catalog, ImageProvider, VideoProvider};
use studio_core::{JobKind, JobState, TrackedJob};
use tauri::{AppHandle, Manager, Runtime};

/// A finished job older than this when first seen (e.g. an old job saved again) is not announced.
const RECENT_SECONDS: i64 = 600;
/// Longest error text in a notice body.
const BODY_MAX: usize = 160;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub title: String,
    pub body: String,
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The provider's name as the app shows it (the slug when the catalogue doesn't know it).
pub fn provider_name(kind: JobKind, slug: &str) -> String {
    let v = serde_json::Value::String(slug.to_string());
    let known = match kind {
        JobKind::Image | JobKind::Slideshow => serde_json::from_value::<ImageProvider>(v)
            .ok()
            .and_then(|p| catalog::image_provider(&p))
            .map(|i| i.name.to_string()),
        JobKind::Video | JobKind::Avatar => serde_json::from_value::<VideoProvider>(v)
            .ok()
            .and_then(|p| catalog::video_providers().into_iter().find(|i| i.slug == p))
            .map(|i| i.name.to_string()),
        JobKind::Music => Some("Music".to_string()),
        JobKind::Mix => Some("Music mixed in".to_string()),
        JobKind::Tool => None,
    };
    known.unwrap_or_else(|| slug.replace('_', " "))
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
        let mut body: String = job
            .error
            .clone()
            .unwrap_or_else(|| "The service could not make it.".into());
        if body.chars().count() > BODY_MAX {
            body = body.chars().take(BODY_MAX - 1).collect::<String>() + "…";
        }
        return Some(Notice {
            title: format!("A job failed: {provider}"),
            body,
        });
    }
    let n = job.media.len();
    let (title, body) = match job.kind {
        JobKind::Image => (
            if n == 1 {
                "Your picture is ready"
            } else {
                "Your pictures are ready"
            }
            .to_string(),
            format!("{} from {provider}", plural(n, "picture", "pictures")),
        ),
        JobKind::Video | JobKind::Avatar => (
            "Your video is ready".to_string(),
            format!("Made with {provider}"),
        ),
        JobKind::Music => (
            "Your music is ready".to_string(),
            "Your track is in the library".to_string(),
        ),
        JobKind::Mix => (
            "Your video with music is ready".to_string(),
            "The mixed video is in the library".to_string(),
        ),
        JobKind::Slideshow => (
            "Your slideshow is ready".to_string(),
            format!("{} from {provider}", plural(n, "slide", "slides")),
        ),
        JobKind::Tool => (
            "Your edit is ready".to_string(),
            format!("{provider} is done"),
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
    let shown = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        use tauri_plugin_notification::NotificationExt;
        app.notification()
            .builder()
            .title(&notice.title)
            .body(&notice.body)
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
            error: (status == JobState::Failed).then(|| "The model was busy".into()),
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
    fn finished_jobs_are_announced_once_and_only_in_the_background() {
        let now = chrono::Utc::now();
        let done = job(JobKind::Image, "gpt-image-2", JobState::Completed);
        let n = notice_for(&done, Some(JobState::Downloading), false, now).expect("announced");
        assert_eq!(n.title, "Your pictures are ready");
        assert!(n.body.ends_with("from GPT Image 2"), "{n:?}");
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
            n.title,
            format!(
                "A job failed: {}",
                provider_name(JobKind::Video, "seedance")
            )
        );
        assert_eq!(n.body, "The model was busy");
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
                .title,
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
