"""No user-facing English escapes the catalogue in the files the interface speaks from
(issue 29): an AST scan for prose literals outside ``_()``/``N_()``/``ngettext()``.

A literal is prose when it has a capitalised word or two words in a row and is not a
docstring, a style, an id, a key or an action; an f-string is prose when its literal
parts are. Each exception names why it is not a sentence for people.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CONVERTED = (
    "replays/explain.py",
    "tutor/app.py",
    "tutor/cli.py",
    "tutor/names.py",
    "tutor/library.py",
    "tutor/widgets/keybar.py",
    "tutor/widgets/score_sheet.py",
    "tutor/round_result.py",
    "tutor/hints.py",
    "tutor/review_view.py",
    *(f"tutor/commands/{p.name}" for p in sorted((ROOT / "tutor/commands").glob("*.py"))),
    *(
        f"tutor/screens/{name}.py"
        for name in (
            "home",
            "setup",
            "course",
            "rules",
            "help",
            "dialogs",
            "game_over",
            "picker",
            "loading",
            "viewer",
            "play",
            "move_entry",
            "lesson",
            "lesson_done",
        )
    ),
    "tutor/ply_story.py",
    "tutor/what_if.py",
    *(f"tutor/widgets/{name}.py" for name in ("review_panel", "hint_advisor", "move_list", "hand")),
)
"""The files whose words go through the catalogue (the game screens' words too: the review
and the hint are their widgets, review_panel and hint_advisor)."""

TRANSLATORS = {"_", "N_", "ngettext", "pgettext"}
NOT_PROSE_ARGUMENTS = {
    "style",
    "id",
    "classes",
    "variant",
    "key_display",
    "dest",
    "metavar",
    "action",
    "choices",
    "name",
    "type",
    "end",
    "sep",
    "overflow",
    "justify",
    "thread",
    "severity",
}
"""Keyword arguments that never hold words for people."""
NOT_PROSE_CALLS = {
    "query",
    "query_one",
    "query_children",
    "set_class",
    "add_class",
    "remove_class",
    "has_class",
    "stylize",
    "get_component_rich_style",
    "run_action",
    "partition",
    "split",
    "startswith",
    "endswith",
    "removesuffix",
    "getattr",
    "add_argument",
    "add_parser",
    "add_subparsers",
    "set_defaults",
    "getenv",
    "get",
    "add_column",
    "append",
}
"""Calls whose string arguments are selectors, names or styles (``append``'s text is a
piece of a line: its words are checked where they are made)."""
STYLESHEETS = {"CSS", "DEFAULT_CSS"}
"""Class attributes that hold a widget's or a screen's styles."""
STYLE_WORDS = {
    "bold",
    "dim",
    "italic",
    "underline",
    "reverse",
    "strike",
    "on",
    "not",
    "green",
    "red",
    "yellow",
    "blue",
    "white",
    "black",
    "magenta",
    "cyan",
}
ALLOWED = {
    ("tutor/screens/setup.py", "seat "): "the contract's own name of a seat, compared, not shown",
    ("tutor/app.py", "Screenshot"): "Textual's own palette entry, matched to be replaced",
    ("tutor/app.py", "Keys"): "Textual's own palette entry, matched to be replaced",
    ("tutor/app.py", "English"): "a language by its own name, never translated",
    ("tutor/app.py", "Español"): "a language by its own name, never translated",
    ("tutor/commands/recording_commands.py", "tab: complete"): "a readline setting",
    ("tutor/widgets/keybar.py", " Ctrl+P"): "a key's name",
    ("tutor/screens/dialogs.py", "n/Esc  "): "keys' names before the translated answer",
}
FORMATTED_WORD = re.compile(r"[A-Za-z]{2,}")
ID_PIECE = re.compile(r"^[#.]?[a-z0-9_:/.\-]*$")
"""The pieces of an id or a path made with an f-string ("seat-label-", "opt-")."""
WORDS = re.compile(r"[A-Za-z]{2,}[^A-Za-z{}]+[A-Za-z]{2,}|\b[A-Z][a-z]+")
MACHINE = re.compile(
    r"^[#.]?[a-z0-9_+,.:/()'|=\-]*$|^[A-Z_]+$|^\W*$|^-?[a-z][a-z0-9-]*( -?[a-z][a-z0-9-]*)+$"
)
"""Ids, actions, keys, paths, metavars, and lists of CSS classes ("game-card -selected")."""


def is_prose(text: str, formatted: bool = False) -> bool:
    """Words for people; in an f-string (``formatted``) one word is enough: "{n} moves"."""
    if formatted:
        said = text.replace("niwa", "")  # the program's name, as it prefixes its refusals
        return bool(FORMATTED_WORD.search(said)) and not ID_PIECE.match(said)
    stripped = text.strip()
    if not stripped or MACHINE.match(stripped):
        return False
    words = re.findall(r"[#\w]+", stripped)
    if words and all(w in STYLE_WORDS or w.startswith("#") for w in words):
        return False
    return bool(WORDS.search(stripped))


class Scan(ast.NodeVisitor):
    def __init__(self, path: str) -> None:
        self.path = path
        self.found: list[str] = []
        self.skip: set[int] = set()

    def mark(self, node: ast.AST) -> None:
        for inner in ast.walk(node):
            self.skip.add(id(inner))

    def visit_Expr(self, node: ast.Expr) -> None:  # docstrings and attribute docstrings
        if isinstance(node.value, ast.Constant | ast.JoinedStr):
            return
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:  # a class's CSS is styles, not words
        if any(getattr(target, "id", None) in STYLESHEETS for target in node.targets):
            return
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:  # values compared, not shown
        self.mark(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        self.mark(node.slice)
        self.generic_visit(node)

    def visit_Dict(self, node: ast.Dict) -> None:  # keys are names
        for key in node.keys:
            if key is not None:
                self.mark(key)
        self.generic_visit(node)

    def visit_Call(self, node: ast.Call) -> None:
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        if name in TRANSLATORS:
            for arg in node.args:
                if isinstance(arg, ast.JoinedStr):
                    self.found.append(f"an f-string inside {name}(): {ast.unparse(arg)}")
            self.mark(node)
            return
        if name in NOT_PROSE_CALLS:
            for arg in node.args:
                self.mark(arg)
        if name == "Binding":  # the key and the action
            for arg in node.args[:2]:
                self.mark(arg)
        for keyword in node.keywords:
            if keyword.arg in NOT_PROSE_ARGUMENTS:
                self.mark(keyword.value)
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        return

    def visit_Constant(self, node: ast.Constant) -> None:
        if id(node) in self.skip or not isinstance(node.value, str):
            return
        self.report(node.value)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        if id(node) in self.skip:
            return
        literal = "".join(part.value for part in node.values if isinstance(part, ast.Constant))
        self.report(literal, ast.unparse(node), formatted=True)
        for part in node.values:
            if isinstance(part, ast.FormattedValue):
                self.visit(part.value)

    def report(self, text: str, shown: str | None = None, formatted: bool = False) -> None:
        if is_prose(text, formatted) and (self.path, text) not in ALLOWED:
            self.found.append(shown or repr(text))


@pytest.mark.parametrize("path", CONVERTED)
def test_no_words_for_people_escape_the_catalogue(path: str) -> None:
    scan = Scan(path)
    scan.visit(ast.parse((ROOT / path).read_text(encoding="utf-8")))
    assert scan.found == [], f"{path}: wrap these in _() (or say why not in ALLOWED)"


def test_the_scan_finds_an_english_sentence_and_an_f_string() -> None:
    source = 'x = "You win"\ny = f"{n} moves"\nz = _("Fine")\nq = Text("x", style="bold green")\n'
    scan = Scan("example.py")
    scan.visit(ast.parse(source))
    assert scan.found == ["'You win'", "f'{n} moves'"]
