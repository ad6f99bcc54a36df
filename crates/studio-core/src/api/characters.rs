//! Characters (saved faces, `characters`) and the photos prepared to become one (`base::reference`).

use super::Core;
use crate::base::error::Result;
use crate::base::reference::PreparedReference;
use crate::features::characters::{self, CharacterDeleted, CharacterPage, CharacterView};
use media_api::rules::FieldError;
use media_api::types::characters::{Character, CreateCharacterRequest, UpdateCharacterRequest};
use std::path::PathBuf;

impl Core {
    /// Prepares the photo at `path` (a dropped or chosen file) as a reference image.
    pub async fn reference_prepare(&self, path: PathBuf) -> Result<PreparedReference> {
        self.jobs.refs.prepare(path).await
    }

    /// A page of characters (limit default 50, as the service's).
    pub async fn characters_list(
        &self,
        limit: Option<u32>,
        offset: Option<u32>,
    ) -> Result<CharacterPage> {
        characters::list(&self.jobs, limit, offset).await
    }

    /// Every field error of a create request (nothing is sent). `reference_token` names a prepared photo.
    pub fn characters_check(
        &self,
        request: &CreateCharacterRequest,
        reference_token: Option<&str>,
    ) -> Vec<FieldError> {
        characters::check(&self.jobs, request, reference_token)
    }

    /// Creates a character; the reference is the prepared photo `reference_token`, or `referenceUrl`.
    pub async fn characters_create(
        &self,
        request: CreateCharacterRequest,
        reference_token: Option<String>,
    ) -> Result<Character> {
        characters::create(&self.jobs, request, reference_token).await
    }

    /// One character with its images and videos, editability and whether it came from a purchase.
    pub async fn characters_get(&self, id: &str) -> Result<CharacterView> {
        characters::get(&self.jobs, id).await
    }

    /// Every field error of an update (nothing is sent).
    pub fn characters_check_update(
        &self,
        request: &UpdateCharacterRequest,
        reference_token: Option<&str>,
    ) -> Vec<FieldError> {
        characters::check_update(&self.jobs, request, reference_token)
    }

    /// Changes a character (only the fields given); a prepared photo replaces the reference.
    /// A published or sold character answers `forbidden`.
    pub async fn characters_update(
        &self,
        id: &str,
        request: UpdateCharacterRequest,
        reference_token: Option<String>,
    ) -> Result<Character> {
        characters::update(&self.jobs, id, request, reference_token).await
    }

    /// Deletes a character with its generated images and videos; the service's counts of what went.
    pub async fn characters_delete(&self, id: &str) -> Result<CharacterDeleted> {
        characters::delete(&self.jobs, id).await
    }
}
