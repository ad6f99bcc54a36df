//! Documented limits, as constants (the single table used by the client, the sandbox and the app).

/// numImages: 1 to 6, default 1.
pub const NUM_IMAGES_MIN: u32 = 1;
pub const NUM_IMAGES_MAX: u32 = 6;
/// Inline reference image: at most 10 MB decoded (taken as 10 MiB = 10 485 760 bytes).
pub const REFERENCE_IMAGE_MAX_BYTES: usize = 10 * 1024 * 1024;
/// Character notes: at most 2000 characters.
pub const NOTES_MAX_CHARS: usize = 2000;
/// Characters list page size default.
pub const CHARACTERS_PAGE_DEFAULT: i64 = 50;
/// Overlay text: 1 to 120 characters.
pub const OVERLAY_TEXT_MIN_CHARS: usize = 1;
pub const OVERLAY_TEXT_MAX_CHARS: usize = 120;
/// Stitch: 2 to 5 video URLs.
pub const STITCH_MIN_URLS: usize = 2;
pub const STITCH_MAX_URLS: usize = 5;
/// Slideshow slideCount: 1 to 10.
pub const SLIDE_COUNT_MIN: u32 = 1;
pub const SLIDE_COUNT_MAX: u32 = 10;
/// Music duration: 1 to 300000 ms.
pub const MUSIC_MIN_MS: u64 = 1;
pub const MUSIC_MAX_MS: u64 = 300_000;
/// textStyle.bgBarOpacity: 0 to 1.
pub const BG_BAR_OPACITY_MIN: f64 = 0.0;
pub const BG_BAR_OPACITY_MAX: f64 = 1.0;
/// Dialogue characters per 10 seconds of avatar video (150 per 10 s = 15 per second).
pub const DIALOGUE_CHARS_PER_SECOND: usize = 15;
/// Avatar duration assumed with neither dialogue nor s2sDuration (not documented).
pub const DEFAULT_AVATAR_SECONDS: u32 = 5;
/// recentJobs window of GET /api/user/jobs, in seconds.
pub const RECENT_JOBS_WINDOW_SECS: u64 = 300;
/// The 15 documented textStyle keys.
pub const TEXT_STYLE_KEYS: [&str; 15] = [
    "position",
    "fontSize",
    "fontFamily",
    "textColor",
    "strokeColor",
    "strokeWidth",
    "bgBarOpacity",
    "bgBarColor",
    "bgBarMode",
    "textAlign",
    "maxCharsPerLine",
    "textTransform",
    "letterSpacing",
    "verticalOffset",
    "watermark",
];
