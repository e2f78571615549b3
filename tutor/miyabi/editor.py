"""Miyabi's position editor: tiles laid in the garden of the seat on turn, stacked in
the order they are put, from the offer first and then the box.

A garden is written as its placements in order (the layers follow from the order),
so putting a tile appends a placement to this round's tiles of the seat on turn, and
taking one off removes the top tile over that square. The tile's way is the board's
(``r`` turns it, as in Play). The round, the turn, passes, the offer, the box, the
bonus tiles and the scores are the line's fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import msgspec

from engine.i18n import N_, _
from engine.miyabi import garden as G
from engine.miyabi import position as P
from engine.miyabi import tiles as T
from engine.miyabi.state import OVER, Placed, State
from tutor.piece_editing import BoardEditor, EditRefused, Piece

WAYS: Final = "NESW"


def _square(ref: str) -> tuple[str, str]:
    """``c3E`` -> (``c3``, ``E``); a single's ``c3`` has no way."""
    if ref and ref[-1] in WAYS:
        return ref[:-1], ref[-1]
    return ref, ""


def _covers(placed: Placed, cell: int) -> bool:
    kind = T.TILES[T.BY_ID[placed.tile]]
    anchor = G.BY_NAME[placed.cell]
    return cell in (G.FOOTPRINT[kind.shape, anchor, placed.facing] or (anchor,))


class MiyabiEditor(BoardEditor):
    field_hints: ClassVar[Mapping[str, str]] = {
        "round": N_("the building round, from 1"),
        "turn": N_("the seat on turn; box while the round's tiles are laid out; end"),
        "variants": N_("-, colourful, meadow, or colourful,meadow"),
        "scores": N_("each seat's points so far, by ','"),
        "bonus": N_("bonus tiles taken: object letter and seat, M1,S2; - for none"),
        "passed": N_("the seats out of this round by a pass, by ','; - for none"),
        "offer": N_("the tiles on offer this round, by ','"),
        "box": N_("tiles still in the box: six counts per shape (maple..stone)"),
        "gardens": N_("each garden by '/': its placements in order, ';' between rounds"),
    }

    def pieces(self, state: State) -> list[Piece]:
        return [
            Piece(tile.id, T.tile_name(t), state.offer[t] + state.box[t])
            for t, tile in enumerate(T.TILES)
        ]

    def put(self, state: State, code: str, ref: str) -> str:
        tile = T.BY_ID.get(code)
        if tile is None:
            raise EditRefused(_("{code} is no tile").format(code=code))
        square, way = _square(ref)
        if square not in G.BY_NAME:
            raise EditRefused(_("{ref} is no square of the garden").format(ref=ref))
        kind = T.TILES[tile]
        if kind.shape != "1" and not way:
            way = "E"
        if kind.shape != "1" and G.FOOTPRINT[kind.shape, G.BY_NAME[square], way] is None:
            raise EditRefused(
                _("{code} pointing {way} from {square} would leave the garden").format(
                    code=code, way=way, square=square
                )
            )
        offer, box = list(state.offer), list(state.box)
        if offer[tile]:
            offer[tile] -= 1
        elif box[tile]:
            box[tile] -= 1
        else:
            raise EditRefused(_("no {code} is left on offer or in the box").format(code=code))
        rounds = T.ROUNDS[state.players]
        round_no = state.round if state.phase == OVER else min(state.round + 1, rounds)
        placed = Placed(code, square, way if kind.shape != "1" else "", 0, max(1, round_no))
        stacks = list(state.stacks)
        stacks[state.seat] = (*stacks[state.seat], placed)
        changed = msgspec.structs.replace(
            state, offer=tuple(offer), box=tuple(box), stacks=tuple(stacks)
        )
        return P.position_text(changed)

    def _top(self, state: State, ref: str) -> int | None:
        square, _ = _square(ref)
        if square not in G.BY_NAME:
            return None
        cell = G.BY_NAME[square]
        stack = state.stacks[state.seat]
        return next((i for i in reversed(range(len(stack))) if _covers(stack[i], cell)), None)

    def piece_on(self, state: State, ref: str) -> str | None:
        top = self._top(state, ref)
        return None if top is None else state.stacks[state.seat][top].tile

    def remove(self, state: State, ref: str) -> str:
        top = self._top(state, ref)
        if top is None:
            raise EditRefused(
                _("no tile of the garden on turn lies on {square}").format(square=_square(ref)[0])
            )
        stack = state.stacks[state.seat]
        tile = T.BY_ID[stack[top].tile]
        offer, box = list(state.offer), list(state.box)
        if state.phase != OVER and stack[top].round == state.round + 1:
            offer[tile] += 1  # laid this round: back on offer, where it came from
        else:
            box[tile] += 1
        stacks = list(state.stacks)
        stacks[state.seat] = stack[:top] + stack[top + 1 :]
        changed = msgspec.structs.replace(
            state, offer=tuple(offer), box=tuple(box), stacks=tuple(stacks)
        )
        return P.position_text(changed)


EDITOR: Final = MiyabiEditor
