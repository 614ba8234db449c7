<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>i18n</name>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/i18n.py" line="71"/>
        <source>The {language} translation is not compiled ({folder} has its sources, no .qm files): the game speaks English. Compile it with: python -m shtoss_desktop.ui.i18n_build</source>
        <translation>Перевод на язык «{language}» не собран (в {folder} есть его исходники, но нет файлов .qm): игра говорит по-английски. Соберите его командой: python -m shtoss_desktop.ui.i18n_build</translation>
    </message>
    <message>
        <location filename="../../shtoss_desktop/ui/shell/i18n.py" line="75"/>
        <source>The {language} translation is not installed ({folder} has no *_{code}.qm files): the game speaks English. Reinstalling the game brings it back.</source>
        <translation>Перевод на язык «{language}» не установлен (в {folder} нет файлов *_{code}.qm): игра говорит по-английски. Переустановите игру, и он вернётся.</translation>
    </message>
</context>
</TS>
