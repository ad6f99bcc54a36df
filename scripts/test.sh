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

stage "rust style gates (cargo fmt --check, clippy with warnings as errors)"
cargo fmt --all --check
cargo clippy --workspace --all-targets --features media-studio/custom-protocol -- -D warnings

stage "rust tests (inside a private D-Bus session with a fresh, unlocked gnome-keyring)"
# One feature set for tests and the app binary, so the Tauri crate is compiled once.
bash scripts/with-keyring.sh cargo test --workspace --features media-studio/custom-protocol

stage "generated TypeScript bindings are up to date"
cargo run -q -p media-studio --features custom-protocol --example export-bindings -- --check

stage "ui unit and browser tests"
(cd ui && npm run --silent test:unit && npm run --silent test:browser)

stage "app binary"
cargo build -p media-studio -p media-sandbox --features media-studio/custom-protocol

stage "window tests under Xvfb"
bash tests/e2e/run.sh "$CARGO_TARGET_DIR/debug/media-studio"

stage "installer: pack the .deb, install it with dpkg, start it from its menu entry, remove it"
bash tests/e2e/installed.sh

stage "done"
