"""Miyabi's part of the app: its words and setup choices (the board is the text board for now).

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look (see tutor/plugins.py).
"""

from tutor.ui import About

ABOUT = About(
    blurb="Build a garden in layers: each row holds its own object.",
    players="2-4 players",
)
