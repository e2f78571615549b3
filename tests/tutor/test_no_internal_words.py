"""No text a player reads names niwa's own files or working words (issue 22, section 3):
not "rules-facts", not a file name, not "constant q". The rules catalogue (``niwa rules``,
the rules screen, the rule lines under events), every position ``niwa show`` draws
for a lesson, and every lesson's words, for every registered game."""

from __future__ import annotations

import re

import pytest

from engine.core import citation
from engine.registry import GAMES
from lessons.course import course, games_with_courses
from lessons.format import DoStep, QuizStep
from lessons.runner import LessonRunner
from replays.explain import rule_line
from tutor.cli import main
from tutor.screens.rules import rule_detail

INTERNAL = re.compile(r"rules-facts|\b[\w/-]+\.(?:md|toml|py|json|txt)\b|constant [qrs]\b")


def internal(texts: list[str]) -> list[str]:
    return [t for t in texts if INTERNAL.search(t)]


def test_the_check_sees_internal_words() -> None:
    assert internal(["(Preparar; rules-facts)", "see deck.toml", "constant q", "a koi tile"]) == [
        "(Preparar; rules-facts)",
        "see deck.toml",
        "constant q",
    ]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_catalogue_cites_as_a_player_reads(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", game_id]) == 0
    texts = capsys.readouterr().out.splitlines()
    for rule in GAMES[game_id].rules:
        line = rule_line(rule).plain
        texts += [line, rule_detail(rule).plain, citation(rule)]
        assert line.count(rule.text) == 1  # no rule text twice
        assert citation(rule).startswith(("Rulebook: «", "Not in the rulebook"))
        assert ("niwa's ruling" in citation(rule)) == rule.ruling
    assert internal(texts) == []


@pytest.mark.parametrize("game_id", games_with_courses())
def test_no_lesson_says_internal_words(game_id: str) -> None:
    texts: list[str] = []
    for item in course(game_id):
        runner = LessonRunner(item.lesson, item.id)
        texts.append(item.lesson.summary)
        for index, step in enumerate(runner.steps):
            texts += [step.title, step.text, runner.game.describe(runner.position(index), None)]
            if isinstance(step, QuizStep):
                texts += [step.explain, step.hint, *step.why.values()]
            elif isinstance(step, DoStep):
                texts += [step.hint, step.success, step.goal.text, *step.why.values()]
    assert internal(texts) == []
