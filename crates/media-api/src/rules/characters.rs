//! Characters: create, update, list.

use super::check::{chars, inline_image, non_blank, opt_non_blank, opt_url};
use super::limits::NOTES_MAX_CHARS;
use super::{Errors, FieldError, RuleContext};
use crate::say;
use crate::types::characters::{
    CreateCharacterRequest, ListCharactersQuery, UpdateCharacterRequest,
};

/// limit and offset non-negative.
pub fn validate_list_characters(q: &ListCharactersQuery) -> Vec<FieldError> {
    let mut errs = Errors::default();
    if let Some(l) = q.limit {
        if l < 0 {
            errs.push(
                "limit",
                say!(
                    "rules.page_size_negative_have",
                    "Page size can't be negative (you have {l})",
                    l = l
                ),
            );
        }
    }
    if let Some(o) = q.offset {
        if o < 0 {
            errs.push(
                "offset",
                say!(
                    "rules.offset_negative_have",
                    "Offset can't be negative (you have {o})",
                    o = o
                ),
            );
        }
    }
    errs.into_vec()
}

/// Name required; exactly one of referenceUrl / referenceImage.
pub fn validate_create_character(
    req: &CreateCharacterRequest,
    ctx: &RuleContext,
) -> Vec<FieldError> {
    let mut errs = Errors::default();
    non_blank(
        &mut errs,
        "name",
        &req.name,
        say!("rules.name_empty", "Name can't be empty"),
    );
    match (&req.reference_url, &req.reference_image) {
        (None, None) => errs.push(
            "referenceImage",
            say!(
                "rules.add_reference_photo_face",
                "Add a reference photo of the face (an image file or a web address)"
            ),
        ),
        (Some(_), Some(_)) => errs.push(
            "referenceImage",
            say!(
                "rules.give_either_reference_image",
                "Give either a reference image or a reference web address, not both"
            ),
        ),
        _ => {}
    }
    reference(
        &mut errs,
        req.reference_url.as_deref(),
        req.reference_image.as_deref(),
        ctx,
    );
    errs.into_vec()
}

/// Everything optional; notes at most 2000 characters; at most one of referenceUrl / referenceImage.
pub fn validate_update_character(
    req: &UpdateCharacterRequest,
    ctx: &RuleContext,
) -> Vec<FieldError> {
    let mut errs = Errors::default();
    opt_non_blank(
        &mut errs,
        "name",
        req.name.as_deref(),
        say!("rules.name_empty", "Name can't be empty"),
    );
    if req.reference_url.is_some() && req.reference_image.is_some() {
        errs.push(
            "referenceImage",
            say!(
                "rules.give_either_reference_image",
                "Give either a reference image or a reference web address, not both"
            ),
        );
    }
    reference(
        &mut errs,
        req.reference_url.as_deref(),
        req.reference_image.as_deref(),
        ctx,
    );
    if let Some(notes) = &req.notes {
        let n = chars(notes);
        if n > NOTES_MAX_CHARS {
            errs.push(
                "notes",
                say!(
                    "rules.notes_at_most_characters",
                    "Notes can be at most {notes_max_chars} characters (you have {n})",
                    notes_max_chars = NOTES_MAX_CHARS,
                    n = n
                ),
            );
        }
    }
    errs.into_vec()
}

fn reference(errs: &mut Errors, url: Option<&str>, image: Option<&str>, ctx: &RuleContext) {
    opt_url(errs, "referenceUrl", url, false, ctx);
    if let Some(img) = image {
        inline_image(errs, "referenceImage", img);
    }
}
