"""A lesson in another language: its words from a sibling file, its structure from the English.

A course is written once, in English (``lessons/<game>/03-placement.toml``): positions,
goals, answers, rules. Another language holds only the words, in a file of the same
name in the language's folder (``lessons/<game>/es/03-placement.toml``):

    title = "..."          # the lesson's title and summary
    summary = "..."
    [[steps]]              # one per English step, in the same order
    kind = "quiz"          # the English step's kind, so a step added or moved is caught
    title = "..."
    text = "..."
    explain = "..."        # each key the English step writes words in, and no other
    hint = "..."
    why = { "4" = "..." }  # the same keys (moves, answers) as the English why
    choices = { yes = "sí", no = "no" }  # optional: a label for every English choice
    goal = "..."           # a do step's goal text (where the English has none, optional)

:func:`translate` merges it over the English lesson and refuses a file whose steps,
kinds or keys do not match it, so the two languages never drift: the engine checks
the same positions and answers in both, and ``niwa lessons check`` passes in both.
"""

from __future__ import annotations

import tomllib
from typing import Any

import msgspec

from engine.translations import placeholders
from lessons.format import DoStep, Lesson, LessonFileError, QuizStep, Step


def step_words(step: Step) -> dict[str, Any]:
    """The English words of one step, by the key its translation gives them under."""
    words: dict[str, Any] = {"kind": type(step).__struct_config__.tag, "title": step.title}
    words["text"] = step.text
    if isinstance(step, DoStep):
        words["hint"] = step.hint
        if step.success:
            words["success"] = step.success
        if step.goal.text:
            words["goal"] = step.goal.text
    if isinstance(step, QuizStep):
        words["explain"] = step.explain
        if step.hint:
            words["hint"] = step.hint
    if isinstance(step, DoStep | QuizStep) and step.why:
        words["why"] = dict(step.why)
    return words


OPTIONAL_KEYS = frozenset({"choices"})
"""Keys a translation may leave out: choices that read the same in every language
(numbers, cells, codes) are shown as written. A do step whose English goal has no
``text`` (the runner words it from its conditions, in English) may also give a
``goal``: the goal in the translation's words."""


def _refuse(name: str, problem: str) -> LessonFileError:
    return LessonFileError(f"{name}: {problem}")


def _same_placeholders(english: str, other: str) -> bool:
    return placeholders(english) == placeholders(other)


def _check_text(value: object, english: str, name: str, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _refuse(name, f"{where} is not a text")
    if not _same_placeholders(english, value):
        raise _refuse(name, f"{where} changes the placeholders of the English")
    return value


def _translate_step(step: Step, given: object, name: str, where: str) -> Step:
    if not isinstance(given, dict):
        raise _refuse(name, f"{where} is not a table")
    english = step_words(step)
    optional = OPTIONAL_KEYS | (
        {"goal"} if isinstance(step, DoStep) and not step.goal.text else set()
    )
    keys = set(given) - optional
    if keys != set(english):
        raise _refuse(
            name,
            f"{where} ({english['kind']}: {step.title!r}) has keys {sorted(keys)}, "
            f"the English {sorted(english)}",
        )
    if given["kind"] != english["kind"]:
        raise _refuse(name, f"{where} is a {given['kind']} step, the English a {english['kind']}")
    changes: dict[str, Any] = {}
    for key, text in english.items():
        if key in ("kind", "why"):
            continue
        changes[key] = _check_text(given[key], text, name, f"{where} {key}")
    if "why" in english:
        why = given["why"]
        if not isinstance(why, dict) or set(why) != set(english["why"]):
            raise _refuse(name, f"{where} why must explain exactly {sorted(english['why'])}")
        changes["why"] = {
            key: _check_text(why[key], english["why"][key], name, f"{where} why {key!r}")
            for key in english["why"]
        }
    if "choices" in given:
        labels = given["choices"]
        if not isinstance(step, QuizStep) or not step.choices:
            raise _refuse(name, f"{where} labels choices the English step does not offer")
        if not isinstance(labels, dict) or set(labels) != set(step.choices):
            raise _refuse(name, f"{where} choices must label exactly {step.choices}")
        if len({str(label).strip().casefold() for label in labels.values()}) != len(labels):
            raise _refuse(name, f"{where} gives two choices the same label")
        changes["values"] = list(step.choices)
        changes["choices"] = [
            _check_text(labels[choice], choice, name, f"{where} choice {choice!r}")
            for choice in step.choices
        ]
    if "goal" in given and "goal" not in english:
        # The English goal is worded from its conditions by the runner, in English: the
        # translation words it itself (checked by the engine like any goal text).
        changes["goal"] = _check_text(given["goal"], "", name, f"{where} goal")
    if "goal" in changes:
        assert isinstance(step, DoStep)
        changes["goal"] = msgspec.structs.replace(step.goal, text=changes["goal"])
    return msgspec.structs.replace(step, **changes)


def translate(lesson: Lesson, data: bytes, name: str) -> Lesson:
    """``lesson`` with its words taken from ``data`` (a translation file), or refused."""
    try:
        given = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise _refuse(name, str(err)) from None
    if set(given) != {"title", "summary", "steps"}:
        raise _refuse(name, f"has keys {sorted(given)}, not title, summary and steps")
    steps = given["steps"]
    if not isinstance(steps, list) or len(steps) != len(lesson.steps):
        count = len(steps) if isinstance(steps, list) else "no"
        raise _refuse(name, f"{count} steps, the English lesson {len(lesson.steps)}")
    return msgspec.structs.replace(
        lesson,
        title=_check_text(given["title"], lesson.title, name, "title"),
        summary=_check_text(given["summary"], lesson.summary, name, "summary"),
        steps=[
            _translate_step(step, words, name, f"step {index + 1}")
            for index, (step, words) in enumerate(zip(lesson.steps, steps, strict=True))
        ],
    )
