//! Command-line arguments (clap). Request-building args are shared by `generate` and `estimate`.

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(
    name = "media",
    version,
    about = "Media Generation Service from the command line"
)]
pub struct Cli {
    /// Service base URL.
    #[arg(long, env = "MEDIA_API_URL", global = true)]
    pub url: Option<String>,
    /// API key (starts with sl_).
    #[arg(long, env = "MEDIA_API_KEY", global = true, hide_env_values = true)]
    pub key: Option<String>,
    /// Send the key as X-API-Key instead of Authorization: Bearer.
    #[arg(long, global = true)]
    pub x_api_key: bool,
    /// Print results as JSON.
    #[arg(long, global = true)]
    pub json: bool,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Credit balance.
    Credits {
        #[arg(long)]
        recent: bool,
    },
    /// API keys.
    #[command(subcommand)]
    Keys(KeysCmd),
    /// Saved characters.
    #[command(subcommand)]
    Characters(CharactersCmd),
    /// Image generation.
    #[command(subcommand)]
    Image(ImageCmd),
    /// Video generation.
    #[command(subcommand)]
    Video(VideoCmd),
    /// Agent media tools.
    #[command(subcommand)]
    Tools(ToolsCmd),
    /// Active (and recent) image jobs.
    Jobs {
        #[arg(long)]
        recent: bool,
    },
    /// Image and video library.
    #[command(subcommand)]
    Library(LibraryCmd),
    /// Slideshows.
    #[command(subcommand)]
    Slideshow(SlideshowCmd),
    /// Slideshow story formats.
    HookTypes,
    /// Music tracks.
    #[command(subcommand)]
    Music(MusicCmd),
    /// Mix a music track into a video (free).
    Mix {
        #[arg(long)]
        video_id: String,
        #[arg(long)]
        music_id: String,
    },
    /// Estimate the credits of a request (no network).
    Estimate {
        /// Subscription tier: pro, studio, free.
        #[arg(long, default_value = "pro", global = true)]
        tier: String,
        #[command(subcommand)]
        what: EstimateCmd,
    },
    /// Download a media URL returned by the service.
    Download {
        url: String,
        #[arg(long, short)]
        out: PathBuf,
    },
    /// Providers, prices and options known to this client (no network).
    Catalog,
}

#[derive(Subcommand, Debug)]
pub enum KeysCmd {
    List,
    Create {
        #[arg(long)]
        name: String,
    },
    /// Revoke a key, permanently.
    Revoke {
        key_id: String,
    },
}

