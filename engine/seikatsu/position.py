"""Seikatsu positions as one line of text, and what makes a position impossible.

The notation (documented with worked examples in ``docs/games/seikatsu.md``)::

    seikatsu/1:<players> <garden> <hands> <bag> <turn> <scores>

- ``players``: ``2``, ``3`` or ``4`` (four in two teams), ``t`` after it for
  tournament mode: ``3t``; ``>N`` after that where seat N (from 1), not seat 1,
  played first: ``3t>2``.
- ``garden``: the seven rows ``a`` to ``g``, top to bottom, separated by ``,``;
  in a row, a tile by its code (``Tp``, ``K``), a run of empty cells by a digit,
  the pond by ``*`` (always d4): ``4,5,2Tp3,3*Wb2,2Em3,5,4``.
- ``hands``: each seat's hand in seat order, separated by ``,``: its tiles by
  code, then ``?N`` for N tiles the writer cannot see; ``-`` for an empty hand.
- ``bag``: ``rest`` when the bag holds exactly what the box leaves (what is not
  in the garden or a shown hand: the unseen pool, in a seat's view), else the
  tiles it holds, ``Tp2,K`` (a count after the code where more than one), or
  ``empty``. The order of a bag is never known, so counts are all there is.
- ``turn``: ``setup`` (tiles are drawn onto the flower spaces), ``deal`` (the
  starting hands), ``N`` (seat N, from 1, is to play), ``N+`` (the bag refills
  seat N's hand, after its play) or ``over``.
- ``scores``: each side's points so far, ``,`` between sides (teams with four).

Everything else a state holds follows from these (the cells occupied, the turns
each seat has played, how far setup has gone), so it is computed, not written.
A koi's bird is not written: it counts only on the turn the koi is played
(rule seikatsu.birds.koi_after), so it decides nothing from here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from engine.core import FinalScoring, PositionError, Problem
from engine.position_fields import LINE, Field, join_position, parse_count, split_position, unknown
from engine.seikatsu import board as B
from engine.seikatsu import game as G
from engine.seikatsu import tiles as T
from engine.seikatsu.game import State
from engine.words import count

VERSION: Final = 1
FIELDS: Final = ("players", "garden", "hands", "bag", "turn", "scores")
FIELD_RULES: Final[Mapping[str, str]] = {
    LINE: "seikatsu.position",
    "players": "seikatsu.setup.pagodas",
    "garden": "seikatsu.setup.board",
    "hands": "seikatsu.setup.hands",
    "bag": "seikatsu.setup.box",
    "turn": "seikatsu.turn.order",
    "scores": "seikatsu.end.winner",
}
"""The rule each field gives meaning to (a refusal there cites it), and the notation's
own rule for the line's shape."""
ROW_SIZES: Final = tuple(
    sum(1 for name in B.NAMES if name[0] == letter) for letter in B.ROW_LETTERS
)
"""Cells per garden row a..g (4, 5, 6, 7, 6, 5, 4), the pond counted in row d."""
POND_MARK_TEXT: Final = "*"
EMPTY_HAND: Final = "-"
FIRST_MARK: Final = ">"
REST: Final = "rest"
EMPTY_BAG: Final = "empty"
OVER_WORD: Final = "over"
PHASE_WORDS: Final = {G.SETUP: "setup", G.DEAL: "deal"}
MAX_HAND: Final = B.N_CELLS
"""No hand can hold more tiles than the garden has cells."""


# -- writing ----------------------------------------------------------------------


def position_text(state: State) -> str:
    """The position as one line (see the module docstring)."""
    tournament = "t" if state.options.tournament else ""
    if state.options.first:
        tournament += f"{FIRST_MARK}{state.options.first + 1}"
    return join_position(
        "seikatsu",
        VERSION,
        (
            f"{state.players}{tournament}",
            _garden_text(state.board),
            ",".join(_hand_text(hand) for hand in state.hands),
            _bag_text(state),
            _turn_text(state),
            ",".join(str(points) for points in state.scores),
        ),
    )


