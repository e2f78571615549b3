"""The lesson screen, one step kind at a time: read, do (with a miss), quiz and play.

Each snapshot (120x40) is paired with assertions on the screen's state; the
positions are the Seikatsu course's own, built by the engine.
"""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, OptionList, RichLog

import tutor.screens.lesson
from engine.greedy import greedy_move
from engine.registry import get_game
from engine.seikatsu import tiles as T
from lessons.course import CourseLesson
from lessons.format import DoStep, Goal, Lesson, ReadStep
from tests.tutor.conftest import quiet_app
from tests.tutor.lessons_helpers import lesson_app, lesson_screen, shown, steps_done
from tutor.board import TextBoard
from tutor.lesson_words import reflow
from tutor.screens.dialogs import ChooseOne
from tutor.screens.lesson import LessonScreen
from tutor.ui import GamePlugin


def test_a_read_step_shows_its_text_rules_and_lit_cells(snap_compare: Any) -> None:
    # 06-flowers step 1: pink's rows drawn as a picture, the pink pagoda (d7) lit.
    async def check(pilot: Pilot[None]) -> None:
        screen = lesson_screen(pilot.app)
        assert screen.kind == "read" and screen.step_index == 0
        text = shown(screen, "#step-text")
        assert text.startswith("Looking from your pagoda\n")
        assert "4 4 4 ~ 4 4 4  <- pink at d7" in text  # the picture keeps its lines
        assert "Look at: d7" in text
        assert "Rule: Flower rows from your pagoda." in shown(screen, "#step-rules")
        assert screen.highlights == {"d7": "lesson"}
        assert shown(screen, "#step-head") == "Step 1 of 11: Read"
        assert not screen.query_one("#hand").display  # nothing to play on a read step
        assert steps_done("06-flowers") == []

    assert snap_compare(lesson_app("06-flowers"), terminal_size=(120, 40), run_before=check)


async def test_next_marks_a_read_step_done_and_previous_goes_back() -> None:
    app = lesson_app("06-flowers")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = lesson_screen(app)
        assert screen.check_action("previous", ()) is None  # greyed out on the first step
        palette = {command.title for command in app.get_system_commands(screen)}
        assert {"Next step", "Previous step", "Rules", "Learn Seikatsu"} <= palette
        await pilot.press("n")
        assert screen.step_index == 1 and steps_done("06-flowers") == [0]
        await pilot.press("p")
        assert screen.step_index == 0
        assert shown(screen, "#step-head") == "Step 1 of 11: Read   done"


def test_a_do_step_explains_a_miss_and_gives_a_hint(snap_compare: Any) -> None:
    # 04-birds step 2, "Score 2 points": setup put Tp on d5 and Wp on c3; pink holds
    # Tm and Wb. Wb on e4 touches d5 (a Tanager) and no Waxwing: 0 points, where Tm
    # beside d5 or Wb beside c3 scores 1 + 1 = 2 (seikatsu.birds.flock).
    async def check(pilot: Pilot[None]) -> None:
        screen = lesson_screen(pilot.app)
        assert screen.kind == "do" and screen.ui.hand_codes(screen.entry_state(), 0) == [
            "Tm",
            "Wb",
        ]
        screen.action_pick(0)
        screen.desk.place("a1")  # far from every tile: refused by the rules
        screen.action_pick(1)
        screen.desk.place("e4")  # legal, but no match
        await pilot.pause()
        feedback = shown(screen, "#feedback")
        assert "Legal, and it scores 0 points" in feedback
        assert "2 would have been possible" in feedback
        assert "Hint: Which of your birds already stands in the garden?" in feedback  # 2 misses
        assert screen.highlights["e4"] == "refused"
        assert screen.entry_open() and steps_done("04-birds") == []

    assert snap_compare(lesson_app("04-birds", step=1), terminal_size=(120, 40), run_before=check)


