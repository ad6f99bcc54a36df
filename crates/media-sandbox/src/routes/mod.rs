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
