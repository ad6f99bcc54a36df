#!/usr/bin/env bash
# Tests the Windows installer (scripts/package.sh --windows or --windows-test runs it): what it holds, then
# installing and uninstalling it silently under Wine, in a Wine prefix of its own made for the run and
# thrown away after it (as scripts/windows-test.sh makes its prefix).
#   1. The file list (7-Zip reads NSIS installers): media-studio.exe, ffmpeg.exe, ffprobe.exe and the
#      uninstaller, the first three the very files packed.
#   2. No WebView2 runtime and no network: setup tries to download Microsoft's bootstrapper, stops with its
#      words and exit code 2, and installs nothing.
#   3. No WebView2 runtime, the bootstrapper downloaded but failing: setup ran it with the arguments
#      src-tauri/bundle/windows.conf.json asks for, stops with its words, installs nothing.
#   4. With the runtime's registry key (nothing downloaded): the program, WebView2's loader, the sidecars
#      and the uninstaller in the folder given with /D=, the Start-menu shortcut, the Uninstall entry; the
#      installed program starts (under Xvfb) and tells the person WebView2 is missing, since Wine has none.
#   5. While the app is open (a stand-in keeps the installed program in use): setup stops with its words
#      and changes nothing; an update (/UPDATE, as Tauri's updater runs it) waits for the app to close;
#      the uninstaller removes nothing and says so.
#   6. The uninstaller, silent: the program's files, the shortcut and the entry gone; the library made
#      before the install still there.
# Wine has no curl.exe and no network here: tests/windows/fake-download.c stands in for curl.exe and the
# bootstrapper, and records how setup called them.
# Usage: tests/windows/installer.sh <setup.exe> <media-studio.exe packed> <WebView2Loader.dll packed>
#          <ffmpeg.exe packed> <ffprobe.exe packed>
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
[ $# = 5 ] || { sed -n '/^# Usage: /,/^[^#]/p' "$0" | sed '$d; s/^# //' >&2; exit 2; }
setup="$(realpath "$1")" app="$(realpath "$2")" loader="$(realpath "$3")" ffmpeg="$(realpath "$4")"
ffprobe="$(realpath "$5")"
wine=/usr/lib/wine/wine64 wineserver=/usr/lib/wine/wineserver64
for need in "$wine" 7z x86_64-w64-mingw32-gcc xvfb-run; do
  command -v "$need" >/dev/null || {
    echo "installer test: $need is missing (bash scripts/setup.sh installs it)" >&2
    exit 1
  }
done
started=$SECONDS
work="$(mktemp -d /tmp/media-studio-installer-test.XXXXXX)"
export WINEPREFIX="$work/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
cleanup() {
  "$wineserver" -k 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

passed=0 failed=0
check() { # check "what" command...
  local what="$1"
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "  ok: $what"
  else
    failed=$((failed + 1))
    echo "  FAILED: $what"
  fi
}
has() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qF -- "$2" "$1" 2>/dev/null; }
absent() { [ ! -e "$1" ]; }

echo "installer test: $(basename "$setup") ($(($(stat -c %s "$setup") / 1024 / 1024)) MB)"
echo "1. what it holds (7z l)"
7z l "$setup" >"$work/list.txt"
sed -n '/^   Date/,$p' "$work/list.txt" | sed 's/^/     /'
files="$(awk '/^-----/ { n++; next } n == 1 { print $NF }' "$work/list.txt" | grep -v '^\$PLUGINSDIR/' | sort | tr '\n' ' ')"
check "it holds media-studio.exe, WebView2Loader.dll, ffmpeg.exe, ffprobe.exe and uninstall.exe, nothing else" \
  [ "$files" = "WebView2Loader.dll ffmpeg.exe ffprobe.exe media-studio.exe uninstall.exe " ]
check "a 64-bit Unicode NSIS 3 installer" has "$work/list.txt" "SubType = NSIS-3 Unicode 64-bit"
7z x -y -o"$work/held" "$setup" media-studio.exe WebView2Loader.dll ffmpeg.exe ffprobe.exe >/dev/null
check "its media-studio.exe is the program packed" cmp -s "$work/held/media-studio.exe" "$app"
check "its WebView2Loader.dll is the one packed" cmp -s "$work/held/WebView2Loader.dll" "$loader"
check "its ffmpeg.exe and ffprobe.exe are the ones packed" \
  eval 'cmp -s "$work/held/ffmpeg.exe" "$ffmpeg" && cmp -s "$work/held/ffprobe.exe" "$ffprobe"'
check "its media-studio.exe says it was installed by NSIS (for the updater)" \
  eval '[ "$(grep -ao __TAURI_BUNDLE_TYPE_VAR_UNK "$work/held/media-studio.exe" | wc -l)" = 0 ]'

echo "   making a Wine prefix"
mkdir -p "$WINEPREFIX"
"$wine" wineboot --init >/dev/null 2>&1 || true
"$wineserver" -w
user="$(id -un)"
profile="$WINEPREFIX/drive_c/users/$user"
appdata="$profile/AppData/Roaming"
temp="$("$wine" winepath -u "$("$wine" cmd /c echo %TEMP% | tr -d '\r')" | tr -d '\r')"
shortcut="$appdata/Microsoft/Windows/Start Menu/Programs/Media Studio.lnk"
installed="$WINEPREFIX/drive_c/Apps/Media Studio"
uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Media Studio'
webview2_key='HKCU\Software\Microsoft\EdgeUpdate\Clients\{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}'
x86_64-w64-mingw32-gcc -O2 -o "$WINEPREFIX/drive_c/windows/system32/curl.exe" tests/windows/fake-download.c -lshell32
export FAKE_LOG='C:\fake-calls.txt'
calls="$WINEPREFIX/drive_c/fake-calls.txt"
# The person's library, made before anything is installed.
library="$appdata/studio.media.desktop"
mkdir -p "$library/media"
printf 'a library\n' >"$library/library.sqlite"
printf 'a picture\n' >"$library/media/picture.png"
cp -a "$library" "$work/library-before"

# Runs setup with a command line as a person types it (NSIS's /D= takes the rest of the line, spaces and
# all, and no quotes: through cmd, since Wine would quote an argument with a space), then waits for
# everything it started; its exit code goes to $work/code.
cp "$setup" "$work/setup.exe"
setup_win="$("$wine" winepath -w "$work/setup.exe" | tr -d '\r')"
run_setup() {
  local code=0
  "$wine" cmd /c "$setup_win $*" >"$work/out.txt" 2>&1 || code=$?
  "$wineserver" -w
  echo "$code" >"$work/code"
}
reg_query() { "$wine" reg query "$1" 2>/dev/null | tr -d '\r' >"$work/reg.txt" && "$wineserver" -w; }
reg_value() { awk -v name="$1" '$1 == name { sub(/^ *[^ ]+ +[^ ]+ +/, ""); print }' "$work/reg.txt"; }
nothing_installed() {
  absent "$installed/media-studio.exe" && absent "$installed" && absent "$shortcut" && ! reg_query "$uninstall_key"
}

echo "2. no WebView2 runtime, no network: /S /D=C:\\Apps\\Media Studio"
FAKE_CURL=offline run_setup '/S /D=C:\Apps\Media Studio'
check "exit code 2 (stopped by setup): $(cat "$work/code")" [ "$(cat "$work/code")" = 2 ]
check "it tried to download the bootstrapper from Microsoft" \
  has "$calls" "https://go.microsoft.com/fwlink/p/?LinkId=2124703"
check "it ran no bootstrapper" lacks "$calls" "MicrosoftEdgeWebview2Setup.exe	"
check "nothing installed (no program, folder, shortcut or Uninstall entry)" nothing_installed
check "its words, in %TEMP%\\Media Studio setup.log" \
  has "$temp/Media Studio setup.log" "Setup tried to download it from Microsoft and couldn't: is this computer connected to the internet?"
sed 's/^/     | /' "$temp/Media Studio setup.log" || true
if grep -qF "Media Studio needs Microsoft Edge WebView2" "$work/out.txt"; then
  echo "     (and on the console that started it)"
fi

echo "3. no WebView2 runtime, the downloaded bootstrapper fails"
rm -f "$calls" "$temp/Media Studio setup.log"
FAKE_CURL=serve FAKE_WEBVIEW2_EXIT=1 run_setup '/S /D=C:\Apps\Media Studio'
silent="$(node -e 'console.log(require("./src-tauri/bundle/windows.conf.json").bundle.windows.webviewInstallMode.silent)')"
args="/install"
[ "$silent" = true ] && args="/silent /install"
check "exit code 2: $(cat "$work/code")" [ "$(cat "$work/code")" = 2 ]
check "it ran the bootstrapper with \"$args\" (windows.conf.json: silent $silent)" \
  has "$calls" "MicrosoftEdgeWebview2Setup.exe\" $args"
check "nothing installed" nothing_installed
check "its words" has "$temp/Media Studio setup.log" "its installation didn't finish"

echo "4. with the WebView2 runtime's registry key: /S /D=C:\\Apps\\Media Studio"
rm -f "$calls"
"$wine" reg add "$webview2_key" /v pv /t REG_SZ /d 131.0.2903.112 /f >/dev/null 2>&1
"$wineserver" -w
run_setup '/S /D=C:\Apps\Media Studio'
check "exit code 0: $(cat "$work/code")" [ "$(cat "$work/code")" = 0 ]
check "nothing downloaded" absent "$calls"
check "media-studio.exe installed, the program packed" cmp -s "$installed/media-studio.exe" "$app"
check "WebView2Loader.dll, ffmpeg.exe and ffprobe.exe beside it" \
  eval 'cmp -s "$installed/WebView2Loader.dll" "$loader" && cmp -s "$installed/ffmpeg.exe" "$ffmpeg" && cmp -s "$installed/ffprobe.exe" "$ffprobe"'
check "the uninstaller beside it" [ -s "$installed/uninstall.exe" ]
check "the Start-menu shortcut" [ -s "$shortcut" ]
strings -el "$shortcut" >"$work/lnk.txt" || true
strings "$shortcut" >>"$work/lnk.txt" || true
check "the shortcut starts the installed program" has "$work/lnk.txt" 'C:\Apps\Media Studio\media-studio.exe'
if has "$work/lnk.txt" studio.media.desktop; then
  echo "     (and carries the AppUserModelID studio.media.desktop)"
else
  echo "     (Wine did not write the shortcut's AppUserModelID: not checked here)"
fi
check "the Uninstall entry under HKCU" reg_query "$uninstall_key"
sed 's/^/     | /' "$work/reg.txt"
check "DisplayName Media Studio" [ "$(reg_value DisplayName)" = "Media Studio" ]
version="$(cargo metadata --no-deps --format-version 1 2>/dev/null | node -e '
  let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () =>
    console.log(JSON.parse(s).packages.find((p) => p.name === "media-studio").version));')"
