//! Text drawing with the vendored DejaVu Sans Bold (no system fonts): coverage masks, stroke by
//! dilation, alpha blending, word wrapping.

use ab_glyph::{point, Font, FontRef, PxScale, ScaleFont};
use image::{Rgba, RgbaImage};

static FONT_BYTES: &[u8] = include_bytes!("../../assets/DejaVuSans-Bold.ttf");

pub fn font() -> FontRef<'static> {
    // The vendored file is a valid TrueType font; a failure here is a build defect caught by tests.
    FontRef::try_from_slice(FONT_BYTES).expect("vendored DejaVu font parses")
}

/// A coverage mask (0..=1) of one line of text.
pub struct Mask {
    pub w: u32,
    pub h: u32,
    pub data: Vec<f32>,
}

impl Mask {
    pub fn get(&self, x: i64, y: i64) -> f32 {
        if x < 0 || y < 0 || x >= self.w as i64 || y >= self.h as i64 {
            0.0
        } else {
            self.data[(y as u32 * self.w + x as u32) as usize]
        }
    }

    /// Grows the mask by `r` pixels (for outlines).
    pub fn dilate(&self, r: u32) -> Mask {
        if r == 0 {
            return Mask {
                w: self.w,
                h: self.h,
                data: self.data.clone(),
            };
        }
        let (w, h) = (self.w + 2 * r, self.h + 2 * r);
        let mut out = vec![0f32; (w * h) as usize];
        let r = r as i64;
        let offsets: Vec<(i64, i64)> = (-r..=r)
            .flat_map(|dy| (-r..=r).map(move |dx| (dx, dy)))
            .filter(|(dx, dy)| dx * dx + dy * dy <= r * r + r)
            .collect();
        for y in 0..self.h as i64 {
            for x in 0..self.w as i64 {
                let v = self.data[(y as u32 * self.w + x as u32) as usize];
                if v <= 0.0 {
                    continue;
                }
                for (dx, dy) in &offsets {
                    let idx = ((y + r + dy) * w as i64 + (x + r + dx)) as usize;
                    if out[idx] < v {
                        out[idx] = v;
                    }
                }
            }
        }
        Mask { w, h, data: out }
    }
}

/// Width in pixels of `text` at `px` with extra `spacing` between letters.
pub fn measure(text: &str, px: f32, spacing: f32) -> f32 {
    let font = font();
    let scaled = font.as_scaled(PxScale::from(px));
    let mut width = 0.0;
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            width += scaled.kern(p, id) + spacing;
        }
        width += scaled.h_advance(id);
        prev = Some(id);
    }
    width
}

/// Renders one line into a mask whose height is the font's line height.
pub fn line_mask(text: &str, px: f32, spacing: f32) -> Mask {
    let font = font();
    let scaled = font.as_scaled(PxScale::from(px));
    let w = measure(text, px, spacing).ceil().max(1.0) as u32 + 2;
    let h = scaled.height().ceil().max(1.0) as u32 + 2;
    let mut data = vec![0f32; (w * h) as usize];
    let mut x = 1.0;
    let mut prev = None;
    for c in text.chars() {
        let id = scaled.glyph_id(c);
        if let Some(p) = prev {
            x += scaled.kern(p, id) + spacing;
        }
        let glyph = id.with_scale_and_position(px, point(x, 1.0 + scaled.ascent()));
        x += scaled.h_advance(id);
        prev = Some(id);
        if let Some(outlined) = font.outline_glyph(glyph) {
            let b = outlined.px_bounds();
            outlined.draw(|gx, gy, cov| {
                let px_ = b.min.x as i64 + gx as i64;
                let py = b.min.y as i64 + gy as i64;
                if px_ >= 0 && py >= 0 && (px_ as u32) < w && (py as u32) < h {
                    let idx = (py as u32 * w + px_ as u32) as usize;
                    data[idx] = (data[idx] + cov).min(1.0);
                }
            });
        }
    }
    Mask { w, h, data }
}

/// Blends `color` (with its alpha) onto `img` through `mask` placed at (x, y).
pub fn blend_mask(img: &mut RgbaImage, mask: &Mask, x: i64, y: i64, color: Rgba<u8>) {
    for my in 0..mask.h as i64 {
        let iy = y + my;
        if iy < 0 || iy >= img.height() as i64 {
            continue;
        }
        for mx in 0..mask.w as i64 {
            let ix = x + mx;
            if ix < 0 || ix >= img.width() as i64 {
                continue;
            }
            let cov = mask.get(mx, my);
            if cov > 0.0 {
                blend_pixel(img, ix as u32, iy as u32, color, cov);
            }
        }
    }
}

