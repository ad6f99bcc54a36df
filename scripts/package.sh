#!/usr/bin/env bash
# Builds the installers. Linux: a .deb and an .rpm, with the Tauri CLI from the npm registry (the
# @tauri-apps/cli dev dependency of ui/: a prebuilt binary, nothing is downloaded while packing).
# Windows, when asked: the NSIS installer (a -setup.exe), built with Debian's makensis from our own
# script, src-tauri/windows/installer.nsi (Tauri's bundler can't make it here: before it packs anything
# it downloads an NSIS plugin of its own from GitHub; README, "On each system"), then tested under Wine
# (tests/windows/installer.sh).
# Usage: scripts/package.sh [--debug] [--no-build] [--windows | --windows-test] [--no-linux]
#   (default)       release build: $CARGO_TARGET_DIR/release/bundle/deb/*.deb and .../rpm/*.rpm
#   --debug         packs the debug build instead (what the test command installs: it has just built it)
#   --no-build      packs the app binary already built, without building the web view or the binary again
#   --windows       also the Windows installer: media-studio.exe linked for x86_64-pc-windows-gnu (as
#                   scripts/windows-test.sh builds, in its target dir), with the release's ffmpeg.exe and
#                   ffprobe.exe from src-tauri/binaries/ (put there by
#                   `bash scripts/sidecar-ffmpeg.sh x86_64-pc-windows-gnu <folder>`); refuses without them.
#                   In $WINDOWS_TARGET_DIR/x86_64-pc-windows-gnu/<profile>/bundle/nsis/.
#   --windows-test  the same, with stand-ins for ffmpeg and ffprobe (this machine has no Windows ffmpeg):
#                   for testing the installer only; its name ends in -TEST-setup.exe and its title says so
#   --no-linux      no .deb or .rpm
#   --version V     packs as version V instead of the workspace's (the app inside keeps the version it was
#                   built with: for testing an update, as tests/e2e/installed.sh does)
# Updater artifacts: with TAURI_SIGNING_PRIVATE_KEY (or _PATH; its password in
# TAURI_SIGNING_PRIVATE_KEY_PASSWORD) and MEDIA_STUDIO_RELEASE_URL (where the packages will be served), each
# package made is signed for its version (<package>.sig) and a release feed naming them, Tauri's updater
# manifest, is written beside them as latest.json (docs/releasing.md, "Updates").
# The last lines printed are the paths of the installers made (and of latest.json).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/media-studio/target}"
profile=release build=1 windows=no linux=1 version=""
while [ $# -gt 0 ]; do
  arg="$1"; shift
  case "$arg" in
    --version) version="${1:?--version needs a version}"; shift ;;
    --debug) profile=debug ;;
    --no-build) build=0 ;;
    --windows) windows=release ;;
    --windows-test) windows=test ;;
    --no-linux) linux=0 ;;
    *) echo "package: unknown option $arg (see the comment at the top of $0)" >&2; exit 2 ;;
  esac
done
cargo_profile=(); cli_profile=()
[ "$profile" = release ] && cargo_profile=(--release)
[ "$profile" = debug ] && cli_profile=(--debug)
# A release binary must not read the tests' seams (studio_core::test_seam reads them in debug builds only):
# one that names any is refused, before it is packed.
no_seams() {
  [ "$profile" = release ] || return 0
  if grep -a -q -E 'MEDIA_STUDIO_TEST_|MEDIA_STUDIO_SANDBOX_(CONTROL|JOB_SECONDS)' "$1"; then
    echo "package: $1 names a test seam (MEDIA_STUDIO_TEST_*, MEDIA_STUDIO_SANDBOX_CONTROL or _JOB_SECONDS); a release build must not" >&2
    exit 1
  fi
}
made=()
[ -n "$version" ] || version="$(cargo metadata --no-deps --format-version 1 | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () =>
    console.log(JSON.parse(s).packages.find((p) => p.name === "media-studio").version));')"
sign=0
if [ -n "${TAURI_SIGNING_PRIVATE_KEY:-}${TAURI_SIGNING_PRIVATE_KEY_PATH:-}" ]; then
  [ -n "${MEDIA_STUDIO_RELEASE_URL:-}" ] || {
    echo "package: a signing key is set but MEDIA_STUDIO_RELEASE_URL is not: the feed must say where its packages are" >&2
    exit 2
  }
  sign=1
fi

