"""The shtoss game for the window: its controller, models, narration and the words for its rules."""