def _garden_text(board: tuple[int, ...]) -> str:
    rows: list[str] = []
    cell = 0
    for size in ROW_SIZES:
        parts: list[str] = []
        empties = 0
        for index in range(cell, cell + size):
            tile = board[index]
            if tile == G.EMPTY:
                empties += 1
                continue
            if empties:
                parts.append(str(empties))
                empties = 0
            parts.append(POND_MARK_TEXT if tile == G.POND_MARK else T.CODES[tile])
        if empties:
            parts.append(str(empties))
        rows.append("".join(parts))
        cell += size
    return ",".join(rows)


def _hand_text(hand: tuple[int, ...]) -> str:
    hidden = hand.count(T.HIDDEN)
    shown = "".join(T.CODES[tile] for tile in hand if tile != T.HIDDEN)
    text = shown + (unknown(hidden) if hidden else "")
    return text or EMPTY_HAND


def _bag_text(state: State) -> str:
    if state.bag == box_rest(state.options, state.board, state.hands, state.phase):
        return REST
    items = [T.CODES[tile] + (str(n) if n > 1 else "") for tile, n in enumerate(state.bag) if n > 0]
    return ",".join(items) or EMPTY_BAG


def _turn_text(state: State) -> str:
    if state.phase == G.OVER:
        return OVER_WORD
    if state.phase in PHASE_WORDS:
        return PHASE_WORDS[state.phase]
    return f"{state.seat + 1}{'+' if state.phase == G.DRAW else ''}"


def box_rest(
    options: G.Options, board: tuple[int, ...], hands: tuple[tuple[int, ...], ...], phase: int
) -> tuple[int, ...]:
    """What the box leaves for the bag: every tile not in the garden or a shown hand
    (no koi while setup tiles are drawn: they join the bag after, rule seikatsu.setup.koi).
    Never below zero: too many tiles of a kind is check_position's to say."""
    seen = _seen(board, hands)
    box = _box(phase)
    return tuple(max(0, box[tile] - seen[tile]) for tile in range(T.N_TYPES))


def _box(phase: int) -> tuple[int, ...]:
    koi = 0 if phase == G.SETUP else T.KOI_COUNT
    return (T.COPIES,) * T.GARDEN_TYPES + (koi,)


def _seen(board: tuple[int, ...], hands: tuple[tuple[int, ...], ...]) -> list[int]:
    seen = [0] * T.N_TYPES
    for tile in board:
        if 0 <= tile < T.N_TYPES:
            seen[tile] += 1
    for hand in hands:
        for tile in hand:
            if tile < T.N_TYPES:
                seen[tile] += 1
    return seen


# -- reading ----------------------------------------------------------------------


def parse_position(text: str) -> State:
    """Read a position line; :class:`PositionError` names the field and column of the
    first mistake. Only the form is checked here: see :func:`check_position`."""
    fields = dict(
        zip(FIELDS, split_position(text, "seikatsu", VERSION, FIELDS, FIELD_RULES), strict=True)
    )
    options = _parse_players(fields["players"])
    board = _parse_garden(fields["garden"])
    hands = _parse_hands(fields["hands"], options.players)
    phase, seat = _parse_turn(fields["turn"], options.players)
    bag = _parse_bag(fields["bag"], options, board, hands, phase)
    scores = _parse_scores(fields["scores"], G.n_sides(options))
    occupied = G._occupied(board)
    setup_tiles = len(G.SETUP_SPACES[options.players])
    plays = max(0, sum(1 for tile in board if tile >= 0) - setup_tiles)
    n = options.players
    return State(
        options=options,
        board=board,
        hands=hands,
        bag=bag,
        scores=scores,
        phase=phase,
        seat=seat,
        step=_step(options, board, hands, phase),
        occupied=occupied,
        frontier=G._frontier(occupied),
        turns=tuple(
            plays // n + (1 if G.turn_place(options, i) < plays % n else 0) for i in range(n)
        ),
    )


def _step(
    options: G.Options, board: tuple[int, ...], hands: tuple[tuple[int, ...], ...], phase: int
) -> int:
    """How far setup or the deal has gone: the setup tiles drawn, the starting tiles dealt."""
    if phase == G.SETUP:
        return sum(1 for tile in board if tile >= 0)
    if phase == G.DEAL:
        koi = sum(G.TOURNAMENT_KOI[options.players]) if options.tournament else 0
        return max(0, sum(len(hand) for hand in hands) - koi)
    return 0


