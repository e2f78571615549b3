"""What each computer level is, in words a player understands, for the setup screen.

How each level thinks is the same in every game (``engine/players/levels.py``); how
strong it is differs, so the figures come from the game's plug-in
(``GamePlugin.strength``, measured by ``bench/players.py``).
"""

from __future__ import annotations

from typing import Final

from rich.text import Text

from tutor.ui import GamePlugin

LEVELS: Final = {
    "easy": "plays at once the move that scores best right now; it never looks ahead.",
    "medium": (
        "thinks a tenth of a second a move: it plays each promising move out to the end "
        "of the game dozens of times, at random, and keeps the one that ends best."
    ),
    "hard": (
        "thinks the seconds set above (1 by default): hundreds of endings a move, among "
        "twice as many candidates, each played out by sensible moves rather than random ones."
    ),
}
"""Each level's way of choosing, true of every game."""


def strength_words(ui: GamePlugin) -> str:
    """ "In niwa's tests, against easy players at 3 players (a fair share 33%): medium won
    62% of 200 games, hard 89% of 200." ("" for a game not measured)."""
    if not ui.strength:
        return ""
    parts = []
    for against in dict.fromkeys(s.against for s in ui.strength):
        rows = [s for s in ui.strength if s.against == against]
        players = rows[0].players
        won = ", ".join(f"{s.level} won {s.wins:.0%} of {s.games} games" for s in rows)
        parts.append(
            f"against {against} players at {players} players (a fair share is "
            f"{1 / players:.0%}): {won}"
        )
    return "In niwa's tests, " + "; ".join(parts) + "."


def level_help(ui: GamePlugin) -> Text:
    """The setup screen's lines under the seats: each level, then the game's figures."""
    text = Text()
    for level, words in LEVELS.items():
        if text:
            text.append("\n")
        text.append(level.capitalize(), style="bold")
        text.append(f" {words}")
    figures = strength_words(ui)
    if figures:
        text.append(f"\n{figures}")
    return text
