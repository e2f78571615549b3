"""Player names typed by people: trimmed, printable, short. Shown as plain text always."""

from __future__ import annotations

from typing import Final

MAX_NAME: Final = 24


def clean_name(raw: str, fallback: str) -> str:
    """Keep printable characters, collapse spaces, cut at MAX_NAME; empty -> ``fallback``."""
    printable = "".join(ch if ch.isprintable() else " " for ch in raw)
    name = " ".join(printable.split())[:MAX_NAME].strip()
    return name or fallback
