"""The position as plain ASCII text, for ``niwa show`` and for tests to read.

Only ASCII is used so that columns line up in any terminal.
"""

from __future__ import annotations

from engine.core import CHANCE
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import EMPTY, POND_MARK, State, sides, to_move, turns_each, view
from engine.seikatsu.words import WORDS

_PAGODA_AT = {corner: pagoda for pagoda, corner in B.PAGODA_CORNER.items()}


def cell_text(tile: int) -> str:
    """Two characters per cell: the tile code, '..' empty, '~~' the pond, 'KO' a koi."""
    if tile == EMPTY:
        return ".."
    if tile == POND_MARK:
        return "~~"
    if tile == T.KOI:
        return "KO"
    return T.CODES[tile]


def board_lines(state: State) -> list[str]:
    lines = []
    index = 0
    for row, letter in enumerate(B.ROW_LETTERS):
        width = 7 - abs(row - 3)
        cells = []
        for _ in range(width):
            cells.append(cell_text(state.board[index]))
            index += 1
        indent = " " * (2 * abs(row - 3))
        left = f"{letter} {indent}"
        mark = ""
        first, last = index - width, index - 1
        if first in _PAGODA_AT:
            left = f"{letter} {indent[:-2]}{_PAGODA_AT[first][0].upper()}>" if indent else left
        if last in _PAGODA_AT:
            mark = f" <{_PAGODA_AT[last][0].upper()}"
        lines.append(f"{left}  {'  '.join(cells)}{mark}")
    return lines


def describe(state: State, seat: int | None = None) -> str:
    """Board, hands (as ``seat`` sees them), bag, scores and who is to move."""
    state = view(state, seat)
    names = sides(state)
    out = board_lines(state)
    out.append("")
    out.extend(WORDS("show.pagodas").split("\n"))
    out.append("")
    for s, hand in enumerate(state.hands):
        shown = ", ".join(T.CODES[t] for t in hand) or WORDS("show.empty_hand")
        pagoda = WORDS(f"pagoda.{B.PAGODAS[s]}") if state.players < 4 else names[s % 2]
        label = WORDS("show.seat", seat=s + 1, pagoda=pagoda)
        out.append(WORDS("show.hand", label=label, tiles=shown))
    out.append(WORDS("show.bag", count=WORDS.count(state.bag_size, "tile")))
    scores = ", ".join(f"{n} {p}" for n, p in zip(names, state.scores, strict=True))
    out.append(WORDS("show.score", scores=scores))
    actor = to_move(state)
    total_turns = turns_each(state.options) * state.players
    done = sum(state.turns)
    if actor == CHANCE:
        out.append(WORDS("show.to_move_bag", turn=min(done + 1, total_turns), total=total_turns))
    elif actor >= 0:
        out.append(WORDS("show.to_move", seat=actor + 1, turn=done + 1, total=total_turns))
    else:
        out.append(WORDS("show.over"))
    if seat is not None:
        out.append(WORDS("show.seen_by", seat=seat + 1))
    return "\n".join(out)
