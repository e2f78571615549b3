"""Miyabi positions as one line of text (issue 26; documented in docs/games/miyabi.md).

::

    miyabi/1:1 1 - 7,9 - - M1,K1,S1,B2,AL,SR 1:354565,2:543556,L:222111,R:111110,I:232322
        MI-a1E,M1-b1,P2-d2N/K2-c3E,KI-f3N,K2-d3W     (one line: the gardens end it)

Fields, in order: ``round`` (the building round, 1..last), ``turn`` (the seat on
turn ``1``..``4``, ``box`` while the round's tiles are to be laid out, ``end``
once the game is over), ``variants`` (``-``, ``colourful``, ``meadow`` or both, and
``ML=1``-like items where the table's box differs from niwa's ruling: ``Options.box``),
``scores`` (each seat's points), ``bonus`` (the bonus tiles taken, object letter
then seat: ``M2``), ``passed`` (the seats out of this round by a pass), ``offer``
(the tiles on offer; between rounds and at the end, the tiles that left the game
when the last round ended), ``box`` (tiles still in the box: for each shape, six
counts in row order maple..stone) and ``gardens`` (``/`` between seats; in each,
the tiles in the order they were placed, as their placement moves, with ``;``
between building rounds).

Nothing in Miyabi is hidden, so a view is the whole state. Each tile's layer, the
heights, visible objects and lanterns of this round follow from the placements in
order (a tile lies one above the highest square under it), so the line holds every
field of :class:`State` once; the tiles that left the game unused are what the box,
the offer and the gardens leave over from the full box.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Final

from engine.core import FinalScoring, PositionError, Problem, Score
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.game import final_scoring, reveal_size, sides
from engine.miyabi.scoring import end_lines, winners
from engine.miyabi.state import OVER, PLAY, REVEAL, Options, Placed, State
from engine.position_fields import LINE, Field, join_position, parse_count, split_position

GAME_ID: Final = "miyabi"
VERSION: Final = 1
FIELDS: Final = (
    "round",
    "turn",
    "variants",
    "scores",
    "bonus",
    "passed",
    "offer",
    "box",
    "gardens",
)
FIELD_RULES: Final[Mapping[str, str]] = {
    LINE: "miyabi.position",
    "round": "miyabi.round.count",
    "turn": "miyabi.round.order",
    "variants": "miyabi.variant.colourful",
    "scores": "miyabi.score.layer",
    "bonus": "miyabi.score.bonus",
    "passed": "miyabi.turn.pass",
    "offer": "miyabi.take.offer",
    "box": "miyabi.setup.tiles",
    "gardens": "miyabi.setup.garden",
}
"""The rule each field gives meaning to (a refusal there cites it), and the notation's
own rule for the line's shape."""
_VARIANTS: Final = ("colourful", "meadow")
_NO_BONUS: Final = -1
_PLACED: Final = FIELD_RULES["gardens"]
_TURNED: Final = "miyabi.place.rotation"
_GRID: Final = "miyabi.place.grid"
_SHAPE_CODES: Final = tuple(shape.code for shape in T.SHAPES)


# -- writing ---------------------------------------------------------------------------


def _tile_list(counts: tuple[int, ...]) -> str:
    ids = [T.TILES[t].id for t in range(T.N_TYPES) for _ in range(counts[t])]
    return ",".join(ids) or "-"


def _seats(mask: int, players: int) -> str:
    return ",".join(str(s + 1) for s in range(players) if mask >> s & 1) or "-"


def _box(box: tuple[int, ...]) -> str:
    parts = []
    for shape in _SHAPE_CODES:
        digits = "".join(str(box[T.BY_ID[obj.code + shape]]) for obj in T.OBJECTS)
        parts.append(f"{shape}:{digits}")
    return ",".join(parts)


def _placement(placed: Placed) -> str:
    return f"{placed.tile}-{placed.cell}{placed.facing}"


def _garden(stack: tuple[Placed, ...]) -> str:
    if not stack:
        return "-"
    rounds = max(p.round for p in stack)
    segments = [
        ",".join(_placement(p) for p in stack if p.round == r) for r in range(1, rounds + 1)
    ]
    return ";".join(segments)


