"""Dialogs that serve both games (the choice of a new game)."""
