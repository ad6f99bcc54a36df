#!/usr/bin/env bash
# The installer, as a creator meets it: packs the .deb of the app binary already built (debug, the one the
# window tests ran), installs it into this machine with dpkg, starts the installed app under Xvfb from the
# Exec line of its .desktop entry, checks the first-run screen (installed-app.mjs), updates itself to a newer .deb
# through a release feed (installed-update.mjs), then removes the package.
# Needs root or sudo (dpkg). Usage: tests/e2e/installed.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
pkg=media-studio

deb="$(bash scripts/package.sh --debug --no-build | grep '\.deb$' | tail -1)"
[ -f "$deb" ] || { echo "installed: no .deb was made"; exit 1; }
echo "installed: $(basename "$deb") ($(du -h "$deb" | cut -f1))"
if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
  echo "installed: $pkg $(dpkg-query -W -f='${Version}' "$pkg") was already installed here; the test replaces it and removes it at the end"
fi
cleanup() { $SUDO dpkg -r "$pkg" >/dev/null 2>&1 || true; }
trap cleanup EXIT
$SUDO dpkg -i "$deb" >/dev/null

desktop="$(dpkg -L "$pkg" | grep '^/usr/share/applications/.*\.desktop$' | head -1)"
[ -n "$desktop" ] || { echo "installed: the package has no .desktop entry"; exit 1; }
desktop-file-validate "$desktop"
exec_line="$(sed -n 's/^Exec=//p' "$desktop" | head -1)"
# Field codes (%U, %f, ...) stand for files a launcher passes; nothing is passed when started from a menu.
read -r -a argv <<< "$(printf '%s' "$exec_line" | sed 's/%[a-zA-Z]//g')"
[ ${#argv[@]} -eq 1 ] || { echo "installed: Exec has arguments the test does not pass: $exec_line"; exit 1; }
app="$(command -v "${argv[0]}")" || { echo "installed: Exec=${argv[0]} is not on PATH"; exit 1; }
echo "installed: $desktop starts $app"

export MEDIA_STUDIO_DESKTOP_FILE="$desktop"
E2E_ONLY=installed-app bash tests/e2e/run.sh "$app"

# The .deb's own update path: the same app packed again by the packaging script as version 99.0.0 with its
# updater artifacts (each package signed, latest.json), signed by a key of the test's own and served from
# loopback; the running app installs it through its updater (installed-update.mjs).
work="$(mktemp -d)"
ui/node_modules/.bin/tauri signer generate --ci -w "$work/test.key" -p "" -f >/dev/null
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
feed="$(TAURI_SIGNING_PRIVATE_KEY_PATH="$work/test.key" TAURI_SIGNING_PRIVATE_KEY_PASSWORD="" \
  MEDIA_STUDIO_RELEASE_URL="http://127.0.0.1:$port" bash scripts/package.sh --debug --no-build --version 99.0.0 |
  grep '/latest\.json$')"
MEDIA_STUDIO_UPDATE_FEED="$feed" MEDIA_STUDIO_UPDATE_PORT="$port" MEDIA_STUDIO_UPDATE_PUBKEY="$work/test.key.pub" \
  E2E_ONLY=installed-update bash tests/e2e/run.sh "$app"
rm -rf "$work"
[ "$(dpkg-query -W -f='${Version}' "$pkg")" = 99.0.0 ] || { echo "installed: the update did not install version 99.0.0"; exit 1; }
echo "installed: updated itself to 99.0.0 through the packaging script's feed (dpkg -i)"
cleanup
trap - EXIT
dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" && { echo "installed: $pkg is still installed"; exit 1; }
echo "installed: removed $pkg"
