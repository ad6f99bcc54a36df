#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with a fresh, unlocked gnome-keyring (the Secret Service
# desktop users have). The keyring lives in a temporary XDG_DATA_HOME, so runs never depend on (or touch)
# a login keyring left on the machine, and its password never matters.
# Usage: scripts/with-keyring.sh CMD [ARGS...]
set -euo pipefail
if [ "${MEDIA_STUDIO_IN_KEYRING_SESSION:-}" != "1" ]; then
  exec dbus-run-session -- env MEDIA_STUDIO_IN_KEYRING_SESSION=1 bash "$0" "$@"
fi
keyring_home="$(mktemp -d)"
trap 'rm -rf "$keyring_home"' EXIT
export XDG_DATA_HOME="$keyring_home"
echo -n media-studio-tests | gnome-keyring-daemon --unlock --components=secrets >/dev/null
"$@"
