//! Slideshows: the service's formats (`slideshows`), the library's slideshows (`slideshow_library`) and a
//! video of one made on this computer (`slideshow_video`); a slideshow is spent through `api/spend.rs`.

use super::Core;
use crate::base::error::{CoreError, Result};
use crate::base::model::MediaItem;
use crate::features::slideshow_library::{self, SlideshowPage, SlideshowQuery, SlideshowView};
use crate::features::slideshow_video::{self, SlideshowVideo};
use crate::kinds::slideshow::{self, HookTypeView};
use std::path::Path;

impl Core {
    /// Every active hook type from `GET /api/hook-types`, in the service's order.
    pub async fn hook_types_list(&self) -> Result<Vec<HookTypeView>> {
        slideshow::hook_types(&self.session).await
    }

    /// Saved slideshows, newest first, finished or not, whose topic holds every word searched for: a
    /// page (`limit` clamped to 1..=100) and how many match.
    pub fn slideshows_list(&self, query: &SlideshowQuery) -> Result<SlideshowPage> {
        slideshow_library::list(&self.jobs, query)
    }

    /// One saved slideshow by its local (job) id.
    pub fn slideshow_get(&self, id: &str) -> Result<Option<SlideshowView>> {
        slideshow_library::get(&self.jobs, id)
    }

    /// Copies every slide of a finished slideshow into `dir` (`<topic>-01.png`, ...) with its captions,
    /// numbered, in `<topic>-captions.txt` (existing files are never overwritten). Returns the written
    /// paths, the captions last.
    pub async fn slideshow_export(&self, id: &str, dir: &Path) -> Result<Vec<String>> {
        slideshow_library::export(&self.jobs, id, dir).await
    }

    /// Makes a finished slideshow into a 9:16 MP4 on this computer (nothing is sent or charged) and
    /// puts it into the library; `progress(percent)` as ffmpeg goes. Refused before anything is made
    /// when the slideshow has no finished slides, the time per slide is out of range, or the track is
    /// not a track of the library.
    pub async fn slideshow_video(
        &self,
        id: &str,
        options: &SlideshowVideo,
        progress: impl Fn(u32) + Send + Sync + 'static,
    ) -> Result<MediaItem> {
        slideshow_video::video(&self.jobs, id, options, progress).await
    }

    /// What a slideshow's video will be on this computer, in words: the encoder the ffmpeg at hand
    /// offers (H.264 where the system or the build has one, else the older MPEG-4 format).
    pub async fn slideshow_video_format(&self) -> Result<media_api::Words> {
        let made = crate::base::error::blocking(
            media_api::say!(
                "slideshow_video.format_unknown",
                "What this computer can make could not be found out"
            ),
            slideshow_video::format,
        )
        .await?;
        made.map_err(|why| {
            CoreError::internal(
                media_api::say!(
                    "slideshow_video.no_encoder",
                    "This computer's ffmpeg can't make videos, so a slideshow can't become one here"
                ),
                why,
            )
        })
    }
}
