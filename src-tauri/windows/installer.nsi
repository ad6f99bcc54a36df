; The Windows installer of Media Studio, built with makensis (NSIS 3) by scripts/package.sh --windows.
;
; Written for this project from NSIS's documentation (Tauri's bundler can't run here: it downloads its
; NSIS plugin from GitHub first; README, "On each system"). What it does, for a person:
;   - installs for the person only, without administrator rights, by default in
;     %LOCALAPPDATA%\Media Studio (the folder Tauri's own installer uses, so either replaces the other);
;   - puts media-studio.exe there with WebView2Loader.dll, ffmpeg.exe and ffprobe.exe beside it
;     (studio-core's ffmpeg locator looks beside the program first), a Start-menu shortcut, and an entry in Settings > Apps
;     (HKCU's Uninstall key) with the uninstaller;
;   - first makes sure Microsoft Edge WebView2 (which draws the window) is there, and downloads and runs
;     Microsoft's bootstrapper when it isn't: src-tauri/bundle/windows.conf.json's
;     webviewInstallMode { downloadBootstrapper, silent } (package.sh reads it and passes it here);
;   - the uninstaller removes the program, the shortcut and the entry, and keeps the person's library
;     (%APPDATA%\studio.media.desktop), saying so.
;
; Command line (besides NSIS's own /S for silent and /D=<folder>, which must come last):
;   /P       passive: no questions, only the progress bar (what Tauri's updater passes by default)
;   /UPDATE  an update started by the app: waits for it to close, leaves a shortcut the person removed
;   /R       after a silent or passive install, start the app again (/ARGS <arguments> for it)
; Exit code: 0 installed, 1 cancelled by the person, 2 stopped by setup (the reason is in a message box,
; or when silent in "%TEMP%\Media Studio setup.log" and on the console that started it).
;
; Defines package.sh passes (-D): VERSION, VERSION4 (a.b.c.d), PUBLISHER, IDENTIFIER, APP_EXE,
; WEBVIEW2_LOADER (WebView2Loader.dll, which a program linked by mingw-w64 loads from beside itself),
; FFMPEG_EXE, FFPROBE_EXE, ICON, OUTFILE, WEBVIEW2_SILENT (1 or 0), TEST_BUILD (1: the sidecars are
; stand-ins; the installer says so in its title).

Unicode true
; 64-bit stub: the app is a 64-bit program, and Debian's NSIS has the amd64 stub (Wine runs it without
; 32-bit libraries).
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include Win\COM.nsh
!include Win\Propkey.nsh

!define PRODUCT "Media Studio"
!define EXE "media-studio.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${PRODUCT}"
; The Evergreen WebView2 Runtime's client id, and the bootstrapper's address, as Microsoft documents
; them ("Distribute your app and the WebView2 Runtime").
!define WEBVIEW2_GUID "{F3017226-FE2A-4295-8BDF-00C3A9A7E4C5}"
!define WEBVIEW2_BOOTSTRAPPER_URL "https://go.microsoft.com/fwlink/p/?LinkId=2124703"
!if "${WEBVIEW2_SILENT}" == "1"
  !define WEBVIEW2_ARGS "/silent /install"
!else
  !define WEBVIEW2_ARGS "/install"
!endif
!define LOG "$TEMP\${PRODUCT} setup.log"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\${PRODUCT}"
; Where an earlier install went (written below, without quotes).
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
!if "${TEST_BUILD}" == "1"
  Caption "${PRODUCT} ${VERSION} Setup - TEST BUILD, NOT FOR RELEASE"
  BrandingText "TEST BUILD: ffmpeg and ffprobe are stand-ins"
!else
  BrandingText "${PRODUCT} ${VERSION}"
!endif

VIProductVersion "${VERSION4}"
VIAddVersionKey "ProductName" "${PRODUCT}"
VIAddVersionKey "FileDescription" "${PRODUCT} Setup"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "CompanyName" "${PUBLISHER}"
VIAddVersionKey "LegalCopyright" "${PUBLISHER}"

Var Passive
Var Update

; ---- Pages ----
!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING

!define MUI_WELCOMEPAGE_TEXT "Setup will install ${PRODUCT} ${VERSION} for you on this computer. It needs no administrator rights.$\r$\n$\r$\nMedia Studio's window is drawn by Microsoft Edge WebView2. If this computer doesn't have it yet, setup downloads it from Microsoft and installs it first.$\r$\n$\r$\nClick Next to continue."
!define MUI_PAGE_CUSTOMFUNCTION_PRE SkipWhenPassive
!insertmacro MUI_PAGE_WELCOME
!define MUI_PAGE_CUSTOMFUNCTION_PRE SkipWhenPassive
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_TEXT "Start ${PRODUCT}"
!define MUI_FINISHPAGE_RUN_FUNCTION StartApp
!define MUI_PAGE_CUSTOMFUNCTION_PRE SkipWhenPassive
!insertmacro MUI_PAGE_FINISH

!define MUI_WELCOMEPAGE_TITLE "Remove ${PRODUCT}"
!define MUI_WELCOMEPAGE_TEXT "${PRODUCT} will be removed from this computer.$\r$\n$\r$\nYour library stays: the pictures, videos and music you made, and what ${PRODUCT} knows about them, in $APPDATA\${IDENTIFIER}. Your API key stays in Windows Credential Manager. Delete them yourself if you no longer want them.$\r$\n$\r$\nClick Next to continue."
!define MUI_PAGE_CUSTOMFUNCTION_PRE un.SkipWhenPassive
!insertmacro MUI_UNPAGE_WELCOME
!define MUI_UNCONFIRMPAGE_TEXT_TOP "${PRODUCT} will be removed from the folder below. Your library stays where it is."
!define MUI_PAGE_CUSTOMFUNCTION_PRE un.SkipWhenPassive
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!define MUI_FINISHPAGE_TITLE "${PRODUCT} was removed"
!define MUI_FINISHPAGE_TEXT "${PRODUCT} is no longer on this computer.$\r$\n$\r$\nYour library is still in $APPDATA\${IDENTIFIER}: copy it somewhere safe or delete it yourself. Installing ${PRODUCT} again finds it there."
!define MUI_PAGE_CUSTOMFUNCTION_PRE un.SkipWhenPassive
!insertmacro MUI_UNPAGE_FINISH

!insertmacro MUI_LANGUAGE "English"

; ---- Words a person reads when setup stops ----
LangString NoWebView2Download ${LANG_ENGLISH} "${PRODUCT} needs Microsoft Edge WebView2, which draws its window, and this computer doesn't have it. Setup tried to download it from Microsoft and couldn't: is this computer connected to the internet?$\r$\n$\r$\nNothing was installed. Connect to the internet and run this setup again, or first install $\"WebView2 Runtime$\" from Microsoft's website (${WEBVIEW2_BOOTSTRAPPER_URL})."
LangString NoWebView2Install ${LANG_ENGLISH} "${PRODUCT} needs Microsoft Edge WebView2, which draws its window. Setup downloaded it from Microsoft, but its installation didn't finish.$\r$\n$\r$\nNothing else was installed. Run this setup again, or first install $\"WebView2 Runtime$\" from Microsoft's website (${WEBVIEW2_BOOTSTRAPPER_URL})."
LangString AppIsOpen ${LANG_ENGLISH} "${PRODUCT} is open, so setup can't replace it. Close ${PRODUCT}, then click Retry."
LangString AppStillOpen ${LANG_ENGLISH} "${PRODUCT} is still open, so setup couldn't replace it. Nothing was changed. Close ${PRODUCT} and run this setup again."
LangString UnAppStillOpen ${LANG_ENGLISH} "${PRODUCT} is still open, so it couldn't be removed. Nothing was changed. Close ${PRODUCT} and remove it again."

; ---- Installer ----
Function .onInit
  SetShellVarContext current
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/P" $R1
  ${IfNot} ${Errors}
    StrCpy $Passive 1
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/UPDATE" $R1
  ${IfNot} ${Errors}
    StrCpy $Update 1
  ${EndIf}
FunctionEnd

Function SkipWhenPassive
  ${If} $Passive == 1
    Abort
  ${EndIf}
FunctionEnd

; Stops setup with the words in $R9 (and a detail for the log in $R8): a message box, or when silent the
; log file and the console that started setup. Called before anything of Media Studio is written.
!macro STOP_SETUP un
Function ${un}StopSetup
  DetailPrint "$R8"
  SetDetailsPrint textonly
  DetailPrint "Stopped."
  SetDetailsPrint both
  FileOpen $9 "${LOG}" w
  ${IfNot} ${Errors}
    FileWrite $9 "$R9$\r$\n$\r$\n($R8)$\r$\n"
    FileClose $9
  ${EndIf}
  ${If} ${Silent}
    System::Call 'kernel32::AttachConsole(i -1) i .r0'
    System::Call 'kernel32::GetStdHandle(i -12) p .r0'
    ${If} $0 P<> 0
    ${AndIf} $0 P<> -1
      FileWrite $0 "$R9$\r$\n"
    ${EndIf}
  ${EndIf}
  MessageBox MB_OK|MB_ICONSTOP "$R9" /SD IDOK
  SetErrorLevel 2
  Quit
FunctionEnd
!macroend
!insertmacro STOP_SETUP ""
!insertmacro STOP_SETUP "un."

; The installed runtime's version, or "" (Microsoft's "Detect if a WebView2 Runtime is already
; installed": the value pv of the client key, per machine under WOW6432Node on 64-bit Windows, or per
; user; empty or 0.0.0.0 means none). This installer runs on 64-bit Windows only, like the app.
Function WebView2Version
  ReadRegStr $0 HKLM "SOFTWARE\WOW6432Node\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_GUID}" "pv"
  ${If} $0 == ""
  ${OrIf} $0 == "0.0.0.0"
    ReadRegStr $0 HKCU "Software\Microsoft\EdgeUpdate\Clients\${WEBVIEW2_GUID}" "pv"
  ${EndIf}
  ${If} $0 == "0.0.0.0"
    StrCpy $0 ""
  ${EndIf}
  Push $0
FunctionEnd

Section "-WebView2"
  Call WebView2Version
  Pop $0
  ${If} $0 != ""
    DetailPrint "Microsoft Edge WebView2 $0 is installed."
    Return
  ${EndIf}
  ; webviewInstallMode downloadBootstrapper: Microsoft's small bootstrapper, downloaded now with the
  ; curl.exe of Windows 10 (1803) and newer, then run; it installs the runtime for this person.
  DetailPrint "Downloading Microsoft Edge WebView2, which draws ${PRODUCT}'s window..."
  InitPluginsDir
  StrCpy $1 "$PLUGINSDIR\MicrosoftEdgeWebview2Setup.exe"
  nsExec::ExecToLog '"$SYSDIR\curl.exe" --fail --location --silent --show-error --connect-timeout 30 --max-time 600 --output "$1" "${WEBVIEW2_BOOTSTRAPPER_URL}"'
  Pop $2
  ${If} $2 != 0
  ${OrIfNot} ${FileExists} "$1"
    StrCpy $R9 "$(NoWebView2Download)"
    StrCpy $R8 "downloading ${WEBVIEW2_BOOTSTRAPPER_URL} with $SYSDIR\curl.exe failed: $2"
    Call StopSetup
  ${EndIf}
  DetailPrint "Installing Microsoft Edge WebView2..."
  ClearErrors
  ExecWait '"$1" ${WEBVIEW2_ARGS}' $2
  ${If} ${Errors}
  ${OrIf} $2 != 0
    StrCpy $R9 "$(NoWebView2Install)"
    StrCpy $R8 "MicrosoftEdgeWebview2Setup.exe ${WEBVIEW2_ARGS} ended with $2"
    Call StopSetup
  ${EndIf}
  DetailPrint "Microsoft Edge WebView2 is installed."
SectionEnd

; A running program can't be replaced: waits for it to close (an update started by the app waits up to
; 15 s, since the app closes itself after starting setup), then asks.
!macro WAIT_FOR_APP un
Function ${un}WaitForApp
  StrCpy $R0 0
  ${Do}
    ${IfNot} ${FileExists} "$INSTDIR\${EXE}"
      Return
    ${EndIf}
    ClearErrors
    FileOpen $0 "$INSTDIR\${EXE}" a
    ${IfNot} ${Errors}
      FileClose $0
      Return
    ${EndIf}
    IntOp $R0 $R0 + 1
    ${If} $Update == 1
    ${AndIf} $R0 < 15
      Sleep 1000
    ${Else}
      MessageBox MB_RETRYCANCEL|MB_ICONEXCLAMATION "$(AppIsOpen)" /SD IDCANCEL IDRETRY retry
      ${Break}
      retry:
      StrCpy $R0 0
    ${EndIf}
  ${Loop}
  !if "${un}" == "un."
    StrCpy $R9 "$(UnAppStillOpen)"
  !else
    StrCpy $R9 "$(AppStillOpen)"
  !endif
  StrCpy $R8 "$INSTDIR\${EXE} is in use"
  Call ${un}StopSetup
FunctionEnd
!macroend
!insertmacro WAIT_FOR_APP ""
!insertmacro WAIT_FOR_APP "un."

; Windows shows an unpackaged app's notifications only when a Start-menu shortcut carries the app's
; AppUserModelID, which Tauri's notification plugin sends as the identifier (NSIS's Win\COM.nsh shows
; how a shortcut's property is set).
Function SetShortcutAppId
  Exch $5
  !insertmacro ComHlpr_CreateInProcInstance ${CLSID_ShellLink} ${IID_IShellLink} r6 ""
  ${If} $6 P<> 0
    ${IUnknown::QueryInterface} $6 '("${IID_IPersistFile}",.r7)'
    ${If} $7 P<> 0
      ${IPersistFile::Load} $7 '("$5",${STGM_READWRITE}).r0'
      ${IUnknown::QueryInterface} $6 '("${IID_IPropertyStore}",.r8)'
      ${If} $0 = 0
      ${AndIf} $8 P<> 0
        System::Call '*(&w64 "${IDENTIFIER}") p .r1'
        System::Call '*(&g16 "{9F4C2855-9F79-4B39-A8D0-E1D42DE1D5F3}", &i4 5) p .r2'
        System::Call '*(&i2 ${VT_LPWSTR}, &i6 0, p r1, p 0) p .r3'
        ${IPropertyStore::SetValue} $8 '($2,$3).r0'
        ${If} $0 = 0
          ${IPropertyStore::Commit} $8 '().r0'
        ${EndIf}
        ${If} $0 = 0
          ${IPersistFile::Save} $7 '("$5",1).r0'
        ${EndIf}
        DetailPrint "Shortcut's AppUserModelID ${IDENTIFIER}: result $0"
        System::Free $1
        System::Free $2
        System::Free $3
        ${IUnknown::Release} $8 ""
      ${EndIf}
      ${IUnknown::Release} $7 ""
    ${EndIf}
    ${IUnknown::Release} $6 ""
  ${EndIf}
  Pop $5
FunctionEnd

Section "-${PRODUCT}"
  Call WaitForApp
  SetOutPath "$INSTDIR"
  File "/oname=${EXE}" "${APP_EXE}"
  File "/oname=WebView2Loader.dll" "${WEBVIEW2_LOADER}"
  File "/oname=ffmpeg.exe" "${FFMPEG_EXE}"
  File "/oname=ffprobe.exe" "${FFPROBE_EXE}"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  ; The shortcut (an update leaves it alone when the person removed it).
  ${If} $Update != 1
  ${OrIf} ${FileExists} "$SMPROGRAMS\${PRODUCT}.lnk"
    CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
    Push "$SMPROGRAMS\${PRODUCT}.lnk"
    Call SetShortcutAppId
  ${EndIf}

  ; Settings > Apps (and Programs and Features): the person's own Uninstall key.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$\"$INSTDIR\${EXE}$\",0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" "$\"$INSTDIR\uninstall.exe$\""
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" "$\"$INSTDIR\uninstall.exe$\" /S"
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K /G=0" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0

  ${If} $Passive == 1
    SetAutoClose true
  ${EndIf}
SectionEnd

Function StartApp
  Exec '"$INSTDIR\${EXE}"'
FunctionEnd

Function .onInstSuccess
  ${If} $Passive == 1
  ${OrIf} ${Silent}
    ${GetParameters} $R0
    ClearErrors
    ${GetOptions} $R0 "/R" $R1
    ${IfNot} ${Errors}
      ClearErrors
      ${GetOptions} $R0 "/ARGS" $R1
      ${If} ${Errors}
        StrCpy $R1 ""
      ${EndIf}
      Exec '"$INSTDIR\${EXE}" $R1'
    ${EndIf}
  ${EndIf}
FunctionEnd

; ---- Uninstaller ----
Function un.onInit
  SetShellVarContext current
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/P" $R1
  ${IfNot} ${Errors}
    StrCpy $Passive 1
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/UPDATE" $R1
  ${IfNot} ${Errors}
    StrCpy $Update 1
  ${EndIf}
FunctionEnd

Function un.SkipWhenPassive
  ${If} $Passive == 1
    Abort
  ${EndIf}
FunctionEnd

Section "Uninstall"
  Call un.WaitForApp
  ; Only what setup put there: a folder the person chose keeps anything else in it.
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\WebView2Loader.dll"
  Delete "$INSTDIR\ffmpeg.exe"
  Delete "$INSTDIR\ffprobe.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  ${If} $Update != 1
    Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  ${EndIf}
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DetailPrint "Your library stays in $APPDATA\${IDENTIFIER}."
  ${If} $Passive == 1
    SetAutoClose true
  ${EndIf}
SectionEnd
