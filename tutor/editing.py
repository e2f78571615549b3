"""The position editor's model (issue 27): a position line being edited, with undo.

Plain Python, no Textual, so the editor screen, the dispute benchmark and the tests
share it. The line is the one truth: the board, the fields and the palette are drawn
from it, and every edit (a piece put on the board, a field typed, a line pasted)
becomes a new line in the history. A line that does not parse is kept as typed (its
error says where), so nothing typed is lost; the board then shows the last line that
parsed.

Asking (``ask_move``) goes through :mod:`engine.ask`, as ``niwa ask`` does, so the
screen's verdicts are the command line's.
"""

from __future__ import annotations

import random
from typing import Any, Final, NamedTuple

from engine.ask import (
    MoveAnswer,
    ProblemRef,
    Standing,
    answer_move,
    refusal,
    rule_ref,
    standing_of,
)
from engine.core import CHANCE, Game, PositionError, Score
from engine.i18n import _, ngettext
from engine.position_fields import MAX_POSITION, has_unknowns

MAX_HISTORY: Final = 500
"""Edits kept for undo (each is one line of at most MAX_POSITION characters)."""
MAX_COMPARED: Final = 8
"""Moves kept side by side in the Ask panel (the oldest leaves first)."""
SETUP_SEED: Final = 0
"""The deal of "start from the set-up" (the same every time, so a description of
a situation can say "from the set-up, then ...")."""
MAX_SETUP_MOVES: Final = 500


class Status(NamedTuple):
    """What the status line says of the line being edited."""

    parses: bool
    consistent: bool
    error: PositionError | None
    problems: list[ProblemRef]
    unknowns: bool
    """The line writes something as unknown (``?N``): it can be asked about, not played on."""
    refused: str = ""
    """What is wrong with a line that does not parse, and the rule it breaks."""

    @property
    def playable(self) -> bool:
        """Whether "Continue from here" may start a game from the line."""
        return self.parses and self.consistent and not self.unknowns

    def words(self) -> str:
        """The status line: "parses, consistent", or what is wrong, with the rule."""
        if self.error is not None:
            return _("does not parse: {problem}").format(problem=self.refused)
        if self.problems:
            first = self.problems[0]
            more = len(self.problems) - 1
            words = _("parses, inconsistent: {problem}; {rule}").format(
                problem=first.text, rule=first.rule.citation
            )
            if more:
                words += " " + ngettext("(and {n} more)", "(and {n} more)", more).format(n=more)
            return words
        if self.unknowns:
            return _("parses, consistent (with unknowns: ask about it, fill them in to play on)")
        return _("parses, consistent")


class Asked(NamedTuple):
    """One move asked in the position: the engine's answer and the places it scored."""

    answer: MoveAnswer
    refs: tuple[str, ...]
    standing: Standing | None
    """The standing after the move (the final sheet where the move ends the game)."""
    over: bool


def setup_line(game: Game[Any, Any, Any], options: Any) -> str:
    """The line of a new game once the dealer has set up and dealt (seeded, so it is
    the same every time): the first seat is to move."""
    state = game.new_game(options)
    rng = random.Random(SETUP_SEED)
    for _step in range(MAX_SETUP_MOVES):
        if game.to_move(state) != CHANCE:
            break
        state = game.apply(state, game.sample_chance(state, rng)).state
    return game.position_text(state)


def split_fields(text: str) -> tuple[str, list[str]]:
    """The line's prefix (``game/1:``) and its fields as written (split on spaces)."""
    prefix, colon, body = text.strip().partition(":")
    if not colon:
        return "", [text.strip()]
    return prefix + ":", body.split(" ")


