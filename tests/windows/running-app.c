/* Stands in for a Media Studio that is open, for tests/windows/installer.sh (never shipped): copied over
 * the installed media-studio.exe and started, it keeps the file in use for the seconds given as its
 * argument (default 6), as the running app does, then ends. */
#include <windows.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    Sleep((argc > 1 ? atoi(argv[1]) : 6) * 1000);
    return 0;
}
