//! POST /api/generate/{provider} (image jobs) and GET /api/generate/image/{jobId}.

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::response::Response;
use media_api::pricing::Priced;
use media_api::types::images::GenerateImageRequest;
use media_api::ImageProvider;
use serde_json::{json, Value};

use super::support::{accept_job, check, cost, decode_inline, store_inline, NewJob, CTX};
use crate::http::auth::Auth;
use crate::http::body::{ok, ok_charged, Body};
use crate::http::error::{ApiError, ApiResult};
use crate::media::png::ImageSpec;
use crate::state::model::{JobKind, Output, RenderSpec};
use crate::state::Shared;
use crate::util::{iso, sha256_hex};

/// Natural-language excerpt of the structured form data: its string leaves, in order.
fn leaves(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if !s.trim().is_empty() => out.push(s.trim().to_string()),
        Value::Object(m) => m.values().for_each(|x| leaves(x, out)),
        Value::Array(a) => a.iter().for_each(|x| leaves(x, out)),
        _ => {}
    }
}

pub async fn generate(
    State(sb): State<Shared>,
    auth: Auth,
    Path(provider): Path<String>,
    Body(req): Body<GenerateImageRequest>,
) -> ApiResult<Response> {
    let provider = ImageProvider::parse(&provider);
    check(media_api::rules::validate_generate_image(
        &provider, &req, &CTX,
    ))?;
    let form = serde_json::to_value(&req.form_data).unwrap_or(Value::Null);
    let prompt_used = match &req.simple_prompt {
        Some(p) => json!({ "simplePrompt": p, "formData": form }).to_string(),
        None => form.to_string(),
    };
    let mut words = Vec::new();
    leaves(&form, &mut words);
    let excerpt = req
        .simple_prompt
        .clone()
        .unwrap_or_else(|| words.join(", "));
    // simplePrompt "bypasses structured form data": the strict profile takes none of it (the shape
    // too); the rich one still honours the form's aspect ratio.
    let form_shape = req
        .form_data
        .photography
        .as_ref()
        .and_then(|p| p.aspect_ratio.as_ref())
        .map(|a| a.as_str().to_string());
    let aspect = match (&req.simple_prompt, sb.profile.is_spec()) {
        (Some(_), true) => None,
        _ => form_shape,
    }
    .unwrap_or_else(|| "1:1".into());
    let credits = cost(
        &Priced::Image {
            provider: provider.clone(),
            request: req.clone(),
        },
        &auth,
    );

    // A reference matching a character's stored face links the images to that character.
    let (mut character_id, mut character_name, mut reference_file) = (None, None, None);
    let mut inline = None;
    if let Some(r) = &req.reference_image {
        let bytes = decode_inline(r).ok_or_else(|| {
            ApiError::field("referenceImage", "The image data is not valid base64")
        })?;
        let hash = sha256_hex(&bytes);
        let st = sb.lock();
        if let Some(c) = st
            .characters
            .values()
            .find(|c| c.account_id == auth.account_id && c.reference.hash.as_deref() == Some(&hash))
        {
            character_id = Some(c.id.clone());
            character_name = Some(c.name.clone());
            reference_file = c.reference.file.clone();
        }
        drop(st);
        if reference_file.is_none() {
            inline = Some(bytes);
        }
    }
    if let Some(bytes) = inline {
        let stem = format!("ref-{}", sha256_hex(&bytes)[..16].to_owned());
        reference_file = store_inline(&sb, &stem, &bytes)?.file;
    }
    let spec = ImageSpec {
        provider: provider.as_str().to_string(),
        prompt: excerpt,
        aspect_ratio: aspect,
        count: req.num_images_or_default(),
        high_res: req.wants_4k(),
        character_id: character_id.take(),
        character_name: character_name.take(),
        reference_file,
    };
    let job_id = accept_job(
        &sb,
        &auth,
        NewJob {
            kind: JobKind::Image,
            prefix: "imgjob",
            prompt: prompt_used.clone(),
            credits,
            description: format!("Image generation ({provider}, {} image(s))", spec.count),
            spec: RenderSpec::Image(spec),
            meta: BTreeMap::new(),
        },
    )?;
    Ok(ok_charged(
        json!({ "jobId": job_id, "promptUsed": prompt_used }),
        credits,
    ))
}

/// An image job as the jobs list and the single-job poll show it.
pub fn image_job_json(sb: &Shared, job: &crate::state::model::Job, now: i64) -> Value {
    let status = job.status(now);
    let mut v = json!({
        "id": job.id,
        "status": status.name(),
        "progress": status.progress(job.kind),
        "prompt": job.prompt,
        "error": status.error(),
        "createdAt": iso(job.created_ms),
    });
    if let Some(at) = status.finished_at() {
        v["completedAt"] = json!(iso(at));
    }
    if let Some(Output::Images(ids)) = job.visible_output(now) {
        let st = sb.lock();
        let urls: Vec<String> = ids
            .iter()
            .filter_map(|id| st.images.get(id))
            .map(|i| sb.media.url(&i.file))
            .collect();
        if let (Some(first_id), Some(first_url)) = (ids.first(), urls.first()) {
            v["imageId"] = json!(first_id);
            v["imageUrl"] = json!(first_url);
        }
        v["imageIds"] = json!(ids);
        v["imageUrls"] = json!(urls);
    }
    v
}

pub async fn poll(
    State(sb): State<Shared>,
    auth: Auth,
    Path(job_id): Path<String>,
) -> ApiResult<Response> {
    let now = sb.now_ms();
    let job = sb
        .lock()
        .job_of(&auth.account_id, &job_id, JobKind::Image)
        .cloned()
        .ok_or_else(|| ApiError::not_found("image job"))?;
    Ok(ok(image_job_json(&sb, &job, now)))
}
