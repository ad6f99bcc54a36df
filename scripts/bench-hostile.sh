#!/usr/bin/env bash
# The core against hostile links (issue 28): a 60000 x 60000 PNG, a 3 GB body, an endless body and a
# byte-a-second drip as a job's result, a character's face and a reference photo, while three ordinary
# pictures are made. Prints memory at idle and at its highest, what became of each link, and when the
# ordinary pictures arrived, side by side in one run. A benchmark, not a test: figures are printed,
# never asserted. About a minute and a half with the defaults.
#   bash scripts/bench-hostile.sh [--seconds 75]
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
cargo build -q -p studio-core --example hostile_links
exec bash scripts/with-keyring.sh "$CARGO_TARGET_DIR/debug/examples/hostile_links" "$@"
