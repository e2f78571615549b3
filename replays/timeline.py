"""A verified replay with every position kept, so seeking is a list lookup.

Loading is checking: every move of the main line and of each variation goes
through the engine's ``apply``. Seikatsu states are a few hundred bytes, so a
whole game's positions and events are kept (a game is tens to hundreds of plies)
and a score is read off its position; rewinding never re-simulates. Timelines
are values: trying a move or adding a variation makes a new Timeline sharing the
kept prefix.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from engine.ask import refusal
from engine.core import CHANCE, Event, Game, IllegalMove, PositionError, Problem, Step
from engine.i18n import N_, _
from engine.registry import UnknownGame, get_game
from replays.errors import ReplayError
from replays.format import (
    MAX_MOVES,
    MAX_VARIATIONS,
    AnyReplay,
    MoveRecord,
    Variation,
    check_comment,
    check_move_texts,
    check_name,
    check_texts,
    too_many_moves,
)


def variations_full() -> str:
    """Said when a what-if or a takeback would make one line too many (the app goes on)."""
    return _(
        "already holds {most} variations, as many as a replay keeps: no new line can be added"
    ).format(most=MAX_VARIATIONS)


ONLY_A_DRAW = N_("only a draw can be unseen: this is a seat's move")

Cancelled = Callable[[], bool]
"""Asked between moves while verifying: True stops the load (a cancelled worker)."""


def move_label(game: Game[Any, Any, Any], move: Any) -> str:
    """The move in the game's notation, or its repr when the engine cannot say it."""
    try:
        return game.move_text(move)
    except Exception:  # an undecodable move: name it somehow, the error follows
        return repr(move)


class _Line:
    """The kept positions of one line of play: index = ply."""

    __slots__ = ("events", "states")

    def __init__(self, states: list[Any], events: list[tuple[Event, ...]]):
        self.states = states
        self.events = events

    def prefix(self, ply: int) -> _Line:
        return _Line(self.states[: ply + 1], self.events[: ply + 1])

    def extend(
        self,
        game: Game[Any, Any, Any],
        records: list[MoveRecord[Any]],
        source: str,
        context: str | None = None,
        cancelled: Cancelled | None = None,
    ) -> None:
        """Apply ``records`` after the last kept state; a refused move is a ReplayError.

        ``cancelled`` is asked before each move (a load running in a worker the
        player gave up on stops at once, with ReplayError).
        """
        state = self.states[-1]
        for record in records:
            if cancelled is not None and cancelled():
                raise ReplayError(source, _("loading was cancelled"))
            ply = len(self.states)
            move = record.move
            check_move_texts(move, source, ply, context)
            if record.unseen and game.to_move(state) != CHANCE:
                raise ReplayError(
                    source,
                    _(ONLY_A_DRAW),
                    ply=ply,
                    move=move_label(game, move),
                    context=context,
                )
            try:
                step = game.apply(state, move)
            except IllegalMove as err:
                raise ReplayError(
                    source,
                    err.reason,
                    ply=ply,
                    move=move_label(game, move),
                    rule=err.rule,
                    context=context,
                ) from None
            except Exception as err:  # untrusted input must never surface as a traceback
                raise ReplayError(
                    source,
                    _("the rules engine cannot play this move ({error})").format(
                        error=f"{type(err).__name__}: {err}"
                    ),
                    ply=ply,
                    move=move_label(game, move),
                    context=context,
                ) from None
            state = step.state
            self.states.append(state)
            self.events.append(step.events)


def start_position(game: Game[Any, Any, Any], replay: AnyReplay, source: str) -> Any:
    """The state a replay's ``start`` line describes; ReplayError naming the field and
    column where it does not parse, or where its options are not the file's."""
    assert replay.start is not None
    try:
        state = game.parse_position(replay.start)
    except PositionError as err:
        said = _("its start position: {problem}").format(problem=refusal(game, err))
        raise ReplayError(source, said) from None
    except Exception as err:  # untrusted input must never surface as a traceback
        said = _("its start position cannot be read ({error})")
        raise ReplayError(source, said.format(error=f"{type(err).__name__}: {err}")) from None
    if getattr(state, "options", replay.options) != replay.options:
        raise ReplayError(source, _("its start position is not a game of the file's options"))
    return state


