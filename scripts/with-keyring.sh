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
# The daemon started above takes the Secret Service's name on the bus a moment after it returns. Anything
# asking the service before then makes the bus start a second daemon of its own (D-Bus activation), which
# shares the keyring files but never got the password: both watch the same login keyring, and a write by
# one left the other's copy locked part-way through a test run ("no result found" on every keyring call,
# seen in CI). So nothing asks the service until the first daemon holds the name (NameHasOwner starts
# nothing).
has_owner() {
  dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"
}
owned=""
for _ in $(seq 1 100); do
  if has_owner; then owned=1; break; fi
  sleep 0.2
done
[ -n "$owned" ] || { echo "with-keyring: the test keyring daemon did not take the Secret Service's name in 20 s" >&2; exit 1; }
# A fresh keyring makes its default collection a moment after the daemon answers: until then a store
# or a look-up answers "no result found" (the first run on a new machine failed so). Wait until an item
# can be stored and read back (at most 20 s), then remove it.
ready=""
for _ in $(seq 1 100); do
  if echo -n probe | secret-tool store --label="media-studio keyring probe" media-studio-probe ready 2>/dev/null &&
    [ "$(secret-tool lookup media-studio-probe ready 2>/dev/null)" = "probe" ]; then
    secret-tool clear media-studio-probe ready 2>/dev/null || true
    ready=1
    break
  fi
  sleep 0.2
done
[ -n "$ready" ] || { echo "with-keyring: the test keyring did not become ready in 20 s" >&2; exit 1; }
"$@"