async def test_wrong_and_illegal_moves_are_explained_on_screen_then_a_right_one_counts() -> None:
    # 05-koi step 2: the koi as a Tanager worth 3. Tanagers stand on d5 and c4, so
    # c5, touching both, gives 1 + 2 = 3; e4 touches d5 only: 1 + 1 = 2.
    app = lesson_app("05-koi", step=1)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = lesson_screen(app)
        field = screen.query_one("#move-input", Input)
        field.value = "K-a1=T"
        await field.action_submit()
        await pilot.pause()
        feedback = shown(screen, "#feedback")
        assert feedback.startswith("Not allowed: a1 is not next to any tile.")
        assert "Next to a tile: The tile goes next to a tile already in the garden." in feedback
        assert "Rulebook: «1. Jugar una ficha, regla 2»" in feedback
        assert "Hint" not in feedback and field.value == ""  # issue 22: the box empties
        field.value = "K-e4=T"
        await field.action_submit()
        await pilot.pause()
        feedback = shown(screen, "#feedback")
        assert "Legal, and it scores 2 points" in feedback
        assert "3 would have been possible" in feedback
        assert "Hint: 3 points means two Tanager neighbours" in feedback
        assert "c5" not in feedback  # the hint points, it does not tell
        assert steps_done("05-koi") == []
        # The right move, made on the board: the koi on c5, then its bird in the dialog.
        screen.action_pick(screen.ui.hand_codes(screen.entry_state(), 0).index("K"))
        screen.desk.place("c5")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ChooseOne)
        birds = dialog.query_one(OptionList)
        labels = [str(birds.get_option_at_index(i).prompt) for i in range(birds.option_count)]
        dialog.dismiss(next(i for i, label in enumerate(labels) if "Scarlet Tanager" in label))
        await pilot.pause()
        feedback = shown(screen, "#feedback")
        assert feedback.startswith("Right. The koi is a Tanager this turn: 1 + 2 = 3.")
        assert "+3 You: Scarlet Tanager on c5" in feedback
        assert screen.shown_state().tile_at("c5") == T.KOI
        assert steps_done("05-koi") == [1]
        assert not screen.entry_open()  # solved: the board waits for Next


def test_a_quiz_takes_a_choice_and_explains_the_answer(snap_compare: Any) -> None:
    # 07-end step 13, "A tie" (after the read step "Ties"): pink 40, blue 62, green
    # 62. Blue and green tie; the later of them in turn order, green, wins
    # (seikatsu.end.tiebreak). A wrong
    # choice is explained at once, with a hint that does not name the winner.
    async def check(pilot: Pilot[None]) -> None:
        screen = lesson_screen(pilot.app)
        assert screen.kind == "quiz"
        await pilot.pause()
        buttons = [screen.query_one(f"#answer-{i}", Button) for i in range(3)]
        assert [str(b.label) for b in buttons] == ["pink", "blue", "green"]
        assert buttons[0].has_focus, pilot.app.focused
        buttons[1].press()
        await pilot.pause()
        assert shown(screen, "#feedback") == (
            "Not quite: blue is not the answer. Blue and green tie: the rulebook gives the"
            " win to one of them by turn order.\nHint: Among the tied players, who plays"
            " later in a round?"
        )
        assert steps_done("07-end") == []
        buttons[2].press()
        await pilot.pause()
        feedback = shown(screen, "#feedback")
        assert feedback.startswith("Right: green. Blue and green tie;")
        assert steps_done("07-end") == [12]
        assert all(b.disabled for b in buttons) and buttons[2].has_class("-right")

    assert snap_compare(lesson_app("07-end", step=12), terminal_size=(120, 40), run_before=check)


async def test_a_quiz_without_choices_takes_a_typed_number() -> None:
    # 06-flowers step 6: row d holds Primroses on d7, d6, d5 and a Tulip on d3: the
    # largest set is 3 Primroses, 6 points (seikatsu.flowers.sets: 1, 3, 6, 10, ...).
    app = lesson_app("06-flowers", step=5)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = lesson_screen(app)
        field = screen.query_one("#quiz-input", Input)
        assert field.display and field.has_focus and field.placeholder.startswith("a number")
        assert not screen.query_one("#quiz-choices").display
        field.value = "4"
        await field.action_submit()
        await pilot.pause()
        assert shown(screen, "#feedback").startswith("Not quite: 4 is not the answer.\nHint:")
        field.value = " 6 "
        await field.action_submit()
        await pilot.pause()
        assert shown(screen, "#feedback").startswith("Right: 6. d7, d6 and d5 hold Primroses")
        assert not field.display and steps_done("06-flowers") == [5]


