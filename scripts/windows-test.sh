#!/usr/bin/env bash
# The Windows stage of the test command: the Rust tests of media-api, media-sandbox, media-prep,
# studio-core and media-fuzz's bounded run, built as Windows programs (x86_64-pc-windows-gnu) and run
# under Wine as cargo's target runner. Its last lines say how many tests ran, passed and were skipped,
# and why each skipped one can't run here.
#
# What it needs, all installed by scripts/setup.sh: Debian's rustc-web with its standard library's
# sources (std is built for the target, as scripts/cross-check.sh does), mingw-w64 (the linker and the C
# of ring, SQLite, ...) and wine64 (Wine 8). Wine 8 lacks one function Rust's standard library imports,
# bcryptprimitives.dll's ProcessPrng: scripts/windows/processprng.c is compiled into the stage's own Wine
# prefix (never into a person's). Its own target dir (~/.cache/media-studio/windows-target) and prefix
# (~/.cache/media-studio/wine) keep later runs short.
#
# Tests that can't run as Windows programs here are named in scripts/windows/skip.txt with the reason;
# a name there that matches no test fails the stage, so the list can't go stale.
#
# Usage: scripts/windows-test.sh [-p CRATE ...]   (default: every crate above)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
cache="${MEDIA_STUDIO_CACHE:-$HOME/.cache/media-studio}"
export CARGO_TARGET_DIR="${WINDOWS_TARGET_DIR:-$cache/windows-target}"
export CARGO_TERM_COLOR=never
export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
target=x86_64-pc-windows-gnu
wine=/usr/lib/wine/wine64
for need in "$RUSTC" x86_64-w64-mingw32-gcc "$wine"; do
  command -v "$need" >/dev/null || {
    echo "windows-test: $need is missing (bash scripts/setup.sh installs it)" >&2
    exit 1
  }
done
[ -d /usr/lib/rustlib/src/rust/library ] || {
  echo "windows-test: rust-web-src is missing (bash scripts/setup.sh installs it)" >&2
  exit 1
}

# The stage's own Wine prefix: made once, with the ProcessPrng shim in its system32.
export WINEPREFIX="${WINDOWS_WINEPREFIX:-$cache/wine}"
export WINEDEBUG=-all
# No Mono or Gecko (their installers would ask); nothing here needs .NET or an HTML engine.
export WINEDLLOVERRIDES="mscoree,mshtml="
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  echo "windows-test: making the Wine prefix $WINEPREFIX"
  mkdir -p "$WINEPREFIX"
  "$wine" wineboot --init >/dev/null 2>&1 || true
  "$wine" wineserver -w 2>/dev/null || /usr/lib/wine/wineserver64 -w
fi
shim="$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll"
if [ ! -f "$shim" ] || [ scripts/windows/processprng.c -nt "$shim" ]; then
  x86_64-w64-mingw32-gcc -O2 -shared -o "$shim" scripts/windows/processprng.c -ladvapi32
fi
# Programs of this machine the tests run (ffmpeg and ffprobe, the tools that make test files), as
# Windows programs on Wine's PATH: scripts/windows/host-run.c copied as <name>.exe runs the program
# through scripts/windows/host-program, which turns Windows paths in its arguments into Unix ones.
host_bin="$cache/wine-host-bin"
mkdir -p "$host_bin"
if [ ! -f "$host_bin/host-run.exe" ] || [ scripts/windows/host-run.c -nt "$host_bin/host-run.exe" ]; then
  x86_64-w64-mingw32-gcc -O2 -o "$host_bin/host-run.exe" scripts/windows/host-run.c -lshell32
fi
for p in ffmpeg ffprobe heif-enc mount umount python3; do
  cp "$host_bin/host-run.exe" "$host_bin/$p.exe"
done
export WINEPATH="Z:${host_bin//\//\\}" MEDIA_STUDIO_WINE_HOST="$root/scripts/windows/host-program"
# One wine server and Wine's own services for every test program of the run, started here with their
# output away from the log (they outlive the program that starts them), stopped at the end.
/usr/lib/wine/wineserver64 -p 60 </dev/null >/dev/null 2>&1 || true
"$wine" wineboot </dev/null >/dev/null 2>&1 || true
trap '/usr/lib/wine/wineserver64 -k 2>/dev/null || true' EXIT

export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER="$root/scripts/windows/wine-run"

crates=("$@")
[ ${#crates[@]} -gt 0 ] || crates=(-p media-api -p media-sandbox -p media-prep -p studio-core -p media-fuzz)

# The skip list: `test::path   reason` lines; each becomes an exact --skip.
skip_file=scripts/windows/skip.txt
skips=()
declare -A reason_of=()
while IFS= read -r line; do
  case "$line" in "" | "#"*) continue ;; esac
  name="${line%%[[:space:]]*}"
  why="$(sed 's/^[^[:space:]]*[[:space:]]*//' <<<"$line")"
  skips+=(--skip "$name")
  reason_of["$name"]="$why"
done <"$skip_file"

log="$(mktemp)"
started=$SECONDS
echo "windows-test: building for $target (${crates[*]})"
set +e
cargo test --target "$target" -Zbuild-std=std,panic_unwind,test "${crates[@]}" \
  --lib --bins --tests --no-fail-fast -- --exact "${skips[@]}" > >(tee "$log") 2>&1
status=$?
set -e
/usr/lib/wine/wineserver64 -k 2>/dev/null || true
sleep 1

# Sum every test binary's result line.
read -r passed failed ignored filtered < <(awk '
  /^test result:/ {
    for (i = 1; i <= NF; i++) {
      if ($(i+1) ~ /^passed/) p += $i
      if ($(i+1) ~ /^failed/) f += $i
      if ($(i+1) ~ /^ignored/) g += $i
      if ($(i+1) == "filtered") s += $i
    }
  }
  END { printf "%d %d %d %d\n", p, f, g, s }' "$log")
ran=$((passed + failed))
named=$(( ${#skips[@]} / 2 ))
echo
echo "=== Windows stage: $ran tests ran as Windows programs under Wine: $passed passed, $failed failed;" \
  "$filtered skipped by name, $ignored ignored ($((SECONDS - started)) s)"
if [ "$named" -gt 0 ]; then
  echo "Skipped, and why (scripts/windows/skip.txt):"
  for name in "${!reason_of[@]}"; do printf '%s\t%s\n' "${reason_of[$name]}" "$name"; done | sort |
    awk -F'\t' '$1 != last { print "  " $1 ":"; last = $1 } { print "    " $2 }'
fi
sed -n 's/^---- \(.*\) stdout ----$/  failed: \1/p' "$log" | sort -u
rm -f "$log"
if [ "$filtered" -ne "$named" ]; then
  echo "windows-test: skip.txt names $named tests but $filtered were skipped: a name there matches no test (renamed or gone?)" >&2
  exit 1
fi
exit "$status"
