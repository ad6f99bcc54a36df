//! One limit for the whole process on pictures being worked at once (decoded, converted, resized,
//! encoded): each can hold hundreds of megabytes for a moment, so however many callers ask at once
//! (the tracker's downloads, character faces, the gallery's small copies, a dropped photo), at most
//! [`MAX_AT_ONCE`] do the work; the others wait their turn.

use std::sync::{Condvar, Mutex};

/// Pictures worked at once in the whole process.
pub const MAX_AT_ONCE: usize = 2;

static BUSY: Mutex<usize> = Mutex::new(0);
static FREED: Condvar = Condvar::new();

/// A turn to work one picture; the next waiting caller goes when it is dropped.
pub(crate) struct Turn(());

/// Waits for a turn (blocking: callers are on blocking threads already, as picture work must be).
pub(crate) fn turn() -> Turn {
    let mut busy = BUSY.lock().unwrap_or_else(|p| p.into_inner());
    while *busy >= MAX_AT_ONCE {
        busy = FREED.wait(busy).unwrap_or_else(|p| p.into_inner());
    }
    *busy += 1;
    Turn(())
}

impl Drop for Turn {
    fn drop(&mut self) {
        let mut busy = BUSY.lock().unwrap_or_else(|p| p.into_inner());
        *busy = busy.saturating_sub(1);
        FREED.notify_one();
    }
}
