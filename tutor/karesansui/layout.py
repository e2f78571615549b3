"""The Karesansui table drawn as lines of text, with the places a cursor or a click can choose.

Pure: a position (as the viewer may see it), the rocks in the rake of the bid being
built and the cursor give the lines and where each place is drawn, so the widget
(:mod:`tutor.karesansui.board`) only shows them and the tests can read them.

What is drawn, top to bottom: the round tracker with the black stone and the bag;
each demerit deck's next card; each pile (a wedge of the bidding board) with its
rocks, value and standing bid; when a person bids, the bid builder (the rake, and
for each pile whether the bid would be legal, the engine's reason if not, and the
forbidden sets winning it would bring with what they would cost now); when a
person surrenders, each set with the cheapest order it starts and its demerits;
then every garden as the player-aid side of its board, a row per value and a
column per colour, the rocks of a forbidden set outlined and the set named.

Places (refs) are ``rock:2R`` (a cell of the bidder's garden: add a rock to the
rake), ``pile:1`` (bid the rake for that pile), ``pass``, and ``move:<notation>``
(a surrender or done).
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterator
from typing import Any, Final, NamedTuple

from rich.text import Text

from engine.core import CHANCE, IllegalMove, seat_word
from engine.i18n import _, ngettext
from engine.karesansui import GAME, Bid, Done, Pass, State, Surrender
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import (
    BID,
    BLACK_IN_BAG,
    FILL,
    HIDDEN,
    NO_BID,
    OVER,
    SETUP,
    SURRENDER,
)
from engine.karesansui.words import WORDS
from lessons.karesansui.surrenders import demerits_of, orders
from replays.explain import SeatName, is_you
from tutor.fitting import shortened
from tutor.karesansui import look

CELL: Final = 4
"""Columns per grid cell: room for " 1+1" (one rock stays, one is in the rake)."""
GRID_LEFT: Final = 6
"""Columns before the first cell: the row's numeral."""
GARDEN_WIDTH: Final = GRID_LEFT + CELL * R.N_COLOURS + 2


class Place(NamedTuple):
    line: int
    start: int
    end: int


class Picture(NamedTuple):
    lines: list[Text]
    places: dict[str, Place]
    rows: list[list[str]]
    """The places row by row, as the arrows walk them."""

    def ref_at(self, x: int, y: int) -> str | None:
        for ref, place in self.places.items():
            if place.line == y and place.start <= x < place.end:
                return ref
        return None


def builder_seat(state: State | None, interactive: bool, viewer: int | None) -> int | None:
    """The seat building a bid or choosing a surrender on this board, or None."""
    if state is None or not interactive or state.phase not in (BID, SURRENDER):
        return None
    if viewer is not None and viewer != state.seat:
        return None
    return int(state.seat)


def rake_types(rake: tuple[int, ...]) -> tuple[int, ...]:
    return R.types_of(rake)


def bid_for(state: State, rake: tuple[int, ...], pile: int) -> Bid:
    """The bid the rake makes on ``pile`` (from 0)."""
    return Bid(state.seat, pile, R.codes(rake_types(rake)))


class _Lines:
    """Lines being drawn, and the places put on them."""

    def __init__(self, cursor: str | None) -> None:
        self.lines: list[Text] = []
        self.places: dict[str, Place] = {}
        self.rows: list[list[str]] = []
        self.cursor = cursor

    def add(self, text: Text | str = "") -> Text:
        line = text if isinstance(text, Text) else Text(text)
        self.lines.append(line)
        return line

    def place(self, line: Text, ref: str, label: Text | str, new_row: bool = False) -> None:
        """Append a choosable ``label`` to ``line`` (the last one added)."""
        start = len(line.plain)
        shown = label.copy() if isinstance(label, Text) else Text(label)
        if ref == self.cursor:
            shown.stylize(look.CURSOR)
        line.append_text(shown)
        self.places[ref] = Place(len(self.lines) - 1, start, len(line.plain))
        if new_row or not self.rows:
            self.rows.append([ref])
        else:
            self.rows[-1].append(ref)


