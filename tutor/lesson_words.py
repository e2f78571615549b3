"""A lesson's words: the step kinds' names, a step's text reflowed, the verdict on a move
or an answer, the guided game's end, the cells a step's points light."""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text

from engine.core import Game, Score, citation
from engine.i18n import N_, _, pgettext
from lessons.format import DoStep, PlayStep, QuizStep, ReadStep
from lessons.runner import Feedback
from tutor.explain import event_texts, rule_line, score_text, side_label, wins_text

KIND_NAMES: dict[type[Any], str] = {
    ReadStep: "read",
    DoStep: "do",
    QuizStep: "quiz",
    PlayStep: "play",
}
KIND_LABELS = {"read": N_("Read"), "do": N_("Your move"), "quiz": N_("Quiz"), "play": N_("A game")}
"""Each step kind's name, marked for the catalogue: shown through ``_``."""
RULES_AFTER_ANSWER = N_(
    "The rules behind this question show here once you have answered (r: rules)."
)
"""What a quiz shows where its rules will be: their words would give the answer away
(marked for the catalogue: shown through ``_``)."""

_LIST_ITEM = re.compile(r"\s|[-*]\s|\d+[.)]\s")


def reflow(text: str) -> str:
    """Join the lines of each paragraph, so text wrapped for the file rewraps to the panel.

    A line starting with a space, a dash or a number ("1.") is a list item and keeps
    its own line; blank lines still separate paragraphs.
    """
    paragraphs = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines: list[str] = []
        for line in block.splitlines():
            if lines and not _LIST_ITEM.match(line):
                lines[-1] = f"{lines[-1].rstrip()} {line.strip()}"
            else:
                lines.append(line.rstrip())
        paragraphs.append("\n".join(lines))
    return "\n\n".join(paragraphs)


def final_text(game: Game[Any, Any, Any], state: Any, names: list[str]) -> Text:
    """The guided game's end: who won, the final scores, a tie-break's rule."""
    final = game.final_scoring(state)
    text = Text.assemble((_("The game is over: "), "bold"))
    text.append(f"{wins_text(game, state, names, final.winners)[:-1]}. ", style="bold")
    totals = ", ".join(
        f"{side_label(game, state, names, s)} {score_text(game, t)}"
        for s, t in enumerate(final.totals)
    )
    said = _("Final scores: {totals}. The sheet above shows where they came from.")
    text.append(said.format(totals=totals))
    if final.tiebreak and final.tiebreak in game.rules:
        text.append("\n" + _("A tie. "), style="italic")
        text.append_text(rule_line(game.rules[final.tiebreak]))
    return text


def verdict_text(
    game: Game[Any, Any, Any], verdict: Feedback, state: Any, names: list[str], *, do_step: bool
) -> Text:
    """Right or not (in words, not only colour), why, the rule, and a hint if due; the
    events of a right move told from ``state`` (the step's), by ``names``; ``do_step``:
    a solved move step may be tried again."""
    text = Text()
    style = "bold green" if verdict.correct else "bold red"
    said = _verdict_words(verdict.correct)
    if not verdict.message.lstrip("¡¿").startswith(said):
        text.append(_("Right. ") if verdict.correct else _("Not yet. "), style=style)
    text.append(verdict.message)
    first = re.match(r"[¡¿]?[\w ]+?[:.!,]", verdict.message)
    if first and len(text) == len(verdict.message):
        text.stylize(style, 0, first.end())
    if verdict.rule is not None and verdict.rule in game.rules:
        rule = game.rules[verdict.rule]
        text.append(f"\n{citation(rule)}", style="dim")
    if verdict.correct and verdict.events:
        shown = verdict.state if verdict.state is not None else state
        lines = event_texts(game, shown, names, verdict.events, None, with_rules=False)
        for line in lines:
            text.append("\n")
            text.append_text(line)
    if verdict.hint:
        text.append("\n" + _("Hint: "), style="bold yellow")
        text.append(verdict.hint)
    if verdict.correct and do_step:
        text.append("\n" + _("a: try the step again   n: next step"), style="dim")
    return text


def _verdict_words(correct: bool) -> tuple[str, ...]:
    """The words a verdict that says itself right or wrong starts with ("Right!", "Not
    quite"), in English and in the language spoken (a step's own words may be either)."""
    if correct:
        return ("Right", "Good", pgettext("verdict", "Right"), pgettext("verdict", "Good"))
    return ("Not", pgettext("verdict", "Not"))


def score_marks(events: Any) -> dict[str, str]:
    return {ref: "score" for e in events if isinstance(e, Score) for ref in e.refs}
