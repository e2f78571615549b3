"""Rules: a game's rule catalogue, searchable, each rule with its rulebook section.

Rules where niwa decided what the rulebook leaves open (``Rule.ruling``) say so,
plainly, in the list and in the detail.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from engine.core import Rule, citation
from engine.i18n import N_, _, ngettext, pgettext
from engine.registry import get_game
from tutor.plugins import ui_for
from tutor.widgets.keybar import KeyBar
from tutor.widgets.settled_options import SettledOptionList
from tutor.widgets.title_bar import TitleBar

RULING_NOTE = N_("niwa's ruling: the rulebook is silent or unclear here, so this is our reading.")


def rule_option_text(rule: Rule) -> Text:
    """The title, after a fixed-width tag that marks niwa's rulings."""
    text = Text()
    tag = pgettext("tag", "ruling")
    width = max(6, len(tag))  # every title starts in one column, tagged or not
    text.append(f"{tag:<{width}} " if rule.ruling else " " * (width + 1), style="bold yellow")
    text.append(rule.title)
    return text


def rule_detail(rule: Rule) -> Text:
    """The whole entry as plain text with a little styling (never markup)."""
    text = Text()
    text.append(rule.title, style="bold underline")
    text.append(f"\n{rule.id}\n\n", style="dim")
    text.append(rule.text)
    text.append("\n\n")
    text.append(citation(rule), style="bold")
    if rule.ruling:
        text.append("\n\n")
        text.append(_(RULING_NOTE), style="bold yellow")
    return text


class RulesScreen(Screen[None]):
    """The catalogue on the left (type to search), the chosen rule on the right."""

    DEFAULT_CSS = """
    RulesScreen #rules-body {
        height: 1fr;
    }

    RulesScreen #rules-left {
        width: 2fr;
        min-width: 30;
        max-width: 56;
        padding: 0 1;
    }

    RulesScreen #rules-count {
        height: auto;
        padding: 0 1;
    }

    RulesScreen #rules-list {
        height: 1fr;
    }

    RulesScreen #rules-detail {
        width: 3fr;
        margin: 0 1 0 0;
    }

    .-narrow RulesScreen #rules-left {
        width: 40%;
        min-width: 26;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("slash", "search", N_("Search"), key_display="/"),
    ]

    def __init__(self, game_id: str, *, query: str = "", rule_id: str | None = None) -> None:
        super().__init__()
        self.game = get_game(game_id)
        self.initial_query = query
        self.initial_rule = rule_id
        self.shown: list[Rule] = []

    def compose(self) -> ComposeResult:
        yield TitleBar()
        with Horizontal(id="rules-body"):
            with Vertical(id="rules-left"):
                yield Input(
                    value=self.initial_query,
                    placeholder=ui_for(self.game.id).rules_placeholder,
                    id="rules-search",
                )
                yield Static(id="rules-count", classes="muted")
                yield SettledOptionList(id="rules-list")
            with VerticalScroll(id="rules-detail", classes="panel"):
                yield Static(id="rules-text")
        yield KeyBar()

    async def language_changed(self) -> None:
        """Worded anew in the language just chosen."""
        await self.recompose()
        self.on_mount()

    def on_mount(self) -> None:
        self.title = _("Rules of {game}").format(game=self.game.title)
        self.sub_title = ngettext("{count} rule", "{count} rules", len(self.game.rules)).format(
            count=len(self.game.rules)
        )
        self.show_matches(self.initial_query, select=self.initial_rule)
        self.query_one("#rules-list").focus()

    def show_matches(self, query: str, select: str | None = None) -> None:
        rules = self.game.rules.search(query) if query.strip() else list(self.game.rules)
        self.shown = rules
        options = self.query_one("#rules-list", OptionList)
        options.clear_options()
        options.add_options([Option(rule_option_text(rule), id=rule.id) for rule in rules])
        rulings = sum(rule.ruling for rule in rules)
        total = len(self.game.rules)
        count = Text(
            ngettext("{shown} of {count} rule", "{shown} of {count} rules", total).format(
                shown=len(rules), count=total
            )
        )
        if rulings:
            count.append(
                ngettext(", {count} marked ", ", {count} marked ", rulings).format(count=rulings),
                style="",
            )
            count.append(pgettext("tag", "ruling"), style="bold yellow")
            count.append(" " + _("(niwa's reading)"))
        self.query_one("#rules-count", Static).update(count)
        if rules:
            index = next((i for i, r in enumerate(rules) if r.id == select), 0)
            options.highlighted = index
            self.show_rule(rules[index])
        else:
            self.query_one("#rules-text", Static).update(
                Text(_("No rule mentions: {words}").format(words=query), style="italic")
            )

    def show_rule(self, rule: Rule) -> None:
        self.query_one("#rules-text", Static).update(rule_detail(rule))

    @on(Input.Changed, "#rules-search")
    def _search(self, event: Input.Changed) -> None:
        self.show_matches(event.value)

    @on(Input.Submitted, "#rules-search")
    def _to_list(self) -> None:
        self.query_one("#rules-list").focus()

    @on(OptionList.OptionHighlighted, "#rules-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id is not None:
            self.show_rule(self.game.rules[event.option.id])

    def action_search(self) -> None:
        self.query_one("#rules-search").focus()

    def action_back(self) -> None:
        if (
            self.query_one("#rules-search").has_focus
            and self.query_one("#rules-search", Input).value
        ):
            self.query_one("#rules-search", Input).value = ""
            return
        self.dismiss()