pub fn blend_pixel(img: &mut RgbaImage, x: u32, y: u32, color: Rgba<u8>, coverage: f32) {
    let a = (color[3] as f32 / 255.0) * coverage.clamp(0.0, 1.0);
    if a <= 0.0 {
        return;
    }
    let dst = img.get_pixel_mut(x, y);
    let da = dst[3] as f32 / 255.0;
    let out_a = a + da * (1.0 - a);
    for i in 0..3 {
        let c = color[i] as f32 * a + dst[i] as f32 * da * (1.0 - a);
        dst[i] = if out_a > 0.0 {
            (c / out_a).round().clamp(0.0, 255.0) as u8
        } else {
            0
        };
    }
    dst[3] = (out_a * 255.0).round() as u8;
}

/// Fills a rectangle, blending.
pub fn fill_rect(img: &mut RgbaImage, x: i64, y: i64, w: i64, h: i64, color: Rgba<u8>) {
    let (iw, ih) = (img.width() as i64, img.height() as i64);
    for py in y.max(0)..(y + h).min(ih) {
        for px in x.max(0)..(x + w).min(iw) {
            blend_pixel(img, px as u32, py as u32, color, 1.0);
        }
    }
}

#[allow(clippy::too_many_arguments)] // a drawing primitive: position, size, colours, spacing
/// Draws `text` with an optional outline, top-left of the line box at (x, y). Returns the line height.
pub fn draw_line(
    img: &mut RgbaImage,
    text: &str,
    x: i64,
    y: i64,
    px: f32,
    color: Rgba<u8>,
    stroke: Option<(u32, Rgba<u8>)>,
    spacing: f32,
) -> u32 {
    let mask = line_mask(text, px, spacing);
    if let Some((r, sc)) = stroke {
        if r > 0 {
            let grown = mask.dilate(r);
            blend_mask(img, &grown, x - r as i64, y - r as i64, sc);
        }
    }
    blend_mask(img, &mask, x, y, color);
    mask.h
}

pub fn line_height(px: f32) -> u32 {
    let font = font();
    font.as_scaled(PxScale::from(px)).height().ceil().max(1.0) as u32 + 2
}

/// Greedy word wrap at `max_chars` characters per line (long words are split).
pub fn wrap(text: &str, max_chars: usize) -> Vec<String> {
    let max = max_chars.max(1);
    let mut lines = Vec::new();
    for para in text.split('\n') {
        let mut line = String::new();
        for word in para.split_whitespace() {
            let mut word: Vec<char> = word.chars().collect();
            while word.len() > max {
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                lines.push(word[..max].iter().collect());
                word.drain(..max);
            }
            let word: String = word.into_iter().collect();
            if word.is_empty() {
                continue;
            }
            let needed = if line.is_empty() {
                word.chars().count()
            } else {
                line.chars().count() + 1 + word.chars().count()
            };
            if needed > max && !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        if !line.is_empty() {
            lines.push(line);
        }
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    lines
}

/// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
pub fn parse_hex(s: &str) -> Option<Rgba<u8>> {
    let h = s.strip_prefix('#').filter(|h| h.is_ascii())?;
    let hex = |i: usize, n: usize| u8::from_str_radix(&h[i..i + n], 16).ok();
    match h.len() {
        3 => Some(Rgba([
            hex(0, 1)? * 17,
            hex(1, 1)? * 17,
            hex(2, 1)? * 17,
            255,
        ])),
        6 => Some(Rgba([hex(0, 2)?, hex(2, 2)?, hex(4, 2)?, 255])),
        8 => Some(Rgba([hex(0, 2)?, hex(2, 2)?, hex(4, 2)?, hex(6, 2)?])),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_at_max_chars() {
        assert_eq!(
            wrap("the quick brown fox jumps", 10),
            vec!["the quick", "brown fox", "jumps"]
        );
        assert_eq!(wrap("abcdefghijkl", 5), vec!["abcde", "fghij", "kl"]);
    }

    #[test]
    fn draws_visible_pixels() {
        let mut img = RgbaImage::from_pixel(200, 60, Rgba([0, 0, 0, 255]));
        draw_line(
            &mut img,
            "Hello",
            5,
            5,
            32.0,
            Rgba([255, 255, 255, 255]),
            Some((2, Rgba([255, 0, 0, 255]))),
            0.0,
        );
        assert!(img.pixels().any(|p| p[0] == 255 && p[1] == 255));
        assert!(img.pixels().any(|p| p[0] == 255 && p[1] == 0));
    }

    #[test]
    fn parses_hex_colours() {
        assert_eq!(parse_hex("#FFF"), Some(Rgba([255, 255, 255, 255])));
        assert_eq!(parse_hex("#102030"), Some(Rgba([16, 32, 48, 255])));
        assert_eq!(parse_hex("red"), None);
    }
}