def draw(
    state: State | None,
    *,
    width: int = 80,
    viewer: int | None = None,
    interactive: bool = False,
    rake: tuple[int, ...] = (0,) * R.N_TYPES,
    cursor: str | None = None,
    lit: frozenset[str] = frozenset(),
    name: SeatName = seat_word,
    hints: frozenset[str] = frozenset(),
) -> Picture:
    """The whole table; ``lit`` refs (rock codes from Score/Log refs) are outlined too, the
    ``hints`` refs of a hinted move (``pile:2``, ``rock:2Y``) are marked, and players are
    called by ``name``."""
    out = _Lines(cursor)
    if state is None:
        out.add("")
        return Picture(out.lines, out.places, out.rows)
    _head(out, state, width)
    _piles(out, state, width, name, hints)
    builder = builder_seat(state, interactive, viewer)
    if builder is not None and state.phase == BID:
        _bid_builder(out, state, rake, width, name)
    elif builder is not None and state.phase == SURRENDER:
        _surrenders(out, state, width)
    elif interactive and GAME.to_move(state) == CHANCE:
        _bag_picker(out, state, width, name)
    bidder = builder if state.phase == BID else None
    _gardens(out, state, width, bidder, rake, lit, name, hints)
    _say(out, WORDS(look.LEGEND), width)
    for line in out.lines:
        line.truncate(width, overflow="crop")
    return Picture(out.lines, out.places, out.rows)


# -- the bidding board --------------------------------------------------------------------


def _flow(out: _Lines, parts: list[Text], width: int, indent: str = "  ") -> None:
    """Lay ``parts`` out on as few lines as fit ``width``, later lines indented."""
    line = out.add()
    for part in parts:
        if line.plain.strip() and len(line.plain) + len(part.plain) > width:
            line = out.add(indent)
            part = part[len(part.plain) - len(part.plain.lstrip()) :]
        line.append_text(part)


def _deck(kind: int) -> str:
    """A deck of demerit cards by its name in the language spoken ("Trips", "Viajes")."""
    return WORDS(f"deck.{C.DECKS[kind].code}")


def _say(
    out: _Lines, words: str, width: int, style: str = "dim", whole: tuple[str, ...] = ()
) -> None:
    """A sentence wrapped to ``width``, never inside a name of ``whole`` (a player's name
    goes to the next line entire: no-break spaces hold it together while wrapping)."""
    for name in whole:
        words = words.replace(name, name.replace(" ", "\xa0"))
    for part in textwrap.wrap(words, max(20, width)):
        out.add(Text(part.replace("\xa0", " "), style=style))


def _head(out: _Lines, state: State, width: int) -> None:
    tracker = Text(_("Round {round}").format(round=state.round) + "  ", style="bold")
    for k in range(C.TRACKER_SPACES):
        here = state.black == k
        tracker.append(f"[{k + 1}{'*' if here else ''}]", style="bold" if here else "")
    tracker.append(" > " + _("bag"), style="bold" if state.black == BLACK_IN_BAG else "")
    rocks = sum(state.bag)
    bag = "   " + ngettext("Bag: {count} rock", "Bag: {count} rocks", rocks).format(count=rocks)
    if state.black == BLACK_IN_BAG:
        bag += " " + _("+ the black stone (*)")
    _flow(out, [tracker, Text(bag)], width)
    decks = [Text(_("Next card: "))]
    for deck, spec in enumerate(C.DECKS):
        taken = state.taken[deck]
        value = C.card_value(deck, taken)
        paper = "" if taken < len(spec.values) else " " + _("(on paper)")
        part = Text(f"{_deck(deck)} ")
        part.append(f"{value}{paper}", style="bold")
        part.append("  ")
        decks.append(part)
    _flow(out, decks, width)
    if state.phase != OVER and state.ending:
        last = _("Last round: {rule}").format(rule=GAME.rules[state.ending].title)
        out.add(Text(last, style=look.WARNING))
    out.add()


def _piles(out: _Lines, state: State, width: int, name: SeatName, hints: frozenset[str]) -> None:
    if not any(state.piles):
        return
    maker = name(state.start)
    made = _("Piles (made by you):") if is_you(maker) else _("Piles (made by {player}):")
    _say(out, made.format(player=maker), width, "bold", whole=(maker,))
    for pile, rocks in enumerate(state.piles):
        ref = f"pile:{pile + 1}"
        hinted = ref in hints
        line = out.add(Text("* ", style=look.HINT) if hinted else "  ")  # a mark, not colour only
        label = Text(_("Pile {pile}").format(pile=pile + 1), style=look.HINT if hinted else "bold")
        out.place(line, ref, label, new_row=True)
        line.append(": ")
        line.append_text(look.rocks_text(rocks, _("(being made)")))
        line.append(f" = {R.value(rocks)}")
        bid = _bid_words(state, pile, name)
        if len(line.plain) + len(bid.plain) + 3 <= width:
            line.append("   ")
            line.append_text(bid)
        else:
            second = out.add("      ")
            second.append_text(bid)
    out.add()


