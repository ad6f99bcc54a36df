#!/usr/bin/env bash
# Installs everything Media Studio needs on a fresh Debian/Ubuntu machine. Idempotent: cheap when done.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_BUILD="libwebkit2gtk-4.1-dev build-essential curl wget file libxdo-dev libssl-dev
 libayatana-appindicator3-dev librsvg2-dev pkg-config"
# libheif1: HEIC/HEIF and AVIF photos are converted with it (media-prep loads it at run time).
APT_MEDIA="ffmpeg gstreamer1.0-libav gstreamer1.0-plugins-good gstreamer1.0-plugins-base fonts-dejavu-core
 libheif1"
# libheif-examples (heif-enc) and imagemagick (convert) make the HEIC, AVIF, TIFF and BMP photos of
# media-prep's and studio-core's tests.
APT_TEST="xvfb webkit2gtk-driver dbus dbus-x11 gnome-keyring libsecret-tools imagemagick xdotool
 x11-utils xauth keyutils chromium libvips-tools python3-gi gir1.2-gtk-3.0 desktop-file-utils
 libheif-examples"
# The Windows and macOS type-check (scripts/cross-check.sh) and the Windows stage (scripts/windows-test.sh):
# a rustc that builds std for a target, mingw-w64 for the C of Windows crates and the linker, and Wine to
# run the Windows test programs.
APT_CROSS="rustc-web rust-web-src gcc-mingw-w64-x86-64 wine64"
# The Windows installer (scripts/package.sh --windows): makensis builds it from src-tauri/windows/installer.nsi,
# and its test (tests/windows/installer.sh) lists it with 7-Zip before installing it under Wine.
APT_WINDOWS_INSTALLER="nsis p7zip-full"

missing=()
for p in $APT_BUILD $APT_MEDIA $APT_TEST $APT_CROSS $APT_WINDOWS_INSTALLER; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${#missing[@]} apt packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

command -v cargo >/dev/null || { echo "setup: cargo (Rust toolchain, via rustup) is required"; exit 1; }
command -v node >/dev/null || { echo "setup: Node.js 20+ and npm are required"; exit 1; }

# The style gates of scripts/test.sh need rustfmt and clippy.
if ! cargo fmt --version >/dev/null 2>&1 || ! cargo clippy --version >/dev/null 2>&1; then
  command -v rustup >/dev/null || { echo "setup: cargo fmt and cargo clippy are required (rustup component add rustfmt clippy)"; exit 1; }
  echo "setup: installing rustfmt and clippy"
  rustup component add rustfmt clippy
fi

if ! command -v tauri-driver >/dev/null; then
  echo "setup: installing tauri-driver"
  cargo install tauri-driver --locked --quiet
fi

for dir in ui tests/e2e; do
  [ -f "$dir/package-lock.json" ] || continue
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    echo "setup: installing npm packages in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
done
echo "setup: ok"
