//! Credit estimates for every chargeable request, following the credit tables of the spec.
//! Estimates are whole credits and never below what the service charges (see docs/assumptions.md).

use crate::catalog::{self, PREMIUM_VIDEO_RATE, UNKNOWN_IMAGE_COST, UNKNOWN_VIDEO_RATE};
use crate::rules::limits::{DEFAULT_AVATAR_SECONDS, DIALOGUE_CHARS_PER_SECOND};
use crate::types::common::Tier;
use crate::types::images::GenerateImageRequest;
use crate::types::music::GenerateMusicRequest;
use crate::types::providers::{ImageProvider, VideoProvider};
use crate::types::slideshows::GenerateSlideshowRequest;
use crate::types::tools::OverlayTextRequest;
use crate::types::videos::{AvatarVideoRequest, StandardVideoRequest};
use serde::{Deserialize, Serialize};

/// A whole number of credits.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
#[cfg_attr(feature = "specta", derive(specta::Type), specta(transparent))]
pub struct Credits(pub u32);

impl Credits {
    pub const FREE: Credits = Credits(0);
    pub fn get(self) -> u32 {
        self.0
    }
}

impl std::fmt::Display for Credits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} credit{}", self.0, if self.0 == 1 { "" } else { "s" })
    }
}

/// Each chargeable (or free) request, by name, for [`estimate`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum Priced {
    Image {
        provider: ImageProvider,
        request: GenerateImageRequest,
    },
    StandardVideo {
        request: StandardVideoRequest,
    },
    AvatarVideo {
        request: AvatarVideoRequest,
    },
    Slideshow {
        request: GenerateSlideshowRequest,
    },
    Music {
        request: GenerateMusicRequest,
    },
    RemoveBackground,
    OverlayText {
        request: OverlayTextRequest,
    },
    /// Stitch, trim, mute, write-shot-prompt, add-music, list tools, and every read: no charge listed.
    Free,
}

/// Estimated credits of a request for an account of the given tier.
pub fn estimate(request: &Priced, tier: &Tier) -> Credits {
    match request {
        Priced::Image { provider, request } => image(provider, request),
        Priced::StandardVideo { request } => standard_video(request, tier),
        Priced::AvatarVideo { request } => avatar_video(request, tier),
        Priced::Slideshow { request } => slideshow(request),
        Priced::Music { request } => music(request.duration),
        Priced::RemoveBackground => Credits(2),
        // Image input: free (documented). Video input: not documented; estimated free.
        Priced::OverlayText { .. } => Credits::FREE,
        Priced::Free => Credits::FREE,
    }
}

/// Per-image cost (4K/higher resolution where offered) times numImages.
pub fn image(provider: &ImageProvider, req: &GenerateImageRequest) -> Credits {
    let per_image = image_unit_cost(provider, req.wants_4k());
    Credits(per_image.saturating_mul(req.num_images_or_default().max(1)))
}

/// Cost of one image; `hi_res` is ignored on providers without a 4K option (validation refuses it).
pub fn image_unit_cost(provider: &ImageProvider, hi_res: bool) -> u32 {
    match catalog::image_provider(provider) {
        Some(info) => match (hi_res, info.cost_4k) {
            (true, Some(c)) => c,
            _ => info.cost,
        },
        None => UNKNOWN_IMAGE_COST,
    }
}

/// Credits per second of a video provider (premium: 4 for every provider).
pub fn video_rate(provider: &VideoProvider, premium: bool) -> u32 {
    if premium {
        return PREMIUM_VIDEO_RATE;
    }
    catalog::video_provider(provider)
        .map(|p| p.rate)
        .unwrap_or(UNKNOWN_VIDEO_RATE)
}

/// rate x seconds, minus 10% for Studio, rounded up.
pub fn video_cost(provider: &VideoProvider, premium: bool, seconds: u32, tier: &Tier) -> Credits {
    let total = video_rate(provider, premium).saturating_mul(seconds);
    if tier.has_video_discount() {
        // ceil(total * 0.9) in integers.
        Credits((total.saturating_mul(9)).div_ceil(10))
    } else {
        Credits(total)
    }
}

pub fn standard_video(req: &StandardVideoRequest, tier: &Tier) -> Credits {
    let seconds = req.duration.unwrap_or(catalog::DEFAULT_VIDEO_SECONDS);
    video_cost(
        &req.provider_or_default(),
        req.is_premium.unwrap_or(false),
        seconds,
        tier,
    )
}

pub fn avatar_video(req: &AvatarVideoRequest, tier: &Tier) -> Credits {
    video_cost(
        &req.provider,
        req.is_premium.unwrap_or(false),
        avatar_seconds(req),
        tier,
    )
}

/// Avatar duration: s2sDuration (rounded up) when given, else dialogue at 150 characters per 10 s
/// (rounded up, at least 1 s), else 5 s.
pub fn avatar_seconds(req: &AvatarVideoRequest) -> u32 {
    if let Some(d) = req.s2s_duration.filter(|d| d.is_finite() && *d > 0.0) {
        return (d.ceil().min(u32::MAX as f64) as u32).max(1);
    }
    match req
        .dialogue
        .as_deref()
        .map(|d| d.trim())
        .filter(|d| !d.is_empty())
    {
        Some(d) => {
            let chars = d.chars().count();
            (chars.div_ceil(DIALOGUE_CHARS_PER_SECOND).max(1)).min(u32::MAX as usize) as u32
        }
        None => DEFAULT_AVATAR_SECONDS,
    }
}

/// grok-image (the default): 3 for 1-6 slides, 6 for 7-10; other providers: per-image cost x slides.
pub fn slideshow(req: &GenerateSlideshowRequest) -> Credits {
    let slides = crate::rules::effective_slide_count(req);
    match req
        .image_provider
        .clone()
        .unwrap_or(ImageProvider::GrokImage)
    {
        ImageProvider::GrokImage => Credits(if slides <= 6 { 3 } else { 6 }),
        other => Credits(image_unit_cost(&other, false).saturating_mul(slides)),
    }
}

/// Music by duration in ms: up to 15 s 2; up to 30 s 5; +3 per further started 30 s segment.
pub fn music(duration_ms: u64) -> Credits {
    const SEG: u64 = 30_000;
    if duration_ms <= 15_000 {
        Credits(2)
    } else if duration_ms <= SEG {
        Credits(5)
    } else {
        let extra = (duration_ms - SEG).div_ceil(SEG);
        Credits(
            5u64.saturating_add(extra.saturating_mul(3))
                .min(u32::MAX as u64) as u32,
        )
    }
}