def _parse_players(field: Field) -> G.Options:
    text, _, first = field.text.partition(FIRST_MARK)
    tournament = text.endswith("t")
    digits = text[:-1] if tournament else text
    if digits not in ("2", "3", "4"):
        raise field.error(
            f"expected 2, 3 or 4 players (t after it for tournament mode), got '{field.text}'"
        )
    players = int(digits)
    if not first:
        return G.Options(players=players, tournament=tournament)
    if not (first.isdigit() and 2 <= int(first) <= players):
        raise field.error(
            f"expected the seat that played first after '{FIRST_MARK}', 2..{players}, "
            f"got '{first}'",
            len(text) + 1,
        )
    return G.Options(players=players, tournament=tournament, first=int(first) - 1)


def _parse_garden(field: Field) -> tuple[int, ...]:
    rows = field.text.split(",")
    if len(rows) != len(ROW_SIZES):
        raise field.error(f"expected {len(ROW_SIZES)} rows a..g separated by ',', got {len(rows)}")
    board: list[int] = []
    offset = 0
    for letter, size, row in zip(B.ROW_LETTERS, ROW_SIZES, rows, strict=True):
        board.extend(_parse_row(field, offset, letter, size, row))
        offset += len(row) + 1
    return tuple(board)


def _parse_row(field: Field, offset: int, letter: str, size: int, row: str) -> list[int]:
    cells: list[int] = []
    i = 0
    while i < len(row):
        char = row[i]
        if len(cells) >= size:
            raise field.error(f"row {letter} has only {size} cells", offset + i)
        if char.isdigit():
            empties = int(char)
            if empties < 1 or len(cells) + empties > size:
                raise field.error(
                    f"row {letter} has {size} cells: {empties} empty ones do not fit", offset + i
                )
            cells.extend([G.EMPTY] * empties)
            i += 1
            continue
        name = f"{letter}{len(cells) + 1}"
        if char == POND_MARK_TEXT:
            if B.BY_NAME[name] != B.POND:
                raise field.error(f"'*' is the pond, which is d4, not {name}", offset + i)
            cells.append(G.POND_MARK)
            i += 1
            continue
        code = row[i : i + 1] if char == "K" else row[i : i + 2]
        tile = T.BY_CODE.get(code)
        if tile is None:
            raise field.error(
                f"'{code}' on {name} is not a tile (a bird T W E F then a flower p m t b, or K)",
                offset + i,
            )
        if B.BY_NAME[name] == B.POND:
            raise field.error("d4 is the pond: write it '*'", offset + i)
        cells.append(tile)
        i += len(code)
    if len(cells) != size:
        raise field.error(
            f"row {letter} has {size} cells, the text gives {len(cells)}", offset + len(row)
        )
    return cells


def _parse_hands(field: Field, players: int) -> tuple[tuple[int, ...], ...]:
    parts = field.text.split(",")
    if len(parts) != players:
        raise field.error(f"expected {players} hands separated by ',', got {len(parts)}")
    hands: list[tuple[int, ...]] = []
    offset = 0
    for part in parts:
        hands.append(_parse_hand(field, offset, part))
        offset += len(part) + 1
    return tuple(hands)


def _parse_hand(field: Field, offset: int, text: str) -> tuple[int, ...]:
    if text == EMPTY_HAND:
        return ()
    tiles: list[int] = []
    i = 0
    while i < len(text):
        if text[i] == "?":
            hidden = parse_count(text[i + 1 :], field, offset + i + 1)
            if not 1 <= hidden <= MAX_HAND:
                raise field.error(f"?N hides 1..{MAX_HAND} tiles, not {hidden}", offset + i + 1)
            tiles.extend([T.HIDDEN] * hidden)
            break
        code = text[i : i + 1] if text[i] == "K" else text[i : i + 2]
        tile = T.BY_CODE.get(code)
        if tile is None:
            raise field.error(
                f"'{code}' is not a tile (Tp, Wb, K...; ?N for N unseen tiles, - for none)",
                offset + i,
            )
        tiles.append(tile)
        i += len(code)
    if len(tiles) > MAX_HAND:
        raise field.error(f"a hand holds at most {MAX_HAND} tiles", offset)
    return tuple(sorted(tiles))


