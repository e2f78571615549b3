"""Karesansui's position editor: rocks from the bag into a garden or onto a pile.

The palette is the fifteen rock kinds with how many the bag still holds (five of
each in the box); a rock put somewhere comes out of the bag, a rock taken off goes
back into it, so the box's count stays right while a position is set up. The
gardens are listed under the palette (the board draws them, but its places are the
bidding's); the piles are the board's own places (``pile:N``) and listed too. Bids,
the black stone, the demerit cards, passes and the round are the line's fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import msgspec

from engine.i18n import N_, _
from engine.karesansui import components as C
from engine.karesansui import position as P
from engine.karesansui import rocks as R
from engine.karesansui.game import NO_BID, State
from tutor.piece_editing import BoardEditor, EditRefused, Piece

GARDEN, PILE = "garden:", "pile:"


def _place(ref: str, prefix: str, count: int) -> int | None:
    if not ref.startswith(prefix) or not ref[len(prefix) :].isdigit():
        return None
    index = int(ref[len(prefix) :]) - 1
    return index if 0 <= index < count else None


class KaresansuiEditor(BoardEditor):
    field_hints: ClassVar[Mapping[str, str]] = {
        "round": N_("the round, from 1"),
        "tracker": N_("the black stone: its space 1..5, bag, or drawn"),
        "start": N_("the round's start player (who made the piles)"),
        "turn": N_("setup, piles, bid:S (seat S bids), draw, surrender:S, end"),
        "passer": N_("who passed this round (- before the pass)"),
        "ending": N_("-, deck, blackpass, blackpile or bag: what ends the game"),
        "bag": N_("rocks in the bag: counts white grey red green blue, for I . II . III"),
        "piles": N_("each pile's rocks by '/', then :S=ROCKS for seat S's standing bid"),
        "gardens": N_("each garden's rocks by '/' (- for none)"),
        "cards": N_(
            "each seat's demerit cards by '/': P Pass, T Trips, F Foursome, S Flush + value"
        ),
        "scores": N_("each seat's demerits, by ','"),
    }

    def pieces(self, state: State) -> list[Piece]:
        return [Piece(R.CODES[t], R.rock_name(t), state.bag[t]) for t in range(R.N_TYPES)]

    def places(self, state: State) -> list[tuple[str, str]]:
        gardens = [
            (f"{GARDEN}{s + 1}", _("garden of seat {seat}").format(seat=s + 1))
            for s in range(state.players)
        ]
        piles = [
            (f"{PILE}{p + 1}", _("pile {pile}").format(pile=p + 1)) for p in range(len(state.piles))
        ]
        return gardens + piles

    def put(self, state: State, code: str, ref: str) -> str:
        if code not in R.BY_CODE:
            raise EditRefused(_("{code} is no rock").format(code=code))
        rock = R.BY_CODE[code]
        if state.bag[rock] == 0:
            raise EditRefused(
                _("no {code} left in the bag: take one off elsewhere first").format(code=code)
            )
        bag = list(state.bag)
        bag[rock] -= 1
        seat = _place(ref, GARDEN, state.players)
        if seat is not None:
            gardens = [list(g) for g in state.gardens]
            gardens[seat][rock] += 1
            changed = msgspec.structs.replace(
                state, bag=tuple(bag), gardens=tuple(tuple(g) for g in gardens)
            )
            return P.position_text(changed)
        pile = _place(ref, PILE, len(state.piles))
        if pile is not None:
            piles = list(state.piles)
            piles[pile] = (*piles[pile], rock)
            return P.position_text(
                msgspec.structs.replace(state, bag=tuple(bag), piles=tuple(piles))
            )
        raise EditRefused(_("rocks go in a garden or on a pile, not on {ref}").format(ref=ref))

    def remove(self, state: State, ref: str) -> str:
        code = self.piece_on(state, ref)
        if code is None:
            raise EditRefused(_("no rock lies in {place}").format(place=ref.replace(":", " ")))
        rock = R.BY_CODE[code]
        bag = list(state.bag)
        bag[rock] += 1
        seat = _place(ref, GARDEN, state.players)
        if seat is not None:
            gardens = [list(g) for g in state.gardens]
            gardens[seat][rock] -= 1
            changed = msgspec.structs.replace(
                state, bag=tuple(bag), gardens=tuple(tuple(g) for g in gardens)
            )
            return P.position_text(changed)
        pile = _place(ref, PILE, len(state.piles))
        assert pile is not None
        piles = list(state.piles)
        piles[pile] = piles[pile][:-1]
        return P.position_text(msgspec.structs.replace(state, bag=tuple(bag), piles=tuple(piles)))

    def piece_on(self, state: State, ref: str) -> str | None:
        """A garden's last rock in niwa order; a pile's last drawn."""
        seat = _place(ref, GARDEN, state.players)
        if seat is not None:
            rocks = R.types_of(state.gardens[seat])
            return R.CODES[rocks[-1]] if rocks else None
        pile = _place(ref, PILE, len(state.piles))
        if pile is not None and state.piles[pile]:
            return R.CODES[state.piles[pile][-1]]
        return None

    def empty(self, state: State) -> str:
        """Every rock in the bag, no pile, no garden: the piles are to be made."""
        n = state.players
        empty = msgspec.structs.replace(
            state,
            bag=(C.COPIES,) * R.N_TYPES,
            gardens=((0,) * R.N_TYPES,) * n,
            piles=((),) * len(state.piles),
            bidders=(NO_BID,) * len(state.piles),
            bids=((),) * len(state.piles),
        )
        return P.position_text(empty)


EDITOR: Final = KaresansuiEditor