class EditSession:
    """A position line under edit, its history (undo, redo) and what asking found."""

    def __init__(self, game: Game[Any, Any, Any], text: str) -> None:
        self.game = game
        self.history: list[str] = [text[:MAX_POSITION]]
        self.index = 0
        self.asked: list[Asked] = []
        self.typing: str | None = None
        """The box the last edit was typed in (None: not typed)."""
        self._parsed: tuple[str, Any, PositionError | None] | None = None
        self.last_good: Any = None
        self._parse()

    # -- the line ------------------------------------------------------------------

    @property
    def text(self) -> str:
        return self.history[self.index]

    @property
    def state(self) -> Any | None:
        """The parsed position, or None while the line does not parse."""
        return self._parse()[0]

    def _parse(self) -> tuple[Any | None, PositionError | None]:
        text = self.text
        if self._parsed is None or self._parsed[0] != text:
            try:
                state, error = self.game.parse_position(text), None
            except PositionError as err:
                state, error = None, err
            self._parsed = (text, state, error)
            if state is not None:
                self.last_good = state
        return self._parsed[1], self._parsed[2]

    def set_text(self, text: str, typing: str | None = None) -> bool:
        """Make ``text`` the line (a new step of the history); False where it is the same.

        ``typing`` names the box being typed in: the keys typed in one box in a row make
        one step, so undo takes back the whole word, not a letter."""
        text = text.strip()[:MAX_POSITION]
        if text == self.text:
            return False
        del self.history[self.index + 1 :]
        if typing is not None and typing == self.typing and self.index > 0:
            self.history.pop()
        self.typing = typing
        self.history.append(text)
        if len(self.history) > MAX_HISTORY:
            del self.history[0]
        self.index = len(self.history) - 1
        self.asked.clear()
        self._parse()
        return True

    def set_state(self, state: Any) -> bool:
        """Make the line the one ``state`` is written as."""
        return self.set_text(self.game.position_text(state))

    def undo(self) -> bool:
        self.typing = None
        if self.index == 0:
            return False
        self.index -= 1
        self.asked.clear()
        self._parse()
        return True

    def redo(self) -> bool:
        self.typing = None
        if self.index >= len(self.history) - 1:
            return False
        self.index += 1
        self.asked.clear()
        self._parse()
        return True

    # -- fields ----------------------------------------------------------------------

    def fields(self) -> list[tuple[str, str]]:
        """Each field's name and its text as the line writes it (names from the game's
        notation; a line with another count of fields names the extra ones by number)."""
        names = self.game.position_fields
        _, values = split_fields(self.text)
        out = []
        for index in range(max(len(names), len(values))):
            name = names[index] if index < len(names) else f"field {index + 1}"
            out.append((name, values[index] if index < len(values) else ""))
        return out

    def set_field(self, name: str, value: str) -> bool:
        """Write ``value`` in the field ``name`` (spaces are dropped: they separate fields)."""
        names = self.game.position_fields
        prefix, values = split_fields(self.text)
        if not prefix:
            prefix = self.game.position_text(self.last_good).partition(":")[0] + ":"
        values = values + [""] * (len(names) - len(values))
        fields = dict(self.fields())
        if name not in fields:
            return False
        position = list(fields).index(name)
        values[position] = value.replace(" ", "")
        return self.set_text(prefix + " ".join(values), typing=f"field {name}")

    # -- status and asking ---------------------------------------------------------------

    def status(self) -> Status:
        state, error = self._parse()
        if state is None:
            refused = refusal(self.game, error) if error is not None else ""
            return Status(False, False, error, [], False, refused)
        problems = [
            ProblemRef(rule_ref(self.game, p.rule), p.text) for p in self.game.check_position(state)
        ]
        return Status(True, not problems, None, problems, has_unknowns(self.text))

    def standing(self) -> Standing | None:
        """The standing if the game ended now (None: the line does not parse, or is too
        impossible to score)."""
        state = self.state
        if state is None:
            return None
        try:
            return standing_of(self.game, state)
        except Exception:  # an impossible position the rules cannot score
            return None

    def ask_move(self, text: str) -> Asked | None:
        """Ask ``text`` in the position: legal or refused, with its rule, points and the
        standing after it; kept for comparison beside the moves asked before. None where
        the line does not parse."""
        state = self.state
        if state is None:
            return None
        answer, after = answer_move(self.game, state, text.strip()[:200])
        refs: list[str] = []
        if answer.legal:
            try:
                move = self.game.parse_move(state, answer.move)
                for event in self.game.apply(state, move).events:
                    if isinstance(event, Score):
                        refs.extend(event.refs)
            except Exception:  # the answer already said it was legal; lighting is extra
                refs = []
        standing: Standing | None = None
        if answer.legal:
            try:
                standing = standing_of(self.game, after)
            except Exception:
                standing = None
        asked = Asked(answer, tuple(dict.fromkeys(refs)), standing, self.game.is_over(after))
        self.asked = [a for a in self.asked if a.answer.move != answer.move]
        self.asked.append(asked)
        del self.asked[:-MAX_COMPARED]
        return asked
