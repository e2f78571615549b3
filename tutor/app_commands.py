"""The command palette's entries (Ctrl+P): niwa's doors, each game's, the files on disk, and
every described key of the screen shown, so the palette and the keys never disagree.

Textual's own entries are kept, in the language spoken, except those niwa words itself
(:data:`REPLACED_SYSTEM_COMMANDS`). Names from files are escaped here and shown as plain
text by ``tutor/palette.py``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any, Protocol

from textual.app import SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from engine.i18n import N_, _, ngettext
from engine.language import LANGUAGES, Language, current_language
from engine.safe_text import escaped, shown_path
from tutor.action_refusal import run_or_say
from tutor.games import entries
from tutor.keys import declared_keys
from tutor.screens import screen_class
from tutor.screens.base import NiwaServices

LANGUAGE_NAMES: dict[Language, str] = {"en": "English", "es": "Español"}
"""Each language by its own name (never translated: a player looks for their own word)."""

TEXTUAL_COMMANDS = (
    N_("Bell"),
    N_("Ring the bell"),
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
)
"""Textual's own palette entries (Textual 8.2), in the catalogue so the palette speaks
one language; an entry a later Textual adds shows as Textual words it."""

REPLACED_SYSTEM_COMMANDS = {"Screenshot", "Keys"}
"""Textual's palette entries niwa words itself: its screenshot goes to niwa's data folder,
and "Keys" is niwa's Help (every key of every screen)."""


class PaletteDoors(NiwaServices, Protocol):
    """What the palette opens: the screens' doors, and the app's own few."""

    def action_home(self) -> None: ...
    def action_help(self) -> None: ...
    def action_language(self, code: str = "") -> Awaitable[None]: ...
    def screenshot_to_data_dir(self) -> Path | None: ...


def system_commands(
    app: PaletteDoors, screen: Screen[Any], textual: Iterable[SystemCommand]
) -> Iterable[SystemCommand]:
    """Every palette entry on ``screen``: Textual's (``textual``, translated), niwa's, then
    the screen's keys that niwa's entries do not already name."""
    ours = list(niwa_commands(app))
    titles = {command.title.casefold() for command in ours}
    for command in textual:
        if command.title in REPLACED_SYSTEM_COMMANDS:
            continue
        yield SystemCommand(_(command.title), _(command.help), command.callback, command.discover)
    yield SystemCommand(
        _("Screenshot"),
        _("Save an SVG picture of the screen in niwa's data folder"),
        app.screenshot_to_data_dir,
    )
    yield from ours
    home = isinstance(screen, screen_class("home"))
    for command in screen_commands(screen):
        # Home's keys act on the selected game: its "Learn" is "Learn <game>" above.
        title = command.title.casefold()
        if title in titles or (home and any(t.startswith(title + " ") for t in titles)):
            continue
        yield command


def niwa_commands(app: PaletteDoors) -> Iterable[SystemCommand]:
    """niwa's own palette entries: home, help, and each game's doors."""
    yield SystemCommand(_("Home"), _("Back to the list of games"), app.action_home)
    yield SystemCommand(_("Help"), _("Every key of every screen"), app.action_help)
    yield SystemCommand(_("Open replay"), _("Choose a replay file to view"), app.action_pick_replay)
    for code in LANGUAGES:
        if code != current_language():
            yield SystemCommand(
                _("Language: {language}").format(language=LANGUAGE_NAMES[code]),
                _("niwa speaks {language} from now on (remembered)").format(
                    language=LANGUAGE_NAMES[code]
                ),
                partial(app.action_language, code),
            )
    yield from game_commands(app)
    yield from file_commands(app)


def game_commands(app: PaletteDoors) -> Iterable[SystemCommand]:
    """Each game's doors: learn (where it has a course), play, dispute, practise, rules,
    replays."""
    from lessons.course import games_with_courses

    courses = games_with_courses()
    for entry in entries():
        doors: list[tuple[str, str, Callable[[str], Any]]] = [
            (_("Play {game}"), _("Set up a game"), app.action_play),
            (
                _("Settle a dispute in {game}"),
                _("Set up a position as it lies on the table, ask about moves, continue from it"),
                app.action_dispute,
            ),
            (
                _("Practise {game}"),
                _("Your marked moves from reviewed games, when they are due"),
                app.action_practise,
            ),
            (_("Rules of {game}"), _("The rule catalogue, searchable"), app.action_rules),
            (_("Replays of {game}"), _("Recent and saved games"), app.action_pick_replay),
        ]
        if entry.id in courses:
            doors.insert(0, (_("Learn {game}"), _("The lessons, step by step"), app.action_learn))
        for title, help_text, door in doors:
            yield SystemCommand(title.format(game=entry.title), help_text, partial(door, entry.id))


def file_commands(app: PaletteDoors) -> Iterable[SystemCommand]:
    """The unfinished games to resume and the recent replays to open (names escaped)."""
    from tutor import library

    for item in library.unfinished():
        if not item.problem:
            yield SystemCommand(
                escaped(
                    _("Resume {game}: {players}").format(
                        game=item.title, players=", ".join(item.players)
                    )
                ),
                escaped(
                    ngettext(
                        "An unfinished game of {date}, {count} move in",
                        "An unfinished game of {date}, {count} moves in",
                        item.moves,
                    ).format(date=item.when[:10], count=item.moves)
                ),
                partial(app.action_resume, str(item.path)),
            )
    for item in library.recent():
        if not item.problem:
            yield SystemCommand(
                escaped(
                    _("Replay {game}: {players}").format(
                        game=item.title, players=", ".join(item.players)
                    )
                ),
                f"{shown_path(item.path.name)}, {escaped(item.when[:10])}",
                partial(app.action_open_replay, str(item.path)),
                discover=False,
            )


def screen_commands(screen: Screen[Any]) -> Iterable[SystemCommand]:
    """A palette command for each described binding of ``screen``, of its focused widget
    and of niwa's widgets between them (the viewer's way through the game is a widget's)."""
    seen: set[str] = set()
    focused = screen.focused
    between = [] if focused is None else list(focused.ancestors)
    between = between[: between.index(screen)] if screen in between else []
    sources: list[tuple[Any, list[Any]]] = [(screen, getattr(screen, "BINDINGS", []))]
    sources += [(node, declared_keys(node)) for node in reversed(between)]
    if focused is not None:
        sources.append((focused, getattr(focused, "BINDINGS", [])))
    for source, bindings in sources:
        for binding in bindings:
            if not isinstance(binding, Binding) or not binding.description:
                continue
            if binding.action in seen or binding.action.startswith("app."):
                continue
            seen.add(binding.action)
            yield SystemCommand(
                _(binding.description),
                _("key: {key}").format(key=binding.key_display or binding.key),
                partial(run_or_say, source, binding.action, _(binding.description)),
            )
