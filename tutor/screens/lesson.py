"""A lesson, step by step, beside the game's board: read, do, quiz and play.

The screen shows what :class:`lessons.runner.LessonRunner` builds and judges; it
decides nothing about the rules itself. Moves are made exactly as on the Play
screen (the shared :class:`tutor.screens.move_entry.MoveEntry`): pick a piece and
a place, or type the move. Only the game's plug-in depends on the game (``ui_for``).

Lesson text is our own data, but it is still shown as plain text: a bracket in a
lesson is a bracket, never markup.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Header, Input, OptionList, RichLog, Static

from engine.core import Event, IllegalMove
from engine.i18n import N_, _
from lessons.course import CourseLesson
from lessons.format import DoStep, PlayStep, QuizStep, ReadStep, Step
from lessons.progress import load_progress, save_progress
from lessons.questions import same_answer
from lessons.runner import Feedback, LessonRunner, describe_goal
from tutor.explain import event_texts, rule_line
from tutor.guided_game import GuidedGame
from tutor.lesson_words import (
    KIND_LABELS,
    KIND_NAMES,
    RULES_AFTER_ANSWER,
    final_text,
    reflow,
    score_marks,
    verdict_text,
)
from tutor.names import default_name
from tutor.plugins import ui_for
from tutor.screens.base import niwa
from tutor.screens.dialogs import Confirm
from tutor.screens.lesson_done import LessonDone
from tutor.screens.move_entry import MoveEntry
from tutor.screens.rules import RulesScreen
from tutor.widgets.hand import Hand
from tutor.widgets.keybar import KeyBar
from tutor.widgets.move_input import MoveInput
from tutor.widgets.quiz_answers import MAX_QUIZ_CHOICES, QuizAnswers
from tutor.widgets.reflow_log import ReflowLog
from tutor.widgets.score_sheet import ScoreSheet


class LessonScreen(MoveEntry):
    """One lesson of a course; Next and Previous walk its steps."""

    AUTO_FOCUS = ""
    """Each step chooses what has the focus (the board, the answers or the text)."""

    CSS = """
    LessonScreen #lesson-body { height: 1fr; }
    LessonScreen #board { width: 1fr; height: 1fr; }
    LessonScreen #board:focus { background: $boost; }
    LessonScreen #lesson-side { width: 46; min-width: 38; }
    LessonScreen #step-head { height: auto; padding: 0 1; background: $boost; }
    LessonScreen #step-scroll {
        height: 1fr;
        min-height: 4;
        padding: 0 1;
        scrollbar-gutter: stable;
    }
    LessonScreen #step-scroll:focus { background: $boost; }
    LessonScreen #step-rules { color: $text-muted; }
    LessonScreen #sheet { height: auto; margin-bottom: 1; }
    LessonScreen #seats { height: auto; padding: 0 1; border-top: solid $primary 40%; }
    LessonScreen #feedback {
        height: auto;
        max-height: 14;
        overflow-y: auto;
        padding: 0 1;
        border: round $primary 50%;
    }
    LessonScreen #feedback.-right { border: round $success; }
    LessonScreen #feedback.-wrong { border: round $error; }
    LessonScreen #prompt { height: auto; min-height: 1; padding: 0 1; }
    LessonScreen #choices { height: auto; max-height: 8; }
    LessonScreen #log {
        height: 8;
        overflow-y: auto;
        scrollbar-gutter: stable;
        border: round $primary 40%;
        padding: 0 1;
    }
    .-narrow LessonScreen #lesson-side { width: 40; min-width: 30; }
    .-narrow LessonScreen #log { height: 5; }
    /* 80x24: the move list and the hand give rows to the rest of the side panel. */
    .-narrow LessonScreen #choices { max-height: 4; }
    .-narrow LessonScreen #hand { margin-top: 0; }
    /* Where the board draws every piece to pick, a lesson's side panel leaves out the row
       of pieces (the step's text, prompt and log keep their rows); below 100 columns,
       where the board lists every player, the seats too. */
    .-narrow LessonScreen.-board-lists-hands #seats,
    LessonScreen.-board-shows-pieces #hand {
        display: none;  /* the board shows them too: keys 1-4 still pick */
    }
    """
    SCOPED_CSS = False  # its rules name the app's -narrow class above the screen
    """The screen's rules as the app's own CSS (``CSS``, not ``DEFAULT_CSS``), as lesson.tcss
    was: they beat the shared rules of app.tcss and widgets.tcss by specificity."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n,pagedown", "next", N_("Next step")),
        Binding("p,pageup", "previous", N_("Previous step")),
        Binding("1", "pick(0)", N_("Piece 1"), show=False),
        Binding("2", "pick(1)", N_("Piece 2"), show=False),
        Binding("3", "pick(2)", N_("Piece 3"), show=False),
        Binding("4", "pick(3)", N_("Piece 4"), show=False),
        Binding("b", "focus_board", N_("Board"), show=False),
        Binding("t,colon", "type_move", N_("Type a move"), key_display="t"),
        Binding("h", "hint", N_("Hint")),  # offered in a game only (check_action)
        Binding("r", "rules", N_("Rules")),
        Binding("a", "again", N_("Try the step again")),
        Binding("shift+down", "scroll_text(1)", N_("More text"), key_display="Shift+Down"),
        Binding("shift+up", "scroll_text(-1)", N_("Text back"), show=False, key_display="Shift+Up"),
        Binding("escape", "leave", N_("Leave (asks)")),
    ]

    def __init__(
        self, game_id: str, lessons: list[CourseLesson], index: int, *, step: int = 0
    ) -> None:
        super().__init__()
        self.game_id = game_id
        self.lessons = lessons
        self.index = index
        self.item = lessons[index]
        self.runner = LessonRunner(self.item.lesson, f"lessons/{game_id}/{self.item.id}")
        self.game = self.runner.game
        self.ui = ui_for(self.game.id)
        self.progress = load_progress()
        self.step_index = max(0, min(step, len(self.runner.steps) - 1))
        self.feedback: dict[int, Feedback] = {}
        """The last verdict shown on each do or quiz step."""
        self.solved: dict[int, Feedback] = {}
        """Right answers, kept so that stepping back shows what was done."""
        self.moves_made: dict[int, Any] = {}
        self.games: dict[int, GuidedGame] = {}
        self.highlights: dict[str, str] = {}
        self.piece: str | None = None
        self.refused: str | None = None

    # -- layout ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="lesson-body"):
            board = self.ui.make_board(interactive=True)
            board.enters_draws = False  # the course deals: no picker for a draw
            yield board
            with Vertical(id="lesson-side"):
                yield Static(id="step-head")
                with VerticalScroll(id="step-scroll"):
                    yield ScoreSheet(id="sheet")
                    yield Static(id="step-text")
                    yield Static(id="step-rules")
                yield Static(id="seats")
                yield Static(id="feedback")
                yield Static(id="prompt")
                yield Hand(id="hand")
                yield MoveInput(id="move-input", placeholder=self.ui.move_placeholder)
                yield OptionList(id="choices")
                yield QuizAnswers(id="quiz")
                yield ReflowLog(
                    id="log", wrap=True, markup=False, auto_scroll=True, max_lines=200, min_width=10
                )
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = _("{game}: {lesson}").format(
            game=self.game.title, lesson=self.item.lesson.title
        )
        self.sub_title = _("lesson {n} of {total}").format(
            n=self.index + 1, total=len(self.lessons)
        )
        self.set_class(self.ui.board_lists_hands, "-board-lists-hands")  # see lesson.tcss
        self.set_class(self.ui.board_shows_pieces, "-board-shows-pieces")
        blink = niwa(self).settings.cursor_blink
        self.query_one("#move-input", Input).cursor_blink = blink
        self.query_one("#quiz-input", Input).cursor_blink = blink
        self.go(self.step_index)

    # -- where we are -------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.runner.steps[self.step_index]

    @property
    def kind(self) -> str:
        return KIND_NAMES[type(self.step)]

    @property
    def steps_done(self) -> list[int]:
        return self.progress.lesson(self.game_id, self.item.id).steps_done

    def learner(self) -> int | None:
        """The seat the learner plays here (the seat to move in a do step)."""
        step = self.step
        if isinstance(step, PlayStep):
            return step.seat
        seat = self.game.to_move(self.runner.position(self.step_index))
        return seat if seat >= 0 and isinstance(step, DoStep) else None

    def names(self) -> list[str]:
        """Names for the seats: You (the learner), Computer 2, 3... in a game (named as
        Play names them, so never two alike), else the colours."""
        state = self.runner.position(self.step_index)
        learner = self.learner()
        play = isinstance(self.step, PlayStep)
        names = []
        for seat in range(self.game.seats(state)):
            side = self.game.sides(state)[self.game.side_of(state, seat)]
            if seat == learner or play:
                names.append(default_name(seat, computer=seat != learner, people=1))
            else:
                names.append(side[:1].upper() + side[1:])
        return names

    def seat_name(self, state: Any, seat: int) -> str:
        """``You (pink)``, ``Computer (blue)``, or just ``Green`` for a seat nobody plays."""
        name = self.names()[seat]
        side = self.game.sides(state)[self.game.side_of(state, seat)]
        if self.game.seats(state) > len(self.game.sides(state)):  # teams: say which seat
            return _("{name} (seat {seat}, {side})").format(name=name, seat=seat + 1, side=side)
        return name if name.casefold() == side.casefold() else f"{name} ({side})"

    def guided(self) -> GuidedGame:
        """The play step's game, started on first visit (the computer moves up to you)."""
        step = self.step
        assert isinstance(step, PlayStep)
        if self.step_index not in self.games:
            game = GuidedGame(self.runner.position(self.step_index), random.Random(step.seed))
            self.games[self.step_index] = game
            self.run_computer(game)
            if self.game.is_over(game.state):  # nothing left for the learner to play
                self.mark_done(self.step_index)
        return self.games[self.step_index]

    def play_over(self) -> bool:
        return isinstance(self.step, PlayStep) and self.game.is_over(self.guided().state)

    # -- MoveEntry: where the learner moves ------------------------------------------------

    def entry_state(self) -> Any:
        if isinstance(self.step, PlayStep):
            return self.guided().state
        return self.runner.position(self.step_index)

    def entry_open(self) -> bool:
        step = self.step
        if isinstance(step, DoStep):
            return self.step_index not in self.solved
        if isinstance(step, PlayStep):
            state = self.guided().state
            return not self.game.is_over(state) and self.game.to_move(state) == step.seat
        return False

    def hint_names(self) -> list[str] | None:
        """The players' names, for the other sides a hint names."""
        return self.names()

    def hint_position(self) -> tuple[Any, int] | None:
        """Hints only in a play step's game: a do step's move is the learner's to find."""
        if not isinstance(self.step, PlayStep):
            return None
        return super().hint_position()

    def lists_moves(self) -> bool:
        """A do step is an exercise: a list of every legal move would hand the learner
        the answer to pick, so where the board can make every move the list is left out
        (the guided game keeps it, as Play does)."""
        if isinstance(self.step, DoStep) and self.board().has_places:
            return False
        return super().lists_moves()

    def board_owns(self, key: str) -> bool:
        """Whether the game's board binds ``key`` itself (its meaning wins on a move step)."""
        return any(
            key in str(getattr(binding, "key", "")).split(",")
            for binding in getattr(self.ui.board_type, "BINDINGS", [])
        )

    def show_example(self, state: Any) -> None:
        """In a do step an example move could be the answer: the box shows none."""
        if not isinstance(self.step, DoStep):
            super().show_example(state)
            return
        for box in self.query("#move-input"):
            if isinstance(box, MoveInput):
                box.placeholder = "or type a move"

    def no_hint_words(self) -> Text:
        """Outside the guided game the move or the answer is the learner's to find."""
        if not isinstance(self.step, PlayStep):
            return Text(_("No hints in this step: finding it is the exercise."), "italic")
        return super().no_hint_words()

    def aims_at_targets(self) -> bool:
        """In a do step the cursor stays where the learner put it when a piece is picked:
        the step may invite trying a cell, and Enter must play there, not on a first
        target the cursor jumped to."""
        return not isinstance(self.step, DoStep)

    def action_again(self) -> None:
        """A solved do step, opened for another try (it stays done in the progress)."""
        index = self.step_index
        if not isinstance(self.step, DoStep) or index not in self.solved:
            return
        del self.solved[index]
        self.feedback.pop(index, None)
        self.moves_made.pop(index, None)
        self.show_step()
        self.focus_for_step()

    def previews_points(self) -> bool:
        """A do step's goal is often the points: the learner works them out."""
        return not isinstance(self.step, DoStep)

    def submit(self, move: Any) -> bool:
        """The learner's move: judged by the runner (do) or played in the guided game."""
        if not self.entry_open():
            return False
        if isinstance(self.step, PlayStep):
            return self.play_move(move)
        index = self.step_index
        verdict = self.runner.check_move(index, move)
        self.feedback[index] = verdict
        self.piece = None
        if verdict.correct:
            self.solved[index] = verdict
            self.moves_made[index] = move
            self.refused = None
            self.mark_done(index)
        else:
            refs = self.ui.move_refs(move)
            self.refused = refs[0] if refs else None
        self.show_step()
        if verdict.correct:
            self.focus_for_step()
        return verdict.correct

    def play_move(self, move: Any) -> bool:
        game = self.guided()
        try:
            result = game.play(self.game, self.ui.move_refs(move), move)
        except IllegalMove as err:
            self.refuse(err, self.ui.move_refs(move))
            return False
        self.piece = None
        self.refused = None
        self.write_log(game, result.events)
        self.run_computer(game)
        self.show_step()
        if self.game.is_over(game.state):
            self.mark_done(self.step_index)
            self.draw_head()
            self.query_one("#sheet").focus()  # the score sheet, scrolled into view
        return True

    def run_computer(self, game: GuidedGame) -> None:
        """The dealer and the other seats move (runner.advance) until the learner is due."""
        events = game.advance(self.game, self.runner, self.step_index)
        if events:
            self.write_log(game, events)

    def write_log(self, game: GuidedGame, events: list[Event] | tuple[Event, ...]) -> None:
        step = self.step
        assert isinstance(step, PlayStep)
        texts = event_texts(
            self.game, game.state, self.names(), events, step.seat, with_rules=False
        )
        game.log.extend(texts)
        if self.is_mounted:
            log = self.query_one("#log", RichLog)
            for text in texts:
                log.write(text)

    # -- quizzes ----------------------------------------------------------------------------

    def answer(self, given: str) -> Feedback | None:
        """The learner's answer to the quiz on screen, judged by the runner."""
        index = self.step_index
        if not isinstance(self.step, QuizStep) or index in self.solved:
            return None
        verdict = self.runner.check_answer(index, given)
        self.feedback[index] = verdict
        if verdict.correct:
            self.solved[index] = verdict
            self.mark_done(index)
        self.show_step()
        if verdict.correct:
            self.focus_for_step()
        return verdict

    def quiz_choices(self) -> list[str]:
        step = self.step
        if isinstance(step, QuizStep) and len(step.choices) <= MAX_QUIZ_CHOICES:
            return step.choices
        return []

    @on(QuizAnswers.Answered)
    def _answered(self, event: QuizAnswers.Answered) -> None:
        verdict = self.answer(event.given)
        if verdict is not None and not verdict.correct:
            self.query_one(QuizAnswers).clear_typed()

    # -- progress -----------------------------------------------------------------------------

    def mark_done(self, index: int) -> None:
        """Record the step as done, on disk at once (a closed terminal loses nothing)."""
        self.progress.mark_step(self.game_id, self.item.id, index, len(self.runner.steps))
        try:
            save_progress(self.progress)
        except OSError as err:
            said = _("Could not save your progress: {error}").format(error=err)
            self.notify(said, severity="warning", markup=False)

    # -- navigation ---------------------------------------------------------------------------

    def go(self, index: int) -> None:
        self.step_index = index
        self.piece = None
        self.refused = None
        self.query_one("#step-scroll").scroll_home(animate=False)
        self.query_one("#move-input", Input).value = ""
        self.query_one("#quiz-input", Input).value = ""
        game = self.guided() if isinstance(self.step, PlayStep) else None
        log = self.query_one("#log", RichLog)
        log.clear()
        for text in game.log if game is not None else []:
            log.write(text)
        self.show_step()
        self.focus_for_step()

    def action_next(self) -> None:
        """On to the next step (a read step counts as done once read); after the last, the end."""
        if isinstance(self.step, ReadStep):
            self.mark_done(self.step_index)
        if self.step_index + 1 < len(self.runner.steps):
            self.go(self.step_index + 1)
        else:
            self.finish()

    def action_previous(self) -> None:
        if self.step_index > 0:
            self.go(self.step_index - 1)

    def action_scroll_text(self, direction: int) -> None:
        """Scroll the step's text by most of its height, whatever has the focus (a text
        longer than its panel is read with keys, not only the mouse wheel: issue 22)."""
        box = self.query_one("#step-scroll")
        page = max(1, box.scrollable_content_region.height - 1)
        box.scroll_relative(y=direction * page, animate=False)
        self.refresh_bindings()

    def action_rules(self) -> None:
        rules = self.step.rules
        self.app.push_screen(RulesScreen(self.game.id, rule_id=rules[0] if rules else None))

    @work(exclusive=True, group="leave")
    async def action_leave(self) -> None:
        """Back to the course, always asked: one Esc too many must not leave a lesson (and
        the next keys then open another)."""
        leave = await self.app.push_screen_wait(
            Confirm(
                _("Leave this lesson? The steps you did are saved."),
                yes=_("Leave"),
                no=_("Keep learning"),
            )
        )
        if leave:
            self.dismiss()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Move keys only on steps with moves, a hint only in a game; Previous greyed out on
        the first step."""
        if action == "game_move":
            return self.action_moves_allowed(int(str(parameters[0])))
        moving = isinstance(self.step, DoStep | PlayStep)
        if action == "pick":
            return moving and self.picks_pieces()
        if action == "focus_board":
            return moving and self.ui.board_type.has_places
        if action == "type_move":
            return moving
        if action == "hint":
            return isinstance(self.step, PlayStep)
        if action == "rules" and moving and self.board_owns("r"):
            return False  # the board's own r (a game's board may bind it); rules: palette
        if action == "previous":
            return None if self.step_index == 0 else True
        if action == "again":
            return isinstance(self.step, DoStep) and self.step_index in self.solved
        if action == "scroll_text":  # offered only where the step's text runs past its box
            boxes = self.query("#step-scroll")
            box = boxes.first() if boxes else None
            if box is None or not box.max_scroll_y:
                return False
            down = not parameters or parameters[0] == 1  # asked without its direction: down
            more = box.scroll_y < box.max_scroll_y if down else box.scroll_y > 0
            return more or None
        return True

    @work(exclusive=True, group="finish")
    async def finish(self) -> None:
        """The end of the lesson: offer the next one (or a game, after the last)."""
        following = self.lessons[self.index + 1] if self.index + 1 < len(self.lessons) else None
        todo = [i for i in range(len(self.runner.steps)) if i not in self.steps_done]
        choice = await self.app.push_screen_wait(
            LessonDone(self.item, following, todo, self.runner.steps, self.game.title)
        )
        if choice == "next" and following is not None:
            self.open_next()
        elif choice == "again" and todo:
            self.go(todo[0])
        elif choice == "play":
            self.dismiss()
            niwa(self).action_play(self.game.id)
        elif choice == "course":
            self.dismiss()

    def open_next(self) -> LessonScreen:
        """Put the next lesson in this one's place (Esc then goes back to the course)."""
        screen = LessonScreen(self.game_id, self.lessons, self.index + 1)
        self.app.switch_screen(screen)
        return screen

    # -- showing ------------------------------------------------------------------------------

    def show_step(self) -> None:
        self.draw_head()
        self.draw_text()
        self.draw_seats()
        self.draw_feedback()
        self.draw_hand()
        self.draw_choices()
        self.draw_quiz()
        self.draw_play()
        self.draw_board()
        self.show_prompt(self.default_prompt())
        self.refresh_bindings()
        self.call_after_refresh(self.refresh_bindings)  # "More text" once the text is laid out

    def focus_between_moves(self) -> None:
        if self.entry_open():
            super().focus_between_moves()
        else:
            self.focus_for_step()

    def focus_for_step(self) -> None:
        """The board for a move, the answers for a quiz, the text for reading."""
        if self.entry_open():
            if self.focused is self.query_one("#move-input"):
                return  # the learner is typing a move: the box keeps the focus
            self.focus_between_moves()
        elif isinstance(self.step, QuizStep) and self.step_index not in self.solved:
            self.query_one(QuizAnswers).focus_answer()
        else:
            self.query_one("#step-scroll").focus()

    def draw_head(self) -> None:
        text = Text()
        where = _("Step {n} of {total}: ").format(
            n=self.step_index + 1, total=len(self.runner.steps)
        )
        text.append(where, style="bold")
        text.append(KIND_LABELS[self.kind], style="bold cyan")
        if self.step_index in self.steps_done:
            text.append("   " + _("done"), style="bold green")
        self.query_one("#step-head", Static).update(text)

    def draw_text(self) -> None:
        step = self.step
        text = Text()
        text.append(step.title, style="bold underline")
        text.append("\n")
        text.append(reflow(step.text))
        if isinstance(step, DoStep):
            text.append("\n\n" + _("Goal: "), style="bold")
            text.append(describe_goal(step.goal, self.game) + ".")
        if step.highlight:
            text.append("\n" + _("Look at: "), style="bold")
            text.append(", ".join(step.highlight))
        self.query_one("#step-text", Static).update(text)
        rules = Text()
        if isinstance(step, QuizStep) and self.step_index not in self.solved:
            # The rule's paraphrase often is the answer: it waits until the learner has one.
            rules.append(f"\n{RULES_AFTER_ANSWER}", style="dim italic")
        else:
            for rule_id in step.rules:
                if rule_id in self.game.rules:
                    rules.append("\n")
                    rules.append_text(rule_line(self.game.rules[rule_id]))
        self.query_one("#step-rules", Static).update(rules)

    def shown_viewer(self) -> int | None:
        """Whose hidden pieces stay hidden: in a guided game, the computer's."""
        step = self.step
        return step.seat if isinstance(step, PlayStep) else None

    def shown_state(self) -> Any:
        step = self.step
        if isinstance(step, PlayStep):
            return self.game.view(self.guided().state, step.seat)
        solved = self.solved.get(self.step_index)
        if solved is not None and solved.state is not None:
            return solved.state
        return self.runner.position(self.step_index)

    def draw_seats(self) -> None:
        state = self.shown_state()
        scores = self.game.scores(state)
        mover = self.game.to_move(state)
        out = Text()
        for seat in range(self.game.seats(state)):
            if seat:
                out.append("\n")
            out.append("> " if seat == mover else "  ", style="bold yellow")
            out.append(self.seat_name(state, seat), style="bold")
            side = self.game.side_of(state, seat)
            out.append(f"  {self.ui.seat_score(state, scores[side])}  ")
            visible = self.shown_viewer() in (None, seat)
            out.append_text(
                self.ui.seat_hand_text(self.app.has_class("-narrow"), state, seat, visible)
            )
        status = self.ui.status_text(state)
        if status.plain:
            out.append("\n")
            out.append_text(status)
        self.query_one("#seats", Static).update(out)

    def draw_feedback(self) -> None:
        panel = self.query_one("#feedback", Static)
        verdict = self.feedback.get(self.step_index)
        if isinstance(self.step, PlayStep) and self.play_over():
            panel.update(final_text(self.game, self.guided().state, self.names()))
            panel.display = True
            return
        panel.display = verdict is not None
        if verdict is not None:
            panel.update(
                verdict_text(
                    self.game,
                    verdict,
                    self.shown_state(),
                    self.names(),
                    do_step=isinstance(self.step, DoStep),
                )
            )
        panel.set_class(verdict is not None and verdict.correct, "-right")
        panel.set_class(verdict is not None and not verdict.correct, "-wrong")

    def draw_quiz(self) -> None:
        step, index = self.step, self.step_index
        quiz = isinstance(step, QuizStep)
        self.query_one(QuizAnswers).show(
            quiz=quiz,
            choices=self.quiz_choices(),
            solved=index in self.solved,
            is_right=lambda choice: same_answer(choice, self.runner.answer(index)),
            number=isinstance(step, QuizStep) and isinstance(step.answer, int),
        )

    def draw_play(self) -> None:
        play = isinstance(self.step, PlayStep)
        over = play and self.play_over()
        self.query_one("#log").display = play
        sheet = self.query_one("#sheet", ScoreSheet)
        sheet.display = over
        if over:
            sheet.show(self.game, self.ui, self.guided().state, self.names())
        moving = isinstance(self.step, DoStep | PlayStep) and self.entry_open()
        self.query_one("#move-input").display = moving

    def draw_board(self) -> None:
        step = self.step
        marks: dict[str, str] = {}
        if isinstance(step, PlayStep):
            marks.update(self.guided().marks)
        else:
            solved = self.solved.get(self.step_index)
            if solved is not None and isinstance(step, DoStep):
                move = self.moves_made[self.step_index]
                marks.update({ref: "last" for ref in self.ui.move_refs(move)})
                marks.update(score_marks(solved.events))
            else:
                marks.update({ref: "lesson" for ref in step.highlight})
        marks.update(self.entry_marks())
        self.highlights = marks
        self.board().entering = self.entry_open()
        self.board().show(
            self.shown_state(), viewer=self.shown_viewer(), lit=marks, names=self.names()
        )

    @on(ScoreSheet.LineChosen)
    def _sheet_line(self, event: ScoreSheet.LineChosen) -> None:
        if event.line is None or not isinstance(self.step, PlayStep):
            return
        state = self.guided().state
        marks = self.ui.line_highlights(state, event.line)
        self.board().show(
            self.shown_state(), viewer=self.shown_viewer(), lit=marks, names=self.names()
        )

    def default_prompt(self) -> Text:
        step = self.step
        solved = self.step_index in self.solved
        last = self.step_index + 1 == len(self.runner.steps)
        onward = _("n: finish the lesson.") if last else _("n: next step.")
        if isinstance(step, ReadStep):
            return Text(
                _("Read, look at the board, then {onward}").format(onward=onward), style="dim"
            )
        if isinstance(step, QuizStep):
            if solved:
                return Text(_("Well done. {onward}").format(onward=onward), style="dim")
            if self.quiz_choices():
                return Text(_("Choose your answer (Tab moves between them, Enter picks)."))
            return Text(_("Type your answer, then Enter."))
        if isinstance(step, PlayStep) and self.play_over():
            return Text(_("Game over. {onward}").format(onward=onward), style="bold")
        if isinstance(step, DoStep) and solved:
            return Text(_("Done. {onward}").format(onward=onward), style="dim")
        if not self.entry_open():
            return Text(_("The computer is moving..."), style="italic")
        text = Text.assemble((_("Your move. "), "bold"))
        if self.piece is None:
            text.append(self.board_help())
        else:
            said = _("{piece} picked: choose a {place}. ")
            text.append(said.format(piece=self.piece, place=self.ui.place_word))
            text.append(_("Enter or click to place it."), style="dim")
        return self.with_hint(text)

    def show_prompt(self, text: Text) -> None:
        self.query_one("#prompt", Static).update(text)
