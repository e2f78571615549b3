"""Seikatsu's rules as pure functions over immutable states.

The turn is the rulebook's: play a tile from hand, score birds, draw. Setup draws
and every draw after a play are CHANCE moves carrying the tile drawn, so a game is
fully described by its move list. Flower rows are scored by the move that fills
the garden, and the game is then over.
"""

from __future__ import annotations

import random
import re
from typing import Final

import msgspec

from engine.core import (
    CHANCE,
    NOBODY,
    Event,
    FinalScoring,
    GameOver,
    IllegalMove,
    InvalidOptions,
    Log,
    Score,
    Step,
    Unseen,
)
from engine.seating import scores as scores
from engine.seating import seats as seats
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.options import Options as Options
from engine.seikatsu.rows import find_row, row_score, row_scores
from engine.seikatsu.words import WORDS
from engine.tuples import add, put

SETUP_SPACES: Final[dict[int, tuple[str, ...]]] = {
    2: ("d5", "c3"),
    3: ("d5", "c3", "e3"),
    4: ("d5", "c3", "d3", "e4"),
}
"""Cells that take a setup tile, by player count (pink, blue, then the rest)."""
HAND_SIZE: Final = 2
TOURNAMENT_KOI: Final[dict[int, tuple[int, ...]]] = {2: (2, 2), 3: (1, 1, 2), 4: (1, 1, 1, 1)}
"""Koi dealt face up to each seat in tournament mode (ruling seikatsu.variant.tournament)."""

EMPTY: Final = -1
POND_MARK: Final = -2

# Phases of the game; the actor to move follows from the phase.
SETUP: Final = 0  # CHANCE draws a setup tile onto the next setup space
DEAL: Final = 1  # CHANCE draws the starting hands, two per seat in seat order
PLAY: Final = 2  # the seat on turn plays a tile
DRAW: Final = 3  # CHANCE draws a tile for the seat that just played
OVER: Final = 4

_BIRD_OF: Final = tuple(T.bird_of(t) if T.is_garden(t) else -1 for t in range(T.HIDDEN + 1))


class Draw(msgspec.Struct, frozen=True, tag="draw"):
    """CHANCE draws ``tile`` (a tile code): a setup tile, a starting tile or a turn's draw."""

    tile: str


class Play(msgspec.Struct, frozen=True, tag="play"):
    """``seat`` plays ``tile`` from hand on ``cell``; a koi names the ``bird`` it is this turn."""

    seat: int
    tile: str
    cell: str
    bird: str | None = None


Move = Draw | Play


class State(msgspec.Struct, frozen=True):
    """A whole position. Values only: every move makes a new one.

    ``board`` holds a tile type per cell (EMPTY, or POND_MARK for the pond);
    ``hands`` are sorted tile types per seat (HIDDEN where a view hides them);
    ``bag`` counts tiles per type; ``step`` counts CHANCE draws within SETUP and
    DEAL; ``occupied`` and ``frontier`` are bitmasks of the cells holding a tile
    and of the empty cells next to one (kept so that move generation is cheap).
    """

    options: Options
    board: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    bag: tuple[int, ...]
    scores: tuple[int, ...]
    phase: int
    seat: int
    step: int
    occupied: int
    frontier: int
    turns: tuple[int, ...]

    @property
    def players(self) -> int:
        return self.options.players

    @property
    def bag_size(self) -> int:
        """Tiles in the bag, also in a view (where ``bag`` holds every unseen tile)."""
        hidden = sum(hand.count(T.HIDDEN) for hand in self.hands)
        return sum(self.bag) - hidden

    def tile_at(self, cell: str) -> int:
        return self.board[B.BY_NAME[cell]]


def validate(options: Options) -> None:
    if options.players not in SETUP_SPACES:
        raise InvalidOptions(
            f"Seikatsu is for 2 or 3 players, or 4 in teams; not {options.players}"
        )
    if options.first >= options.players:
        raise InvalidOptions(
            f"the first player is one of the {options.players} seats, not seat {options.first + 1}"
        )


