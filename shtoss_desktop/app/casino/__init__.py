"""The casino stos game for the window: its controller, models and the words for its rules."""
