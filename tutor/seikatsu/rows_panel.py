"""Seikatsu's rows as they stand, in words: the standings panel and the placement preview.

Everything comes from :mod:`engine.seikatsu.rows`, the same standings the end of
the game scores: per side, each of its pagoda's seven rows with the largest set of
one flower now, the koi that would join it, and the points if the game ended now.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text

from engine.i18n import N_, _, ngettext
from engine.seikatsu import tiles as T
from engine.seikatsu.rows import RowStanding, flower_total, side_rows
from tutor.seikatsu import look
from tutor.ui import InfoLine

TITLE = N_("Rows if the game ended now")


def set_text(row: RowStanding) -> Text:
    """``3 Primrose +1 KO``: the set that would score, its flower in colour; ties by letter."""
    text = Text()
    if row.size == 0:
        return Text(_("empty"), style="dim")
    shown = len(row.flowers)
    if row.flower is not None and len(row.tied) == 1:
        text.append(f"{shown} ")
        text.append(T.flower_name(row.flower), look.flower_style(row.flower))
    elif row.flower is not None:
        text.append(f"{shown} ")
        for i, flower in enumerate(row.tied):
            if i:
                text.append("/")
            text.append(T.FLOWERS[flower].code, look.flower_style(flower))
        text.append(" " + _("(tie)"), style="dim")
    if row.koi:
        text.append(" +" if row.flower is not None else "")
        text.append(f"{len(row.koi)} ")
        text.append("KO", look.KOI_STYLE)
    return text


def row_line(row: RowStanding) -> InfoLine:
    """One row: its label, the set, its points now, and how many cells are still open."""
    text = Text()
    text.append(f"{row.label} ", look.pagoda_style(row.pagoda))
    text.append(" ")
    text.append_text(set_text(row))
    points = ngettext("{count} pt", "{count} pts", row.points).format(count=row.points)
    text.append(f"  {points}", style="bold")
    if row.open:
        still = len(row.open)
        text.append(
            "  " + ngettext("{count} open", "{count} open", still).format(count=still), style="dim"
        )
    lit = {cell: "row" for cell in row.cells}
    lit.update({cell: "score" for cell in row.flowers + row.koi})
    return InfoLine(text, lit)


def standings(state: Any, sides: tuple[str, ...]) -> list[InfoLine]:
    """Every side's seven rows, a heading per side with its flower total now."""
    lines: list[InfoLine] = []
    for side, name in enumerate(sides):
        rows = side_rows(state.board, side)
        heading = Text()
        heading.append(f"{name[:1].upper()}{name[1:]}", style="bold")
        total = flower_total(rows)
        now = ngettext("{count} flower point now", "{count} flower points now", total)
        heading.append(": " + now.format(count=total), style="bold")
        every = {cell: "row" for row in rows for cell in row.flowers + row.koi}
        lines.append(InfoLine(heading, every))
        lines.extend(row_line(row) for row in rows)
    return lines


def rows_change(before: Any, after: Any, side: int) -> Text:
    """What a move does to one side's rows: ``P3 1->3, B5 0->1`` (only rows that change)."""
    old, new = side_rows(before.board, side), side_rows(after.board, side)
    changes = [
        f"{a.label} {a.points}->{b.points}"
        for a, b in zip(old, new, strict=True)
        if a.points != b.points
    ]
    if not changes:
        return Text(_("your rows: no change"), style="dim")
    return Text(_("your rows: {changes}").format(changes=", ".join(changes)))
