"""What each computer level is, in words a player understands, for the setup screen.

How each level thinks is the same in every game (``engine/players/levels.py``); how
strong it is differs, so the figures come from the game's plug-in
(``GamePlugin.strength``, measured by ``bench/players.py``).
"""

from __future__ import annotations

from typing import Final

from rich.text import Text

from engine.i18n import N_, _
from replays.explain import listed
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


AGAINST: Final = {
    "easy": N_("against easy players"),
    "medium": N_("against medium players"),
    "hard": N_("against hard players"),
}
"""Who sat in the other seats, each level said whole (so a language can agree its words
with the level, as Spanish does: "de nivel medio")."""

WON: Final = {
    "easy": N_("easy won {share} of {games} games"),
    "medium": N_("medium won {share} of {games} games"),
    "hard": N_("hard won {share} of {games} games"),
}
"""What a level won, said whole for the same reason ("el nivel medio ganó")."""


def strength_words(ui: GamePlugin) -> str:
    """ "In niwa's tests at 3 players (a fair share of the wins is 33%): against easy
    players, medium won 62% of 200 games and hard won 89% of 200 games; against medium
    players, hard won 68% of 80 games." ("" for a game not measured)."""
    sentences = []
    for players in dict.fromkeys(s.players for s in ui.strength):
        at = [s for s in ui.strength if s.players == players]
        parts = []
        for against in dict.fromkeys(s.against for s in at):
            won = listed(
                [
                    _(WON[s.level]).format(share=f"{s.wins:.0%}", games=s.games)
                    for s in at
                    if s.against == against
                ]
            )
            parts.append(_("{against}, {won}").format(against=_(AGAINST[against]), won=won))
        said = _(
            "In niwa's tests at {players} players (a fair share of the wins is {share}): {parts}."
        )
        sentences.append(
            said.format(players=players, share=f"{1 / players:.0%}", parts="; ".join(parts))
        )
    return " ".join(sentences)


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
