"""The statistics window and the game info: what the player's archive says of his play, and the seed of this game."""
