//! Still-image tools: caption overlay on a picture, background removal (a real PNG with alpha),
//! and the shot prompt "written" from a picture's measurable traits.

use std::path::Path;

use image::{Rgba, RgbaImage};

use super::png::centered_lines;
use super::text::{fill_rect, line_height, wrap};

pub fn overlay_text_image(
    input: &Path,
    text: &str,
    position: &str,
    out: &Path,
) -> Result<(), String> {
    let mut img = image::open(input)
        .map_err(|e| format!("could not read image: {e}"))?
        .to_rgba8();
    let (w, h) = (img.width(), img.height());
    let px = (w.min(h) as f32 / 12.0).max(12.0);
    let chars = ((w as f32 / (px * 0.62)) as usize).max(6);
    let block = wrap(text, chars).len() as i64 * line_height(px) as i64 + 16;
    let top = match position {
        "top" => 16,
        "center" => (h as i64 - block) / 2,
        _ => h as i64 - block - 16,
    };
    fill_rect(&mut img, 0, top, w as i64, block, Rgba([0, 0, 0, 128]));
    centered_lines(
        &mut img,
        text,
        top + 8,
        px,
        chars,
        Rgba([255, 255, 255, 255]),
    );
    img.save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("could not write image: {e}"))
}

/// Makes pixels close to the row's edge colour transparent, with a soft ramp.
pub fn remove_background(input: &Path, out: &Path) -> Result<(), String> {
    let img = image::open(input)
        .map_err(|e| format!("could not read image: {e}"))?
        .to_rgba8();
    let (w, h) = (img.width(), img.height());
    let mut result = RgbaImage::new(w, h);
    for y in 0..h {
        let (l, r) = (img.get_pixel(0, y), img.get_pixel(w - 1, y));
        let bg = [0, 1, 2].map(|i| (l[i] as f32 + r[i] as f32) / 2.0);
        for x in 0..w {
            let p = img.get_pixel(x, y);
            let d = ((0..3).map(|i| (p[i] as f32 - bg[i]).powi(2)).sum::<f32>()).sqrt();
            let alpha = ((d - 24.0) / 40.0).clamp(0.0, 1.0) * (p[3] as f32);
            result.put_pixel(x, y, Rgba([p[0], p[1], p[2], alpha.round() as u8]));
        }
    }
    result
        .save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("could not write image: {e}"))
}

pub fn shot_prompt(input: &Path) -> Result<String, String> {
    let img = image::open(input)
        .map_err(|e| format!("could not read image: {e}"))?
        .to_rgb8();
    let (w, h) = (img.width(), img.height());
    let n = (w as u64 * h as u64).max(1);
    let sum = img.pixels().fold([0u64; 3], |mut acc, p| {
        for i in 0..3 {
            acc[i] += p[i] as u64;
        }
        acc
    });
    let avg = sum.map(|s| s / n);
    let brightness = (avg[0] + avg[1] + avg[2]) / 3;
    let framing = if h > w {
        "vertical full-body framing"
    } else if w > h {
        "wide horizontal framing"
    } else {
        "square centred framing"
    };
    let lighting = if brightness > 150 {
        "bright, soft daylight"
    } else if brightness > 80 {
        "balanced natural light"
    } else {
        "low-key moody light"
    };
    let tone = if avg[2] > avg[0] && avg[2] > avg[1] {
        "cool blue"
    } else if avg[0] > avg[1] {
        "warm"
    } else {
        "fresh green"
    };
    Ok(format!(
        "Pose: relaxed natural stance facing the camera. Setting: {tone}-toned backdrop matching the source. \
         Framing: {framing} ({w}x{h}). Lighting: {lighting}. Mood: calm and confident."
    ))
}
