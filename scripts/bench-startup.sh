#!/usr/bin/env bash
# Measures, in one run and on one display, cold start to first paint and idle memory (PSS of the app and
# its WebKit processes) of Media Studio against a bare Tauri window built the same way (same crate, same
# profile and features: the `bare-window` example). Prints figures; asserts nothing.
# Usage: scripts/bench-startup.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
cargo build -q -p media-studio --features custom-protocol --bin media-studio --example bare-window
display=":$((RANDOM % 200 + 300))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 0.5
export DISPLAY="$display"

pss_tree() { # sum of PSS (kB) of a process and all its descendants
  local pids=("$1") all=() p
  while [ ${#pids[@]} -gt 0 ]; do
    p="${pids[0]}"; pids=("${pids[@]:1}"); all+=("$p")
    for c in $(pgrep -P "$p" 2>/dev/null); do pids+=("$c"); done
  done
  local sum=0
  for p in "${all[@]}"; do
    v=$(awk '/^Pss:/{print $2}' "/proc/$p/smaps_rollup" 2>/dev/null || echo 0)
    sum=$((sum + ${v:-0}))
  done
  echo "$sum"
}

measure() { # name bin title
  local name="$1" bin="$2" title="$3" data
  data="$(mktemp -d)"
  local t0 t1 pid colors
  t0=$(date +%s%N)
  MEDIA_STUDIO_DATA_DIR="$data" dbus-run-session -- "$bin" >/dev/null 2>&1 & pid=$!
  xdotool search --sync --onlyvisible --name "$title" >/dev/null
  # first paint: the window shows more than a blank fill
  for _ in $(seq 300); do
    colors=$(import -window root -crop 1280x800+0+0 -format '%k' info: 2>/dev/null || echo 1)
    [ "${colors:-1}" -gt 8 ] && break
    sleep 0.02
  done
  t1=$(date +%s%N)
  sleep 5
  local app_pid
  app_pid=$(pgrep -n -f "^$bin" || echo "$pid")
  printf '%-14s first paint %5d ms   idle PSS %6d kB\n' "$name" $(((t1 - t0) / 1000000)) "$(pss_tree "$pid")"
  kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
  pkill -f "^$bin" 2>/dev/null || true
  rm -rf "$data"; sleep 1
}

for i in $(seq "$runs"); do
  echo "run $i"
  measure "bare window" "$CARGO_TARGET_DIR/debug/examples/bare-window" "Bare Tauri window"
  measure "media studio" "$CARGO_TARGET_DIR/debug/media-studio" "Media Studio"
done
