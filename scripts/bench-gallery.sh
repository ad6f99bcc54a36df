#!/usr/bin/env bash
# Gallery benchmark (issue 5), all in one run; prints figures, asserts only sanity:
#  1. the gallery in real Chromium with 100 vs 10,000 seeded items: first paint and DOM node count
#     (ui/tests/bench/gallery-bench.mjs; also the node count after scrolling to the middle and the end);
#  2. thumbnail throughput of media-prep on the real photos in ../shared/testdata/photos next to
#     vipsthumbnail on the same files (crates/media-prep/examples/thumb_bench.rs);
#  3. 10,000 items seeded into a real SQLite library and the gallery queries over it
#     (crates/studio-core/examples/gallery_seed_bench.rs).
# Usage: scripts/bench-gallery.sh [--runs N] [--repeat N] [--no-build]
#   --runs N     browser runs per size (default 5)   --repeat N  thumbnail rounds (default 20)
#   --no-build   use the existing ui/dist
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$(pwd)"
photos="$repo/../shared/testdata/photos"
runs=5 repeat=20 build=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --repeat) repeat="$2"; shift 2 ;;
    --no-build) build=(--no-build); shift ;;
    *) echo "usage: scripts/bench-gallery.sh [--runs N] [--repeat N] [--no-build]" >&2; exit 2 ;;
  esac
done
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"

echo "== machine: $(nproc) cores, $(awk '/MemTotal/{printf "%.1f GiB", $2/1048576}' /proc/meminfo), load $(cut -d' ' -f1-3 /proc/loadavg)"

echo
echo "== 1. Gallery first paint and DOM size in Chromium (100 vs 10,000 items)"
[ -x /usr/bin/chromium ] || { echo "chromium is missing: sudo apt-get install chromium (scripts/setup.sh)" >&2; exit 1; }
[ -d ui/node_modules ] || (cd ui && npm ci --no-audit --no-fund)
(cd ui && node tests/bench/gallery-bench.mjs --runs "$runs" "${build[@]}")

echo
echo "== 2. Thumbnails of real photos: media-prep vs vipsthumbnail (same files, same run)"
if ! command -v vipsthumbnail >/dev/null; then
  echo "vipsthumbnail is not installed: sudo apt-get install libvips-tools (it is in scripts/setup.sh)" >&2
  exit 1
fi
echo "photos: $(cd "$photos" && ls | grep -Eic '\.(jpe?g|png|webp|gif)$') files in $(realpath "$photos")"
cargo run -q --release -p media-prep --example thumb_bench -- --repeat "$repeat" "$photos"

echo
echo "== 3. 10,000 items in a real SQLite library: gallery queries"
cargo run -q --release -p studio-core --example gallery_seed_bench
