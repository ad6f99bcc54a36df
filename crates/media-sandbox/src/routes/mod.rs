//! /api/ routes, one module per API area (named as in media-api).

pub mod api_keys;
pub mod characters;
pub mod credits;
pub mod hook_types;
pub mod images;
pub mod jobs;
pub mod library;
pub mod mixing;
pub mod music;
pub mod slideshows;
pub mod support;
pub mod tools;
pub mod videos;

use axum::routing::{get, post};
use axum::Router;

use crate::state::Shared;

/// Method and path of every route of [`router`] that reads a body (a character's id made up): what the
/// robustness tests and the fuzzer send odd bodies to.
pub const BODY_ROUTES: &[(&str, &str)] = &[
    ("POST", "/api/user/api-keys"),
    ("DELETE", "/api/user/api-keys"),
    ("POST", "/api/characters"),
    ("PATCH", "/api/characters/char_x"),
    ("POST", "/api/generate/gemini"),
    ("POST", "/api/generate/video"),
    ("POST", "/api/generate/video-edit"),
    ("POST", "/api/generate/music"),
    ("POST", "/api/agent/overlay-text"),
    ("POST", "/api/agent/stitch-videos"),
    ("POST", "/api/agent/trim-video"),
    ("POST", "/api/agent/mute-video"),
    ("POST", "/api/agent/write-shot-prompt"),
    ("POST", "/api/photo-editor/remove-background"),
    ("POST", "/api/slideshows/generate"),
    ("POST", "/api/videos/add-music"),
];

pub fn router() -> Router<Shared> {
    Router::new()
        .route("/api/user/credits", get(credits::get_credits))
        .route(
            "/api/user/api-keys",
            get(api_keys::list)
                .post(api_keys::create)
                .delete(api_keys::revoke),
        )
        .route(
            "/api/characters",
            get(characters::list).post(characters::create),
        )
        .route(
            "/api/characters/{id}",
            get(characters::get_one)
                .patch(characters::update)
                .delete(characters::delete),
        )
        .route("/api/generate/video", post(videos::generate))
        .route("/api/generate/video-edit", post(videos::edit))
        .route("/api/generate/music", post(music::generate))
        .route("/api/generate/{provider}", post(images::generate))
        .route("/api/generate/image/{job_id}", get(images::poll))
        .route("/api/generate/video/{job_id}", get(videos::poll))
        .route("/api/generate/music/{job_id}", get(music::poll))
        .route("/api/agent/tools", get(tools::list))
        .route("/api/agent/overlay-text", post(tools::overlay_text))
        .route("/api/agent/stitch-videos", post(tools::stitch))
        .route("/api/agent/trim-video", post(tools::trim))
        .route("/api/agent/mute-video", post(tools::mute))
        .route(
            "/api/agent/write-shot-prompt",
            post(tools::write_shot_prompt),
        )
        .route(
            "/api/photo-editor/remove-background",
            post(tools::remove_background),
        )
        .route("/api/user/jobs", get(jobs::list))
        .route(
            "/api/user/images",
            get(library::list).delete(library::delete),
        )
        .route("/api/slideshows/generate", post(slideshows::generate))
        .route("/api/slideshows/{id}", get(slideshows::get_one))
        .route("/api/hook-types", get(hook_types::list))
        .route("/api/videos/add-music", post(mixing::add_music))
}
