"""A lesson quiz's answers: its choices as buttons, or a box to type the answer in.

The lesson screen passes down what to show (:meth:`QuizAnswers.show`); the widget sends
the learner's answer up as :class:`QuizAnswers.Answered` and judges nothing itself. The
choices stack one under the other where they do not fit side by side (``ChoiceRow``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Button, Input

from engine.i18n import _
from tutor.widgets.choice_row import ChoiceRow

MAX_QUIZ_CHOICES = 6
"""More choices than this are typed, not offered as buttons."""


class QuizAnswers(Vertical):
    """The answer part of a quiz step: buttons (``#answer-N``) or a box (``#quiz-input``)."""

    DEFAULT_CSS: ClassVar[str] = """
    QuizAnswers {
        height: auto;
    }
    QuizAnswers #quiz-choices {
        height: auto;
        margin: 1 0 0 1;
    }
    QuizAnswers .quiz-choice, QuizAnswers ChoiceRow.-stacked > .quiz-choice {
        margin-right: 2;  /* stacked too: the row measures the same width either way */
        min-width: 8;
    }
    QuizAnswers .quiz-choice.-right {
        text-style: bold reverse;
    }
    """

    class Answered(Message):
        """The learner chose or typed ``given``."""

        def __init__(self, given: str) -> None:
            super().__init__()
            self.given = given

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.choices: list[str] = []

    def compose(self) -> ComposeResult:
        with ChoiceRow(id="quiz-choices"):
            for i in range(MAX_QUIZ_CHOICES):
                yield Button("", id=f"answer-{i}", compact=True, classes="quiz-choice")
        yield Input(id="quiz-input")

    def show(
        self,
        *,
        quiz: bool,
        choices: Sequence[str],
        solved: bool,
        is_right: Callable[[str], bool],
        number: bool,
    ) -> None:
        """A quiz (``quiz``) with ``choices`` (none: the answer is typed, ``number`` asks
        for a number); once ``solved`` the buttons are disabled and the right one marked."""
        self.choices = list(choices)
        row = self.query_one("#quiz-choices", ChoiceRow)
        row.display = quiz and bool(choices)
        for i in range(MAX_QUIZ_CHOICES):
            button = self.query_one(f"#answer-{i}", Button)
            button.display = i < len(choices)
            if i < len(choices):
                button.label = Text(choices[i])
                button.refresh(layout=True)  # its width follows its new label
                button.disabled = solved
                button.set_class(solved and is_right(choices[i]), "-right")
        field = self.query_one("#quiz-input", Input)
        field.display = quiz and not choices and not solved
        if quiz and not choices:
            field.placeholder = (
                _("a number, then Enter") if number else _("your answer, then Enter")
            )
        row.refit()
        self.call_after_refresh(row.refit)  # the labels measure anew once drawn

    def clear_typed(self) -> None:
        """Empty the answer box (after a wrong typed answer)."""
        self.query_one("#quiz-input", Input).value = ""

    def focus_answer(self) -> None:
        """The first choice, or the box where the answer is typed."""
        self.query_one("#answer-0" if self.choices else "#quiz-input").focus()

    @on(Button.Pressed, ".quiz-choice")
    def _choice_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        index = int((event.button.id or "answer-0").split("-")[1])
        if index < len(self.choices):
            self.post_message(self.Answered(self.choices[index]))

    @on(Input.Submitted, "#quiz-input")
    def _typed_answer(self, event: Input.Submitted) -> None:
        event.stop()
        if event.value.strip():
            self.post_message(self.Answered(event.value))
