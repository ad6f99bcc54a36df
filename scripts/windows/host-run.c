/* A Windows program that runs a program of this machine under Wine and waits for it: the Windows stage's
 * stand-in for ffmpeg.exe, ffprobe.exe and the tools its tests make files with (no Windows builds of them
 * exist here). scripts/windows-test.sh copies it as <name>.exe into a folder on Wine's PATH.
 *
 * Wine can start a Unix program from CreateProcess, but hands back no process to wait for (waiting fails
 * with "Invalid handle"), so this uses Wine's own __wine_unix_spawnvp with wait set: the Unix program
 * exit code becomes this one's. What it writes to its standard output and error goes to two temporary
 * files (a Unix program can't write into a Windows program's pipes), copied into this program's own when
 * it ends. It runs $MEDIA_STUDIO_WINE_HOST (scripts/windows/host-program) with the two files, the
 * program's name and the arguments, which turns Windows paths into the Unix paths Wine maps them to.
 * Never shipped. */
#include <windows.h>
#include <shellapi.h>
#include <stdlib.h>

typedef NTSTATUS(CDECL *spawnvp_fn)(char *const argv[], int wait);
typedef char *(CDECL *unix_name_fn)(LPCWSTR dos);

/* A new empty temporary file: its Windows name in `win`, its Unix name returned. */
static char *temp_file(unix_name_fn unix_name, WCHAR win[MAX_PATH]) {
    WCHAR dir[MAX_PATH];
    GetTempPathW(MAX_PATH, dir);
    GetTempFileNameW(dir, L"hr", 0, win);
    return unix_name(win);
}

/* Copies a file into a standard handle and removes it. */
static void relay(const WCHAR *file, DWORD which) {
    HANDLE in = CreateFileW(file, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    HANDLE out = GetStdHandle(which);
    char buf[65536];
    DWORD n, w;
    if (in != INVALID_HANDLE_VALUE) {
        while (ReadFile(in, buf, sizeof buf, &n, NULL) && n > 0)
            if (out && out != INVALID_HANDLE_VALUE) WriteFile(out, buf, n, &w, NULL);
        CloseHandle(in);
    }
    DeleteFileW(file);
}

static char *utf8(const WCHAR *w) {
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    char *s = malloc(n);
    WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
    return s;
}

int main(void) {
    spawnvp_fn spawnvp =
        (spawnvp_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"), "__wine_unix_spawnvp");
    unix_name_fn unix_name =
        (unix_name_fn)GetProcAddress(GetModuleHandleA("kernel32.dll"), "wine_get_unix_file_name");
    char host[4096];
    DWORD got = GetEnvironmentVariableA("MEDIA_STUDIO_WINE_HOST", host, sizeof host);
    if (!spawnvp || !unix_name || got == 0 || got >= sizeof host) return 127;
    WCHAR out_win[MAX_PATH], err_win[MAX_PATH];
    char *out = temp_file(unix_name, out_win), *err = temp_file(unix_name, err_win);

    WCHAR self[MAX_PATH];
    GetModuleFileNameW(NULL, self, MAX_PATH);
    WCHAR *base = self;
    for (WCHAR *p = self; *p; p++)
        if (*p == L'\\' || *p == L'/') base = p + 1;
    size_t len = wcslen(base);
    if (len > 4 && _wcsicmp(base + len - 4, L".exe") == 0) base[len - 4] = 0;

    int argc;
    WCHAR **wargv = CommandLineToArgvW(GetCommandLineW(), &argc);
    char **argv = calloc(argc + 5, sizeof(char *));
    argv[0] = host;
    argv[1] = out;
    argv[2] = err;
    argv[3] = utf8(base);
    for (int i = 1; i < argc; i++) argv[i + 3] = utf8(wargv[i]);
    argv[argc + 3] = NULL;
    int code = (int)spawnvp(argv, 1);
    relay(out_win, STD_OUTPUT_HANDLE);
    relay(err_win, STD_ERROR_HANDLE);
    return code;
}
