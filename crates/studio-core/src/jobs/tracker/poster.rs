//! Poster frames of saved videos: one frame (at 0.5 s, else the first) through ffmpeg, then a 320 px
//! JPEG thumbnail through media-prep. Best effort: a video without a poster still plays.

use crate::base::ffmpeg::run_capture;
use std::path::Path;
use std::time::Duration;

/// One ffmpeg run may take this long; then it is stopped.
const FFMPEG_DEADLINE: Duration = Duration::from_secs(20);

/// Writes the thumbnail of `video` to `thumb`; returns the frame's (width, height). ffmpeg reads only
/// the local file (`-protocol_whitelist file`) and only video containers (`-format_whitelist`), and
/// is stopped after [`FFMPEG_DEADLINE`]. The file's first bytes were checked when it was saved
/// (`magic::check`, before it took its name).
pub(crate) fn video_poster(video: &Path, thumb: &Path, side: u32) -> Result<(u32, u32), String> {
    let dir = thumb.parent().ok_or("no thumbnail folder")?;
    let frame = tempfile::Builder::new()
        .suffix(".png")
        .tempfile_in(dir)
        .map_err(|e| e.to_string())?;
    let mut last = String::new();
    for at in ["0.5", "0"] {
        let mut cmd = crate::base::ffmpeg::command(crate::base::ffmpeg::Program::Ffmpeg);
        cmd.args(["-nostdin", "-v", "error", "-y"])
            .args(["-protocol_whitelist", "file"])
            .args(["-format_whitelist", super::magic::VIDEO_FORMATS])
            .args(["-ss", at, "-i"])
            .arg(video)
            .args(["-frames:v", "1", "-f", "image2", "-c:v", "png"])
            .arg(frame.path());
        let ran = run_capture(cmd, FFMPEG_DEADLINE)?;
        let made = std::fs::metadata(frame.path())
            .map(|m| m.len() > 0)
            .unwrap_or(false);
        if ran.ok && made {
            let dims = image::image_dimensions(frame.path()).map_err(|e| e.to_string())?;
            media_prep::thumbnail_file(frame.path(), thumb, side).map_err(|e| e.message())?;
            return Ok(dims);
        }
        last = ran.stderr.chars().take(300).collect();
    }
    Err(format!("no frame could be read: {last}"))
}
