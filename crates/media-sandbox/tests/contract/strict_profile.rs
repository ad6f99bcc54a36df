//! The strict profile (`Profile::Spec`, the default: the embedded Sandbox's, studio-core's tests' and
//! the window tests'): every documented answer carries exactly its documented fields
//! (`media_api::shapes`) plus one unknown field, no undocumented route answers, `simplePrompt` takes
//! nothing of the form, the hook type list holds a format the spec's table does not, error bodies are
//! plain text, and where the spec publishes no price or default the creator pays the most.

use crate::common::{env_of, face_data_uri, Env};
use media_api::shapes::{self, Field, Kind};
use media_api::Tier;
use media_sandbox::Profile;
use serde_json::{json, Value};

const NEWER: &str = "newerField";

/// Every key of `v` that its route does not document (the unknown field aside), as paths.
fn undocumented(v: &Value, fields: &[Field], at: &str, out: &mut Vec<String>) {
    let Some(obj) = v.as_object() else { return };
    assert!(obj.contains_key(NEWER), "{at}: no unknown field in {v}");
    for (k, val) in obj {
        if k == NEWER {
            continue;
        }
        let path = format!("{at}.{k}");
        match fields.iter().find(|f| f.name == k) {
            None => out.push(path),
            Some(f) => match f.kind {
                Kind::Object(inner) => undocumented(val, inner, &path, out),
                Kind::ArrayOf(inner) => {
                    for item in val.as_array().into_iter().flatten() {
                        undocumented(item, inner, &format!("{path}[]"), out);
                    }
                }
                _ => {}
            },
        }
    }
}

/// Asks `method path` and checks the answer against the spec's shape of that route: nothing
/// undocumented, nothing documented-without-condition missing or of another type.
async fn strict(e: &Env, method: &str, path: &str, body: Option<Value>) -> Value {
    let (code, v) = e.raw(method, path, body).await;
    assert!((200..300).contains(&code), "{method} {path}: {code} {v}");
    let route = shapes::route(method, path.split('?').next().unwrap())
        .unwrap_or_else(|| panic!("{method} {path} is documented"));
    let mut extra = Vec::new();
    undocumented(&v, route.body, "", &mut extra);
    assert!(
        extra.is_empty(),
        "{method} {path}: undocumented {extra:?} in {v}"
    );
    let problems = shapes::compare(&v, route.body);
    assert!(problems.is_empty(), "{method} {path}: {problems:?} in {v}");
    v
}

async fn spec_env(credits: i64) -> Env {
    env_of(Profile::Spec, Tier::Pro, credits).await
}

