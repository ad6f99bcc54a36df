//! /api/characters: list, create, get (with generated images and videos), update (403 once
//! published or sold; a replaced reference file is deleted), delete (with images, videos and files).

use std::collections::{BTreeMap, HashMap};

use axum::extract::{Path, Query, State};
use axum::response::Response;
use media_api::types::characters::{
    CreateCharacterRequest, ListCharactersQuery, UpdateCharacterRequest,
};
use serde_json::{json, Value};

use super::support::{check, decode_inline, own_origin, reference_from_url, store_inline, CTX};
use crate::http::auth::Auth;
use crate::http::body::{ok, RawBody};
use crate::http::error::{ApiError, ApiResult};
use crate::state::model::{Character, Reference};
use crate::state::{Shared, Store};
use crate::util::iso;

const NOT_ATTRS: &[&str] = &["name", "referenceUrl", "referenceImage"];

/// Optional string attributes of a create/update body, by wire name.
fn attrs_of(v: &Value) -> BTreeMap<String, String> {
    v.as_object()
        .map(|o| {
            o.iter()
                .filter(|(k, _)| !NOT_ATTRS.contains(&k.as_str()))
                .filter_map(|(k, v)| v.as_str().map(|s| (k.clone(), s.to_string())))
                .collect()
        })
        .unwrap_or_default()
}

/// The reference URL to show: a file the sandbox holds is named on its current media origin.
fn reference_url(sb: &Shared, r: &Reference) -> String {
    match &r.file {
        Some(f) if sb.media.is_own_url(&r.url) || r.owned => sb.media.url(f),
        _ => r.url.clone(),
    }
}

fn summary(sb: &Shared, c: &Character, stamp: &str, ms: i64) -> Value {
    let mut v =
        json!({ "id": c.id, "name": c.name, "referenceUrl": reference_url(sb, &c.reference) });
    v[stamp] = json!(iso(ms));
    for (k, val) in &c.attrs {
        v[k] = json!(val);
    }
    v
}

fn parse_num(q: &HashMap<String, String>, key: &str) -> ApiResult<Option<i64>> {
    q.get(key)
        .map(|s| {
            s.trim()
                .parse::<i64>()
                .map_err(|_| ApiError::field(key, format!("{key} must be a whole number")))
        })
        .transpose()
}

pub async fn list(
    State(sb): State<Shared>,
    auth: Auth,
    Query(q): Query<HashMap<String, String>>,
) -> ApiResult<Response> {
    let query = ListCharactersQuery {
        limit: parse_num(&q, "limit")?,
        offset: parse_num(&q, "offset")?,
    };
    check(media_api::rules::validate_list_characters(&query))?;
    let (limit, offset) = (
        query.limit.unwrap_or(50) as usize,
        query.offset.unwrap_or(0) as usize,
    );
    let st = sb.lock();
    let mut mine: Vec<&Character> = st
        .characters
        .values()
        .filter(|c| c.account_id == auth.account_id)
        .collect();
    mine.sort_by(|a, b| b.created_ms.cmp(&a.created_ms).then(a.id.cmp(&b.id)));
    let total = mine.len();
    let page: Vec<Value> = mine
        .iter()
        .skip(offset)
        .take(limit)
        .map(|c| summary(&sb, c, "createdAt", c.created_ms))
        .collect();
    Ok(ok(
        json!({ "characters": page, "total": total, "hasMore": offset + page.len() < total }),
    ))
}

fn new_reference(
    sb: &Shared,
    stem: &str,
    url: Option<&str>,
    image: Option<&str>,
) -> ApiResult<Option<Reference>> {
    if let Some(img) = image {
        let bytes = decode_inline(img).ok_or_else(|| {
            ApiError::field("referenceImage", "The image data is not valid base64")
        })?;
        return store_inline(sb, stem, &bytes).map(Some);
    }
    Ok(url.map(|u| reference_from_url(sb, u)))
}

pub async fn create(
    State(sb): State<Shared>,
    auth: Auth,
    RawBody(body): RawBody,
) -> ApiResult<Response> {
    let raw: Value = crate::http::body::decode(&body)?;
    let req: CreateCharacterRequest = crate::http::body::decode(&body)?;
    check(media_api::rules::validate_create_character(&req, &CTX))?;
    own_origin(&sb, &[("referenceUrl", req.reference_url.as_deref())])?;
    let id = sb.mutate(|st| st.new_id("char"));
    let reference = new_reference(
        &sb,
        &format!("{id}-ref"),
        req.reference_url.as_deref(),
        req.reference_image.as_deref(),
    )?
    .unwrap_or_default();
    let now = sb.now_ms();
    let c = Character {
        id: id.clone(),
        account_id: auth.account_id.clone(),
        name: req.name.trim().to_string(),
        reference,
        attrs: attrs_of(&raw),
        created_ms: now,
        updated_ms: now,
        published: false,
        sold: false,
    };
    let v = summary(&sb, &c, "createdAt", now);
    sb.mutate(|st| st.characters.insert(id, c));
    Ok(ok(json!({ "character": v })))
}

