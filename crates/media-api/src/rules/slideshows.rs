//! Slideshows: `POST /api/slideshows/generate` and its `textStyle`.

use super::check::{is_hex_colour, non_blank};
use super::limits::{
    BG_BAR_OPACITY_MAX, BG_BAR_OPACITY_MIN, SLIDE_COUNT_MAX, SLIDE_COUNT_MIN, TEXT_STYLE_KEYS,
};
use super::{path, Errors, FieldError, RuleContext};
use crate::catalog;
use crate::say;
use crate::types::slideshows::{GenerateSlideshowRequest, TextStyle};
use serde_json::Value;

/// The slide count the service will use, where the spec says which: slideCount, else the default of
/// a hook type in the spec's table, else (no hook type) 6. `None` for a format the table does not list
/// given without a count: "default is the hook type's default", which the service alone knows.
pub fn known_slide_count(req: &GenerateSlideshowRequest) -> Option<u32> {
    match (req.slide_count, &req.hook_type) {
        (Some(n), _) => Some(n),
        (None, Some(h)) => catalog::hook_default_slides(h),
        (None, None) => Some(catalog::DEFAULT_SLIDE_COUNT),
    }
}

/// The slide count to price and check by: the known one, else the most a slideshow can have (so a
/// price is never below the charge).
pub fn effective_slide_count(req: &GenerateSlideshowRequest) -> u32 {
    known_slide_count(req).unwrap_or(SLIDE_COUNT_MAX)
}

pub fn validate_generate_slideshow(
    req: &GenerateSlideshowRequest,
    _ctx: &RuleContext,
) -> Vec<FieldError> {
    let mut errs = Errors::default();
    non_blank(
        &mut errs,
        "topic",
        &req.topic,
        say!("rules.topic_empty", "The topic can't be empty"),
    );
    if let Some(n) = req.slide_count {
        if !(SLIDE_COUNT_MIN..=SLIDE_COUNT_MAX).contains(&n) {
            errs.push(
                "slideCount", say!("rules.slideshow_has_slides_asked", "A slideshow has {slide_count_min} to {slide_count_max} slides (you asked for {n})", slide_count_min = SLIDE_COUNT_MIN, slide_count_max = SLIDE_COUNT_MAX, n = n),
            );
        }
    }
    if let Some(slides) = &req.slides {
        if known_slide_count(req).is_none() {
            errs.push(
                "slideCount", say!("rules.choose_how_many_slides", "Choose how many slides: this format's usual number is set by the service and not published"),
            );
        }
        let count = effective_slide_count(req);
        if slides.len() > count as usize {
            errs.push(
                "slides",
                say!(
                    "rules.too_many_slides",
                    "You wrote {written} slides but the slideshow has {count}: remove some or raise the slide count",
                    written = slides.len(),
                    count = count
                ),
            );
        }
        for (i, s) in slides.iter().enumerate() {
            if s.text.as_deref().is_some_and(|t| t.trim().is_empty()) {
                errs.push(
                    format!("slides[{i}].text"),
                    say!(
                        "rules.slide_text_empty_leave",
                        "Slide text can't be empty (leave it out to have it written for you)"
                    ),
                );
            }
        }
    }
    if let Some(p) = &req.image_provider {
        if !catalog::slideshow_image_providers().contains(p) {
            errs.push(
                "imageProvider",
                say!(
                    "rules.used_slideshow_images",
                    "\"{p}\" can't be used for slideshow images",
                    p = p
                ),
            );
        }
    }
    if let Some(c) = &req.character_id {
        if c.as_str().trim().is_empty() {
            errs.push(
                "characterId",
                say!(
                    "rules.choose_character_leave_out",
                    "Choose a character or leave it out"
                ),
            );
        }
    }
    if let Some(ts) = &req.text_style {
        errs.extend(validate_text_style(ts, "textStyle"));
    }
    errs.into_vec()
}

