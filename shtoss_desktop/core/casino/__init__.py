"""Casino stos (современный стос, faro): a shoe of six or eight decks, rank and suit bets (RULES.md section 4.8)."""
