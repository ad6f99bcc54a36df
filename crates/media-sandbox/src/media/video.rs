//! Video pipelines on ffmpeg: clips from a still image with the prompt drawn on, stitching, trimming,
//! muting, caption overlay, and mixing music in at 35% volume. Captions are rendered to PNG with the
//! vendored font and overlaid, so ffmpeg's drawtext/fontconfig is not needed.

use std::path::{Path, PathBuf};

use image::{Rgba, RgbaImage};
use serde::{Deserialize, Serialize};

use super::ffmpeg::{args, probe, run, s, MP4_OUT};
use super::png::{centered_lines, excerpt, placeholder};
use super::text::{fill_rect, line_height, wrap};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VideoSpec {
    pub provider: String,
    pub prompt: String,
    pub aspect_ratio: String,
    pub duration_s: f64,
    pub dialogue: Option<String>,
    /// Source still in the media directory, or None for a URL the sandbox cannot fetch.
    pub source_file: Option<String>,
    pub source_label: String,
    pub source_image_id: Option<String>,
    pub character_id: Option<String>,
    /// video-edit: the source video in the media directory; the prompt is overlaid on it.
    #[serde(default)]
    pub source_video: Option<String>,
}

pub fn frame_size(aspect: &str) -> (u32, u32) {
    if aspect == "16:9" {
        (568, 320)
    } else {
        (320, 568)
    }
}

const FPS: &str = "10";

/// Caption overlay (transparent PNG of the frame size) with text at `position`.
pub fn caption_png(w: u32, h: u32, text: &str, position: &str, out: &Path) -> Result<(), String> {
    let mut img = RgbaImage::new(w, h);
    let px = (w.min(h) as f32 / 13.0).max(12.0);
    let lines = wrap(text, ((w as f32 / (px * 0.62)) as usize).max(6)).len() as i64;
    let block = lines * line_height(px) as i64 + 16;
    let top = match position {
        "top" => 16,
        "center" => (h as i64 - block) / 2,
        _ => h as i64 - block - 24,
    };
    fill_rect(&mut img, 0, top, w as i64, block, Rgba([0, 0, 0, 128]));
    centered_lines(
        &mut img,
        text,
        top + 8,
        px,
        ((w as f32 / (px * 0.62)) as usize).max(6),
        Rgba([255, 255, 255, 255]),
    );
    img.save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("could not write caption: {e}"))
}

fn tmp(dir: &Path, stem: &str, ext: &str) -> PathBuf {
    dir.join(format!(".tmp-{stem}.{ext}"))
}

/// Renders a clip of `duration_s` seconds from the source still, with the prompt (and dialogue) on it
/// and a tone as its audio track.
pub async fn render_clip(
    spec: &VideoSpec,
    dir: &Path,
    stem: &str,
    out: &Path,
) -> Result<(), String> {
    let (w, h) = frame_size(&spec.aspect_ratio);
    let src = match &spec.source_file {
        Some(f) => dir.join(f),
        None => {
            let p = tmp(dir, &format!("{stem}-src"), "png");
            let label = spec.source_label.clone();
            let p2 = p.clone();
            tokio::task::spawn_blocking(move || placeholder(&label, w, h, &p2))
                .await
                .map_err(|e| e.to_string())??;
            p
        }
    };
    let cap = tmp(dir, &format!("{stem}-cap"), "png");
    let mut text = format!("{}: {}", spec.provider, excerpt(&spec.prompt, 90));
    if let Some(d) = &spec.dialogue {
        text = format!("{text}\n“{}”", excerpt(d, 90));
    }
    let cap2 = cap.clone();
    tokio::task::spawn_blocking(move || caption_png(w, h, &text, "bottom", &cap2))
        .await
        .map_err(|e| e.to_string())??;
    let d = format!("{:.3}", spec.duration_s.max(0.5));
    let filter = format!(
        "[0:v]scale={w}:{h}:force_original_aspect_ratio=increase,crop={w}:{h},setsar=1[bg];[bg][1:v]overlay=0:0,drawbox=x=0:y=ih-6:w=iw*t/{d}:h=6:color=white@0.8:t=fill,format=yuv420p[v]"
    );
    let mut a = args(&["-loop", "1", "-framerate", FPS, "-i"]);
    a.push(s(&src));
    a.extend(args(&["-i"]));
    a.push(s(&cap));
    a.extend(args(&["-f", "lavfi", "-i"]));
    a.push(format!("sine=frequency=330:sample_rate=22050:duration={d}"));
    a.extend(args(&[
        "-filter_complex",
        &filter,
        "-map",
        "[v]",
        "-map",
        "2:a",
        "-t",
        &d,
        "-r",
        FPS,
    ]));
    a.extend(args(MP4_OUT));
    a.push(s(out));
    let res = run(&a).await;
    let _ = std::fs::remove_file(&cap);
    if spec.source_file.is_none() {
        let _ = std::fs::remove_file(&src);
    }
    res
}

