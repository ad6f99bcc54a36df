//! A finished slideshow made into a 9:16 video on this computer (ffmpeg): each slide for the chosen
//! time, fitted into 1080 x 1920 on black, cut or faded into the next, optionally with a track of the
//! library under it (faded out at the end). Nothing is sent and nothing is charged. The video goes into
//! the library as a video made here (provider [`SLIDESHOW_VIDEO_PROVIDER`]), with a poster frame, so it
//! can be played, exported, dragged out or captioned like any other.

use crate::base::error::{CoreError, ErrorCode, Result};
use crate::base::ffmpeg::{self, VideoEncoder};
use crate::base::model::{JobState, MediaItem, MediaKind};
use crate::jobs::library::gallery_item;
use crate::jobs::local_mix::{settle_video, MadeHere};
use crate::jobs::Below;
use crate::store::MediaRow;
use media_api::{say, Words};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

/// Who made a slideshow's video: this computer.
pub const SLIDESHOW_VIDEO_PROVIDER: &str = "slideshow-video";

/// The frame of the video: a phone held upright.
pub const VIDEO_WIDTH: u32 = 1080;
pub const VIDEO_HEIGHT: u32 = 1920;
const FPS: u32 = 30;
/// How long one slide fades into the next.
pub const FADE_SECONDS: f64 = 0.5;
/// How long each slide may show, in seconds.
pub const SLIDE_SECONDS_MIN: f64 = 1.0;
pub const SLIDE_SECONDS_MAX: f64 = 10.0;
/// How long ffmpeg may take for one video (ten slides of ten seconds take well under a minute).
const MAKE_DEADLINE: Duration = Duration::from_secs(10 * 60);
/// The containers a slide or a track may be read from (local files only).
const SLIDE_FORMATS: &str = "image2,png_pipe,jpeg_pipe,webp_pipe,gif";
const TRACK_FORMATS: &str = "mov,mp4,m4a,3gp,3g2,mj2,matroska,webm,mp3,wav,ogg,flac,aac";

/// How the video is made.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct SlideshowVideo {
    /// How long each slide shows (1 to 10 seconds).
    pub seconds_per_slide: f64,
    /// Each slide fades into the next (else a cut).
    pub fade: bool,
    /// A track of the library under the slides (its media id), or none.
    pub music_media_id: Option<String>,
}

impl SlideshowVideo {
    /// The video's length for `slides` slides.
    pub fn duration(&self, slides: usize) -> f64 {
        let n = slides as f64;
        let overlap = if self.fade && slides > 1 {
            FADE_SECONDS * (n - 1.0)
        } else {
            0.0
        };
        self.seconds_per_slide * n - overlap
    }
}

fn invalid(field: &str, message: Words) -> CoreError {
    CoreError::validation(field, message)
}

/// The filter graph: every slide fitted into the frame, then joined (faded or cut), as `[v]`; the
/// track (input `slides`) trimmed to the video and faded out, as `[a]`.
fn filter(slides: usize, o: &SlideshowVideo, music: bool) -> String {
    let mut f = String::new();
    for i in 0..slides {
        f.push_str(&format!(
            "[{i}:v]scale={VIDEO_WIDTH}:{VIDEO_HEIGHT}:force_original_aspect_ratio=decrease,\
             pad={VIDEO_WIDTH}:{VIDEO_HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=black,setsar=1,fps={FPS},\
             format=yuv420p,trim=duration={d:.3}[s{i}];",
            d = o.seconds_per_slide
        ));
    }
    if slides == 1 {
        f.push_str("[s0]null[v]");
    } else if o.fade {
        let mut last = "s0".to_string();
        for i in 1..slides {
            let offset = (o.seconds_per_slide - FADE_SECONDS) * i as f64;
            let out = if i == slides - 1 {
                "v".to_string()
            } else {
                format!("x{i}")
            };
            f.push_str(&format!(
                "[{last}][s{i}]xfade=transition=fade:duration={FADE_SECONDS}:offset={offset:.3}[{out}];"
            ));
            last = out;
        }
        f.pop();
    } else {
        for i in 0..slides {
            f.push_str(&format!("[s{i}]"));
        }
        f.push_str(&format!("concat=n={slides}:v=1:a=0[v]"));
    }
    if music {
        let total = o.duration(slides);
        let fade_at = (total - 1.0).max(0.0);
        f.push_str(&format!(
            ";[{slides}:a]atrim=duration={total:.3},afade=t=out:st={fade_at:.3}:d=1,asetpts=PTS-STARTPTS[a]"
        ));
    }
    f
}

