"""A course's honesty, checked for every game by `niwa lessons check` (issue 22):

- never ask before teaching: a do or quiz step cites only rules an earlier step
  taught (a read step, or a step already answered, whose explanation then taught it),
  or rules it declares it ``teaches`` in its own text;
- never give the answer away: a do step's goal, as the learner reads it, and its
  text name no move that reaches the goal; a quiz's answer does not stand on the
  board as the value of what it asks (the position's ``describe`` text, which every
  board shows the same facts as);
- never state a wrong rule: a step that says what a seat must or can only do in its
  position declares it (``must``: move patterns) and the engine's legal moves agree.

The heuristics are written for every game alike: no game is named here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fnmatch import fnmatchcase
from typing import Any

from engine.i18n import _
from lessons.format import DoStep, QuizStep, ReadStep, Step
from lessons.runner import LessonRunner, describe_goal

# -- never ask before teaching -----------------------------------------------------------


def untaught(step: Step, taught: set[str], where: str) -> list[str]:
    """The rules a do or quiz step cites that nothing before it taught."""
    if isinstance(step, ReadStep) or not isinstance(step, DoStep | QuizStep):
        return []
    missing = [rule for rule in step.rules if rule not in taught and rule not in step.teaches]
    said = _(
        "{where}: cites {rule}, which no earlier step teaches (teach it first, or say "
        "it in this step and list it under teaches)"
    )
    return [said.format(where=where, rule=rule) for rule in missing]


def learned(step: Step) -> set[str]:
    """What a learner knows after a step: its rules, read, answered or played."""
    return set(step.rules) | set(getattr(step, "teaches", []))


# -- never give the answer away ----------------------------------------------------------


def _names(text: str, token: str) -> bool:
    """Whether ``text`` writes ``token`` as a word of its own (not inside a longer one)."""
    return re.search(rf"(?<![\w$+:-]){re.escape(token)}(?![\w-])", text) is not None


def goal_gives_away(
    runner: LessonRunner, index: int, right: Sequence[Any], where: str
) -> list[str]:
    """A do step whose goal or text names a move that reaches the goal."""
    step = runner.steps[index]
    assert isinstance(step, DoStep)
    if len(right) == len(runner.game.legal_moves(runner.position(index))):
        return []  # any legal move will do: there is no answer to give away
    goal = describe_goal(step.goal, runner.game)
    for move in right:
        text = runner.game.move_text(move)
        if _names(goal, text):
            said = _("{where}: the goal names its own answer ({move}): '{goal}'")
            return [said.format(where=where, move=text, goal=goal)]
        if _names(step.text, text):
            said = _("{where}: the text names a move that reaches the goal ({move})")
            return [said.format(where=where, move=text)]
    return []


_ASKING = frozenset(
    [
        "the",
        "a",
        "an",
        "and",
        "or",
        "of",
        "in",
        "on",
        "to",
        "is",
        "are",
        "was",
        "be",
        "does",
        "do",
        "did",
        "it",
        "its",
        "this",
        "that",
        "how",
        "many",
        "much",
        "what",
        "which",
        "who",
        "whose",
        "when",
        "where",
        "will",
        "would",
        "now",
        "have",
        "has",
        "had",
        "for",
        "with",
        "from",
        "at",
        "by",
        "your",
        "you",
        "one",
        "two",
        "three",
        "left",
        "seat",
        "seats",
        "if",
        "not",
        "after",
        "before",
        "their",
        "them",
        "they",
        "more",
        "most",
        "round",
        "rounds",
        "win",
        "wins",
    ]
)
"""Words of a question that say nothing of what it asks about."""

_SAME = {"worth": "value", "turn": "to", "first": "to", "next": "to", "start": "start"}
"""A question's word and the label a position writes for the same thing ("which
pile does the next rock go onto" asks what "making pile 2" shows)."""


