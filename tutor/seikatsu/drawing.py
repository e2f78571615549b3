"""Seikatsu as a picture (issue 30): the hexagonal garden, its pond, pagodas and tiles.

Drawn like the box: 37 hexes with the koi pond in the middle (``d4``), a pagoda at
three corners (pink right, blue top-left, green bottom-left, as engine/seikatsu/
board.py places them), each garden tile a light hex with its bird (a disc in the
bird's colour, its capital letter) over its flower (a petal ring in the flower's
colour, its small letter): the colour AND the code of tutor/seikatsu/look.py. A
koi tile shows a fish and ``K``; empty cells show their names. Below the garden,
each seat's hand (hidden tiles as backs, ``?``), score and the bag.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Final

from engine.i18n import _, ngettext
from engine.seikatsu import GAME
from engine.seikatsu import board as B
from engine.seikatsu import tiles as T
from engine.seikatsu.game import EMPTY, POND_MARK, State
from tutor.explain import seat_label, side_label
from tutor.pictures import Picture
from tutor.seikatsu import look

HEX: Final = 30.0
"""Centre to corner of a cell."""
MARGIN: Final = 150.0
HAND_TILE: Final = 44.0
ROOT3: Final = math.sqrt(3)


def centre(cell: int) -> tuple[float, float]:
    q, r = B.COORDS[cell]
    x = MARGIN + HEX * ROOT3 * (q + r / 2 + B.RADIUS)
    y = MARGIN + HEX * 1.5 * (r + B.RADIUS)
    return x, y


OUTER: Final = HEX * ROOT3 * 3 + HEX + 14
"""Centre to corner of the garden board's own (flat-topped) hexagon."""


def hexagon(cx: float, cy: float, size: float, flat: bool = False) -> list[tuple[float, float]]:
    turn = 0 if flat else 30
    return [
        (
            cx + size * math.cos(math.radians(60 * k - turn)),
            cy + size * math.sin(math.radians(60 * k - turn)),
        )
        for k in range(6)
    ]


def draw_tile(picture: Picture, cx: float, cy: float, tile: int, size: float) -> None:
    """One tile on its hex: bird over flower, a koi, or a back for a hidden tile."""
    code = T.CODES[tile]
    if tile == T.HIDDEN:
        picture.polygon(
            hexagon(cx, cy, size), fill="#5d5d5d", stroke="#2b2b2b", kind="tile", code="?"
        )
        picture.text(cx, cy + size * 0.2, "?", size=size * 0.6, fill="#dcdcdc", anchor="middle")
        return
    if tile == T.KOI:
        picture.polygon(
            hexagon(cx, cy, size), fill="#d6eaf8", stroke="#1b4f72", kind="tile", code=code
        )
        fish = [
            (cx - size * 0.55, cy - size * 0.05),
            (cx - size * 0.1, cy - size * 0.3),
            (cx + size * 0.3, cy - size * 0.05),
            (cx + size * 0.55, cy - size * 0.25),
            (cx + size * 0.55, cy + size * 0.15),
            (cx + size * 0.3, cy - size * 0.05),
            (cx - size * 0.1, cy + size * 0.2),
        ]
        picture.polygon(fish, fill="#e67e22", stroke="#a04000")
        picture.text(
            cx, cy + size * 0.65, "K", size=size * 0.42, fill=look.KOI_COLOUR, anchor="middle"
        )
        return
    bird, flower = T.bird_of(tile), T.flower_of(tile)
    picture.polygon(
        hexagon(cx, cy, size), fill=look.TILE_BG, stroke="#8d7b5a", kind="tile", code=code
    )
    bird_colour, flower_colour = look.BIRD_COLOURS[bird], look.FLOWER_COLOURS[flower]
    by, fy = cy - size * 0.32, cy + size * 0.36
    picture.circle(cx, by, size * 0.36, fill=bird_colour, kind="bird", code=T.BIRDS[bird].code)
    picture.text(
        cx, by + size * 0.17, T.BIRDS[bird].code, size=size * 0.5, fill="#ffffff", anchor="middle"
    )
    for k in range(5):
        angle = math.radians(72 * k - 90)
        px, py = cx + size * 0.2 * math.cos(angle), fy + size * 0.2 * math.sin(angle)
        picture.circle(px, py, size * 0.15, fill=flower_colour)
    picture.circle(cx, fy, size * 0.2, fill="#ffffff", kind="flower", code=T.FLOWERS[flower].code)
    picture.text(
        cx,
        fy + size * 0.12,
        T.FLOWERS[flower].code,
        size=size * 0.36,
        fill=flower_colour,
        anchor="middle",
    )


