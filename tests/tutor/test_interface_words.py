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
    "tutor/app_commands.py",
    "tutor/option_controls.py",
    "tutor/board_edits.py",
    "tutor/editor_view.py",
    *(f"tutor/widgets/{name}.py" for name in ("game_card", "saved_games", "seat_row")),
    "tutor/cli.py",
    "tutor/names.py",
    "tutor/library.py",
    "tutor/widgets/keybar.py",
    "tutor/widgets/score_sheet.py",
    "tutor/round_result.py",
    "tutor/hints.py",
    "tutor/review_view.py",
    "tutor/editing.py",
    "tutor/piece_editing.py",
    "tutor/widgets/position_line.py",
    "tutor/widgets/piece_palette.py",
    "tutor/widgets/position_form.py",
    "tutor/widgets/ask_panel.py",
    "tutor/widgets/side_to_move.py",
    "tutor/seikatsu/editor.py",
    "tutor/miyabi/editor.py",
    "tutor/sakura/editor.py",
    "tutor/karesansui/editor.py",
    "tutor/sakura/hint_words.py",
    "tutor/karesansui/hint_words.py",
    *(f"tutor/commands/{p.name}" for p in sorted((ROOT / "tutor/commands").glob("*.py"))),
    "tutor/ui.py",
    "tutor/plugins.py",
    "tutor/pictures.py",
    "tutor/export.py",
    *(
        f"tutor/{game}/{p.name}"
        for game in ("seikatsu", "miyabi", "sakura", "karesansui")
        for p in sorted((ROOT / "tutor" / game).glob("*.py"))
        if p.name != "editor.py"  # the position editor's words: converted with the editor
    ),
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
            "editor",
            "editor_files",
            "practice",
            "viewer",
            "play",
            "play_turns",
            "play_hand_over",
            "viewer_what_if",
            "viewer_open",
            "viewer_keys",
            "viewer_nav",
            "viewer_side",
            "viewer_stage",
            "viewer_css",
            "lesson",
            "lesson_done",
        )
    ),
    "tutor/ply_story.py",
    "tutor/what_if.py",
    *(
        f"tutor/{name}.py"
        for name in ("play_words", "play_keys", "viewer_words", "lesson_texts", "practice_words")
    ),
    *(
        f"tutor/widgets/{name}.py"
        for name in (
            "review_panel",
            "hint_advisor",
            "move_list",
            "hand",
            "move_desk",
            "move_choices",
        )
    ),
)
"""The files whose words go through the catalogue (the game screens' words too: the review
and the hint are their widgets, review_panel and hint_advisor)."""

