"""Seikatsu's position editor: tiles put on the hexagon's cells, the box counted.

The palette holds the 48 garden faces and the koi, each with what the box has left
(two of each face, four koi, less the garden and the shown hands). Putting a tile on
a cell keeps a bag written ``rest`` as ``rest`` (the bag is whatever the box leaves),
so a described position needs only its garden, hands and turn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar, Final

import msgspec

from engine.i18n import N_, _
from engine.seikatsu import board as B
from engine.seikatsu import game as G
from engine.seikatsu import position as P
from engine.seikatsu import tiles as T
from tutor.piece_editing import BoardEditor, EditRefused, Piece

BOX: Final = (T.COPIES,) * T.GARDEN_TYPES + (T.KOI_COUNT,)


class SeikatsuEditor(BoardEditor):
    field_hints: ClassVar[Mapping[str, str]] = {
        "players": N_("2, 3 or 4 (teams); t after it: tournament"),
        "garden": N_("rows a..g: tile codes, a digit for empty cells, * the pond"),
        "hands": N_("each seat's tiles, seat 1 first, by ','; - for none; ?N unknown"),
        "bag": N_("rest (what the box leaves), the tiles with counts, or empty"),
        "turn": N_("N (seat N to play), N+ (the bag refills N), setup, deal, over"),
        "scores": N_("each side's points so far, by ','"),
    }

    def pieces(self, state: G.State) -> list[Piece]:
        seen = [0] * T.N_TYPES
        for tile in state.board:
            if 0 <= tile < T.N_TYPES:
                seen[tile] += 1
        for hand in state.hands:
            for tile in hand:
                if tile < T.N_TYPES:
                    seen[tile] += 1
        return [
            Piece(T.CODES[tile], T.tile_name(tile), max(0, BOX[tile] - seen[tile]))
            for tile in range(T.N_TYPES)
        ]

    def _with_board(self, state: G.State, board: list[int]) -> str:
        was_rest = state.bag == P.box_rest(state.options, state.board, state.hands, state.phase)
        new_board = tuple(board)
        bag = (
            P.box_rest(state.options, new_board, state.hands, state.phase)
            if was_rest
            else state.bag
        )
        return P.position_text(msgspec.structs.replace(state, board=new_board, bag=bag))

    def put(self, state: G.State, code: str, ref: str) -> str:
        if ref not in B.BY_NAME:
            raise EditRefused(_("{ref} is no cell of the garden").format(ref=ref))
        if code not in T.BY_CODE:
            raise EditRefused(_("{code} is no tile").format(code=code))
        cell = B.BY_NAME[ref]
        if cell == B.POND:
            raise EditRefused(_("d4 is the pond: no tile lies on it (rule seikatsu.setup.pond)"))
        board = list(state.board)
        board[cell] = T.BY_CODE[code]
        return self._with_board(state, board)

    def remove(self, state: G.State, ref: str) -> str:
        if ref not in B.BY_NAME or state.board[B.BY_NAME[ref]] < 0:
            raise EditRefused(_("no tile lies on {ref}").format(ref=ref))
        board = list(state.board)
        board[B.BY_NAME[ref]] = G.EMPTY
        return self._with_board(state, board)

    def piece_on(self, state: G.State, ref: str) -> str | None:
        if ref not in B.BY_NAME:
            return None
        tile = state.board[B.BY_NAME[ref]]
        return T.CODES[tile] if 0 <= tile < T.N_TYPES else None

    def empty(self, state: G.State) -> str:
        board = [G.EMPTY] * B.N_CELLS
        board[B.POND] = G.POND_MARK
        empty = msgspec.structs.replace(
            state,
            board=tuple(board),
            hands=tuple(() for _ in state.hands),
            scores=tuple(0 for _ in state.scores),
            phase=G.PLAY,
            seat=0,
        )
        return self._with_board(
            msgspec.structs.replace(
                empty, bag=P.box_rest(state.options, tuple(board), empty.hands, G.PLAY)
            ),
            board,
        )


EDITOR: Final = SeikatsuEditor
