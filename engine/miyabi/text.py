"""The position as plain ASCII text, for ``niwa show`` and for tests to read.

Only ASCII is used so that columns line up in any terminal. Each square shows
its height (tiles stacked on it) followed by one letter per visible object:
``2MM`` is a square two tiles high showing two maples, a lone ``3`` a plain
green square on layer 3, ``.`` the bare board.
"""

from __future__ import annotations

from engine.core import CHANCE
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.game import to_move
from engine.miyabi.state import OVER, State

_CELL_WIDTH = 5
_LABEL_WIDTH = 12


def square_text(height: int, objects: int, row: int) -> str:
    if not height:
        return "."
    return f"{height}{T.OBJECTS[row].code * objects}"


def garden_lines(state: State, seat: int) -> list[str]:
    """One garden: a header, the lantern fields, then the six rows."""
    heights, objects = state.heights[seat], state.objects[seat]
    marks = []
    if state.phase != OVER and seat == state.start_seat:
        marks.append("bonsai")
    if to_move(state) == seat:
        marks.append("to move")
    if state.passed >> seat & 1:
        marks.append("passed")
    extra = f" ({', '.join(marks)})" if marks else ""
    points = state.scores[seat]
    out = [f"seat {seat + 1}: {points} point{'' if points == 1 else 's'}{extra}"]
    out.append(" " * _LABEL_WIDTH + "".join(f"{c:<{_CELL_WIDTH}}" for c in G.COLUMNS).rstrip())
    lanterns = ["L" if state.lanterns[seat] >> col & 1 else "." for col in range(G.SIZE)]
    out.append(
        f"{'lanterns':<{_LABEL_WIDTH}}" + "".join(f"{m:<{_CELL_WIDTH}}" for m in lanterns).rstrip()
    )
    for row, obj in enumerate(T.OBJECTS):
        cells = [
            square_text(heights[c], objects[c], row)
            for c in range(row * G.SIZE, (row + 1) * G.SIZE)
        ]
        label = f"{row + 1} {obj.name}"
        out.append(
            f"{label:<{_LABEL_WIDTH}}" + "".join(f"{c:<{_CELL_WIDTH}}" for c in cells).rstrip()
        )
    return out


def tiles_text(counts: tuple[int, ...]) -> str:
    """'M1 x2, K2, PL' for tile counts by type."""
    parts = [T.TILES[t].id + (f" x{n}" if n > 1 else "") for t, n in enumerate(counts) if n]
    return ", ".join(parts) or "(none)"


def describe(state: State, seat: int | None = None) -> str:
    """Every garden, the tiles on offer, the bonus tiles, scores and who is to move."""
    out: list[str] = []
    for s in range(state.players):
        out.extend(garden_lines(state, s))
        out.append("")
    out.append("Squares: height, then a letter per visible object (M maple, P pagoda, K fish,")
    out.append("A azalea, B boxwood, S stone); a lone height is green, '.' bare board.")
    out.append("")
    round_no = min(state.round + 1, state.rounds)
    out.append(f"building round {round_no} of {state.rounds}")
    out.append(f"on offer: {tiles_text(state.offer)}")
    out.append(f"in the box: {sum(state.box)} tiles; out of the game: {sum(state.removed)}")
    bonus = []
    for o, obj in enumerate(T.OBJECTS):
        holder = state.bonuses[o]
        taken = f" (seat {holder + 1})" if holder >= 0 else ""
        bonus.append(f"{obj.code} {obj.bonus}{taken}")
    out.append("5th-layer bonus tiles: " + ", ".join(bonus))
    actor = to_move(state)
    if actor == CHANCE:
        out.append("to move: the dealer lays out the round's tiles")
    elif actor >= 0:
        out.append(f"to move: seat {actor + 1}")
    else:
        out.append("the game is over")
    if seat is not None:
        out.append(f"(as seen by seat {seat + 1})")
    return "\n".join(out)