check "DisplayVersion $version" [ "$(reg_value DisplayVersion)" = "$version" ]
publisher="$(node -e 'console.log(require("./src-tauri/bundle/windows.conf.json").bundle.publisher)')"
check "Publisher $publisher" [ "$(reg_value Publisher)" = "$publisher" ]
check "DisplayIcon the program" [ "$(reg_value DisplayIcon)" = '"C:\Apps\Media Studio\media-studio.exe",0' ]
check "UninstallString the uninstaller" [ "$(reg_value UninstallString)" = '"C:\Apps\Media Studio\uninstall.exe"' ]
check "InstallLocation the folder" [ "$(reg_value InstallLocation)" = 'C:\Apps\Media Studio' ]
size_kb=$(($(du -sk "$installed" | cut -f1)))
check "EstimatedSize about the folder's size ($(reg_value EstimatedSize), du says $size_kb KB)" \
  eval '[ $(($(reg_value EstimatedSize))) -gt $((size_kb * 9 / 10)) ]'

# The installed program, started as its shortcut starts it, on a display of its own (Xvfb): Wine has no
# WebView2, so it gets as far as looking for it and tells the person. Wine 8 lacks the ProcessPrng every
# Rust program imports (Windows 10 has it): the Windows stage's shim goes into this prefix. Its data go to a
# folder of their own, away from the library above.
x86_64-w64-mingw32-gcc -O2 -shared -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  scripts/windows/processprng.c -ladvapi32
x86_64-w64-mingw32-gcc -O2 -o "$work/dialog-text.exe" tests/windows/dialog-text.c
MEDIA_STUDIO_DATA_DIR='C:\app-data' xvfb-run -a -s "-nolisten tcp" sh -c '
  cd "$1/drive_c/Apps/Media Studio" && "$2" "C:\\Apps\\Media Studio\\media-studio.exe" >"$4/app.txt" 2>&1 &
  for i in $(seq 60); do sleep 1; "$2" "$3" >"$4/dialog.txt" 2>/dev/null && break; done' \
  sh "$WINEPREFIX" "$wine" "$work/dialog-text.exe" "$work" || true
