"""The shtoss table: its scene, items and effects, the staking panel, the recap, the window and its dialogs."""
