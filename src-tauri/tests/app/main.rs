//! The app crate's tests, one binary: its configuration and bindings (config), and its commands over IPC on
//! Tauri's mock runtime (ipc).

mod config;
mod ipc;
