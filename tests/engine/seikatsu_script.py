"""Build Seikatsu positions from move notation, the way a lesson or a test reads them."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core import CHANCE, Event
from engine.seikatsu import GAME, Options, State
from engine.seikatsu import board as B


def build(script: str, players: int = 2, tournament: bool = False) -> tuple[State, list[Event]]:
    """Apply the moves in ``script`` (whitespace separated) from a new game.

    Returns the position and the events of the last move.
    """
    state = GAME.new_game(Options(players=players, tournament=tournament))
    events: list[Event] = []
    for text in script.split():
        step = GAME.apply(state, GAME.parse_move(state, text))
        state, events = step.state, list(step.events)
    return state, events


# Two players: setup tiles on d5 (pink's flower space) and c3 (blue's), then
# starting hands: seat 1 draws Tm Wb, seat 2 draws Fp Et.
TWO_PLAYER_START = "+Tp +Wp  +Tm +Wb  +Fp +Et"


def garden(plays: str, setup: str = "Tp Wm", players: int = 2) -> State:
    """The position after ``setup`` tiles and ``plays`` (``Tile-cell`` in turn order).

    Starting hands and each turn's draw are worked out so that every seat holds the
    tiles it is about to play: a test states only the garden it needs.
    """
    play_list = plays.split()
    by_seat: list[list[str]] = [play_list[s::players] for s in range(players)]
    needed = [p.split("-")[0] for p in play_list]
    script = [f"+{t}" for t in setup.split()]

    state = GAME.new_game(Options(players=players))
    for text in script:
        state = GAME.apply(state, GAME.parse_move(state, text)).state
    spare = _spares(state, needed)

    def tile_for(seat: int, k: int) -> str:
        return by_seat[seat][k].split("-")[0] if k < len(by_seat[seat]) else next(spare)

    for seat in range(players):
        for k in range(2):
            state = GAME.apply(state, GAME.parse_move(state, f"+{tile_for(seat, k)}")).state
    for i, play in enumerate(play_list):
        seat, k = i % players, i // players
        state = GAME.apply(state, GAME.parse_move(state, play)).state
        if GAME.to_move(state) == CHANCE:  # the bag is empty for the last two turns
            state = GAME.apply(state, GAME.parse_move(state, f"+{tile_for(seat, k + 2)}")).state
    return state


def fill_order(layout: dict[str, str], setup: tuple[str, ...]) -> list[str]:
    """The plays that lay out ``layout`` (cell -> tile code, a koi as ``K=bird``).

    Cells are played outwards from the setup cells (breadth first), so each tile
    goes next to one already down; the setup cells themselves are left out.
    """
    order = [B.BY_NAME[c] for c in setup]
    seen = set(order)
    for cell in order:
        for n in B.NEIGHBOURS[cell]:
            if n not in seen and B.NAMES[n] in layout:
                seen.add(n)
                order.append(n)
    plays = []
    for cell in order[len(setup) :]:
        tile, _, bird = layout[B.NAMES[cell]].partition("=")
        plays.append(f"{tile}-{B.NAMES[cell]}" + (f"={bird}" if bird else ""))
    return plays


def _spares(state: State, needed: list[str]) -> Iterator[str]:
    """Tiles left in the bag that no scripted play needs (garden tiles only)."""
    from engine.seikatsu import tiles as T

    counts = list(state.bag)
    for code in needed:
        counts[T.BY_CODE[code]] -= 1
    for tile, count in enumerate(counts[: T.KOI]):
        yield from [T.CODES[tile]] * max(count, 0)
