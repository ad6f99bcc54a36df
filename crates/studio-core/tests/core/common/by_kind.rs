//! The tests' words for each kind of spending, over the one door (`Core::spend_estimate`,
//! `Core::spend`): each builds the `SpendRequest` the window's form sends. Nothing here spends by another
//! way; a tool's run also waits for its result as the Tools screen does (its job's `JobUpdated`).

use std::time::Duration;
use studio_core::media_api::types::images::GenerateImageRequest;
use studio_core::media_api::types::music::GenerateMusicRequest;
use studio_core::media_api::types::slideshows::GenerateSlideshowRequest;
use studio_core::media_api::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoEditRequest,
};
use studio_core::media_api::ImageProvider;
use studio_core::{
    Core, Estimate, ImageReference, MediaItem, ProviderEstimate, Result, SpendRequest, ToolRequest,
    TrackedJob,
};

/// A compare's estimate as the tests read it: the set's figures and each provider's.
#[derive(Debug)]
pub struct CompareEstimate {
    pub estimate: Estimate,
    pub providers: Vec<ProviderEstimate>,
    pub job_limit: Option<u32>,
    pub active_jobs: u32,
}

/// A compare's jobs, in the order of its providers, and their group.
#[derive(Debug)]
pub struct CompareGroup {
    pub group_id: String,
    pub jobs: Vec<TrackedJob>,
}

/// A tool's run once its job has settled: its saved result, or its words (the shot prompt).
#[derive(Debug)]
pub struct ToolResult {
    pub job: Option<TrackedJob>,
    pub media: Option<MediaItem>,
    pub shot_prompt: Option<String>,
}

fn one(jobs: Vec<TrackedJob>) -> TrackedJob {
    assert_eq!(jobs.len(), 1, "one request starts one job: {jobs:?}");
    jobs.into_iter().next().unwrap()
}

#[allow(async_fn_in_trait)]
pub trait ByKind {
    fn core(&self) -> &Core;

    async fn spend_one(&self, intent: &str, request: SpendRequest) -> Result<TrackedJob> {
        self.core().spend(intent, request).await.map(one)
    }

