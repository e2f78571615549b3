"""The words of Miyabi's panels, by players' names: between rounds, the end, the reveal.

Pure functions of a position and the names shown (``names[seat]``), returning
lines of rich ``Text`` (names are never markup) for :mod:`tutor.miyabi.layout` to
place:

- the **round summary** (a round just ended): each player's points, tiles and
  lanterns, bonus tiles taken and whether they passed; the tiles that left the
  game; who holds the bonsai next;
- the **final scoring in words**: each row's visible objects by player and who
  takes its values, the ties applied as the rulebook words them; each variant
  by name with its group; the bonus tiles;
- the **reveal picker** (table mode): the box by kind and object, as places to
  choose, with what is picked so far and what each kind still needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from rich.style import Style
from rich.text import Text

from engine.i18n import N_, _, ngettext
from engine.miyabi import tiles as T
from engine.miyabi.game import reveal_size, round_tally
from engine.miyabi.scoring import placings, row_counts, variant_lines
from engine.miyabi.state import State
from replays.explain import is_you
from tutor.miyabi import look

PICK: Final = "pick:"
"""Ref prefix of a tile type in the reveal picker: ``pick:K2``."""
DONE: Final = "reveal:done"
"""The picker's place that sends the reveal (once every kind is complete)."""
CLEAR: Final = "reveal:clear"
"""The picker's place that puts every picked tile back."""
GROUP_WORDS: Final = {
    "single": N_("Singles"),
    "double": N_("Doubles"),
    "corner": N_("Corners"),
    "straight": N_("Straights"),
}


