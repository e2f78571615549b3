"""Tic-tac-toe's part of the app (the test suite's toy game), kept in tests/ beside its
engine and registered by the test session (``tutor.plugins.register``), as a shipped
game's ``tutor/<game>/`` is listed in ``tutor/plugins.py``.

``ABOUT`` is what the home card says; ``ui.UI`` is the game's look; ``board.py`` its
board widget; ``drawing.py`` its picture (``niwa export``, the screens' ``X``).
"""

from tutor.ui import About

ABOUT = About(blurb="Three in a row on a grid of nine cells.", players="2 players")
