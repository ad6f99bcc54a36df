#!/usr/bin/env bash
# Start-up of Media Studio against a bare Tauri window built the same way (same crate, profile and
# features: the `bare-window` example), in one run, alternating: bare (two ways), app on an empty library,
# bare (two ways), app on a seeded library (100,000 items by default, made by studio-core's
# gallery_seed_bench example and connected to the Sandbox, so the app opens on Home with its recent work),
# app on a seeded library of 100 items, and the same with the page's script JIT-compiled as WebKit would by
# default (JSC_useJIT=1: what src-tauri/src/webview_render.rs's choice saves).
# Every start gets a fresh home (a fresh web view profile). The bare window is measured as Tauri makes it, and also made hidden and
# shown when its page has loaded, as the app's window is (BARE_SHOW_ON_LOAD; src-tauri/src/window_show.rs).
# Figures: first paint (start to the window showing more than a blank fill) and idle PSS of the app with
# its WebKit processes, 6 s after start. Then, on the seeded library, memory after scrolling the whole
# gallery, and the repaint after each search or filter change (scripts/bench/gallery-scroll.mjs and
# gallery-search.mjs, through tauri-driver).
# Prints figures side by side; asserts nothing.
# Usage: scripts/bench-startup.sh [--runs N] [--items N] [--debug] [--no-scroll] [--search-only] [--library DIR]
#   (release by default; --no-scroll: start-up figures only, without the gallery; --search-only: only
#   the search and filters on the seeded library, as shipped and with the JIT on, no start-up figures and
#   no scroll; --library DIR: a library kept by `gallery_seed_bench --keep DIR` instead of seeding one)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
runs=3 items=100000 profile=release scroll=1 search_only=0 kept=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --items) items="$2"; shift ;;
    --debug) profile=debug ;;
    --no-scroll) scroll=0 ;;
    --search-only) search_only=1 ;;
    --library) kept="$2"; shift ;;
    *) echo "bench-startup: unknown option $1" >&2; exit 2 ;;
  esac
  shift
done
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
flag=(); [ "$profile" = release ] && flag=(--release)
(cd ui && npm run --silent build)
cargo build -q "${flag[@]}" -p media-studio --features custom-protocol --bin media-studio --example bare-window
cargo build -q "${flag[@]}" -p studio-core --example gallery_seed_bench
app="$CARGO_TARGET_DIR/$profile/media-studio"
bare="$CARGO_TARGET_DIR/$profile/examples/bare-window"

work="$(mktemp -d /tmp/media-studio-bench-XXXX)"
mkfifo "$work/display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" >/dev/null 2>&1 & xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
read -r -t 20 n <"$work/display"
export DISPLAY=":$n"

seeded="$work/seeded"
if [ -n "$kept" ]; then
  cp -al "$kept" "$seeded"; rm -f "$seeded"/library.sqlite*; cp "$kept"/library.sqlite* "$seeded"/
  items="kept"
  echo "the library kept in $kept"
else
  echo "seeding a library of $items items…"
  "$CARGO_TARGET_DIR/release/examples/gallery_seed_bench" --items "$items" --keep "$seeded" | tail -1
fi
printf '{"mode":"sandbox"}\n' > "$seeded/settings.json"
# A library of 100 items beside it: Home shows the same kind of work, so the two tell what the library's
# size costs apart from what a Home with work shows over the first-run screen.
small="$work/small"
"$CARGO_TARGET_DIR/release/examples/gallery_seed_bench" --items 100 --keep "$small" >/dev/null
printf '{"mode":"sandbox"}\n' > "$small/settings.json"

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

declare -A paint pss count
measure() { # key bin title library-dir [VAR=value...]
  local key="$1" bin="$2" title="$3" data="$4" home t0 t1 pid colors
  shift 4
  home="$(mktemp -d "$work/home-XXXX")"
  t0=$(date +%s%N)
  env HOME="$home" XDG_DATA_HOME="" XDG_CACHE_HOME="" XDG_CONFIG_HOME="" MEDIA_STUDIO_DATA_DIR="$data" "$@" \
    dbus-run-session -- "$bin" >/dev/null 2>&1 & pid=$!
  # First paint: the screen shows more than a blank fill. Read from the start (not after `xdotool search
  # --sync`, which looks for the window every 0.5 s and so rounded every start to 0.5 s steps).
  for _ in $(seq 500); do
    colors=$(import -window root -crop 1280x800+0+0 -format '%k' info: 2>/dev/null || echo 1)
    [ "${colors:-1}" -gt 8 ] && break
    sleep 0.02
  done
  t1=$(date +%s%N)
  sleep 6
  local ms=$(((t1 - t0) / 1000000)) kb
  kb=$(pss_tree "$pid")
  paint[$key]=$(( ${paint[$key]:-0} + ms )); pss[$key]=$(( ${pss[$key]:-0} + kb )); count[$key]=$(( ${count[$key]:-0} + 1 ))
  printf '  %-26s first paint %5d ms   idle PSS %4d MB\n' "$key" "$ms" $((kb / 1024))
  # The app first: dbus-run-session then ends its bus (killed itself, it would leave the bus running).
  pkill -f "^$bin" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
  # WebKit's processes may still be writing their profile for a moment after the app has gone.
  sleep 1; rm -rf "$home" 2>/dev/null || { sleep 1; rm -rf "$home" || true; }
}