def join_names(names: Sequence[str]) -> str:
    """'Ann', 'Ann and Ben', 'Ann, Ben and Cy'."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _column(name: str, width: int) -> str:
    return (name if len(name) < width else name[: width - 1]).rjust(width)


def column_width(names: Sequence[str]) -> int:
    """A seat's column in the panels' tables: the name, 5 to 9 characters."""
    return max(5, min(9, max((len(n) for n in names), default=0) + 1))


# -- between rounds ---------------------------------------------------------------------------


def round_summary(state: State, names: Sequence[str]) -> list[Text]:
    """The round that just ended (the position before the next reveal), by player."""
    round_no = state.round
    if round_no < 1:
        return []
    width = column_width(names)
    seats = range(state.players)
    tallies = [round_tally(state, seat, round_no) for seat in seats]
    rows = [
        (_("Points this round"), [f"+{t.points}" for t in tallies]),
        (_("Tiles placed"), [str(t.tiles) for t in tallies]),
        (_("Lanterns used"), [str(t.tiles) for t in tallies]),
        (_("Passed"), [_("yes") if t.passed else _("no") for t in tallies]),
    ]
    labels = max(18, max(len(label) for label, _cells in rows) + 1)  # the words' own width
    over = _("Round {round} of {rounds} is over").format(round=round_no, rounds=state.rounds)
    out = [
        Text(over, style=look.LABEL),
        Text("".ljust(labels) + "".join(_column(names[s], width) for s in seats), style=look.LABEL),
    ]
    for label, cells in rows:
        out.append(Text(label.ljust(labels) + "".join(c.rjust(width) for c in cells)))
    taken = [
        f"{names[s]}: {T.object_name(o)} (+{T.OBJECTS[o].bonus})"
        for s, tally in enumerate(tallies)
        for o in tally.bonuses
    ]
    out.append(Text(_("Bonus tiles taken: {taken}").format(taken="; ".join(taken) or _("none"))))
    leaving = [T.TILES[t].id for t, n in enumerate(state.leaving) for _n in range(n)]
    gone = ",".join(leaving) or _("no tile (all were placed)")
    out.append(Text(_("Leaving the game: {tiles}").format(tiles=gone)))
    if state.round < state.rounds:
        holder = names[state.start_seat]
        said = (
            _("Next: you hold the bonsai and start round {round}.")
            if is_you(holder)
            else _("Next: {player} holds the bonsai and starts round {round}.")
        )
        out.append(Text(said.format(player=holder, round=round_no + 1)))
    return out


# -- the end in words ---------------------------------------------------------------------------


def row_outcome(state: State, row: int, names: Sequence[str]) -> str:
    """Who takes the row's values, the rulebook's ties applied (rules miyabi.end.*)."""
    obj = T.OBJECTS[row]
    taken = placings(row_counts(state, row))
    firsts = [names[s] for s, first, _count in taken if first]
    seconds = [names[s] for s, first, _count in taken if not first]
    if not firsts:
        return _("nobody shows one: no points")
    if len(firsts) > 1:
        return _("{players} tie for the most: each takes {most}, and nobody takes {second}").format(
            players=join_names(firsts), most=obj.most, second=obj.second
        )
    most = (
        _("You have the most: {points}")
        if is_you(firsts[0])
        else _("{player} has the most: {points}")
    )
    out = most.format(player=firsts[0], points=obj.most)
    if not seconds:
        return out + _("; nobody else shows one")
    if len(seconds) > 1:
        tie = _("; {players} tie for second: each takes {points}")
        return out + tie.format(players=join_names(seconds), points=obj.second)
    return out + _("; {player} second: {points}").format(player=seconds[0], points=obj.second)


def row_counts_text(state: State, row: int, names: Sequence[str]) -> str:
    """'1 M maple 12/6: Ann 5, Ben 6'."""
    obj = T.OBJECTS[row]
    counts = row_counts(state, row)
    shown = ", ".join(f"{names[s]} {c}" for s, c in enumerate(counts))
    return f"{row + 1} {obj.code} {T.object_name(row)} {obj.most}/{obj.second}: {shown}"


def variant_words(state: State, names: Sequence[str]) -> list[str]:
    """Each variant in play by name, with each player's group ("a group of 7")."""
    lines = variant_lines(state)
    out = []
    for rule, name, noun, per in (
        (
            "miyabi.variant.colourful",
            _("Colourful garden"),
            ngettext("{count} point per object", "{count} points per object", T.COLOURFUL_POINTS),
            T.COLOURFUL_POINTS,
        ),
        (
            "miyabi.variant.meadow",
            _("Big meadow"),
            ngettext(
                "{count} point per green square", "{count} points per green square", T.MEADOW_POINTS
            ),
            T.MEADOW_POINTS,
        ),
    ):
        enabled = (
            state.options.colourful_garden
            if rule.endswith("colourful")
            else state.options.big_meadow
        )
        if not enabled:
            continue
        by_seat = {line.side: line.points for line in lines if line.rule == rule}
        parts = [
            _("{player} a group of {size} (+{points})").format(
                player=names[s], size=by_seat.get(s, 0) // per, points=by_seat.get(s, 0)
            )
            for s in range(state.players)
        ]
        out.append(f"{name} ({noun.format(count=per)}): " + ", ".join(parts))
    return out


def final_words(state: State, names: Sequence[str], *, long: bool = True) -> list[Text]:
    """The end scoring in words: each row's counts and outcome, variants, bonus tiles."""
    title = _("The end, row by row: visible objects, ties as the rulebook says")
    out = [Text(title if long else _("The end, row by row"), look.LABEL)]
    for row in range(len(T.OBJECTS)):
        counts = Text(row_counts_text(state, row, names))
        counts.stylize(look.object_style(row, bg="default"), 2, 3)
        out.append(counts)
        out.append(Text("  " + row_outcome(state, row, names)))
    out.extend(Text(line) for line in variant_words(state, names))
    held = [
        f"{names[seat]}: "
        + ", ".join(
            f"{T.object_name(o)} +{obj.bonus}"
            for o, obj in enumerate(T.OBJECTS)
            if state.bonuses[o] == seat
        )
        for seat in range(state.players)
        if seat in state.bonuses
    ]
    out.append(Text(_("Bonus tiles: {taken}").format(taken="; ".join(held) or _("none taken"))))
    return out


# -- the reveal picker (table mode) ---------------------------------------------------------------


class PickerItem(NamedTuple):
    """A piece of the picker: its text and the ref choosing it picks (None: just words)."""

    text: Text
    ref: str | None = None


LABEL_WIDTH: Final = 17
"""The kinds' labels padded alike, so their tiles line up ("Straights 2 of 2:")."""


