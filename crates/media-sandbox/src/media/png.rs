//! Synthetic generated images: real PNGs whose size follows the aspect ratio and which visibly show
//! the provider, a prompt excerpt, the character name and, when given, the reference face.

use std::path::Path;

use image::imageops::FilterType;
use image::{Rgba, RgbaImage};
use serde::{Deserialize, Serialize};

use super::text::{draw_line, fill_rect, line_height, measure, wrap};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ImageSpec {
    pub provider: String,
    pub prompt: String,
    pub aspect_ratio: String,
    pub count: u32,
    pub high_res: bool,
    pub character_id: Option<String>,
    pub character_name: Option<String>,
    /// Reference face file in the media directory.
    pub reference_file: Option<String>,
}

/// Long side of generated images (doubled for 4K requests would be too slow; marked on the picture).
const LONG_SIDE: u32 = 768;

pub fn dims(aspect: &str) -> (u32, u32) {
    let mut parts = aspect
        .split(':')
        .map(|p| p.trim().parse::<u32>().unwrap_or(0));
    let (a, b) = (
        parts.next().unwrap_or(1).max(1),
        parts.next().unwrap_or(1).max(1),
    );
    if a >= b {
        (LONG_SIDE, (LONG_SIDE * b / a).max(16))
    } else {
        ((LONG_SIDE * a / b).max(16), LONG_SIDE)
    }
}

