<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>display</name>
    <message>
        <location filename="../../shtoss_desktop/app/display.py" line="85"/>
        <source>shtoss-desktop: there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it in a desktop session, or set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland); --screenshot and --self-test work without a display.</source>
        <translation>shtoss-desktop: нет дисплея, на котором можно открыть окно (не задана ни переменная DISPLAY, ни WAYLAND_DISPLAY). Запустите игру в графическом сеансе или задайте DISPLAY (X11) или WAYLAND_DISPLAY (Wayland); --screenshot и --self-test работают и без дисплея.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/display.py" line="92"/>
        <source>shtoss-desktop: cannot connect to the X display &quot;{display}&quot; named by DISPLAY: no X server answers there, or it does not let this user in. Start it in a desktop session, or set DISPLAY to a running X server; --screenshot and --self-test work without a display.</source>
        <translation>shtoss-desktop: не удаётся подключиться к X-дисплею «{display}», заданному в DISPLAY: там не отвечает X-сервер или он не пускает этого пользователя. Запустите игру в графическом сеансе или укажите в DISPLAY работающий X-сервер; --screenshot и --self-test работают и без дисплея.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/display.py" line="100"/>
        <source>shtoss-desktop: cannot open an X11 window: system libraries are missing: {libraries} (on Debian or Ubuntu: sudo apt-get install {packages}); --screenshot and --self-test work without them.</source>
        <translation>shtoss-desktop: не удаётся открыть окно X11: не хватает системных библиотек: {libraries} (в Debian или Ubuntu: sudo apt-get install {packages}); --screenshot и --self-test работают и без них.</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/app/display.py" line="106"/>
        <source>shtoss-desktop: cannot open an X11 window: system libraries are missing: {libraries}; --screenshot and --self-test work without them.</source>
        <translation>shtoss-desktop: не удаётся открыть окно X11: не хватает системных библиотек: {libraries}; --screenshot и --self-test работают и без них.</translation>
    </message>
</context>
</TS>
