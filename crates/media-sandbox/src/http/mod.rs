//! HTTP plumbing of the main listener: errors, auth, bodies, request log, faults, the strict profile's answers, control interface.

pub mod auth;
pub mod body;
pub mod control;
pub mod error;
pub mod faults;
pub mod record;
pub mod spec;
