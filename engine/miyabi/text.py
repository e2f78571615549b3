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
from engine.miyabi.words import WORDS

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
        marks.append(WORDS("show.bonsai"))
    if to_move(state) == seat:
        marks.append(WORDS("show.to_move_mark"))
    if state.passed >> seat & 1:
        marks.append(WORDS("show.passed"))
    extra = f" ({', '.join(marks)})" if marks else ""
    points = state.scores[seat]
    out = [WORDS("show.seat", seat=seat + 1, points=WORDS.count(points, "point"), marks=extra)]
    out.append(" " * _LABEL_WIDTH + "".join(f"{c:<{_CELL_WIDTH}}" for c in G.COLUMNS).rstrip())
    lanterns = ["L" if state.lanterns[seat] >> col & 1 else "." for col in range(G.SIZE)]
    out.append(
        f"{WORDS('show.lanterns'):<{_LABEL_WIDTH}}"
        + "".join(f"{m:<{_CELL_WIDTH}}" for m in lanterns).rstrip()
    )
    for row in range(len(T.OBJECTS)):
        cells = [
            square_text(heights[c], objects[c], row)
            for c in range(row * G.SIZE, (row + 1) * G.SIZE)
        ]
        label = f"{row + 1} {T.object_name(row)}"
        out.append(
            f"{label:<{_LABEL_WIDTH}}" + "".join(f"{c:<{_CELL_WIDTH}}" for c in cells).rstrip()
        )
    return out


def tiles_text(counts: tuple[int, ...]) -> str:
    """'M1 x2, K2, PL' for tile counts by type."""
    parts = [T.TILES[t].id + (f" x{n}" if n > 1 else "") for t, n in enumerate(counts) if n]
    return ", ".join(parts) or WORDS("show.none")


def describe(state: State, seat: int | None = None) -> str:
    """Every garden, the tiles on offer, the bonus tiles, scores and who is to move."""
    out: list[str] = []
    for s in range(state.players):
        out.extend(garden_lines(state, s))
        out.append("")
    out.extend(WORDS("show.squares").split("\n"))
    out.append("")
    round_no = min(state.round + 1, state.rounds)
    out.append(WORDS("show.round", round=round_no, rounds=state.rounds))
    out.append(WORDS("show.offer", tiles=tiles_text(state.offer)))
    out.append(WORDS("show.box", box=sum(state.box), removed=sum(state.removed)))
    bonus = []
    for o, obj in enumerate(T.OBJECTS):
        holder = state.bonuses[o]
        taken = WORDS("show.bonus_holder", seat=holder + 1) if holder >= 0 else ""
        bonus.append(f"{obj.code} {obj.bonus}{taken}")
    out.append(WORDS("show.bonuses", bonuses=", ".join(bonus)))
    actor = to_move(state)
    if actor == CHANCE:
        out.append(WORDS("show.to_move_dealer"))
    elif actor >= 0:
        out.append(WORDS("show.to_move", seat=actor + 1))
    else:
        out.append(WORDS("show.over"))
    if seat is not None:
        out.append(WORDS("show.seen_by", seat=seat + 1))
    return "\n".join(out)
