"""Questions about a position, answered with the rules (``niwa ask``, issue 26).

Settling a dispute at the table: given a position line and some moves, say for each
move whether it is legal (or why not, with the rule and whether that rule is niwa's
reading), what it scores with every point's rule, and how the game would stand if it
ended now. Without moves: whose turn it is, the legal moves (summarised where they
run into thousands), and what makes the position impossible, if anything. An
inconsistent position is still answered; the answer says that it is.

A position may write what its writer cannot see as ``?`` (another seat's hand, the
cards under a pile's top, face-down demerit cards). Where the rules need one of those
things (``engine.core.Unseen``), the answer never guesses: it plays the question out
on :data:`FILLS` determinizations (each game's ``determinize``: the unknowns filled
with one arrangement consistent with what is shown), says so, and gives each side's
points and totals as the least, the most and the mean over them.

Pure and generic: it asks only the :class:`engine.core.Game` contract, so every game
answers the same way, and the answer is a Struct that encodes to JSON for scripts.
"""

from __future__ import annotations

import random
from typing import Any, Final

import msgspec

from engine.core import (
    CHANCE,
    NOBODY,
    Game,
    IllegalMove,
    Log,
    PositionError,
    Score,
    Unseen,
    citation,
    not_in_rulebook,
    seat_word,
)
from engine.i18n import _
from engine.position_fields import has_unknowns
from engine.said import now

LISTED_MOVES: Final = 40
"""Legal moves listed in full up to this many; beyond, the count and the first few."""
SAMPLED_MOVES: Final = 12
MAX_ASKED_MOVES: Final = 200
"""Moves one question may carry (work stays bounded whatever is typed)."""
FILLS: Final = 64
"""Determinizations an answer that depends on unknowns is played out on (seeded: the
same question gets the same answer)."""


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


class Spread(msgspec.Struct, frozen=True):
    """A side's points over the determinizations of a position's unknowns."""

    side: str
    least: int
    most: int
    mean: float


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
    unseen: str | None = None
    """Set where the answer depends on what the position does not show (``?``): what
    that is. Then ``fills`` determinizations were played, ``legal_in`` of them allow
    the move, ``spread`` is its points per side over those, ``points`` is empty and
    ``said`` holds only what every fill says alike; ``legal`` means legal in all."""
    fills: int = 0
    legal_in: int = 0
    spread: list[Spread] = []


class Standing(msgspec.Struct, frozen=True):
    """The end of the game as if it ended now (``Game.standing``)."""

    sides: list[str]
    so_far: list[int]
    lines: list[Points]
    totals: list[int]
    winners: list[str]
    tiebreak: RuleRef | None
    unseen: str | None = None
    """Set where the standing depends on what the position does not show: then
    ``lines``, ``so_far``, ``totals`` and ``winners`` are empty, and ``spread`` gives
    each side's total over ``fills`` determinizations and ``win_share`` how often it
    wins (a shared win counts for each winner)."""
    fills: int = 0
    spread: list[Spread] = []
    win_share: list[float] = []


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
    unknowns: bool = False
    """The position writes something as unknown (``?``): the legal moves listed are
    those the position shows (an unseen hand's moves cannot be listed)."""


def rule_ref(game: Game[Any, Any, Any], rule_id: str) -> RuleRef:
    """The catalogue entry behind ``rule_id`` (an unknown id is shown as it is)."""
    if rule_id in game.rules:
        rule = game.rules[rule_id]
        return RuleRef(rule.id, rule.title, rule.section, rule.ruling, citation(rule))
    return RuleRef(rule_id, rule_id, "", False, not_in_rulebook())


def refusal(game: Game[Any, Any, Any], error: PositionError) -> str:
    """A position line refused by the game's notation: what is wrong, where, and the
    rule it breaks with its rulebook section, as a consistency problem cites its rule
    (``turn (column 14): expected a seat 1..3, got '7' (Whose turn: Rulebook: ...)``)."""
    rule = rule_ref(game, error.rule)
    return f"{error} ({rule.title}: {rule.citation})"


def actor_name(game: Game[Any, Any, Any], state: Any, actor: int) -> str:
    """``seat 2 (blue)`` for a seat, the dealer's name for CHANCE, ``nobody`` at the end."""
    if actor == CHANCE:
        return game.dealer_name
    if actor == NOBODY:
        return _("nobody: the game is over")
    side = game.sides(state)[game.side_of(state, actor)]
    seat = seat_word(actor)
    return seat if side == seat else f"{seat} ({side})"  # never "seat 3 (seat 3)"


