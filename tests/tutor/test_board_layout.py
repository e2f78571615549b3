"""The Seikatsu board drawing: it fits, it lines up in every terminal, clicks find cells."""

from __future__ import annotations

import unicodedata

import pytest

from engine.seikatsu import GAME, Options
from engine.seikatsu import board as B
from tests.tutor.games import greedy_moves
from tutor.seikatsu.board import step_cursor
from tutor.seikatsu.layout import GEOMETRIES, LABEL_SPOTS, choose_frame, frame_for, paint


def full_board() -> tuple[int, ...]:
    state = GAME.new_game(Options(players=3))
    for move in greedy_moves(Options(players=3), seed=3):
        state = GAME.apply(state, move).state
    return state.board


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
def test_every_glyph_is_narrow_ascii(geometry: object) -> None:
    # East Asian "ambiguous" characters (box drawing, arrows, dots) are drawn one or
    # two cells wide depending on the terminal: the board must use none of them.
    frame = frame_for(geometry)  # type: ignore[arg-type]
    picture = paint(frame, full_board(), highlights={"d5": "score", "d6": "row"}, cursor="c3")
    for line in picture.lines:
        assert len(line.plain) == frame.width
        for char in line.plain:
            assert char.isascii() and char.isprintable(), repr(char)
            assert unicodedata.east_asian_width(char) == "Na"


@pytest.mark.parametrize("geometry", GEOMETRIES, ids=lambda g: g.name)
def test_cells_do_not_overlap_and_clicks_find_them(geometry: object) -> None:
    frame = frame_for(geometry)  # type: ignore[arg-type]
    picture = paint(frame, full_board())
    assert set(picture.boxes) == set(B.NAMES) - {B.NAMES[B.POND]}
    seen: dict[tuple[int, int], str] = {}
    for name, (x, y, w, h) in picture.boxes.items():
        for dx in range(w):
            for dy in range(h):
                assert (x + dx, y + dy) not in seen, f"{name} overlaps {seen[(x + dx, y + dy)]}"
                seen[(x + dx, y + dy)] = name
                assert picture.cell_at(x + dx, y + dy) == name


def test_tiles_show_their_code_and_empty_cells_their_name() -> None:
    frame = frame_for(GEOMETRIES[1])
    board = full_board()
    text = "\n".join(line.plain for line in paint(frame, board).lines)
    from engine.seikatsu.text import cell_text

    for index, tile in enumerate(board):
        if index != B.POND:
            assert cell_text(tile) in text
    empty = GAME.new_game(Options(players=3)).board
    text = "\n".join(line.plain for line in paint(frame, empty).lines)
    assert all(name in text for name in B.NAMES if name != "d4")


def test_row_labels_sit_beyond_the_pagoda_end_of_their_row() -> None:
    # Pink looks along rows a-g: P1 is row a, drawn right of a4 (its pagoda end).
    frame = frame_for(GEOMETRIES[1])
    picture = paint(frame, GAME.new_game(Options(players=3)).board)
    a4_x, a4_y, _, _ = picture.boxes["a4"]
    assert "P1" in picture.lines[a4_y].plain[a4_x:]
    # 2 players: the green pagoda's rows are not scored, so they carry no labels.
    two = paint(frame, GAME.new_game(Options(players=2)).board, pagodas=("pink", "blue"))
    assert not any("G1" in line.plain for line in two.lines)
    assert len(LABEL_SPOTS["green"]) == 7


def test_the_largest_drawing_that_fits_is_chosen() -> None:
    assert choose_frame(200, 60).geometry.name == "large"
    assert choose_frame(60, 20).geometry.name == "medium"
    assert choose_frame(40, 19).geometry.name == "compact"
    assert choose_frame(40, 12).geometry.name == "tiny"


@pytest.mark.parametrize(
    ("start", "dx", "dy", "end"),
    [
        ("d3", 1, 0, "d5"),  # right from d3 skips the pond
        ("d5", -1, 0, "d3"),
        ("a1", -1, 0, "a1"),  # stays on the board
        ("d1", 0, -1, "c1"),
        ("c1", 0, 1, "d2"),  # down-right from c1 lands nearest its column, favouring right
        ("g4", 0, 1, "g4"),
    ],
)
def test_cursor_moves_between_neighbouring_cells(start: str, dx: int, dy: int, end: str) -> None:
    assert step_cursor(start, dx, dy) == end


def test_a_frame_without_room_for_the_legend_keeps_every_label() -> None:
    frame = choose_frame(40, 17)
    assert not frame.legend
    picture = paint(frame, GAME.new_game(Options(players=3)).board)
    text = "\n".join(line.plain for line in picture.lines)
    assert "rows -" not in text
    assert all(label in text for labels in B.ROW_LABELS.values() for label in labels)