[ -x ui/node_modules/.bin/tauri ] || bash scripts/setup.sh
[ "$build" = 1 ] && (cd ui && npm run --silent build)

if [ "$linux" = 1 ]; then
  if [ "$build" = 1 ]; then
    cargo build "${cargo_profile[@]}" -p media-studio --features custom-protocol --bin media-studio
  fi
  bin="$CARGO_TARGET_DIR/$profile/media-studio"
  [ -x "$bin" ] || { echo "package: no app binary at $bin (run without --no-build)" >&2; exit 1; }
  no_seams "$bin"

  out="$CARGO_TARGET_DIR/$profile/bundle"
  rm -f "$out"/deb/*.deb "$out"/rpm/*.rpm
  # The bundler writes which installer it is into the binary (for the updater), then packs it with the
  # icons and a .desktop entry (src-tauri/tauri.conf.json, "bundle").
  ui/node_modules/.bin/tauri bundle "${cli_profile[@]}" --bundles deb,rpm --features custom-protocol --ci \
    --config "{\"version\": \"$version\"}" >&2
  # The bundler names the files after the product ("Media Studio_0.1.0_amd64.deb"); a name without a space is
  # easier to type in `sudo apt install ./…`.
  for f in "$out"/deb/*.deb "$out"/rpm/*.rpm; do
    b="$(basename "$f")"; [ "$b" = "${b// /}" ] || mv "$f" "$(dirname "$f")/media-studio${b#Media Studio}"
  done
  made+=("$out"/deb/*.deb "$out"/rpm/*.rpm)
fi

if [ "$windows" != no ]; then
  started=$SECONDS
  triple=x86_64-pc-windows-gnu
  wtarget="${WINDOWS_TARGET_DIR:-$HOME/.cache/media-studio/windows-target}"
  for need in makensis x86_64-w64-mingw32-gcc /usr/bin/rustc perl node; do
    command -v "$need" >/dev/null || {
      echo "package: $need is missing (bash scripts/setup.sh installs it)" >&2
      exit 1
    }
  done
  stage="$wtarget/$triple/$profile/bundle/nsis-stage"
  out="$wtarget/$triple/$profile/bundle/nsis"
  rm -rf "$stage"
  mkdir -p "$stage" "$out"

  # ffmpeg and ffprobe beside the app (the core's ffmpeg locator looks there first).
  if [ "$windows" = test ]; then
    x86_64-w64-mingw32-gcc -Os -s -o "$stage/ffmpeg-stand-in.exe" tests/windows/ffmpeg-stand-in.c
    cp "$stage/ffmpeg-stand-in.exe" "$stage/ffprobe-stand-in.exe"
    ffmpeg="$stage/ffmpeg-stand-in.exe" ffprobe="$stage/ffprobe-stand-in.exe"
  else
    ffmpeg="$root/src-tauri/binaries/ffmpeg-$triple.exe" ffprobe="$root/src-tauri/binaries/ffprobe-$triple.exe"
    refuse() {
      echo "package: $1. A release installer brings the release's LGPL ffmpeg and ffprobe: put them in place with" \
        "\`bash scripts/sidecar-ffmpeg.sh $triple <folder>\` (docs/releasing.md). For a test build with" \
        "stand-ins: --windows-test" >&2
      exit 1
    }
    for f in "$ffmpeg" "$ffprobe"; do
      [ -f "$f" ] || refuse "$f is missing"
      [ "$(head -c 2 "$f")" = MZ ] || refuse "$f is not a Windows program"
      ! grep -q MEDIA-STUDIO-FFMPEG-STAND-IN "$f" || refuse "$f is the test build's stand-in, not ffmpeg"
    done
    # sidecar-ffmpeg.sh writes it once it has checked the build is not a GPL one.
    [ -f "src-tauri/binaries/ffmpeg-$triple.version.txt" ] ||
      refuse "src-tauri/binaries/ffmpeg-$triple.version.txt is missing (the files were not put there by sidecar-ffmpeg.sh)"
  fi

  # The app, as the Windows stage builds (Debian's rustc-web builds std for the target; mingw-w64 links).
  if [ "$build" = 1 ]; then
    echo "package: building media-studio.exe ($profile) for $triple in $wtarget" >&2
    (
      export CARGO_TARGET_DIR="$wtarget" RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
      export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
      unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
      cargo build "${cargo_profile[@]}" -p media-studio --target "$triple" -Zbuild-std=std,panic_unwind \
        --features custom-protocol --bin media-studio
    )
  fi
  exe="$wtarget/$triple/$profile/media-studio.exe"
  [ -f "$exe" ] || { echo "package: no app at $exe (run without --no-build)" >&2; exit 1; }
  # A program linked by mingw-w64 loads WebView2's loader from a DLL beside it (an MSVC build links it in);
  # tauri-build puts the one webview2-com-sys links against beside the program, as Tauri's bundler expects.
  loader="$wtarget/$triple/$profile/WebView2Loader.dll"
  [ -f "$loader" ] || { echo "package: no $loader beside the app (tauri-build copies it there)" >&2; exit 1; }
  # What Tauri's bundler does for its NSIS installer: the copy that is packed says it was installed by
  # one (the updater then fetches the feed's windows-x86_64 package and runs it as an NSIS installer).
  # The placeholder is one string in the program; the built file is left as it is.
  markers="$(grep -ao '__TAURI_BUNDLE_TYPE_VAR_UNK' "$exe" | wc -l)"
  [ "$markers" = 1 ] || { echo "package: $exe holds $markers bundle type placeholders, expected 1" >&2; exit 1; }
  no_seams "$exe"
  cp "$exe" "$stage/media-studio.exe"
  perl -0777 -pi -e 's/__TAURI_BUNDLE_TYPE_VAR_UNK/__TAURI_BUNDLE_TYPE_VAR_NSS/' "$stage/media-studio.exe"
  [ "$(cmp -l "$exe" "$stage/media-studio.exe" | wc -l)" = 3 ] || { echo "package: patching the bundle type went wrong" >&2; exit 1; }

  # What the installer does is what src-tauri/bundle/windows.conf.json says (the settings Tauri's own
  # bundler reads on a Windows machine): the script supports the values set there and no others.
  settings="$(node -e '
    const b = require("./src-tauri/bundle/windows.conf.json").bundle;
    const w = b.windows, mode = w.webviewInstallMode;
    if (mode.type !== "downloadBootstrapper") throw new Error(`webviewInstallMode ${mode.type}: installer.nsi only downloads the bootstrapper`);
    if (w.nsis.installMode !== "currentUser") throw new Error(`installMode ${w.nsis.installMode}: installer.nsi installs per user`);
    if (!b.publisher) throw new Error("bundle.publisher is not set");
    console.log(`${mode.silent ? 1 : 0}\t${b.publisher}`);
  ')"
  IFS=$'\t' read -r webview2_silent publisher <<<"$settings"
  numeric="${version%%[-+]*}"
  name="media-studio_${version}_x64-setup.exe"
  test_build=0
  if [ "$windows" = test ]; then name="media-studio_${version}_x64-TEST-setup.exe" test_build=1; fi
  rm -f "$out"/*-setup.exe
  makensis -V2 -INPUTCHARSET UTF8 \
    -DVERSION="$version" -DVERSION4="$numeric.0" -DPUBLISHER="$publisher" -DIDENTIFIER=studio.media.desktop \
    -DAPP_EXE="$stage/media-studio.exe" -DWEBVIEW2_LOADER="$loader" -DFFMPEG_EXE="$ffmpeg" -DFFPROBE_EXE="$ffprobe" \
    -DICON="$root/icons/icon.ico" -DOUTFILE="$out/$name" -DWEBVIEW2_SILENT="$webview2_silent" \
    -DTEST_BUILD="$test_build" src-tauri/windows/installer.nsi >&2
  echo "package: Windows installer made in $((SECONDS - started)) s; testing it under Wine" >&2
  bash tests/windows/installer.sh "$out/$name" "$stage/media-studio.exe" "$loader" "$ffmpeg" "$ffprobe" >&2
  made+=("$out/$name")
fi
if [ "$sign" = 1 ]; then
  # Each package signed for its version (the app refuses a package signed for another version than the
  # feed offers), and the feed naming them (scripts/release-feed.mjs: which key each package is found by).
  feed="$(dirname "$(dirname "${made[0]}")")/latest.json"
  for f in "${made[@]}"; do
    ui/node_modules/.bin/tauri signer sign --app-version "$version" "$f" >/dev/null
  done
  node scripts/release-feed.mjs "$feed" "$version" "$MEDIA_STUDIO_RELEASE_URL" "${made[@]}"
  made+=("$feed")
fi
ls "${made[@]}"
