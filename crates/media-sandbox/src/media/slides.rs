//! Slideshow slides: a picture per slide with the caption drawn in the requested textStyle (merged
//! with the documented defaults). Slides are rendered at 540x960, half of 1080x1920, so every pixel
//! size in textStyle (fontSize, strokeWidth, letterSpacing, verticalOffset) is halved.

use std::path::Path;

use image::{Rgba, RgbaImage};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::png::{background, centered_lines, excerpt, paste_face};
use super::text::{draw_line, fill_rect, line_height, measure, parse_hex, wrap};

pub const SLIDE_W: u32 = 540;
pub const SLIDE_H: u32 = 960;
const SCALE: f32 = 0.5;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TextStyle {
    pub position: String,
    pub font_size: f64,
    pub font_family: String,
    pub text_color: String,
    pub stroke_color: String,
    pub stroke_width: f64,
    pub bg_bar_opacity: f64,
    pub bg_bar_color: String,
    pub bg_bar_mode: String,
    pub text_align: String,
    pub max_chars_per_line: f64,
    pub text_transform: String,
    pub letter_spacing: f64,
    pub vertical_offset: f64,
    pub watermark: bool,
}

impl Default for TextStyle {
    fn default() -> Self {
        TextStyle {
            position: "bottom".into(),
            font_size: 56.0,
            font_family: "impact".into(),
            text_color: "#FFFFFF".into(),
            stroke_color: "#000000".into(),
            stroke_width: 3.0,
            bg_bar_opacity: 0.5,
            bg_bar_color: "#000000".into(),
            bg_bar_mode: "full".into(),
            text_align: "center".into(),
            max_chars_per_line: 20.0,
            text_transform: "uppercase".into(),
            letter_spacing: 0.0,
            vertical_offset: 0.0,
            watermark: true,
        }
    }
}

