/* A stand-in for ffmpeg.exe and ffprobe.exe in the TEST build of the Windows installer
 * (scripts/package.sh --windows-test): this machine has no Windows build of ffmpeg, and the installer
 * test only checks that the two files are installed beside media-studio.exe and removed again.
 * It is not ffmpeg: whatever it is asked, it says so and fails. Never shipped: package.sh refuses to
 * make a release installer from a file that carries the marker below. */
#include <stdio.h>

int main(void) {
    fputs("MEDIA-STUDIO-FFMPEG-STAND-IN: this is not ffmpeg, only a stand-in in a test build of the "
          "Media Studio installer; install a real release of Media Studio.\n",
          stderr);
    return 1;
}
