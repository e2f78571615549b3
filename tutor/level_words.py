"""What each computer level is, in words a player understands, for the setup screen.

How each level thinks is the same in every game (``engine/players/levels.py``); how
strong it is differs, so the figures come from the game's plug-in
(``GamePlugin.strength``, measured by ``bench/players.py``).
"""

from __future__ import annotations

from typing import Final

from rich.text import Text

from engine.i18n import N_, _
from tutor.ui import GamePlugin

LEVELS: Final = {
    "easy": N_("Easy plays at once the move that scores best right now; it never looks ahead."),
    "medium": N_(
        "Medium thinks a tenth of a second a move: it plays each promising move out to the end "
        "of the game dozens of times, at random, and keeps the one that ends best."
    ),
    "hard": N_(
        "Hard thinks the seconds set above (1 by default): hundreds of endings a move, among "
        "twice as many candidates, each played out by sensible moves rather than random ones."
    ),
}
"""Each level's way of choosing, true of every game, starting with the level's name (marked
for the catalogue: shown through ``_``)."""


def strength_words(ui: GamePlugin) -> str:
    """ "In niwa's tests, against easy players at 3 players (a fair share 33%): medium won
    62% of 200 games, hard 89% of 200." ("" for a game not measured)."""
    if not ui.strength:
        return ""
    parts = []
    for against in dict.fromkeys(s.against for s in ui.strength):
        rows = [s for s in ui.strength if s.against == against]
        players = rows[0].players
        won = ", ".join(
            _("{level} won {share} of {games} games").format(
                level=_(s.level), share=f"{s.wins:.0%}", games=s.games
            )
            for s in rows
        )
        said = _("against {level} players at {players} players (a fair share is {share}): {won}")
        parts.append(
            said.format(level=_(against), players=players, share=f"{1 / players:.0%}", won=won)
        )
    return _("In niwa's tests, {parts}.").format(parts="; ".join(parts))


def level_help(ui: GamePlugin) -> Text:
    """The setup screen's lines under the seats: each level, then the game's figures."""
    text = Text()
    for words in LEVELS.values():
        if text:
            text.append("\n")
        name, _space, rest = _(words).partition(" ")
        text.append(name, style="bold")
        text.append(f" {rest}")
    figures = strength_words(ui)
    if figures:
        text.append(f"\n{figures}")
    return text
