//! Static catalogue data for user interfaces and for pricing/validation: the single source of truth
//! for provider names, costs, capabilities, hook type defaults and option labels.

use crate::types::form_data::{AspectRatio, PhotoType};
use crate::types::hook_types::HookTypeSlug;
use crate::types::providers::{ImageProvider, VideoProvider};
use crate::types::slideshows::TextTransform;
use crate::types::tools::TextPosition;
use serde::Serialize;

/// An image provider as shown to a creator.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ImageProviderInfo {
    pub slug: ImageProvider,
    pub name: &'static str,
    /// Credits per image.
    pub cost: u32,
    /// Credits per image with 4K / higher resolution, when offered.
    pub cost_4k: Option<u32>,
    /// What the higher-resolution option is called for this provider.
    pub hi_res_label: Option<&'static str>,
    /// Allowed as a slideshow image provider.
    pub slideshow: bool,
}

wire_enum! {
    /// Standard motion video or talking-head avatar.
    pub enum VideoKind {
        Standard = "standard",
        Avatar = "avatar",
    }
}

/// A video provider as shown to a creator.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct VideoProviderInfo {
    pub slug: VideoProvider,
    pub name: &'static str,
    /// Credits per second (standard rate; premium is [`PREMIUM_VIDEO_RATE`] for every provider).
    pub rate: u32,
    pub kind: VideoKind,
    /// Accepted duration in seconds (documented for seedance, grok-video, kling-motion; assumed 1..=60
    /// for the others).
    pub min_seconds: u32,
    pub max_seconds: u32,
    /// Whether the spec documents this range (false: an assumption).
    pub range_documented: bool,
    /// Needs `referenceVideoUrl` (kling-motion).
    pub needs_reference_video: bool,
}

/// A known hook type (story format).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct HookTypeInfo {
    pub slug: HookTypeSlug,
    pub name: &'static str,
    pub default_slides: u32,
}

/// A value with a human label.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Labeled<T> {
    pub value: T,
    pub label: &'static str,
}

/// Premium video: credits per second for every provider.
pub const PREMIUM_VIDEO_RATE: u32 = 4;
/// Standard rate assumed for a video provider this client does not know (the spec mentions a further
/// provider at 2 per second whose slug is not shown).
pub const UNKNOWN_VIDEO_RATE: u32 = 2;
/// Per-image cost assumed for an unknown image provider (the highest listed, so estimates stay high).
pub const UNKNOWN_IMAGE_COST: u32 = 4;
/// Default video duration (seconds) when the request omits it (not documented: an assumption).
pub const DEFAULT_VIDEO_SECONDS: u32 = 5;
/// Duration range assumed for providers whose range is not documented.
pub const ASSUMED_MIN_SECONDS: u32 = 1;
pub const ASSUMED_MAX_SECONDS: u32 = 60;
/// Default slide count when neither slideCount nor a known hook type gives one.
pub const DEFAULT_SLIDE_COUNT: u32 = 6;

const fn img(
    slug: ImageProvider,
    name: &'static str,
    cost: u32,
    cost_4k: Option<u32>,
    hi_res_label: Option<&'static str>,
    slideshow: bool,
) -> ImageProviderInfo {
    ImageProviderInfo {
        slug,
        name,
        cost,
        cost_4k,
        hi_res_label,
        slideshow,
    }
}

/// Every documented image provider, in documentation order.
pub fn image_providers() -> Vec<ImageProviderInfo> {
    use ImageProvider as P;
    vec![
        img(P::Gemini, "Gemini", 2, Some(4), Some("4K"), true),
        img(P::GeminiNano, "Gemini Nano", 1, None, None, true),
        img(P::GptImage15, "GPT Image 1.5", 2, None, None, true),
        img(P::GptImage2, "GPT Image 2", 2, Some(4), Some("4K"), true),
        img(
            P::GptImage25Flare,
            "GPT Image 2.5 Flare",
            1,
            Some(2),
            Some("4K / xhigh"),
            false,
        ),
        img(
            P::GptImage25Sunburst,
            "GPT Image 2.5 Sunburst",
            2,
            Some(4),
            Some("4K / xhigh"),
            false,
        ),
        img(P::Seedream45, "Seedream 4.5", 2, Some(4), Some("4K"), true),
        img(P::FalFlux2Pro, "FLUX.2 Pro", 2, None, None, true),
        img(P::FalFlux2Max, "FLUX.2 Max", 4, None, None, true),
        img(P::GrokImage, "Grok Image", 1, None, None, true),
        img(P::GrokImagePro, "Grok Image Pro", 1, None, None, true),
        img(
            P::GrokImage20,
            "Grok Image 2.0",
            1,
            Some(2),
            Some("2K"),
            true,
        ),
        img(
            P::KlingImageV3,
            "Kling Image V3",
            2,
            Some(4),
            Some("4K"),
            true,
        ),
    ]
}

