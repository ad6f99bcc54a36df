//! Shared by the route modules: rule checks (media-api's table), the own-origin URL rule, pricing,
//! inline images, media lookup, and job acceptance (balance check, single charge, render start).

use std::collections::BTreeMap;
use std::path::PathBuf;

use axum::http::StatusCode;
use base64::Engine as _;
use media_api::pricing::{estimate, Priced};
use media_api::{FieldError, RuleContext};

use crate::http::auth::Auth;
use crate::http::error::{ApiError, ApiResult};
use crate::media::render::spawn_render;
use crate::state::jobs::job_limit;
use crate::state::model::{Job, JobKind, Reference, RenderSpec};
use crate::state::Shared;

/// The sandbox is on loopback: plain http is allowed by the rule table for loopback hosts, and
/// [`own_origin`] narrows that to the sandbox's own media origin.
pub const CTX: RuleContext = RuleContext::LOOPBACK;

pub fn check(errors: Vec<FieldError>) -> ApiResult<()> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(ApiError::from_rules(errors))
    }
}

/// Where the spec demands HTTPS, plain http is accepted only for the sandbox's own media origin.
pub fn own_origin(sb: &Shared, fields: &[(&str, Option<&str>)]) -> ApiResult<()> {
    for (field, url) in fields {
        if let Some(u) = url.map(str::trim) {
            if u.starts_with("http://") && !sb.media.is_own_url(u) {
                return Err(ApiError::field(
                    *field,
                    "This address must start with https:// (the sandbox accepts plain http only for its own media)",
                ));
            }
        }
    }
    Ok(())
}

pub fn cost(priced: &Priced, auth: &Auth) -> i64 {
    estimate(priced, &auth.tier).get() as i64
}

/// What the strict profile charges for an operation whose price the spec does not publish (trim,
/// stitch, mute, a caption on a video, the shot prompt, a video edit): the reading that costs the
/// creator most, so that nothing the app calls free is free here. The rich profile charges nothing.
pub const UNPUBLISHED_CHARGE: i64 = 2;

pub fn unpublished_charge(sb: &Shared) -> i64 {
    if sb.profile.is_spec() {
        UNPUBLISHED_CHARGE
    } else {
        0
    }
}

/// Decodes a data URI or bare base64 image (already checked by the rule table).
pub fn decode_inline(value: &str) -> Option<Vec<u8>> {
    let payload = match value.strip_prefix("data:") {
        Some(rest) => rest.split_once(',')?.1,
        None => value,
    };
    let cleaned: String = payload
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    let e = base64::engine::general_purpose::STANDARD;
    e.decode(&cleaned)
        .or_else(|_| {
            base64::engine::general_purpose::STANDARD_NO_PAD.decode(cleaned.trim_end_matches('='))
        })
        .ok()
}

pub fn image_ext(bytes: &[u8]) -> &'static str {
    match media_api::rules::sniff_image_format(bytes) {
        Some(media_api::rules::ImageFormat::Jpeg) => "jpg",
        Some(media_api::rules::ImageFormat::Webp) => "webp",
        Some(media_api::rules::ImageFormat::Gif) => "gif",
        _ => "png",
    }
}

/// Stores an inline picture as a media file named `{stem}.{ext}`.
pub fn store_inline(sb: &Shared, stem: &str, bytes: &[u8]) -> ApiResult<Reference> {
    let file = format!("{stem}.{}", image_ext(bytes));
    std::fs::write(sb.media.path(&file), bytes)
        .map_err(|e| ApiError::internal(format!("could not store image: {e}")))?;
    Ok(Reference {
        url: sb.media.url(&file),
        file: Some(file),
        hash: Some(crate::util::sha256_hex(bytes)),
        owned: true,
    })
}

/// A reference given by URL: the sandbox's own media are linked to their file; others are kept as text.
pub fn reference_from_url(sb: &Shared, url: &str) -> Reference {
    let file = sb.media.file_of_url(url);
    let hash = file
        .as_ref()
        .and_then(|f| std::fs::read(sb.media.path(f)).ok())
        .map(|b| crate::util::sha256_hex(&b));
    Reference {
        url: url.to_string(),
        file,
        hash,
        owned: false,
    }
}

/// The local file behind a media URL, if it is one of the sandbox's own.
pub fn own_file(sb: &Shared, url: &str) -> Option<PathBuf> {
    sb.media.file_of_url(url).map(|f| sb.media.path(&f))
}

/// An input video/image URL the tool must read: own media must exist (404 otherwise); other HTTPS
/// URLs cannot be fetched from here and are answered with a stand-in (see docs/assumptions.md).
pub enum Source {
    Local(PathBuf),
    External(String),
}

pub fn source(sb: &Shared, field: &str, url: &str) -> ApiResult<Source> {
    if sb.media.is_own_url(url) {
        return own_file(sb, url).map(Source::Local).ok_or_else(|| {
            ApiError::new(StatusCode::NOT_FOUND, format!("{field}: media not found"))
        });
    }
    Ok(Source::External(url.to_string()))
}

pub struct NewJob {
    pub kind: JobKind,
    pub prefix: &'static str,
    pub prompt: String,
    pub credits: i64,
    pub description: String,
    pub spec: RenderSpec,
    pub meta: BTreeMap<String, String>,
}

/// Accepts a job: enforces jobLimit (image jobs, 429), checks the balance (402) and charges once,
/// records the job and starts rendering. Returns the job id.
pub fn accept_job(sb: &Shared, auth: &Auth, new: NewJob) -> ApiResult<String> {
    let now = sb.now_ms();
    let id = sb.mutate(|st| {
        if new.kind == JobKind::Image {
            let limit = job_limit(&auth.tier);
            if st.active_image_jobs(&auth.account_id, now) as i64 >= limit {
                let mut e = ApiError::new(
                    StatusCode::TOO_MANY_REQUESTS,
                    format!("Job limit reached: at most {limit} image jobs can run at once on this plan"),
                );
                e.retry_after = Some(((sb.job_ms + 999) / 1000).max(1) as u64);
                return Err(e);
            }
        }
        st.charge(&auth.account_id, new.credits, &new.description, now)?;
        let id = st.new_id(new.prefix);
        st.jobs.insert(
            id.clone(),
            Job {
                id: id.clone(),
                account_id: auth.account_id.clone(),
                kind: new.kind,
                created_ms: now,
                run_ms: sb.job_ms,
                prompt: new.prompt,
                credits: new.credits,
                spec: new.spec,
                forced_failure: None,
                output: None,
                render_error: None,
                meta: new.meta,
            },
        );
        Ok(id)
    })?;
    spawn_render(sb.clone(), id.clone());
    Ok(id)
}

/// Checks the balance of a synchronous tool before doing the work (402, nothing charged).
pub fn ensure_balance(sb: &Shared, auth: &Auth, credits: i64) -> ApiResult<()> {
    let balance = sb.lock().balance(&auth.account_id);
    if balance < credits {
        Err(ApiError::insufficient(credits, balance))
    } else {
        Ok(())
    }
}

pub fn tool_failed(e: String) -> ApiError {
    ApiError::bad_request(format!("Processing failed: {e}"))
}
