/* bcryptprimitives.dll's ProcessPrng for Wine 8 (Debian 12's wine64), which lacks it: Rust's standard
 * library imports it for its random numbers (HashMap keys, temporary names). It asks Wine's RtlGenRandom
 * (advapi32's SystemFunction036), which reads the system's random source, in chunks that fit a ULONG.
 * Built and put in the Windows stage's Wine prefix by scripts/windows-test.sh; never shipped. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG len);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG chunk = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!SystemFunction036(data, chunk)) return FALSE;
        data += chunk;
        len -= chunk;
    }
    return TRUE;
}
