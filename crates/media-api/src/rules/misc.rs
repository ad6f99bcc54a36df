//! Music, API keys, mixing, identifiers.

use super::check::non_blank;
use super::limits::{MUSIC_MAX_MS, MUSIC_MIN_MS};
use super::{Errors, FieldError, RuleContext};
use crate::say;
use crate::types::api_keys::{CreateApiKeyRequest, RevokeApiKeyRequest};
use crate::types::mixing::AddMusicRequest;
use crate::types::music::GenerateMusicRequest;

/// Prompt non-empty; duration 1 to 300000 ms.
pub fn validate_generate_music(req: &GenerateMusicRequest, _ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    non_blank(
        &mut errs,
        "prompt",
        &req.prompt,
        say!(
            "rules.music_description_empty",
            "The music description can't be empty"
        ),
    );
    if req.duration < MUSIC_MIN_MS {
        errs.push(
            "duration",
            say!(
                "rules.choose_how_long_music",
                "Choose how long the music should be"
            ),
        );
    } else if req.duration > MUSIC_MAX_MS {
        errs.push(
            "duration",
            say!(
                "rules.music_too_long",
                "Music can be at most 5 minutes (300000 ms); you asked for {ms} ms",
                ms = req.duration
            ),
        );
    }
    if let Some(p) = &req.preset {
        non_blank(
            &mut errs,
            "preset",
            p,
            say!("rules.preset_empty", "The preset can't be empty"),
        );
    }
    errs.into_vec()
}

/// Key name non-empty.
pub fn validate_create_api_key(req: &CreateApiKeyRequest) -> Vec<FieldError> {
    let mut errs = Errors::default();
    non_blank(
        &mut errs,
        "name",
        &req.name,
        say!("rules.key_name_empty", "The key name can't be empty"),
    );
    errs.into_vec()
}

pub fn validate_revoke_api_key(req: &RevokeApiKeyRequest) -> Vec<FieldError> {
    validate_id("keyId", req.key_id.as_str())
}

/// videoId and musicId non-empty.
pub fn validate_add_music(req: &AddMusicRequest) -> Vec<FieldError> {
    let mut errs = validate_id("videoId", req.video_id.as_str());
    errs.extend(validate_id("musicId", req.music_id.as_str()));
    errs
}

/// An identifier (path segment or body field) must not be empty.
pub fn validate_id(field: &str, id: &str) -> Vec<FieldError> {
    let mut errs = Errors::default();
    if id.trim().is_empty() {
        errs.push(
            field,
            say!("rules.identifier_required", "An identifier is required"),
        );
    }
    errs.into_vec()
}