impl TextStyle {
    /// Defaults overridden by the given keys. Keys and types are checked by the rule table before;
    /// this merge ignores what it cannot use.
    pub fn merged(given: Option<&Map<String, Value>>) -> TextStyle {
        let mut v = serde_json::to_value(TextStyle::default()).unwrap_or_default();
        if let (Some(obj), Some(given)) = (v.as_object_mut(), given) {
            for (k, val) in given {
                if let Some(slot) = obj.get_mut(k) {
                    if std::mem::discriminant(slot) == std::mem::discriminant(val) {
                        *slot = val.clone();
                    }
                }
            }
        }
        serde_json::from_value(v).unwrap_or_default()
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SlideshowSpec {
    pub topic: String,
    pub provider: String,
    pub slides: Vec<(String, String)>,
    pub style: TextStyle,
    pub character_name: Option<String>,
    pub reference_file: Option<String>,
}

pub fn transform(text: &str, how: &str) -> String {
    match how {
        "uppercase" => text.to_uppercase(),
        "lowercase" => text.to_lowercase(),
        _ => text.to_string(),
    }
}

/// Renders slide `index` into `out`.
pub fn render_slide(
    spec: &SlideshowSpec,
    index: usize,
    media_dir: &Path,
    out: &Path,
) -> Result<(), String> {
    let (caption, image_prompt) = spec.slides.get(index).cloned().unwrap_or_default();
    let mut img = background(
        SLIDE_W,
        SLIDE_H,
        &format!("{}{image_prompt}{index}", spec.topic),
    );
    let label = format!(
        "{} · slide {}/{}",
        spec.provider,
        index + 1,
        spec.slides.len()
    );
    let mut y = centered_lines(&mut img, &label, 24, 20.0, 40, Rgba([255, 230, 120, 255]));
    if let Some(file) = &spec.reference_file {
        if let Ok(face) = image::open(media_dir.join(file)) {
            paste_face(&mut img, &face, SLIDE_W as i64 / 2, y + 12, 200);
            y += 230;
        }
    } else {
        super::png::silhouette(&mut img, SLIDE_W as i64 / 2, y + 12, 220, &image_prompt);
        y += 250;
    }
    if let Some(name) = &spec.character_name {
        y = centered_lines(&mut img, name, y, 22.0, 40, Rgba([255, 255, 255, 255]));
    }
    centered_lines(
        &mut img,
        &excerpt(&image_prompt, 120),
        y + 8,
        18.0,
        44,
        Rgba([220, 220, 220, 255]),
    );
    draw_caption(&mut img, &caption, &spec.style);
    if spec.style.watermark {
        let mark = "Media Studio";
        let w = measure(mark, 16.0, 0.0) as i64;
        draw_line(
            &mut img,
            mark,
            SLIDE_W as i64 - w - 12,
            SLIDE_H as i64 - 30,
            16.0,
            Rgba([255, 255, 255, 150]),
            None,
            0.0,
        );
    }
    img.save_with_format(out, image::ImageFormat::Png)
        .map_err(|e| format!("could not write slide: {e}"))
}

/// Draws the caption block: transform, wrap at maxCharsPerLine, background bar, stroke, alignment.
pub fn draw_caption(img: &mut RgbaImage, caption: &str, st: &TextStyle) {
    let text = transform(caption, &st.text_transform);
    let lines = wrap(&text, st.max_chars_per_line.max(1.0) as usize);
    let px = (st.font_size as f32 * SCALE).clamp(6.0, 200.0);
    let spacing = (st.letter_spacing as f32 * SCALE).clamp(-50.0, 200.0);
    let lh = line_height(px) as i64;
    let pad = (px * 0.4) as i64;
    let block_h = lh * lines.len() as i64 + 2 * pad;
    let (w, h) = (img.width() as i64, img.height() as i64);
    let mut top = match st.position.as_str() {
        "top" => h / 12,
        "center" => (h - block_h) / 2,
        _ => h - block_h - h / 10,
    };
    top += (st.vertical_offset as f32 * SCALE) as i64;
    let widths: Vec<i64> = lines
        .iter()
        .map(|l| measure(l, px, spacing).ceil() as i64)
        .collect();
    let widest = widths.iter().copied().max().unwrap_or(0);
    let mut bar = parse_hex(&st.bg_bar_color).unwrap_or(Rgba([0, 0, 0, 255]));
    bar[3] = (st.bg_bar_opacity.clamp(0.0, 1.0) * 255.0).round() as u8;
    let margin = 24i64;
    let x_of = |lw: i64| match st.text_align.as_str() {
        "left" => margin + pad,
        "right" => w - margin - pad - lw,
        _ => (w - lw) / 2,
    };
    if bar[3] > 0 {
        match st.bg_bar_mode.as_str() {
            "none" => {}
            "full" => fill_rect(img, 0, top, w, block_h, bar),
            _ => {
                // "fit"/"text": a bar behind each line only.
                for (i, lw) in widths.iter().enumerate() {
                    fill_rect(
                        img,
                        x_of(*lw) - pad,
                        top + pad + i as i64 * lh - pad / 2,
                        lw + 2 * pad,
                        lh + pad,
                        bar,
                    );
                }
            }
        }
    }
    let color = parse_hex(&st.text_color).unwrap_or(Rgba([255, 255, 255, 255]));
    let stroke_c = parse_hex(&st.stroke_color).unwrap_or(Rgba([0, 0, 0, 255]));
    let stroke = (st.stroke_width * SCALE as f64).round().clamp(0.0, 24.0) as u32;
    let _ = widest;
    for (i, line) in lines.iter().enumerate() {
        let y = top + pad + i as i64 * lh;
        draw_line(
            img,
            line,
            x_of(widths[i]),
            y,
            px,
            color,
            Some((stroke, stroke_c)),
            spacing,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_keeps_defaults_and_takes_overrides() {
        let given = serde_json::json!({"fontSize": 80, "position": "top", "watermark": false});
        let st = TextStyle::merged(given.as_object());
        assert_eq!(st.font_size, 80.0);
        assert_eq!(st.position, "top");
        assert!(!st.watermark);
        assert_eq!(st.text_color, "#FFFFFF");
        assert_eq!(st.max_chars_per_line, 20.0);
    }

    #[test]
    fn caption_colours_land_where_asked() {
        let mut img = RgbaImage::from_pixel(SLIDE_W, SLIDE_H, Rgba([0, 0, 255, 255]));
        let st = TextStyle {
            position: "top".into(),
            bg_bar_color: "#FF0000".into(),
            bg_bar_opacity: 1.0,
            ..TextStyle::default()
        };
        draw_caption(&mut img, "hello", &st);
        let top_red =
            (0..SLIDE_H / 3).any(|y| img.get_pixel(2, y)[0] == 255 && img.get_pixel(2, y)[2] == 0);
        let bottom_red = (SLIDE_H * 2 / 3..SLIDE_H).any(|y| img.get_pixel(2, y)[0] == 255);
        assert!(top_red && !bottom_red);
    }

    fn bar_rows(st: &TextStyle, text: &str) -> usize {
        let mut img = RgbaImage::from_pixel(SLIDE_W, SLIDE_H, Rgba([0, 0, 255, 255]));
        draw_caption(&mut img, text, st);
        (0..SLIDE_H)
            .filter(|y| img.get_pixel(1, *y).0 == [255, 0, 0, 255])
            .count()
    }

    #[test]
    fn wrapping_at_max_chars_per_line_adds_lines() {
        let red = TextStyle {
            bg_bar_color: "#FF0000".into(),
            bg_bar_opacity: 1.0,
            ..TextStyle::default()
        };
        let one = bar_rows(
            &TextStyle {
                max_chars_per_line: 40.0,
                ..red.clone()
            },
            "aaaa bbbb cccc",
        );
        let three = bar_rows(
            &TextStyle {
                max_chars_per_line: 5.0,
                ..red.clone()
            },
            "aaaa bbbb cccc",
        );
        assert!(one > 0 && three > one * 2, "{one} {three}");
        let none = bar_rows(
            &TextStyle {
                bg_bar_mode: "none".into(),
                ..red
            },
            "aaaa",
        );
        assert_eq!(none, 0);
    }

    #[test]
    fn text_transform_applies() {
        assert_eq!(transform("Hello You", "uppercase"), "HELLO YOU");
        assert_eq!(transform("Hello You", "lowercase"), "hello you");
        assert_eq!(transform("Hello You", "none"), "Hello You");
    }
}
