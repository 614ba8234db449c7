"""What both games' windows share: languages, the keyboard, fitting the screen, the shortcuts and the rules help."""
