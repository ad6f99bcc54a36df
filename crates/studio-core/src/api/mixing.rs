//! Music under a video (`mixing`).

use super::Core;
use crate::base::error::Result;
use crate::kinds::mix::{self, MixChoices};

impl Core {
    /// The videos and tracks still being made (not offered until they are finished).
    pub fn mix_choices(&self) -> Result<MixChoices> {
        mix::choices(&self.jobs)
    }
}
