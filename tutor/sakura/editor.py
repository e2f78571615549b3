"""Sakura's position editor: each card put on a pile, in a hand or a trick pile.

Every card of the deck is one of a kind, so putting a card somewhere takes it from
wherever it lay (a hand, a pile, the tricks, or the undealt rest): the palette says
where each card is now ("left" = not written anywhere, out of the round or to be
dealt). The piles are the board's own places (``L``, ``R``: a card put there is the
new top card); the hands and trick piles are listed under the palette. The turn,
the Cook waiting, coins, shurikens, the character row and its piles are the line's
fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import msgspec

from engine.i18n import N_, _
from engine.sakura import cards as C
from engine.sakura import position as P
from engine.sakura.game import State
from tutor.piece_editing import BoardEditor, EditRefused, Piece

PILES: Final = ("L", "R")
HAND, TRICKS = "hand:", "tricks:"


def _seat(ref: str, prefix: str, players: int) -> int | None:
    if not ref.startswith(prefix) or not ref[len(prefix) :].isdigit():
        return None
    seat = int(ref[len(prefix) :]) - 1
    return seat if 0 <= seat < players else None


def _without(state: State, card: int) -> State:
    """``state`` with ``card`` taken from wherever it lies."""
    return msgspec.structs.replace(
        state,
        hands=tuple(tuple(c for c in hand if c != card) for hand in state.hands),
        piles=tuple(tuple(c for c in pile if c != card) for pile in state.piles),
        tricks=tuple(tuple(c for c in tricks if c != card) for tricks in state.tricks),
    )


class SakuraEditor(BoardEditor):
    field_hints: ClassVar[Mapping[str, str]] = {
        "round": N_("1, 2 or 3"),
        "turn": N_("deal, over, or the seat on turn, then ,L ,R ,LR (piles done) ,cookN ,free"),
        "left": N_("+ or - (the yin-yang's side facing it), then the cards bottom up"),
        "right": N_("+ or -, then the cards bottom up (the last is the top card)"),
        "hands": N_("each seat's cards by '/', cards by ','; ?N for N unseen"),
        "tricks": N_("each seat's trick pile this round by '/'; - for none"),
        "coins": N_("each seat's coins by '/'"),
        "shurikens": N_("each seat's shurikens in finished rounds, joined by '+'; - before"),
        "row": N_("the characters for hire, 1-coin place first"),
        "draw": N_("the character draw pile, top first (?N unknown)"),
        "discard": N_("the character discard pile, oldest first; - when empty"),
    }

    def where(self, state: State, card: int) -> str:
        for pile, name in enumerate((_("left pile"), _("right pile"))):
            if card in state.piles[pile]:
                return name
        for seat, hand in enumerate(state.hands):
            if card in hand:
                return _("hand {seat}").format(seat=seat + 1)
        for seat, tricks in enumerate(state.tricks):
            if card in tricks:
                return _("tricks {seat}").format(seat=seat + 1)
        return ""

    def pieces(self, state: State) -> list[Piece]:
        out = []
        for card in range(C.N_CARDS):
            where = self.where(state, card)
            label = C.card_name(card) + (
                " " + _("(in {place})").format(place=where) if where else ""
            )
            out.append(Piece(C.CODES[card], label, 0 if where else 1))
        return out

    def places(self, state: State) -> list[tuple[str, str]]:
        piles = [
            ("L", _("left pile (its new top card)")),
            ("R", _("right pile (its new top card)")),
        ]
        hands = [
            (f"{HAND}{s + 1}", _("hand of seat {seat}").format(seat=s + 1))
            for s in range(state.players)
        ]
        tricks = [
            (f"{TRICKS}{s + 1}", _("tricks of seat {seat}").format(seat=s + 1))
            for s in range(state.players)
        ]
        return piles + hands + tricks

    def put(self, state: State, code: str, ref: str) -> str:
        card = C.BY_CODE.get(code)
        if card is None:
            raise EditRefused(_("{code} is no card").format(code=code))
        rest = _without(state, card)
        if ref in PILES:
            pile = PILES.index(ref)
            piles = list(rest.piles)
            piles[pile] = (*piles[pile], card)
            return P.position_text(msgspec.structs.replace(rest, piles=tuple(piles)))
        seat = _seat(ref, HAND, state.players)
        if seat is not None:
            hands = list(rest.hands)
            hands[seat] = tuple(sorted((*hands[seat], card)))
            return P.position_text(msgspec.structs.replace(rest, hands=tuple(hands)))
        seat = _seat(ref, TRICKS, state.players)
        if seat is not None:
            tricks = list(rest.tricks)
            tricks[seat] = (*tricks[seat], card)
            return P.position_text(msgspec.structs.replace(rest, tricks=tuple(tricks)))
        raise EditRefused(
            _("cards go on a pile, in a hand or a trick pile, not on {ref}").format(ref=ref)
        )

    def piece_on(self, state: State, ref: str) -> str | None:
        """A pile's top card, a hand's last card, a trick pile's last taken."""
        if ref in PILES:
            pile = state.piles[PILES.index(ref)]
            cards: tuple[int, ...] = pile
        elif (seat := _seat(ref, HAND, state.players)) is not None:
            cards = state.hands[seat]
        elif (seat := _seat(ref, TRICKS, state.players)) is not None:
            cards = state.tricks[seat]
        elif ref in C.BY_CODE and self.where(state, C.BY_CODE[ref]):
            return ref  # a card drawn in a hand on the board
        else:
            return None
        shown = [c for c in cards if c != C.HIDDEN]
        return C.CODES[shown[-1]] if shown else None

    def remove(self, state: State, ref: str) -> str:
        code = self.piece_on(state, ref)
        if code is None:
            raise EditRefused(_("no card to take off {ref}").format(ref=ref))
        return P.position_text(_without(state, C.BY_CODE[code]))


EDITOR: Final = SakuraEditor
