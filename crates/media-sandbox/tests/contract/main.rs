//! media-sandbox's tests, one binary: the contract of each API area (rich profile), the strict profile,
//! faults, persistence and robustness.

mod common;

mod contract_account;
mod contract_characters;
mod contract_images;
mod contract_slideshows;
mod contract_tools;
mod contract_video_music;
mod faults;
mod persistence_cli;
mod robustness;
mod spawn_smoke;
mod strict_profile;