def _bid_words(state: State, pile: int, name: SeatName) -> Text:
    bidder = state.bidders[pile]
    if bidder == NO_BID:
        return Text(_("no bid"), style=look.DIM)
    rocks = state.bids[pile]
    who = name(bidder)
    bids = _("You bid") if is_you(who) else _("{player} bids").format(player=who)
    out = Text(f"{bids} ")
    out.append_text(look.rocks_text(rocks))
    out.append(
        " " + _("({value} in {rocks})").format(value=R.value(rocks), rocks=_rocks(len(rocks)))
    )
    return out


def _rocks(n: int) -> str:
    return ngettext("{count} rock", "{count} rocks", n).format(count=n)


def _bid_builder(
    out: _Lines, state: State, rake: tuple[int, ...], width: int, name: SeatName
) -> None:
    """The rake, and what it would do on each pile, computed by the engine."""
    types = rake_types(rake)
    # The rake is the bidder's: "Your rake" only where the bidder is the "You" of
    # the table, else "Ann's rake" (a "beats you" under it then means the person).
    owner = name(state.seat)
    rake_of = _("Your rake: ") if is_you(owner) else _("{player}'s rake: ").format(player=owner)
    line = out.add(Text(rake_of, style="bold"))
    line.append_text(look.rocks_text(types, _("empty (an empty bid)")))
    value = _("value {value}, {rocks}").format(value=R.value(types), rocks=_rocks(len(types)))
    line.append(f"  {value}")
    for pile in range(state.n_piles):
        for text in pile_verdict(state, rake, pile, width, name):
            out.add(text)
    line = out.add("  ")
    passing = Pass(state.seat)
    if passing in GAME.legal_moves(state):
        out.place(line, "pass", Text("[pass]", style="bold"), new_row=True)
        ends = _("ends the bidding: a Pass card, a rock from the bag")
        parts = textwrap.wrap(ends, max(20, width - len(line.plain) - 1))
        line.append(" " + parts[0])
        for part in parts[1:]:  # the rest under it, never cut at the board's edge
            out.add(Text(" " * 9 + part))
    else:
        parts = textwrap.wrap(_("pass: not yet, a pile has no bid"), max(20, width - 2))
        line.append(parts[0], style=look.DIM)
        for part in parts[1:]:
            out.add(Text("  " + part, style=look.DIM))
    _say(
        out,
        _(
            "Enter (or a click) on a rock of your garden puts one more in the rake, taking "
            "them back once all are in; Enter on a pile bids the rake for it."
        ),
        width,
    )
    out.add()


def pile_verdict(
    state: State,
    rake: tuple[int, ...],
    pile: int,
    width: int = 80,
    name: SeatName = seat_word,
) -> list[Text]:
    """Whether the rake's bid on ``pile`` is legal (the engine's reason if not), and the
    forbidden sets winning the pile would bring, with their next card's value."""
    bid = bid_for(state, rake, pile)
    first = Text("  -> " + _("pile {pile}: ").format(pile=pile + 1))
    try:
        GAME.apply(state, bid)
    except IllegalMove as err:
        first.append(_("refused"), style=look.REFUSED)
        return [first, *(Text(f"     {part}") for part in textwrap.wrap(err.reason, width - 5))]
    standing = state.bidders[pile]
    first.append(_("legal"), style=look.LEGAL)
    if standing != NO_BID:
        beaten = name(standing)
        beats = _(", beats you") if is_you(beaten) else _(", beats {player}")
        first.append(beats.format(player=beaten))
    lines = [first]
    won = list(state.gardens[state.seat])
    for t in rake_types(rake):
        won[t] -= 1
    for t in state.piles[pile]:
        won[t] += 1
    found = R.forbidden_sets(tuple(won))
    if found:
        names = []
        for kind in sorted({kind for kind, _types in found}):
            value = C.card_value(kind, state.taken[kind])
            names.append(_("{deck} (next card {value})").format(deck=_deck(kind), value=value))
        warn = _("if won: ") + ", ".join(names)
        for part in textwrap.wrap(warn, max(20, width - 5)):  # whole, however long
            lines.append(Text("     " + part, style=look.WARNING))
    return lines


# -- surrenders -------------------------------------------------------------------------------


