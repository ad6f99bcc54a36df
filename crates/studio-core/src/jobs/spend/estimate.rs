//! What an action would cost, told as separate facts: the field problems (by field), the price, the
//! balance after, and whether the balance is short. The window words each on its own ("Write a prompt
//! to start" is not "Not enough credits").

use media_api::FieldError;
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

/// A price worked out by an action.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Price {
    pub credits: u32,
    pub per_second: Option<PerSecond>,
    /// Set when the service publishes no price for this: the app's assumption, in words.
    pub note: Option<String>,
}

impl Price {
    pub fn flat(credits: u32) -> Price {
        Price {
            credits,
            per_second: None,
            note: None,
        }
    }

    /// A price the spec does not publish: what the app assumes, said as an assumption.
    pub fn assumed(credits: u32, note: impl Into<String>) -> Price {
        Price {
            note: Some(note.into()),
            ..Price::flat(credits)
        }
    }
}

/// The estimate of one action (or a compare group, summed).
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct Estimate {
    /// What it costs (never below what the service charges for it).
    pub credits: u32,
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
    /// When the service publishes no price for this, what the app assumes, in words (shown as such,
    /// never as a fact).
    pub price_note: Option<String>,
}

impl Estimate {
    pub(crate) fn new(price: Price, balance: Option<f64>, errors: Vec<FieldError>) -> Estimate {
        let balance_after = balance.map(|b| b - price.credits as f64);
        let short = balance_after.is_some_and(|a| a < 0.0);
        Estimate {
            credits: price.credits,
            balance,
            balance_after,
            short,
            ready: errors.is_empty() && !short,
            errors,
            per_second: price.per_second,
            price_note: price.note,
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
            vec![FieldError::new("prompt", "Write a prompt")],
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