def _parse_turn(field: Field, players: int) -> tuple[int, int]:
    text = field.text
    if text == OVER_WORD:
        return G.OVER, 0
    for phase, word in PHASE_WORDS.items():
        if text == word:
            return phase, 0
    drawing = text.endswith("+")
    digits = text[:-1] if drawing else text
    if not (digits.isdigit() and 1 <= int(digits) <= players):
        raise field.error(
            f"expected a seat 1..{players} (with + while the bag refills it), "
            f"setup, deal or over; got '{text}'"
        )
    return (G.DRAW if drawing else G.PLAY), int(digits) - 1


def _parse_bag(
    field: Field,
    options: G.Options,
    board: tuple[int, ...],
    hands: tuple[tuple[int, ...], ...],
    phase: int,
) -> tuple[int, ...]:
    if field.text == REST:
        return box_rest(options, board, hands, phase)
    bag = [0] * T.N_TYPES
    if field.text == EMPTY_BAG:
        return tuple(bag)
    offset = 0
    for item in field.text.split(","):
        code = item[:1] if item[:1] == "K" else item[:2]
        tile = T.BY_CODE.get(code)
        if tile is None:
            raise field.error(
                f"'{item}' is not a tile with a count (Tp2, K); or write rest or empty", offset
            )
        if bag[tile]:
            raise field.error(f"{code} is listed twice", offset)
        number = item[len(code) :]
        bag[tile] = parse_count(number, field, offset + len(code)) if number else 1
        if bag[tile] == 0:
            raise field.error(f"leave out {code} rather than count 0 of it", offset + len(code))
        offset += len(item) + 1
    return tuple(bag)


def _parse_scores(field: Field, sides: int) -> tuple[int, ...]:
    parts = field.text.split(",")
    if len(parts) != sides:
        raise field.error(
            f"expected {sides} scores (one per side) separated by ',', got {len(parts)}"
        )
    scores: list[int] = []
    offset = 0
    for part in parts:
        scores.append(parse_count(part, field, offset))
        offset += len(part) + 1
    return tuple(scores)


# -- checking ---------------------------------------------------------------------


def check_position(state: State) -> list[Problem]:
    """What no game could reach, each with the rule it breaks (empty for a reachable
    position, a seat's view included)."""
    problems: list[Problem] = []
    problems += _box_problems(state)
    problems += _setup_problems(state)
    problems += _garden_problems(state)
    problems += _turn_problems(state)
    problems += _hand_problems(state)
    problems += _score_problems(state)
    return problems


def _box_problems(state: State) -> list[Problem]:
    """Every tile is in the garden, a hand or the bag, as many as the box holds."""
    seen = _seen(state.board, state.hands)
    box = _box(state.phase)
    problems = []
    if state.phase == G.SETUP and seen[T.KOI] + state.bag[T.KOI]:
        problems.append(
            Problem(
                "seikatsu.setup.koi",
                "koi are out while setup tiles are drawn: they join the bag after",
            )
        )
    over: list[str] = []
    under: list[str] = []
    for tile in range(T.N_TYPES):
        total = seen[tile] + state.bag[tile]
        if tile == T.KOI and state.phase == G.SETUP:
            continue
        if total > box[tile]:
            over.append(f"{total} {T.CODES[tile]}")
        elif total < box[tile]:
            under.append(f"{total} {T.CODES[tile]}")
    where = "in the garden, the hands and the bag"
    if over:
        problems.append(
            Problem(
                "seikatsu.setup.box",
                f"{', '.join(over)} {where}: the box has 2 of each face and 4 koi",
            )
        )
    if under:
        problems.append(
            Problem(
                "seikatsu.setup.box",
                f"only {', '.join(under)} {where}: every tile of the box is somewhere",
            )
        )
    hidden = sum(hand.count(T.HIDDEN) for hand in state.hands)
    if hidden > sum(state.bag):
        problems.append(
            Problem(
                "seikatsu.setup.box",
                f"{count(hidden, 'unseen tile')} in hands, but only {sum(state.bag)} "
                "tiles are unaccounted for",
            )
        )
    return problems