    async fn estimate_images(
        &self,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<Estimate> {
        self.core()
            .spend_estimate(image(provider, request, reference))
            .await
    }
    async fn generate_images(
        &self,
        intent: &str,
        provider: &ImageProvider,
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<TrackedJob> {
        self.spend_one(intent, image(provider, request, reference))
            .await
    }
    async fn compare_estimate(
        &self,
        providers: &[ImageProvider],
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<CompareEstimate> {
        let mut estimate = self
            .core()
            .spend_estimate(compare(providers, request, reference))
            .await?;
        let figures = estimate.compare.take().expect("a compare's figures");
        Ok(CompareEstimate {
            estimate,
            providers: figures.providers,
            job_limit: figures.job_limit,
            active_jobs: figures.active_jobs,
        })
    }
    async fn compare(
        &self,
        intent: &str,
        providers: &[ImageProvider],
        request: &GenerateImageRequest,
        reference: Option<&ImageReference>,
    ) -> Result<CompareGroup> {
        let jobs = self
            .core()
            .spend(intent, compare(providers, request, reference))
            .await?;
        let group_id = jobs
            .iter()
            .find_map(|j| j.group_id.clone())
            .unwrap_or_default();
        Ok(CompareGroup { group_id, jobs })
    }
    async fn estimate_video(&self, request: &StandardVideoRequest) -> Result<Estimate> {
        let request = request.clone();
        self.core()
            .spend_estimate(SpendRequest::Video { request })
            .await
    }
    async fn generate_video(
        &self,
        intent: &str,
        request: &StandardVideoRequest,
    ) -> Result<TrackedJob> {
        let request = request.clone();
        self.spend_one(intent, SpendRequest::Video { request })
            .await
    }
    async fn estimate_avatar(
        &self,
        request: &AvatarVideoRequest,
        recording_seconds: Option<f64>,
    ) -> Result<Estimate> {
        let request = request.clone();
        self.core()
            .spend_estimate(SpendRequest::Avatar {
                request,
                recording_seconds,
            })
            .await
    }
    async fn generate_avatar(
        &self,
        intent: &str,
        request: &AvatarVideoRequest,
        recording_seconds: Option<f64>,
    ) -> Result<TrackedJob> {
        let request = request.clone();
        let r = SpendRequest::Avatar {
            request,
            recording_seconds,
        };
        self.spend_one(intent, r).await
    }
    async fn estimate_music(&self, request: &GenerateMusicRequest) -> Result<Estimate> {
        let request = request.clone();
        self.core()
            .spend_estimate(SpendRequest::Music { request })
            .await
    }
    async fn generate_music(
        &self,
        intent: &str,
        request: &GenerateMusicRequest,
    ) -> Result<TrackedJob> {
        let request = request.clone();
        self.spend_one(intent, SpendRequest::Music { request })
            .await
    }
    async fn estimate_slideshow(&self, request: &GenerateSlideshowRequest) -> Result<Estimate> {
        let request = request.clone();
        self.core()
            .spend_estimate(SpendRequest::Slideshow { request })
            .await
    }
    async fn generate_slideshow(
        &self,
        intent: &str,
        request: &GenerateSlideshowRequest,
    ) -> Result<TrackedJob> {
        let request = request.clone();
        self.spend_one(intent, SpendRequest::Slideshow { request })
            .await
    }
    async fn estimate_video_edit(&self, request: &VideoEditRequest) -> Result<Estimate> {
        let request = request.clone();
        self.core()
            .spend_estimate(SpendRequest::VideoEdit { request })
            .await
    }
    async fn edit_video(&self, intent: &str, request: &VideoEditRequest) -> Result<TrackedJob> {
        let request = request.clone();
        self.spend_one(intent, SpendRequest::VideoEdit { request })
            .await
    }
    async fn mix_add_music(
        &self,
        intent: &str,
        video_media_id: &str,
        music_media_id: &str,
    ) -> Result<TrackedJob> {
        let r = SpendRequest::Mix {
            video_media_id: video_media_id.to_string(),
            music_media_id: music_media_id.to_string(),
        };
        self.spend_one(intent, r).await
    }
    async fn resubmit_estimate(&self, id: &str) -> Result<Estimate> {
        let job_id = id.to_string();
        self.core()
            .spend_estimate(SpendRequest::Again { job_id })
            .await
    }
    async fn resubmit(&self, intent: &str, id: &str) -> Result<TrackedJob> {
        let job_id = id.to_string();
        self.spend_one(intent, SpendRequest::Again { job_id }).await
    }
    async fn tools_estimate(&self, request: &ToolRequest) -> Result<Estimate> {
        let request = request.clone();
        self.core()
            .spend_estimate(SpendRequest::Tool { request })
            .await
    }
    /// Runs a tool and waits (up to two minutes) until its job has settled, as the Tools screen shows it:
    /// a failed save is the job's error.
    async fn tools_run(&self, intent: &str, request: &ToolRequest) -> Result<ToolResult> {
        let request = request.clone();
        let job = self
            .spend_one(intent, SpendRequest::Tool { request })
            .await?;
        let job = super::wait_job(self.core(), &job.id, Duration::from_secs(120)).await;
        if let Some(e) = job
            .error
            .clone()
            .filter(|_| job.media.is_empty() && job.words.is_none())
        {
            return Err(studio_core::CoreError::new(
                studio_core::ErrorCode::NotFound,
                e,
            ));
        }
        Ok(ToolResult {
            media: job.media.first().cloned(),
            shot_prompt: job.words.clone(),
            job: Some(job),
        })
    }
}

impl ByKind for Core {
    fn core(&self) -> &Core {
        self
    }
}

fn image(
    provider: &ImageProvider,
    request: &GenerateImageRequest,
    reference: Option<&ImageReference>,
) -> SpendRequest {
    SpendRequest::Image {
        provider: provider.clone(),
        request: request.clone(),
        reference: reference.cloned(),
    }
}

fn compare(
    providers: &[ImageProvider],
    request: &GenerateImageRequest,
    reference: Option<&ImageReference>,
) -> SpendRequest {
    SpendRequest::Compare {
        providers: providers.to_vec(),
        request: request.clone(),
        reference: reference.cloned(),
    }
}
