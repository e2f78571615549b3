"""Questions about a position, answered with the rules (``niwa ask``, issue 26).

Settling a dispute at the table: given a position line and some moves, say for each
move whether it is legal (or why not, with the rule and whether that rule is niwa's
reading), what it scores with every point's rule, and how the game would stand if it
ended now. Without moves: whose turn it is, the legal moves (summarised where they
run into thousands), and what makes the position impossible, if anything. An
inconsistent position is still answered; the answer says that it is.

Pure and generic: it asks only the :class:`engine.core.Game` contract, so every game
answers the same way, and the answer is a Struct that encodes to JSON for scripts.
"""

from __future__ import annotations

import random
from typing import Any, Final

import msgspec

from engine.core import CHANCE, NOBODY, Game, IllegalMove, Log, Score, citation, seat_word

LISTED_MOVES: Final = 40
"""Legal moves listed in full up to this many; beyond, the count and the first few."""
SAMPLED_MOVES: Final = 12
MAX_ASKED_MOVES: Final = 200
"""Moves one question may carry (work stays bounded whatever is typed)."""


class RuleRef(msgspec.Struct, frozen=True):
    """A rule of the game's catalogue as an answer cites it."""

    id: str
    title: str
    section: str
    ruling: bool
    citation: str = ""
    """Where it comes from, as a player reads it (``engine.core.citation``)."""


class Points(msgspec.Struct, frozen=True):
    """Points for one side, with the rule they come from."""

    side: str
    points: int
    rule: RuleRef
    detail: str


class ProblemRef(msgspec.Struct, frozen=True):
    rule: RuleRef
    text: str


class MoveAnswer(msgspec.Struct, frozen=True):
    """One asked move: legal and what it did, or refused and why (``rule``). ``after`` is
    the position it leads to (None when refused)."""

    move: str
    legal: bool
    reason: str | None
    rule: RuleRef | None
    points: list[Points]
    said: list[str]
    after: str | None


class Standing(msgspec.Struct, frozen=True):
    """The end of the game as if it ended now (``Game.standing``)."""

    sides: list[str]
    so_far: list[int]
    lines: list[Points]
    totals: list[int]
    winners: list[str]
    tiebreak: RuleRef | None


class Answer(msgspec.Struct, frozen=True):
    """Everything ``niwa ask`` says, as data (``--json``): the position asked (as niwa
    writes it) and its problems, each move's answer, then who is to move, the legal
    moves and the standing after the moves asked (of the position itself without any)."""

    game: str
    position: str
    consistent: bool
    problems: list[ProblemRef]
    to_move: str
    over: bool
    legal_count: int
    legal_moves: list[str]
    legal_listed_in_full: bool
    moves: list[MoveAnswer]
    standing: Standing | None
    """None only where a position no game reaches cannot be scored at all."""


def rule_ref(game: Game[Any, Any, Any], rule_id: str) -> RuleRef:
    """The catalogue entry behind ``rule_id`` (an unknown id is shown as it is)."""
    if rule_id in game.rules:
        rule = game.rules[rule_id]
        return RuleRef(rule.id, rule.title, rule.section, rule.ruling, citation(rule))
    return RuleRef(rule_id, rule_id, "", False, "Not in the rulebook")


def actor_name(game: Game[Any, Any, Any], state: Any, actor: int) -> str:
    """``seat 2 (blue)`` for a seat, the dealer's name for CHANCE, ``nobody`` at the end."""
    if actor == CHANCE:
        return game.dealer_name
    if actor == NOBODY:
        return "nobody: the game is over"
    side = game.sides(state)[game.side_of(state, actor)]
    seat = seat_word(actor)
    return seat if side == seat else f"{seat} ({side})"  # never "seat 3 (seat 3)"


def _points(game: Game[Any, Any, Any], state: Any, line: Score) -> Points:
    return Points(game.sides(state)[line.side], line.points, rule_ref(game, line.rule), line.detail)


