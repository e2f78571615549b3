"""Nothing is cut inside a board's own drawing (issue 22): "1MMM" drawn "MMM", a name
drawn "Comp~" or "Bartholome", a line of the table cropped at the panel's edge ("noted
0" for "noted 0*"), a preview line ending in an ellipsis.

The fit test (``test_fit.py``) compares each widget's text with what it drew; a board
that crops or shortens its own lines before handing them over looks whole to it. So here
every game's board is shown in the viewer at 120x40 and 80x24, over positions of a seeded
random game played by the most players the game seats, with long names, and:

- the board's widgets fit (``tests/tutor/fit.py``), its drawing scrolling where it is
  taller than its panel;
- every player's name is drawn whole wherever it is drawn (an abbreviation marked with a
  full stop, "Barth.", is a table's short label; a name cut bare or with a tilde is not);
- no line of the drawing is wider than the board (the drawing is compared, unwrapped,
  with what the board shows);
- a preview of the move under the cursor, where the board draws one, is drawn whole.
"""

from __future__ import annotations

import random
import re
from typing import Any

import msgspec
import pytest
from rich.text import Text
from textual.widget import Widget

from engine.language import LANGUAGES, Language, use_language
from engine.playout import random_moves
from engine.registry import GAMES
from replays import MoveRecord, new_replay, verify
from tests.tutor.conftest import quiet_app
from tests.tutor.fit import solid, unfit
from tutor.board import Board
from tutor.screens.viewer import ViewerScreen

SIZES = [(120, 40), (80, 24)]
NAMES = (
    "Bartholomew Longname",
    "Computer 2",
    "Maximiliana",
    "Computer 4",
    "Wilhelmina Oakes",
    "Computer 6",
)
POSITIONS = 8
"""Plies looked at in each game, spread from the first to the last."""
PREVIEW = Text("Preview: this move would score 12 points in the row of maples and light a lantern.")


def a_random_game(game_id: str) -> Any:
    game = GAMES[game_id]
    players = min(game.declaration.players.most, len(NAMES))
    options = game.options_type(players=players)
    replay = new_replay(game_id, options, list(NAMES[:players]))
    moves = random_moves(game, options, random.Random(22))
    return verify(msgspec.structs.replace(replay, moves=[MoveRecord(m) for m in moves]))


def cut_names(text: str, names: tuple[str, ...]) -> list[str]:
    """Each place a name starts but is not drawn whole: a bare prefix ("Bartholome"), one
    with a tilde ("Comp~"). A prefix ending in a full stop is a marked abbreviation."""
    found = []
    for name in names:
        for match in re.finditer(re.escape(name[:3]), text):
            at = match.start()
            if at and text[at - 1].isalnum():
                continue
            if any(text.startswith(other, at) for other in names):
                continue
            kept = 3
            while kept < len(name) and text[at + kept : at + kept + 1] == name[kept]:
                kept += 1
            after = text[at + kept : at + kept + 1]
            if after == "." or after.isalnum():
                continue  # a marked abbreviation, or another word starting alike
            found.append(f"{name!r} drawn {text[at : at + kept + 1]!r}")
    return found


def board_text(board: Board) -> str:
    """All the board drew, scrolled out of view or not: each leaf widget's lines."""
    parts = []
    for widget in [board, *board.query(Widget)]:
        if widget.children or not widget.region.area:
            continue
        width, height = widget.region.size
        strips = widget.render_lines(widget.region.reset_offset)
        parts.append("\n".join(strip.text for strip in strips[:height]))
        del width
    return "\n".join(parts)


def board_problems(screen: ViewerScreen, names: tuple[str, ...]) -> list[str]:
    board = screen.board()
    inside = {type(w).__name__ for w in [board, *board.query(Widget)]}
    problems = [p for p in unfit(screen) if p.split("#")[0].split(":")[0] in inside]
    problems.extend(f"name {cut}" for cut in cut_names(board_text(board), names))
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", list(GAMES))
async def test_no_board_cuts_a_name_a_line_or_a_preview(
    game_id: str, size: tuple[int, int], language: Language
) -> None:
    """In every language niwa speaks (Spanish runs longer than English, issue 29)."""
    use_language(language)
    line = a_random_game(game_id)
    names = tuple(line.replay.players)
    last = len(line) - 1
    plies = sorted({round(i * last / (POSITIONS - 1)) for i in range(POSITIONS)})
    app = quiet_app(start=lambda app: ViewerScreen(line))
    found: list[str] = []
    async with app.run_test(size=size) as pilot:
        screen = app.screen
        assert isinstance(screen, ViewerScreen)
        for ply in plies:
            screen.seek(ply)
            await pilot.pause()
            found.extend(f"ply {ply}: {p}" for p in board_problems(screen, names))
            board = screen.board()
            before = solid(board_text(board))
            board.preview = PREVIEW
            await pilot.pause()
            drawn = solid(board_text(board))
            if drawn != before and solid(PREVIEW.plain) not in drawn:
                found.append(f"ply {ply}: the preview is cut: {board_text(board)[-300:]!r}")
            board.preview = Text()
            await pilot.pause()
    assert not found, "\n".join(dict.fromkeys(found))
