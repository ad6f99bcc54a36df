#!/usr/bin/env bash
# README command 2: runs every test. Rust (with a real Secret Service for the key store), the UI in a
# real browser, then the real app window under Xvfb. Fails on the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
# One target dir shared by every clone and script on this machine: nothing is built twice.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
export CARGO_TERM_COLOR=never
stage() { printf '\n=== %s (%s)\n' "$1" "$(date +%T)"; }

stage "setup"
bash scripts/setup.sh

stage "ui style gates (eslint, prettier, tsc strict)"
(cd ui && npm run --silent lint)

stage "ui build"
(cd ui && npm run --silent build)

stage "rust style gate (cargo fmt --check)"
cargo fmt --all --check

stage "rust build with clippy's lints as errors, and the tests (inside a private D-Bus session with a fresh, unlocked gnome-keyring)"
# One compile serves the lint gate, the tests and the app: the workspace's own crates are compiled by
# clippy-driver (lints, warnings as errors, then code as rustc makes it: what `cargo clippy` does in
# check mode), the dependencies by rustc once. `cargo test` builds every target (lib, bins, tests,
# examples), so the app binary the window tests run (debug/media-studio, with the same features:
# nothing of Tauri is compiled twice) and the bindings exporter come out of this one build.
command -v clippy-driver >/dev/null || { echo "test: clippy-driver is missing (rustup component add clippy)"; exit 1; }
export RUSTC_WORKSPACE_WRAPPER="$(command -v clippy-driver)"
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
bash scripts/with-keyring.sh cargo test --workspace --features media-studio/custom-protocol

stage "generated TypeScript bindings are up to date"
"$CARGO_TARGET_DIR/debug/examples/export-bindings" --check

stage "ui unit and browser tests"
(cd ui && npm run --silent test:unit && npm run --silent test:browser)

stage "window tests under Xvfb"
bash tests/e2e/run.sh "$CARGO_TARGET_DIR/debug/media-studio"

stage "installer: the release feed's entries, then pack the .deb, install it with dpkg, start it from its menu entry, update it, remove it"
node --test tests/release/release-feed.test.mjs
bash tests/e2e/installed.sh

stage "Windows: the Rust tests as Windows programs under Wine (scripts/windows-test.sh, its own target dir)"
bash scripts/windows-test.sh

stage "Windows and macOS: the whole workspace type-checks for both (scripts/cross-check.sh, its own target dir)"
bash scripts/cross-check.sh

stage "done"
