"""The widgets: the table scene, the dialogs and the main window."""