def position_text(state: State) -> str:
    """The whole position as one ``miyabi/1:`` line (see the module's docstring)."""
    n = state.players
    if state.phase == OVER:
        round_text, turn = str(state.round), "end"
    else:
        round_text = str(state.round + 1)
        turn = "box" if state.phase == REVEAL else str(state.seat + 1)
    variants = [
        name
        for name, on in zip(
            _VARIANTS, (state.options.colourful_garden, state.options.big_meadow), strict=True
        )
        if on
    ] + [f"{tile_id}={copies}" for tile_id, copies in state.options.box]
    bonus = ",".join(
        f"{T.OBJECTS[o].code}{holder + 1}" for o, holder in enumerate(state.bonuses) if holder >= 0
    )
    shown_offer = state.offer if state.phase == PLAY else (state.leaving or (0,) * T.N_TYPES)
    return join_position(
        GAME_ID,
        VERSION,
        [
            round_text,
            turn,
            ",".join(variants) or "-",
            ",".join(str(s) for s in state.scores[:n]),
            bonus or "-",
            _seats(state.passed, n),
            _tile_list(shown_offer),
            _box(state.box),
            "/".join(_garden(stack) for stack in state.stacks),
        ],
    )


# -- reading ---------------------------------------------------------------------------


def _items(field: Field) -> list[tuple[str, int]]:
    """The ``,``-separated items of a field with their offsets (``-``: none)."""
    if field.text == "-":
        return []
    out: list[tuple[str, int]] = []
    offset = 0
    for item in field.text.split(","):
        if not item:
            raise field.error("empty item (items are separated by one ',')", offset)
        out.append((item, offset))
        offset += len(item) + 1
    return out


def _tiles(field: Field) -> tuple[int, ...]:
    counts = [0] * T.N_TYPES
    for item, offset in _items(field):
        tile = T.BY_ID.get(item)
        if tile is None:
            raise field.error(
                f"expected a tile id such as M1, K2, PL, AR or SI, got '{item}'", offset
            )
        counts[tile] += 1
    return tuple(counts)


def _box_counts(field: Field) -> tuple[int, ...]:
    box = [0] * T.N_TYPES
    seen: set[str] = set()
    for item, offset in _items(field):
        shape, colon, digits = item.partition(":")
        if shape not in _SHAPE_CODES or not colon:
            raise field.error(
                f"expected a shape ({' '.join(_SHAPE_CODES)}), ':' and six counts, got '{item}'",
                offset,
            )
        if shape in seen:
            raise field.error(f"shape {shape} is given twice", offset)
        seen.add(shape)
        if len(digits) != len(T.OBJECTS) or not digits.isdigit():
            raise field.error(
                f"expected six counts (maple to stone), one digit each, got '{digits}'",
                offset + len(shape) + 1,
            )
        for o, digit in enumerate(digits):
            box[T.BY_ID[T.OBJECTS[o].code + shape]] = int(digit)
    missing = [s for s in _SHAPE_CODES if s not in seen]
    if missing:
        raise field.error(f"no counts for shape {', '.join(missing)}", len(field.text))
    return tuple(box)


def _seat_mask(field: Field, players: int) -> int:
    mask = 0
    for item, offset in _items(field):
        seat = _seat(field, item, offset, players)
        if mask >> seat & 1:
            raise field.error(f"seat {item} is given twice", offset)
        mask |= 1 << seat
    return mask


def _seat(field: Field, item: str, offset: int, players: int) -> int:
    if not item.isdigit() or not 1 <= int(item) <= players:
        raise field.error(f"expected a seat 1..{players}, got '{item}'", offset)
    return int(item) - 1


class _Garden:
    """A garden rebuilt from its placements in order: stack, heights, objects, lanterns."""

    def __init__(self) -> None:
        self.stack: list[Placed] = []
        self.heights = [0] * G.N_CELLS
        self.objects = [0] * G.N_CELLS
        self.lanterns = 0

    def place(self, tile: int, cell: int, facing: str, round_no: int, current: int) -> None:
        kind = T.TILES[tile]
        cells = G.FOOTPRINT[kind.shape, cell, facing]
        assert cells is not None
        layer = 1 + max(self.heights[c] for c in cells)
        for c in cells:
            self.heights[c] = layer
            self.objects[c] = 0
        self.objects[cell] = kind.squares
        self.stack.append(Placed(kind.id, G.NAMES[cell], facing, layer, round_no))
        if round_no == current:
            self.lanterns |= 1 << G.column_of(cell)

    def levels(self) -> tuple[int, ...]:
        levels = [0] * (max(self.heights) + 1)
        for c, h in enumerate(self.heights):
            levels[h] |= G.BIT[c]
        return tuple(levels)


