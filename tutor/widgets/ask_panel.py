"""Ask: try moves in the position and compare the answers side by side.

State down (:meth:`AskPanel.show`: the moves asked, the standing if the game ended
now, the legal moves), messages up (:class:`AskPanel.AskMove` when a move is typed).
Each answer says legal or refused, the reason, the rule with its rulebook section,
"niwa's ruling" where it is one, and the points with their rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Input, Static

from engine.ask import RuleRef, Standing
from engine.i18n import _
from engine.safe_text import escaped
from tutor.editing import Asked


def rule_words(rule: RuleRef) -> str:
    """A rule as an answer names it: its title and citation, and niwa's ruling marked."""
    mark = _("niwa's ruling")
    said = mark in rule.citation or "niwa's ruling" in rule.citation  # the citation's own mark
    ruling = f" [{mark}]" if rule.ruling and not said else ""
    return f"{rule.title} ({rule.id}); {rule.citation}{ruling}"


def standing_text(standing: Standing, title: str) -> Text:
    text = Text(title + "\n", style="bold")
    for side, total in zip(standing.sides, standing.totals, strict=False):
        text.append(f"  {escaped(side)}: {total}\n")
    if standing.winners:
        winners = ", ".join(escaped(w) for w in standing.winners)
        text.append("  " + _("winning: {sides}").format(sides=winners) + "\n")
    if standing.tiebreak is not None:
        rule = escaped(standing.tiebreak.title)
        text.append("  " + _("tie-break: {rule}").format(rule=rule) + "\n")
    return text


WIDE = 50
"""Columns from which the answers are a table side by side (below: one block each)."""


class AskPanel(Vertical):
    """A move box, then every move asked here side by side, then the standing."""

    DEFAULT_CSS = """
    AskPanel { height: 1fr; }
    AskPanel > Input { height: 3; border: tall $panel; }
    AskPanel > VerticalScroll { height: 1fr; }
    AskPanel #ask-answers, AskPanel #ask-standing { height: auto; padding: 0 1; }
    """

    class AskMove(Message):
        """The person asked about ``text`` (a move in the game's notation)."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, placeholder: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.placeholder = placeholder
        self._shown: tuple[list[Asked], Standing | None, list[str], int] | None = None

    def compose(self) -> ComposeResult:
        box = Input(id="ask-input", placeholder=self.placeholder, max_length=200)
        box.border_title = _("Ask a move (Enter)")
        yield box
        with VerticalScroll():
            yield Static(id="ask-answers")
            yield Static(id="ask-standing")

    @on(Input.Submitted, "#ask-input")
    def submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if text:
            self.post_message(self.AskMove(text))
            event.input.value = ""

    def on_resize(self) -> None:
        """The answers are laid out for the width (a table, or blocks): again on a resize."""
        if self._shown is not None:
            self.show(*self._shown)

    @on(Input.Changed, "#ask-input")
    def changed(self, event: Input.Changed) -> None:
        event.stop()

    @staticmethod
    def _row(item: Asked) -> tuple[Text, Text, Text]:
        """One answer: the move, LEGAL or REFUSED, and why (the points or the reason,
        each with its rule)."""
        answer = item.answer
        if answer.legal:
            verdict = Text(_("LEGAL"), style="bold green")
            why = Text()
            for points in answer.points:
                why.append(
                    f"{points.points:+d} {escaped(points.side)}: "
                    f"{escaped(points.detail)}; {escaped(rule_words(points.rule))}\n"
                )
            if not answer.points:
                why.append(_("scores nothing now") + "\n")
            for said in answer.said:
                why.append(escaped(said) + "\n", style="dim")
            if item.over:
                verdict.append(" " + _("(ends the game)"))
        else:
            verdict = Text(_("REFUSED"), style="bold red")
            why = Text(escaped(answer.reason or "") + "\n")
            if answer.rule is not None:
                why.append(escaped(rule_words(answer.rule)), style="italic")
        return Text(escaped(answer.move)), verdict, why

    def show(
        self,
        asked: Sequence[Asked],
        standing: Standing | None,
        legal: Sequence[str],
        legal_count: int,
    ) -> None:
        self._shown = (list(asked), standing, list(legal), legal_count)
        out = Text()
        if asked:
            rows = [self._row(item) for item in asked]
            if self.size.width >= WIDE:
                table = Table(show_header=True, expand=True, show_lines=True, box=None)
                table.add_column(_("move"))
                table.add_column(_("verdict"))
                table.add_column(_("why / points"))
                for row in rows:
                    table.add_row(*row)
                self.query_one("#ask-answers", Static).update(table)
            else:  # narrow: each answer as a block, the words under the verdict
                blocks = Text()
                for move, verdict, why in rows:
                    blocks.append_text(Text.assemble(move, "  ", verdict, "\n"))
                    blocks.append_text(why)
                    blocks.append("\n")
                self.query_one("#ask-answers", Static).update(blocks)
            last = asked[-1]
            if last.over and last.standing is not None:
                out.append_text(
                    standing_text(
                        last.standing,
                        _("Final sheet after {move}").format(move=escaped(last.answer.move)),
                    )
                )
        else:
            self.query_one("#ask-answers", Static).update(
                Text(_("No move asked yet: type one above (or put a piece on the board)."))
            )
        if standing is not None:
            out.append_text(standing_text(standing, _("If the game ended now")))
        if legal:
            shown = (
                _("Legal moves: ")
                if len(legal) >= legal_count
                else _("Legal moves (of {count}): ").format(count=legal_count)
            )
            out.append(shown, style="bold")
            out.append(escaped(" ".join(legal)))
        self.query_one("#ask-standing", Static).update(out)
