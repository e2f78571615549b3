"""Karesansui as a picture (issue 30): the bidding board's piles and every rock garden.

Drawn like the box: rocks are rounded stones in their colour (white, grey, red,
green, blue: tutor/karesansui/look.py) carrying their code (``2R``: a red II), so
colour and code both tell them. At the top, the round tracker (five spaces, the
black stone's place), the bag and each demerit deck with its next card's value.
Then each pile of the bidding board with its rocks and its standing bid (the
bidder's name and the rocks offered). Then each player's garden as the player-aid
grid: a row per value (I, II, III) and a column per colour, every rock in its cell,
and the demerit cards taken (a value another seat may not see is ``?``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.i18n import _, ngettext
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import HIDDEN, NO_BID, State
from engine.karesansui.words import WORDS
from tutor.karesansui import look
from tutor.pictures import INK, Picture

ROCK: Final = 15.0
"""A rock's radius."""
WIDTH: Final = 900.0
GARDEN_W: Final = 290.0
CELL_W: Final = 44.0
CELL_H: Final = 40.0
SAND: Final = "#e9dfc7"
FORBIDDEN: Final = "#f5b041"
"""A cell whose rocks are part of a forbidden set (tutor/karesansui/look.py's outline)."""


def draw_rock(picture: Picture, cx: float, cy: float, rock: int) -> None:
    """A stone: a rounded octagon in the rock's colour, its code on it."""
    colour = look.ROCK_COLOURS[R.COLOUR_OF[rock]]
    r = ROCK
    points = [
        (cx - r * 0.55, cy - r * 0.85),
        (cx + r * 0.6, cy - r * 0.9),
        (cx + r * 1.05, cy - r * 0.3),
        (cx + r * 0.95, cy + r * 0.55),
        (cx + r * 0.35, cy + r * 0.9),
        (cx - r * 0.6, cy + r * 0.85),
        (cx - r * 1.05, cy + r * 0.3),
        (cx - r * 1.0, cy - r * 0.4),
    ]
    picture.polygon(
        points, fill=colour, stroke="#3b3b3b", stroke_width=1.5, kind="rock", code=R.CODES[rock]
    )
    ink = "#ffffff" if R.COLOUR_OF[rock] in (2, 4) else INK
    picture.text(cx, cy + 5, R.CODES[rock], size=13, fill=ink, anchor="middle")


def draw_rocks(
    picture: Picture, x: float, y: float, rocks: Sequence[int], step: float = 34
) -> float:
    for i, rock in enumerate(rocks):
        draw_rock(picture, x + ROCK + i * step, y, rock)
    return len(rocks) * step


def draw_head(picture: Picture, state: State) -> None:
    picture.text(20, 28, _("round {round}").format(round=state.round), size=15)
    for space in range(C.TRACKER_SPACES):
        sx = 130 + space * 34
        picture.rect(
            sx,
            12,
            28,
            24,
            fill="#d5cbb0",
            stroke="#5b4636",
            rx=4,
            kind="tracker",
            code=str(space + 1),
        )
        if space + 1 == state.round:
            picture.circle(sx + 14, 24, 9, fill="#111111", kind="black-stone", code=C.BLACK_CODE)
    bag = sum(state.bag)
    picture.text(
        320,
        28,
        (_("bag: {rocks} and the black stone") if state.black else _("bag: {rocks}")).format(
            rocks=ngettext("{count} rock", "{count} rocks", bag).format(count=bag)
        ),
        size=13,
    )
    x = 20.0
    for deck, info in enumerate(C.DECKS):
        taken = state.taken[deck]
        label = _("{deck}: next {value}, {taken} taken").format(
            deck=WORDS(f"deck.{info.code}"), value=C.card_value(deck, taken), taken=taken
        )
        picture.rect(
            x, 46, 24, 32, fill="#7b241c", stroke="#3b3b3b", rx=3, kind="deck", code=info.code
        )
        picture.text(x + 12, 67, info.code, size=13, fill="#ffffff", anchor="middle")
        x += 30 + picture.text(x + 30, 67, label, size=11) + 16


