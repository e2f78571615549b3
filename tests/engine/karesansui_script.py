"""Build Karesansui positions from move notation, the way a lesson or a test reads them.

Positions are always reached through the engine: scripts are parsed with
``parse_move`` and applied one move at a time.
"""

from __future__ import annotations

from engine.core import CHANCE, Event
from engine.karesansui import GAME, Options, State
from engine.karesansui import rocks as R
from engine.karesansui.game import BID, FILL, SURRENDER


def draws(rocks: str) -> str:
    """``"2W2Y3R"`` -> ``"+2W +2Y +3R"``: the bag gives these rocks in this order."""
    body = rocks.replace(" ", "")
    return " ".join(f"+{body[i : i + 2]}" for i in range(0, len(body), 2))


def play(state: State, script: str) -> tuple[State, list[Event]]:
    """Apply the moves of ``script`` (whitespace separated); the events of them all."""
    events: list[Event] = []
    for text in script.split():
        step = GAME.apply(state, GAME.parse_move(state, text))
        state = step.state
        events.extend(step.events)
    return state, events


def build(script: str, players: int = 3) -> tuple[State, list[Event]]:
    """The position after ``script`` from a new game, and the events of the whole script."""
    return play(GAME.new_game(Options(players=players)), script)


# Three players, the position used by most tests. Setup gardens:
#   seat 1: 2W 2Y 2R 2G 3R   (a Foursome already: sets only count after bidding)
#   seat 2: 1W 1Y 1B 3G 3B
#   seat 3: 1G 2B 3W 3Y 1R
# Pile 1 is 1R 3R 3R (1, 4, then 7: full) and pile 2 is 3B 3W (6: full).
SETUP_3P = " ".join([draws("2W2Y2R2G3R"), draws("1W1Y1B3G3B"), draws("1G2B3W3Y1R")])
PILES_3P = f"{draws('1R3R3R')} {draws('3B3W')}"
START_3P = f"{SETUP_3P} {PILES_3P}"


# -- whole rounds, for the tests of the round tracker and the end --------------------


def _plentiful(state: State, value: int, k: int) -> list[str]:
    """The ``k`` rock types of ``value`` with most copies in the bag (ties: niwa order)."""
    types = [t for t in range(R.N_TYPES) if R.VALUE_OF[t] == value and state.bag[t]]
    types.sort(key=lambda t: -state.bag[t])
    return [R.CODES[t] for t in types[:k]]


def quiet_round(state: State, recipes: tuple[int, ...] = (3,), passer_rock: int = 1) -> State:
    """Play one round in which no forbidden set can form, through notation.

    Pile ``p`` is made of rocks of value ``recipes[p % len(recipes)]`` of different
    colours (value 3: two rocks, value 2: three rocks), taken where the bag has
    most. Each bidder in turn bids their whole garden on the next unbid pile, so a
    garden never holds more than one pile and one drawn rock; the last player
    passes and draws a rock of value ``passer_rock``. Everyone then says done.
    """
    assert state.phase == FILL
    while state.phase == FILL:
        value = recipes[state.step % len(recipes)]
        codes = _plentiful(state, value, (6 + value - 1) // value)
        state, _ = play(state, " ".join(f"+{c}" for c in codes))
    assert state.phase == BID
    for pile in range(state.n_piles):
        garden = R.types_of(state.gardens[state.seat])
        state, _ = play(state, f"{''.join(R.codes(garden)) or '-'}@{pile + 1}")
    state, _ = play(state, "pass")
    if GAME.to_move(state) == CHANCE:
        state, _ = play(state, f"+{_plentiful(state, passer_rock, 1)[0]}")
    while state.phase == SURRENDER:
        state, _ = play(state, "done")
    return state


# Three clean setup gardens (no forbidden set, and none after one more value-I rock).
QUIET_SETUP_3P = " ".join([draws("1W1Y2R2G3B"), draws("1R1G2W2B3Y"), draws("1B2Y3W3R3G")])
