/* Prints the title and the words of every dialog shown on the display (a message box, or the
 * task dialog Tauri shows when WebView2 is missing), for tests/windows/installer.sh (never shipped): the
 * installed app is started under Xvfb without WebView2, and what it says to the person is read back.
 * A dialog is a window of class #32770; its words are in its Static and SysLink controls. Ends with 0
 * when it found one, 1 when none is shown. */
#include <windows.h>
#include <stdio.h>

static int found;

static void put(const WCHAR *w) {
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    char *s = HeapAlloc(GetProcessHeap(), 0, n);
    WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL);
    fputs(s, stdout);
    HeapFree(GetProcessHeap(), 0, s);
}

static BOOL CALLBACK each_control(HWND c, LPARAM unused) {
    (void)unused;
    WCHAR cls[64], words[4096];
    if (!GetClassNameW(c, cls, 64) || (wcscmp(cls, L"Static") != 0 && wcscmp(cls, L"SysLink") != 0))
        return TRUE;
    if (GetWindowTextW(c, words, 4096) > 0) {
        put(words);
        put(L"\n");
    }
    return TRUE;
}

static BOOL CALLBACK each_window(HWND w, LPARAM unused) {
    (void)unused;
    WCHAR cls[64], title[256];
    if (!IsWindowVisible(w) || !GetClassNameW(w, cls, 64) || wcscmp(cls, L"#32770") != 0) return TRUE;
    GetWindowTextW(w, title, 256);
    put(L"[");
    put(title);
    put(L"]\n");
    EnumChildWindows(w, each_control, 0);
    found = 1;
    return TRUE;
}

int main(void) {
    EnumWindows(each_window, 0);
    return found ? 0 : 1;
}
