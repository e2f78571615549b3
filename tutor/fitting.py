"""Fitting words into a board's or a table's cells without cutting them (issue 22).

Two rules every drawing keeps: a name too long for its cell is shortened with a mark (a
full stop) that keeps a trailing number ("Computer 2" to "Comp.2"), never cut bare or
with a tilde; a line too long for its width is broken at spaces onto more lines,
indented, never cropped at the edge.
"""

from __future__ import annotations

from rich.text import Text


def shortened(name: str, width: int) -> str:
    """A name cut to ``width`` with a dot; a name ending in a number keeps it ("Player 1"
    to "Play.1"), so "Player 1" and "Player 2" stay apart (issue 22: "Playe. Playe.")."""
    if len(name) <= width:
        return name
    head, _space, number = name.rpartition(" ")
    if head and number.isdigit() and len(number) + 2 <= width:
        return f"{head[: width - len(number) - 1].rstrip()}.{number}"
    return name[: max(1, width - 1)].rstrip() + "."


def wrap(text: Text, width: int, indent: int = 2) -> list[Text]:
    """``text`` broken at spaces into lines of ``width``, later lines indented."""
    plain, start = text.plain, 0
    width = max(width, indent + 1)  # every line takes a character: the loop ends
    cuts: list[int] = []
    while len(plain) - start > (width if not cuts else width - indent):
        room = width if not cuts else width - indent
        cut = plain.rfind(" ", start + 1, start + room + 1)
        cut = start + room if cut <= start else cut
        cuts.append(cut)
        start = cut
    out = []
    for i, part in enumerate(text.divide(cuts)):
        if i:
            part = Text(" " * indent) + part[len(part.plain) - len(part.plain.lstrip()) :]
        out.append(part)
    return out