def turn_place(options: Options, seat: int) -> int:
    """Where ``seat`` plays in the turn order: 0 for the first player (rule
    seikatsu.turn.order: clockwise from the first player)."""
    return (seat - options.first) % options.players


def last_in_turn_order(options: Options) -> int:
    """The seat that plays last in each turn of the table (it wins ties)."""
    return (options.first - 1) % options.players


def tournament_koi(options: Options) -> tuple[int, ...]:
    """Tournament koi dealt to each seat: the odd fourth goes to the last in turn order."""
    return tuple(
        TOURNAMENT_KOI[options.players][turn_place(options, s)] for s in range(options.players)
    )


def new_game(options: Options) -> State:
    validate(options)
    board = [EMPTY] * B.N_CELLS
    board[B.POND] = POND_MARK
    n = options.players
    return State(
        options=options,
        board=tuple(board),
        hands=((),) * n,
        bag=T.full_bag(),
        scores=(0,) * n_sides(options),
        phase=SETUP,
        seat=0,
        step=0,
        occupied=0,
        frontier=0,
        turns=(0,) * n,
    )


def n_sides(options: Options) -> int:
    return 2 if options.players == 4 else options.players


def side_of(state: State, seat: int) -> int:
    """Four players score as two teams: seats 0 and 2 pink, 1 and 3 blue."""
    return seat % 2 if state.options.players == 4 else seat


def sides(state: State) -> tuple[str, ...]:
    if state.options.players == 4:
        return ("pink team", "blue team")
    return B.PAGODAS[: state.options.players]


def turns_each(options: Options) -> int:
    """17 / 11 / 8: the tiles left after setup shared out (rule seikatsu.turn.order)."""
    return (B.N_CELLS - 1 - len(SETUP_SPACES[options.players])) // options.players


def to_move(state: State) -> int:
    if state.phase == PLAY:
        return state.seat
    if state.phase == OVER:
        return NOBODY
    return CHANCE


def is_over(state: State) -> bool:
    return state.phase == OVER


def round_of(state: State) -> int:
    """The turn of the table: every seat plays once per turn (0 while setting up);
    a draw belongs to the turn of the seat it refills."""
    if state.phase in (SETUP, DEAL):
        return 0
    if state.phase == PLAY:
        return state.turns[state.seat] + 1
    return max(state.turns) if state.phase == OVER else state.turns[state.seat]


# -- legal moves --------------------------------------------------------------