/// Moves the clock past an image job and waits for its single poll to name a picture (the strict poll
/// has no status: the picture's address is the sign it is done).
async fn finished_image(e: &Env, job_id: &str) -> Value {
    e.advance(4.0).await;
    for _ in 0..600 {
        let (code, v) = e
            .raw("GET", &format!("/api/generate/image/{job_id}"), None)
            .await;
        assert_eq!(code, 200, "{v}");
        if v["imageUrl"].is_string() {
            return v;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("image job {job_id} did not finish");
}

#[tokio::test]
async fn every_documented_answer_has_exactly_its_fields_and_one_unknown() {
    let e = spec_env(200).await;
    strict(&e, "GET", "/api/user/credits?includeRecent=true", None).await;
    strict(&e, "GET", "/api/user/api-keys", None).await;
    let made = strict(
        &e,
        "POST",
        "/api/user/api-keys",
        Some(json!({"name": "second"})),
    )
    .await;
    let c = strict(
        &e,
        "POST",
        "/api/characters",
        Some(json!({"name": "Mia", "referenceImage": face_data_uri([200, 120, 90]), "hairColor": "red"})),
    )
    .await;
    let cid = c["character"]["id"].as_str().unwrap().to_string();
    strict(&e, "GET", "/api/characters?limit=5", None).await;
    strict(
        &e,
        "PATCH",
        &format!("/api/characters/{cid}"),
        Some(json!({"notes": "likes red"})),
    )
    .await;
    let job = strict(
        &e,
        "POST",
        "/api/generate/grok-image",
        Some(json!({"formData": {}, "simplePrompt": "a fox", "numImages": 2})),
    )
    .await;
    let jid = job["jobId"].as_str().unwrap().to_string();
    strict(&e, "GET", "/api/user/jobs?includeRecent=true", None).await;
    finished_image(&e, &jid).await;
    let done = strict(&e, "GET", &format!("/api/generate/image/{jid}"), None).await;
    assert!(
        done["imageUrl"].is_string(),
        "a finished job names a picture: {done}"
    );
    let jobs = strict(&e, "GET", "/api/user/jobs?includeRecent=true", None).await;
    assert!(jobs["recentJobs"][0]["imageUrl"].is_string(), "{jobs}");
    let detail = strict(&e, "GET", &format!("/api/characters/{cid}"), None).await;
    assert!(
        detail["character"].get("notes").is_none(),
        "notes are documented for the update only"
    );
    let lib = strict(&e, "GET", "/api/user/images?showAll=true", None).await;
    let entry = lib["unassigned"][0].clone();
    assert!(
        entry["url"].is_string() && entry.get("type").is_none(),
        "{entry}"
    );
    strict(&e, "GET", "/api/hook-types", None).await;
    strict(&e, "GET", "/api/agent/tools", None).await;
    let url = done["imageUrl"].as_str().unwrap().to_string();
    strict(
        &e,
        "POST",
        "/api/agent/overlay-text",
        Some(json!({"text": "Hi", "imageUrl": url})),
    )
    .await;
    strict(
        &e,
        "POST",
        "/api/photo-editor/remove-background",
        Some(json!({"imageUrl": url})),
    )
    .await;
    strict(
        &e,
        "POST",
        "/api/agent/write-shot-prompt",
        Some(json!({"imageUrl": url})),
    )
    .await;
    let music = strict(
        &e,
        "POST",
        "/api/generate/music",
        Some(json!({"prompt": "calm piano", "duration": 15000})),
    )
    .await;
    strict(
        &e,
        "GET",
        &format!("/api/generate/music/{}", music["jobId"].as_str().unwrap()),
        None,
    )
    .await;
    let video = strict(
        &e,
        "POST",
        "/api/generate/video",
        Some(json!({"uploadedImageUrl": url, "prompt": "wave", "aspectRatio": "9:16", "duration": 4})),
    )
    .await;
    let show = strict(
        &e,
        "POST",
        "/api/slideshows/generate",
        Some(json!({"topic": "mornings", "slideCount": 2})),
    )
    .await;
    strict(&e, "GET", show["pollUrl"].as_str().unwrap(), None).await;
    strict(
        &e,
        "DELETE",
        "/api/user/api-keys",
        Some(json!({"keyId": made["keyId"]})),
    )
    .await;
    strict(
        &e,
        "DELETE",
        &format!("/api/user/images?id={}", done["imageId"].as_str().unwrap()),
        None,
    )
    .await;
    strict(&e, "DELETE", &format!("/api/characters/{cid}"), None).await;

    // No undocumented route: a video is not polled, it is found in the library.
    let (code, _) = e
        .raw(
            "GET",
            &format!("/api/generate/video/{}", video["jobId"].as_str().unwrap()),
            None,
        )
        .await;
    assert_eq!(code, 404, "polling of video jobs is not shown in the spec");
}

#[tokio::test]
async fn errors_are_plain_text_and_prices_not_published_cost_the_most() {
    let e = spec_env(100).await;
    let resp = e
        .http
        .post(e.url("/api/generate/grok-image"))
        .header("X-API-Key", &e.key)
        .json(&json!({"formData": {}, "numImages": 9}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 400);
    assert!(resp
        .headers()
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .starts_with("text/plain"));
    assert!(!resp.text().await.unwrap().trim_start().starts_with('{'));

    // A video without a duration: the default is not documented, the longest is charged (seedance 12 s).
    let before = e.credits().await;
    let img = e
        .client
        .images()
        .generate(
            &media_api::ImageProvider::GrokImage,
            &media_api::types::images::GenerateImageRequest::simple("a cat"),
        )
        .await
        .unwrap();
    let st = finished_image(&e, img.job_id.as_str()).await;
    let url = st["imageUrl"].as_str().unwrap().to_string();
    assert_eq!(e.credits().await, before - 1);
    let (code, v) = e
        .raw(
            "POST",
            "/api/generate/video",
            Some(json!({"uploadedImageUrl": url, "prompt": "wave", "aspectRatio": "9:16"})),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(e.credits().await, before - 1 - 24, "12 s x 2 credits");

    // A price the spec does not publish (the shot prompt: "no image-generation credits") is charged.
    let at = e.credits().await;
    let (code, v) = e
        .raw(
            "POST",
            "/api/agent/write-shot-prompt",
            Some(json!({"imageUrl": url})),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    assert!(
        e.credits().await < at,
        "the strict profile charges where no price is published"
    );
}

#[tokio::test]
async fn a_simple_prompt_takes_nothing_of_the_form_and_a_new_format_has_its_own_count() {
    let e = spec_env(100).await;
    let made = e
        .client
        .images()
        .generate(
            &media_api::ImageProvider::GrokImage,
            &serde_json::from_value(json!({
                "formData": {"photography": {"aspectRatio": "16:9"}},
                "simplePrompt": "a lighthouse"
            }))
            .unwrap(),
        )
        .await
        .unwrap();
    let url = finished_image(&e, made.job_id.as_str()).await["imageUrl"]
        .as_str()
        .unwrap()
        .to_string();
    let img = image::load_from_memory(&e.download(&url).await).unwrap();
    assert_eq!(img.width(), img.height(), "the form's 16:9 is bypassed");

    let (_, hooks) = e.raw("GET", "/api/hook-types", None).await;
    let list = hooks["hookTypes"].as_array().unwrap();
    let known: Vec<String> = media_api::catalog::hook_types()
        .iter()
        .map(|h| h.slug.as_str().to_string())
        .collect();
    let new: Vec<&Value> = list
        .iter()
        .filter(|h| !known.iter().any(|k| k == h["slug"].as_str().unwrap()))
        .collect();
    assert_eq!(new.len(), 1, "{hooks}");
    assert!(list.iter().all(|h| h.get("defaultSlideCount").is_none()));
    let slug = new[0]["slug"].as_str().unwrap();
    let before = e.credits().await;
    let (code, v) = e
        .raw(
            "POST",
            "/api/slideshows/generate",
            Some(json!({"topic": "sleep", "hookType": slug})),
        )
        .await;
    assert_eq!(code, 200, "{v}");
    assert_eq!(
        v["creditsCost"], 6,
        "its own default is more than 6 slides: {v}"
    );
    assert_eq!(e.credits().await, before - 6);
    e.advance(4.0).await;
    let mut show = Value::Null;
    for _ in 0..600 {
        show = e.raw("GET", v["pollUrl"].as_str().unwrap(), None).await.1;
        if show["slideshow"]["status"] == "completed" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(show["slideshow"]["status"], "completed", "{show}");
    assert_eq!(show["slideshow"]["slides"].as_array().unwrap().len(), 8);
}
