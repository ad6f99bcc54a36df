#!/usr/bin/env bash
# README command 1: install what is missing, build the app and start it on the embedded sandbox.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
(cd ui && npm run --silent build)
cargo build -p media-studio --features custom-protocol
exec ./target/debug/media-studio "$@"
