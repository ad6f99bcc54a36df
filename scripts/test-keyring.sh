#!/usr/bin/env bash
# Runs studio-core's tests the way scripts/test.sh does: inside a private D-Bus session with a fresh,
# unlocked gnome-keyring (scripts/with-keyring.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
exec bash scripts/with-keyring.sh cargo test -p studio-core "$@"