BELOW_THE_SCREENS = (
    *(
        f"replays/{p.name}"
        for p in sorted((ROOT / "replays").glob("*.py"))
        if p.name not in ("one_seat.py", "correction.py", "explain.py")
    ),
    *(
        f"lessons/{name}.py"
        for name in (
            "check",
            "course",
            "format",
            "honesty",
            "kinds",
            "progress",
            "questions",
            "runner",
        )
    ),
    "tutor/session.py",
    "tutor/keys.py",
    "tutor/board.py",
    "tutor/lesson_words.py",
    "tutor/level_words.py",
    "tutor/table_fix.py",
    "tutor/screens/__init__.py",
    *(
        f"tutor/widgets/{name}.py"
        for name in (
            "choice_row",
            "info_panel",
            "quiz_answers",
            "reflow_log",
            "scrubber",
            "settled_table",
        )
    ),
    *(f"engine/{p.name}" for p in sorted((ROOT / "engine").glob("*.py"))),
)
"""The engine's, the replays' and the lessons' words a player reads (refusals, errors on
the command line, a lesson's verdicts) and the app's parts below the screens (issue 29)."""

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
    "compile",
    "search",
    "match",
    "fullmatch",
    "findall",
    "finditer",
    "TypeVar",
}
"""Calls whose string arguments are selectors, names, styles or patterns (``append``'s text
is a piece of a line: its words are checked where they are made; ``compile``'s a regular
expression)."""
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
    ("tutor/widgets/seat_row.py", "seat "): "the contract's name of a seat, compared, not shown",
    ("tutor/app_commands.py", "Screenshot"): "Textual's own palette entry, matched to be replaced",
    ("tutor/app_commands.py", "Keys"): "Textual's own palette entry, matched to be replaced",
    ("tutor/app_commands.py", "English"): "a language by its own name, never translated",
    ("tutor/app_commands.py", "Español"): "a language by its own name, never translated",
    ("tutor/commands/recording_commands.py", "tab: complete"): "a readline setting",
    ("tutor/widgets/keybar.py", " Ctrl+P"): "a key's name",
    ("tutor/screens/dialogs.py", "n/Esc  "): "keys' names before the translated answer",
    ("replays/__init__.py", "module 'replays' has no attribute "): "Python's own AttributeError",
    ("replays/annotations.py", " ( to  over  paired endings)"): "a review line: stored in the file",
    ("replays/annotations.py", "[review seat ] :   lost"): "a review line: stored in the file",
    ("replays/annotations.py", ", best found "): "a review line: stored in the file",
    ("replays/annotations.py", " ( simulated endings)"): "a review line: stored in the file",
    ("replays/codec.py", "unknown replay encoding  (json or msgpack)"): "a caller's bug",
    ("replays/timeline.py", "ply  is outside .."): "an IndexError: a caller's bug",
    ("replays/timeline.py", "<Timeline   plies=>"): "a repr, for debugging",
    ("lessons/runner.py", "step  is not a 'do' step"): "a ValueError: a caller's bug",
    ("lessons/runner.py", "step  is not a quiz"): "a ValueError: a caller's bug",
    ("lessons/course.py", " is not a folder of lessons for "): "a registration bug",
    ("engine/adapter.py", "<game >"): "a repr, for debugging",
    ("engine/core.py", "seat "): "the contract's name of a seat, in Log texts (name_of says it)",
    ("engine/core.py", ".players needs Meta(ge=..., le=...)"): "a game's declaration: a bug",
    ("engine/core.py", ".players needs a default within its bounds"): "a declaration's bug",
    ("engine/core.py", " has no players field"): "a game's declaration: a bug",
    ("engine/core.py", ": review_marks must name , worst first"): "a declaration's bug",
    (
        "engine/core.py",
        ": review thresholds must be positive, worst highest",
    ): "a declaration's bug",
    (
        "engine/greedy.py",
        "no legal move: the game is over or it is the dealer's turn",
    ): "a caller's bug",
    ("engine/language.py", "niwa speaks , not "): "a caller's bug (the CLI refuses in words)",
    ("engine/lazy.py", "module  has no attribute "): "Python's own AttributeError",
    ("engine/registry.py", ".DECLARATION does not declare the game "): "a game's package: a bug",
    ("engine/said.py", "cannot encode "): "msgspec's enc_hook protocol",
    ("engine/translations.py", ": larger than  bytes"): "a shipped file's fault, for developers",
    ("engine/translations.py", ":  is not a table of texts"): "a shipped file's fault",
    ("engine/translations.py", ":  is not a text"): "a shipped file's fault, for developers",
    ("engine/translations.py", ": ids missing , ids unknown "): "a shipped file's fault",
    ("engine/translations.py", ":  has keys , the English "): "a shipped file's fault",
    ("engine/translations.py", ": . changes the placeholders"): "a shipped file's fault",
    ("engine/safe_text.py", "Cc"): "a Unicode category",
    ("engine/safe_text.py", "Cf"): "a Unicode category",
    ("engine/safe_text.py", "Cs"): "a Unicode category",
    ("engine/safe_text.py", "Zl"): "a Unicode category",
    ("engine/safe_text.py", "Zp"): "a Unicode category",
    ("tutor/session.py", "the computer's move"): "an enum's value, named only in a caller's bug",
    ("tutor/session.py", "the computer's draw"): "an enum's value, named only in a caller's bug",
    ("tutor/session.py", "nothing: the game is over"): "an enum's value, named in a caller's bug",
    ("tutor/session.py", " seats but  seat kinds"): "a ValueError: a caller's bug",
    ("tutor/session.py", "the computer has nothing to do: waiting for "): "a caller's bug",
    ("tutor/lesson_words.py", "Right"): "compared: how an English verdict starts",
    ("tutor/lesson_words.py", "Good"): "compared: how an English verdict starts",
    ("tutor/lesson_words.py", "Not"): "compared: how an English verdict starts",
    ("tutor/editing.py", "field "): "a key naming a form box (typing, extra fields), not shown",
    ("tutor/editor_view.py", "or type a move, "): "Play's move-box words, matched to be cut",
    ("tutor/editor_view.py", "or type: "): "Play's move-box words, matched to be cut",
    ("tutor/sakura/deal_picker.py", "deal:;piles=;chars="): "a deal in the move notation",
}
FORMATTED_WORD = re.compile(r"[A-Za-z]{2,}")
ID_PIECE = re.compile(r"^[#.]?[a-z0-9_:/.\-]*$")
"""The pieces of an id or a path made with an f-string ("seat-label-", "opt-")."""
WORDS = re.compile(r"[A-Za-z]{2,}[^A-Za-z{}]+[A-Za-z]{2,}|\b[A-Z][a-z]+")
MACHINE = re.compile(
    r"^[#.]?[a-z0-9_+,.:/()'|=\-]*$|^[A-Z_]+$|^\W*$|^-?[a-z][a-z0-9-]*( -?[a-z][a-z0-9-]*)+$"
    r"|^[a-z_][a-z0-9_.]*:[A-Za-z_]\w*$"
)
"""Ids, actions, keys, paths, metavars, lists of CSS classes ("game-card -selected") and
import paths ("tutor.screens.home:HomeScreen")."""


