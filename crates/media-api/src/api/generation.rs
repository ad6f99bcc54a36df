//! Asynchronous generation: images, videos, slideshows, music.

use super::{check, handle};
use crate::client::Method;
use crate::error::{Error, Result};
use crate::ids::{JobId, MusicId, SlideshowId};
use crate::rules;
use crate::say;
use crate::types::common::JobCreated;
use crate::types::images::{GenerateImageRequest, ImageJobStatus};
use crate::types::music::{GenerateMusicRequest, MusicJob, MusicJobCreated};
use crate::types::providers::ImageProvider;
use crate::types::slideshows::{GenerateSlideshowRequest, SlideshowCreated, SlideshowEnvelope};
use crate::types::videos::{
    AvatarVideoRequest, StandardVideoRequest, VideoEditRequest, VideoEditResponse, VideoJobStatus,
};

handle!(
    /// `POST /api/generate/{provider}`, `GET /api/generate/image/{jobId}`.
    Images
);

impl Images<'_> {
    /// Starts an image job (chargeable: never retried once it may have reached the service).
    pub async fn generate(
        &self,
        provider: &ImageProvider,
        req: &GenerateImageRequest,
    ) -> Result<JobCreated> {
        check(rules::validate_generate_image(
            provider,
            req,
            &self.client.rule_context(),
        ))?;
        let segments = ["generate", provider.as_str()];
        if req.reference_image.is_some() {
            // An inline face (up to 10 MB) is uploaded with the request: the long deadline.
            self.client
                .call_long(Method::Post, &segments, &[], Some(req))
                .await
        } else {
            self.client
                .call(Method::Post, &segments, &[], Some(req))
                .await
        }
    }

    /// Status of one image job.
    pub async fn status(&self, job_id: &JobId) -> Result<ImageJobStatus> {
        check(rules::validate_id("jobId", job_id.as_str()))?;
        self.client
            .get(&["generate", "image", job_id.as_str()], &[])
            .await
    }
}

handle!(
    /// `POST /api/generate/video`, `POST /api/generate/video-edit`, video job status.
    Videos
);

impl Videos<'_> {
    /// Starts a standard (motion) video job.
    pub async fn generate(&self, req: &StandardVideoRequest) -> Result<JobCreated> {
        check(rules::validate_standard_video(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call(Method::Post, &["generate", "video"], &[], Some(req))
            .await
    }

    /// Starts a talking-head avatar video job.
    pub async fn generate_avatar(&self, req: &AvatarVideoRequest) -> Result<JobCreated> {
        check(rules::validate_avatar_video(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call(Method::Post, &["generate", "video"], &[], Some(req))
            .await
    }

    /// The edit-video operation. Its request and response are not documented: the body is passed
    /// through as given (it must be a JSON object) and the response kept whole.
    pub async fn edit(&self, body: &serde_json::Value) -> Result<VideoEditResponse> {
        if !body.is_object() {
            return Err(Error::field(
                "",
                say!(
                    "client.edit_not_object",
                    "The edit request must be a JSON object"
                ),
            ));
        }
        self.client
            .call_long(Method::Post, &["generate", "video-edit"], &[], Some(body))
            .await
    }

    /// The edit-video operation with the app's request ([`VideoEditRequest`], checked first): the
    /// video by id or address and the edit in words. The answer is kept whole (a job id, or a video's
    /// address, or both: not shown in the spec).
    pub async fn edit_video(&self, req: &VideoEditRequest) -> Result<VideoEditResponse> {
        check(rules::validate_video_edit(req, &self.client.rule_context()))?;
        let body = serde_json::to_value(req).map_err(|e| {
            Error::field(
                "",
                say!(
                    "client.edit_unwritable",
                    "The edit request can't be written: {why}",
                    why = e.to_string()
                ),
            )
        })?;
        self.edit(&body).await
    }

    /// `GET /api/generate/video/{jobId}`: not documented (see docs/assumptions.md); a 404 here means
    /// the service may not offer it, and [`crate::poll::video_job`] falls back to the library.
    pub async fn status(&self, job_id: &JobId) -> Result<VideoJobStatus> {
        check(rules::validate_id("jobId", job_id.as_str()))?;
        self.client
            .get(&["generate", "video", job_id.as_str()], &[])
            .await
    }
}

handle!(
    /// `POST /api/slideshows/generate`, `GET /api/slideshows/{id}`.
    Slideshows
);

impl Slideshows<'_> {
    pub async fn generate(&self, req: &GenerateSlideshowRequest) -> Result<SlideshowCreated> {
        check(rules::validate_generate_slideshow(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call(Method::Post, &["slideshows", "generate"], &[], Some(req))
            .await
    }

    pub async fn get(&self, id: &SlideshowId) -> Result<SlideshowEnvelope> {
        check(rules::validate_id("id", id.as_str()))?;
        self.client.get(&["slideshows", id.as_str()], &[]).await
    }
}

handle!(
    /// `POST /api/generate/music`, `GET /api/generate/music/{jobId}`.
    Music
);

impl Music<'_> {
    pub async fn generate(&self, req: &GenerateMusicRequest) -> Result<MusicJobCreated> {
        check(rules::validate_generate_music(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call(Method::Post, &["generate", "music"], &[], Some(req))
            .await
    }

    pub async fn status(&self, id: &MusicId) -> Result<MusicJob> {
        check(rules::validate_id("jobId", id.as_str()))?;
        self.client
            .get(&["generate", "music", id.as_str()], &[])
            .await
    }
}
