"""No import cycle among niwa's modules, counting every import: at the top, inside a
function, under ``if TYPE_CHECKING``. The graph is read from the source with ``ast``, so
an import a test never runs counts too. Screens reach each other and the app by name
(``tutor.screens.SCREENS``) and the app through ``tutor.screens.base.NiwaServices``."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "replays", "lessons", "tutor")
LAYERS = {"engine": 0, "replays": 1, "lessons": 2, "tutor": 3}
"""``tutor -> lessons -> replays -> engine``: a package imports only those below it."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {
        module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")
    }


def imported(path: Path, name: str, known: Mapping[str, Path]) -> set[str]:
    """The known modules ``path`` imports anywhere in it (``from m import x`` counts
    ``m.x`` where that is a module, else ``m``)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, *([node.module] if node.module else [])])
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in known else base)
    return {module for module in found if module in known and module != name}


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imported(path, name, known) for name, path in known.items()}


def cycles(edges: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> Iterator[None]:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                yield from visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))
        yield None

    for node in sorted(edges):
        if node not in index:
            for _ in visit(node):
                pass
    return found


def test_the_cycle_finder_finds_a_cycle() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_every_kind_of_import() -> None:
    """The app imports the screens' registry at the top, the session inside a method and
    under TYPE_CHECKING: all three are edges."""
    edges = graph()
    assert {"tutor.screens", "tutor.session", "tutor.settings"} <= edges["tutor.app"]
    assert "tutor.session" in edges["tutor.screens.base"]  # under TYPE_CHECKING


ENGINE_CYCLES = [
    ["engine.karesansui.bid_moves", "engine.karesansui.game", "engine.karesansui.notation"],
    *([f"engine.{game}", f"engine.{game}.contract"] for game in ("karesansui", "miyabi")),
    *([f"engine.{game}", f"engine.{game}.contract"] for game in ("sakura", "seikatsu")),
]
"""The engine's known cycles, left open (issue 24 asked for the app's): each game's
package names its contract's types under TYPE_CHECKING (the contract imports the
package's declaration), and Karesansui's bids, rules and notation call one another."""


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycle(package: str) -> None:
    edges = {name: targets for name, targets in graph().items() if name.startswith(package)}
    assert cycles(edges) == (ENGINE_CYCLES if package == "engine" else [])


def test_packages_import_only_the_layers_below() -> None:
    wrong = [
        f"{name} imports {target}"
        for name, targets in graph().items()
        for target in targets
        if LAYERS[target.split(".")[0]] > LAYERS[name.split(".")[0]]
    ]
    assert wrong == []


def test_the_start_imports_only_what_home_shows() -> None:
    """Opening the app on Home loads no other screen, no game's rules, no explanation or
    report of replays and no package metadata: each comes on first use (the recorder's
    journals are Home's unfinished games)."""
    code = (
        "import sys\nimport tutor.app, tutor.screens.home\nprint('\\n'.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = set(out.stdout.split())
    screens = {m for m in loaded if m.startswith("tutor.screens.")}
    assert screens <= {"tutor.screens.home", "tutor.screens.base"}, screens
    games = {m for m in loaded if m.startswith("engine.") and m.count(".") >= 2}
    assert not {m for m in games if not m.endswith(".options")}, games
    late = {"replays.explain", "replays.report", "importlib.metadata"}
    assert not loaded & late, loaded & late
