"""The computer at the table: the greedy player (engine/greedy.py) and a fair dealer."""

from __future__ import annotations

import random
from typing import Any

from engine.core import CHANCE, Game
from engine.greedy import greedy_move


def computer_move(game: Game[Any, Any, Any], state: Any, rng: random.Random) -> Any:
    """The dealer's draw or the greedy player's move, whichever is due.

    Ties between equally scoring moves are broken by ``rng``, so a game with a
    fixed seed is repeatable and the computer does not always play the same way.
    """
    if game.to_move(state) == CHANCE:
        return game.sample_chance(state, rng)
    return greedy_move(game, state, rng)
