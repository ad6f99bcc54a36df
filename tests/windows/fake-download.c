/* Stand-ins for the two programs the Windows installer runs when Microsoft Edge WebView2 is missing,
 * for tests/windows/installer.sh (never shipped): Windows' curl.exe, which downloads Microsoft's
 * bootstrapper, and that bootstrapper, MicrosoftEdgeWebview2Setup.exe. Wine has neither, and the test
 * must download nothing. One program, told apart by its own file name:
 *   curl.exe   FAKE_CURL=offline: says what curl says without a network and ends with curl's code 6;
 *              FAKE_CURL=serve: copies itself to the path after --output (the "bootstrapper") and ends with 0
 *   any other name (the bootstrapper): ends with FAKE_WEBVIEW2_EXIT (default 1)
 * Each appends its name and command line to the file FAKE_LOG names. */
#include <windows.h>
#include <shellapi.h>
#include <stdio.h>
#include <stdlib.h>

static void log_call(const WCHAR *self) {
    WCHAR path[MAX_PATH];
    if (!GetEnvironmentVariableW(L"FAKE_LOG", path, MAX_PATH)) return;
    FILE *f = _wfopen(path, L"a, ccs=UTF-8");
    if (!f) return;
    fwprintf(f, L"%ls\t%ls\n", self, GetCommandLineW());
    fclose(f);
}

int main(void) {
    WCHAR self[MAX_PATH];
    GetModuleFileNameW(NULL, self, MAX_PATH);
    WCHAR *base = self;
    for (WCHAR *p = self; *p; p++)
        if (*p == L'\\' || *p == L'/') base = p + 1;
    log_call(base);

    if (_wcsicmp(base, L"curl.exe") == 0) {
        WCHAR mode[32] = L"offline";
        GetEnvironmentVariableW(L"FAKE_CURL", mode, 32);
        if (wcscmp(mode, L"serve") != 0) {
            fputs("curl: (6) Could not resolve host: go.microsoft.com\n", stderr);
            return 6;
        }
        int argc;
        WCHAR **argv = CommandLineToArgvW(GetCommandLineW(), &argc);
        for (int i = 1; i + 1 < argc; i++)
            if (wcscmp(argv[i], L"--output") == 0) return CopyFileW(self, argv[i + 1], FALSE) ? 0 : 23;
        return 2;
    }
    WCHAR code[16] = L"1";
    GetEnvironmentVariableW(L"FAKE_WEBVIEW2_EXIT", code, 16);
    return _wtoi(code);
}
