"""Build Miyabi positions from move notation, the way a lesson or a test reads them.

A test names only the tiles and placements it cares about: :meth:`Table.reveal`
pads the round's tiles with others from the box, and :meth:`Table.finish_round`
plays the rest of the round with filler moves (the first legal one that takes no
tile the test still needs and covers none of the cells it watches). Every move
goes through ``parse_move`` and ``apply``.
"""

from __future__ import annotations

from collections import Counter

from engine.core import Event, Score
from engine.miyabi import GAME, Options, Pass, Place, State
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from engine.miyabi.game import reveal_size


class Table:
    def __init__(
        self,
        players: int = 2,
        keep_clear: str = "",
        colourful_garden: bool = False,
        big_meadow: bool = False,
    ) -> None:
        self.state: State = GAME.new_game(
            Options(players=players, colourful_garden=colourful_garden, big_meadow=big_meadow)
        )
        self.events: list[Event] = []
        """Events of the last scripted move."""
        self.history: list[Event] = []
        """Every event so far, filler moves included."""
        self.keep_clear = {G.BY_NAME[c] for c in keep_clear.split()}
        self.reserved: Counter[str] = Counter()

    def move(self, text: str) -> Table:
        step = GAME.apply(self.state, GAME.parse_move(self.state, text))
        self.state = step.state
        self.events = list(step.events)
        self.history.extend(step.events)
        return self

    def reveal(self, wanted: str = "") -> Table:
        """Lay out ``wanted`` (tile ids) and fillers from the box; filler moves leave ``wanted``."""
        tiles = wanted.split()
        self.reserved = Counter(tiles)
        left = list(self.state.box)
        for tile in tiles:
            left[T.BY_ID[tile]] -= 1
        for group, size in reveal_size(self.state.options).items():
            missing = size - sum(T.TILES[T.BY_ID[t]].group == group for t in tiles)
            for _ in range(missing):
                # The most plentiful type of the group, stones and boxwood first on ties.
                pick = max(
                    (t for t in range(T.N_TYPES) if T.TILES[t].group == group and left[t]),
                    key=lambda t: (left[t], t),
                )
                left[pick] -= 1
                tiles.append(T.TILES[pick].id)
        return self.move("+" + ",".join(tiles))

    def play(self, script: str) -> Table:
        """Scripted moves in turn order; each one's tile stops being reserved."""
        for text in script.split():
            self.move(text)
            tile = text.split("-")[0].upper()
            if self.reserved[tile]:
                self.reserved[tile] -= 1
        return self

    def as_seat(self, seat: int, script: str) -> Table:
        """``seat``'s scripted moves, with filler moves for the others' turns in between."""
        for text in script.split():
            while GAME.to_move(self.state) != seat:
                self._step(self.filler())
            self.play(text)
        return self

    def filler(self) -> Place | Pass:
        legal = GAME.legal_moves(self.state)
        for move in legal:
            if isinstance(move, Pass):
                return move
            assert isinstance(move, Place)
            tile = T.BY_ID[move.tile]
            cells = G.FOOTPRINT[T.TILES[tile].shape, G.BY_NAME[move.cell], move.facing]
            assert cells is not None
            spare = self.state.offer[tile] > self.reserved[move.tile]
            if spare and not self.keep_clear.intersection(cells):
                return move
        raise AssertionError("no filler move: the script leaves nothing harmless to play")

    def finish_round(self) -> Table:
        """Play filler moves until the building round is over."""
        current = self.state.round
        while self.state.round == current and not GAME.is_over(self.state):
            self._step(self.filler())
        return self

    def _step(self, move: Place | Pass) -> None:
        step = GAME.apply(self.state, move)
        self.state = step.state
        self.history.extend(step.events)

    def scores(self, events: list[Event] | None = None) -> list[Score]:
        return [e for e in (self.events if events is None else events) if isinstance(e, Score)]
