"""Sakura in the app: the table with its piles, characters and hand, cards by colour
and letter, a card played by picking it and then a pile, a Cook's direction asked
on the card, a hire by picking a character twice (pick, then confirm).

Pieces (``hand_codes``) are the cards in the hand on turn and the row places that
may be hired (``$1`` .. ``$5``, named by their price); places are the piles ``L``
and ``R``, and a row place is its own place. Ending the turn and a new row stay in
the move list (or typed: ``end``, ``$row``).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import FinalScoring
from engine.i18n import N_, _, ngettext
from engine.sakura import DEFAULT_DECK, Hire, Play, Take
from engine.sakura import cards as C
from engine.sakura.game import PLAY, State, character_name, coins_on, shurikens
from engine.sakura.piles import PILES, allowance
from engine.sakura.words import WORDS
from tutor.sakura import ABOUT, hint_words, look
from tutor.sakura.board import SakuraBoard
from tutor.sakura.layout import needs
from tutor.ui import ActionMove, Dealer, GamePlugin, HandOver, Said, Strength


def _pile_name(ref: str) -> str:
    """A pile by its side, in the language spoken ("left", "izquierda")."""
    return WORDS(f"pile.{ref}")


def _coins(n: int) -> str:
    return ngettext("{count} coin", "{count} coins", n).format(count=n)


class SakuraPlugin(GamePlugin):
    about = ABOUT
    strength = (  # bench/RESULTS-players.md, at the levels' default times
        Strength("medium", "easy", 0.695, 3, 200),
        Strength("hard", "medium", 0.381, 3, 21),
    )
    round_result = True
    board_type = SakuraBoard
    rules_placeholder = Said(N_("Search: e.g. cook pile"))
    action_moves = (ActionMove("e", N_("End the turn"), "end"),)
    board_help = Said(
        N_(
            "Pick a card (1-4, arrows + Enter, a click), then a pile; a character picked "
            "twice is hired; e ends the turn."
        )
    )
    move_placeholder = Said(N_("or type a move, e.g. L:B7 or end"))
    hidden_hand_help = N_(
        "This hand is hidden from you: press t and type each card played at the table "
        "(L:B7, or xR:G3 for a take); a character picked twice is hired; e ends the turn."
    )
    board_lists_hands = True
    board_shows_pieces = True
    dealer = Said(
        Dealer(
            question=N_("Who deals the cards?"),
            computer=N_("The computer shuffles and deals the cards"),
            table=N_("Table mode: I enter each deal made with a real deck"),
            noun=N_("the deck"),
        )
    )
    pick_first = Said(N_("Pick a card from your hand first (click it, or arrows + Enter)."))
    place_word = Said(N_("pile"))
    choice_question = Said(N_("Which way does your Cook count?"))
    choice_note = Said(
        N_(
            "The Cook makes this card count exactly its amount higher or lower; "
            "niwa's reading: the count never goes round the end."
        )
    )
    best_choice_note = ""
    hand_over = HandOver(
        note=N_("Everyone else: look away. Your cards stay hidden until you press Enter."),
        ready=N_("show my cards"),
    )
    table_draw_prompt = Said(
        N_("Pick each card on the board (arrows, Enter, or a click), or t to type the deal.")
    )
    table_draw_placeholder = Said(N_("the deal, in notation"))
    what_if_draw_hint = Said(N_("Type the deal in notation, or d to deal at random."))
    still_to_draw = Said(N_("Still in the deck: "))
    sheet_hint = Said(N_("its trick cards are listed with their symbols."))
    explains_logs = True

    def play_rows(self, state: Any, final: FinalScoring) -> list[tuple[str, list[int]]]:
        """None: every shuriken is on a round's line of the sheet (nothing scores in play)."""
        return [] if not any(final.during_play) else super().play_rows(state, final)

    def round_notes(self, state: State, names: list[str]) -> list[Text]:
        """Each player's coins, which break a tie on shurikens (rule sakura.end.tiebreak)."""
        coins = ", ".join(f"{names[s]} {state.coins[s]}" for s in range(state.players))
        return [
            Text(_("Coins: {coins} (the most coins break a tie on shurikens).").format(coins=coins))
        ]

    def ref_text(self, state: State, ref: str) -> Text:
        """A trick card with its symbols, as printed: ``B7 **$``."""
        try:
            card = C.parse_card(ref)
        except ValueError:
            return Text(ref)
        text = look.code_text(ref)
        marks = look.symbols(state.deck, card)
        return text + Text(f" {marks}") if marks else text

    def data_sets(self, field: str) -> dict[str, Any]:
        """The decks on offer: niwa's reading of the cards (rules-facts.md), by its name."""
        if field == "deck":
            return {DEFAULT_DECK.name: DEFAULT_DECK}
        return {}

    # -- seats and pieces -----------------------------------------------------------------

    def hand_text(self, state: State, seat: int, visible: bool) -> Text:
        hand = state.hands[seat]
        text = Text()
        hidden = not visible or (hand and hand[0] == C.HIDDEN)
        if hidden:  # a back per card told no more than the count, and filled the panel
            cards = len(hand)
            text.append(
                ngettext("{count} card", "{count} cards", cards).format(count=cards), style="dim"
            )
        for i, card in enumerate(() if hidden else hand):
            if i:
                text.append(" ")
            text.append_text(look.card_text(card, width=len(C.code(card))))
        tricks = state.tricks[seat]
        stars = shurikens(state.deck, tricks)
        said = _("{coins}$  tricks {stars}*").format(coins=state.coins[seat], stars=stars)
        text.append(f"  {said}", style="dim")
        return text

    def hand_codes(self, state: State, seat: int) -> list[str]:
        cards = [C.CODES[c] for c in state.hands[seat] if c != C.HIDDEN]
        if state.phase != PLAY or seat != state.seat:
            return cards
        hires = [f"${m.slot}" for m in self.game.legal_moves(state) if isinstance(m, Hire)]
        return cards + hires

    def help_for(self, state: State) -> str:
        """A hand the screen may not show (recorded from another seat: issue 28) offers no
        card to pick: its cards are typed, and become known as they are played."""
        if state.phase == PLAY and C.HIDDEN in state.hands[state.seat]:
            return _(self.hidden_hand_help)
        return self.board_help

    def piece_text(self, code: str) -> Text:
        return Text(code) if code.startswith("$") else look.code_text(code)

    def status_text(self, state: State) -> Text:
        if not state.row:
            return Text()
        return Text(
            _("Characters: draw pile {draw}, discard {discard}").format(
                draw=len(state.draw), discard=len(state.discard)
            ),
            style="dim",
        )

    def pieces_legend(self) -> list[Text]:
        return look.colour_legend()

    # -- moves ------------------------------------------------------------------------

    def move_refs(self, move: Any) -> list[str]:
        if isinstance(move, Play | Take):
            return [move.pile]
        if isinstance(move, Hire):
            return [f"${move.slot}"]
        return []

    def targets(self, state: State, piece: str) -> set[str]:
        """The piles the card may go to now (covering, or taking a pile it cannot cover),
        and the picked piece itself (drawn lit in the hand or the row)."""
        if state.phase != PLAY:
            return set()
        if piece.startswith("$"):
            return {piece}
        piles = {m.pile for m in self.game.legal_moves(state) if _card_move(m, piece)}
        return piles | {piece}

    def moves_for(self, state: State, piece: str, ref: str) -> list[Any]:
        if piece.startswith("$"):
            if ref != piece:
                return []
            slot = int(piece[1:])
            return [
                m for m in self.game.legal_moves(state) if isinstance(m, Hire) and m.slot == slot
            ]
        return [m for m in self.game.legal_moves(state) if _card_move(m, piece) and m.pile == ref]

    def raw_move(self, state: State, piece: str, ref: str) -> Any | None:
        """A card on a pile it may not cover, as meant (so the engine says why not); at
        the table, the dealer's move the board's picker sends (``deal:..``, ``shuffle:..``,
        ``turn:..``: the characters turned up, recorded from one seat)."""
        if ref.startswith(("deal:", "shuffle:", "turn:")) and not piece:
            try:
                return self.game.parse_move(state, ref)
            except ValueError:
                return None
        if piece.startswith("$") or ref not in PILES:
            return None
        return Play(state.seat, ref, piece, state.cook)

    def hint_words(self, state: Any, seat: int, move: Any) -> str:
        return hint_words.hint_words(state, seat, move)

    def spends(self, state: Any, move: Any) -> bool:
        return hint_words.spends(state, move)

    def choice_label(self, state: State, move: Any) -> Text:
        """A Cook's direction: the card, the sign, and the value it counts as."""
        if isinstance(move, Play) and move.cook:
            value = C.counted_value(C.value_of(C.BY_CODE[move.card]), move.cook)
            text = look.code_text(move.card)
            text.append(f" {move.cook:+d}: " + _("counts as {value}").format(value=value))
            return text
        return Text(str(self.game.move_text(move)))

    def preview(self, state: State, piece: str, ref: str, *, points: bool) -> Text | None:
        """What the move would do, in words: the rule that allows a cover, the price of a
        take, what a hire costs and does. Shurikens only count when a round ends, so
        there are no points to hide."""
        moves = self.moves_for(state, piece, ref)
        if not moves:
            return None
        move = moves[0]
        text = Text()
        if isinstance(move, Hire):
            character = state.deck.characters[state.row[move.slot - 1]]
            cost = _("free") if state.free else _coins(move.slot)
            power = (
                _("turns the yin-yang card over")
                if character.power == "flip"
                else _("your next card counts {amount} higher or lower").format(
                    amount=character.amount
                )
            )
            text.append(f"{character_name(character)} ({cost}): ", style="bold")
            text.append(power)
            text.append("   " + _("Enter or click again to hire."), style="dim")
            return text
        if isinstance(move, Take):
            taken = state.piles[PILES.index(ref)]
            deck = state.deck
            coins = min(coins_on(deck, taken), state.supply)
            pile = PILES.index(ref)
            text.append(
                _("No card fits the {pile} pile: ").format(pile=_pile_name(ref)), style="bold"
            )
            text.append(
                _(
                    "it needs {needs}. Take its {cards} cards ({shurikens} shurikens, {coins}) "
                    "and restart it with {card}."
                ).format(
                    needs=needs(state, pile, wide=True),
                    cards=len(taken),
                    shurikens=shurikens(deck, taken),
                    coins=_coins(coins),
                    card=piece,
                )
            )
        else:
            pile = PILES.index(ref)
            card = C.BY_CODE[piece]
            why, rule = allowance(state.top(pile), card, state.up(pile), move.cook)
            on = _("{card} on the {pile} pile").format(card=piece, pile=_pile_name(ref))
            text.append(on, style="bold")
            text.append(why)
            rule_title = self.game.rules[rule].title
            text.append(" " + _("(rule: {rule})").format(rule=rule_title), style="dim")
            if len(moves) > 1:
                text.append(" " + _("(your Cook: choose its direction)"), style="dim")
        text.append("   " + _("Enter to play it."), style="dim")
        return text


def _card_move(move: Any, card: str) -> bool:
    return isinstance(move, Play | Take) and move.card == card


UI = SakuraPlugin
