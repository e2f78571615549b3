"""Open a replay: the recent ones, the replays folder as a tree, or any path typed in."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar

from rich.text import Text, TextType
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import DirectoryTree, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from engine.i18n import N_, _
from engine.registry import TITLES
from engine.safe_text import shown_path
from replays import replays_dir
from replays.storage import is_replay_name
from tutor import library
from tutor.screens.base import niwa
from tutor.widgets.keybar import KeyBar
from tutor.widgets.settled_options import SettledOptionList
from tutor.widgets.title_bar import TitleBar


class ReplayTree(DirectoryTree):
    """Folders and replay files only (``.niwa.json``, ``.niwa``), their names escaped.

    Textual reads a tree label given as ``str`` as markup: a file named
    ``[@click=...]x.niwa`` would become a link, ``\x1b]0;...`` a terminal sequence.
    Every label is the plain, escaped name instead (``shown_path``).
    """

    def process_label(self, label: TextType) -> Text:
        if isinstance(label, str):
            return Text(shown_path(label), no_wrap=True)
        return Text(shown_path(label.plain), no_wrap=True)

    def filter_paths(self, paths: Iterable[Path]) -> Iterable[Path]:
        return [
            p for p in paths if not p.name.startswith(".") and (p.is_dir() or is_replay_name(p))
        ]


class ReplayPicker(Screen[None]):
    DEFAULT_CSS = """
    ReplayPicker #picker-body {
        height: 1fr;
    }

    ReplayPicker #picker-recent {
        width: 1fr;
        padding: 0 1;
    }

    ReplayPicker #picker-list {
        height: 1fr;
    }

    ReplayPicker #picker-browse {
        width: 1fr;
        padding: 0 1;
    }

    ReplayPicker #picker-tree {
        height: 1fr;
        border: round $primary 50%;
    }
    """
    SCOPED_CSS = False
    """The rules name this screen themselves (some under the app's ``-narrow`` class)."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back")),
        Binding("slash", "type_path", N_("Type a path"), key_display="/"),
    ]

    def __init__(self, game_id: str | None = None) -> None:
        super().__init__()
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        folder = replays_dir()
        yield TitleBar()
        with Horizontal(id="picker-body"):
            with Vertical(id="picker-recent"):
                yield Label(_("Recent replays"), classes="section-title")
                yield SettledOptionList(id="picker-list", classes="panel")
            with Vertical(id="picker-browse"):
                yield Label(_("Browse"), classes="section-title")
                yield ReplayTree(folder if folder.is_dir() else Path.home(), id="picker-tree")
                yield Input(placeholder=_("or type a path and press Enter"), id="picker-path")
                yield Static(id="picker-error", classes="error")
        yield KeyBar()

    async def language_changed(self) -> None:
        """Worded anew in the language just chosen."""
        await self.recompose()
        self.on_mount()

    def on_mount(self) -> None:
        title = TITLES.get(self.game_id or "")
        self.title = _("Replays of {game}").format(game=title) if title else _("Open a replay")
        options = self.query_one("#picker-list", OptionList)
        items = [i for i in library.recent(50) if not self.game_id or i.game == self.game_id][:20]
        for item in items:
            options.add_option(Option(item.label(), id=str(item.path)))
        if items:
            options.highlighted = 0
        else:
            options.add_option(Option(Text(_("No replays yet.")), disabled=True))
        options.focus()
        tree = self.query_one(ReplayTree)
        mine = Path(tree.path) == replays_dir()
        tree.root.set_label(Text(_("your replays") if mine else _("home (no replays saved yet)")))
        tree.tooltip = Text(shown_path(tree.path))

    def open(self, path: Path) -> None:
        if niwa(self).open_replay(path) is None:
            self.query_one("#picker-error", Static).update(
                Text(
                    _("Could not open {file}: see the message above.").format(
                        file=shown_path(path.name)
                    )
                )
            )

    @on(OptionList.OptionSelected, "#picker-list")
    def _recent(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            self.open(Path(event.option.id))

    @on(DirectoryTree.FileSelected)
    def _file(self, event: DirectoryTree.FileSelected) -> None:
        self.open(event.path)

    @on(Input.Submitted, "#picker-path")
    def _typed(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.open(Path(event.value.strip()).expanduser())

    def action_type_path(self) -> None:
        self.query_one("#picker-path").focus()

    def action_back(self) -> None:
        self.dismiss()
