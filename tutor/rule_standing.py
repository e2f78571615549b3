"""Which of a game's rules are solid and which keep tripping the learner, for Learn.

Counted by rule id from the game's rule catalogue, from what the learner did: the do and
quiz steps done in the course (``progress.json``: each step cites its rules) and the steps
got wrong, with how their practice went since (``practice.json``'s ``StepCard``: the misses,
rated Again, and whether the last answer was wrong). A rule keeps tripping the learner
while a step citing it was last answered wrong; it is solid once a step citing it is done
and none citing it stands missed. Rules no do or quiz step has asked yet are neither.
Plain Python, for any game: the course and the catalogue say everything.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from lessons.course import CourseLesson
from lessons.format import DoStep, QuizStep
from lessons.practice import Practice
from lessons.progress import Progress
from tutor.learning import lesson_entry


class RuleStanding(NamedTuple):
    rule: str
    title: str
    done: int
    """Do and quiz steps citing the rule that the learner has done."""
    misses: int
    """Wrong answers counted on steps citing it (lesson misses, practice rated Again)."""
    tripping: bool
    """A step citing it was last answered wrong (it comes back in practice)."""


class RuleStandings(NamedTuple):
    tripping: list[RuleStanding]
    """Most misses first."""
    solid: list[RuleStanding]
    """In the course's order."""


def rule_standings(
    game: Any, lessons: list[CourseLesson], progress: Progress, practice: Practice
) -> RuleStandings:
    """Each rule the learner has met in a do or quiz step, as solid or tripping."""
    done: dict[str, int] = {}
    for item in lessons:
        entry = lesson_entry(progress, game.id, item.id)
        for index, step in enumerate(item.lesson.steps):
            if isinstance(step, DoStep | QuizStep):
                for rule in step.rules:
                    done[rule] = done.get(rule, 0) + (index in entry.steps_done)
    misses: dict[str, int] = {}
    tripping: set[str] = set()
    for card in practice.steps_of(game.id):
        for rule in card.rules:
            misses[rule] = misses.get(rule, 0) + card.schedule.lapses
            if card.missed_last:
                tripping.add(rule)
    known = [rule for rule in [*done, *misses] if rule in game.rules]

    def standing(rule: str) -> RuleStanding:
        title = game.rules[rule].title
        return RuleStanding(rule, title, done.get(rule, 0), misses.get(rule, 0), rule in tripping)

    found = [standing(rule) for rule in dict.fromkeys(known)]
    trips = sorted((s for s in found if s.tripping), key=lambda s: -s.misses)
    solid = [s for s in found if not s.tripping and s.done]
    return RuleStandings(trips, solid)
