"""`QT_TRANSLATE_NOOP` with real types, for texts marked for translation but translated later.

PySide6 declares `QT_TRANSLATE_NOOP(context: object, message: object) -> object`, so every marked text
would be an `object` to the type checker and need a cast where it is used. This function does the same
(it returns the message unchanged) typed `str -> str`. It keeps Qt's name on purpose: `pyside6-lupdate`
finds the texts to translate by that name, whichever module the function comes from.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, message: str, /) -> str:
    """Mark `message` for translation in `context` and return it untranslated."""
    del context  # only lupdate reads it, from the source
    return message