[ "$search_only" = 1 ] && runs=0
for i in $(seq "$runs"); do
  echo "run $i of $runs ($profile)"
  measure "bare window" "$bare" "Bare Tauri window" "$work/none"
  measure "bare, shown on load" "$bare" "Bare Tauri window" "$work/none" BARE_SHOW_ON_LOAD=1
  empty="$(mktemp -d "$work/empty-XXXX")"
  measure "app, empty library" "$app" "Media Studio" "$empty"
  measure "bare window" "$bare" "Bare Tauri window" "$work/none"
  measure "bare, shown on load" "$bare" "Bare Tauri window" "$work/none" BARE_SHOW_ON_LOAD=1
  lib="$work/lib-$i"; cp -al "$seeded" "$lib"; rm -f "$lib"/library.sqlite*; cp "$seeded"/library.sqlite* "$lib"/
  measure "app, $items items" "$app" "Media Studio" "$lib"
  lib100="$work/lib100-$i"; cp -a "$small" "$lib100"
  measure "app, 100 items" "$app" "Media Studio" "$lib100"
  # What running the page's script without the JIT saves (src-tauri/src/webview_render.rs): the same, JIT on.
  lib100j="$work/lib100j-$i"; cp -a "$small" "$lib100j"
  measure "app, 100 items, JIT on" "$app" "Media Studio" "$lib100j" JSC_useJIT=1
  rm -rf "$empty" "$lib" "$lib100" "$lib100j"
done

if [ "$search_only" = 0 ]; then
avg() { echo $(( ${1} / ${count[$2]} )); }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }
bp=$(avg "${paint[bare window]}" "bare window"); bk=$(avg "${pss[bare window]}" "bare window")
sp=$(avg "${paint[bare, shown on load]}" "bare, shown on load")
echo
echo "means over $runs runs ($profile)          first paint                  idle PSS"
printf '  %-26s %6d ms                      %4d MB\n' "bare window" "$bp" $((bk / 1024))
printf '  %-26s %6d ms                      %4d MB\n' "bare, shown on load" "$sp" \
  $(($(avg "${pss[bare, shown on load]}" "bare, shown on load") / 1024))
for key in "app, empty library" "app, 100 items" "app, 100 items, JIT on" "app, $items items"; do
  p=$(avg "${paint[$key]}" "$key"); k=$(avg "${pss[$key]}" "$key")
  printf '  %-26s %6d ms  %s (%s)     %4d MB  %s   (goals: <= 1.15x, <= 1.2x)\n' "$key" "$p" "$(ratio "$p" "$bp")" \
    "$(ratio "$p" "$sp") of shown on load" $((k / 1024)) "$(ratio "$k" "$bk")"
done
fi

[ "$scroll" = 1 ] || exit 0
echo
if [ "$search_only" = 1 ]; then
  echo "the gallery of $items items: search and filters ($profile):"
else
  echo "the whole gallery of $items items, scrolled a screen at a time, then searched ($profile):"
fi
gallery() { # [VAR=value...]
  lib="$work/lib-scroll"; rm -rf "$lib"; cp -al "$seeded" "$lib"; rm -f "$lib"/library.sqlite*; cp "$seeded"/library.sqlite* "$lib"/
  (cd tests/e2e && env "$@" BENCH_LIBRARY="$lib" BENCH_SEARCH_ONLY="$search_only" MEDIA_STUDIO_BIN="$app" \
    MEDIA_STUDIO_ARTIFACTS="$work/artifacts" bash "$root/scripts/with-keyring.sh" node "$root/scripts/bench/gallery-scroll.mjs")
}
gallery
if [ "$search_only" = 1 ]; then
  # What the page's script costs without the JIT: the same searches, JIT on.
  echo
  echo "the same with the JIT on (JSC_useJIT=1):"
  gallery JSC_useJIT=1
fi