/// Catalogue entry of an image provider (None for unknown slugs).
pub fn image_provider(slug: &ImageProvider) -> Option<ImageProviderInfo> {
    image_providers().into_iter().find(|p| &p.slug == slug)
}

#[allow(clippy::too_many_arguments)]
const fn vid(
    slug: VideoProvider,
    name: &'static str,
    rate: u32,
    kind: VideoKind,
    min_seconds: u32,
    max_seconds: u32,
    range_documented: bool,
    needs_reference_video: bool,
) -> VideoProviderInfo {
    VideoProviderInfo {
        slug,
        name,
        rate,
        kind,
        min_seconds,
        max_seconds,
        range_documented,
        needs_reference_video,
    }
}

/// Every documented video provider: six standard, then three avatar.
pub fn video_providers() -> Vec<VideoProviderInfo> {
    use VideoKind::{Avatar, Standard};
    use VideoProvider as P;
    let (a0, a1) = (ASSUMED_MIN_SECONDS, ASSUMED_MAX_SECONDS);
    vec![
        vid(P::Veo31, "Veo 3.1", 2, Standard, a0, a1, false, false),
        vid(P::Sora, "Sora", 2, Standard, a0, a1, false, false),
        vid(P::Seedance, "Seedance", 2, Standard, 4, 12, true, false),
        vid(P::Wan, "Wan", 2, Standard, a0, a1, false, false),
        vid(P::GrokVideo, "Grok Video", 1, Standard, 1, 15, true, false),
        vid(
            P::KlingMotion,
            "Kling Motion",
            1,
            Standard,
            5,
            30,
            true,
            true,
        ),
        vid(
            P::KlingAvatar,
            "Kling Avatar",
            1,
            Avatar,
            a0,
            a1,
            false,
            false,
        ),
        vid(
            P::CreatifyAurora,
            "Creatify Aurora",
            2,
            Avatar,
            a0,
            a1,
            false,
            false,
        ),
        vid(
            P::VeedFabric,
            "VEED Fabric",
            2,
            Avatar,
            a0,
            a1,
            false,
            false,
        ),
    ]
}

/// Catalogue entry of a video provider (None for unknown slugs).
pub fn video_provider(slug: &VideoProvider) -> Option<VideoProviderInfo> {
    video_providers().into_iter().find(|p| &p.slug == slug)
}

/// Known hook types with their default slide counts (the service list is dynamic).
pub fn hook_types() -> Vec<HookTypeInfo> {
    use HookTypeSlug as H;
    let h = |slug, name, default_slides| HookTypeInfo {
        slug,
        name,
        default_slides,
    };
    vec![
        h(H::StoryArc, "Story Arc", 6),
        h(H::BeforeAfter, "Before/After", 4),
        h(H::Grwm, "Get Ready With Me", 5),
        h(H::PovStory, "POV Story", 5),
        h(H::Tutorial, "Tutorial", 6),
        h(H::Listicle, "Listicle", 6),
        h(H::DayInMyLife, "Day in My Life", 6),
        h(H::HotTake, "Hot Take", 4),
        h(H::ProductUnboxing, "Product Unboxing", 5),
        h(H::OutfitCheck, "Outfit Check", 5),
    ]
}

/// Default slide count of a known hook type.
pub fn hook_default_slides(slug: &HookTypeSlug) -> Option<u32> {
    hook_types()
        .into_iter()
        .find(|h| &h.slug == slug)
        .map(|h| h.default_slides)
}

/// Image providers allowed for slideshows (grok-image is the default).
pub fn slideshow_image_providers() -> Vec<ImageProvider> {
    image_providers()
        .into_iter()
        .filter(|p| p.slideshow)
        .map(|p| p.slug)
        .collect()
}

