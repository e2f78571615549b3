"""The end of a Miyabi game: row majorities, the optional variants, the winners.

Everything here is a pure function of the gardens, so it can be asked of any
position (a lesson may show what the rows would give now); the game calls it
once, when the last building round ends.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Score
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.state import State
from engine.miyabi.words import WORDS


def row_counts(state: State, row: int) -> tuple[int, ...]:
    """Visible objects in ``row`` of each seat's garden (rule miyabi.end.visible)."""
    start = row * G.SIZE
    return tuple(sum(objects[start : start + G.SIZE]) for objects in state.objects)


def placings(counts: tuple[int, ...]) -> list[tuple[int, bool, str]]:
    """Who scores a row: (seat, takes the higher value, rule), seats in order.

    Most objects take the higher value; if several tie for it nobody takes the
    lower one; otherwise every seat with the second most takes the lower value.
    A seat with no object in the row never scores.
    """
    present = sorted({c for c in counts if c > 0}, reverse=True)
    if not present:
        return []
    firsts = [seat for seat, c in enumerate(counts) if c == present[0]]
    if len(firsts) > 1:
        return [(seat, True, "miyabi.end.tie_first") for seat in firsts]
    out = [(firsts[0], True, "miyabi.end.rows")]
    if len(present) > 1:
        seconds = [seat for seat, c in enumerate(counts) if c == present[1]]
        rule = "miyabi.end.tie_second" if len(seconds) > 1 else "miyabi.end.rows"
        out.extend((seat, False, rule) for seat in seconds)
    return sorted(out)


_PLACE_WORDS = {
    ("miyabi.end.rows", True): "place.most",
    ("miyabi.end.rows", False): "place.second",
    ("miyabi.end.tie_first", True): "place.tie_first",
    ("miyabi.end.tie_second", False): "place.tie_second",
}
"""The id of the words saying where a seat came in a row (engine/miyabi/words.py)."""


def row_lines(state: State) -> list[Score]:
    """The row majorities as Score lines, row by row (rules miyabi.end.*)."""
    lines: list[Score] = []
    for row, obj in enumerate(T.OBJECTS):
        counts = row_counts(state, row)
        for seat, first, rule in placings(counts):
            cells = range(row * G.SIZE, (row + 1) * G.SIZE)
            lines.append(
                Score(
                    seat,
                    obj.most if first else obj.second,
                    rule,
                    WORDS(
                        "score.row",
                        row=row + 1,
                        object=T.object_name(row),
                        objects=T.count_text(row, counts[seat]),
                        place=WORDS(_PLACE_WORDS[rule, first]),
                    ),
                    tuple(G.NAMES[c] for c in cells if state.objects[seat][c]),
                    subject=WORDS("score.row_subject", row=row + 1, object=T.object_name(row)),
                )
            )
    return lines


def largest_group(cells: set[int], weight: Callable[[int], int]) -> tuple[int, tuple[int, ...]]:
    """The heaviest set of ``cells`` joined side by side: (weight, its cells in order)."""
    best: tuple[int, tuple[int, ...]] = (0, ())
    seen: set[int] = set()
    for start in sorted(cells):
        if start in seen:
            continue
        group = [start]
        seen.add(start)
        for cell in group:
            for n in G.NEIGHBOURS[cell]:
                if n in cells and n not in seen:
                    seen.add(n)
                    group.append(n)
        total = sum(weight(c) for c in group)
        if total > best[0]:
            best = (total, tuple(sorted(group)))
    return best


def variant_lines(state: State) -> list[Score]:
    """The colourful garden and big meadow, when the options ask for them."""
    lines: list[Score] = []
    for seat in range(state.players):
        objects, heights = state.objects[seat], state.heights[seat]
        if state.options.colourful_garden:
            shown = {c for c in range(G.N_CELLS) if objects[c]}
            count, group = largest_group(shown, objects.__getitem__)
            if count:
                lines.append(
                    Score(
                        seat,
                        count * T.COLOURFUL_POINTS,
                        "miyabi.variant.colourful",
                        WORDS(
                            "score.colourful",
                            objects=WORDS.count(count, "object"),
                            squares=WORDS.count(len(group), "square"),
                        ),
                        tuple(G.NAMES[c] for c in group),
                        subject=WORDS("score.colourful_subject"),
                    )
                )
        if state.options.big_meadow:
            green = {c for c in range(G.N_CELLS) if heights[c] and not objects[c]}
            size, group = largest_group(green, lambda _: 1)
            if size:
                lines.append(
                    Score(
                        seat,
                        size * T.MEADOW_POINTS,
                        "miyabi.variant.meadow",
                        WORDS("score.meadow", squares=WORDS.count(size, "green")),
                        tuple(G.NAMES[c] for c in group),
                        subject=WORDS("score.meadow_subject"),
                    )
                )
    return lines


def end_lines(state: State) -> tuple[Score, ...]:
    return tuple(row_lines(state) + variant_lines(state))


def winners(scores: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """The seats with the most points, and the rule: a tie is shared."""
    top = max(scores)
    tied = tuple(seat for seat, points in enumerate(scores) if points == top)
    return tied, "miyabi.end.winner" if len(tied) == 1 else "miyabi.end.shared"
