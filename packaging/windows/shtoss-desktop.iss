; Inno Setup 6.3+ script: a Windows installer for the onedir build, with a Start-menu shortcut.
; Build the game first (see the README: packaging\shtoss-desktop.spec gives dist\shtoss-desktop\), then
;   iscc packaging\windows\shtoss-desktop.iss            or, for another version,
;   iscc /DAppVersion=0.2.0 packaging\windows\shtoss-desktop.iss
; The installer goes to dist\shtoss-desktop-<version>-setup.exe. Paths below are relative to this file.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Shtoss Desktop"
#define AppExe "shtoss-desktop.exe"

[Setup]
AppId=io.github.shtoss_desktop.ShtossDesktop
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Shtoss Desktop developers
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default (no administrator rights needed); the user may choose all users in a dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=shtoss-desktop-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\shtoss-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\shtoss-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
