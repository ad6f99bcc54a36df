#!/usr/bin/env bash
# README command 1: install what is missing, build the app and start it on the embedded sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
(cd ui && npm run --silent build)
cargo build -p media-studio --features custom-protocol
exec "$CARGO_TARGET_DIR/debug/media-studio" "$@"
