"""The command palette's entries as plain text: names from files are never markup.

Textual's own system-commands provider turns each title and help line into
markup (``Content.from_markup``). Player names and file names reach the palette
("Resume <game>: Ann, Bob"), and they come from files anyone may have written:
a player named ``[/]`` crashed Ctrl+P, and ``[@click=app.screenshot(...)]`` became
a link that wrote a file where the replay chose. This provider shows the same
commands (``App.get_system_commands``) as plain ``Content``, highlighting the
fuzzy match by position, and hands the help line over as ``Content`` too.

``textual.markup.escape`` is not enough for that: ``Content.from_markup`` still
swallows ``[A]``, ``[$x]`` or ``[ @click=x]``. The palette (Textual 8.2) passes a
Content help line through ``Content.from_markup`` unchanged, so nothing is parsed.
"""

from __future__ import annotations

from typing import cast

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content


def plain_title(title: str) -> Content:
    """A title shown exactly as written (no markup, no links)."""
    return Content(title)


def plain_help(help_text: str) -> str:
    """The help line as Content, typed as the ``str`` Hit declares (it renders either)."""
    return cast(str, Content(help_text))


class PlainSystemCommands(Provider):
    """The app's system commands, every text shown as typed; the palette's only provider."""

    async def discover(self) -> Hits:
        commands = sorted(self.app.get_system_commands(self.screen), key=lambda c: c.title)
        for command in commands:
            if command.discover:
                yield DiscoveryHit(
                    plain_title(command.title),
                    command.callback,
                    text=command.title,
                    help=plain_help(command.help),
                )

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self.app.get_system_commands(self.screen):
            score, offsets = matcher.fuzzy_search.match(matcher.query, command.title)
            if score <= 0:
                continue
            title = plain_title(command.title)
            for offset in offsets:
                if not command.title[offset].isspace():
                    title = title.stylize(matcher.match_style, offset, offset + 1)
            yield Hit(
                score,
                title,
                command.callback,
                text=command.title,
                help=plain_help(command.help),
            )
