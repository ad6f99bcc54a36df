//! What an action would cost, told as separate facts: the field problems (by field), the price, the
//! balance after, and whether the balance is short. The window words each on its own ("Write a prompt
//! to start" is not "Not enough credits").

use media_api::{FieldError, Words};
use serde::Serialize;

/// How a per-second price (videos, avatars) was reached.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct PerSecond {
    /// Seconds charged: the duration asked for (5 when omitted), or the avatar's estimate.
    pub seconds: u32,
    /// Credits per second (premium: 4).
    pub rate: u32,
    /// rate x seconds before the Studio discount.
    pub full_price: u32,
    /// Whether the Studio 10% video discount applies.
    pub discounted: bool,
}

/// What a price stands on. The window words each differently: a published price is a fact ("4
/// credits"), a top of a range is "up to 6 credits", and an operation the spec prices nowhere is
/// "price not published" (never 0, never "free").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize, specta::Type)]
#[serde(rename_all = "snake_case")]
pub enum PriceBasis {
    /// The spec's credit tables give this price.
    Published,
    /// The spec's rules give a range and the request does not fix where in it: `credits` is its top,
    /// which the balance must cover.
    AtMost,
    /// The spec publishes no price: `credits` is 0 and means nothing; the service may charge.
    NotPublished,
}

/// A price worked out by an action.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Price {
    pub credits: u32,
    pub per_second: Option<PerSecond>,
    /// Why the price is not a published figure, in words (with [`PriceBasis::AtMost`] and
    /// [`PriceBasis::NotPublished`]).
    pub note: Option<Words>,
    pub basis: PriceBasis,
}

impl Price {
    pub fn flat(credits: u32) -> Price {
        Price {
            credits,
            per_second: None,
            note: None,
            basis: PriceBasis::Published,
        }
    }

    /// A group's price: the members' credits added up, on the least certain basis among them (a price
    /// not published makes the whole one not published; a top of a range makes it a top).
    pub fn sum(prices: &[Price]) -> Price {
        let credits = prices.iter().map(|p| p.credits).sum();
        let worst = |b: PriceBasis| prices.iter().find(|p| p.basis == b);
        match (worst(PriceBasis::NotPublished), worst(PriceBasis::AtMost)) {
            (Some(p), _) => Price {
                note: p.note.clone(),
                ..Price::flat(0)
            }
            .basis(PriceBasis::NotPublished),
            (None, Some(p)) => Price {
                note: p.note.clone(),
                ..Price::flat(credits)
            }
            .basis(PriceBasis::AtMost),
            (None, None) => Price::flat(credits),
        }
    }

    fn basis(self, basis: PriceBasis) -> Price {
        Price { basis, ..self }
    }

    /// The top of a range the spec's rules give, with why the exact figure is not known.
    pub fn at_most(credits: u32, note: Words) -> Price {
        Price {
            note: Some(note),
            basis: PriceBasis::AtMost,
            ..Price::flat(credits)
        }
    }

    /// An operation the spec publishes no price for, with what is known in words.
    pub fn not_published(note: Words) -> Price {
        Price {
            note: Some(note),
            basis: PriceBasis::NotPublished,
            ..Price::flat(0)
        }
    }

    /// What a job keeps as its estimate: none when no price is published.
    pub fn estimate(&self) -> Option<u32> {
        (self.basis != PriceBasis::NotPublished).then_some(self.credits)
    }
}

/// The estimate of one action (or a compare group, summed).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    /// What it costs (never below what the service charges for it), or the top of its range; 0 and
    /// meaningless when `basis` is `not_published`.
    pub credits: u32,
    /// What `credits` stands on: a published price, the top of a range, or no published price.
    pub basis: PriceBasis,
    /// The balance when it is known (connected), else null.
    pub balance: Option<f64>,
    /// `balance - credits` when the balance is known.
    pub balance_after: Option<f64>,
    /// The balance is known and does not cover `credits`. Never true because of a field problem.
    pub short: bool,
    /// Field problems, by field (the form is incomplete or out of range); empty when it may go.
    pub errors: Vec<FieldError>,
    /// Nothing stands in the way: no field problem and the balance is not short.
    pub ready: bool,
    /// The per-second breakdown of a video's price.
    pub per_second: Option<PerSecond>,
    /// Why the price is not a published figure, in words (with `at_most` and `not_published`).
    pub price_note: Option<Words>,
    /// A compare's own figures (each provider's price and errors, the account's room for jobs); the
    /// rest of this estimate is the whole set's. Absent for one request.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[specta(optional)]
    pub compare: Option<CompareFigures>,
}

/// One provider's share of a compare.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ProviderEstimate {
    pub provider: String,
    pub credits: u32,
    pub errors: Vec<FieldError>,
}

/// What a compare adds to its estimate: the set's `errors` are on "providers", the form's once each and
/// the face's on "reference", in the estimate itself.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CompareFigures {
    pub providers: Vec<ProviderEstimate>,
    /// Image jobs the account may run at once (GET /api/user/jobs), when known.
    pub job_limit: Option<u32>,
    /// Image jobs pending or processing at the service now.
    pub active_jobs: u32,
}

impl Estimate {
    pub(crate) fn new(price: Price, balance: Option<f64>, errors: Vec<FieldError>) -> Estimate {
        let balance_after = balance.map(|b| b - price.credits as f64);
        let short = balance_after.is_some_and(|a| a < 0.0);
        Estimate {
            credits: price.credits,
            basis: price.basis,
            balance,
            balance_after,
            short,
            ready: errors.is_empty() && !short,
            errors,
            per_second: price.per_second,
            price_note: price.note,
            compare: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_incomplete_form_is_not_a_short_balance() {
        let e = Estimate::new(
            Price::flat(2),
            Some(500.0),
            vec![FieldError::new(
                "prompt",
                media_api::say!("test.prompt", "Write a prompt"),
            )],
        );
        assert!(!e.short && !e.ready);
        assert_eq!(e.balance_after, Some(498.0));
        let e = Estimate::new(Price::flat(12), Some(8.0), vec![]);
        assert!(e.short && !e.ready);
        let e = Estimate::new(Price::flat(8), Some(8.0), vec![]);
        assert!(!e.short && e.ready);
        let unknown = Estimate::new(Price::flat(8), None, vec![]);
        assert!(!unknown.short && unknown.ready && unknown.balance_after.is_none());
    }
}
