"""Flower rows as they stand: each pagoda row's largest set, its koi and its points now.

The end of the game scores flower rows (rules seikatsu.flowers.*), but players
plan them all game long, and the tutor's rows panel, its placement preview and the
lessons' quizzes all ask the same question of a position that is not finished:
"if the game ended now, what would this row give me?". One function answers it
for any position, and the end scoring is built from the same answer, so the panel
and the final sheet can never disagree.

A koi counts as any flower, chosen by each player separately: for a side it joins
the largest set of the row it lies in (every koi lies in exactly one row of each
pagoda), which is the best choice there is. A row with only koi is a set of that
many, as any one flower.
"""

from __future__ import annotations

from typing import Final

import msgspec

from engine.core import Score
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.words import WORDS

SET_POINTS: Final = (0, 1, 3, 6, 10, 15, 21)
"""Points for a flower set of 0..6 flowers (rule seikatsu.flowers.sets)."""


class RowStanding(msgspec.Struct, frozen=True):
    """One row of one pagoda as it stands now (cells by name, nearest the pagoda first).

    ``flower`` is the flower of the largest set (an index into ``tiles.FLOWERS``),
    or None when the row shows no flower yet; ``tied`` lists every flower whose set
    is that large (one of them scores: the first, ``flower``); ``flowers`` are the
    cells of that set and ``koi`` the koi that join it; ``open`` are the empty cells.
    """

    pagoda: str
    label: str
    cells: tuple[str, ...]
    flower: int | None
    tied: tuple[int, ...]
    flowers: tuple[str, ...]
    koi: tuple[str, ...]
    open: tuple[str, ...]

    @property
    def size(self) -> int:
        """Flowers in the set that scores, its koi included."""
        return len(self.flowers) + len(self.koi)

    @property
    def points(self) -> int:
        """What the row gives if the game ended now (rule seikatsu.flowers.sets)."""
        return SET_POINTS[self.size]

    @property
    def koi_as(self) -> str:
        """The flower the row's koi are taken as: its name, or 'any flower'."""
        return T.FLOWERS[self.flower].name if self.flower is not None else "any flower"


def pagoda_rows(board: tuple[int, ...], pagoda: str) -> tuple[RowStanding, ...]:
    """The seven rows of ``pagoda`` (P1..P7, B1..B7 or G1..G7) on ``board``, as they stand."""
    return tuple(
        _standing(board, pagoda, label, row)
        for label, row in zip(B.ROW_LABELS[pagoda], B.PAGODA_ROWS[pagoda], strict=True)
    )


def side_rows(board: tuple[int, ...], side: int) -> tuple[RowStanding, ...]:
    """The rows a side scores: side 0 looks from the pink pagoda, 1 blue, 2 green."""
    return pagoda_rows(board, B.PAGODAS[side])


def find_row(board: tuple[int, ...], label: str) -> RowStanding:
    """One row by its label (``P4``, ``G3``): the letter names the pagoda."""
    for pagoda in B.PAGODAS:
        if label in B.ROW_LABELS[pagoda]:
            index = B.ROW_LABELS[pagoda].index(label)
            return _standing(board, pagoda, label, B.PAGODA_ROWS[pagoda][index])
    raise ValueError(f"there is no row '{label}' (rows are P1..P7, B1..B7, G1..G7)")


def koi_choices(rows: tuple[RowStanding, ...]) -> dict[str, str]:
    """For one side's rows: each koi in the garden and the flower it is taken as."""
    return {cell: row.koi_as for row in rows for cell in row.koi}


def flower_total(rows: tuple[RowStanding, ...]) -> int:
    return sum(row.points for row in rows)


def row_score(side: int, row: RowStanding) -> Score | None:
    """The Score line a row gives ``side`` (None for a row with no tile yet)."""
    if row.size == 0:
        return None
    if row.flower is not None:
        flower = T.flower_name(row.flower)
        flowers = flower if row.size == 1 else WORDS("flower.plural", flower=flower)
        if row.koi:
            detail = WORDS(
                "score.row_koi", row=row.label, size=row.size, flower=flowers, koi=len(row.koi)
            )
        else:
            detail = WORDS("score.row", row=row.label, size=row.size, flower=flowers)
    else:
        detail = WORDS("score.row_only_koi", row=row.label, size=row.size)
    return Score(
        side,
        row.points,
        "seikatsu.flowers.koi" if row.koi else "seikatsu.flowers.rows",
        detail,
        row.flowers + row.koi,
        subject=row.label,
    )


def row_scores(board: tuple[int, ...], sides: int) -> tuple[Score, ...]:
    """Every side's flower rows as Score lines, side by side, row by row."""
    lines = []
    for side in range(sides):
        for row in side_rows(board, side):
            line = row_score(side, row)
            if line is not None:
                lines.append(line)
    return tuple(lines)


def _standing(board: tuple[int, ...], pagoda: str, label: str, row: tuple[int, ...]) -> RowStanding:
    counts = [0] * len(T.FLOWERS)
    for cell in row:
        if T.is_garden(board[cell]):
            counts[T.flower_of(board[cell])] += 1
    largest = max(counts)
    flower = counts.index(largest) if largest else None
    return RowStanding(
        pagoda=pagoda,
        label=label,
        cells=tuple(B.NAMES[c] for c in row),
        flower=flower,
        tied=tuple(f for f, n in enumerate(counts) if largest and n == largest),
        flowers=tuple(
            B.NAMES[c]
            for c in row
            if flower is not None and T.is_garden(board[c]) and T.flower_of(board[c]) == flower
        ),
        koi=tuple(B.NAMES[c] for c in row if board[c] == T.KOI),
        open=tuple(B.NAMES[c] for c in row if board[c] < 0),
    )
