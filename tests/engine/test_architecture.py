"""Scans of the source that keep the shape issue 24 gave it: one place for each platform
fallback, no private helper borrowed across modules, no guessing at what a game offers."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "replays", "lessons", "tutor", "bench")


def sources() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


def hits(pattern: str) -> list[str]:
    found = re.compile(pattern)
    return [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in sources()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if found.search(line)
    ]


def test_no_private_name_is_imported_from_another_module() -> None:
    """A helper two modules need is public in one of them (``fsio.fsync_dir``)."""
    assert hits(r"^\s*from [\w.]+ import .*(?<!as )\b_[a-z]\w*") == []


def test_the_platform_lock_fallback_is_written_once() -> None:
    assert [h.split(":")[0] for h in hits(r"^\s*import fcntl\b")] == ["replays/fsio.py"]


def test_generic_code_reads_the_declaration_instead_of_guessing() -> None:
    """What a game offers is declared (``game.declaration``), never probed for."""
    assert hits(r"\b(getattr|hasattr)\((self\.)?(game|ui\.game)\b") == []