pub fn aspect_ratios() -> Vec<Labeled<AspectRatio>> {
    use AspectRatio as A;
    let l = |value, label| Labeled { value, label };
    vec![
        l(A::Square, "Square (1:1)"),
        l(A::Portrait2x3, "Portrait (2:3)"),
        l(A::Landscape3x2, "Landscape (3:2)"),
        l(A::Portrait3x4, "Portrait (3:4)"),
        l(A::Landscape4x3, "Landscape (4:3)"),
        l(A::Portrait4x5, "Portrait (4:5)"),
        l(A::Landscape5x4, "Landscape (5:4)"),
        l(A::Vertical9x16, "Vertical, stories and reels (9:16)"),
        l(A::Wide16x9, "Widescreen (16:9)"),
        l(A::Ultrawide21x9, "Cinematic (21:9)"),
    ]
}

pub fn photo_types() -> Vec<Labeled<PhotoType>> {
    use PhotoType as P;
    let l = |value, label| Labeled { value, label };
    vec![
        l(P::MirrorSelfie, "Mirror selfie"),
        l(P::ArmExtendedSelfie, "Arm-extended selfie"),
        l(P::SelfieCamera, "Selfie camera"),
        l(P::Candid, "Candid"),
        l(P::Portrait, "Portrait"),
        l(P::FullBody, "Full body"),
        l(P::GroupPhoto, "Group photo"),
        l(P::ActionShot, "Action shot"),
        l(P::Profile, "Profile"),
        l(P::Headshot, "Headshot"),
        l(P::CloseUp, "Close-up"),
        l(P::WaistUp, "Waist up"),
        l(P::ThreeQuarter, "Three-quarter"),
        l(P::SideProfile, "Side profile"),
        l(P::Overhead, "Overhead"),
        l(P::LowAngle, "Low angle"),
        l(P::Fashion, "Fashion"),
        l(P::Editorial, "Editorial"),
        l(P::Lifestyle, "Lifestyle"),
    ]
}

/// Documented `textStyle` defaults (every field set).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TextStyleDefaults {
    pub position: TextPosition,
    pub font_size: f64,
    pub font_family: &'static str,
    pub text_color: &'static str,
    pub stroke_color: &'static str,
    pub stroke_width: f64,
    pub bg_bar_opacity: f64,
    pub bg_bar_color: &'static str,
    pub bg_bar_mode: &'static str,
    pub text_align: &'static str,
    pub max_chars_per_line: f64,
    pub text_transform: TextTransform,
    pub letter_spacing: f64,
    pub vertical_offset: f64,
    pub watermark: bool,
}

pub fn text_style_defaults() -> TextStyleDefaults {
    TextStyleDefaults {
        position: TextPosition::Bottom,
        font_size: 56.0,
        font_family: "impact",
        text_color: "#FFFFFF",
        stroke_color: "#000000",
        stroke_width: 3.0,
        bg_bar_opacity: 0.5,
        bg_bar_color: "#000000",
        bg_bar_mode: "full",
        text_align: "center",
        max_chars_per_line: 20.0,
        text_transform: TextTransform::Uppercase,
        letter_spacing: 0.0,
        vertical_offset: 0.0,
        watermark: true,
    }
}

/// Everything above in one serializable value, for handing to a UI in one call.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Catalog {
    pub image_providers: Vec<ImageProviderInfo>,
    pub video_providers: Vec<VideoProviderInfo>,
    pub premium_video_rate: u32,
    pub hook_types: Vec<HookTypeInfo>,
    pub slideshow_image_providers: Vec<ImageProvider>,
    pub aspect_ratios: Vec<Labeled<AspectRatio>>,
    pub photo_types: Vec<Labeled<PhotoType>>,
    pub text_style_defaults: TextStyleDefaults,
}

pub fn catalog() -> Catalog {
    Catalog {
        image_providers: image_providers(),
        video_providers: video_providers(),
        premium_video_rate: PREMIUM_VIDEO_RATE,
        hook_types: hook_types(),
        slideshow_image_providers: slideshow_image_providers(),
        aspect_ratios: aspect_ratios(),
        photo_types: photo_types(),
        text_style_defaults: text_style_defaults(),
    }
}
