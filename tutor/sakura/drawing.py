"""Sakura as a picture (issue 30): the two piles, the characters, hands and tricks.

Drawn like the table: the left and right piles with the yin-yang between them (its
``+`` side toward the pile that needs a higher card), each pile's cards fanned
with the top card whole; every card a light face edged in its suit's colour with
its code (``B7``) and its symbols (``*`` shuriken, ``$`` coin), so colour and code
both tell it (tutor/sakura/look.py's colours); a card a seat may not see is a
back. Above: the round and the row of characters (their names come from the deck
file: made safe like any free text). Below: each seat's hand and trick pile, coins
and shurikens so far.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from engine.i18n import _, ngettext
from engine.sakura import cards as C
from engine.sakura.game import State, character_name
from tutor.pictures import INK, Picture
from tutor.sakura import look

CARD_W: Final = 46.0
CARD_H: Final = 62.0
FAN: Final = 30.0
"""How much of each card under the top one shows."""
WIDTH: Final = 860.0
SHOWN_UNDER: Final = 12
"""Cards under a pile's top card drawn at most; the rest are counted."""


def draw_card(picture: Picture, x: float, y: float, card: int, deck_symbols: str = "") -> None:
    if card == C.HIDDEN:
        picture.rect(
            x, y, CARD_W, CARD_H, fill="#5d4037", stroke="#3e2723", rx=5, kind="card", code="??"
        )
        picture.rect(
            x + 5, y + 5, CARD_W - 10, CARD_H - 10, fill="none", stroke="#d7ccc8", rx=3, dash="3,3"
        )
        picture.text(
            x + CARD_W / 2, y + CARD_H / 2 + 6, "?", size=18, fill="#d7ccc8", anchor="middle"
        )
        return
    colour = look.SUIT_COLOURS[C.colour_of(card)]
    picture.rect(
        x,
        y,
        CARD_W,
        CARD_H,
        fill=look.CARD_FACE,
        stroke=colour,
        stroke_width=3,
        rx=5,
        kind="card",
        code=C.code(card),
    )
    picture.text(x + 4, y + 17, C.code(card), size=13, fill=colour)
    picture.rect(x + 3, y + CARD_H - 20, CARD_W - 6, 16, fill=colour, rx=2)
    picture.text(x + 6, y + CARD_H - 8, deck_symbols, size=12, fill="#ffffff")


def symbols(state: State, card: int) -> str:
    return "" if card == C.HIDDEN else look.symbols(state.deck, card)


def draw_row_of_cards(
    picture: Picture, state: State, x: float, y: float, cards: Sequence[int], step: float
) -> None:
    for i, card in enumerate(cards):
        draw_card(picture, x + i * step, y, card, symbols(state, card))


def draw_yin_yang(picture: Picture, cx: float, cy: float, plus_left: bool) -> None:
    picture.circle(
        cx,
        cy,
        26,
        fill="#ffffff",
        stroke=INK,
        stroke_width=2,
        kind="yin-yang",
        code="+left" if plus_left else "+right",
    )
    picture.text(cx - 13, cy + 7, "+" if plus_left else "-", size=22, anchor="middle")
    picture.text(cx + 13, cy + 7, "-" if plus_left else "+", size=22, anchor="middle")
    picture.line(cx, cy - 26, cx, cy + 26, stroke=INK, width=2)


def draw(state: State, names: Sequence[str]) -> Picture:
    seats = state.players
    seat_h = CARD_H + 56
    picture = Picture(WIDTH, 330 + seats * seat_h)
    picture.background = "#f1ece0"
    characters = state.deck.characters
    row = ", ".join(f"{i + 1}: {character_name(characters[k])}" for i, k in enumerate(state.row))
    picture.text(
        20,
        26,
        _("round {round}   coins in the supply: {coins}   characters to hire:").format(
            round=state.round, coins=state.supply
        ),
        size=13,
    )
    picture.text(20, 46, row or _("(none)"), size=13, kind="characters")
    draw_pile = _("character draw pile: {cards}").format(cards=len(state.draw))
    picture.text(20, 66, draw_pile, size=13)
    picture.rect(12, 86, WIDTH - 24, CARD_H + 70, fill="#2e4a2e", rx=10)
    top = 124.0
    draw_pile_on_table(picture, state, 0, 40, top)
    draw_yin_yang(picture, WIDTH / 2, top + CARD_H / 2, state.plus_left)
    draw_pile_on_table(picture, state, 1, WIDTH / 2 + 50, top)
    y = 86 + CARD_H + 100
    for seat in range(seats):
        coins = state.coins[seat] if seat < len(state.coins) else 0
        shurikens = sum(r[seat] for r in state.rounds if seat < len(r))
        picture.text(
            20,
            y,
            _("{player}: {coins}, {shurikens} in finished rounds").format(
                player=names[seat],
                coins=ngettext("{count} coin", "{count} coins", coins).format(count=coins),
                shurikens=ngettext("{count} shuriken", "{count} shurikens", shurikens).format(
                    count=shurikens
                ),
            ),
            size=13,
        )
        hand = state.hands[seat]
        picture.text(20, y + 20, _("hand ({cards})").format(cards=len(hand)), size=11)
        draw_row_of_cards(picture, state, 20, y + 26, hand, CARD_W + 4)
        tricks = state.tricks[seat]
        tx = WIDTH - 300
        picture.text(tx, y + 20, _("trick pile ({cards})").format(cards=len(tricks)), size=11)
        draw_row_of_cards(picture, state, tx, y + 26, tricks[-(SHOWN_UNDER + 1) :], FAN)
        y += seat_h
    picture.height = y + 10
    return picture


def draw_pile_on_table(picture: Picture, state: State, pile: int, x: float, y: float) -> None:
    """A pile on the green table: its heading in light ink."""
    cards = state.piles[pile]
    heading = (
        _("left pile: {cards}, next higher (+)")
        if pile == 0 and state.up(pile)
        else _("left pile: {cards}, next lower (-)")
        if pile == 0
        else _("right pile: {cards}, next higher (+)")
        if state.up(pile)
        else _("right pile: {cards}, next lower (-)")
    )
    count = len(cards)
    picture.text(
        x,
        y - 14,
        heading.format(cards=ngettext("{count} card", "{count} cards", count).format(count=count)),
        size=13,
        fill="#f1ece0",
    )
    if not cards:
        picture.rect(
            x, y, CARD_W, CARD_H, fill="none", stroke="#9e9e9e", rx=5, dash="4,4", kind="empty-pile"
        )
        return
    shown = cards[-(SHOWN_UNDER + 1) :]
    if len(shown) < len(cards):
        picture.text(
            x + len(shown) * FAN + CARD_W + 8,
            y + CARD_H - 4,
            _("+{cards} under").format(cards=len(cards) - len(shown)),
            size=11,
            fill="#f1ece0",
        )
    draw_row_of_cards(picture, state, x, y, shown, FAN)
