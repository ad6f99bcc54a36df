//! Everything the app's commands return exports to TypeScript (as tauri-specta will do).

#[test]
fn command_types_export_to_typescript() {
    let types = specta::Types::default()
        .register::<studio_core::CoreError>()
        .register::<studio_core::ConnectionStatus>()
        .register::<studio_core::CreditsView>()
        .register::<studio_core::ApiKeyEntry>()
        .register::<studio_core::CreatedKey>()
        .register::<studio_core::Estimate>()
        .register::<studio_core::TrackedJob>()
        .register::<studio_core::MediaItem>();
    let ts = specta_typescript::Typescript::default()
        .export(&types, specta_serde::Format)
        .expect("exports");
    for name in [
        "ConnectionStatus",
        "CreditsView",
        "TrackedJob",
        "MediaItem",
        "Estimate",
        "ErrorCode",
        "JobState",
    ] {
        assert!(ts.contains(name), "{name} missing: {ts}");
    }
    assert!(
        ts.contains("keyPrefix") && ts.contains("thumbUrl") && ts.contains("balanceAfter"),
        "{ts}"
    );
    assert!(ts.contains("\"insufficient_credits\""), "{ts}");
    println!("{ts}");
}
