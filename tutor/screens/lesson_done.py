"""The end of a lesson: on to the next one, back to the course, or a real game.

Styled by its own ``CSS`` (the app's level, not ``DEFAULT_CSS``): its box is the app's
``.dialog`` made wider, which a widget's default CSS could not do (the app's rules win
over it)."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from engine.i18n import N_, _
from lessons.course import CourseLesson
from lessons.format import Step
from tutor.widgets.choice_row import ChoiceRow


class LessonDone(ModalScreen[str]):
    """The end of a lesson: on to the next one, back to the course, or a real game.

    Dismissed with "next", "again" (a step left to do), "play" or "course".
    """

    CSS = """
    LessonDone { align: center middle; background: $background 60%; }
    LessonDone #done-box { width: 70; }
    LessonDone #done-lesson { color: $accent; margin-bottom: 1; }
    """
    SCOPED_CSS = False

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "choose('next')", N_("Next lesson")),
        Binding("escape,c", "choose('course')", N_("Back to the course")),
    ]

    def __init__(
        self,
        item: CourseLesson,
        following: CourseLesson | None,
        todo: list[int],
        steps: list[Step],
        game_title: str,
    ) -> None:
        super().__init__()
        self.item = item
        self.following = following
        self.todo = todo
        self.steps = steps
        self.game_title = game_title

    def compose(self) -> ComposeResult:
        with Vertical(id="done-box", classes="dialog"):
            if self.todo:
                head = _("The end of the lesson")
            elif self.following is None:
                head = _("Course complete: you have learnt {game}!").format(game=self.game_title)
            else:
                head = _("Lesson complete!")
            yield Static(Text(head, style="bold"), classes="dialog-title", id="done-head")
            yield Static(Text(self.item.lesson.title), id="done-lesson")
            if self.todo:
                left = ", ".join(f"{i + 1} ({self.steps[i].title})" for i in self.todo)
                yield Static(
                    Text(_("Still to do: step {steps}.").format(steps=left)), classes="muted"
                )
            if self.following is not None:
                yield Static(
                    Text.assemble((_("Next: "), "bold"), self.following.lesson.summary),
                    id="done-next",
                )
            with ChoiceRow(classes="dialog-buttons"):
                if self.following is not None:
                    yield Button(
                        Text(_("Next lesson: {lesson}").format(lesson=self.following.lesson.title)),
                        variant="primary",
                        id="next",
                    )
                if self.todo:
                    yield Button(_("Do what is left"), id="again")
                if self.following is None and not self.todo:
                    yield Button(_("Play a game"), variant="primary", id="play")
                yield Button(_("Back to the course"), id="course")

    def on_mount(self) -> None:
        self.query(Button).first().focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id or "course")

    def action_choose(self, choice: str) -> None:
        if choice == "next" and self.following is None:
            return
        self.dismiss(choice)
