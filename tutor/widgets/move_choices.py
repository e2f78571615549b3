"""The list of legal moves (games without pieces to click) and the words of a refusal."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine.core import IllegalMove
from engine.i18n import _
from tutor.explain import rule_line

MAX_CHOICES = 200
"""Moves listed at most; typing narrows the list (a game may have thousands of bids)."""


def refusal_text(rules: Any, err: IllegalMove) -> Text:
    """ "Refused: <reason>" and the rule it comes from, with our paraphrase."""
    text = Text.assemble((_("Refused: "), "bold red"))
    text.append(err.reason)
    if err.rule in rules:
        text.append("\n")
        text.append_text(rule_line(rules[err.rule]))
    return text


def draw_choices(choices: OptionList, game: Any, state: Any, typed: str) -> list[Any]:
    """Fill ``choices`` with the legal moves of ``state`` whose notation contains ``typed``;
    the moves listed, in the order of the options' ids."""
    typed = typed.strip().casefold()
    options: list[Option] = []
    moves: list[Any] = []
    for move in game.legal_moves(state):
        text = str(game.move_text(move))
        if typed and typed not in text.casefold():
            continue
        if len(options) == MAX_CHOICES:
            options.append(
                Option(Text(_("... type to narrow the list"), style="dim"), disabled=True)
            )
            break
        options.append(Option(Text(text), id=str(len(moves))))
        moves.append(move)
    choices.clear_options()
    choices.add_options(options)
    if moves:
        choices.highlighted = 0
    return moves
