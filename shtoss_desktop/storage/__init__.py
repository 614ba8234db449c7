"""Settings, presets and other files the game keeps between runs; every write is atomic."""
