"""The rules core of both games: pure Python, standard library only, no Qt.

Everything the games decide is decided here. What both games share: cards and decks (`cards`), the one
error base (`errors`), the one strict JSON reader (`jsonio`), the event machine with its records and moves
(`machine`), the verified replay of a journal (`replay`), who may sit at a table (`seats`), the games there
are (`kinds`) and the rules CLI (`cli`). Each game brings its own folder: `shtoss` (the house rules, the
settlement of one decided card, the deal and the talia as a `Game`, exact odds, the computer players) and
`casino` (casino stos: its rules, shoe, settlement, `CasinoGame`, odds and computer players).
"""
