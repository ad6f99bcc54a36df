#!/usr/bin/env bash
# Makes every app icon (PNG sizes, .ico, .icns, Windows Store logos) in icons/ from its one source image,
# icons/source.svg, with the Tauri CLI's icon command. The mobile sets it also makes are dropped: the app
# is built for desktops only.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -x ui/node_modules/.bin/tauri ] || bash scripts/setup.sh
ui/node_modules/.bin/tauri icon icons/source.svg --output icons
rm -rf icons/android icons/ios
