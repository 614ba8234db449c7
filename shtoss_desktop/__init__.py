"""Shtoss Desktop: the Russian banking card game of Pushkin's "Queen of Spades"."""

__version__ = "0.1.0"
