//! One TLS stack for every HTTP client of the workspace: rustls with *ring*'s cryptography.
//!
//! The updater plugin already brings *ring*; reqwest's own default would add aws-lc as a second crypto
//! C library, which is the slowest part of a Windows or macOS build. So reqwest is built without a
//! provider (`rustls-no-provider`) and *ring* is installed as the process's provider before any client
//! is made. reqwest panics when a client is built with no provider, so every client of the app, its
//! tools and its tests is made here.

/// Makes *ring* the process's TLS provider, once; a provider someone installed earlier is kept.
pub fn use_ring() {
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        // Losing a race to another thread installing the same provider is fine.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
}

/// `reqwest::Client::builder()` with the TLS provider in place.
pub fn client_builder() -> reqwest::ClientBuilder {
    use_ring();
    reqwest::Client::builder()
}

/// A plain client with the TLS provider in place (tools and tests; the app's calls go through
/// [`crate::Client`]).
pub fn client() -> reqwest::Client {
    use_ring();
    reqwest::Client::new()
}

/// `reqwest::get` with the TLS provider in place.
pub async fn get(url: impl reqwest::IntoUrl) -> reqwest::Result<reqwest::Response> {
    client().get(url).send().await
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_client_is_built_with_ring_installed() {
        // reqwest without a provider panics here.
        super::client_builder().build().expect("a client");
        assert!(rustls::crypto::CryptoProvider::get_default().is_some());
    }
}