def standing_of(game: Game[Any, Any, Any], state: Any) -> Standing:
    final = game.standing(state)
    sides = list(final.sides)
    return Standing(
        sides=sides,
        so_far=list(final.during_play),
        lines=[_points(game, state, line) for line in final.lines],
        totals=list(final.totals),
        winners=[sides[side] for side in final.winners],
        tiebreak=rule_ref(game, final.tiebreak) if final.tiebreak else None,
    )


def legal_summary(game: Game[Any, Any, Any], state: Any) -> tuple[int, list[str], bool]:
    """How many legal moves there are, some of them (all where few), and whether all.

    Where the dealer's outcomes cannot be listed (a whole deal), one sampled outcome
    stands for them with a count of 0. A position no game reaches may leave nothing to
    draw or deal at all: then there is no move (0, [], True)."""
    if game.is_over(state):
        return 0, [], True
    try:
        moves = game.legal_moves(state)
        total = len(moves)
    except Exception:  # an impossible position the rules cannot list moves in
        return 0, [], True
    if total == 0 and game.to_move(state) == CHANCE:
        try:
            sampled = game.sample_chance(state, random.Random(0))
        except Exception:  # nothing left to draw: an impossible position
            return 0, [], True
        return 0, [game.move_text(sampled)], False
    if total <= LISTED_MOVES:
        return total, [game.move_text(move) for move in moves], True
    return total, [game.move_text(moves[i]) for i in range(SAMPLED_MOVES)], False


def answer_move(game: Game[Any, Any, Any], state: Any, text: str) -> tuple[MoveAnswer, Any]:
    """One move asked in ``state``: the answer, and the state after it (``state`` if refused)."""
    try:
        move = game.parse_move(state, text)
    except (ValueError, IllegalMove) as err:
        rule = rule_ref(game, err.rule) if isinstance(err, IllegalMove) else None
        reason = err.reason if isinstance(err, IllegalMove) else str(err)
        return MoveAnswer(text, False, reason, rule, [], [], None), state
    try:
        step = game.apply(state, move)
    except IllegalMove as err:
        return MoveAnswer(text, False, err.reason, rule_ref(game, err.rule), [], [], None), state
    except Exception as err:  # only an impossible position gets here: say so, never crash
        reason = f"the rules cannot play it from this impossible position ({type(err).__name__})"
        return MoveAnswer(text, False, reason, None, [], [], None), state
    points = [_points(game, state, e) for e in step.events if isinstance(e, Score)]
    said = [
        f"{actor_name(game, state, e.seat)}: {e.private or e.text}"
        for e in step.events
        if isinstance(e, Log)
    ]
    after = game.position_text(step.state)
    return MoveAnswer(game.move_text(move), True, None, None, points, said, after), step.state


def ask(game: Game[Any, Any, Any], position: str, moves: list[str]) -> Answer:
    """Answer about ``position`` (PositionError where it does not parse) and ``moves`` in
    sequence; a refused move ends the sequence (the moves after it are not tried)."""
    if len(moves) > MAX_ASKED_MOVES:
        raise ValueError(f"ask about at most {MAX_ASKED_MOVES} moves at once")
    state = game.parse_position(position)
    asked = game.position_text(state)
    problems = [
        ProblemRef(rule_ref(game, problem.rule), problem.text)
        for problem in game.check_position(state)
    ]
    answers: list[MoveAnswer] = []
    for text in moves:
        answer, state = answer_move(game, state, text)
        answers.append(answer)
        if not answer.legal:
            break
    count, listed, complete = legal_summary(game, state)
    return Answer(
        game=game.id,
        position=asked,
        consistent=not problems,
        problems=problems,
        to_move=actor_name(game, state, game.to_move(state)),
        over=game.is_over(state),
        legal_count=count,
        legal_moves=listed,
        legal_listed_in_full=complete,
        moves=answers,
        standing=_standing_or_none(game, state, bool(problems)),
    )


def _standing_or_none(game: Game[Any, Any, Any], state: Any, impossible: bool) -> Standing | None:
    """The standing; for an impossible position that the rules cannot score, None."""
    if not impossible:
        return standing_of(game, state)
    try:
        return standing_of(game, state)
    except Exception:
        return None