def _stem(word: str) -> str:
    word = word.casefold()
    if word in _SAME:
        return _SAME[word]
    if word.endswith(("shes", "ches", "sses", "xes")):
        return word[:-2]
    return word.removesuffix("s")


def _asked(question: str) -> set[str]:
    return {_stem(w) for w in re.findall(r"[A-Za-z]+", question) if w.casefold() not in _ASKING}


def answer_on_board(describe: str, answer: str, question: str) -> str | None:
    """The line of the position that shows ``answer`` as the value of what ``question``
    asks: the answer right after a label the question names ("bag: 60" for "how many
    rocks are in the bag?", "(value 6)" for "what is it worth?"), or a seat written as
    the one to act ("seat 3 to bid", "to move: seat 3", "seat 2 (start player)") for
    "whose turn", "who is first", "who starts". None where it does not show."""
    asked = _asked(question)
    token = re.escape(answer)
    for line in describe.splitlines():
        for found in re.finditer(rf"(?<![\w.]){token}(?![\w.])", line, re.IGNORECASE):
            label = re.search(
                r"([A-Za-z]{3,})(?::\s?| \(?|\()(?:(?:on|in|at|of) )?$", line[: found.start()]
            )
            quoted = label and re.search(
                rf"\b{re.escape(label.group(1))}\s{token}\b", question, re.IGNORECASE
            )
            if label and not quoted and _stem(label.group(1)) in asked:
                return line.strip()
            after = line[found.end() :]
            acts = re.match(r"\s+to [a-z]+", after)
            says = re.search(r"(to move:?|[a-z]{3,}ing)\s*$", line[: found.start()])
            starts = re.match(r"\s+\(start player\)", after)
            if ((acts or says) and "to" in asked) or (starts and "start" in asked):
                return line.strip()
    return None


def visible_answer(runner: LessonRunner, index: int, where: str) -> list[str]:
    step = runner.steps[index]
    assert isinstance(step, QuizStep)
    describe = runner.game.describe(runner.position(index), None)
    shown = answer_on_board(describe, str(step.answer), step.text)
    if shown is None:
        return []
    said = _("{where}: the answer {answer} stands on the board: '{shown}'")
    return [said.format(where=where, answer=repr(step.answer), shown=shown)]


# -- never state a wrong rule --------------------------------------------------------------

_CLAIM = re.compile(
    r"\b[Ss]eat \d\b[^.;]*\b(must|has to|can only|cannot|can cover neither|no choice)\b"
    r"|\bboth must\b|\bmust take both\b"
)
"""A sentence that says what a particular seat must, or can only, do in the position."""


def must_claims(runner: LessonRunner, index: int, where: str) -> list[str]:
    """A claim about what a seat must do is declared (``must``) and the engine agrees:
    every legal move of the seat to move matches a declared pattern, and every pattern
    matches a legal move."""
    step = runner.steps[index]
    patterns: list[str] = list(getattr(step, "must", []))
    claim = _CLAIM.search(step.text.replace("\n", " "))
    if not patterns:
        if claim is None:
            return []
        said = _(
            "{where}: says what a seat must do ('{claim}') without declaring "
            "it (must = [move patterns]) for the engine to check"
        )
        return [said.format(where=where, claim=claim.group(0))]
    state = runner.position(index)
    game = runner.game
    if game.to_move(state) < 0:
        return [
            _("{where}: declares what a seat must do, but no seat is to move").format(where=where)
        ]
    texts = [game.move_text(m) for m in game.legal_moves(state)]
    must = _("{where}: says the seat must {patterns}, but it may also play {move}")
    problems = [
        must.format(where=where, patterns=_(" or ").join(patterns), move=text)
        for text in texts
        if not any(fnmatchcase(text, p) for p in patterns)
    ][:1]
    may = _("{where}: says the seat may {pattern}, but no legal move does")
    problems += [
        may.format(where=where, pattern=pattern)
        for pattern in patterns
        if not any(fnmatchcase(text, pattern) for text in texts)
    ]
    return problems
