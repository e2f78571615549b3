"""Sakura's part of the app: its words, setup choices and decks (the board is the text board
for now).

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look (see tutor/plugins.py).
"""

from tutor.ui import About

ABOUT = About(
    blurb="Cover both piles every turn, or take them and their shurikens.",
    players="2-6 players",
)
