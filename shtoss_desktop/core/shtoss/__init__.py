"""Shtoss (штосс): the banker's deck dealt in abzugs against the punters' own cards (RULES.md sections 1 to 4.7, 6)."""
