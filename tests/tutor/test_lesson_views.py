"""The lesson screen asks its step's view, never the step's kind (issue 24: a view per
step kind, ``tutor/lesson_views.py``): every kind a lesson file may hold has one, and the
screen's module names no step kind of its own."""

from __future__ import annotations

import ast
import typing
from pathlib import Path

from lessons.format import Step
from tutor.lesson_views import VIEWS, StepView

ROOT = Path(__file__).resolve().parents[2]


def test_every_step_kind_has_its_view() -> None:
    kinds = set(typing.get_args(Step))
    assert set(VIEWS) == kinds
    assert all(issubclass(view, StepView) for view in VIEWS.values())


def test_the_lesson_screen_asks_no_step_its_kind() -> None:
    """No ``isinstance(step, DoStep)`` on the screen: what a kind decides is its view's."""
    source = (ROOT / "tutor/screens/lesson.py").read_text(encoding="utf-8")
    kinds = {kind.__name__ for kind in typing.get_args(Step)}
    asked = [
        ast.unparse(node)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", None) == "isinstance"
        and any(isinstance(n, ast.Name) and n.id in kinds for n in ast.walk(node.args[1]))
    ]
    assert asked == []