fn hash_str(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// A vertical gradient picked from `key`.
pub fn background(w: u32, h: u32, key: &str) -> RgbaImage {
    let hv = hash_str(key);
    let top = [
        (hv & 0x7f) as f32 + 40.0,
        ((hv >> 8) & 0x7f) as f32 + 40.0,
        ((hv >> 16) & 0x7f) as f32 + 40.0,
    ];
    let bottom = [
        ((hv >> 24) & 0x3f) as f32,
        ((hv >> 32) & 0x3f) as f32,
        ((hv >> 40) & 0x3f) as f32 + 20.0,
    ];
    let mut img = RgbaImage::new(w, h);
    for y in 0..h {
        let t = y as f32 / h.max(1) as f32;
        let c = [0, 1, 2].map(|i| (top[i] * (1.0 - t) + bottom[i] * t) as u8);
        for x in 0..w {
            img.put_pixel(x, y, Rgba([c[0], c[1], c[2], 255]));
        }
    }
    img
}

/// Draws wrapped, centred lines starting at `y`; returns the y below them.
pub fn centered_lines(
    img: &mut RgbaImage,
    text: &str,
    y: i64,
    px: f32,
    max_chars: usize,
    color: Rgba<u8>,
) -> i64 {
    let mut y = y;
    for line in wrap(text, max_chars) {
        let w = measure(&line, px, 0.0) as i64;
        let x = (img.width() as i64 - w) / 2;
        draw_line(
            img,
            &line,
            x,
            y,
            px,
            color,
            Some((2, Rgba([0, 0, 0, 200]))),
            0.0,
        );
        y += line_height(px) as i64;
    }
    y
}

/// Pastes `face` scaled to fit a `size` square, centred at (cx, top), with a white frame.
pub fn paste_face(img: &mut RgbaImage, face: &image::DynamicImage, cx: i64, top: i64, size: u32) {
    let face = face.resize(size, size, FilterType::Triangle).to_rgba8();
    let x = cx - face.width() as i64 / 2;
    fill_rect(
        img,
        x - 4,
        top - 4,
        face.width() as i64 + 8,
        face.height() as i64 + 8,
        Rgba([255, 255, 255, 255]),
    );
    image::imageops::overlay(img, &face, x, top);
}

/// A stylised subject (head and shoulders) `size` pixels tall, centred at `cx`, coloured from `key`.
pub fn silhouette(img: &mut RgbaImage, cx: i64, top: i64, size: i64, key: &str) {
    let hv = hash_str(key);
    let skin = Rgba([
        200 + (hv % 50) as u8,
        160 + ((hv >> 8) % 60) as u8,
        130 + ((hv >> 16) % 60) as u8,
        255,
    ]);
    let cloth = Rgba([
        (hv >> 24) as u8 | 0x40,
        (hv >> 32) as u8 | 0x20,
        (hv >> 40) as u8 | 0x30,
        255,
    ]);
    let r = size / 5;
    let (hx, hy) = (cx, top + r);
    let (bw, bh, by) = (size * 2 / 5, size * 2 / 5, top + 2 * r + size / 10);
    let (iw, ih) = (img.width() as i64, img.height() as i64);
    for y in top.max(0)..(top + size).min(ih) {
        for x in (cx - size).max(0)..(cx + size).min(iw) {
            let (dx, dy) = (x - hx, y - hy);
            if dx * dx + dy * dy <= r * r {
                img.put_pixel(x as u32, y as u32, skin);
                continue;
            }
            // Shoulders: upper half of an ellipse.
            let (ex, ey) = (
                (x - cx) as f32 / bw as f32,
                (y - (by + bh)) as f32 / bh as f32,
            );
            if y >= by && ex * ex + ey * ey <= 1.0 {
                img.put_pixel(x as u32, y as u32, cloth);
            }
        }
    }
}

pub fn excerpt(s: &str, max: usize) -> String {
    let t: String = s.chars().take(max).collect();
    if s.chars().count() > max {
        format!("{t}…")
    } else {
        t
    }
}

/// Renders picture `index` of a job into `out`.
pub fn render(spec: &ImageSpec, index: u32, media_dir: &Path, out: &Path) -> Result<(), String> {
    let (w, h) = dims(&spec.aspect_ratio);
    let mut img = background(w, h, &format!("{}{}{index}", spec.provider, spec.prompt));
    let white = Rgba([255, 255, 255, 255]);
    let small = (w.min(h) as f32 / 20.0).max(14.0);
    let mut y = (h / 24) as i64;
    let label = if spec.high_res {
        format!("{} · 4K", spec.provider)
    } else {
        spec.provider.clone()
    };
    y = centered_lines(
        &mut img,
        &label,
        y,
        small * 1.3,
        30,
        Rgba([255, 230, 120, 255]),
    );
    if let Some(file) = &spec.reference_file {
        if let Ok(face) = image::open(media_dir.join(file)) {
            let size = w.min(h) * 2 / 5;
            paste_face(&mut img, &face, w as i64 / 2, y + 8, size);
            y += size as i64 + 24;
        }
    }
    if spec.reference_file.is_none() {
        silhouette(
            &mut img,
            w as i64 / 2,
            y + 16,
            w.min(h) as i64 * 2 / 5,
            &spec.prompt,
        );
        y += w.min(h) as i64 * 2 / 5 + 32;
    }
    if let Some(name) = &spec.character_name {
        y = centered_lines(&mut img, name, y, small * 1.2, 30, white);
    }
    let chars = ((w as f32 / (small * 0.62)) as usize).max(8);
    centered_lines(
        &mut img,
        &excerpt(&spec.prompt, 160),
        y + 8,
        small,
        chars,
        white,
    );
    if spec.count > 1 {
        let tag = format!("{}/{}", index + 1, spec.count);
        draw_line(
            &mut img,
            &tag,
            8,
            h as i64 - line_height(small) as i64 - 4,
            small,
            white,
            None,
            0.0,
        );
    }
    img.save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("could not write image: {e}"))
}

/// A stand-in picture for media the sandbox cannot fetch (URLs outside its own media origin).
pub fn placeholder(label: &str, w: u32, h: u32, out: &Path) -> Result<(), String> {
    let mut img = background(w, h, label);
    let px = (w.min(h) as f32 / 18.0).max(12.0);
    centered_lines(
        &mut img,
        &format!("external media: {}", excerpt(label, 80)),
        (h / 3) as i64,
        px,
        24,
        Rgba([255, 255, 255, 255]),
    );
    img.save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("could not write image: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_aspect_ratio() {
        assert_eq!(dims("1:1"), (768, 768));
        assert_eq!(dims("9:16"), (432, 768));
        assert_eq!(dims("16:9"), (768, 432));
        assert_eq!(dims("21:9"), (768, 329));
    }
}