def _setup_problems(state: State) -> list[Problem]:
    spaces = [B.BY_NAME[name] for name in G.SETUP_SPACES[state.players]]
    problems = []
    if state.phase == G.SETUP:
        filled = [cell for cell in spaces if state.board[cell] >= 0]
        if any(state.board[cell] >= 0 for cell in range(B.N_CELLS) if cell not in spaces) or (
            filled != spaces[: len(filled)]
        ):
            problems.append(
                Problem(
                    "seikatsu.setup.tiles",
                    "while setting up, tiles lie only on the flower spaces, drawn in order "
                    + ", ".join(G.SETUP_SPACES[state.players]),
                )
            )
        if any(state.hands):
            problems.append(
                Problem("seikatsu.setup.hands", "hands are dealt after the setup tiles")
            )
        return problems
    for cell in spaces:
        tile = state.board[cell]
        if tile == T.KOI:
            problems.append(
                Problem(
                    "seikatsu.setup.koi",
                    f"a koi on {B.NAMES[cell]}: setup tiles are drawn before the koi join the bag",
                )
            )
        elif tile < 0:
            problems.append(
                Problem("seikatsu.setup.tiles", f"{B.NAMES[cell]} takes a setup tile, but is empty")
            )
    return problems


def _garden_problems(state: State) -> list[Problem]:
    """Every tile was played next to one already there: each group of touching tiles
    holds a setup tile (the pond joins nothing, rule seikatsu.place.pond_not_tile)."""
    spaces = {B.BY_NAME[name] for name in G.SETUP_SPACES[state.players]}
    reached = {cell for cell in spaces if state.board[cell] >= 0}
    frontier = list(reached)
    while frontier:
        cell = frontier.pop()
        for near in B.NEIGHBOURS[cell]:
            if near not in reached and state.board[near] >= 0:
                reached.add(near)
                frontier.append(near)
    stray = [B.NAMES[c] for c in range(B.N_CELLS) if state.board[c] >= 0 and c not in reached]
    if not stray:
        return []
    return [
        Problem(
            "seikatsu.place.adjacent",
            f"{', '.join(stray)}: no chain of touching tiles leads to a setup tile",
        )
    ]


def _plays(state: State) -> int:
    """Tiles played so far: the garden's tiles after the setup tiles."""
    return sum(1 for tile in state.board if tile >= 0) - len(G.SETUP_SPACES[state.players])


def _turn_problems(state: State) -> list[Problem]:
    n = state.players
    plays = _plays(state)
    full = plays == B.N_CELLS - 1 - len(G.SETUP_SPACES[n])
    bag_size = state.bag_size
    if state.phase == G.OVER:
        if not full:
            return [Problem("seikatsu.end.trigger", "the game is over, but the garden is not full")]
        return []
    if full and state.phase in (G.PLAY, G.DRAW):
        return [Problem("seikatsu.end.trigger", "the garden is full: the game is over")]
    if state.phase == G.DEAL:
        return _deal_problems(state)
    first = state.options.first
    if state.phase == G.PLAY:
        if (first + plays) % n != state.seat:
            return [
                Problem(
                    "seikatsu.turn.order",
                    f"after {count(plays, 'tile')} played it is seat "
                    f"{(first + plays) % n + 1}'s turn, not seat {state.seat + 1}'s",
                )
            ]
        return []
    if state.phase == G.DRAW:
        if plays < 1 or (first + plays - 1) % n != state.seat:
            return [
                Problem(
                    "seikatsu.turn.order",
                    f"after {count(plays, 'tile')} played the bag cannot be refilling "
                    f"seat {state.seat + 1}'s hand",
                )
            ]
        if bag_size <= 0:
            return [Problem("seikatsu.draw", "the bag is empty: there is nothing to draw")]
    return []