def _surrenders(out: _Lines, state: State, width: int) -> None:
    """Each set the mover may hand in, with the cheapest order it starts and its cost."""
    moves = GAME.legal_moves(state)
    if len(moves) == 1 and isinstance(moves[0], Done):
        line = out.add("  ")
        out.place(line, "move:done", Text("[done]", style="bold"), new_row=True)
        line.append(" " + _("your garden is clean"))
        out.add()
        return
    _say(out, _("Hand in a forbidden set (the order is yours):"), width, "bold")
    for move, rest, total in surrender_choices(state):
        line = out.add("  ")
        text = GAME.move_text(move)
        out.place(line, f"move:{text}", Text(f"[{text}]", style="bold"), new_row=True)
        then = " " + (_("then {moves}").format(moves=" ".join(rest)) if rest else _("alone"))
        demerits = ngettext("{count} demerit", "{count} demerits", total).format(count=total)
        cost = f"{then}: {demerits}"
        if len(line.plain) + len(cost) > width:
            line = out.add("   ")
        line.append(cost)
    out.add()


def surrender_choices(state: State) -> Iterator[tuple[Any, tuple[str, ...], int]]:
    """For each legal surrender: the move, the cheapest way on from it, and the total."""
    for move in GAME.legal_moves(state):
        if not isinstance(move, Surrender):
            continue
        after, points = demerits_of(GAME, state, move)
        best = min(orders(GAME, after), key=lambda order: order[1])
        yield move, best[0], points + best[1]


# -- the bag (table mode: the rock drawn at the real table) ------------------------------------


def draw_purpose(state: State, name: SeatName = seat_word) -> str:
    """What the rock drawn now is for."""
    if state.phase == SETUP:
        seat, rock = divmod(state.step, C.SETUP_ROCKS)
        owner = name(seat)
        garden = (
            _("your garden (rock {rock} of {rocks})")
            if is_you(owner)
            else _("{player}'s garden (rock {rock} of {rocks})")
        )
        return garden.format(player=owner, rock=rock + 1, rocks=C.SETUP_ROCKS)
    if state.phase == FILL:
        worth = R.value(state.piles[state.step])
        return _("pile {pile} (worth {value} so far)").format(pile=state.step + 1, value=worth)
    passer = name(state.passer)
    return (
        _("you, who passed") if is_you(passer) else _("{player}, who passed").format(player=passer)
    )


def _bag_picker(out: _Lines, state: State, width: int, name: SeatName) -> None:
    """The bag's rocks as a grid to pick the one drawn from (only what is in the bag)."""
    drawn = _("Drawn from the bag for {purpose}:").format(purpose=draw_purpose(state, name))
    _say(out, drawn, width, "bold")
    head = Text(" " * GRID_LEFT)
    for colour, label in enumerate(look.COLUMN_LABELS):
        head.append(f"{label:>{CELL}}", style=look.colour_style(colour))
    out.add(head)
    for row, numeral in enumerate(C.NUMERALS):
        line = out.add(f"  {numeral:<3} ")
        first = True
        for colour in range(R.N_COLOURS):
            t = row * R.N_COLOURS + colour
            count = state.bag[t]
            cell = Text(f"{count or '.':>{CELL}}", style=look.colour_style(colour))
            if count:
                out.place(line, f"draw:{R.CODES[t]}", cell, new_row=first)
                first = False
            else:
                line.append_text(Text(f"{'.':>{CELL}}", style=look.DIM))
    if state.black == BLACK_IN_BAG:
        line = out.add("  ")
        out.place(
            line,
            f"draw:{C.BLACK_CODE}",
            Text("[" + _("black stone") + "]", style="bold"),
            new_row=True,
        )
    _say(out, _("Enter (or a click) on the rock drawn; the counts are what the bag holds."), width)
    out.add()


# -- gardens ------------------------------------------------------------------------------------


