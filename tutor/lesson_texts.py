"""What the lesson screen writes: the step's head and text, its rules, the seats' names."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.core import name_of, seat_word
from engine.i18n import _
from lessons.format import Step
from tutor.explain import rule_line
from tutor.lesson_words import KIND_LABELS, RULES_AFTER_ANSWER, reflow
from tutor.names import default_name
from tutor.ui import GamePlugin


def head_text(index: int, total: int, kind: str, done: bool) -> Text:
    """ "Step 3 of 9: Quiz   done"."""
    text = Text()
    text.append(_("Step {n} of {total}: ").format(n=index + 1, total=total), style="bold")
    text.append(_(KIND_LABELS[kind]), style="bold cyan")
    if done:
        text.append("   " + _("done"), style="bold green")
    return text


def step_text(step: Step, goal: Text) -> Text:
    """The step's title, its words reflowed, its goal and what to look at."""
    text = Text()
    text.append(step.title, style="bold underline")
    text.append("\n")
    text.append(reflow(step.text))
    text.append_text(goal)
    if step.highlight:
        text.append("\n" + _("Look at: "), style="bold")
        text.append(", ".join(step.highlight))
    return text


def rules_text(step: Step, game: Any, waits: bool) -> Text:
    """The rules the step cites, paraphrased; or, where they would give the answer away
    (``waits``), a line saying they come once the learner has answered."""
    rules = Text()
    if waits:
        rules.append("\n" + _(RULES_AFTER_ANSWER), style="dim italic")
        return rules
    for rule_id in step.rules:
        if rule_id in game.rules:
            rules.append("\n")
            rules.append_text(rule_line(game.rules[rule_id]))
    return rules


def seat_names(game: Any, state: Any, learner: int | None, play: bool) -> list[str]:
    """Names for the seats: You (the learner), Computer 2, 3... in a game (``play``, named
    as Play names them, so never two alike), else the colours."""
    names = []
    for seat in range(game.seats(state)):
        side = game.sides(state)[game.side_of(state, seat)]
        if seat == learner or play:
            names.append(default_name(seat, computer=seat != learner, people=1))
        else:  # a colour, or the engine's "seat N" said in the language spoken
            said = name_of((), seat) if side == seat_word(seat) else side
            names.append(said[:1].upper() + said[1:])
    return names


def seat_name(game: Any, state: Any, names: list[str], seat: int) -> str:
    """``You (pink)``, ``Computer (blue)``, or just ``Green`` for a seat nobody plays."""
    name = names[seat]
    side = game.sides(state)[game.side_of(state, seat)]
    if game.seats(state) > len(game.sides(state)):  # teams: say which seat
        return _("{name} (seat {seat}, {side})").format(name=name, seat=seat + 1, side=side)
    if side == seat_word(seat) or name.casefold() == side.casefold():
        return name  # a seat with no colour: its name says it all
    return f"{name} ({side})"


def seats_text(
    ui: GamePlugin, state: Any, names: list[str], viewer: int | None, narrow: bool
) -> Text:
    """Every seat: who moves, its name, score and hand (hidden where ``viewer`` may not
    see), and the game's status line."""
    game = ui.game
    scores = game.scores(state)
    mover = game.to_move(state)
    out = Text()
    for seat in range(game.seats(state)):
        if seat:
            out.append("\n")
        out.append("> " if seat == mover else "  ", style="bold yellow")
        out.append(seat_name(game, state, names, seat), style="bold")
        side = game.side_of(state, seat)
        out.append(f"  {ui.seat_score(state, scores[side])}  ")
        visible = viewer in (None, seat)
        out.append_text(ui.seat_hand_text(narrow, state, seat, visible))
    status = ui.status_text(state)
    if status.plain:
        out.append("\n")
        out.append_text(status)
    return out
