//! media-prep's tests over ../shared/testdata and crafted files, one binary. `huge_header` keeps its own: it
//! counts the process's allocations with a global allocator.

mod common;

mod crafted;
mod testdata;
