#!/usr/bin/env bash
# A newcomer's first run, as CI runs it: a fresh clone of HEAD beside this one (so ../shared is beside it
# too), `CI=true bash .ci/run` with no stdin, under a home folder that has never seen the project (a new
# keyring, npm cache, Wine prefix and its helper programs, no settings). Only the compilers (rustup, cargo
# and its downloaded crates) and the three target dirs are kept, named by the scripts' own variables.
# Usage: bash scripts/fresh-home-check.sh   (prints the run's stages; exits as the run does)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
clone="$(dirname "$repo")/fresh-home-check"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
rm -rf "$clone"
git clone -q "$repo" "$clone"
cache="$HOME/.cache/media-studio"
cd "$clone"
env -i PATH="${CARGO_HOME:-$HOME/.cargo}/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  HOME="$home" CARGO_HOME="${CARGO_HOME:-$HOME/.cargo}" RUSTUP_HOME="${RUSTUP_HOME:-$HOME/.rustup}" \
  LANG=C.UTF-8 CI=true \
  CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$cache/target}" \
  WINDOWS_TARGET_DIR="${WINDOWS_TARGET_DIR:-$cache/windows-target}" \
  CROSS_TARGET_DIR="${CROSS_TARGET_DIR:-$cache/cross-target}" \
  bash .ci/run </dev/null
