//! The library as the forms and pickers read it (`gallery`, `pickers`), and a damaged one found at start.

use super::Core;
use crate::base::error::Result;
use crate::base::model::{MediaItem, MediaKind};
use crate::features::gallery::{self, GalleryQuery};
use crate::features::pickers::{self, PickPage, PickQuery};
use crate::store::health::LibraryRecovery;
use std::path::PathBuf;

impl Core {
    /// Library page, newest first; `url`/`thumbUrl` point at the app's media server.
    pub fn library_list(
        &self,
        kind: Option<MediaKind>,
        limit: u32,
        offset: u32,
    ) -> Result<Vec<MediaItem>> {
        let limit = limit.clamp(1, crate::jobs::library::MAX_PAGE);
        let query = GalleryQuery {
            kind,
            limit,
            offset,
            ..Default::default()
        };
        Ok(gallery::page(&self.jobs, &query)?.items)
    }

    /// A page of a picker over the whole library.
    pub fn library_pick(&self, query: &PickQuery) -> Result<PickPage> {
        pickers::pick(&self.jobs, query)
    }

    /// One library item by id (also when trashed).
    pub fn library_get(&self, id: &str) -> Result<Option<MediaItem>> {
        gallery::item(&self.jobs, id)
    }

    /// For each path, the library item it is the own file of (a drag from this window dropped back on
    /// it), or `None` for a file from elsewhere: what a slot is offered while something is dragged.
    pub fn library_for_files(&self, paths: &[PathBuf]) -> Result<Vec<Option<MediaItem>>> {
        paths
            .iter()
            .map(|p| gallery::item_by_file(&self.jobs, p))
            .collect()
    }

    /// A damaged library found at this start and moved aside, for the first screen to explain.
    pub fn library_recovery(&self) -> Option<LibraryRecovery> {
        self.recovery.clone()
    }
}
