#!/usr/bin/env bash
# Runs studio-core's tests the way scripts/test.sh does: inside a private D-Bus session with an unlocked
# gnome-keyring (same password as scripts/test.sh, so an existing login keyring in $HOME unlocks).
set -euo pipefail
cd "$(dirname "$0")/.."
dbus-run-session -- bash -c '
  set -euo pipefail
  echo -n ci-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  cargo test -p studio-core "$@"
' bash "$@"
