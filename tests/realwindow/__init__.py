"""Tests that play the game in a real X11 window (Xvfb, openbox, the xcb platform), each session in a subprocess."""
