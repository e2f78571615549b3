"""Karesansui in the app: the table board with its bid builder, the bag as dealer.

The board (:mod:`tutor.karesansui.board`) sends every choice as a place written in
the move notation (``1W2Y@1``, ``pass``, ``S:1R2R3R``, ``done``), so a move is the
notation parsed for the position; an illegal one is still returned by
:meth:`raw_move` for the screen to refuse with the engine's reason and rule.
"""

from __future__ import annotations

from typing import Any

from engine.core import FinalScoring, Score
from engine.i18n import N_, _
from engine.karesansui import Done
from engine.karesansui import components as C
from engine.karesansui.game import HIDDEN
from engine.karesansui.moves import Bid, Surrender
from engine.karesansui.words import WORDS
from tutor.karesansui import ABOUT, hint_words
from tutor.karesansui.board import KaresansuiBoard
from tutor.ui import ActionMove, Dealer, GamePlugin, HandOver, Said, Strength

SHORT_DECKS = {"S": N_("Flush")}
"""Short row labels, so that three players' columns fit the sheet at 80 columns."""


def deck_label(name: str) -> str:
    """A deck's row on the score sheet, in the language spoken: ``name`` is the deck's
    English name, as a Score's ``subject`` carries it (a stable id); another subject as it is."""
    deck = next((d for d in C.DECKS if d.name == name), None)
    if deck is None:
        return name
    short = SHORT_DECKS.get(deck.code)
    return _(short) if short else WORDS(f"deck.{deck.code}")


class KaresansuiPlugin(GamePlugin):
    about = ABOUT
    strength = (  # bench/RESULTS-players.md, at the levels' default times
        Strength("medium", "easy", 0.835, 4, 200),
        Strength("hard", "easy", 0.9, 4, 40),
        Strength("hard", "medium", 0.478, 4, 45),
    )
    round_result = True
    board_type = KaresansuiBoard
    lists_moves = False
    action_moves = (ActionMove("x", N_("Pass"), "pass"), ActionMove("e", N_("Done"), "done"))
    needs_piece = False
    moves_from_own_view = False  # only demerit cards are secret: no move depends on them
    board_help = Said(
        N_(
            "Choose on the board (arrows + Enter, or a click): rocks of your garden into your "
            "rake, then a pile to bid it on; or the set to hand in. Or type a move."
        )
    )
    move_placeholder = Said(N_("or type: 1W2Y@1, -@2, pass, done"))
    rules_placeholder = Said(N_("Search: e.g. pass demerit"))
    dealer = Said(
        Dealer(
            question=N_("Who draws from the bag?"),
            computer=N_("The computer draws the rocks from the bag"),
            table=N_("Table mode: I type each rock drawn from a real bag"),
            noun=N_("the bag"),
        )
    )
    place_word = Said(N_("pile"))
    explains_logs = True
    hand_over = HandOver(
        note=N_("Everyone else: look away. Your cards stay hidden until you press Enter."),
        ready=N_("show my cards"),
    )
    table_draw_prompt = Said(N_("Type the rock drawn from the bag, in notation, then Enter."))
    table_draw_placeholder = Said(N_("the rock drawn"))
    what_if_draw_hint = Said(N_("Type the rock drawn in notation, or d to draw at random."))
    still_to_draw = Said(N_("Still in the bag: "))
    sheet_hint = Said(N_("each demerit card is listed with the rocks handed in for it."))

    def play_rows(self, state: Any, final: FinalScoring) -> list[tuple[str, list[int]]]:
        """Demerits by deck (Pass, Trips, Foursome, Straight Flush) per player."""
        rows = []
        for deck, spec in enumerate(C.DECKS):
            values = []
            for seat in range(state.players):
                cards = [value for kind, value in state.cards[seat] if kind == deck]
                values.append(HIDDEN if HIDDEN in cards else sum(cards))
            rows.append((deck_label(spec.name), values))
        return rows

    def play_row_of(self, line: Score, round_no: int) -> str | None:
        """A demerit card counts in its deck's row."""
        del round_no
        return deck_label(line.subject) if line.subject else None

    def hint_words(self, state: Any, seat: int, move: Any) -> str:
        return hint_words.hint_words(state, seat, move)

    def forced_move(self, state: Any) -> tuple[Any, str] | None:
        """``done`` in a garden with no forbidden set: the only move there is."""
        if self.game.to_move(state) < 0:
            return None
        moves = self.game.legal_moves(state)
        if len(moves) == 1 and isinstance(moves[0], Done):
            return moves[0], _("no forbidden set is left in the garden: done.")
        return None

    def move_refs(self, move: Any) -> list[str]:
        """A bid's pile and rocks (``pile:2``, ``rock:2Y``, the board's own places); a
        surrender's rocks. Only the hint draws them: a made bid's rocks left the garden."""
        if isinstance(move, Bid):
            return [f"pile:{move.pile + 1}", *(f"rock:{code}" for code in move.rocks)]
        if isinstance(move, Surrender):
            return [f"rock:{code}" for code in move.rocks]
        return []

    def raw_move(self, state: Any, piece: str, ref: str) -> Any | None:
        """The move a place names (notation), legal or not; None if it is no move."""
        try:
            return self.game.parse_move(state, ref)
        except ValueError:
            return None

    def moves_for(self, state: Any, piece: str, ref: str) -> list[Any]:
        return self.if_legal(state, self.raw_move(state, piece, ref))


UI = KaresansuiPlugin
