//! Characters (saved faces): list pages, create from a prepared photo or a web address, detail with
//! editability, update (notes, a new reference; the notes sent are kept here, as the spec documents
//! no answer that carries them), delete with the service's counts (the local copies of
//! what was made with the face go to the local trash, as the service deletes them). Every request is
//! checked with `media_api::rules` first, so field errors come back before anything is sent. Pictures in
//! list and detail point at the app's media server (`character_faces`).

use crate::base::error::{CoreError, Result};
use crate::jobs::Below;
use media_api::rules::{self, limits, FieldError};
use media_api::types::characters::{
    Character, CreateCharacterRequest, DeletedCounts, ListCharactersQuery, UpdateCharacterRequest,
};
use media_api::{say, CharacterId, Client};
use serde::Serialize;

/// A page of characters as `GET /api/characters` gives it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CharacterPage {
    pub characters: Vec<Character>,
    /// All characters of the account, when the service says.
    pub total: Option<f64>,
    pub has_more: bool,
    pub limit: u32,
    pub offset: u32,
}

/// One character with its generated images and videos, and whether it may be changed.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CharacterView {
    pub character: Character,
    /// False when the character was published to the marketplace or sold.
    pub can_edit: bool,
    pub is_from_purchase: bool,
    /// The notes limit (media-api's rules), for the counter.
    pub notes_max_chars: u32,
}

/// What deleting a character did: what the service deleted with it, and how many of the library's copies
/// made with its face went to the local trash (where they can still be saved to disk or put back).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CharacterDeleted {
    pub deleted: DeletedCounts,
    pub moved_to_trash: u32,
}

/// A 1x1 PNG standing in for a prepared photo while checking (the real one is known to fit).
const STAND_IN: &str = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/// A request's photo field and the rules that check it (a create's or an update's).
type Photo<R> = fn(&mut R) -> &mut Option<String>;
type Rules<R> = fn(&R, &media_api::RuleContext) -> Vec<FieldError>;

/// Every field error of a request whose photo is the prepared `token` (stood in for while checking: the
/// real one is known to fit), or its own.
fn check_with<R: Clone>(
    below: &Below,
    request: &R,
    token: Option<&str>,
    (photo, rules): (Photo<R>, Rules<R>),
) -> Vec<FieldError> {
    let mut req = request.clone();
    let mut errs = Vec::new();
    match token.map(|t| below.refs.prepared_data_uri(t)) {
        Some(Ok(_)) => *photo(&mut req) = Some(STAND_IN.to_string()),
        Some(Err(e)) => errs.push(FieldError::new("referenceImage", e.said())),
        None => {}
    }
    errs.extend(rules(&req, &below.session.rule_context()));
    errs
}

/// The prepared photo `token` put into the request, and the request refused by the rules before
/// anything is sent.
fn ready<R>(
    below: &Below,
    req: &mut R,
    token: Option<&str>,
    (photo, rules): (Photo<R>, Rules<R>),
) -> Result<()> {
    if let Some(t) = token {
        *photo(req) = Some(below.refs.prepared_data_uri(t)?);
    }
    CoreError::if_any(&rules(req, &below.session.rule_context()))
}

const CREATE: (Photo<CreateCharacterRequest>, Rules<CreateCharacterRequest>) =
    (|r| &mut r.reference_image, rules::validate_create_character);
const UPDATE: (Photo<UpdateCharacterRequest>, Rules<UpdateCharacterRequest>) =
    (|r| &mut r.reference_image, rules::validate_update_character);

fn blank_to_none(v: &mut Option<String>) {
    if v.as_deref().map(|s| s.trim().is_empty()).unwrap_or(false) {
        *v = None;
    }
}

/// Drops empty optional fields of a create request (an empty box means "not given").
fn tidy_create(req: &mut CreateCharacterRequest) {
    req.name = req.name.trim().to_string();
    for v in [
        &mut req.reference_url,
        &mut req.reference_image,
        &mut req.description,
        &mut req.hair_color,
        &mut req.hair_style,
        &mut req.age,
        &mut req.expression,
        &mut req.makeup,
        &mut req.top_type,
        &mut req.top_color,
        &mut req.top_details,
        &mut req.bottom_type,
        &mut req.bottom_color,
        &mut req.bottom_details,
    ] {
        blank_to_none(v);
    }
    if let Some(u) = &mut req.reference_url {
        *u = u.trim().to_string();
    }
}

fn id_of(id: &str) -> Result<CharacterId> {
    let errs = rules::validate_id("id", id);
    CoreError::if_any(&errs)?;
    Ok(CharacterId::from(id.to_string()))
}

