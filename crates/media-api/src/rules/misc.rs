//! Music, API keys, mixing, identifiers.

use super::check::non_blank;
use super::limits::{MUSIC_MAX_MS, MUSIC_MIN_MS};
use super::{Errors, FieldError, RuleContext};
use crate::types::api_keys::{CreateApiKeyRequest, RevokeApiKeyRequest};
use crate::types::mixing::AddMusicRequest;
use crate::types::music::GenerateMusicRequest;

/// Prompt non-empty; duration 1 to 300000 ms.
pub fn validate_generate_music(req: &GenerateMusicRequest, _ctx: &RuleContext) -> Vec<FieldError> {
    let mut errs = Errors::default();
    non_blank(&mut errs, "prompt", &req.prompt, "The music description");
    if req.duration < MUSIC_MIN_MS {
        errs.push("duration", "Choose how long the music should be");
    } else if req.duration > MUSIC_MAX_MS {
        errs.push(
            "duration",
            format!(
                "Music can be at most 5 minutes (300000 ms); you asked for {} ms",
                req.duration
            ),
        );
    }
    if let Some(p) = &req.preset {
        non_blank(&mut errs, "preset", p, "The preset");
    }
    errs.into_vec()
}

/// Key name non-empty.
pub fn validate_create_api_key(req: &CreateApiKeyRequest) -> Vec<FieldError> {
    let mut errs = Errors::default();
    non_blank(&mut errs, "name", &req.name, "The key name");
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
        errs.push(field, "An identifier is required");
    }
    errs.into_vec()
}
