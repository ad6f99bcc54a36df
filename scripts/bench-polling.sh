#!/usr/bin/env bash
# How politely and how promptly the app follows 28 jobs at once (issue 12): requests a minute and how
# long after the service finished each result was saved, printed side by side in one run. A benchmark,
# not a test: figures are printed, never asserted. About three minutes with the defaults.
#   bash scripts/bench-polling.sh [--job-seconds 60] [--idle-seconds 30]
#   BENCH_TRACE=1 also prints every request the app sent while following (time, method, path).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
cargo build -q -p studio-core --example polling_bench
exec bash scripts/with-keyring.sh "$CARGO_TARGET_DIR/debug/examples/polling_bench" "$@"
