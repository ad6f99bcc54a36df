//! Entry points for fuzzing (feature `fuzzing`): each takes any bytes and must never panic. The
//! targets of `crates/media-fuzz` call them; they reach what the rest of the API keeps private (how an
//! answer's bytes become a value or an error).

use crate::client::response::{decode_success, error_from_response};
use crate::poll::JobUpdate;
use crate::pricing::{estimate, Priced};
use crate::rules::{self, RuleContext};
use crate::types::{
    api_keys, characters, common, credits, hook_types, images, jobs, library, mixing, music,
    slideshows, tools, videos,
};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::time::Duration;

/// Decodes `body` as a 2xx answer of type `T`; a value that decodes must encode again, and a poll
/// answer must turn into a job update. Returns 1 when it decoded, else 0.
fn answer_as<T: DeserializeOwned + Serialize>(body: &[u8], then: impl FnOnce(&T)) -> usize {
    match decode_success::<T>(200, body) {
        Ok(v) => {
            serde_json::to_vec(&v).expect("a decoded answer encodes again");
            then(&v);
            1
        }
        Err(e) => {
            let _ = e.to_string();
            0
        }
    }
}

/// Every answer the client reads, from the same bytes; then the same bytes as an error body under
/// the status the first two bytes name (any of 100-599).
pub fn answers(data: &[u8]) {
    answers_read(data);
}

/// [`answers`], telling how many of the answer types read the bytes.
pub fn answers_read(data: &[u8]) -> usize {
    let (status, body) = match data {
        [a, b, rest @ ..] => (100 + (u16::from_be_bytes([*a, *b]) % 500), rest),
        _ => (500, data),
    };
    let mut read = 0;
    read += answer_as::<common::Ack>(body, |_| {});
    read += answer_as::<common::JobCreated>(body, |_| {});
    read += answer_as::<credits::CreditBalance>(body, |_| {});
    read += answer_as::<api_keys::ApiKeyList>(body, |_| {});
    read += answer_as::<api_keys::CreatedApiKey>(body, |_| {});
    read += answer_as::<characters::CharacterList>(body, |_| {});
    read += answer_as::<characters::CharacterEnvelope>(body, |_| {});
    read += answer_as::<characters::CharacterDetail>(body, |_| {});
    read += answer_as::<characters::CharacterDeleted>(body, |_| {});
    read += answer_as::<images::ImageJobStatus>(body, |_| {});
    read += answer_as::<videos::VideoJobStatus>(body, |s| {
        JobUpdate::from_video_status("job", s);
    });
    read += answer_as::<videos::VideoEditResponse>(body, |_| {});
    read += answer_as::<slideshows::SlideshowCreated>(body, |_| {});
    read += answer_as::<slideshows::SlideshowEnvelope>(body, |e| {
        JobUpdate::from_slideshow(&e.slideshow);
    });
    read += answer_as::<music::MusicJobCreated>(body, |_| {});
    read += answer_as::<music::MusicJob>(body, |m| {
        JobUpdate::from_music_job("music", m);
    });
    read += answer_as::<jobs::JobsResponse>(body, |list| {
        for j in list.jobs.iter().chain(list.recent_jobs.iter().flatten()) {
            JobUpdate::from_image_job(j);
        }
    });
    read += answer_as::<library::LibraryResponse>(body, |lib| {
        let _ = lib.all_images().count();
    });
    read += answer_as::<hook_types::HookTypeList>(body, |_| {});
    read += answer_as::<tools::ToolCatalog>(body, |_| {});
    read += answer_as::<tools::OverlayTextResponse>(body, |_| {});
    read += answer_as::<tools::StitchVideosResponse>(body, |_| {});
    read += answer_as::<tools::TrimVideoResponse>(body, |_| {});
    read += answer_as::<tools::VideoUrlResponse>(body, |_| {});
    read += answer_as::<tools::ShotPromptResponse>(body, |_| {});
    read += answer_as::<tools::RemoveBackgroundResponse>(body, |_| {});
    read += answer_as::<mixing::AddMusicResponse>(body, |_| {});
    let e = error_from_response(status, Some(Duration::from_secs(1)), body);
    let _ = (e.to_string(), format!("{e:?}"));
    read
}

const TIERS: [&str; 4] = ["free", "pro", "studio", "enterprise"];

/// A request to price (`Priced` as JSON, tagged by `kind`): the rules never panic on it, under
/// either context; one they accept always prices, at a price above nothing for every chargeable kind.
pub fn priced(data: &[u8]) {
    let Ok(p) = serde_json::from_slice::<Priced>(data) else {
        return;
    };
    for ctx in [RuleContext::STRICT, RuleContext::LOOPBACK] {
        let errors = match &p {
            Priced::Image { provider, request } => {
                rules::validate_generate_image(provider, request, &ctx)
            }
            Priced::StandardVideo { request } => rules::validate_standard_video(request, &ctx),
            Priced::AvatarVideo { request } => rules::validate_avatar_video(request, &ctx),
            Priced::Slideshow { request } => rules::validate_generate_slideshow(request, &ctx),
            Priced::Music { request } => rules::validate_generate_music(request, &ctx),
            Priced::OverlayText { request } => rules::validate_overlay_text(request, &ctx),
            Priced::RemoveBackground | Priced::Free => Vec::new(),
        };
        for tier in TIERS {
            let tier: common::Tier = serde_json::from_value(tier.into()).expect("any tier reads");
            let credits = estimate(&p, &tier);
            let chargeable = !matches!(
                p,
                Priced::OverlayText { .. } | Priced::Free | Priced::RemoveBackground
            );
            if errors.is_empty() && chargeable {
                assert!(
                    credits.get() > 0,
                    "an accepted {p:?} priced at 0 for {tier:?}"
                );
            }
        }
        for e in &errors {
            assert!(!e.message.trim().is_empty(), "a field error with no words");
        }
    }
}

/// Any other request the rules check, chosen by the first byte, from JSON: never a panic, under
/// either context.
pub fn requests(data: &[u8]) {
    let Some((which, body)) = data.split_first() else {
        return;
    };
    fn read<T: DeserializeOwned>(body: &[u8]) -> Option<T> {
        serde_json::from_slice(body).ok()
    }
    for ctx in [RuleContext::STRICT, RuleContext::LOOPBACK] {
        let _ = match which % 10 {
            0 => read(body).map(|r| rules::validate_create_character(&r, &ctx)),
            1 => read(body).map(|r| rules::validate_update_character(&r, &ctx)),
            2 => read(body).map(|r| rules::validate_list_characters(&r)),
            3 => read(body).map(|r| rules::validate_stitch_videos(&r, &ctx)),
            4 => read(body).map(|r| rules::validate_trim_video(&r, &ctx)),
            5 => read(body).map(|r| rules::validate_mute_video(&r, &ctx)),
            6 => read(body).map(|r| rules::validate_image_url_tool(&r, &ctx)),
            7 => read(body).map(|r| rules::validate_video_edit(&r, &ctx)),
            8 => read(body).map(|r| rules::validate_add_music(&r)),
            _ => read::<serde_json::Value>(body).map(|v| rules::validate_text_style_value(&v, "")),
        };
    }
}