def _read_garden(text: str, name: str, column: int, current: int) -> _Garden:
    garden = _Garden()
    if text == "-":
        return garden
    offset = 0
    for round_index, segment in enumerate(text.split(";")):
        if segment:
            for item in segment.split(","):
                at = column + offset
                tile_id, dash, rest = item.partition("-")
                tile = T.BY_ID.get(tile_id)
                if tile is None or not dash:
                    raise PositionError(
                        f"expected a placement such as K2-c3E or M1-a1, got '{item}'",
                        name,
                        at,
                        _PLACED,
                    )
                cell = G.BY_NAME.get(rest[:2])
                facing = rest[2:]
                kind = T.TILES[tile]
                if cell is None or facing not in G.facings_of(kind.shape):
                    want = "a cell (a1..f6)" if kind.shape == "1" else "a cell and a facing N E S W"
                    raise PositionError(f"{tile_id} needs {want}, got '{rest}'", name, at, _TURNED)
                if G.FOOTPRINT[kind.shape, cell, facing] is None:
                    raise PositionError(f"{item} runs off the 6 x 6 grid", name, at, _GRID)
                garden.place(tile, cell, facing, round_index + 1, current)
                offset += len(item) + 1
        else:
            offset += 1
    return garden


def parse_position(text: str) -> State:
    """Read a ``miyabi/1:`` line; PositionError naming the field and column if malformed."""
    f = dict(zip(FIELDS, split_position(text, GAME_ID, VERSION, FIELDS, FIELD_RULES), strict=True))
    garden_texts = f["gardens"].text.split("/")
    n = len(garden_texts)
    if n not in T.ROUNDS:
        raise f["gardens"].error(f"expected 2, 3 or 4 gardens separated by '/', got {n}")
    round_no = parse_count(f["round"].text, f["round"])
    if round_no < 1:
        raise f["round"].error("rounds are counted from 1")
    turn_text = f["turn"].text
    if turn_text == "box":
        phase, state_round, seat = REVEAL, round_no - 1, (round_no - 1) % n
    elif turn_text == "end":
        phase, state_round, seat = OVER, round_no, 0
    else:
        phase, state_round = PLAY, round_no - 1
        seat = _seat(f["turn"], turn_text, 0, n)
    variants = set()
    mix: list[tuple[str, int]] = []
    for item, offset in _items(f["variants"]):
        tile_id, equals, copies = item.partition("=")
        if equals and tile_id in T.BY_ID and copies.isdigit() and len(copies) <= 2:
            mix.append((tile_id, int(copies)))  # the table's box (Options.box)
            continue
        if item not in _VARIANTS or item in variants:
            raise f["variants"].error(
                f"expected 'colourful' or 'meadow' once, got '{item}'", offset
            )
        variants.add(item)
    scores_field = f["scores"]
    score_items = _items(scores_field)
    if len(score_items) != n:
        raise scores_field.error(f"expected {n} scores (one per garden), got {len(score_items)}")
    scores = tuple(parse_count(item, scores_field, offset) for item, offset in score_items)
    bonuses = [_NO_BONUS] * len(T.OBJECTS)
    codes = [obj.code for obj in T.OBJECTS]
    for item, offset in _items(f["bonus"]):
        if item[:1] not in codes:
            raise f["bonus"].error(
                f"expected an object letter (M P K A B S) and a seat, got '{item}'", offset
            )
        o = codes.index(item[0])
        if bonuses[o] != _NO_BONUS:
            raise f["bonus"].error(f"the {T.OBJECTS[o].name} bonus is given twice", offset)
        bonuses[o] = _seat(f["bonus"], item[1:], offset + 1, n)
    passed = _seat_mask(f["passed"], n)
    shown_offer = _tiles(f["offer"])
    box = _box_counts(f["box"])
    current = state_round + 1 if phase != OVER else 0
    gardens: list[_Garden] = []
    column = f["gardens"].column
    for s, garden_text in enumerate(garden_texts):
        if not garden_text:
            raise PositionError(
                "empty garden (write '-' for a bare one)", f"garden {s + 1}", column, _PLACED
            )
        gardens.append(_read_garden(garden_text, f"garden {s + 1}", column, current))
        column += len(garden_text) + 1
    leaving: tuple[int, ...] = ()
    if phase == PLAY:
        offer = shown_offer
    else:
        offer = (0,) * T.N_TYPES
        if phase == OVER or state_round > 0:
            leaving = shown_offer
        elif any(shown_offer):
            raise f["offer"].error(
                "before round 1's tiles are laid out no tile is on offer or has left the game"
            )
    placed = Counter(T.BY_ID[p.tile] for g in gardens for p in g.stack)
    options = Options(
        players=n,
        colourful_garden="colourful" in variants,
        big_meadow="meadow" in variants,
        box=tuple(mix),
    )
    full = T.full_box(options.box)
    removed = tuple(full[t] - box[t] - offer[t] - placed[t] for t in range(T.N_TYPES))
    return State(
        options=options,
        phase=phase,
        round=state_round,
        seat=seat,
        box=box,
        offer=offer,
        removed=removed,
        stacks=tuple(tuple(g.stack) for g in gardens),
        heights=tuple(tuple(g.heights) for g in gardens),
        levels=tuple(g.levels() for g in gardens),
        objects=tuple(tuple(g.objects) for g in gardens),
        lanterns=tuple(g.lanterns for g in gardens),
        passed=passed,
        bonuses=tuple(bonuses),
        scores=scores,
        leaving=leaving,
    )


