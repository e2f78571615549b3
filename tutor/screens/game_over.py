"""The end of a game played here: who won, why, the score sheet, and where it is saved."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from engine.i18n import N_, _
from engine.safe_text import shown_path
from tutor.explain import rule_line, tiebreak_text, wins_text
from tutor.plugins import ui_for
from tutor.session import PlaySession
from tutor.widgets.choice_row import ChoiceRow
from tutor.widgets.score_sheet import ScoreSheet


class GameOverScreen(ModalScreen[str]):
    """Dismissed with "review", "again" or "home"."""

    DEFAULT_CSS = """
    GameOverScreen {
        align: center middle;
        background: $background 70%;
    }

    GameOverScreen #over-box {
        width: 90;
        max-width: 98%;
        max-height: 98%;
    }

    GameOverScreen #winner {
        text-style: bold;
        color: $success;
        margin-bottom: 1;
    }

    GameOverScreen #over-sheet {
        height: auto;
        max-height: 16;
        margin: 1 0;
    }

    /* 80x24: the sheet yields its rows to the total, "Saved as" and the buttons, which stay
       in the box; the sheet scrolls (it has the keys' focus with Tab, arrows). */
    .-narrow GameOverScreen #over-box {
        padding: 0 1;
    }

    .-narrow GameOverScreen #winner {
        margin-bottom: 0;
    }

    .-narrow GameOverScreen #over-sheet {
        max-height: 11;
        margin: 0;
    }

    .-narrow GameOverScreen .dialog-buttons Button {
        min-width: 10;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("v", "choose('review')", N_("Review in the viewer")),
        Binding("n", "choose('again')", N_("New game")),
        Binding("escape,h", "choose('home')", N_("Home")),
    ]

    def __init__(self, session: PlaySession, saved: Path | None) -> None:
        super().__init__()
        self.session = session
        self.saved = saved

    def compose(self) -> ComposeResult:
        session = self.session
        game, state = session.game, session.state
        final = game.final_scoring(state)
        with Vertical(id="over-box", classes="dialog"):
            yield Static(Text(_("Game over"), style="bold"), classes="dialog-title")
            yield Static(Text(wins_text(game, state, session.names, final.winners)), id="winner")
            if final.tiebreak and final.tiebreak in game.rules:
                tie = tiebreak_text(game, state, session.names, final)
                tie.append("\n")
                tie.append_text(rule_line(game.rules[final.tiebreak]))
                yield Static(tie, id="tiebreak")
            yield ScoreSheet(id="over-sheet")
            if self.saved is not None:
                saved = Text(
                    _("Saved as {file} in the replays folder.").format(
                        file=shown_path(self.saved.name)
                    ),
                    style="dim",
                )
                yield Static(saved, id="saved")
            with ChoiceRow(classes="dialog-buttons"):
                yield Button(_("Review in the viewer"), variant="primary", id="review")
                yield Button(_("New game"), id="again")
                yield Button(_("Home"), id="home")

    async def language_changed(self) -> None:
        """Worded anew in the language just chosen."""
        await self.recompose()
        self.on_mount()

    def on_mount(self) -> None:
        session = self.session
        sheet = self.query_one(ScoreSheet)
        sheet.show(
            session.game, ui_for(session.game.id), session.state, session.names, given=session.given
        )
        self.query_one("#review", Button).disabled = self.saved is None
        self.query_one("#review" if self.saved else "#again").focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.action_choose(event.button.id or "home")

    def action_choose(self, choice: str) -> None:
        if choice == "review" and self.saved is None:
            return
        self.dismiss(choice)
