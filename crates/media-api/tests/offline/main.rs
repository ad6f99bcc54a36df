//! Tests without a network: decoding, validation rules, pricing, catalogue, the TypeScript export; and
//! the `media` binary against a mock server (one test binary: one link).

mod catalog;
#[cfg(feature = "cli")]
mod cli;
mod decode;
mod pricing;
mod rules_characters;
mod rules_images;
mod rules_slideshows;
mod rules_tools;
mod rules_videos;
#[cfg(feature = "specta")]
mod typescript_export;

use media_api::FieldError;

/// Asserts that exactly the given field is refused, and that the message is worded for a person.
#[track_caller]
pub fn refused(errors: Vec<FieldError>, field: &str) -> String {
    let hit = errors.iter().find(|e| e.field == field);
    match hit {
        Some(e) => {
            assert!(!e.message.is_empty(), "empty message for {field}");
            assert!(
                errors.iter().all(|e| e.field == field),
                "other fields refused too: {errors:?}"
            );
            e.message.clone()
        }
        None => panic!("expected an error on `{field}`, got {errors:?}"),
    }
}

#[track_caller]
pub fn accepted(errors: Vec<FieldError>) {
    assert!(errors.is_empty(), "expected no errors, got {errors:?}");
}
