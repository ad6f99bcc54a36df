//! The one table of documented limits, as constants and pure validation functions.
//!
//! Every function returns field-level errors (`field` is a camelCase JSON path such as
//! `formData.photography.aspectRatio` or `slides[3].text`; `message` is plain words for a creator).
//! The client runs them before sending anything; the sandbox runs them when receiving; the app can
//! run them on a draft while the creator types.

mod characters;
mod check;
mod images;
pub mod limits;
mod misc;
mod slideshows;
mod tools;
mod videos;

pub use characters::{
    validate_create_character, validate_list_characters, validate_update_character,
};
pub use check::{is_loopback, sniff_image_format, ImageFormat};
pub use images::{validate_generate_image, validate_image_provider};
pub use misc::{
    validate_add_music, validate_create_api_key, validate_generate_music, validate_id,
    validate_revoke_api_key,
};
pub use slideshows::{
    effective_slide_count, known_slide_count, validate_generate_slideshow, validate_text_style,
    validate_text_style_value,
};
pub use tools::{
    validate_image_url_tool, validate_mute_video, validate_overlay_text, validate_stitch_videos,
    validate_trim_video,
};
pub use videos::{
    validate_avatar_video, validate_standard_video, validate_video_edit, video_duration_range,
};

use crate::words::Words;
use serde::{Deserialize, Serialize};

/// One problem with one field of a request.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct FieldError {
    /// camelCase JSON path, e.g. `formData.photography.aspectRatio`, `slides[3].text`; empty when the
    /// problem concerns the request as a whole.
    pub field: String,
    /// Plain words for a creator (English).
    pub message: String,
    /// The same by catalogue key, for a window in another language; absent for a message the service
    /// wrote.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "specta", specta(optional))]
    pub words: Option<Words>,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<Words>) -> Self {
        let words: Words = message.into();
        FieldError {
            field: field.into(),
            message: words.text.clone(),
            words: (!words.key.is_empty()).then_some(words),
        }
    }

    /// Its words: by key when it has one, else its message as it is.
    pub fn said(&self) -> Words {
        self.words
            .clone()
            .unwrap_or_else(|| Words::plain(self.message.clone()))
    }
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.field, self.message)
        }
    }
}

/// What validation needs to know about where the request goes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RuleContext {
    /// Accept plain `http://` URLs with a loopback host where the spec demands HTTPS. Set only when the
    /// service itself is on loopback (the sandbox serves media from a second loopback port).
    pub allow_loopback_http: bool,
}

impl RuleContext {
    /// The strict context of the real service.
    pub const STRICT: RuleContext = RuleContext {
        allow_loopback_http: false,
    };
    /// The context of a loopback sandbox.
    pub const LOOPBACK: RuleContext = RuleContext {
        allow_loopback_http: true,
    };
}

/// Collects errors; a small helper shared by the validators.
#[derive(Debug, Default)]
pub(crate) struct Errors(pub Vec<FieldError>);

impl Errors {
    pub fn push(&mut self, field: impl Into<String>, message: impl Into<Words>) {
        self.0.push(FieldError::new(field, message));
    }
    pub fn extend(&mut self, other: Vec<FieldError>) {
        self.0.extend(other);
    }
    pub fn into_vec(self) -> Vec<FieldError> {
        self.0
    }
}

/// Joins a path prefix and a field name (`""` + `name` = `name`).
pub(crate) fn path(prefix: &str, field: &str) -> String {
    if prefix.is_empty() {
        field.to_string()
    } else {
        format!("{prefix}.{field}")
    }
}
