//! Poster frames of saved videos: one frame (at 0.5 s, else the first) through ffmpeg, then a 320 px
//! JPEG thumbnail through media-prep. Best effort: a video without a poster still plays.

use std::path::Path;
use std::process::Command;

/// Writes the thumbnail of `video` to `thumb`; returns the frame's (width, height).
pub(crate) fn video_poster(video: &Path, thumb: &Path, side: u32) -> Result<(u32, u32), String> {
    let dir = thumb.parent().ok_or("no thumbnail folder")?;
    let frame = tempfile::Builder::new()
        .suffix(".png")
        .tempfile_in(dir)
        .map_err(|e| e.to_string())?;
    let mut last = String::new();
    for at in ["0.5", "0"] {
        let out = Command::new("ffmpeg")
            .args(["-v", "error", "-y", "-ss", at, "-i"])
            .arg(video)
            .args(["-frames:v", "1", "-f", "image2", "-c:v", "png"])
            .arg(frame.path())
            .output()
            .map_err(|e| format!("ffmpeg could not run: {e}"))?;
        let made = std::fs::metadata(frame.path())
            .map(|m| m.len() > 0)
            .unwrap_or(false);
        if out.status.success() && made {
            let dims = image::image_dimensions(frame.path()).map_err(|e| e.to_string())?;
            media_prep::thumbnail_file(frame.path(), thumb, side).map_err(|e| e.message())?;
            return Ok(dims);
        }
        last = String::from_utf8_lossy(&out.stderr)
            .chars()
            .take(300)
            .collect();
    }
    Err(format!("no frame could be read: {last}"))
}
