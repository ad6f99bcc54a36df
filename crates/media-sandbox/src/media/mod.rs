//! Synthetic media: files on disk, the media listener, and the renderers.

pub mod audio;
pub mod edit;
pub mod ffmpeg;
pub mod png;
pub mod render;
pub mod server;
pub mod slides;
pub mod store;
pub mod text;
pub mod video;