pub(crate) async fn list(
    below: &Below,
    limit: Option<u32>,
    offset: Option<u32>,
) -> Result<CharacterPage> {
    let client = below.session.client()?;
    let limit = limit
        .unwrap_or(limits::CHARACTERS_PAGE_DEFAULT as u32)
        .max(1);
    let offset = offset.unwrap_or(0);
    let q = ListCharactersQuery {
        limit: Some(limit.into()),
        offset: Some(offset.into()),
    };
    let mut list = client
        .characters()
        .list(&q)
        .await
        .inspect_err(|e| below.session.observe_error(e))?;
    localize(below, &client, &mut list.characters).await;
    let n = list.characters.len() as u64;
    let has_more = list
        .has_more
        .unwrap_or_else(|| list.total.map(|t| offset as u64 + n < t).unwrap_or(false));
    Ok(CharacterPage {
        total: list.total.map(|t| t as f64),
        characters: list.characters,
        has_more,
        limit,
        offset,
    })
}

pub(crate) fn check(
    below: &Below,
    request: &CreateCharacterRequest,
    reference_token: Option<&str>,
) -> Vec<FieldError> {
    let mut req = request.clone();
    tidy_create(&mut req);
    check_with(below, &req, reference_token, CREATE)
}

pub(crate) async fn create(
    below: &Below,
    request: CreateCharacterRequest,
    reference_token: Option<String>,
) -> Result<Character> {
    let client = below.session.client()?;
    let mut req = request;
    tidy_create(&mut req);
    ready(below, &mut req, reference_token.as_deref(), CREATE)?;
    let out = client
        .characters()
        .create(&req)
        .await
        .inspect_err(|e| below.session.observe_error(e))?;
    if let Some(t) = &reference_token {
        below.refs.forget(t);
    }
    Ok(out.character)
}

pub(crate) async fn get(below: &Below, id: &str) -> Result<CharacterView> {
    let client = below.session.client()?;
    let mut d = client
        .characters()
        .get(&id_of(id)?)
        .await
        .inspect_err(|e| below.session.observe_error(e))?;
    localize(below, &client, std::slice::from_mut(&mut d.character)).await;
    if d.character.notes.is_none() {
        d.character.notes = below.store.character_notes(id)?;
    }
    Ok(CharacterView {
        can_edit: d.can_edit(),
        is_from_purchase: d.is_from_purchase.unwrap_or(false),
        character: d.character,
        notes_max_chars: limits::NOTES_MAX_CHARS as u32,
    })
}

pub(crate) fn check_update(
    below: &Below,
    request: &UpdateCharacterRequest,
    reference_token: Option<&str>,
) -> Vec<FieldError> {
    check_with(below, request, reference_token, UPDATE)
}

pub(crate) async fn update(
    below: &Below,
    id: &str,
    request: UpdateCharacterRequest,
    reference_token: Option<String>,
) -> Result<Character> {
    let client = below.session.client()?;
    let id = id_of(id)?;
    let mut req = request;
    ready(below, &mut req, reference_token.as_deref(), UPDATE)?;
    let out = client.characters().update(&id, &req).await.map_err(|e| {
        below.session.observe_error(&e);
        match e {
            media_api::Error::Forbidden { .. } => CoreError::new(
                crate::base::error::ErrorCode::Forbidden,
                say!(
                    "characters.locked",
                    "This character is locked: it was published to the marketplace or sold, so it can't be changed."
                ),
            ),
            e => CoreError::from(e),
        }
    })?;
    if let Some(t) = &reference_token {
        below.refs.forget(t);
    }
    if let Some(notes) = &req.notes {
        below.store.character_notes_save(id.as_str(), notes)?;
    }
    Ok(out.character)
}

pub(crate) async fn delete(below: &Below, id: &str) -> Result<CharacterDeleted> {
    let client = below.session.client()?;
    let out = client
        .characters()
        .delete(&id_of(id)?)
        .await
        .inspect_err(|e| below.session.observe_error(e))?;
    // The service deleted every picture and video made with the face: their copies here leave the
    // gallery for the trash, like any item deleted at the service.
    let moved_to_trash = below
        .store
        .trash_of_character(id, &crate::base::model::now())?;
    Ok(CharacterDeleted {
        deleted: out.deleted.unwrap_or_default(),
        moved_to_trash,
    })
}

/// The characters' pictures served from this computer (the web view shows no other).
async fn localize(below: &Below, client: &Client, characters: &mut [Character]) {
    crate::features::character_faces::localize(&below.media, &below.paths, client, characters)
        .await;
}