/// Values of a typed text style; `prefix` is the path of the style object (usually `textStyle`).
pub fn validate_text_style(ts: &TextStyle, prefix: &str) -> Vec<FieldError> {
    let mut errs = Errors::default();
    for key in ts.extra.keys() {
        errs.push(
            path(prefix, key),
            say!(
                "rules.not_text_style_setting",
                "\"{key}\" is not a text style setting",
                key = key
            ),
        );
    }
    if let Some(p) = &ts.position {
        if !p.is_known() {
            errs.push(
                path(prefix, "position"),
                say!(
                    "rules.position_must_top_center",
                    "Position must be top, center or bottom (not \"{p}\")",
                    p = p
                ),
            );
        }
    }
    if let Some(t) = &ts.text_transform {
        if !t.is_known() {
            errs.push(
                path(prefix, "textTransform"),
                say!(
                    "rules.letter_case_must_uppercase",
                    "Letter case must be uppercase, lowercase or none (not \"{t}\")",
                    t = t
                ),
            );
        }
    }
    for (key, value) in [
        ("textColor", &ts.text_color),
        ("strokeColor", &ts.stroke_color),
        ("bgBarColor", &ts.bg_bar_color),
    ] {
        if let Some(v) = value {
            if !is_hex_colour(v) {
                errs.push(
                    path(prefix, key),
                    say!(
                        "rules.colour_must_hex_code",
                        "Colour must be a hex code like #FFFFFF (not \"{v}\")",
                        v = v
                    ),
                );
            }
        }
    }
    if let Some(o) = ts.bg_bar_opacity {
        if !(BG_BAR_OPACITY_MIN..=BG_BAR_OPACITY_MAX).contains(&o) {
            errs.push(
                path(prefix, "bgBarOpacity"),
                say!(
                    "rules.bar_opacity_must_between",
                    "Bar opacity must be between 0 and 1 (you have {o})",
                    o = o
                ),
            );
        }
    }
    let numbers = [
        ("fontSize", ts.font_size, 1.0),
        ("strokeWidth", ts.stroke_width, 0.0),
        ("maxCharsPerLine", ts.max_chars_per_line, 1.0),
        ("letterSpacing", ts.letter_spacing, f64::MIN),
        ("verticalOffset", ts.vertical_offset, f64::MIN),
    ];
    for (key, value, min) in numbers {
        if let Some(v) = value {
            if !v.is_finite() {
                errs.push(
                    path(prefix, key),
                    say!("rules.enter_number", "Enter a number"),
                );
            } else if v < min {
                errs.push(
                    path(prefix, key),
                    say!(
                        "rules.must_at_least_have",
                        "Must be at least {min} (you have {v})",
                        min = min,
                        v = v
                    ),
                );
            }
        }
    }
    errs.into_vec()
}

/// Checks a raw JSON `textStyle` (as received): only the 15 documented keys, each of its documented
/// type, then the value rules of [`validate_text_style`].
pub fn validate_text_style_value(value: &Value, prefix: &str) -> Vec<FieldError> {
    let mut errs = Errors::default();
    let Some(obj) = value.as_object() else {
        errs.push(
            prefix,
            say!(
                "rules.text_style_must_object",
                "Text style must be an object of settings"
            ),
        );
        return errs.into_vec();
    };
    for (key, v) in obj {
        let expected = match key.as_str() {
            "fontSize" | "strokeWidth" | "bgBarOpacity" | "maxCharsPerLine" | "letterSpacing"
            | "verticalOffset" => "number",
            "watermark" => "boolean",
            k if TEXT_STYLE_KEYS.contains(&k) => "string",
            _ => {
                errs.push(
                    path(prefix, key),
                    say!(
                        "rules.not_text_style_setting",
                        "\"{key}\" is not a text style setting",
                        key = key
                    ),
                );
                continue;
            }
        };
        let ok = match expected {
            "number" => v.is_number(),
            "boolean" => v.is_boolean(),
            _ => v.is_string(),
        };
        if !ok && !v.is_null() {
            errs.push(
                path(prefix, key),
                match expected {
                    "number" => say!("rules.style_number", "{key} must be a number", key = key),
                    "boolean" => say!(
                        "rules.style_boolean",
                        "{key} must be true or false",
                        key = key
                    ),
                    _ => say!("rules.style_text", "{key} must be text", key = key),
                },
            );
        }
    }
    if errs.0.is_empty() {
        match serde_json::from_value::<TextStyle>(value.clone()) {
            Ok(ts) => errs.extend(validate_text_style(&ts, prefix)),
            Err(e) => errs.push(
                prefix,
                say!(
                    "rules.text_style_not_valid",
                    "Text style is not valid: {why}",
                    why = e.to_string()
                ),
            ),
        }
    }
    errs.into_vec()
}
