//! POST /api/slideshows/generate and GET /api/slideshows/{id}. Unknown textStyle keys are refused
//! (media-api's raw textStyle check); slides missing from the request are written from the topic;
//! the merged textStyle is drawn onto every slide picture.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::response::Response;
use media_api::pricing::Priced;
use media_api::types::slideshows::GenerateSlideshowRequest;
use serde_json::{json, Value};

use super::support::{accept_job, check, cost, NewJob, CTX};
use crate::catalog::{generated_slides, hook_type};
use crate::http::auth::Auth;
use crate::http::body::{decode, ok, ok_charged, RawBody};
use crate::http::error::{ApiError, ApiResult};
use crate::media::slides::{SlideshowSpec, TextStyle};
use crate::state::model::{JobKind, Output, RenderSpec};
use crate::state::Shared;
use crate::util::iso;

pub async fn generate(
    State(sb): State<Shared>,
    auth: Auth,
    RawBody(body): RawBody,
) -> ApiResult<Response> {
    let raw: Value = decode(&body)?;
    if let Some(ts) = raw.get("textStyle").filter(|v| !v.is_null()) {
        check(media_api::rules::validate_text_style_value(ts, "textStyle"))?;
    }
    let req: GenerateSlideshowRequest = decode(&body)?;
    check(media_api::rules::validate_generate_slideshow(&req, &CTX))?;
    let (character_name, reference_file) = match &req.character_id {
        Some(cid) => {
            let st = sb.lock();
            let c = st
                .characters
                .get(cid.as_str())
                .filter(|c| c.account_id == auth.account_id)
                .ok_or_else(|| ApiError::not_found("character"))?;
            (Some(c.name.clone()), c.reference.file.clone())
        }
        None => (None, None),
    };
    let hook = req.hook_type.as_ref().and_then(|h| hook_type(h.as_str()));
    // The hook type's default (the sandbox's own list, which knows formats the spec's table does
    // not), else 6.
    let count = req
        .slide_count
        .or(hook.map(|h| h.default_slides))
        .unwrap_or(media_api::catalog::DEFAULT_SLIDE_COUNT);
    let mut priced_req = req.clone();
    priced_req.slide_count = Some(count);
    let generated = generated_slides(&req.topic, hook, count, req.product_name.as_deref());
    let given = req.slides.clone().unwrap_or_default();
    let slides: Vec<(String, String)> = generated
        .into_iter()
        .enumerate()
        .map(|(i, (text, prompt))| {
            let g = given.get(i);
            (
                g.and_then(|s| s.text.clone()).unwrap_or(text),
                g.and_then(|s| s.image_prompt.clone()).unwrap_or(prompt),
            )
        })
        .collect();
    let style = TextStyle::merged(raw.get("textStyle").and_then(Value::as_object));
    let provider = req
        .image_provider
        .as_ref()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| "grok-image".into());
    let credits = cost(
        &Priced::Slideshow {
            request: priced_req,
        },
        &auth,
    );
    let mut meta = BTreeMap::new();
    meta.insert("topic".to_string(), req.topic.clone());
    if let Some(h) = &req.hook_type {
        meta.insert("hookType".to_string(), h.as_str().to_string());
    }
    let spec = SlideshowSpec {
        topic: req.topic.clone(),
        provider: provider.clone(),
        slides,
        style,
        character_name,
        reference_file,
    };
    let id = accept_job(
        &sb,
        &auth,
        NewJob {
            kind: JobKind::Slideshow,
            prefix: "show",
            prompt: req.topic.clone(),
            credits,
            description: format!("Slideshow ({count} slides, {provider})"),
            spec: RenderSpec::Slideshow(spec),
            meta,
        },
    )?;
    let poll_url = format!("/api/slideshows/{id}");
    Ok(ok_charged(
        json!({ "id": id, "creditsCost": credits, "pollUrl": poll_url }),
        credits,
    ))
}

pub async fn get_one(
    State(sb): State<Shared>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let now = sb.now_ms();
    let st = sb.lock();
    let job = st
        .job_of(&auth.account_id, &id, JobKind::Slideshow)
        .ok_or_else(|| ApiError::not_found("slideshow"))?;
    let status = job.status(now);
    let slides: Vec<Value> = match job.visible_output(now) {
        Some(Output::Slides(s)) => s
            .iter()
            .map(|(f, c)| json!({ "imageUrl": sb.media.url(f), "caption": c }))
            .collect(),
        _ => Vec::new(),
    };
    let mut show = json!({
        "id": job.id, "status": status.name(), "topic": job.meta.get("topic"), "slides": slides,
        "progress": status.progress(job.kind), "error": status.error(), "createdAt": iso(job.created_ms),
        "creditsCost": job.credits,
    });
    if let Some(h) = job.meta.get("hookType") {
        show["hookType"] = json!(h);
    }
    Ok(ok(json!({ "slideshow": show })))
}
