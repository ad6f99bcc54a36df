//! media-prep's tests over ../shared/testdata, crafted files and photos converted from other formats, one binary. `huge_header` keeps its own: it
//! counts the process's allocations with a global allocator.

mod common;

// HEIC and AVIF are converted with libheif on Linux only.
#[cfg(target_os = "linux")]
mod convert;
mod crafted;
mod testdata;
