"""A game's options read from plain values (a replay file, the command line, a form).

Each game bounds its player count on its options (``Meta(ge=..., le=...)``), so msgspec
refuses a count out of bounds before the game sees it, in its own words ("Expected `int`
<= 4"). :func:`convert_options` answers such a count as the game does (its ``new_game``:
"Seikatsu is for 2 or 3 players, or 4 in teams; not 5"), wherever options are read.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from engine.core import Game, InvalidOptions
from engine.i18n import _


def convert_options(game: Game[Any, Any, Any], values: Any) -> Any:
    """``values`` as ``game``'s options Struct: :class:`InvalidOptions` in the game's words
    for a player count it cannot seat, ``msgspec.ValidationError`` for anything else."""
    try:
        return msgspec.convert(values, game.options_type)
    except msgspec.ValidationError as err:
        refusal = player_count_refusal(game, values)
        if refusal is not None:
            raise refusal from None
        raise err from None


def player_count_refusal(game: Game[Any, Any, Any], values: Any) -> InvalidOptions | None:
    """The game's own refusal of the ``players`` in ``values`` where it is an int outside
    the declared counts (None otherwise, or where the game would seat it after all)."""
    players = values.get("players") if isinstance(values, Mapping) else None
    counts = game.declaration.players
    if not isinstance(players, int) or isinstance(players, bool):
        return None
    if counts.least <= players <= counts.most:
        return None
    try:
        game.new_game(msgspec.structs.replace(game.options_type(), players=players))
    except InvalidOptions as refusal:
        return refusal
    except Exception:  # a count so far out that the rules break on it: the bounds say so
        said = _("{game} is for {least} to {most} players")
        return InvalidOptions(said.format(game=game.title, least=counts.least, most=counts.most))
    return None