def draw_piles(picture: Picture, state: State, names: Sequence[str], top: float) -> float:
    picture.text(20, top, _("bidding board"), size=14)
    y = top + 12
    for pile, rocks in enumerate(state.piles):
        picture.rect(
            20,
            y,
            WIDTH - 40,
            52,
            fill="#8d6e63",
            stroke="#4e342e",
            rx=8,
            kind="pile",
            code=str(pile + 1),
        )
        picture.text(32, y + 31, _("pile {pile}").format(pile=pile + 1), size=13, fill="#ffffff")
        width = draw_rocks(picture, 100, y + 26, rocks)
        value = sum(R.VALUE_OF[r] for r in rocks)
        said = _("value {value}").format(value=value)
        picture.text(110 + width, y + 31, said, size=12, fill="#ffffff")
        bidder = state.bidders[pile] if pile < len(state.bidders) else NO_BID
        bx = 470.0
        if bidder == NO_BID:
            picture.text(bx, y + 31, _("no bid"), size=12, fill="#ffffff")
        else:
            bid = state.bids[pile]
            bid_of = _("bid of {player}:").format(player=names[bidder])
            wide = picture.text(bx, y + 31, bid_of, size=12, fill="#ffffff", kind="bid")
            draw_rocks(picture, bx + max(150, wide + 16), y + 26, bid, 32)
        y += 60
    return y


def draw_garden(picture: Picture, state: State, seat: int, name: str, x: float, y: float) -> None:
    picture.rect(
        x, y, GARDEN_W - 10, 60 + CELL_H * len(C.VALUES) + 40, fill=SAND, stroke="#8d7b5a", rx=8
    )
    picture.text(x + 10, y + 20, name, size=14)
    score = state.scores[seat]
    cards = state.cards[seat]
    values = ["?" if value == HIDDEN else str(value) for _, value in cards]
    total = "?" if score == HIDDEN else str(score)
    held = " ".join(values) or _("none")
    said = _("demerits {total}: {cards}").format(total=total, cards=held)
    picture.text(x + 10, y + 38, said, size=11)
    gx, gy = x + 36, y + 50
    for col, colour in enumerate(C.COLOURS):
        picture.text(gx + col * CELL_W + CELL_W / 2, gy + 10, colour.code, size=12, anchor="middle")
    garden = state.gardens[seat]
    found = R.forbidden_sets(garden)
    in_sets = {t for _, types in found for t in types}
    for row, numeral in enumerate(C.NUMERALS):
        cy = gy + 16 + row * CELL_H
        picture.text(x + 10, cy + CELL_H / 2 + 5, numeral, size=12)
        for col in range(len(C.COLOURS)):
            cx = gx + col * CELL_W
            rock = row * len(C.COLOURS) + col
            warm = rock in in_sets  # part of a forbidden set, as the terminal outlines it
            fill = FORBIDDEN if warm else "none"
            picture.rect(
                cx,
                cy,
                CELL_W,
                CELL_H,
                fill=fill,
                stroke="#c2b48f",
                kind="forbidden" if warm else None,
            )
            count = garden[rock]
            if count:
                draw_rock(picture, cx + CELL_W / 2 - 4, cy + CELL_H / 2, rock)
                if count > 1:
                    picture.text(
                        cx + CELL_W - 2,
                        cy + CELL_H - 4,
                        f"x{count}",
                        size=10,
                        anchor="end",
                        kind="count",
                    )
    said = forbidden_line(garden)
    if said:
        picture.text(gx, gy + 16 + len(C.NUMERALS) * CELL_H + 20, said, size=11, fill="#7b241c")


def forbidden_line(garden: tuple[int, ...]) -> str:
    """The kinds of forbidden set a garden holds: ``forbidden: Trips, Foursome``."""
    kinds = sorted({kind for kind, _ in R.forbidden_sets(garden)})
    if not kinds:
        return ""
    decks = ", ".join(WORDS(f"deck.{C.DECKS[k].code}") for k in kinds)
    return _("forbidden: {decks}").format(decks=decks)


def draw(state: State, names: Sequence[str]) -> Picture:
    picture = Picture(WIDTH, 100)
    picture.background = "#f4efe3"
    draw_head(picture, state)
    y = draw_piles(picture, state, names, 112) + 10
    garden_h = 60 + CELL_H * len(C.VALUES) + 50
    per_row = 3
    for seat in range(state.players):
        gx = 20 + (seat % per_row) * GARDEN_W
        gy = y + (seat // per_row) * garden_h
        draw_garden(picture, state, seat, names[seat], gx, gy)
    rows = (state.players + per_row - 1) // per_row
    picture.height = y + rows * garden_h
    return picture