def draw_pagoda(picture: Picture, cx: float, cy: float, colour: str, label: str) -> None:
    """A three-roofed pagoda in its colour, its name under it."""
    for level in range(3):
        w = 30 - level * 7
        top = cy - level * 11
        picture.polygon(
            [
                (cx - w / 2, top),
                (cx + w / 2, top),
                (cx + w / 2 - 5, top - 8),
                (cx - w / 2 + 5, top - 8),
            ],
            fill=colour,
            stroke="#2b2b2b",
            kind="pagoda",
            code=label if level == 0 else None,
        )
    picture.rect(cx - 2, cy - 40, 4, 8, fill="#2b2b2b")
    picture.text(cx, cy + 16, label, size=12, anchor="middle")


def draw(state: State, names: Sequence[str]) -> Picture:
    width = 2 * MARGIN + HEX * ROOT3 * 6
    board_bottom = centre(B.N_CELLS - 1)[1] + HEX + 95
    hand_rows = state.players
    picture = Picture(width, board_bottom + 30 + hand_rows * (HAND_TILE + 14) + 30)
    xs = [centre(c)[0] for c in range(B.N_CELLS)]
    ys = [centre(c)[1] for c in range(B.N_CELLS)]
    mid_x, mid_y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    picture.polygon(
        hexagon(mid_x, mid_y, OUTER, flat=True),
        fill=look.GARDEN_BG,
        stroke="#1a2e1a",
        stroke_width=3,
    )
    for cell in range(B.N_CELLS):
        cx, cy = centre(cell)
        tile = state.board[cell]
        if tile == POND_MARK:
            picture.polygon(
                hexagon(cx, cy, HEX - 1.5),
                fill=look.WATER_BG,
                stroke="#aed6f1",
                kind="pond",
                code=B.NAMES[cell],
            )
            for wave in (-8, 0, 8):
                picture.line(cx - 12, cy + wave, cx + 12, cy + wave, stroke="#aed6f1", width=1.5)
            continue
        if tile == EMPTY:
            picture.polygon(
                hexagon(cx, cy, HEX - 1.5),
                fill="#2f5a2f",
                stroke="#86a886",
                kind="cell",
                code=B.NAMES[cell],
            )
            picture.text(cx, cy + 5, B.NAMES[cell], size=13, fill="#b9d3b9", anchor="middle")
            continue
        draw_tile(picture, cx, cy, tile, HEX - 1.5)
    seats = state.players
    for index, pagoda in enumerate(B.PAGODAS):
        cx, cy = centre(B.PAGODA_CORNER[pagoda])
        dx, dy = cx - mid_x, cy - mid_y
        norm = math.hypot(dx, dy) or 1.0
        px, py = mid_x + dx / norm * (OUTER + 40), mid_y + dy / norm * (OUTER + 30)
        seat = index if index < seats and not (seats == 2 and pagoda == "green") else None
        draw_pagoda(picture, px, py, look.PAGODA_COLOURS[pagoda], pagoda)
        if seat is not None and seats < 4:
            picture.text(px, py + 30, names[seat], size=12, anchor="middle")
    y = board_bottom
    scores = ", ".join(
        f"{side_label(GAME, state, names, side)} {points}"
        for side, points in enumerate(GAME.scores(state))
    )
    bag = ngettext("bag: {count} tile", "bag: {count} tiles", state.bag_size)
    said = _("{bag}   points: {scores}").format(bag=bag.format(count=state.bag_size), scores=scores)
    picture.text(20, y, said, size=14)
    for seat in range(seats):
        y += HAND_TILE + 14
        hand = state.hands[seat]
        picture.text(20, y - HAND_TILE / 2 + 5, f"{seat_label(GAME, state, names, seat)}:", size=14)
        for i, tile in enumerate(hand):
            draw_tile(picture, 250 + i * (HAND_TILE + 6), y - HAND_TILE / 2, tile, HAND_TILE / 2)
    return picture
