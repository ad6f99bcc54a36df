//! Per-area handles, reached from the client: `client.characters().list(..)` etc. Every method
//! validates its input with [`crate::rules`] before anything is sent.

mod account;
mod answers;
mod characters;
mod generation;
mod media;
mod tools;

pub use account::{ApiKeys, Credits};
pub use answers::Answers;
pub use characters::Characters;
pub use generation::{Images, Music, Slideshows, Videos};
pub use media::{HookTypes, Jobs, Library, Mixing};
pub use tools::Tools;

use crate::error::{Error, Result};
use crate::rules::FieldError;

/// Refuses a request with local field errors.
pub(crate) fn check(errors: Vec<FieldError>) -> Result<()> {
    if errors.is_empty() {
        Ok(())
    } else {
        Err(Error::Validation(errors))
    }
}

pub(crate) fn flag(name: &'static str, value: Option<bool>) -> Option<(&'static str, String)> {
    value.map(|v| (name, v.to_string()))
}

macro_rules! handle {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Debug, Clone, Copy)]
        pub struct $name<'c> {
            pub(crate) client: &'c crate::Client,
        }

        impl<'c> $name<'c> {
            pub(crate) fn new(client: &'c crate::Client) -> Self {
                $name { client }
            }
        }
    };
}
pub(crate) use handle;