"$wineserver" -k 2>/dev/null || true
"$wineserver" -w
check "the installed program starts and says: Could not find the WebView2 Runtime" \
  has "$work/dialog.txt" "Could not find the WebView2 Runtime."
sed 's/^/     | /' "$work/dialog.txt" || true
has "$work/dialog.txt" "Could not find the WebView2 Runtime." || head -n 12 "$work/app.txt" | sed 's/^/     app | /' || true

echo "5. while Media Studio is open (tests/windows/running-app.c over the installed program, running 6 s)"
x86_64-w64-mingw32-gcc -O2 -o "$work/running-app.exe" tests/windows/running-app.c
start_app() {
  cp "$work/running-app.exe" "$installed/media-studio.exe"
  "$wine" 'C:\Apps\Media Studio\media-studio.exe' 6 >/dev/null 2>&1 &
  app_pid=$!
  sleep 2
}
start_app
rm -f "$temp/Media Studio setup.log"
"$wine" cmd /c "$setup_win /S /D=C:\Apps\Media Studio" >/dev/null 2>&1 && code=0 || code=$?
check "setup stops with exit code 2: $code" [ "$code" = 2 ]
check "and its words" has "$temp/Media Studio setup.log" "Media Studio is still open, so setup couldn't replace it. Nothing was changed."
check "the open program was left as it was" cmp -s "$installed/media-studio.exe" "$work/running-app.exe"
waited=$SECONDS
"$wine" cmd /c "$setup_win /S /UPDATE /D=C:\Apps\Media Studio" >/dev/null 2>&1 && code=0 || code=$?
waited=$((SECONDS - waited))
wait "$app_pid"
check "an update (/UPDATE) waits for it to close, then installs: exit code $code after ${waited} s" \
  eval '[ "$code" = 0 ] && [ "$waited" -ge 2 ] && cmp -s "$installed/media-studio.exe" "$app"'