# -- consistency -----------------------------------------------------------------------


def _laid_out_rounds(state: State) -> int:
    """Building rounds whose tiles have left the box so far."""
    return state.round + (1 if state.phase == PLAY else 0)


def _box_problems(state: State) -> list[Problem]:
    problems: list[Problem] = []
    mix = T.box_mix_problem(state.options.box)
    if mix is not None:
        problems.append(Problem("miyabi.setup.inventory", f"the table's box: {mix}"))
    full = T.full_box(state.options.box)
    for t, tile in enumerate(T.TILES):
        if state.removed[t] < 0:
            problems.append(
                Problem(
                    "miyabi.setup.inventory",
                    f"{full[t] - state.removed[t]} {tile.id} tiles in the box, on offer and in "
                    f"gardens: the box has {full[t]}",
                )
            )
    for t, tile in enumerate(T.TILES):
        if state.leaving and state.leaving[t] > max(state.removed[t], 0):
            problems.append(
                Problem(
                    "miyabi.round.end",
                    f"{state.leaving[t]} {tile.id} tiles left the game at the round's end, "
                    f"but the box, offer and gardens leave {max(state.removed[t], 0)} out",
                )
            )
    rounds = _laid_out_rounds(state)
    for group, per_round in reveal_size(state.options).items():
        drawn = sum(full[t] - state.box[t] for t, tile in enumerate(T.TILES) if tile.group == group)
        if drawn != per_round * rounds:
            problems.append(
                Problem(
                    "miyabi.round.reveal",
                    f"{drawn} {group} tiles out of the box: {rounds} rounds laid out "
                    f"{per_round} each",
                )
            )
    if state.phase == PLAY:
        this_round = Counter(
            T.TILES[T.BY_ID[p.tile]].group
            for stack in state.stacks
            for p in stack
            if p.round == state.round + 1
        )
        for group, per_round in reveal_size(state.options).items():
            on_offer = sum(c for t, c in enumerate(state.offer) if T.TILES[t].group == group)
            if on_offer + this_round[group] != per_round:
                problems.append(
                    Problem(
                        "miyabi.round.reveal",
                        f"{on_offer} {group} tiles on offer and {this_round[group]} placed this "
                        f"round: a round lays out {per_round}",
                    )
                )
    return problems


def _garden_problems(state: State, seat: int) -> list[Problem]:
    problems: list[Problem] = []
    who = f"garden {seat + 1}"
    heights = [0] * G.N_CELLS
    laid_out = _laid_out_rounds(state)
    columns: dict[int, set[int]] = {}
    for placed in state.stacks[seat]:
        kind = T.TILES[T.BY_ID[placed.tile]]
        anchor = G.BY_NAME[placed.cell]
        cells = G.FOOTPRINT[kind.shape, anchor, placed.facing] or (anchor,)
        tile = f"{who}: {placed.tile}-{placed.cell}{placed.facing} (round {placed.round})"
        if placed.round > laid_out:
            problems.append(
                Problem("miyabi.round.reveal", f"{tile}: that round's tiles are not laid out yet")
            )
        if G.row_of(anchor) != kind.object:
            problems.append(
                Problem(
                    "miyabi.place.row",
                    f"{tile}: {T.OBJECTS[kind.object].units} belong in row {kind.object + 1}",
                )
            )
        used = columns.setdefault(placed.round, set())
        if G.column_of(anchor) in used:
            problems.append(
                Problem(
                    "miyabi.place.lantern",
                    f"{tile}: column {G.COLUMNS[G.column_of(anchor)]} already had its lantern "
                    "that round",
                )
            )
        used.add(G.column_of(anchor))
        under = {heights[c] for c in cells}
        if len(under) > 1:
            rule = "miyabi.place.overhang" if 0 in under else "miyabi.place.level"
            problems.append(
                Problem(rule, f"{tile}: the squares under it are at heights {sorted(under)}")
            )
        for c in cells:
            heights[c] = placed.layer
    return problems