def test_a_guided_game_plays_to_the_end_and_shows_the_scores(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = lesson_screen(pilot.app)
        assert screen.kind == "play"
        game = screen.game
        state = screen.entry_state()
        assert game.to_move(state) == 0 and [T.CODES[t] for t in state.hands[0]] == ["Wb", "Ft"]
        assert "?? ??" in shown(screen, "#seats")  # the computer's hand stays hidden
        moves = 0
        while screen.entry_open():
            assert screen.submit(greedy_move(game, screen.entry_state()))
            moves += 1
        await pilot.pause()
        final_state = screen.guided().state
        assert game.is_over(final_state) and moves == 5  # ten cells left: five turns each
        final = game.final_scoring(final_state)
        winner = ["You", "Computer 2"][final.winners[0]]
        verb = "win" if winner == "You" else "wins"  # "You win", "Computer 2 wins"
        feedback = shown(screen, "#feedback")
        assert feedback.startswith(f"The game is over: {winner} {verb}.")
        assert screen.query_one("#sheet").display and screen.query_one("#sheet").has_focus
        log = "\n".join(str(line) for line in screen.query_one("#log", RichLog).lines)
        assert "Computer 2 played" in log and "You played" in log
        assert steps_done("10-guided-game") == [1]

    assert snap_compare(
        lesson_app("10-guided-game", step=1), terminal_size=(120, 40), run_before=check
    )


def test_a_do_step_fits_80_by_24(snap_compare: Any) -> None:
    async def check(pilot: Pilot[None]) -> None:
        screen = lesson_screen(pilot.app)
        await pilot.press("1")
        assert screen.desk.piece == "Tm" and screen.query_one("#board").has_focus
        await pilot.press("right")  # a do step shows the cell, never the points it would make
        assert "+" not in shown(screen, "#prompt")

    assert snap_compare(lesson_app("04-birds", step=1), terminal_size=(80, 24), run_before=check)


async def test_lesson_text_is_shown_as_typed_never_as_markup() -> None:
    text = "Press [b]n[/b] then [link=x]here[/link].\nJoined line.\n\n  - an item"
    lesson = Lesson(
        title="[red]T",
        summary="s",
        game="seikatsu",
        options={"players": 2},
        steps=[ReadStep(title="[i]Step[/i]", text=text, rules=["seikatsu.place.pond"])],
    )
    lessons = [CourseLesson("99-test", lesson)]
    app = quiet_app(start=lambda app: LessonScreen("seikatsu", lessons, 0))
    async with app.run_test(size=(120, 40)):
        screen = lesson_screen(app)
        assert shown(screen, "#step-text") == (
            "[i]Step[/i]\nPress [b]n[/b] then [link=x]here[/link]. Joined line.\n\n  - an item"
        )
        assert screen.title == "Seikatsu: [red]T" and screen.sub_title == "lesson 1 of 1"


def test_reflow_joins_wrapped_lines_and_keeps_list_items() -> None:
    text = "One\ntwo.\n\nSteps:\n  1. play,\n  2. score.\nAfter."
    assert reflow(text) == "One two.\n\nSteps:\n  1. play,\n  2. score. After."


async def test_a_game_without_a_board_widget_takes_its_lesson_moves_from_the_list(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A Miyabi lesson written here, shown with the generic look (as a game without
    # a plug-in gets): the position as text, the legal moves as a list. The screen
    # knows no Miyabi. A single maple placed on the bare board lies on layer 1:
    # 1 object x 1 = 1 point.
    monkeypatch.setattr(
        tutor.screens.lesson, "ui_for", lambda game_id: GamePlugin(get_game(game_id))
    )
    reveal = "+M1,P1,P1,A1,B2,S2,S2,S2,ML,AL,MI,SI"
    lesson = Lesson(
        title="Miyabi try-out",
        summary="s",
        game="miyabi",
        options={"players": 2},
        steps=[
            DoStep(
                title="Place a maple",
                text="Place the single maple.",
                rules=[],
                goal=Goal(moves=["M1-*"], points=1),
                hint="Row a.",
                position=reveal,
            )
        ],
    )
    lessons = [CourseLesson("01-try", lesson)]
    app = quiet_app(start=lambda app: LessonScreen("miyabi", lessons, 0))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = lesson_screen(app)
        assert isinstance(screen.query_one("#board"), TextBoard)
        assert screen.check_action("pick", (0,)) is False  # no tiles to pick on a text board
        choices = screen.query_one("#choices", OptionList)
        assert choices.display and choices.has_focus
        field = screen.query_one("#move-input", Input)
        field.value = "M1-a"  # typing narrows the list
        await pilot.pause()
        labels = [str(choices.get_option_at_index(i).prompt) for i in range(choices.option_count)]
        assert labels and all(label.startswith("M1-a") for label in labels)
        choices.highlighted = 0
        choices.action_select()
        await pilot.pause()
        assert shown(screen, "#feedback").startswith("Right!")
        assert steps_done("01-try", "miyabi") == [0]


async def test_a_rule_that_is_niwas_ruling_is_marked_as_such() -> None:
    # 08-tournament cites seikatsu.variant.tournament, a ruling in rules-facts.md.
    app = lesson_app("08-tournament")
    async with app.run_test(size=(120, 40)):
        rules = shown(lesson_screen(app), "#step-rules")
        assert "Rule: Tournament mode." in rules and rules.rstrip().endswith("niwa's ruling)")