/// ffmpeg's progress (`out_time_us=`) as a share of the whole, in percent.
fn percent_of(line: &str, total: f64) -> Option<u32> {
    let us: f64 = line.strip_prefix("out_time_us=")?.trim().parse().ok()?;
    (total > 0.0).then(|| ((us / 1e6 / total) * 100.0).clamp(0.0, 100.0) as u32)
}

/// How long trying one video encoder may take (two small frames).
const ENCODER_TRY: Duration = Duration::from_secs(20);

/// What a slideshow's video will be on this computer: the encoder the ffmpeg at hand offers, in words
/// (blocking: it asks ffmpeg).
pub(crate) fn format() -> std::result::Result<Words, String> {
    ffmpeg::video_encoder(&VideoEncoder::BEST_FIRST, ENCODER_TRY).map(VideoEncoder::words)
}

/// Makes the video at `out` with `encoder` (blocking): the slides, the track if any.
fn make(
    slides: &[PathBuf],
    track: Option<&Path>,
    o: &SlideshowVideo,
    out: &Path,
    encoder: VideoEncoder,
    progress: Arc<dyn Fn(u32) + Send + Sync>,
) -> std::result::Result<(), String> {
    let total = o.duration(slides.len());
    let mut cmd = ffmpeg::command(ffmpeg::Program::Ffmpeg);
    cmd.args([
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-progress",
        "pipe:1",
        "-nostats",
    ]);
    for s in slides {
        cmd.args([
            "-protocol_whitelist",
            "file",
            "-format_whitelist",
            SLIDE_FORMATS,
        ])
        .args(["-loop", "1", "-framerate", &FPS.to_string()])
        .args(["-t", &format!("{:.3}", o.seconds_per_slide)])
        .arg("-i")
        .arg(s);
    }
    if let Some(t) = track {
        cmd.args([
            "-protocol_whitelist",
            "file",
            "-format_whitelist",
            TRACK_FORMATS,
        ])
        .arg("-i")
        .arg(t);
    }
    cmd.args(["-filter_complex", &filter(slides.len(), o, track.is_some())])
        .args(["-map", "[v]"]);
    if track.is_some() {
        cmd.args(["-map", "[a]", "-c:a", "aac", "-b:a", "128k"]);
    }
    cmd.args(["-t", &format!("{total:.3}")])
        .args(encoder.args())
        .args(["-r", &FPS.to_string()])
        .args(["-movflags", "+faststart", "-f", "mp4"])
        .arg(out);
    let report = progress.clone();
    let ran = ffmpeg::run_reporting(
        cmd,
        MAKE_DEADLINE,
        None,
        Box::new(move |line| {
            if let Some(p) = percent_of(line, total) {
                report(p);
            }
        }),
    )?;
    if ran.ok {
        progress(100);
        Ok(())
    } else {
        Err(format!(
            "ffmpeg could not make the video ({})",
            ran.stderr
                .lines()
                .last()
                .unwrap_or("no reason given")
                .trim()
        ))
    }
}

fn unwritten() -> Words {
    say!(
        "slideshow_video.could_not_write_video",
        "Could not write the video"
    )
}