/// Concatenates clips in order, normalising size, frame rate and audio (silence for silent clips).
pub async fn stitch(inputs: &[PathBuf], out: &Path) -> Result<(), String> {
    let first = probe(&inputs[0]).await?;
    let (w, h) = (first.width.max(2) / 2 * 2, first.height.max(2) / 2 * 2);
    let mut a = Vec::new();
    let mut filter = String::new();
    for (i, p) in inputs.iter().enumerate() {
        let pr = probe(p).await?;
        if !pr.has_video {
            return Err(format!("clip {} has no video stream", i + 1));
        }
        a.extend(args(&["-i"]));
        a.push(s(p));
        filter.push_str(&format!(
            "[{i}:v]scale={w}:{h}:force_original_aspect_ratio=decrease,pad={w}:{h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps={FPS},format=yuv420p[v{i}];"
        ));
        if pr.has_audio {
            filter.push_str(&format!(
                "[{i}:a]aresample=22050,aformat=sample_fmts=fltp:channel_layouts=mono[a{i}];"
            ));
        } else {
            filter.push_str(&format!(
                "anullsrc=r=22050:cl=mono,atrim=duration={:.3},aformat=sample_fmts=fltp:channel_layouts=mono[a{i}];",
                pr.duration.max(0.1)
            ));
        }
    }
    for i in 0..inputs.len() {
        filter.push_str(&format!("[v{i}][a{i}]"));
    }
    filter.push_str(&format!("concat=n={}:v=1:a=1[v][a]", inputs.len()));
    a.extend(args(&[
        "-filter_complex",
        &filter,
        "-map",
        "[v]",
        "-map",
        "[a]",
    ]));
    a.extend(args(MP4_OUT));
    a.push(s(out));
    run(&a).await
}

pub async fn trim(input: &Path, start: f64, end: f64, out: &Path) -> Result<(), String> {
    let mut a = args(&["-ss", &format!("{start:.3}"), "-i"]);
    a.push(s(input));
    a.extend(args(&[
        "-t",
        &format!("{:.3}", end - start),
        "-map",
        "0:v",
        "-map",
        "0:a?",
    ]));
    a.extend(args(MP4_OUT));
    a.push(s(out));
    run(&a).await
}

pub async fn mute(input: &Path, out: &Path) -> Result<(), String> {
    let mut a = args(&["-i"]);
    a.push(s(input));
    a.extend(args(&[
        "-map",
        "0:v",
        "-c:v",
        "copy",
        "-an",
        "-movflags",
        "+faststart",
    ]));
    a.push(s(out));
    run(&a).await
}

/// Burns a caption into a video (rendered with the vendored font, overlaid by ffmpeg).
pub async fn overlay_text(
    input: &Path,
    text: &str,
    position: &str,
    dir: &Path,
    stem: &str,
    out: &Path,
) -> Result<(), String> {
    let pr = probe(input).await?;
    let (w, h) = (pr.width.max(2), pr.height.max(2));
    let cap = tmp(dir, &format!("{stem}-cap"), "png");
    let (t, p, c) = (text.to_string(), position.to_string(), cap.clone());
    tokio::task::spawn_blocking(move || caption_png(w, h, &t, &p, &c))
        .await
        .map_err(|e| e.to_string())??;
    let mut a = args(&["-i"]);
    a.push(s(input));
    a.push("-i".into());
    a.push(s(&cap));
    a.extend(args(&[
        "-filter_complex",
        "[0:v][1:v]overlay=0:0,format=yuv420p[v]",
        "-map",
        "[v]",
        "-map",
        "0:a?",
    ]));
    a.extend(args(MP4_OUT));
    a.push(s(out));
    let res = run(&a).await;
    let _ = std::fs::remove_file(&cap);
    res
}

/// Mixes `music` at 35% volume behind the video's own audio (or alone when the video is silent).
pub async fn add_music(video: &Path, music: &Path, out: &Path) -> Result<(), String> {
    let pr = probe(video).await?;
    let filter = if pr.has_audio {
        "[1:a]volume=0.35[m];[0:a][m]amix=inputs=2:duration=first:normalize=0[a]"
    } else {
        "[1:a]volume=0.35,apad[a]"
    };
    let mut a = args(&["-i"]);
    a.push(s(video));
    a.push("-i".into());
    a.push(s(music));
    a.extend(args(&[
        "-filter_complex",
        filter,
        "-map",
        "0:v",
        "-map",
        "[a]",
        "-t",
        &format!("{:.3}", pr.duration.max(0.1)),
    ]));
    a.extend(args(&[
        "-c:v",
        "copy",
        "-c:a",
        "aac",
        "-b:a",
        "64k",
        "-movflags",
        "+faststart",
    ]));
    a.push(s(out));
    run(&a).await
}
