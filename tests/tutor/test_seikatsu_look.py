"""Seikatsu's piece colours stay apart in 256- and 16-colour terminals (issue 16).

tmux's default terminal has 256 colours, a bare console 16: every truecolour is
reduced to the nearest one there (rich does it for Textual). Two pieces reduced
to the same colour would be told apart by their letters only; so no two may.
"""

from __future__ import annotations

import pytest
from rich.color import Color, ColorSystem

from tutor.seikatsu import look


@pytest.mark.parametrize("system", [ColorSystem.EIGHT_BIT, ColorSystem.STANDARD])
def test_no_two_pieces_share_a_colour_after_reduction(system: ColorSystem) -> None:
    reduced = {
        name: Color.parse(colour).downgrade(system).number
        for name, colour in look.PIECE_COLOURS.items()
    }
    assert len(reduced) == 9  # 4 birds, 4 flowers, the koi
    by_index: dict[int | None, list[str]] = {}
    for name, index in reduced.items():
        by_index.setdefault(index, []).append(name)
    assert [names for names in by_index.values() if len(names) > 1] == []


def test_the_tanager_stays_red_and_apart_from_the_tulip_in_256_colours() -> None:
    # The case: #c0392b came out as 130 (brown), beside the Tulip's 166.
    tanager = Color.parse(look.PIECE_COLOURS["bird T"]).downgrade(ColorSystem.EIGHT_BIT)
    tulip = Color.parse(look.PIECE_COLOURS["flower t"]).downgrade(ColorSystem.EIGHT_BIT)
    red, green, blue = tanager.get_truecolor()
    assert red > 150 and green < 60 and blue < 60  # a red, not a brown
    assert tanager.number != tulip.number
    assert Color.parse(look.PIECE_COLOURS["bird T"]).downgrade(ColorSystem.STANDARD).number == 1
