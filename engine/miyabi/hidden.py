"""Filling the hidden parts of a Miyabi view: there are none.

Every garden and the offer lie open, and the box's content follows from what is
on the table (its order is the dealer's next Reveal, a CHANCE move), so the view
is already the whole state.
"""

from __future__ import annotations

import random

from engine.miyabi.state import State


def determinize(view_state: State, seat: int, rng: random.Random) -> State:
    """The state itself: a Miyabi seat sees everything there is to see."""
    return view_state