#[derive(Args, Debug, Default)]
pub struct CharacterFields {
    #[arg(long)]
    pub reference_url: Option<String>,
    /// A local image file, sent inline as a data URI.
    #[arg(long)]
    pub reference_file: Option<PathBuf>,
    #[arg(long)]
    pub description: Option<String>,
    #[arg(long)]
    pub hair_color: Option<String>,
    #[arg(long)]
    pub hair_style: Option<String>,
    #[arg(long)]
    pub age: Option<String>,
    #[arg(long)]
    pub expression: Option<String>,
    #[arg(long)]
    pub makeup: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum CharactersCmd {
    List {
        #[arg(long, allow_negative_numbers = true)]
        limit: Option<i64>,
        #[arg(long, allow_negative_numbers = true)]
        offset: Option<i64>,
    },
    Get {
        id: String,
    },
    Create {
        #[arg(long)]
        name: String,
        #[command(flatten)]
        fields: CharacterFields,
    },
    Update {
        id: String,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        notes: Option<String>,
        #[command(flatten)]
        fields: CharacterFields,
    },
    /// Delete a character with all its images and videos (irreversible).
    Delete {
        id: String,
        /// Confirm the deletion.
        #[arg(long)]
        yes: bool,
    },
}

#[derive(Args, Debug, Clone)]
pub struct ImageArgs {
    #[arg(long)]
    pub provider: String,
    /// Simple text prompt.
    #[arg(long)]
    pub prompt: Option<String>,
    /// CharacterFormData as a JSON file.
    #[arg(long)]
    pub form: Option<PathBuf>,
    #[arg(long)]
    pub aspect_ratio: Option<String>,
    #[arg(long)]
    pub photo_type: Option<String>,
    #[arg(long = "num", alias = "num-images")]
    pub num_images: Option<u32>,
    #[arg(long = "4k")]
    pub four_k: bool,
    #[arg(long)]
    pub reference_file: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum ImageCmd {
    Generate {
        #[command(flatten)]
        args: ImageArgs,
        /// Wait for the job and print its result.
        #[arg(long)]
        wait: bool,
    },
    Status {
        job_id: String,
    },
}

#[derive(Args, Debug, Clone)]
pub struct SourceArgs {
    #[arg(long)]
    pub image_id: Option<String>,
    #[arg(long)]
    pub image_url: Option<String>,
    #[arg(long)]
    pub prompt: Option<String>,
    /// 9:16 or 16:9.
    #[arg(long = "aspect", default_value = "9:16")]
    pub aspect: String,
    #[arg(long)]
    pub premium: bool,
    #[arg(long)]
    pub skip_enhancement: bool,
}

#[derive(Args, Debug, Clone)]
pub struct VideoArgs {
    #[command(flatten)]
    pub source: SourceArgs,
    /// Default seedance.
    #[arg(long)]
    pub provider: Option<String>,
    /// Seconds.
    #[arg(long)]
    pub duration: Option<u32>,
    #[arg(long)]
    pub reference_video_url: Option<String>,
}

#[derive(Args, Debug, Clone)]
pub struct AvatarArgs {
    #[command(flatten)]
    pub source: SourceArgs,
    /// kling-avatar, creatify-aurora or veed-fabric.
    #[arg(long)]
    pub provider: String,
    #[arg(long)]
    pub dialogue: Option<String>,
    #[arg(long)]
    pub voice_id: Option<String>,
    #[arg(long)]
    pub voice_provider: Option<String>,
    #[arg(long)]
    pub voice_audio_url: Option<String>,
    #[arg(long)]
    pub s2s_audio_url: Option<String>,
    #[arg(long)]
    pub s2s_duration: Option<f64>,
}

#[derive(Subcommand, Debug)]
pub enum VideoCmd {
    Generate {
        #[command(flatten)]
        args: VideoArgs,
        #[arg(long)]
        wait: bool,
    },
    Avatar {
        #[command(flatten)]
        args: AvatarArgs,
        #[arg(long)]
        wait: bool,
    },
    Status {
        job_id: String,
    },
    /// Edit a video: the JSON body is passed through (inline JSON or @file).
    Edit {
        #[arg(long)]
        body: String,
    },
}

#[derive(Subcommand, Debug)]
pub enum ToolsCmd {
    List,
    OverlayText {
        #[arg(long)]
        text: String,
        #[arg(long)]
        image_url: Option<String>,
        #[arg(long)]
        video_url: Option<String>,
        /// top, center, bottom.
        #[arg(long)]
        position: Option<String>,
    },
    Stitch {
        urls: Vec<String>,
    },
    Trim {
        url: String,
        #[arg(long)]
        start: f64,
        #[arg(long)]
        end: f64,
    },
    Mute {
        url: String,
    },
    ShotPrompt {
        image_url: String,
    },
    RemoveBg {
        image_url: String,
    },
}

#[derive(Subcommand, Debug)]
pub enum LibraryCmd {
    List {
        /// image or video.
        #[arg(long = "type")]
        image_type: Option<String>,
        #[arg(long)]
        all: bool,
    },
    Delete {
        id: String,
        #[arg(long)]
        yes: bool,
    },
}

#[derive(Args, Debug, Clone)]
pub struct SlideshowArgs {
    #[arg(long)]
    pub topic: String,
    #[arg(long)]
    pub hook: Option<String>,
    #[arg(long = "slides")]
    pub slide_count: Option<u32>,
    #[arg(long)]
    pub provider: Option<String>,
    #[arg(long)]
    pub character_id: Option<String>,
    #[arg(long)]
    pub product_name: Option<String>,
    #[arg(long)]
    pub product_description: Option<String>,
    /// textStyle as JSON (inline or @file).
    #[arg(long)]
    pub style: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum SlideshowCmd {
    Generate {
        #[command(flatten)]
        args: SlideshowArgs,
        #[arg(long)]
        wait: bool,
    },
    Get {
        id: String,
    },
}

#[derive(Args, Debug, Clone)]
pub struct MusicArgs {
    #[arg(long)]
    pub prompt: String,
    /// Length in seconds (or use --duration-ms).
    #[arg(long, conflicts_with = "duration_ms")]
    pub seconds: Option<f64>,
    #[arg(long)]
    pub duration_ms: Option<u64>,
    #[arg(long)]
    pub preset: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum MusicCmd {
    Generate {
        #[command(flatten)]
        args: MusicArgs,
        #[arg(long)]
        wait: bool,
    },
    Status {
        job_id: String,
    },
}

#[derive(Subcommand, Debug)]
pub enum EstimateCmd {
    Image(ImageArgs),
    Video(VideoArgs),
    Avatar(AvatarArgs),
    Slideshow(SlideshowArgs),
    Music(MusicArgs),
    RemoveBg,
}
