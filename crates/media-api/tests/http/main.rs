//! Tests against a local mock server (wiremock): error mapping, retries, auth, downloads, polling.

mod client;
mod download;
mod errors;
mod operations;
mod poll;
mod proxy;
mod retry;

use media_api::{ApiKey, Client, RetryPolicy};
use std::time::Duration;
use wiremock::MockServer;

pub const KEY: &str = "sl_test_key_123";

/// A client of the mock server with fast retries.
pub fn client(server: &MockServer) -> Client {
    Client::builder(server.uri())
        .api_key(ApiKey::new(KEY))
        .retry_policy(RetryPolicy {
            max_retries: 3,
            min_delay: Duration::from_millis(5),
            max_delay: Duration::from_millis(20),
            max_retry_after: Duration::from_secs(2),
        })
        .build()
        .expect("client")
}
