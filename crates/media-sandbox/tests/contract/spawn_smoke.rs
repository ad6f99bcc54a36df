//! The embedding API: spawn, create an account in-process, read credits over HTTP.

use media_sandbox::{spawn, SandboxConfig, Tier};

#[tokio::test]
async fn spawn_create_account_and_read_credits() {
    let sb = spawn(SandboxConfig::default()).await.unwrap();
    assert!(sb.base_url().starts_with("http://127.0.0.1:"));
    assert_ne!(sb.base_url(), sb.media_base_url());
    let (key, account) = sb.create_account(Tier::Pro, 42);
    assert!(key.starts_with("sl_") && account.starts_with("acct_"));
    let http = media_api::tls::client();
    let v: serde_json::Value = http
        .get(format!("{}/api/user/credits", sb.base_url()))
        .header("X-API-Key", &key)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["success"], true);
    assert_eq!(v["credits"], 42);
    assert_eq!(v["tier"], "pro");
    let r = http
        .get(format!("{}/api/user/credits", sb.base_url()))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 401);
    sb.shutdown().await;
}
