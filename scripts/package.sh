#!/usr/bin/env bash
# Builds the Linux installers, a .deb and an .rpm, with the Tauri CLI from the npm registry (the
# @tauri-apps/cli dev dependency of ui/: a prebuilt binary, nothing is downloaded while packing).
# Usage: scripts/package.sh [--debug] [--no-build]
#   (default)   release build: $CARGO_TARGET_DIR/release/bundle/deb/*.deb and .../rpm/*.rpm
#   --debug     packs the debug build instead (what the test command installs: it has just built it)
#   --no-build  packs the app binary already built, without building the web view or the binary again
# The last lines printed are the paths of the two installers.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
profile=release build=1
for arg in "$@"; do
  case "$arg" in
    --debug) profile=debug ;;
    --no-build) build=0 ;;
    *) echo "package: unknown option $arg (see the comment at the top of $0)" >&2; exit 2 ;;
  esac
done
cargo_profile=(); cli_profile=()
[ "$profile" = release ] && cargo_profile=(--release)
[ "$profile" = debug ] && cli_profile=(--debug)

[ -x ui/node_modules/.bin/tauri ] || bash scripts/setup.sh
if [ "$build" = 1 ]; then
  (cd ui && npm run --silent build)
  cargo build "${cargo_profile[@]}" -p media-studio --features custom-protocol --bin media-studio
fi
bin="$CARGO_TARGET_DIR/$profile/media-studio"
[ -x "$bin" ] || { echo "package: no app binary at $bin (run without --no-build)" >&2; exit 1; }

out="$CARGO_TARGET_DIR/$profile/bundle"
rm -f "$out"/deb/*.deb "$out"/rpm/*.rpm
# The bundler writes which installer it is into the binary (for the updater), then packs it with the
# icons and a .desktop entry (src-tauri/tauri.conf.json, "bundle").
ui/node_modules/.bin/tauri bundle "${cli_profile[@]}" --bundles deb,rpm --features custom-protocol --ci >&2
# The bundler names the files after the product ("Media Studio_0.1.0_amd64.deb"); a name without a space is
# easier to type in `sudo apt install ./…`.
for f in "$out"/deb/*.deb "$out"/rpm/*.rpm; do
  b="$(basename "$f")"; [ "$b" = "${b// /}" ] || mv "$f" "$(dirname "$f")/media-studio${b#Media Studio}"
done
ls "$out"/deb/*.deb "$out"/rpm/*.rpm
