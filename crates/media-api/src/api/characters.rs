//! `/api/characters`.

use super::{check, handle};
use crate::client::Method;
use crate::error::Result;
use crate::ids::CharacterId;
use crate::rules;
use crate::types::characters::{
    CharacterDeleted, CharacterDetail, CharacterEnvelope, CharacterList, CreateCharacterRequest,
    ListCharactersQuery, UpdateCharacterRequest,
};

handle!(
    /// Saved characters (reference faces).
    Characters
);

impl Characters<'_> {
    /// A page of characters (limit default 50).
    pub async fn list(&self, query: &ListCharactersQuery) -> Result<CharacterList> {
        check(rules::validate_list_characters(query))?;
        let mut q = Vec::new();
        if let Some(l) = query.limit {
            q.push(("limit", l.to_string()));
        }
        if let Some(o) = query.offset {
            q.push(("offset", o.to_string()));
        }
        self.client.get(&["characters"], &q).await
    }

    pub async fn create(&self, req: &CreateCharacterRequest) -> Result<CharacterEnvelope> {
        check(rules::validate_create_character(
            req,
            &self.client.rule_context(),
        ))?;
        self.client
            .call_long(Method::Post, &["characters"], &[], Some(req))
            .await
    }

    /// One character with its generated images and videos and its editability.
    pub async fn get(&self, id: &CharacterId) -> Result<CharacterDetail> {
        check(rules::validate_id("id", id.as_str()))?;
        self.client.get(&["characters", id.as_str()], &[]).await
    }

    /// Updates a character; 403 (`Error::Forbidden`) when it was published or sold.
    pub async fn update(
        &self,
        id: &CharacterId,
        req: &UpdateCharacterRequest,
    ) -> Result<CharacterEnvelope> {
        let mut errors = rules::validate_id("id", id.as_str());
        errors.extend(rules::validate_update_character(
            req,
            &self.client.rule_context(),
        ));
        check(errors)?;
        self.client
            .call_long(Method::Patch, &["characters", id.as_str()], &[], Some(req))
            .await
    }

    /// Deletes a character with all its generated images and videos. Irreversible.
    pub async fn delete(&self, id: &CharacterId) -> Result<CharacterDeleted> {
        check(rules::validate_id("id", id.as_str()))?;
        self.client
            .call::<_, ()>(Method::Delete, &["characters", id.as_str()], &[], None)
            .await
    }
}
