"""Qt without widgets: the models and the controller that turn core events into signals."""
