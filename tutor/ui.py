"""What the screens need from a game beyond the engine contract: its board, pieces and words.

:class:`GamePlugin` is the part of a game plug-in (``tutor/<game>/``) that the generic
screens talk to; :mod:`tutor.plugins` finds it by game id. The base class is a
complete, plain look that works for any registered game (the engine's ``describe``
as a :class:`tutor.board.TextBoard`, legal moves as a list, typed notation) in
neutral words; a game's subclass replaces what it knows better: its board widget,
its pieces, its wording (the dealer, the pieces in hand, the choice a move carries),
the score-sheet rows and the setup choices.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, NamedTuple, TypeVar, cast

from rich.text import Text
from textual.binding import Binding

from engine.core import FinalScoring, Game, IllegalMove, Score, player_counts
from engine.i18n import N_, _, ngettext
from tutor.board import Board, TextBoard
from tutor.keys import declared_keys


class About(NamedTuple):
    """What the home card says of a game, known without importing its engine."""

    blurb: str
    players: str = ""
    """The player-count line, e.g. "2-4 players"."""


class Dealer(NamedTuple):
    """How setup words the dealer (the CHANCE actor): who deals, the computer, the table."""

    question: str = N_("Who deals?")
    computer: str = N_("The computer deals")
    table: str = N_("Table mode: I type each deal made at the real table")
    noun: str = N_("the dealer")
    """The dealer as a sentence names it, never as a player (what holds the pieces)."""


Words = TypeVar("Words", str, Dealer)


def said(message: str) -> str:
    """``message`` in the language spoken now; "" stays "" (gettext's "" is its header)."""
    return _(message) if message else message


class Said(Generic[Words]):
    """A plug-in's words fixed at import (a class attribute marked with ``N_``), read in
    the language spoken when a screen reads them: ``board_help = Said(N_("Pick a piece"))``
    gives ``ui.board_help`` in Spanish once ``i`` switches, without a restart. A
    :class:`Dealer`'s every field is read so too."""

    def __init__(self, words: Words) -> None:
        self.words: Words = words

    def __get__(self, owner: object, owner_type: type | None = None) -> Words:
        """The words, on a plug-in or its class alike (``GamePlugin.dealer.question``)."""
        return cast(Words, spoken(self.words))


def spoken(words: str | Dealer) -> str | Dealer:
    """``words`` (a text, or each text of a :class:`Dealer`) in the language spoken now."""
    if isinstance(words, str):
        return said(words)
    return Dealer(*(said(text) for text in words))


class HandOver(NamedTuple):
    """The pass-the-device screen's words, in the game's terms (what stays hidden)."""

    note: str = N_("Everyone else: look away. Your hand stays hidden until you press Enter.")
    ready: str = N_("show my hand")
    """The button's end: "I am Ann: show my hand"."""


class InfoLine(NamedTuple):
    """One line of a side panel (standings, legend) and the refs it lights on the board.

    While the line is chosen or under the mouse, ``lit`` (ref -> kind, as
    :attr:`tutor.board.Board.lit`) shows on the board, e.g. the places a line names.
    """

    text: Text
    lit: Mapping[str, str] = {}


class ActionMove(NamedTuple):
    """A move that needs no place, on a key of its own: a pass, "done", ending a turn.

    ``text`` is its notation (read by the game's ``parse_move`` where it is pressed), so
    a refusal is explained like any other move's."""

    key: str
    label: str
    text: str


class Strength(NamedTuple):
    """A computer level's win rate in niwa's benchmark (``bench/players.py``, figures in
    ``bench/RESULTS-players.md``), at the level's default thinking time: setup says it."""

    level: str
    against: str
    """The level in every other seat ("easy", "medium")."""
    wins: float
    """The share of games won (a shared win counts 1/k)."""
    players: int
    games: int


class GamePlugin:
    """The generic look of a game: text board, no clickable pieces, neutral words."""

    about = About("")
    strength: tuple[Strength, ...] = ()
    """The levels' benchmark figures in this game (none: setup says only what each does)."""
    board_type: type[Board] = TextBoard
    board_help = Said(N_("Choose a move from the list, or type it (the list narrows as you type)."))
    lists_moves = True
    """Offer the legal moves as a list (games without a board to click on)."""
    move_placeholder = Said(N_("type a move, or part of one"))
    rules_placeholder = Said(N_("Search the rules: a word or a rule id"))
    dealer = Said(Dealer())
    hand_over: HandOver | None = HandOver()
    """What the pass-the-device screen says; None for a game that hides nothing from the
    players (then people at one screen play on without handing the device over): read
    from the declaration (``hides_information``), whatever a plug-in words."""
    action_moves: tuple[ActionMove, ...] = ()
    """The moves without a place (pass, done, end of turn), each on its own key, shown in
    the key bar and in ``?`` wherever moves are made."""
    board_lists_hands = False
    """Whether the board itself lists every seat's hand and holdings (in a list of the
    players): on a narrow screen the side panel's seats then name the players and their
    scores only, so the rest of the panel stays in view (issue 22)."""
    moves_from_own_view = True
    """Whether a person entering a move at a real table needs to see what only their seat
    may (a hand to play from): the table's shared screen then shows it while they move.
    False where a seat's secret is only its points (scored face down): the shared
    screen shows only what the table shows, whoever moves (issue 28;
    tests/tutor/test_table_mode_view.py checks the moves need nothing hidden)."""
    board_shows_pieces = False
    """Whether the board draws every piece the screen's row of pieces offers (a whole hand and
    the places beside it, an offer): below 100 columns a lesson's side panel then leaves
    the row out (keys 1-4 still pick), so its text, prompt and log keep their rows."""
    needs_piece = True
    """Whether a place is chosen for a piece picked first; False: the board's place alone
    names the move (a board that builds the whole move itself), see ``moves_for``."""
    explains_logs = False
    """Whether the viewer tells each move's Log events with their rules under the move
    (True where a move's reason is not in its notation: what a bid beat, what a move
    took); False: only its points."""
    pick_first = Said(N_("Pick a piece from the hand first (keys 1-4)."))
    place_word = Said(N_("place"))
    """What a piece is put on ("choose a cell")."""
    choice_question = Said(N_("Which one?"))
    choice_note = Said("")
    best_choice_note = Said(N_(" (with the best choice)"))
    table_draw_prompt = Said(N_("Type what was drawn at the table, then Enter."))
    table_draw_placeholder = Said(N_("what was drawn"))
    what_if_draw_hint = Said(N_("Type the draw in notation, or d to draw at random."))
    still_to_draw = Said(N_("Still to draw: "))
    sheet_hint = Said(N_("its cells light up on the board."))
    """How the viewer says what lights up when a score-sheet line is chosen."""
    during_play_label = Said(N_("During play"))
    round_result = False
    """A game scored round by round: Play stops when the engine's ``round_of`` moves on
    and shows the round's result (tutor/round_result.py) until the person goes on."""

    def __init__(self, game: Game[Any, Any, Any]) -> None:
        self.game = game
        if not game.declaration.hides_information:
            self.hand_over = None

    # -- the board ----------------------------------------------------------------

    def make_board(self, *, interactive: bool = False) -> Board:
        """The board widget (``#board``); ``interactive`` boards show a cursor and take focus."""
        board = self.board_type(self.game, id="board", show_cursor=interactive)
        board.can_focus = interactive and board.has_places
        return board

    def help_lines(self) -> list[Binding]:
        """The keys of this game's board, for the help screen (none on a board without places)."""
        if not self.board_type.has_places:
            return []
        return declared_keys(self.board_type)

    # -- setup ------------------------------------------------------------------------

    def option_choices(self, field: str) -> list[tuple[Any, str]] | None:
        """Friendly choices for an options field (value, label), or None for the plain control.
        The player counts are the engine's: the bounds of the options' ``players``
        (``engine.core.player_counts``, what ``Declaration.players`` reads)."""
        if field == "players":
            counts = player_counts(self.game.options_type)
            return [
                (n, ngettext("{count} player", "{count} players", n).format(count=n))
                for n in counts
            ]
        return None

    def option_label(self, field: str) -> str:
        """The field's label on the setup form (a game's plug-in words its own fields)."""
        if field == "players":
            return _("Players")
        return field.replace("_", " ").capitalize()

    def option_hint(self, field: str) -> str:
        """A sentence beside the field (a switch's meaning), or ""."""
        return ""

    def data_sets(self, field: str) -> dict[str, Any]:
        """Named data sets a structured field may take, in the order offered."""
        return {}

    # -- seats ----------------------------------------------------------------------

    def seat_hand_text(self, app_narrow: bool, state: Any, seat: int, visible: bool) -> Text:
        """What the seats panel shows of a seat's hand: nothing on a narrow screen where the
        board lists the hands already."""
        if app_narrow and self.board_lists_hands:
            return Text()
        return self.hand_text(state, seat, visible)

    def hand_text(self, state: Any, seat: int, visible: bool) -> Text:
        """What ``seat`` holds, as the viewer may see it; empty if the game shows no hands."""
        return Text()

    def hand_codes(self, state: Any, seat: int) -> list[str]:
        """The pieces ``seat`` may choose from to play (empty: moves are typed)."""
        return []

    def piece_text(self, code: str) -> Text:
        return Text(code)

    def help_for(self, state: Any) -> str:
        """The board's help line for this position (``board_help`` unless the game
        words it from the position: the keys of the pieces actually in hand)."""
        return self.board_help

    def placeholder_for(self, state: Any) -> str:
        """The move box's placeholder, its example a legal move of this position (an
        example the engine would refuse teaches the wrong thing); the game's own words
        where nobody is to move here."""
        if self.game.to_move(state) < 0:
            return self.move_placeholder
        example = next(iter(self.game.legal_moves(state)), None)
        if example is None:
            return self.move_placeholder
        return _("or type a move, e.g. {move}").format(move=self.game.move_text(example))

    def seat_score(self, state: Any, points: int) -> str:
        """A side's score as the seat panels write it, in the game's unit; a game
        whose running score is only part of the final one says which part."""
        from replays.explain import score_text  # not at import: the home screen stays cheap

        return score_text(self.game, points)

    def status_text(self, state: Any) -> Text:
        """A line under the seats: what is left to draw, whose turn of how many."""
        return Text()

    def draw_purpose(self, state: Any, names: list[str]) -> str:
        """What the draw due now is for (a setup piece for some place), or "" if unknown."""
        return ""

    def supply_text(self, state: Any) -> Text:
        """What may still be drawn, for people typing draws at the table."""
        return Text()

    # -- moves ------------------------------------------------------------------------

    def forced_move(self, state: Any) -> tuple[Any, str] | None:
        """The single legal move, when the rules leave no choice and it reveals nothing,
        with a sentence saying why (a pass when nothing fits), which Play makes for the
        person; None: the person chooses."""
        return None

    def move_refs(self, move: Any) -> list[str]:
        """Board refs (cells) a move touches, to mark the last move."""
        return []

    def targets(self, state: Any, piece: str) -> set[str]:
        """Where ``piece`` may go now (for highlighting)."""
        return set()

    def moves_for(self, state: Any, piece: str, ref: str) -> list[Any]:
        """The legal moves putting ``piece`` on ``ref`` (several when a choice remains)."""
        return []

    def raw_move(self, state: Any, piece: str, ref: str) -> Any | None:
        """The move as the player meant it, even if illegal (to be refused with a reason)."""
        return None

    def if_legal(self, state: Any, move: Any | None) -> list[Any]:
        """``[move]`` where the engine takes it here, else ``[]``: ``moves_for`` for a game
        whose board names a whole move (``needs_piece`` False), read by ``raw_move``."""
        if move is None:
            return []
        try:
            self.game.apply(state, move)
        except IllegalMove:
            return []
        return [move]

    # -- hints (tutor/hints.py) -------------------------------------------------------------

    def hint_words(self, state: Any, seat: int, move: Any) -> str:
        """Why the hinted ``move`` is worth playing, in the game's own terms (what a take
        costs now against later, what a bid costs if it stands...), worked out on
        ``seat``'s view of ``state`` only; "" where the game has nothing to add to its
        points and standing (the generic words then say it)."""
        return ""

    def spends(self, state: Any, move: Any) -> bool:
        """Whether ``move`` pays something the game keeps count of (coins) for what it
        does: a hint plays such a move only where paired endings show it gains something
        (engine/players/advice.py); False in a game that spends nothing."""
        return False

    def choice_label(self, state: Any, move: Any) -> Text:
        """How to offer one of several moves for the same piece and place."""
        return Text(str(self.game.move_text(move)))

    def gain(self, state: Any, move: Any) -> int:
        """What ``move`` would add to the mover's side's score."""
        game = self.game
        side = game.side_of(state, game.to_move(state))
        after = game.apply(state, move).state
        return int(game.scores(after)[side] - game.scores(state)[side])

    def preview(self, state: Any, piece: str, ref: str, *, points: bool) -> Text | None:
        """What putting ``piece`` on ``ref`` would do (None: it may not go there).

        ``points=False`` keeps the points to itself (a lesson's *do* step).
        """
        moves = self.moves_for(state, piece, ref)
        if not moves:
            return None
        if not points:
            text = Text.assemble((_("{piece} on {place}.").format(piece=piece, place=ref), "bold"))
        else:
            best = max(self.gain(state, m) for m in moves)
            text = Text.assemble((_("{piece} on {place}: ").format(piece=piece, place=ref), "bold"))
            text.append(
                f"+{best}" if best else _("no points now"), style="bold green" if best else ""
            )
            if len(moves) > 1:
                text.append(self.best_choice_note, style="dim")
        text.append("   " + _("Enter to place it."), style="dim")
        return text

    # -- end of game ------------------------------------------------------------------

    def play_row_of(self, line: Score, round_no: int) -> str | None:
        """The row of ``play_rows`` a Score of play (scored in ``round_no``) counts in, so
        a sheet's number opens the events that made it (None: in none)."""
        del line, round_no
        return self.during_play_label

    def ref_text(self, state: Any, ref: str) -> Text:
        """A ref of a Score (a cell, a card) as a player reads it in a sheet's note."""
        del state
        return Text(ref)

    def round_notes(self, state: Any, names: list[str]) -> list[Text]:
        """What a round's result adds in the game's words (the tie-break's count, who
        starts next), for the position the round ended in."""
        del state, names
        return []

    def play_rows(self, state: Any, final: FinalScoring) -> list[tuple[str, list[int]]]:
        """The score sheet's rows for the points scored during play, each (label, a value
        per side; negative: hidden), adding up to ``final.during_play``. One row by
        default; a game may break it down (e.g. by kind of scoring card)."""
        return [(self.during_play_label, list(final.during_play))]

    def sheet_row(self, line: Score, index: int) -> str:
        """The score-sheet row a final Score line belongs to (rows x players)."""
        return line.subject or _("line {number}").format(number=index + 1)

    def line_highlights(self, state: Any, line: Score) -> dict[str, str]:
        return {ref: "score" for ref in line.refs}

    def pieces_legend(self) -> list[Text]:
        return []

    # -- side panels (Play and the viewer: a key shows each in place of the log) ------------

    standings_title = Said("")
    """The title of the standings panel: what each side would score from the position
    if the game ended now. "" for a game without one."""

    def standings(self, state: Any) -> list[InfoLine]:
        """The standings panel's lines for ``state`` (public information only)."""
        return []

    def legend(self) -> list[InfoLine]:
        """The legend panel: what the pieces' letters and colours mean (and other notes)."""
        return [InfoLine(line) for line in self.pieces_legend()]
