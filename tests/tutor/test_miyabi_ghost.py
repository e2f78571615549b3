"""Miyabi's ghost tile shows the held tile's own objects (issue 22): a single koi tile
(K1, one fish) held over row 1, the maple row, reads "1K" there, not the row's "1M"."""

from __future__ import annotations

from engine.miyabi import GAME, Options
from engine.miyabi import garden as G
from engine.miyabi import tiles as T
from tutor.miyabi.layout import Ghost, paint


def test_the_ghost_shows_the_held_tiles_object_not_the_rows() -> None:
    state = GAME.new_game(Options(players=2))
    cell = G.BY_NAME["a1"]
    assert G.row_of(cell) == 0  # row 1, the maple row
    koi = T.BY_ID["K1"]
    assert T.OBJECTS[T.TILES[koi].object].code == "K"
    ghost = Ghost(tile=koi, cells=(cell,), layer=1, legal=False)
    picture = paint(state, 0, 120, 40, {}, cell, ghost, "K1")
    x, y, w, h = picture.cells["a1"]
    square = picture.lines[y].plain[x : x + w]
    assert "1K" in square, square
    assert "M" not in square, square
