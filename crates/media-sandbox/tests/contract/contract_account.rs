//! Credits and API keys through media-api's client; 401 / 403 tier; both auth headers; the ledger.

use crate::common::{client_for, env, env_rich};
use media_api::types::api_keys::CreateApiKeyRequest;
use media_api::{AuthStyle, Error, Tier};

#[tokio::test]
async fn credits_and_keys_lifecycle() {
    let e = env_rich(
        "credit transactions in the credits answer",
        Tier::Studio,
        50,
    )
    .await;
    let c = e.client.credits().get(false).await.unwrap();
    assert_eq!(c.credits, 50.0);
    assert_eq!(c.tier, Some(Tier::Studio));
    assert!(c.credits_reset_at.is_some());
    let with_recent = e.client.credits().get(true).await.unwrap();
    assert!(serde_json::to_string(&with_recent)
        .unwrap()
        .contains("Initial credit allowance"));

    // Create: the full key once; listings show only the prefix.
    let created = e
        .client
        .api_keys()
        .create(&CreateApiKeyRequest {
            name: "laptop".into(),
        })
        .await
        .unwrap();
    let full = created.key.expose().to_string();
    assert!(full.starts_with("sl_"));
    let list = e.client.api_keys().list().await.unwrap();
    assert_eq!(list.keys.len(), 2);
    let entry = list.keys.iter().find(|k| k.id == created.key_id).unwrap();
    assert!(
        entry.prefix.starts_with("sl_")
            && full.starts_with(&entry.prefix)
            && entry.prefix.len() < full.len()
    );
    let listing = serde_json::to_string(&e.raw("GET", "/api/user/api-keys", None).await.1).unwrap();
    assert!(!listing.contains(&full));

    // The new key works with X-API-Key too; revoked, it is 401 for good.
    let other = client_for(&e.sb, &full, AuthStyle::XApiKey);
    assert_eq!(other.credits().get(false).await.unwrap().credits, 50.0);
    e.client.api_keys().revoke(&created.key_id).await.unwrap();
    assert!(matches!(
        other.credits().get(false).await,
        Err(Error::Unauthorized { .. })
    ));
    assert!(matches!(
        e.client.api_keys().revoke(&created.key_id).await,
        Err(Error::NotFound { .. })
    ));
    assert_eq!(e.client.api_keys().list().await.unwrap().keys.len(), 1);
}

#[tokio::test]
async fn missing_unknown_and_free_tier_keys() {
    let e = env_rich("JSON error bodies", Tier::Pro, 10).await;
    let r = e.http.get(e.url("/api/user/credits")).send().await.unwrap();
    assert_eq!(r.status(), 401);
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["success"], false);
    assert!(body["error"].as_str().unwrap().len() > 3);
    let bogus = client_for(&e.sb, "sl_not_a_real_key_at_all", AuthStyle::Bearer);
    assert!(matches!(
        bogus.credits().get(false).await,
        Err(Error::Unauthorized { .. })
    ));

    let (free_key, _) = e.sb.create_account(Tier::Free, 100);
    let free = client_for(&e.sb, &free_key, AuthStyle::Bearer);
    assert!(matches!(
        free.credits().get(false).await,
        Err(Error::Forbidden { .. })
    ));
    assert!(matches!(
        free.hook_types().list().await,
        Err(Error::Forbidden { .. })
    ));
    assert!(matches!(
        free.tools().list().await,
        Err(Error::Forbidden { .. })
    ));
}

#[tokio::test]
async fn control_accounts_endpoint_and_request_log_without_keys() {
    let e = env(Tier::Pro, 1).await;
    let v = e
        .control(
            "/__sandbox/accounts",
            serde_json::json!({"tier": "studio", "credits": 7, "maxCredits": 100}),
        )
        .await;
    let key = v["apiKey"].as_str().unwrap();
    let c = client_for(&e.sb, key, AuthStyle::Bearer)
        .credits()
        .get(false)
        .await
        .unwrap();
    assert_eq!((c.credits, c.max_credits), (7.0, Some(100.0)));
    let log = serde_json::to_string(&e.requests().await).unwrap();
    assert!(log.contains("/api/user/credits") && !log.contains(key));
}