def picked_in(group: str, tray: Sequence[int]) -> int:
    return sum(n for t, n in enumerate(tray) if T.TILES[t].group == group)


def can_pick(state: State, tray: Sequence[int], tile: int) -> bool:
    """One more of ``tile`` may go in: the box holds it and its kind still needs one."""
    group = T.TILES[tile].group
    need = reveal_size(state.options)[group]
    return tray[tile] < state.box[tile] and picked_in(group, tray) < need


def complete(state: State, tray: Sequence[int]) -> bool:
    return all(picked_in(g, tray) == n for g, n in reveal_size(state.options).items())


def picker_rows(state: State, tray: Sequence[int]) -> list[list[PickerItem]]:
    """The picker by rows: a kind's label (how many picked of how many), then its tiles
    ``M1 2/5`` (picked / in the box, dim when none is left); last, lay out and clear."""
    sizes = reveal_size(state.options)
    rows: list[list[PickerItem]] = []
    for group, need in sizes.items():
        got = picked_in(group, tray)
        style = Style(bold=True, color="green") if got == need else look.LABEL
        label = _("{kind} {got} of {need}:").format(kind=_(GROUP_WORDS[group]), got=got, need=need)
        label = label.ljust(LABEL_WIDTH)
        row = [PickerItem(Text(label, style=style))]
        for t, kind in enumerate(T.TILES):
            if kind.group != group:
                continue
            text = Text(kind.id, look.object_style(kind.object))
            text.append(f" {tray[t]}/{state.box[t]}", look.DIM if not state.box[t] else None)
            row.append(PickerItem(text, f"{PICK}{kind.id}" if state.box[t] else None))
        rows.append(row)
        rows.extend(shape_legend(group))
    total = sum(sizes.values())
    ready = complete(state, tray)
    lay_out = "[" + _("Lay out these {count} tiles").format(count=total) + "]"
    done = Text(lay_out, style="bold" if ready else look.DIM)
    back = Text("[" + _("Put them all back") + "]")
    rows.append([PickerItem(done, DONE), PickerItem(back, CLEAR)])
    return rows


SHAPE_PICTURES: Final[dict[str, tuple[str, str]]] = {
    "L": (" o", "#o"),
    "R": ("#o", " o"),
}
"""The shapes a word alone leaves in doubt, drawn from the object square ``#`` (green
squares ``o``) running east: a corner turning left goes up, one turning right goes down.
The same drawing as the offer's (tutor.miyabi.layout.shape_lines)."""
SHAPE_WORDS: Final = {"L": N_("turns left"), "R": N_("turns right")}
"""How the picker names each of those shapes beside its drawing."""


def shape_legend(group: str) -> list[list[PickerItem]]:
    """Two picker lines under a kind whose shapes mirror each other (the corners): each
    shape's letter, its name and its picture, so a tile in the hand is matched to L or R."""
    shapes = [shape for shape in T.SHAPES if shape.group == group]
    if not all(shape.code in SHAPE_PICTURES for shape in shapes):
        return []
    top, bottom = Text(" " * 2), Text(" " * 2)
    for shape in shapes:
        words = f"{shape.code} {_(SHAPE_WORDS[shape.code])}: "
        upper, lower = SHAPE_PICTURES[shape.code]
        top.append(words, look.DIM)
        top.append(upper + "  ")
        bottom.append(" " * len(words) + lower + "  ")
    return [[PickerItem(top)], [PickerItem(bottom)]]


def picker_head(state: State, width: int) -> Text:
    """What the picker asks, as long as fits."""
    round_no = state.round + 1
    head = _("Round {round}: pick the tiles laid out at the table (picked/in the box)")
    head = head.format(round=round_no)
    if len(head) > width:
        head = _("Round {round}: the tiles laid out (picked/box)").format(round=round_no)
    return Text(head, style=look.LABEL)


PICKER_HELP: Final = N_("Enter or click: +1 tile. Backspace: -1.")


def reveal_text(tray: Sequence[int]) -> str:
    """The picked tiles in notation: ``+M1,M1,K2,...``."""
    return "+" + ",".join(T.TILES[t].id for t, n in enumerate(tray) for _ in range(n))
