"""The rules core of shtoss: pure Python, standard library only, no Qt.

Everything the game decides is decided here: cards and decks (`cards`), the house rules and
presets (`rules`), the settlement of one decided card (`settle`), the deal and the talia as a state
machine of events (`deal`), exact odds (`odds`) and the computer players (`players`).
"""