_BYTE_CELLS: Final = tuple(
    tuple(tuple(8 * k + b for b in range(8) if byte >> b & 1) for byte in range(256))
    for k in range((B.N_CELLS + 7) // 8)
)


def _cells_of(mask: int) -> list[int]:
    """The cell indexes set in a bitmask, a byte at a time."""
    cells: list[int] = []
    for table in _BYTE_CELLS:
        if mask & 255:
            cells.extend(table[mask & 255])
        mask >>= 8
    return cells


_MAX_SEATS: Final = max(SETUP_SPACES)
_PLAYS: Final = tuple(
    tuple(tuple(Play(seat, T.CODES[tile], name) for name in B.NAMES) for tile in range(T.KOI))
    for seat in range(_MAX_SEATS)
)
"""Every possible garden-tile play, made once: move generation only picks from it."""
_KOI_PLAYS: Final = tuple(
    tuple(tuple(Play(seat, "K", name, bird.code) for bird in T.BIRDS) for name in B.NAMES)
    for seat in range(_MAX_SEATS)
)


def _matches(board: tuple[int, ...], cell: int, bird: int) -> list[int]:
    """Neighbours of ``cell`` showing ``bird`` (a koi on the board shows none)."""
    return [n for n in B.NEIGHBOURS[cell] if _BIRD_OF[board[n]] == bird]


_KOI_ORDER: dict[tuple[int, ...], tuple[int, ...]] = {}


def _koi_birds_best_first(board: tuple[int, ...], cell: int) -> tuple[int, ...]:
    """Birds for a koi on ``cell``, most neighbouring matches first (ties in bird order)."""
    counts = [0] * len(T.BIRDS)
    for n in B.NEIGHBOURS[cell]:
        bird = _BIRD_OF[board[n]]
        if bird >= 0:
            counts[bird] += 1
    key = tuple(counts)
    order = _KOI_ORDER.get(key)
    if order is None:
        order = _KOI_ORDER[key] = tuple(sorted(range(len(counts)), key=lambda b: -counts[b]))
    return order


def legal_moves(state: State) -> list[Move]:
    """Every legal move; a koi's bird choices come best first."""
    if state.phase == OVER:
        return []
    if state.phase != PLAY:
        return [Draw(T.CODES[t]) for t, count in enumerate(state.bag) if count]
    seat = state.seat
    cells = _cells_of(state.frontier)
    moves: list[Move] = []
    for tile in sorted(set(state.hands[seat])):
        if tile == T.HIDDEN:
            continue  # a position written as another seat sees it: those tiles are unknown
        if tile == T.KOI:
            for cell in cells:
                choices = _KOI_PLAYS[seat][cell]
                moves.extend([choices[b] for b in _koi_birds_best_first(state.board, cell)])
        else:
            plays = _PLAYS[seat][tile]
            moves.extend([plays[cell] for cell in cells])
    return moves


# -- applying moves -------------------------------------------------------------


def apply(state: State, move: Move) -> Step[State]:
    if state.phase == OVER:
        raise IllegalMove(WORDS("refused.over"), "seikatsu.game.over")
    if isinstance(move, Draw):
        return _apply_draw(state, move)
    if isinstance(move, Play):
        return _apply_play(state, move)
    raise IllegalMove(WORDS("refused.not_a_move", move=repr(move)), "seikatsu.turn.order")


def _tile_code(code: str, rule: str) -> int:
    tile = T.BY_CODE.get(code)
    if tile is None:
        raise IllegalMove(WORDS("refused.no_tile", code=code), rule)
    return tile


def _apply_draw(state: State, move: Draw) -> Step[State]:
    if state.phase == PLAY:
        raise IllegalMove(
            WORDS("refused.draw_not_play", seat=state.seat + 1),
            "seikatsu.turn.order",
        )
    tile = _tile_code(move.tile, "seikatsu.draw")
    if not state.bag[tile]:
        if state.phase == SETUP and tile == T.KOI:
            raise IllegalMove(WORDS("refused.koi_not_yet"), "seikatsu.setup.koi")
        raise IllegalMove(WORDS("refused.not_in_bag", tile=move.tile), "seikatsu.draw")
    bag = add(state.bag, tile, -1)
    events: list[Event] = []
    if state.phase == SETUP:
        return _setup_draw(state, tile, bag, events)
    if state.phase == DEAL:
        seat = state.step // HAND_SIZE
        events.append(
            Log(
                seat,
                "seikatsu.setup.hands",
                WORDS("log.drew_start"),
                (),
                WORDS("log.drew_private", tile=move.tile),
            )
        )
        hands = _give(state.hands, seat, tile)
        step = state.step + 1
        if step == HAND_SIZE * state.players:
            return Step(
                msgspec.structs.replace(
                    state, bag=bag, hands=hands, phase=PLAY, seat=state.options.first, step=0
                ),
                tuple(events),
            )
        return Step(msgspec.structs.replace(state, bag=bag, hands=hands, step=step), tuple(events))
    # DRAW after a play
    seat = state.seat
    events.append(
        Log(seat, "seikatsu.draw", WORDS("log.drew"), (), WORDS("log.drew_private", tile=move.tile))
    )
    return Step(
        msgspec.structs.replace(
            state,
            bag=bag,
            hands=_give(state.hands, seat, tile),
            phase=PLAY,
            seat=(seat + 1) % state.players,
        ),
        tuple(events),
    )


def _setup_draw(state: State, tile: int, bag: tuple[int, ...], events: list[Event]) -> Step[State]:
    spaces = SETUP_SPACES[state.players]
    cell = B.BY_NAME[spaces[state.step]]
    board = put(state.board, cell, tile)
    occupied = _occupied(board)
    frontier = _frontier(occupied)
    events.append(
        Log(
            CHANCE,
            "seikatsu.setup.tiles",
            WORDS("log.set", tile=T.CODES[tile], cell=B.NAMES[cell]),
            (B.NAMES[cell],),
        )
    )
    step = state.step + 1
    if step < len(spaces):
        return Step(
            msgspec.structs.replace(
                state, board=board, bag=bag, step=step, occupied=occupied, frontier=frontier
            ),
            tuple(events),
        )
    hands = state.hands
    if state.options.tournament:
        hands = tuple((T.KOI,) * k for k in tournament_koi(state.options))
        events.append(Log(CHANCE, "seikatsu.variant.tournament", WORDS("log.koi_dealt")))
    else:
        bag = add(bag, T.KOI, T.KOI_COUNT)
        events.append(Log(CHANCE, "seikatsu.setup.koi", WORDS("log.koi_bag")))
    return Step(
        msgspec.structs.replace(
            state,
            board=board,
            bag=bag,
            hands=hands,
            phase=DEAL,
            step=0,
            occupied=occupied,
            frontier=frontier,
        ),
        tuple(events),
    )


def _apply_play(state: State, move: Play) -> Step[State]:
    if state.phase != PLAY:
        raise IllegalMove(WORDS("refused.draw_first"), "seikatsu.draw")
    seat = state.seat
    if move.seat != seat:
        raise IllegalMove(
            WORDS("refused.not_your_turn", seat=seat + 1, mover=move.seat + 1),
            "seikatsu.turn.order",
        )
    tile = _tile_code(move.tile, "seikatsu.place.from_hand")
    hand = state.hands[seat]
    # A hand written as unknown (``?N``) may or may not hold the tile: say so once the
    # rest of the move is checked, never refuse it as if the unknown tiles were others.
    unseen = tile not in hand and T.HIDDEN in hand
    if tile not in hand and not unseen:
        raise IllegalMove(WORDS("refused.not_in_hand", tile=move.tile), "seikatsu.place.from_hand")
    cell = B.BY_NAME.get(move.cell)
    if cell is None:
        raise IllegalMove(WORDS("refused.no_cell", cell=move.cell), "seikatsu.setup.board")
    if cell == B.POND:
        raise IllegalMove(WORDS("refused.pond"), "seikatsu.place.pond")
    if state.board[cell] != EMPTY:
        raise IllegalMove(WORDS("refused.taken", cell=move.cell), "seikatsu.place.empty")
    if not state.frontier >> cell & 1:
        if cell in B.POND_NEIGHBOURS:
            raise IllegalMove(
                WORDS("refused.pond_not_tile", cell=move.cell),
                "seikatsu.place.pond_not_tile",
            )
        raise IllegalMove(WORDS("refused.not_adjacent", cell=move.cell), "seikatsu.place.adjacent")
    if tile == T.KOI:
        if move.bird is None:
            raise IllegalMove(WORDS("refused.say_bird"), "seikatsu.birds.koi")
        bird = T.BIRD_BY_CODE.get(move.bird)
        if bird is None:
            raise IllegalMove(WORDS("refused.no_bird", bird=move.bird), "seikatsu.birds.koi")
        rule = "seikatsu.birds.koi"
    else:
        if move.bird is not None:
            raise IllegalMove(
                WORDS("refused.not_koi", tile=move.tile),
                "seikatsu.birds.koi",
            )
        bird = _BIRD_OF[tile]
        rule = "seikatsu.birds.flock"
    if unseen:
        raise Unseen(f"whether seat {seat + 1}'s unseen tiles hold {move.tile}")

    board = put(state.board, cell, tile)
    hands = _take(state.hands, seat, tile)
    side = side_of(state, seat)
    events: list[Event] = [
        Log(
            seat,
            "seikatsu.place.from_hand",
            WORDS("log.played", tile=move.tile, cell=move.cell),
            (move.cell,),
        )
    ]
    matches = _matches(state.board, cell, bird)
    scores = state.scores
    if matches:
        points = 1 + len(matches)
        bird_name = T.bird_name(bird)
        flock = "score.flock_koi" if tile == T.KOI else "score.flock"
        events.append(
            Score(
                side,
                points,
                rule,
                WORDS(
                    flock,
                    bird=bird_name,
                    cell=move.cell,
                    matches=", ".join(B.NAMES[m] for m in matches),
                ),
                (move.cell, *(B.NAMES[m] for m in matches)),
                subject=move.cell,
            )
        )
        scores = add(scores, side, points)
    turns = add(state.turns, seat, 1)
    occupied = state.occupied | 1 << cell
    frontier = (state.frontier | B.NEIGHBOUR_MASK[cell]) & ~occupied
    after = msgspec.structs.replace(
        state,
        board=board,
        hands=hands,
        scores=scores,
        turns=turns,
        occupied=occupied,
        frontier=frontier,
    )
    # ``bag_size``, not ``sum(bag)``: in a view the bag field also counts the unseen
    # tiles in hands, which no draw can take.
    if after.bag_size:
        return Step(msgspec.structs.replace(after, phase=DRAW), tuple(events))
    if any(hands):
        return Step(msgspec.structs.replace(after, seat=(seat + 1) % state.players), tuple(events))
    return _end(after, events)


def _end(state: State, events: list[Event]) -> Step[State]:
    lines = flower_lines(state)
    scores = list(state.scores)
    for line in lines:
        scores[line.side] += line.points
    events.extend(lines)
    won, rule = winners(state.options, tuple(scores))
    events.append(GameOver(won, rule))
    return Step(
        msgspec.structs.replace(state, scores=tuple(scores), phase=OVER, seat=0),
        tuple(events),
    )


# -- end of game ------------------------------------------------------------------


def flower_lines(state: State) -> tuple[Score, ...]:
    """Each side's flower rows, as Score lines (rules seikatsu.flowers.*).

    The rows as they stand (:mod:`engine.seikatsu.rows`): in each row the largest
    set of one flower scores, and every koi in the row joins it, which is the best
    a player can choose for it. The rows panel reads the same standings.
    """
    return row_scores(state.board, n_sides(state.options))


def row_line(state: State, side: int, label: str) -> Score | None:
    """The Score line one row gives one side (None for an empty row); label as P4, B6."""
    pagoda = B.PAGODAS[side]
    labels = B.ROW_LABELS[pagoda]
    if label not in labels:
        raise ValueError(f"{pagoda}'s rows are {labels[0]}..{labels[-1]}, not {label}")
    return row_score(side, find_row(state.board, label))


def winners(options: Options, scores: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
    """Who wins, and by which rule: most points; among tied sides the one latest in turn order."""
    top = max(scores)
    tied = [side for side, points in enumerate(scores) if points == top]
    if len(tied) == 1:
        return (tied[0],), "seikatsu.end.winner"
    if options.players == 4:
        return (last_in_turn_order(options) % 2,), "seikatsu.variant.teams_tiebreak"
    return (max(tied, key=lambda side: turn_place(options, side)),), "seikatsu.end.tiebreak"


def final_scoring(state: State) -> FinalScoring:
    if state.phase != OVER:
        raise ValueError("the game is not over yet")
    return FinalScoring.of(
        sides(state),
        state.scores,
        flower_lines(state),
        winners(state.options, state.scores),
        "seikatsu.end.winner",
    )


# -- hidden information and the dealer --------------------------------------------


def view(state: State, seat: int | None) -> State:
    """Hide other seats' hands (tournament koi are face up); the bag becomes the unseen pool."""
    if seat is None:
        return state
    bag = list(state.bag)
    hands = []
    for other, hand in enumerate(state.hands):
        if other == seat:
            hands.append(hand)
            continue
        shown = []
        for tile in hand:
            if tile == T.HIDDEN or (tile == T.KOI and state.options.tournament):
                shown.append(tile)  # already hidden (a view viewed again), or face up
            else:
                bag[tile] += 1
                shown.append(T.HIDDEN)
        hands.append(tuple(sorted(shown)))
    return msgspec.structs.replace(state, hands=tuple(hands), bag=tuple(bag))


def sample_chance(state: State, rng: random.Random) -> Draw:
    """A tile drawn blindly from the bag."""
    if to_move(state) != CHANCE:
        raise ValueError("it is not the dealer's move")
    pick = rng.randrange(sum(state.bag))
    for tile, count in enumerate(state.bag):
        if pick < count:
            return Draw(T.CODES[tile])
        pick -= count
    raise AssertionError("unreachable: pick is below the bag's size")


# -- notation ---------------------------------------------------------------------

_PLAY_RE: Final = re.compile(
    r"^\s*(?P<tile>[A-Za-z]{1,2})\s*[-@ ]\s*(?P<cell>[a-gA-G][1-7])"
    r"\s*(?:=\s*(?P<bird>[A-Za-z]))?\s*$"
)
_DRAW_RE: Final = re.compile(r"^\s*\+?\s*(?P<tile>[A-Za-z]{1,2})\s*$")


def move_text(move: Move) -> str:
    """``+Tp`` for a draw, ``Tp-d5`` for a play, ``K-d5=W`` for a koi played as a Waxwing."""
    if isinstance(move, Draw):
        return f"+{move.tile}"
    bird = f"={move.bird}" if move.bird else ""
    return f"{move.tile}-{move.cell}{bird}"


def parse_move(state: State, text: str) -> Move:
    """Read the notation of :func:`move_text`; the player is whoever is on turn."""
    actor = to_move(state)
    if actor == CHANCE:
        m = _DRAW_RE.match(text)
        if not m:
            raise ValueError(f"'{text}' is not a draw; write the tile drawn, e.g. +Tp or +K")
        return Draw(_normal_tile(m["tile"]))
    m = _PLAY_RE.match(text)
    if not m:
        raise ValueError(f"'{text}' is not a play; write tile-cell, e.g. Tp-d5 or K-d5=W")
    bird = m["bird"].upper() if m["bird"] else None
    return Play(max(actor, 0), _normal_tile(m["tile"]), m["cell"].lower(), bird)


def _normal_tile(text: str) -> str:
    """A tile code as typed, any case; ``KO`` (as boards draw a koi) reads as ``K``."""
    if text.upper() in ("K", "KO"):
        return "K"
    return text[0].upper() + text[1:].lower() if len(text) == 2 else text


# -- small tuple helpers -------------------------------------------------------------


def _give(hands: tuple[tuple[int, ...], ...], seat: int, tile: int) -> tuple[tuple[int, ...], ...]:
    hand = tuple(sorted((*hands[seat], tile)))
    return hands[:seat] + (hand,) + hands[seat + 1 :]


def _take(hands: tuple[tuple[int, ...], ...], seat: int, tile: int) -> tuple[tuple[int, ...], ...]:
    hand = list(hands[seat])
    hand.remove(tile)
    return hands[:seat] + (tuple(hand),) + hands[seat + 1 :]


def _occupied(board: tuple[int, ...]) -> int:
    mask = 0
    for cell, tile in enumerate(board):
        if tile >= 0:
            mask |= 1 << cell
    return mask


def _frontier(occupied: int) -> int:
    mask = 0
    for cell in range(B.N_CELLS):
        if occupied >> cell & 1:
            mask |= B.NEIGHBOUR_MASK[cell]
    return mask & ~occupied