fn owned<'a>(st: &'a Store, auth: &Auth, id: &str) -> ApiResult<&'a Character> {
    st.characters
        .get(id)
        .filter(|c| c.account_id == auth.account_id)
        .ok_or_else(|| ApiError::not_found("character"))
}

pub async fn get_one(
    State(sb): State<Shared>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let st = sb.lock();
    let c = owned(&st, &auth, &id)?;
    let video_json = |v: &crate::state::model::VideoRec| {
        let url = sb.media.url(&v.file);
        json!({ "id": v.id, "url": url, "videoUrl": url, "prompt": v.prompt, "createdAt": iso(v.created_ms), "sourceImageId": v.source_image_id })
    };
    let mut images: Vec<_> = st
        .images
        .values()
        .filter(|i| i.character_id.as_deref() == Some(&id))
        .collect();
    images.sort_by_key(|i| i.created_ms);
    let images: Vec<Value> = images
        .iter()
        .map(|i| {
            let vids: Vec<Value> = st.videos.values().filter(|v| v.source_image_id.as_deref() == Some(&i.id)).map(video_json).collect();
            json!({ "id": i.id, "url": sb.media.url(&i.file), "prompt": i.prompt, "createdAt": iso(i.created_ms), "generatedVideos": vids })
        })
        .collect();
    let videos: Vec<Value> = st
        .videos
        .values()
        .filter(|v| v.character_id.as_deref() == Some(&id))
        .map(video_json)
        .collect();
    let mut v = summary(&sb, c, "createdAt", c.created_ms);
    v["updatedAt"] = json!(iso(c.updated_ms));
    v["generatedImages"] = json!(images);
    v["generatedVideos"] = json!(videos);
    let can_edit = !(c.published || c.sold);
    Ok(ok(
        json!({ "character": v, "editability": { "canEdit": can_edit }, "isFromPurchase": false }),
    ))
}

pub async fn update(
    State(sb): State<Shared>,
    auth: Auth,
    Path(id): Path<String>,
    RawBody(body): RawBody,
) -> ApiResult<Response> {
    {
        let st = sb.lock();
        let c = owned(&st, &auth, &id)?;
        if c.published || c.sold {
            return Err(ApiError::forbidden("This character was published to the marketplace or sold and can no longer be edited"));
        }
    }
    let raw: Value = crate::http::body::decode(&body)?;
    let req: UpdateCharacterRequest = crate::http::body::decode(&body)?;
    check(media_api::rules::validate_update_character(&req, &CTX))?;
    own_origin(&sb, &[("referenceUrl", req.reference_url.as_deref())])?;
    let stem = format!("{id}-ref-{}", sb.mutate(|st| st.new_id("v")));
    let reference = new_reference(
        &sb,
        &stem,
        req.reference_url.as_deref(),
        req.reference_image.as_deref(),
    )?;
    let now = sb.now_ms();
    let (v, old) = sb.mutate(|st| {
        let c = st
            .characters
            .get_mut(&id)
            .ok_or_else(|| ApiError::not_found("character"))?;
        if let Some(name) = &req.name {
            c.name = name.trim().to_string();
        }
        c.attrs.extend(attrs_of(&raw));
        let old = reference.map(|r| std::mem::replace(&mut c.reference, r));
        c.updated_ms = now;
        Ok::<_, ApiError>((summary(&sb, c, "updatedAt", now), old))
    })?;
    if let Some(Reference {
        file: Some(f),
        owned: true,
        ..
    }) = old
    {
        sb.media.remove(&f);
    }
    Ok(ok(json!({ "character": v })))
}

pub async fn delete(
    State(sb): State<Shared>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let files = sb.mutate(|st| {
        owned(st, &auth, &id)?;
        let c = st
            .characters
            .remove(&id)
            .ok_or_else(|| ApiError::not_found("character"))?;
        let image_ids: Vec<String> = st
            .images
            .values()
            .filter(|i| i.character_id.as_deref() == Some(&id))
            .map(|i| i.id.clone())
            .collect();
        let video_ids: Vec<String> = st
            .videos
            .values()
            .filter(|v| {
                v.character_id.as_deref() == Some(&id)
                    || v.source_image_id
                        .as_ref()
                        .is_some_and(|s| image_ids.contains(s))
            })
            .map(|v| v.id.clone())
            .collect();
        let mut files: Vec<String> = Vec::new();
        files.extend(
            image_ids
                .iter()
                .filter_map(|i| st.images.remove(i))
                .map(|i| i.file),
        );
        files.extend(
            video_ids
                .iter()
                .filter_map(|v| st.videos.remove(v))
                .map(|v| v.file),
        );
        if let Reference {
            file: Some(f),
            owned: true,
            ..
        } = c.reference
        {
            files.push(f);
        }
        Ok::<_, ApiError>((files, image_ids.len(), video_ids.len()))
    })?;
    let (files, images, videos) = files;
    for f in &files {
        sb.media.remove(f);
    }
    Ok(ok(
        json!({ "deleted": { "images": images, "videos": videos } }),
    ))
}