def _turn_problems(state: State) -> list[Problem]:
    n = state.players
    if state.phase != PLAY:
        if state.passed:
            return [Problem("miyabi.round.end", "a seat is marked passed between rounds")]
        return []
    problems: list[Problem] = []
    for seat in range(n):
        if state.passed >> seat & 1 and state.lanterns[seat] == G.ALL_COLUMNS:
            problems.append(
                Problem(
                    "miyabi.turn.pass",
                    f"seat {seat + 1} passed with six lanterns up (a full garden is skipped)",
                )
            )
    to_move = state.seat
    if state.is_out(to_move):
        return [
            *problems,
            Problem("miyabi.round.order", f"seat {to_move + 1} is on turn but out of the round"),
        ]
    start = state.start_seat

    def turns(seat: int) -> int:
        return state.lanterns[seat].bit_count() + (state.passed >> seat & 1)

    mine = turns(to_move)
    for seat in range(n):
        if seat == to_move:
            continue
        before = (seat - start) % n < (to_move - start) % n
        expected = mine + 1 if before else mine
        had = turns(seat)
        if had > expected or (had != expected and not state.is_out(seat)):
            problems.append(
                Problem(
                    "miyabi.round.order",
                    f"seat {seat + 1} has had {had} turns this round and seat {to_move + 1} "
                    f"{mine}: with seat {start + 1} starting, no turn order gives that",
                )
            )
    return problems


def _expected_scores(state: State) -> list[int]:
    expected = [0] * state.players
    for seat, stack in enumerate(state.stacks):
        expected[seat] = sum(T.TILES[T.BY_ID[p.tile]].squares * p.layer for p in stack)
    for o, holder in enumerate(state.bonuses):
        if 0 <= holder < state.players:
            expected[holder] += T.OBJECTS[o].bonus
    if state.phase == OVER:
        for line in end_lines(state):
            expected[line.side] += line.points
    return expected


def _bonus_problems(state: State) -> list[Problem]:
    problems: list[Problem] = []
    for o, obj in enumerate(T.OBJECTS):
        first = [
            min(
                (
                    p.round
                    for p in stack
                    if T.TILES[T.BY_ID[p.tile]].object == o and p.layer >= T.BONUS_LAYER
                ),
                default=0,
            )
            for stack in state.stacks
        ]
        holder = state.bonuses[o]
        if holder == _NO_BONUS:
            if any(first):
                problems.append(
                    Problem(
                        "miyabi.score.bonus",
                        f"a {obj.name} lies on layer {T.BONUS_LAYER} or higher but nobody "
                        f"holds the {obj.name} bonus",
                    )
                )
            continue
        earliest = min((r for r in first if r), default=0)
        if not first[holder] or first[holder] != earliest:
            problems.append(
                Problem(
                    "miyabi.score.bonus",
                    f"seat {holder + 1} holds the {obj.name} bonus without being the first "
                    f"to place a {obj.name} on layer {T.BONUS_LAYER} or higher",
                )
            )
    return problems


def check_position(state: State) -> list[Problem]:
    """What makes the position impossible, each with its rule (empty if reachable)."""
    problems: list[Problem] = []
    last = state.rounds
    if state.round != last if state.phase == OVER else state.round >= last:
        problems.append(
            Problem(
                "miyabi.round.count",
                f"round {state.round + (state.phase != OVER)}: with {state.players} players "
                f"the game has {last} rounds",
            )
        )
    problems.extend(_box_problems(state))
    for seat in range(state.players):
        problems.extend(_garden_problems(state, seat))
    problems.extend(_turn_problems(state))
    problems.extend(_bonus_problems(state))
    for seat, (had, expected) in enumerate(zip(state.scores, _expected_scores(state), strict=True)):
        if had != expected:
            problems.append(
                Problem(
                    "miyabi.score.layer",
                    f"seat {seat + 1} has {had} points but its tiles (objects x layer), "
                    f"bonus tiles{' and rows' if state.phase == OVER else ''} give {expected}",
                )
            )
    return problems


def standing(state: State) -> FinalScoring:
    """The end scoring as if the last round ended now: the rows (and variants) added."""
    if state.phase == OVER:
        return final_scoring(state)
    lines: tuple[Score, ...] = end_lines(state)
    totals = list(state.scores)
    for line in lines:
        totals[line.side] += line.points
    return FinalScoring.of(
        sides(state), tuple(totals), lines, winners(tuple(totals)), "miyabi.end.winner"
    )