class Timeline:
    """A verified replay with every position kept: constant-time seek.

    Ply 0 is the position before any move; ply ``n`` the position after move ``n``.
    ``source`` names where it came from, for messages.
    """

    def __init__(
        self,
        replay: AnyReplay,
        game: Game[Any, Any, Any],
        line: _Line,
        variation_lines: list[Timeline],
        source: str,
    ) -> None:
        self.replay = replay
        self.game = game
        self.source = source
        self._line = line
        self._variations = variation_lines

    # -- building -------------------------------------------------------------------

    @classmethod
    def verify(
        cls, replay: AnyReplay, source: str = "<replay>", cancelled: Cancelled | None = None
    ) -> Timeline:
        """Check ``replay`` move by move (and each variation); ReplayError on the first fault."""
        check_texts(replay, source)
        try:
            game = get_game(replay.game)
        except UnknownGame as err:
            raise ReplayError(source, str(err)) from None
        if not isinstance(replay.options, game.options_type):
            raise ReplayError(source, _("options are not {game} options").format(game=game.title))
        try:
            start = game.new_game(replay.options)
        except Exception as err:  # InvalidOptions, or worse from hostile values
            said = _("options describe no {game} game: {refusal}")
            raise ReplayError(source, said.format(game=game.title, refusal=err)) from None
        if replay.start is not None:
            start = start_position(game, replay, source)
        seats = game.seats(start)
        if len(replay.players) != seats:
            said = _("the options seat {seats} players but {named} are named")
            raise ReplayError(source, said.format(seats=seats, named=len(replay.players)))
        line = _Line([start], [()])
        line.extend(game, replay.moves, source, cancelled=cancelled)
        main = cls(replay, game, line, [], source)
        main._variations = [
            main._variation_line(v, n, cancelled) for n, v in enumerate(replay.variations)
        ]
        return main

    def _variation_line(
        self, variation: Variation[Any], index: int, cancelled: Cancelled | None = None
    ) -> Timeline:
        where = _("variation {number} ({name})").format(number=index + 1, name=variation.name)
        if not 0 <= variation.from_ply <= len(self):
            raise ReplayError(
                self.source,
                _("starts after ply {ply}, but the game has {plies}").format(
                    ply=variation.from_ply, plies=len(self)
                ),
                context=where,
            )
        line = self._line.prefix(variation.from_ply)
        line.extend(self.game, variation.moves, self.source, where, cancelled)
        moves = self.replay.moves[: variation.from_ply] + variation.moves
        replay = msgspec.structs.replace(self.replay, moves=moves, variations=[])
        return Timeline(replay, self.game, line, [], f"{self.source} [{variation.name}]")

    # -- reading ----------------------------------------------------------------------

    @property
    def starts_from_position(self) -> bool:
        """True where the game starts from a given position, not the game's set-up."""
        return self.replay.start is not None

    def start_problems(self) -> list[Problem]:
        """What makes the start position impossible (``Game.check_position``); none for a
        game from its set-up. A replay may start from such a position: every answer says so."""
        if self.replay.start is None:
            return []
        problems: list[Problem] = self.game.check_position(self._line.states[0])
        return problems

    def given_scores(self) -> tuple[int, ...]:
        """Each side's points given by the start position (not played here): zeros for a
        game from its set-up."""
        scores: tuple[int, ...] = self.game.scores(self._line.states[0])
        return scores if self.replay.start is not None else tuple(0 for _ in scores)

    def __len__(self) -> int:
        return len(self._line.states) - 1

    def _check(self, ply: int, first: int = 0) -> int:
        if not first <= ply <= len(self):
            raise IndexError(f"ply {ply} is outside {first}..{len(self)}")
        return ply

    def state_at(self, ply: int) -> Any:
        """The position after move ``ply`` (0: before any move)."""
        return self._line.states[self._check(ply)]

    def events_at(self, ply: int) -> tuple[Event, ...]:
        """The events move ``ply`` caused (none at ply 0)."""
        return self._line.events[self._check(ply)]

    def scores_at(self, ply: int) -> tuple[int, ...]:
        """Each side's score at ``ply``, computed when asked (cheap; a load then does
        not pay for the scores of every position of every variation)."""
        scores: tuple[int, ...] = self.game.scores(self._line.states[self._check(ply)])
        return scores

    def move_at(self, ply: int) -> Any:
        """Move number ``ply`` (1-based)."""
        return self.replay.moves[self._check(ply, 1) - 1].move

    def comment_at(self, ply: int) -> str | None:
        """The annotation on move ``ply`` (None at ply 0 or when there is none)."""
        return self.replay.moves[self._check(ply) - 1].comment if ply else None

    def all_events(self) -> list[tuple[int, Event]]:
        """(ply, event) for every event of the main line, in order."""
        return [(ply, event) for ply, events in enumerate(self._line.events) for event in events]

    def final_state(self) -> Any:
        return self._line.states[-1]

    @property
    def is_over(self) -> bool:
        return self.game.is_over(self.final_state())

    # -- rounds, as the game counts them (Game.round_of) ---------------------------------

    def round_at(self, ply: int) -> int:
        """The round move ``ply`` was played in (0: setup, or ply 0, the start).

        A move belongs to the round of the position it was played from, so the
        move that ends a round is still that round's, and the dealer's deal
        opening the next round is the new one's.
        """
        return 0 if ply == 0 else int(self.game.round_of(self.state_at(ply - 1)))

    def round_starts(self) -> list[int]:
        """The plies that open a round: the first move of each round, in order."""
        rounds = [self.round_at(ply) for ply in range(len(self) + 1)]
        return [ply for ply in range(1, len(rounds)) if rounds[ply] > rounds[ply - 1]]

    @property
    def variations(self) -> list[Variation[Any]]:
        return self.replay.variations

    # -- new timelines ------------------------------------------------------------------

    def try_move(
        self,
        ply: int,
        move: Any,
        comment: str | None = None,
        *,
        unseen: bool = False,
        unchecked: str | None = None,
    ) -> Timeline:
        """ "What if": this line's first ``ply`` moves, then ``move`` (IllegalMove if refused).
        ``unseen`` and ``unchecked`` mark it as a record from one seat does
        (``MoveRecord``).

        Variations that branch at or before ``ply`` still hold and are kept.
        """
        self._check(ply)
        check_comment(comment, self.source, ply + 1)
        if ply >= MAX_MOVES:
            raise ReplayError(self.source, too_many_moves())
        if unseen and self.game.to_move(self._line.states[ply]) != CHANCE:
            raise ValueError(_(ONLY_A_DRAW))
        step: Step[Any] = self.game.apply(self._line.states[ply], move)
        line = self._line.prefix(ply)
        line.states.append(step.state)
        line.events.append(step.events)
        kept = [i for i, v in enumerate(self.replay.variations) if v.from_ply <= ply]
        replay = msgspec.structs.replace(
            self.replay,
            moves=[*self.replay.moves[:ply], MoveRecord(move, comment, unseen, unchecked)],
            variations=[self.replay.variations[i] for i in kept],
        )
        return Timeline(replay, self.game, line, [self._variations[i] for i in kept], self.source)

    def append(self, move: Any, comment: str | None = None) -> Timeline:
        """This line with ``move`` played at its end."""
        return self.try_move(len(self), move, comment)

    def prefix(self, ply: int) -> Timeline:
        """This line's first ``ply`` moves, the variations that branch by then kept (no
        variation made of the rest: for re-playing a line, not for a takeback)."""
        self._check(ply)
        kept = [i for i, v in enumerate(self.replay.variations) if v.from_ply <= ply]
        replay = msgspec.structs.replace(
            self.replay,
            moves=list(self.replay.moves[:ply]),
            variations=[self.replay.variations[i] for i in kept],
        )
        lines = [self._variations[i] for i in kept]
        return Timeline(replay, self.game, self._line.prefix(ply), lines, self.source)

    def append_record(self, record: MoveRecord[Any]) -> Timeline:
        """This line with ``record`` (its move, comment and marks) played at its end."""
        return self.try_move(
            len(self), record.move, record.comment, unseen=record.unseen, unchecked=record.unchecked
        )

    def with_comment(self, ply: int, comment: str | None) -> Timeline:
        """This line with move ``ply``'s annotation replaced (None removes it)."""
        self._check(ply, 1)
        check_comment(comment, self.source, ply)
        moves = list(self.replay.moves)
        moves[ply - 1] = MoveRecord(moves[ply - 1].move, comment)
        replay = msgspec.structs.replace(self.replay, moves=moves)
        return Timeline(replay, self.game, self._line, self._variations, self.source)

    def variation(self, index: int) -> Timeline:
        """``replay.variations[index]`` as a line of its own (verified at load)."""
        return self._variations[index]

    def with_variation(self, variation: Variation[Any]) -> Timeline:
        """This timeline carrying ``variation`` too (ReplayError if it does not play)."""
        check_name(variation.name, "a variation's name", self.source)
        for record in variation.moves:
            check_comment(record.comment, self.source)
        if len(self.replay.variations) >= MAX_VARIATIONS:
            raise ReplayError(self.source, variations_full())
        line = self._variation_line(variation, len(self.replay.variations))
        replay = msgspec.structs.replace(
            self.replay, variations=[*self.replay.variations, variation]
        )
        return Timeline(replay, self.game, self._line, [*self._variations, line], self.source)

    def without_variation(self, index: int) -> Timeline:
        """This timeline with variation ``index`` dropped."""
        variations = list(self.replay.variations)
        del variations[index]
        lines = [line for i, line in enumerate(self._variations) if i != index]
        replay = msgspec.structs.replace(self.replay, variations=variations)
        return Timeline(replay, self.game, self._line, lines, self.source)

    def taken_back(self, ply: int, name: str) -> Timeline:
        """This line cut back to its first ``ply`` moves, the moves after kept as the
        variation ``name`` from ``ply`` (a takeback: the record stays honest).

        Variations that branched later than ``ply`` start at ``ply`` too, with the main
        line's moves between put in front of theirs, so every line still plays.
        """
        self._check(ply)
        if len(self.replay.variations) >= MAX_VARIATIONS:
            raise ReplayError(self.source, variations_full())
        moves = self.replay.moves
        variations: list[Variation[Any]] = []
        for variation in self.replay.variations:
            if variation.from_ply > ply:
                between = list(moves[ply : variation.from_ply])
                variation = Variation(variation.name, ply, between + list(variation.moves))
            variations.append(variation)
        variations.append(Variation(name, ply, list(moves[ply:])))
        replay = msgspec.structs.replace(
            self.replay, moves=list(moves[:ply]), variations=variations
        )
        return Timeline.verify(replay, self.source)

    def __repr__(self) -> str:
        return f"<Timeline {self.replay.game} {self.source} plies={len(self)}>"


def verify(replay: AnyReplay, source: str = "<replay>") -> Timeline:
    """Check a replay built in memory (or decoded) and keep its positions."""
    return Timeline.verify(replay, source)
