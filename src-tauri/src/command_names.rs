/// Names of every app command: build.rs turns each into an `allow-<name>` permission (granted in
/// capabilities/main.json); `specta_builder` registers the functions (tests check the two agree).
pub const COMMANDS: &[&str] = &[
    "connection_status",
    "connect_sandbox",
    "connect_service",
    "forget_key",
    "credits_get",
    "api_keys_list",
    "api_keys_create",
    "api_keys_revoke",
    "catalogue_get",
    "images_estimate",
    "images_generate",
    "jobs_list",
    "library_list",
    "draft_get",
    "draft_save",
];
