//! With the `specta` feature, the public types export to TypeScript (as tauri-specta will do).

use media_api::types::*;

#[test]
fn public_types_export_to_typescript() {
    let types = specta::Types::default()
        .register::<media_api::catalog::Catalog>()
        .register::<media_api::Priced>()
        .register::<media_api::Credits>()
        .register::<media_api::FieldError>()
        .register::<media_api::RuleContext>()
        .register::<media_api::poll::JobUpdate>()
        .register::<form_data::CharacterFormData>()
        .register::<images::GenerateImageRequest>()
        .register::<videos::StandardVideoRequest>()
        .register::<videos::AvatarVideoRequest>()
        .register::<videos::VideoJobStatus>()
        .register::<slideshows::GenerateSlideshowRequest>()
        .register::<slideshows::SlideshowEnvelope>()
        .register::<credits::CreditBalance>()
        .register::<api_keys::ApiKeyList>()
        .register::<api_keys::CreatedApiKey>()
        .register::<characters::CharacterDetail>()
        .register::<characters::CharacterList>()
        .register::<characters::CreateCharacterRequest>()
        .register::<characters::UpdateCharacterRequest>()
        .register::<jobs::JobsResponse>()
        .register::<library::LibraryResponse>()
        .register::<hook_types::HookTypeList>()
        .register::<music::MusicJob>()
        .register::<mixing::AddMusicResponse>()
        .register::<tools::ToolCatalog>()
        .register::<tools::OverlayTextRequest>()
        .register::<media_api::ids::JobId>();
    let ts = specta_typescript::Typescript::default()
        .export(&types, specta_serde::Format)
        .expect("exports");
    assert!(ts.contains("CharacterFormData"), "{ts}");
    assert!(ts.contains("export type JobId = string"), "{ts}");
    assert!(
        !ts.contains("extra:") && !ts.contains("extra?:"),
        "extra maps are not part of the TS types: {ts}"
    );
    assert!(ts.contains("export type Credits = number"), "{ts}");
}
