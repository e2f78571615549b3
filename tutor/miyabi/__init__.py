"""Miyabi's part of the app: the garden board (board.py, drawn by layout.py), its words.

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look (see tutor/plugins.py).
"""

from engine.i18n import N_
from tutor.ui import About

ABOUT = About(
    blurb=N_("Build a garden in layers: each row holds its own object."),
    players=N_("2-4 players"),
)
