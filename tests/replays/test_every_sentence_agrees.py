"""Every sentence the explanation layer, the side panels and the lessons write agrees
with its subject and its number, for every registered game (issue 22, section 3).

Random games are told with "You" at one seat and with a third-person name there
("Ann"): no "You passes", "You has the most", "Ann pass", "(1 moves)", "1 plies".
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core import Log
from engine.registry import GAMES
from engine.words import count, plies
from lessons.course import course, games_with_courses
from lessons.format import DoStep
from lessons.runner import LessonRunner, describe_goal
from replays.explain import Table, event_texts, log_sentence, move_label, moves_from
from tests.engine.test_contract import play
from tests.replays.test_explain import smallest
from tutor.plugins import ui_for

YOU_AS_HE = re.compile(r"\b[Yy]ou (has|is|was|does|[a-z]+[^s\W]s)\b")
"""'You' with a verb written for he/she: "You passes", "You draws 3R", "You has"."""

HE_AS_YOU = re.compile(
    r"\bAnn (have|are|were|do|pass|draw|play|take|bid|place|score|hold|start|receive)\b"
)
"""A third-person name with a verb written for 'You': "Ann pass"."""

ONE_OF_MANY = re.compile(r"(?<![\d.])1 ([a-z]+ )?(moves|plies|cards|points|tiles|rocks|coins)\b")


def problems(texts: list[str]) -> list[str]:
    return [t for t in texts if YOU_AS_HE.search(t) or HE_AS_YOU.search(t) or ONE_OF_MANY.search(t)]


def told(game: Any, options: Any, seed: int, names: list[str]) -> list[str]:
    """What the viewer and the CLI say of one random game: each move's label, each
    event's sentence with its rule, and the game's panels where it has them."""
    states, moves, events = play(game, options, seed)
    ui = ui_for(game.id)
    texts: list[str] = []
    for before, move, step_events in zip(states, moves, events, strict=False):
        texts.append(move_label(game, before, move, step_events, None, names))
        texts += [t.plain for t in event_texts(game, before, names, step_events, log_rules=True)]
        table = Table(game, before, names)
        texts += [log_sentence(table, e, None) for e in step_events if isinstance(e, Log)]
    for state in states[:: max(1, len(states) // 8)]:
        texts += [line.text.plain for line in ui.standings(state) if hasattr(line.text, "plain")]
        texts.append(ui.status_text(state).plain)
    return texts


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("first", ["You", "Ann"])
def test_every_sentence_of_a_random_game_agrees(game_id: str, first: str) -> None:
    game, state = smallest(game_id)
    names = [first, "Bob", "Cy", "Di", "Ed", "Flo"][: game.seats(state)]
    texts: list[str] = []
    for seed in range(3):
        texts += told(game, state.options, seed, names)
    assert problems(texts) == []


@pytest.mark.parametrize("game_id", games_with_courses())
def test_every_lesson_goal_and_verdict_agrees(game_id: str) -> None:
    """A do step's goal and the verdict on a wrong move read as sentences."""
    texts: list[str] = []
    for item in course(game_id):
        runner = LessonRunner(item.lesson, item.id)
        for index, step in enumerate(runner.steps):
            if isinstance(step, DoStep):
                texts.append(describe_goal(step.goal, runner.game))
                state = runner.position(index)
                wrong = [
                    m
                    for m in list(runner.game.legal_moves(state))[:40]
                    if not runner.satisfies(step.goal, state, m)
                ]
                if wrong:
                    texts.append(runner.check_move(index, wrong[0]).message)
    assert problems(texts) == []


def test_counted_stretches_agree() -> None:
    assert moves_from(27, 1) == "1 move from ply 27"
    assert moves_from(27, 10) == "10 moves from ply 27"
    assert plies(1) == "1 ply" and plies(3) == "3 plies" and count(1, "move") == "1 move"


def test_the_checks_catch_what_they_should() -> None:
    assert problems(["You passes.", "You has the most", "Ann pass", "(1 moves)", "1 plies"]) == [
        "You passes.",
        "You has the most",
        "Ann pass",
        "(1 moves)",
        "1 plies",
    ]
    assert problems(["You pass.", "You have the most", "Ann passes", "(1 move)", "3 plies"]) == []