start_app
rm -f "$temp/Media Studio setup.log"
"$wine" 'C:\Apps\Media Studio\uninstall.exe' /S >/dev/null 2>&1 || true
"$wineserver" -w
check "the uninstaller removes nothing while it is open" \
  eval '[ -f "$installed/uninstall.exe" ] && [ -f "$installed/ffmpeg.exe" ] && [ -s "$shortcut" ] && reg_query "$uninstall_key"'
check "and says so" has "$temp/Media Studio setup.log" "Media Studio is still open, so it couldn't be removed. Nothing was changed."
cp "$app" "$installed/media-studio.exe"

echo "6. the uninstaller: /S"
# (The uninstaller copies itself to %TEMP% and runs from there, so that it can delete itself: waiting for
# the Wine server waits for that copy too.)
code=0
"$wine" 'C:\Apps\Media Studio\uninstall.exe' /S >"$work/out.txt" 2>&1 || code=$?
"$wineserver" -w
echo "$code" >"$work/code"
check "exit code 0: $(cat "$work/code")" [ "$(cat "$work/code")" = 0 ]
check "the program, WebView2's loader, the sidecars, the uninstaller and the folder are gone" absent "$installed"
check "the shortcut is gone" absent "$shortcut"
check "the Uninstall entry is gone" eval '! reg_query "$uninstall_key"'
check "the library is still there, as it was" diff -r "$work/library-before" "$library"

echo
echo "=== installer test: $passed passed, $failed failed ($((SECONDS - started)) s)"
[ "$failed" = 0 ]
