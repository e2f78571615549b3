"""Build Sakura positions from move notation, the way a lesson or a test reads them."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import Event, IllegalMove
from engine.sakura import GAME, Deck, Options, State
from engine.sakura import cards as C
from engine.sakura.game import HAND_SIZE
from tests.engine.refusals import refusal as refusal_of

ROW_FIRST = "S,C1,C2,C3,S,S,S,S,C1,C1,C1,C2,C2,C2,C3"
"""niwa's 15 characters in a known order: the row is 1:S 2:C1 3:C2 4:C3 5:S,
and the draw pile starts S S S C1."""


def deal(
    hands: Sequence[str], piles: str, chars: str = ROW_FIRST, players: int | None = None
) -> str:
    """The deal's notation: each seat's named cards, topped up with cards nobody named.

    The top-up takes unnamed cards in card order (pink 1 first), so a test that
    cares about a whole hand names all of it.
    """
    n = players or len(hands)
    named = [c for hand in hands for c in hand.split()] + piles.split()
    spare = iter(code for code in C.CODES if code not in named)
    full = []
    for seat in range(n):
        cards = hands[seat].split() if seat < len(hands) else []
        cards += [next(spare) for _ in range(HAND_SIZE[n] - len(cards))]
        full.append(",".join(cards))
    return f"deal:{'/'.join(full)};piles={','.join(piles.split())};chars={chars}"


def build(
    moves: str, deal_text: str, players: int = 2, deck: Deck | None = None
) -> tuple[State, list[Event]]:
    """Deal with ``deal_text``, then apply ``moves`` (whitespace separated notation).

    Returns the position and the events of the last move.
    """
    options = Options(players=players) if deck is None else Options(players=players, deck=deck)
    state = GAME.new_game(options)
    step = GAME.apply(state, GAME.parse_move(state, deal_text))
    state, events = step.state, list(step.events)
    for text in moves.split():
        step = GAME.apply(state, GAME.parse_move(state, text))
        state, events = step.state, list(step.events)
    return state, events


def refusal(state: State, move_text: str) -> IllegalMove:
    """Sakura's refusal of ``move_text`` at ``state`` (see tests/engine/refusals.py)."""
    return refusal_of(GAME, state, move_text)
