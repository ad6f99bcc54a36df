#!/usr/bin/env bash
# Retakes the README's pictures (docs/screenshots/*.png) from the real app window: the window-test
# harness (tests/e2e/run.sh: Xvfb 1280x800, a private D-Bus and keyring) runs tests/e2e/readme-screens.mjs
# against the embedded Sandbox, in a fresh data folder. Not part of the test command.
# Usage: scripts/readme-screenshots.sh [--build] [BIN]
#   (default)  uses the app already built at $CARGO_TARGET_DIR/debug/media-studio (bash scripts/start.sh builds it)
#   --build    builds the web view and that binary first (as scripts/start.sh does)
#   BIN        another app binary built with the custom-protocol feature, e.g. $CARGO_TARGET_DIR/release/media-studio
# The binary carries the web view it was built with: after a change in ui/, build again (or use --build).
# The pictures are written to a temporary folder and replace docs/screenshots/*.png only when every one
# was taken; a picture larger than 400 KB is scaled down to 1024 px wide (ImageMagick).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
build=0 bin=()
for arg in "$@"; do
  case "$arg" in
    --build) build=1 ;;
    -*) echo "readme-screenshots: unknown option $arg (see the comment at the top of $0)" >&2; exit 2 ;;
    *) bin=("$(cd "$(dirname "$arg")" && pwd)/$(basename "$arg")") ;;
  esac
done

[ -d tests/e2e/node_modules ] && command -v tauri-driver >/dev/null || bash scripts/setup.sh
if [ "$build" = 1 ]; then
  (cd ui && npm run --silent build)
  cargo build -p media-studio --features custom-protocol
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
status=0
README_SCREENSHOTS_DIR="$out" E2E_ONLY=readme-screens bash tests/e2e/run.sh "${bin[@]}" || status=$?
[ "$status" = 0 ] || { echo "readme-screenshots: the window run failed (exit $status); docs/screenshots is unchanged" >&2; exit "$status"; }

shopt -s nullglob
shots=("$out"/*.png)
[ "${#shots[@]}" -gt 0 ] || { echo "readme-screenshots: no picture was taken" >&2; exit 1; }
for f in "${shots[@]}"; do
  if [ "$(stat -c %s "$f")" -gt 409600 ]; then
    convert "$f" -resize 1024x "$f"
  fi
done
mkdir -p docs/screenshots
rm -f docs/screenshots/*.png
cp "${shots[@]}" docs/screenshots/
for f in docs/screenshots/*.png; do
  echo "$root/$f ($(identify -format '%wx%h' "$f"), $(( $(stat -c %s "$f") / 1024 )) KB)"
done
