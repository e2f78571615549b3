"""The one way engine tests ask for a refusal, for any game."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Game, IllegalMove


def refusal(game: Game[Any, Any, Any], state: Any, move_text: str) -> IllegalMove:
    """The engine's refusal of ``move_text`` at ``state``: no legal move, and a rule
    of the game's catalogue."""
    move = game.parse_move(state, move_text)
    assert move not in game.legal_moves(state)
    with pytest.raises(IllegalMove) as err:
        game.apply(state, move)
    assert err.value.rule in game.rules
    return err.value