def _gardens(
    out: _Lines,
    state: State,
    width: int,
    builder: int | None,
    rake: tuple[int, ...],
    lit: frozenset[str],
    name: SeatName,
    hints: frozenset[str],
) -> None:
    per_line = max(1, width // (GARDEN_WIDTH + 2))
    seats = list(range(state.players))
    for first in range(0, len(seats), per_line):
        group = seats[first : first + per_line]
        blocks = [
            _garden_block(state, seat, seat == builder, rake, lit, out.cursor, name(seat), hints)
            for seat in group
        ]
        height = max(len(block) for block, _ in blocks)
        base = len(out.lines)
        for row in range(height):
            line = out.add()
            for i, (block, places) in enumerate(blocks):
                left = len(line.plain)
                if i:
                    line.append("  ")
                    left += 2
                cell = block[row] if row < len(block) else Text()
                line.append_text(cell)
                line.append(" " * max(0, GARDEN_WIDTH - len(cell.plain)))
                for ref, (y, x0, x1) in places.items():
                    if y == row:
                        out.places[ref] = Place(base + row, left + x0, left + x1)
        for _block, places in blocks:
            rows: dict[int, list[str]] = {}
            for ref, (y, _x0, _x1) in places.items():
                rows.setdefault(y, []).append(ref)
            for y in sorted(rows):
                out.rows.append(sorted(rows[y], key=lambda ref: out.places[ref].start))
        out.add()


def _garden_block(
    state: State,
    seat: int,
    building: bool,
    rake: tuple[int, ...],
    lit: frozenset[str],
    cursor: str | None,
    name: str,
    hints: frozenset[str] = frozenset(),
) -> tuple[list[Text], dict[str, tuple[int, int, int]]]:
    """One garden: its title, demerit cards, the grid (the bidder's cells are places),
    and a line naming each kind of forbidden set it holds."""
    garden = state.gardens[seat]
    lines: list[Text] = []
    places: dict[str, tuple[int, int, int]] = {}
    marks = []
    if state.phase != OVER and seat == state.start:
        marks.append(_("start"))
    if seat == state.passer and state.phase != OVER:
        marks.append(_("passed"))
    pointer = "> " if state.phase != OVER and seat == state.seat else ""
    rest = (f" ({', '.join(marks)})" if marks else "") + f"  {_rocks(sum(garden))}"
    room = max(4, GARDEN_WIDTH - len(pointer) - len(rest))
    title = Text()
    title.append(pointer, style="bold yellow")
    title.append(shortened(name, room), style="bold")
    title.append(rest)
    lines.append(title)
    lines.append(_demerits(state, seat))
    head = Text(" " * GRID_LEFT)
    for colour, label in enumerate(look.COLUMN_LABELS):
        head.append(f"{label:>{CELL}}", style=look.colour_style(colour))
    lines.append(head)
    found = R.forbidden_sets(garden)
    in_sets = {t for _, types in found for t in types}
    for row, numeral in enumerate(C.NUMERALS):
        line = Text(f"  {numeral:<3} ")
        for colour in range(R.N_COLOURS):
            t = row * R.N_COLOURS + colour
            count = garden[t]
            taken = rake[t] if building else 0
            shown = "." if not count else (f"{count - taken}+{taken}" if taken else str(count))
            style = look.colour_style(colour)
            if t in in_sets or R.CODES[t] in lit:
                style = style + look.FORBIDDEN
            if taken:
                style = style + look.RAKE
            if seat == state.seat and f"rock:{R.CODES[t]}" in hints:
                style = style + look.HINT  # the hinted bid's rocks, in the bidder's garden
            cell = Text(f"{shown:>{CELL}}", style=style if count else look.DIM)
            if building and count:
                start = len(line.plain)
                ref = f"rock:{R.CODES[t]}"
                places[ref] = (len(lines), start, start + CELL)
                if ref == cursor:
                    cell.stylize(look.CURSOR)
            line.append_text(cell)
        lines.append(line)
    for kind in sorted({kind for kind, _types in found}):
        sets = [types for k, types in found if k == kind]
        where = sorted({where_on_grid(kind, types) for types in sets})
        lines.append(Text(f"  ! {_deck(kind)}: {', '.join(where)}", style=look.WARNING))
    return lines, places


def where_on_grid(kind: int, types: tuple[int, ...]) -> str:
    """Where a forbidden set lies on the player-aid grid: Trips in a cell, a Foursome in a
    row, a Straight Flush in a column."""
    first = types[0]
    numeral = C.NUMERALS[first // R.N_COLOURS]
    label = look.COLUMN_LABELS[R.COLOUR_OF[first]]
    if kind == C.TRIPS:
        return _("cell {numeral} {column}").format(numeral=numeral, column=label)
    if kind == C.FOURSOME:
        return _("row {numeral}").format(numeral=numeral)
    return _("column {column}").format(column=label)


def _demerits(state: State, seat: int) -> Text:
    """The cards a seat holds by deck ("5P 1T": public) and their total (face down to
    the others: '?')."""
    cards = state.cards[seat]
    out = Text("  ")
    if not cards:
        out.append(_("no demerit cards"), style=look.DIM)
        return out
    held = [sum(1 for deck, _ in cards if deck == d) for d in range(len(C.DECKS))]
    out.append(" ".join(f"{n}{C.DECKS[d].code}" for d, n in enumerate(held) if n))
    total = state.scores[seat]
    out.append(": ")
    out.append("?" if total == HIDDEN else str(total), style="bold")
    out.append(" " + ngettext("demerit", "demerits", 1 if total == 1 else 2))
    return out
