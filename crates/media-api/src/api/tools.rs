//! Agent media tools.

use super::{check, handle};
use crate::client::Method;
use crate::error::Result;
use crate::rules;
use crate::types::tools::{
    ImageUrlRequest, MuteVideoRequest, OverlayTextRequest, OverlayTextResponse,
    RemoveBackgroundResponse, ShotPromptResponse, StitchVideosRequest, StitchVideosResponse,
    ToolCatalog, TrimVideoRequest, TrimVideoResponse, VideoUrlResponse,
};

handle!(
    /// `/api/agent/*` and `POST /api/photo-editor/remove-background`.
    Tools
);

impl Tools<'_> {
    /// The tool catalogue (free).
    pub async fn list(&self) -> Result<ToolCatalog> {
        self.client.get(&["agent", "tools"], &[]).await
    }

    pub async fn overlay_text(&self, req: &OverlayTextRequest) -> Result<OverlayTextResponse> {
        check(rules::validate_overlay_text(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call_long(Method::Post, &["agent", "overlay-text"], &[], Some(req))
            .await
    }

    pub async fn stitch_videos(&self, req: &StitchVideosRequest) -> Result<StitchVideosResponse> {
        check(rules::validate_stitch_videos(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call_long(Method::Post, &["agent", "stitch-videos"], &[], Some(req))
            .await
    }

    pub async fn trim_video(&self, req: &TrimVideoRequest) -> Result<TrimVideoResponse> {
        check(rules::validate_trim_video(req, &self.client.rule_context()))?;
        self.client
            .call_long(Method::Post, &["agent", "trim-video"], &[], Some(req))
            .await
    }

    pub async fn mute_video(&self, req: &MuteVideoRequest) -> Result<VideoUrlResponse> {
        check(rules::validate_mute_video(req, &self.client.rule_context()))?;
        self.client
            .call_long(Method::Post, &["agent", "mute-video"], &[], Some(req))
            .await
    }

    /// Writes a shot prompt for an image; no image is generated.
    pub async fn write_shot_prompt(&self, req: &ImageUrlRequest) -> Result<ShotPromptResponse> {
        check(rules::validate_image_url_tool(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call_long(
                Method::Post,
                &["agent", "write-shot-prompt"],
                &[],
                Some(req),
            )
            .await
    }

    /// Removes the background (2 credits); returns a transparent PNG.
    pub async fn remove_background(
        &self,
        req: &ImageUrlRequest,
    ) -> Result<RemoveBackgroundResponse> {
        check(rules::validate_image_url_tool(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call_long(
                Method::Post,
                &["photo-editor", "remove-background"],
                &[],
                Some(req),
            )
            .await
    }
}
