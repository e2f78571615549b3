"""A whole game between computer players: for ``niwa selfplay --level`` and the benches.

Each seat's player sees only its view (``decide``); the dealer is a fair one
(``sample_chance``). A seat without a player moves at random, as selfplay always did.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import CHANCE, Game
from engine.players.levels import Player, decide


def play_match(
    game: Game[Any, Any, Any],
    options: Any,
    players: Sequence[Player | None],
    rng: random.Random,
) -> list[Any]:
    """The moves of one complete game, CHANCE's included; ``players[seat]`` None is random."""
    state = game.new_game(options)
    moves: list[Any] = []
    while not game.is_over(state):
        actor = game.to_move(state)
        player = None if actor == CHANCE else players[actor]
        if actor == CHANCE:
            move = game.sample_chance(state, rng)
        elif player is None:
            move = rng.choice(game.legal_moves(state))
        else:
            move = decide(game, state, actor, player, rng)
        state = game.apply(state, move).state
        moves.append(move)
    return moves
