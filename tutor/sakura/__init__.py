"""Sakura's part of the app: its table (board.py, layout.py, look.py), words, setup
choices and decks.

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look (see tutor/plugins.py).
"""

from engine.i18n import N_
from tutor.ui import About

ABOUT = About(
    blurb=N_("Cover both piles every turn, or take them and their shurikens."),
    players=N_("2-6 players"),
)