pub(crate) async fn video(
    below: &Below,
    id: &str,
    options: &SlideshowVideo,
    progress: impl Fn(u32) + Send + Sync + 'static,
) -> Result<MediaItem> {
    let job = crate::features::slideshow_library::slideshow_job(&below.store, id)?;
    let s = options.seconds_per_slide;
    if !(s.is_finite() && (SLIDE_SECONDS_MIN..=SLIDE_SECONDS_MAX).contains(&s)) {
        return Err(invalid(
            "secondsPerSlide",
            say!(
                "slideshow_video.show_each_slide_seconds",
                "Show each slide for 1 to 10 seconds"
            ),
        ));
    }
    let media = below.paths.media_dir();
    let rows = crate::features::slideshow_library::slides_of(&below.store, id)?;
    let slides: Vec<PathBuf> = rows.iter().map(|m| media.join(&m.file)).collect();
    if job.status != JobState::Completed || slides.is_empty() {
        return Err(invalid(
            "id",
            say!(
                "slideshow_video.slideshow_has_no_finished",
                "This slideshow has no finished slides to make a video of yet"
            ),
        ));
    }
    if slides.iter().any(|p| !p.is_file()) {
        return Err(invalid(
            "id",
            say!(
                "slideshow_video.slide_file_missing_from",
                "A slide's file is missing from the library folder, so the video can't be made"
            ),
        ));
    }
    let track = match options.music_media_id.as_deref().filter(|m| !m.is_empty()) {
        None => None,
        Some(mid) => {
            let row = below
                .store
                .gallery_row(mid)?
                .filter(|r| r.media.kind == MediaKind::Audio && r.deleted_at.is_none())
                .map(|r| r.media)
                .ok_or_else(|| {
                    invalid(
                        "musicMediaId",
                        say!(
                            "slideshow_video.track_no_longer_library",
                            "That track is no longer in your library — choose another"
                        ),
                    )
                })?;
            let path = media.join(&row.file);
            if !path.is_file() {
                return Err(invalid(
                    "musicMediaId",
                    say!(
                        "slideshow_video.track_file_missing_from",
                        "That track's file is missing from the library folder — choose another"
                    ),
                ));
            }
            Some(path)
        }
    };

    let stem = format!("slideshow-{}", uuid::Uuid::new_v4().simple());
    let made = MadeHere::new(&below.paths, stem, ".tmp-slideshow-")
        .map_err(|e| CoreError::internal(unwritten(), e))?;
    let (out, thumbs, thumb_name) = made.ffmpeg_out();
    let o = options.clone();
    let progress: Arc<dyn Fn(u32) + Send + Sync> = Arc::new(progress);
    let dims = crate::base::error::blocking(
        say!(
            "slideshow_video.something_went_wrong_while",
            "Something went wrong while making the video"
        ),
        move || -> std::result::Result<(u32, u32), String> {
            let encoder = ffmpeg::video_encoder(&VideoEncoder::BEST_FIRST, ENCODER_TRY)?;
            make(&slides, track.as_deref(), &o, &out, encoder, progress)?;
            settle_video(&out, &thumbs, &thumb_name)?;
            Ok((VIDEO_WIDTH, VIDEO_HEIGHT))
        },
    )
    .await?
    .map_err(|e| {
        CoreError::internal(
            say!(
                "slideshow_video.video_couldn_made_computer",
                "The video couldn't be made on this computer"
            ),
            e,
        )
    })?;
    let (file, thumb) = made
        .name_in_place()
        .map_err(|e| CoreError::internal(unwritten(), e))?;
    let topic = job
        .request
        .get("topic")
        .and_then(|t| t.as_str())
        .filter(|t| !t.trim().is_empty())
        .unwrap_or("Slideshow");
    let row = MediaRow {
        thumb,
        character_id: rows.iter().find_map(|m| m.character_id.clone()),
        provider: Some(SLIDESHOW_VIDEO_PROVIDER.into()),
        prompt: Some(format!("{topic} (slideshow video)")),
        width: Some(dims.0),
        height: Some(dims.1),
        ..MediaRow::new(MediaKind::Video, file)
    };
    below.store.insert_media(&row)?;
    below
        .store
        .gallery_row(&row.id)?
        .map(|r| gallery_item(&below.media, &r))
        .ok_or_else(|| {
            CoreError::new(
                ErrorCode::Internal,
                say!(
                    "slideshow_video.video_was_made_but",
                    "The video was made but not saved"
                ),
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn o(seconds: f64, fade: bool) -> SlideshowVideo {
        SlideshowVideo {
            seconds_per_slide: seconds,
            fade,
            music_media_id: None,
        }
    }

    #[test]
    fn fades_overlap_and_cuts_do_not() {
        assert_eq!(o(3.0, false).duration(4), 12.0);
        assert_eq!(o(3.0, true).duration(4), 10.5);
        assert_eq!(o(3.0, true).duration(1), 3.0);
    }

    #[test]
    fn the_graph_joins_every_slide_once() {
        let g = filter(3, &o(2.0, true), true);
        assert_eq!(g.matches("xfade").count(), 2, "{g}");
        assert!(
            g.contains("offset=1.500") && g.contains("offset=3.000"),
            "{g}"
        );
        assert!(g.contains("[3:a]atrim=duration=5.000"), "{g}");
        let cut = filter(3, &o(2.0, false), false);
        assert!(cut.contains("[s0][s1][s2]concat=n=3:v=1:a=0[v]"), "{cut}");
        assert!(!cut.contains(":a]"), "{cut}");
        assert_eq!(percent_of("out_time_us=2500000", 5.0), Some(50));
        assert_eq!(percent_of("frame=3", 5.0), None);
    }

    /// Every encoder this machine's ffmpeg can use, forced in turn, makes the video in its own format:
    /// H.264, or MPEG-4 Part 2 from ffmpeg's own encoder, which every build has, LGPL ones included (what
    /// the Windows and macOS apps bring). The others (Media Foundation, VideoToolbox, OpenH264) exist
    /// only in builds this machine doesn't have.
    #[test]
    fn each_encoder_at_hand_makes_the_video_in_its_format() {
        let dir = tempfile::tempdir().unwrap();
        let slides: Vec<PathBuf> = (0..2u8)
            .map(|i| {
                let p = dir.path().join(format!("slide-{i}.png"));
                image::RgbImage::from_pixel(90, 160, image::Rgb([40 * i, 90, 200]))
                    .save(&p)
                    .unwrap();
                p
            })
            .collect();
        let mut made = Vec::new();
        for e in VideoEncoder::BEST_FIRST {
            if ffmpeg::video_encoder(&[e], ENCODER_TRY).is_err() {
                continue;
            }
            let out = dir.path().join(format!("{}.mp4", e.name()));
            make(&slides, None, &o(1.0, true), &out, e, Arc::new(|_| {}))
                .unwrap_or_else(|why| panic!("{}: {why}", e.name()));
            let mut probe = ffmpeg::command(ffmpeg::Program::Ffprobe);
            probe
                .args(["-v", "error", "-select_streams", "v:0"])
                .args(["-show_entries", "stream=codec_name", "-of", "csv=p=0"])
                .arg(&out);
            let codec = ffmpeg::run_capture(probe, ENCODER_TRY).unwrap().stdout;
            let want = if e == VideoEncoder::Mpeg4 {
                "mpeg4"
            } else {
                "h264"
            };
            assert_eq!(codec.trim(), want, "{}", e.name());
            made.push(e);
        }
        assert!(made.contains(&VideoEncoder::Mpeg4), "{made:?}");
        assert_eq!(
            ffmpeg::video_encoder(&VideoEncoder::BEST_FIRST, ENCODER_TRY),
            Ok(made[0]),
            "the best one at hand is the one used"
        );
    }
}
