"""What tests/tutor/test_pictures.py checks a picture of the toy game for, worked from the
state (not from the drawing): the shape its pieces are drawn as, and the codes a position
holds. A shipped game's are in that test's ``PIECES``; a game registered at run time
keeps its own here, so adding it touches nothing outside its folders."""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from tests.toygame.game import EMPTY, MARKS

KIND: Final = "mark"


def pieces(state: Any) -> Counter[str]:
    return Counter(MARKS[seat] for seat in state.cells if seat != EMPTY)
