"""The casino stos table: its scene and items, the window, its settings dialog and the offer to resume."""
