//! studio-core's tests against a spawned sandbox, one binary (one link instead of one per file). Two tests
//! keep binaries of their own: `keyring_unavailable` points D-Bus at nothing for its whole process, and
//! `no_key_leak` installs the process's log subscriber.

mod common;

mod account_check;
mod accounts;
mod bulk_delete;
mod bulk_restore_export;
mod characters;
mod charged_then_failed;
mod crash_safety;
mod create_image;
mod edit_image;
mod estimates;
mod file_settings;
mod gallery;
mod gallery_sync;
mod job_writes;
mod keyring;
mod library_search;
mod local_mix;
mod lookup;
mod pickers;
mod profiles;
mod recent_jobs;
mod recipes;
mod resubmit;
mod review;
mod saving;
mod settings;
mod several_pictures;
mod slideshows;
mod specta;
mod spend;
mod spending_list;
mod tags;
mod tools;
mod tracker;
mod tracker_faults;
mod usual_time;
mod video_edit;
mod video_music;
