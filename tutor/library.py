"""The games on disk: recent replays and unfinished games, as the home screen lists them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.text import Text


@dataclass(frozen=True)
class Item:
    path: Path
    title: str
    players: list[str]
    when: str

    def label(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(self.when[:10], style="dim")
        text.append(f"  {self.title}  ", style="bold")
        text.append(", ".join(self.players))
        return text


def recent() -> list[Item]:
    return []


def unfinished() -> list[Item]:
    return []
