#!/usr/bin/env bash
# Type-checks the whole workspace, with the features the app ships with, for Windows
# (x86_64-pc-windows-gnu) and macOS (aarch64-apple-darwin), so code that would not build there fails here.
# This machine can't build for those systems, but it can check for them: Debian's rustc-web with its
# standard library's sources (rust-web-src) builds std for the target (-Zbuild-std; RUSTC_BOOTSTRAP lets
# the stable toolchain's cargo accept it), and `cargo check` compiles no machine code of our own.
#
# C code: Windows's is compiled by mingw-w64 (gcc-mingw-w64-x86-64). macOS's needs Apple's SDK, which
# isn't here: scripts/cross/apple-cc-stand-in stands in for its compiler (an empty object per file), so
# every Rust crate above that C is still checked; the script names the crates whose C it did not compile.
# Warnings are errors. Its own target dir (~/.cache/media-studio/cross-target) keeps later runs short.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
export CARGO_TARGET_DIR="${CROSS_TARGET_DIR:-$HOME/.cache/media-studio/cross-target}"
export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 RUSTFLAGS="-D warnings"
unset RUSTC_WORKSPACE_WRAPPER
[ -x "$RUSTC" ] && [ -d /usr/lib/rustlib/src/rust/library ] || {
  echo "cross-check: rustc-web and rust-web-src are missing (bash scripts/setup.sh installs them)" >&2
  exit 1
}
mkdir -p "$CARGO_TARGET_DIR"
# One crypto C library: reqwest's TLS uses ring (media_api::tls), as the updater does. aws-lc-sys, reqwest's
# default, would be a second one and the slowest crate of a Windows build.
if grep -q '^name = "aws-lc-sys"$' Cargo.lock; then
  echo "cross-check: aws-lc-sys is back in Cargo.lock; use ring through media_api::tls (cargo tree -i aws-lc-sys)" >&2
  exit 1
fi
# Both systems in one cargo run: the build scripts and macros they share are built once, and each
# target's crates fill the cores while the other's wait on a long one (CROSS_TIMINGS=1 writes cargo's
# timings report of the run into the target dir's cargo-timings/). Half of its work is the macros and
# build scripts (and their libraries) compiled for this machine, and the standard library for each
# target: compiled without optimisation here (the workspace's opt-level 1 for dependencies speeds up the
# app's debug build, not a check): from an empty target dir 390 s instead of 654 s.
stubbed="$CARGO_TARGET_DIR/aarch64-apple-darwin-stubbed-c.txt"
log="$(mktemp)"
started=$SECONDS
echo "cross-check: x86_64-pc-windows-gnu and aarch64-apple-darwin"
CC_aarch64_apple_darwin="$root/scripts/cross/apple-cc-stand-in" \
  CXX_aarch64_apple_darwin="$root/scripts/cross/apple-cc-stand-in" \
  AR_aarch64_apple_darwin=ar STUB_CC_LOG="$log" \
  cargo check --quiet --workspace --target x86_64-pc-windows-gnu --target aarch64-apple-darwin \
  -Zbuild-std=std,panic_abort --features media-studio/custom-protocol ${CROSS_TIMINGS:+--timings} \
  --config 'profile.dev.package."*".opt-level=0'
echo "cross-check: both passed in $((SECONDS - started)) s"
# Build scripts run once; what they asked for is kept beside their output for later runs.
touch "$stubbed"
{ sed -n 's|.*/registry/src/[^/]*/\([^/]*\).*|\1|p' "$log"; cat "$stubbed"; } | sort -u > "$stubbed.new"
mv "$stubbed.new" "$stubbed"
rm -f "$log"
echo "cross-check: for macOS the C of these crates was not compiled (no Apple SDK here), the Rust above it was:"
sed 's/^/  /' "$stubbed"
