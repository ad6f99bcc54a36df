#!/usr/bin/env bash
# Runs the window tests: the real app binary under Xvfb, driven by tauri-driver + WebKitWebDriver,
# inside a private D-Bus session with a fresh, unlocked gnome-keyring (what a desktop user has).
# Usage: tests/e2e/run.sh [BIN]   (BIN defaults to $CARGO_TARGET_DIR/debug/media-studio, built with custom-protocol)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
bin="${1:-${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}/debug/media-studio}"
[ -x "$bin" ] || { echo "e2e: no app binary at $bin"; exit 1; }
export MEDIA_STUDIO_BIN="$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")"
export MEDIA_STUDIO_ARTIFACTS="${MEDIA_STUDIO_ARTIFACTS:-$root/artifacts}"
mkdir -p "$MEDIA_STUDIO_ARTIFACTS/screens"

# Xvfb picks a free display itself and tells its number (-displayfd): sockets left behind by a killed
# server never make this run fail or land on another run's display.
fifo="$(mktemp -u)"; mkfifo "$fifo"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$fifo" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
read -r -t 20 n <"$fifo" || { echo "e2e: Xvfb did not start"; exit 1; }
rm -f "$fifo"
display=":$n"
export DISPLAY="$display"

cd "$here"
# E2E_ONLY=name runs only ./name.test.mjs (while working on one test), or ./name.mjs: tests that need a
# set-up of their own (installed-app.mjs, run by installed.sh) are not named *.test.mjs.
files=(./*.test.mjs)
if [ -n "${E2E_ONLY:-}" ]; then
  files=("./$E2E_ONLY.test.mjs")
  [ -e "${files[0]}" ] || files=("./$E2E_ONLY.mjs")
fi
# Tests that drive the real pointer through X (xdotool: a real double click, or a native drop from a
# drag source window, drop.mjs) have the screen to themselves, one at a time; the rest run E2E_WORKERS at once (2 by default): each has its own app, data
# folder, embedded sandbox (its own port, so its own keyring entry) and driver ports, and mostly waits
# for the app. Not exec: the EXIT trap above stops this run's Xvfb.
alone=(); together=()
for f in "${files[@]}"; do
  if grep -q "doubleClick\|xdotool\|nativeDrop" "$f"; then alone+=("$f"); else together+=("$f"); fi
done
status=0
if [ "${#together[@]}" -gt 0 ]; then
  bash "$root/scripts/with-keyring.sh" node --test --test-timeout=600000 --test-concurrency="${E2E_WORKERS:-2}" "${together[@]}" || status=$?
fi
if [ "${#alone[@]}" -gt 0 ]; then
  bash "$root/scripts/with-keyring.sh" node --test --test-timeout=600000 --test-concurrency=1 "${alone[@]}" || status=$?
fi
exit "$status"
