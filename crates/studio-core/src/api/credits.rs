//! The balance (`session`) and what was spent (`spending`).

use super::Core;
use crate::base::error::Result;
use crate::base::model::CreditsView;
use crate::features::spending::{self, Spending, SpendingJobs};
use crate::session::credits_view;
use crate::store::SpendingQuery;

impl Core {
    /// Balance, tier, allowance (and recent transactions as raw JSON with `include_recent`).
    pub async fn credits_get(&self, include_recent: bool) -> Result<CreditsView> {
        let b = self.session.fetch_credits(include_recent).await?;
        Ok(credits_view(&b, include_recent))
    }

    /// The last balance seen, without asking the service.
    pub fn cached_credits(&self) -> Option<CreditsView> {
        let b = self.session.cached_credits();
        b.as_ref().map(|b| credits_view(b, false))
    }

    /// Spending of the last 30 days on the current connection (sandbox or service), from the library.
    pub fn spending_get(&self) -> Result<Spending> {
        spending::summary(&self.store)
    }

    /// The sent jobs of the current connection the query takes (newest first, one page of at most
    /// [`crate::SPENDING_PAGE_MAX`]), each with the figure it counts for and where that comes from.
    pub fn spending_jobs(&self, query: &SpendingQuery) -> Result<SpendingJobs> {
        spending::page(&self.store, query)
    }

    /// Writes every job the query takes (all pages) as a CSV file into the chosen folder of `folder`
    /// (a token of [`Core::folder_chosen`]), never over another file; answers the file's path.
    pub async fn spending_export(&self, query: &SpendingQuery, folder: &str) -> Result<String> {
        spending::export(&self.store, &self.folders.get(folder)?, query).await
    }
}
