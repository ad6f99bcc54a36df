use super::rules_images::{data_uri, PNG};
use super::{accepted, refused};
use media_api::rules::{self, RuleContext};
use media_api::types::characters::*;

const CTX: RuleContext = RuleContext::STRICT;

fn create() -> CreateCharacterRequest {
    CreateCharacterRequest {
        name: "Ava".into(),
        reference_url: Some("https://cdn.example/ava.png".into()),
        ..Default::default()
    }
}

#[test]
fn exactly_one_reference() {
    accepted(rules::validate_create_character(&create(), &CTX));
    let inline = CreateCharacterRequest {
        reference_url: None,
        reference_image: Some(data_uri("image/png", PNG)),
        ..create()
    };
    accepted(rules::validate_create_character(&inline, &CTX));
    let none = CreateCharacterRequest {
        reference_url: None,
        ..create()
    };
    refused(
        rules::validate_create_character(&none, &CTX),
        "referenceImage",
    );
    let both = CreateCharacterRequest {
        reference_image: Some(data_uri("image/png", PNG)),
        ..create()
    };
    let m = refused(
        rules::validate_create_character(&both, &CTX),
        "referenceImage",
    );
    assert!(m.contains("not both"));
}

#[test]
fn name_required() {
    let r = CreateCharacterRequest {
        name: "  ".into(),
        ..create()
    };
    let m = refused(rules::validate_create_character(&r, &CTX), "name");
    assert!(m.contains("Name"));
    let u = UpdateCharacterRequest {
        name: Some(String::new()),
        ..Default::default()
    };
    refused(rules::validate_update_character(&u, &CTX), "name");
}

#[test]
fn reference_url_must_be_a_web_address() {
    let r = CreateCharacterRequest {
        reference_url: Some("ava.png".into()),
        ..create()
    };
    refused(rules::validate_create_character(&r, &CTX), "referenceUrl");
    let r = CreateCharacterRequest {
        reference_url: Some("ftp://x/ava.png".into()),
        ..create()
    };
    refused(rules::validate_create_character(&r, &CTX), "referenceUrl");
}

#[test]
fn notes_at_most_2000_characters() {
    let ok = UpdateCharacterRequest {
        notes: Some("é".repeat(2000)),
        ..Default::default()
    };
    accepted(rules::validate_update_character(&ok, &CTX));
    let long = UpdateCharacterRequest {
        notes: Some("x".repeat(2001)),
        ..Default::default()
    };
    let m = refused(rules::validate_update_character(&long, &CTX), "notes");
    assert_eq!(m, "Notes can be at most 2000 characters (you have 2001)");
    accepted(rules::validate_update_character(
        &UpdateCharacterRequest::default(),
        &CTX,
    ));
}

#[test]
fn update_with_both_references_refused() {
    let u = UpdateCharacterRequest {
        reference_url: Some("https://x/a.png".into()),
        reference_image: Some(data_uri("image/png", PNG)),
        ..Default::default()
    };
    refused(rules::validate_update_character(&u, &CTX), "referenceImage");
}

#[test]
fn list_limit_offset_non_negative() {
    accepted(rules::validate_list_characters(&ListCharactersQuery {
        limit: Some(0),
        offset: Some(0),
    }));
    refused(
        rules::validate_list_characters(&ListCharactersQuery {
            limit: Some(-1),
            offset: None,
        }),
        "limit",
    );
    refused(
        rules::validate_list_characters(&ListCharactersQuery {
            limit: None,
            offset: Some(-5),
        }),
        "offset",
    );
}

#[test]
fn api_key_name_and_ids() {
    use media_api::types::api_keys::CreateApiKeyRequest;
    accepted(rules::validate_create_api_key(&CreateApiKeyRequest {
        name: "laptop".into(),
    }));
    refused(
        rules::validate_create_api_key(&CreateApiKeyRequest { name: " ".into() }),
        "name",
    );
    refused(rules::validate_id("keyId", ""), "keyId");
}

#[test]
fn music_prompt_and_duration() {
    use media_api::types::music::GenerateMusicRequest;
    let r = |prompt: &str, duration| GenerateMusicRequest {
        prompt: prompt.into(),
        duration,
        preset: None,
    };
    accepted(rules::validate_generate_music(&r("lofi", 1), &CTX));
    accepted(rules::validate_generate_music(&r("lofi", 300_000), &CTX));
    refused(
        rules::validate_generate_music(&r("lofi", 0), &CTX),
        "duration",
    );
    let m = refused(
        rules::validate_generate_music(&r("lofi", 300_001), &CTX),
        "duration",
    );
    assert!(m.contains("300001"), "{m}");
    refused(rules::validate_generate_music(&r("", 1000), &CTX), "prompt");
}

#[test]
fn add_music_ids() {
    use media_api::types::mixing::AddMusicRequest;
    accepted(rules::validate_add_music(&AddMusicRequest {
        video_id: "v".into(),
        music_id: "m".into(),
    }));
    refused(
        rules::validate_add_music(&AddMusicRequest {
            video_id: "".into(),
            music_id: "m".into(),
        }),
        "videoId",
    );
    refused(
        rules::validate_add_music(&AddMusicRequest {
            video_id: "v".into(),
            music_id: "".into(),
        }),
        "musicId",
    );
}
