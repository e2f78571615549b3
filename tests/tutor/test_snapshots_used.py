"""Every snapshot file on disk belongs to a snapshot test: a leftover fails the run.

syrupy fails a run on an unused snapshot only in a single process; `make test` runs
the suite on every core (pytest-xdist), where it cannot tell. So the suite checks it
itself: it collects the tests (in this process, collection only) and compares the
snapshot names they would write with the files in ``__snapshots__``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent
SNAPSHOTS = HERE / "__snapshots__"
INDEX = re.compile(r"\.\d+$")
"""syrupy's suffix for a test's second, third... snapshot ("name.1.svg")."""


NOT_LOADED = [
    arg
    for name in ("xdist", "cacheprovider", "textual-snapshot", "syrupy")
    for arg in ("-p", f"no:{name}")
]
"""Plugins the inner collection goes without: the snapshot plugins keep state for the
whole process (their temporary folder), which an inner session would clear."""


class _Collected:
    """A pytest plugin that keeps what a collection found (node names by module)."""

    def __init__(self) -> None:
        self.names: set[tuple[str, str]] = set()

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        for item in session.items:
            # snap_compare (terminal snapshots) and syrupy's own ``snapshot`` (pictures)
            if {"snap_compare", "snapshot"} & set(getattr(item, "fixturenames", ())):
                self.names.add((Path(str(item.path)).stem, item.name))


def snapshot_tests() -> set[tuple[str, str]]:
    """(module, test name) of every test in this folder that takes a snapshot."""
    collected = _Collected()
    code = pytest.main(
        [str(HERE), "--collect-only", "-q", *NOT_LOADED],
        plugins=[collected],
    )
    assert code == pytest.ExitCode.OK, "the tests could not be collected"
    return collected.names


def snapshot_files() -> set[tuple[str, str]]:
    """(module, test name) of every snapshot file on disk."""
    return {(path.parent.name, INDEX.sub("", path.stem)) for path in SNAPSHOTS.glob("*/*.svg")}


def test_every_snapshot_file_belongs_to_a_snapshot_test(capsys: pytest.CaptureFixture[str]) -> None:
    tests = snapshot_tests()
    capsys.readouterr()  # the inner collection's listing
    assert len(tests) >= 80, "the collection found the snapshot tests"
    unused = sorted(snapshot_files() - tests)
    assert not unused, f"snapshot files no test writes (delete them): {unused}"
