//! Jobs, library, hook types, mixing.

use super::{check, flag, handle};
use crate::client::Method;
use crate::error::Result;
use crate::ids::ImageId;
use crate::rules;
use crate::types::common::Ack;
use crate::types::hook_types::HookTypeList;
use crate::types::jobs::JobsResponse;
use crate::types::library::{LibraryQuery, LibraryResponse};
use crate::types::mixing::{AddMusicRequest, AddMusicResponse};

handle!(
    /// `GET /api/user/jobs`.
    Jobs
);

impl Jobs<'_> {
    /// Active image jobs; with `include_recent`, also those finished in the last 5 minutes.
    pub async fn list(&self, include_recent: bool) -> Result<JobsResponse> {
        let query: Vec<_> = flag("includeRecent", include_recent.then_some(true))
            .into_iter()
            .collect();
        self.client.get(&["user", "jobs"], &query).await
    }
}

handle!(
    /// `/api/user/images`.
    Library
);

impl Library<'_> {
    pub async fn list(&self, query: &LibraryQuery) -> Result<LibraryResponse> {
        let mut q = Vec::new();
        if let Some(t) = &query.image_type {
            q.push(("imageType", t.to_string()));
        }
        q.extend(flag("showAll", query.show_all));
        self.client.get(&["user", "images"], &q).await
    }

    /// Deletes an image, permanently.
    pub async fn delete(&self, id: &ImageId) -> Result<Ack> {
        check(rules::validate_id("id", id.as_str()))?;
        self.client
            .call::<_, ()>(
                Method::Delete,
                &["user", "images"],
                &[("id", id.to_string())],
                None,
            )
            .await
    }
}

handle!(
    /// `GET /api/hook-types`.
    HookTypes
);

impl HookTypes<'_> {
    pub async fn list(&self) -> Result<HookTypeList> {
        self.client.get(&["hook-types"], &[]).await
    }
}

handle!(
    /// `POST /api/videos/add-music`.
    Mixing
);

impl Mixing<'_> {
    /// Mixes a completed music track into a completed video at 35% volume (free).
    pub async fn add_music(&self, req: &AddMusicRequest) -> Result<AddMusicResponse> {
        check(rules::validate_add_music(req))?;
        self.client
            .call_long(Method::Post, &["videos", "add-music"], &[], Some(req))
            .await
    }
}
