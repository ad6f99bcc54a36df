//! The answers of documented reads as JSON, untyped: for comparing a service's answers with the
//! spec's shapes (`crate::shapes`), field by field. Only documented GETs are asked.

use super::handle;
use crate::error::{Error, Result};
use crate::rules::FieldError;
use crate::say;

handle!(
    /// Documented GETs, answered as JSON values.
    Answers
);

impl Answers<'_> {
    /// `GET /api/{segments}` with `query`, when the spec documents that read (else refused before
    /// anything is sent). Bounded and retried as every read.
    pub async fn get(
        &self,
        segments: &[&str],
        query: &[(&str, String)],
    ) -> Result<serde_json::Value> {
        let path = format!("/api/{}", segments.join("/"));
        if crate::shapes::route("GET", &path).is_none() {
            return Err(Error::Validation(vec![FieldError::new(
                "path",
                say!(
                    "client.undocumented_read",
                    "{path} is not a read the spec documents",
                    path = path
                ),
            )]));
        }
        self.client.get(segments, query).await
    }
}