STYLE_ATTRIBUTES = frozenset({"DEFAULT_CSS", "CSS"})
"""Class attributes that hold Textual CSS (read by Textual, not by people)."""


def is_prose(text: str, formatted: bool = False) -> bool:
    """Words for people; in an f-string (``formatted``) one word is enough: "{n} moves".
    Markup (an SVG picture's elements, ``<title>...``) is not: its words are shown
    through the texts put into it."""
    if text.lstrip().startswith("<"):
        return False
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

    def visit_Assign(self, node: ast.Assign) -> None:
        """A widget's or the app's CSS (``DEFAULT_CSS``, ``CSS``): styles and their
        comments, never shown to a player; a module's public names (``__all__``)."""
        names = STYLE_ATTRIBUTES | {"__all__"}
        if any(isinstance(t, ast.Name) and t.id in names for t in node.targets):
            self.mark(node.value)
        self.generic_visit(node)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        target = node.target
        if isinstance(target, ast.Name) and target.id in STYLE_ATTRIBUTES and node.value:
            self.mark(node.value)
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

    def visit_DictComp(self, node: ast.DictComp) -> None:  # keys are names
        self.mark(node.key)
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


@pytest.mark.parametrize("path", CONVERTED + BELOW_THE_SCREENS)
def test_no_words_for_people_escape_the_catalogue(path: str) -> None:
    scan = Scan(path)
    scan.visit(ast.parse((ROOT / path).read_text(encoding="utf-8")))
    assert scan.found == [], f"{path}: wrap these in _() (or say why not in ALLOWED)"


def test_the_scan_finds_an_english_sentence_and_an_f_string() -> None:
    source = 'x = "You win"\ny = f"{n} moves"\nz = _("Fine")\nq = Text("x", style="bold green")\n'
    scan = Scan("example.py")
    scan.visit(ast.parse(source))
    assert scan.found == ["'You win'", "f'{n} moves'"]