def _points(game: Game[Any, Any, Any], state: Any, line: Score) -> Points:
    return Points(
        game.sides(state)[line.side], line.points, rule_ref(game, line.rule), now(line.detail)
    )


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
    """One move asked in ``state``: the answer, and the state after it (``state`` if refused).
    :class:`Unseen` where the answer depends on what the position does not show."""
    try:
        move = game.parse_move(state, text)
    except (ValueError, IllegalMove) as err:
        rule = rule_ref(game, err.rule) if isinstance(err, IllegalMove) else None
        reason = now(err.reason) if isinstance(err, IllegalMove) else str(err)
        return MoveAnswer(text, False, reason, rule, [], [], None), state
    try:
        step = game.apply(state, move)
    except IllegalMove as err:
        return MoveAnswer(
            text, False, now(err.reason), rule_ref(game, err.rule), [], [], None
        ), state
    except Unseen:
        raise
    except Exception as err:  # only an impossible position gets here: say so, never crash
        impossible = _("the rules cannot play it from this impossible position ({error})")
        reason = impossible.format(error=type(err).__name__)
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
    sequence; a refused move ends the sequence (the moves after it are not tried).
    From the first move whose answer depends on an unknown (``?``) on, the moves and
    the standing are answered over determinizations (:func:`_over_fills`)."""
    if len(moves) > MAX_ASKED_MOVES:
        raise ValueError(_("ask about at most {most} moves at once").format(most=MAX_ASKED_MOVES))
    state = game.parse_position(position)
    asked = game.position_text(state)
    problems = [
        ProblemRef(rule_ref(game, problem.rule), problem.text)
        for problem in game.check_position(state)
    ]
    answers: list[MoveAnswer] = []
    for index, text in enumerate(moves):
        try:
            answer, state = answer_move(game, state, text)
        except Unseen as unseen:
            return _over_fills(game, state, moves[index:], unseen.what, asked, problems, answers)
        answers.append(answer)
        if not answer.legal:
            break
    count, listed, complete = legal_summary(game, state)
    try:
        standing = _standing_or_none(game, state, bool(problems))
    except Unseen as unseen:
        return _over_fills(game, state, [], unseen.what, asked, problems, answers)
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
        standing=standing,
        unknowns=has_unknowns(asked),
    )


def _standing_or_none(game: Game[Any, Any, Any], state: Any, impossible: bool) -> Standing | None:
    """The standing; for an impossible position that the rules cannot score, None."""
    if not impossible:
        return standing_of(game, state)
    try:
        return standing_of(game, state)
    except Unseen:
        raise
    except Exception:
        return None


# -- answers over determinizations ------------------------------------------------------


class _Fill:
    """One determinization played through the rest of the question."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.going = True


def _fills(game: Game[Any, Any, Any], state: Any) -> list[_Fill]:
    """:data:`FILLS` whole states behind ``state``, seeded so an answer is repeatable.
    Filled as the seat on turn sees it (its own hand stays as written)."""
    mover = game.to_move(state)
    seat = mover if mover >= 0 else 0
    return [_Fill(game.determinize(state, seat, random.Random(i))) for i in range(FILLS)]


def _spread(sides: list[str], per_fill: list[list[int]]) -> list[Spread]:
    return [
        Spread(side, min(values), max(values), round(sum(values) / len(values), 2))
        for side, values in zip(sides, zip(*per_fill, strict=True), strict=True)
    ]


def _over_fills(
    game: Game[Any, Any, Any],
    state: Any,
    moves: list[str],
    what: str,
    asked: str,
    problems: list[ProblemRef],
    answers: list[MoveAnswer],
) -> Answer:
    """The rest of the answer played out on determinizations of ``state``: each move
    legal in how many fills and its points' spread, then the standing's spread."""
    fills = _fills(game, state)
    sides = list(game.sides(state))
    answers = list(answers)
    for text in moves:
        going = [fill for fill in fills if fill.going]
        results = []
        for fill in going:
            try:
                result, after = answer_move(game, fill.state, text)
            except Unseen:  # a fill is whole: only an impossible position gets here
                result, after = MoveAnswer(text, False, what, None, [], [], None), fill.state
            results.append(result)
            fill.state, fill.going = after, result.legal
        answers.append(_merged_move(text, what, results, sides))
        if not any(fill.going for fill in fills):
            break
        what = answers[-1].unseen or what
    going = [fill for fill in fills if fill.going] or fills
    first = going[0].state
    movers = {actor_name(game, fill.state, game.to_move(fill.state)) for fill in going}
    count, listed, complete = legal_summary(game, first)
    same_moves = all(legal_summary(game, fill.state) == (count, listed, complete) for fill in going)
    return Answer(
        game=game.id,
        position=asked,
        consistent=not problems,
        problems=problems,
        to_move=movers.pop() if len(movers) == 1 else _("it depends on the unseen things"),
        over=all(game.is_over(fill.state) for fill in going),
        legal_count=count if same_moves else 0,
        legal_moves=listed if same_moves else [],
        legal_listed_in_full=complete and same_moves,
        moves=answers,
        standing=_merged_standing(game, [fill.state for fill in going], sides, what),
        unknowns=True,
    )


def _merged_move(text: str, what: str, results: list[MoveAnswer], sides: list[str]) -> MoveAnswer:
    legal = [result for result in results if result.legal]
    per_fill = [[0] * len(sides) for _ in legal]
    for row, result in zip(per_fill, legal, strict=True):
        for line in result.points:
            row[sides.index(line.side)] += line.points
    common = [line for line in results[0].said if all(line in r.said for r in results[1:])]
    afters = {result.after for result in results}
    refused = [result for result in results if not result.legal]
    reason = None
    rule = None
    if refused:
        reason = _("legal in {legal} of {fills} fills of the unseen: {reason}").format(
            legal=len(legal), fills=len(results), reason=refused[0].reason
        )
        rule = refused[0].rule
    return MoveAnswer(
        move=legal[0].move if legal else text,
        legal=not refused,
        reason=reason,
        rule=rule,
        points=[],
        said=common,
        after=afters.pop() if len(afters) == 1 else None,
        unseen=what,
        fills=len(results),
        legal_in=len(legal),
        spread=_spread(sides, per_fill) if legal else [],
    )


def _merged_standing(
    game: Game[Any, Any, Any], states: list[Any], sides: list[str], what: str
) -> Standing | None:
    totals: list[list[int]] = []
    wins = [0] * len(sides)
    for state in states:
        try:
            final = game.standing(state)
        except Exception:  # an impossible position the rules cannot score
            return None
        totals.append(list(final.totals))
        for side in final.winners:
            wins[side] += 1
    return Standing(
        sides=sides,
        so_far=[],
        lines=[],
        totals=[],
        winners=[],
        tiebreak=None,
        unseen=what,
        fills=len(states),
        spread=_spread(sides, totals),
        win_share=[round(w / len(states), 3) for w in wins],
    )
