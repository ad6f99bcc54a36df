//! An edit of a picture: an image request whose face is a picture of this library (`ImageReference`'s
//! `mediaId`, "edited from"), sent with the words of the change. The picture is read from its file and
//! fitted like a character's face; without words there is nothing to ask for.

use super::face::{field_err, fit, Resolved};
use super::image::Face;
use crate::base::error::Result;
use crate::jobs::library::StoredReference;
use crate::jobs::Jobs;
use media_api::say;
use media_api::types::images::GenerateImageRequest;
use media_api::FieldError;

/// The field an edit's description of the change is checked on (the request's own).
pub const CHANGE_FIELD: &str = "simplePrompt";

/// An edit's own problem: no words of the change (unless the rules already said so on that field).
pub(crate) fn change_errors(
    face: &Face,
    request: &GenerateImageRequest,
    already: &[FieldError],
) -> Option<FieldError> {
    // An edit is the picture and the words of the change ("Image create and edit use POST
    // /api/generate/{provider}").
    let blank = request
        .simple_prompt
        .as_deref()
        .is_none_or(|p| p.trim().is_empty());
    (face.is_edit() && blank && !already.iter().any(|e| e.field == CHANGE_FIELD)).then(|| {
        FieldError::new(
            CHANGE_FIELD,
            say!(
                "images.describe_change_want_e",
                "Describe the change you want, e.g. “make the jacket red”"
            ),
        )
    })
}

/// The largest library file read to be edited: media-prep's own bound for a photo read whole.
const MAX_PICTURE_FILE: u64 = media_prep::limits::MAX_FILE_BYTES;

/// A picture of this library, read from its file and fitted like a character's face (sent as it is
/// when the service takes it; otherwise media-prep's pipeline fits it within 10 MB).
pub(crate) async fn picture(jobs: &Jobs, id: &str) -> Result<Resolved> {
    let gone = || {
        field_err(say!(
            "image_reference.picture_no_longer_library",
            "That picture is no longer in your library — choose another picture to edit"
        ))
    };
    let row = jobs.store.media(id)?.ok_or_else(gone)?;
    if row.kind != crate::base::model::MediaKind::Image {
        return Err(field_err(say!(
            "image_reference.only_picture_edited_here",
            "Only a picture can be edited here"
        )));
    }
    let path = jobs.paths.media_dir().join(&row.file);
    let too_big = field_err(say!(
        "image_reference.picture_file_too_large",
        "This picture's file is too large to send for an edit"
    ));
    match tokio::fs::metadata(&path).await {
        Ok(m) if m.len() > MAX_PICTURE_FILE => return Err(too_big),
        Ok(_) => {}
        Err(_) => return Err(gone()),
    }
    let bytes = tokio::fs::read(&path).await.map_err(|_| gone())?;
    let (mime, bytes) = crate::base::error::blocking(
        say!(
            "image_reference.something_went_wrong_while_2",
            "Something went wrong while preparing the picture"
        ),
        move || fit(bytes),
    )
    .await??;
    Ok(Resolved {
        data_uri: media_prep::to_data_uri(mime, &bytes),
        stored: StoredReference {
            media_id: Some(row.id),
            ..Default::default()
        },
    })
}
