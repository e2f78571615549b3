"""The app's screens, one module each, with their styles in a .tcss beside them."""
