"""Seikatsu's part of the app: its board widget, tile colours, words and setup choices.

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look (see tutor/plugins.py).
"""

from engine.i18n import N_
from tutor.ui import About

ABOUT = About(
    blurb=N_("Birds score as you place them; flowers score from your pagoda at the end."),
    players=N_("2-3 players, or 4 in teams"),
)
