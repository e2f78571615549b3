"""Karesansui's part of the app: its words and setup choices (the board is the text board
for now).

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look (see tutor/plugins.py).
"""

from engine.i18n import N_
from tutor.ui import About

ABOUT = About(
    blurb=N_("Bid for piles of rocks, but never keep a forbidden set."),
    players=N_("3-6 players"),
)
