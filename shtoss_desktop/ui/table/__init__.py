"""What both card tables share: the card art and decks, the chips, the table's fonts."""
