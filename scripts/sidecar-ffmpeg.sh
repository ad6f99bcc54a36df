#!/usr/bin/env bash
# Puts the ffmpeg and ffprobe a Windows or macOS bundle brings (src-tauri/bundle/*.conf.json,
# bundle.externalBin) where Tauri's bundler looks for them: src-tauri/binaries/<name>-<target triple>[.exe].
# The releaser chooses the build (an LGPL one: see docs/releasing.md) and passes its folder; nothing is
# downloaded here. Linux packages depend on the distribution's ffmpeg instead.
#   bash scripts/sidecar-ffmpeg.sh <target-triple> <folder holding ffmpeg[.exe] and ffprobe[.exe]>
set -euo pipefail
cd "$(dirname "$0")/.."
triple="${1:?target triple, e.g. x86_64-pc-windows-msvc or aarch64-apple-darwin}"
from="${2:?the folder holding the chosen ffmpeg and ffprobe}"
case "$triple" in *windows*) ext=.exe ;; *) ext= ;; esac
for p in ffmpeg ffprobe; do
  [ -f "$from/$p$ext" ] || { echo "sidecar-ffmpeg: $from/$p$ext is missing" >&2; exit 1; }
done
# An LGPL build only (its configuration says so); what it says of itself goes beside it, for the notice.
# A program of another system (a Windows ffmpeg.exe put in place on Linux) can't be asked: its
# configuration is read from the program itself, where a static build keeps it (a shared build keeps it
# in its DLLs, which the bundle doesn't bring: the sidecars must be static builds).
version="$("$from/ffmpeg$ext" -hide_banner -version 2>/dev/null | head -3 || true)"
if [ -z "$version" ]; then
  version="$(strings "$from/ffmpeg$ext" | grep -m 1 -e '--enable-' || true)"
  [ -n "$version" ] || {
    echo "sidecar-ffmpeg: can't read $from/ffmpeg$ext's build configuration (is it a static build of ffmpeg?)" >&2
    exit 1
  }
fi
case "$version" in
  *--enable-gpl*) echo "sidecar-ffmpeg: $from/ffmpeg$ext is a GPL build; Media Studio ships an LGPL one (docs/releasing.md)" >&2; exit 1 ;;
esac
# What the app asks of it there: a phone's HEIC photo needs ffmpeg 7.1 or newer (HEIF with tiled
# pictures) and its HEVC decoder, an AVIF one an AV1 decoder (studio-core base::reference); a slideshow's
# video an H.264 encoder the system has (h264_mf on Windows, h264_videotoolbox on macOS), else ffmpeg's
# own MPEG-4 (studio-core base::ffmpeg::VideoEncoder).
case "$triple" in
  *windows* | *darwin*)
    release="$(sed -n 's/^ffmpeg version n\{0,1\}\([0-9]*\.[0-9]*\).*/\1/p' <<<"$version" | head -1)"
    major="${release%%.*}" minor="${release#*.}"
    if [ -z "$release" ] || [ "$major" -lt 7 ] || { [ "$major" -eq 7 ] && [ "$minor" -lt 1 ]; }; then
      echo "sidecar-ffmpeg: ffmpeg ${release:-of unknown version} can't read a phone's HEIC photos: use 7.1 or newer" >&2
      exit 1
    fi
    decoders="$("$from/ffmpeg$ext" -hide_banner -decoders 2>/dev/null || true)"
    for d in hevc "av1|libdav1d"; do
      grep -Eq "^ V[^ ]* ($d) " <<<"$decoders" || {
        echo "sidecar-ffmpeg: this ffmpeg has no $d decoder, which HEIC or AVIF photos need" >&2
        exit 1
      }
    done
    ;;
esac
for p in ffmpeg ffprobe; do
  install -m 0755 "$from/$p$ext" "src-tauri/binaries/$p-$triple$ext"
done
printf '%s\n' "$version" > "src-tauri/binaries/ffmpeg-$triple.version.txt"
echo "sidecar-ffmpeg: src-tauri/binaries/{ffmpeg,ffprobe}-$triple$ext in place"