def _deal_problems(state: State) -> list[Problem]:
    koi = G.tournament_koi(state.options) if state.options.tournament else (0,) * state.players
    dealt = [len(hand) - k for hand, k in zip(state.hands, koi, strict=True)]
    # The deal gives two tiles to seat 1, then two to seat 2, and so on.
    total = sum(dealt)
    expected = [min(G.HAND_SIZE, max(0, total - G.HAND_SIZE * i)) for i in range(state.players)]
    if dealt != expected or total >= G.HAND_SIZE * state.players:
        return [
            Problem(
                "seikatsu.setup.hands",
                "the deal gives two tiles to each seat in turn, and play starts once all are dealt",
            )
        ]
    return []


def _hand_problems(state: State) -> list[Problem]:
    if state.phase in (G.SETUP, G.DEAL):
        return []
    n = state.players
    koi = G.tournament_koi(state.options) if state.options.tournament else (0,) * n
    each = G.turns_each(state.options)
    problems = []
    for seat, hand in enumerate(state.hands):
        left = each - state.turns[seat]
        if state.bag_size > 0:
            full = G.HAND_SIZE + koi[seat]
            expected = full - 1 if state.phase == G.DRAW and seat == state.seat else full
            rule = "seikatsu.draw"
        else:
            expected = left
            rule = "seikatsu.end.trigger"
        if len(hand) != expected:
            problems.append(
                Problem(
                    rule,
                    f"seat {seat + 1} holds {count(len(hand), 'tile')}; "
                    f"here a hand holds {expected}",
                )
            )
    return problems


def _score_problems(state: State) -> list[Problem]:
    """Bird points can be bounded but not told from the garden (the order of play is
    lost): each play that scores gives 2 to 7 points, so no side has 1 point from birds,
    none more than 7 a play, and all sides together no more than 2 per pair of
    touching tiles that could have matched."""
    bird = list(state.scores)
    if state.phase == G.OVER:
        for line in G.flower_lines(state):
            bird[line.side] -= line.points
    plays_by_side = [0] * len(bird)
    for seat, turns in enumerate(state.turns):
        plays_by_side[G.side_of(state, seat)] += turns
    problems = []
    for side, points in enumerate(bird):
        name = G.sides(state)[side]
        if points < 0:
            problems.append(
                Problem(
                    "seikatsu.end.winner",
                    f"{name}'s {state.scores[side]} points are fewer than its flower rows give",
                )
            )
        elif points == 1 or points > 7 * plays_by_side[side]:
            problems.append(
                Problem(
                    "seikatsu.birds.flock",
                    f"{name} cannot have {count(points, 'point')} from birds after "
                    f"{count(plays_by_side[side], 'play')}: a flock scores 2 to 7",
                )
            )
    if sum(max(0, p) for p in bird) > 2 * _matching_pairs(state.board, state.players):
        problems.append(
            Problem(
                "seikatsu.birds.flock",
                f"{sum(bird)} bird points in all, more than the garden's flocks can have given",
            )
        )
    return problems


def _matching_pairs(board: tuple[int, ...], players: int) -> int:
    """Pairs of touching tiles that may have scored: the same bird, or a koi beside a
    garden tile (the koi's bird was chosen); two setup tiles never scored."""
    setup = {B.BY_NAME[name] for name in G.SETUP_SPACES[players]}
    pairs = 0
    for cell in range(B.N_CELLS):
        for near in B.NEIGHBOURS[cell]:
            if near <= cell or (cell in setup and near in setup):
                continue
            a, b = board[cell], board[near]
            if a < 0 or b < 0 or (a == T.KOI and b == T.KOI):
                continue
            if a == T.KOI or b == T.KOI or T.bird_of(a) == T.bird_of(b):
                pairs += 1
    return pairs


# -- the end as if now -------------------------------------------------------------


def standing(state: State) -> FinalScoring:
    """The flower rows scored as if the game ended now (rules seikatsu.flowers.*), added to
    the points so far; at a real end, the final scoring itself."""
    if state.phase == G.OVER:
        return G.final_scoring(state)
    lines = G.flower_lines(state)
    totals = list(state.scores)
    for line in lines:
        totals[line.side] += line.points
    return FinalScoring.of(
        G.sides(state),
        tuple(totals),
        lines,
        G.winners(state.options, tuple(totals)),
        "seikatsu.end.winner",
    )


__all__ = ["PositionError", "check_position", "parse_position", "position_text", "standing"]
