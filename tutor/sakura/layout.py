"""The Sakura table drawn in ASCII: the two piles and the yin-yang card, the character
row, the hand on turn as cards, and each player's money, cards and tricks.

:func:`paint` draws for a width (a narrow drawing from 38 columns, a wide one from
64) and records where each pile, row place and hand card lies, so a click can be
told apart. Refs are the engine's names: ``L`` and ``R`` for the piles, ``$1`` ..
``$5`` for the row places (their price), card codes (``B7``) for the cards in hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from rich.style import Style
from rich.text import Text

from engine.core import NOBODY, seat_word
from engine.i18n import _, ngettext
from engine.sakura import cards as C
from engine.sakura.game import (
    DEAL,
    OVER,
    PLAY,
    ROUNDS,
    SHUFFLE,
    State,
    character_name,
    scores,
    shurikens,
    start_seat,
    winners,
)
from engine.sakura.piles import PILES
from engine.sakura.words import WORDS
from replays.explain import SeatName, is_you
from tutor.fitting import shortened, wrap
from tutor.sakura import look

WIDE: Final = 64
"""From this many columns the piles are drawn as cards and the row names its characters."""
NARROW: Final = 38

CURSOR: Final = Style(reverse=True)
BOLD: Final = Style(bold=True)


@dataclass
class Picture:
    """The drawing and what lies where: ``places`` and ``pieces`` map a line to spans."""

    lines: list[Text] = field(default_factory=list)
    places: dict[int, list[tuple[int, int, str]]] = field(default_factory=dict)
    pieces: dict[int, list[tuple[int, int, str]]] = field(default_factory=dict)
    order: list[list[str]] = field(default_factory=list)
    """The cursor's rows of refs: piles, row places, hand cards (for the arrows)."""

    def add(self, text: Text | str = "") -> Text:
        line = text if isinstance(text, Text) else Text(text)
        self.lines.append(line)
        return line

    def mark_next(
        self, spans: dict[int, list[tuple[int, int, str]]], x: int, w: int, ref: str
    ) -> None:
        """``ref`` lies at columns x..x+w of the line about to be added."""
        spans.setdefault(len(self.lines), []).append((x, x + w, ref))

    def at(self, spans: dict[int, list[tuple[int, int, str]]], x: int, y: int) -> str | None:
        return next((ref for x0, x1, ref in spans.get(y, []) if x0 <= x < x1), None)

    def place_at(self, x: int, y: int) -> str | None:
        return self.at(self.places, x, y)

    def piece_at(self, x: int, y: int) -> str | None:
        return self.at(self.pieces, x, y)


def needs(state: State, pile: int, wide: bool) -> str:
    """What may cover ``pile`` now, in words (rules sakura.play.*): "a higher blue, or any
    7" (wide), "higher B, or 7" (narrow)."""
    top = state.top(pile)
    colour = C.COLOURS[C.colour_of(top)]
    value = C.value_of(top)
    up = state.up(pile)
    colour_name = WORDS(f"colour.{colour.code}")
    if up and value == C.VALUES:
        same = _("the {card}").format(card=f"{colour.code}1")
    elif not up and value == 1:
        same = _("the {card}").format(card=f"{colour.code}13")
    elif wide:
        same = (_("a higher {colour}") if up else _("a lower {colour}")).format(colour=colour_name)
    else:
        same = (_("higher {colour}") if up else _("lower {colour}")).format(colour=colour.code)
    if wide:
        return _("{cards}, or any {value}").format(cards=same, value=value)
    return _("{cards}, or {value}").format(cards=same, value=value)


def _pile_name(pile: int) -> str:
    """A pile by its side, in the language spoken ("left", "izquierda")."""
    return WORDS(f"pile.{PILES[pile]}")


class Line:
    """A line built from pieces put at given columns."""

    def __init__(self) -> None:
        self.text = Text()

    def at(self, column: int, piece: Text | str) -> int:
        """Put ``piece`` at ``column`` (or a space after what is there, where that runs
        past the column: two piles' words never run together); return its column."""
        here = column if len(self.text) < column else len(self.text) + (1 if self.text else 0)
        self.text.append(" " * (here - len(self.text)))
        self.text.append_text(piece if isinstance(piece, Text) else Text(piece))
        return here


def _cards(n: int) -> str:
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def hand_seat(state: State, viewer: int | None) -> int:
    """Whose hand the table shows: the viewer's, else the seat on turn (seat 1 between)."""
    if viewer is not None:
        return viewer
    return state.seat if state.phase not in (DEAL, OVER) else 0


def _styled(text: Text, ref: str, marks: dict[str, str], cursor: str | None) -> Text:
    kind = marks.get(ref)
    if kind:
        text.stylize(Style(bgcolor=look.HIGHLIGHT_BG.get(kind, "#fff59d"), color="#212121"))
        if kind == "hint":  # a mark, not the colour alone
            text.stylize(Style(underline=True, bold=True))
    if ref == cursor:
        text.stylize(CURSOR)
    return text


def paint(
    state: State | None,
    width: int,
    *,
    viewer: int | None = None,
    marks: dict[str, str] | None = None,
    cursor: str | None = None,
    name: SeatName = seat_word,
) -> Picture:
    """The table for ``width`` columns as ``viewer`` sees it (``state`` already viewed);
    ``name`` says who sits at a seat (the players' names, as plain text)."""
    pic = Picture()
    if state is None:
        pic.add(_("(no game)"))
        return pic
    marks = marks or {}
    wide = width >= WIDE
    head(pic, state, wide, name)
    if wide:
        pic.add()
    if state.phase == DEAL:
        if state.rounds:
            summary(pic, state, width, name)
        pic.add(Text(_("Round {round} is being dealt.").format(round=state.round), style="italic"))
        pic.add()
    elif state.phase == OVER:
        summary(pic, state, width, name)
        pic.add()
    else:
        # narrow: no blank line between the parts (an 80x24 viewer has 16 lines for it)
        _piles(pic, state, width, wide, marks, cursor)
        if wide:
            pic.add()
        _row(pic, state, width, wide, marks, cursor)
        if wide:
            pic.add()
        _hand(pic, state, width, wide, viewer, marks, cursor, name)
        pic.add()
    _players(pic, state, width, name, hand_seat(state, viewer))
    fit_lines(pic, width)
    return pic


def fit_lines(pic: Picture, width: int) -> None:
    """Lines wider than ``width`` broken at spaces onto more lines, never cropped (a long
    name, a seat's line: "noted 0" for "noted 0*", issue 22); the places and pieces drawn
    on the lines below move down with them. A line with places is laid out to fit."""
    lines: list[Text] = []
    moved: dict[int, int] = {}
    for i, line in enumerate(pic.lines):
        moved[i] = len(lines)
        if len(line) > width and i not in pic.places and i not in pic.pieces:
            lines.extend(wrap(line, width, indent=3))
        else:
            lines.append(line)
    pic.lines = lines
    pic.places = {moved[i]: spans for i, spans in pic.places.items()}
    pic.pieces = {moved[i]: spans for i, spans in pic.pieces.items()}


def head(pic: Picture, state: State, wide: bool, name: SeatName) -> None:
    title = (
        _("Sakura - round {round} of {rounds}") if wide else _("Round {round}/{rounds}")
    ).format(round=state.round, rounds=ROUNDS)
    line = pic.add(Text(title, style="bold"))
    if state.phase == OVER:
        line.append("   " + _("the game is over"), style="bold")
    elif state.phase == SHUFFLE:
        line.append("   " + _("reshuffling the characters"))
    elif state.phase != DEAL:
        todo = [_pile_name(p) if wide else PILES[p] for p in (0, 1) if not state.done >> p & 1]
        line.append("   ")
        mover = name(state.seat)
        to_play = _("{player} to play").format(player=mover)
        line.append(to_play, style="bold")
        if len(todo) == 2:
            due = _("({pile} and {other} due)").format(pile=todo[0], other=todo[1])
            line.append(f" {due}", style="dim")
        elif todo:
            line.append(" " + _("({pile} due)").format(pile=todo[0]), style="dim")
        else:
            line.append(" " + _("(hire or end)"), style="dim")


def _piles(
    pic: Picture, state: State, width: int, wide: bool, marks: dict[str, str], cursor: str | None
) -> None:
    half = max(NARROW // 2, width // 2)
    yin = "<(+) yin-yang (-)>" if state.plus_left else "<(-) yin-yang (+)>"
    columns = (2, half + 1) if wide else (1, half)

    def chip(p: int) -> Text:
        return _styled(look.card_text(state.top(p)), PILES[p], marks, cursor)

    if wide:
        edge = Line()
        for col in columns:
            edge.at(col, "+-----+")
        pic.add(edge.text)
        face = Line()
        face.at(columns[0], Text("| ").append_text(chip(0)).append(" |"))
        face.at(columns[0] + 8 + max(0, (columns[1] - columns[0] - 8 - len(yin)) // 2), yin)
        face.at(columns[1], Text("| ").append_text(chip(1)).append(" |"))
        for p, col in enumerate(columns):
            pic.mark_next(pic.places, col, 7, PILES[p])
        pic.add(face.text)
        sym = Line()
        for col, p in zip(columns, (0, 1), strict=True):
            sym.at(col, f"| {look.symbols(state.deck, state.top(p)):<3} |")
        pic.add(sym.text)
        pic.add(edge.text.copy())
    else:
        pic.add(Text(f"{yin:^{width}}".rstrip()))
        face = Line()
        for p, col in enumerate(columns):
            face.at(col, chip(p))
            pic.mark_next(pic.places, col, 3, PILES[p])
            face.at(col + 4, _pile_name(p))
        pic.add(face.text)
    size = Line()
    want = Line()
    for p, col in enumerate(columns):
        cards = _cards(len(state.piles[p]))
        pile = _("{side} pile, {cards}").format(side=_pile_name(p), cards=cards)
        size.at(col, pile if wide else cards)
        wants = needs(state, p, wide)
        want.at(col, _("needs {cards}").format(cards=wants) if wide else wants)
    pic.add(Text(size.text.plain, style="dim"))
    pic.add(want.text)
    if state.cook:
        waits = (
            _("A Cook waits: the next card counts {amount} up or down")
            if wide
            else _("A Cook waits: the next card {amount} up or down")
        )
        pic.add(Text(" " + waits.format(amount=state.cook), style="bold"))
    pic.order.append(["L", "R"])


def _row(
    pic: Picture, state: State, width: int, wide: bool, marks: dict[str, str], cursor: str | None
) -> None:
    characters = state.deck.characters
    coins = state.coins[state.seat]
    pic.add(
        Text.assemble(
            (_("Characters"), "bold"),
            "  "
            + _("draw pile {draw}, discard {discard}").format(
                draw=len(state.draw), discard=len(state.discard)
            ),
            ("   " + _("(one free now)"), "bold") if state.free else "",
        )
    )
    cell = 9 if wide else 7
    line = Text(" ")
    names = Text(" ")
    refs = []
    for place, kind in enumerate(state.row, 1):
        c = characters[kind]
        ref = f"${place}"
        refs.append(ref)
        affordable = state.free or coins >= place
        label = Text(f"{place}:{c.code}".ljust(cell - 1), style="bold" if affordable else "dim")
        pic_x = len(line)
        line.append_text(_styled(label, ref, marks, cursor))
        line.append(" ")
        power = "flip" if c.power == "flip" else f"+/-{c.amount}"
        names.append((character_name(c) if wide else power).ljust(cell)[:cell], style="dim")
        pic.pieces.setdefault(len(pic.lines), []).append((pic_x, pic_x + cell - 1, ref))
    pic.add(line)
    if wide:
        pic.add(names)
        powers = Text(" ")
        for kind in state.row:
            c = characters[kind]
            power = "flip" if c.power == "flip" else f"+/-{c.amount}"
            powers.append(power.ljust(cell), style="dim")
        pic.add(powers)
    else:
        pic.add(names)
    pic.order.append(refs)


def _hand(
    pic: Picture,
    state: State,
    width: int,
    wide: bool,
    viewer: int | None,
    marks: dict[str, str],
    cursor: str | None,
    name: SeatName,
) -> None:
    seat = hand_seat(state, viewer)
    hand = state.hands[seat]
    owner = name(seat)
    head = Text(
        _("Your hand") if is_you(owner) else _("{player}'s hand").format(player=owner),
        style="bold",
    )
    head.append(f"  {_cards(len(hand))}")
    pic.add(head)
    chip = 5 if wide else 4
    per_line = max(1, (width - 1) // chip)
    refs: list[str] = []
    for start in range(0, len(hand), per_line):
        line = Text(" ")
        sym = Text(" ")
        for card in hand[start : start + per_line]:
            x = len(line)
            if card == C.HIDDEN:
                line.append_text(look.card_text(card))
            else:
                code = C.CODES[card]
                mark = marks.get(code)
                mark = "picked" if mark == "target" else mark  # the card being placed
                line.append_text(_styled(look.card_text(card, mark), code, {}, cursor))
                pic.pieces.setdefault(len(pic.lines), []).append((x, x + 3, code))
                refs.append(code)
            line.append(" " * (chip - 3))
            if wide:
                sym.append(f"{look.symbols(state.deck, card) if card != C.HIDDEN else '':<{chip}}")
        pic.add(line)
        if wide:
            pic.add(Text(sym.plain.rstrip() and sym.plain, style="dim"))
    if not hand:
        pic.add(Text(" " + _("(no cards)"), style="dim"))
    if refs:
        pic.order.append(refs)


def summary(pic: Picture, state: State, width: int, name: SeatName) -> None:
    """The rounds so far: each player's shurikens per round, the total and the coins
    (which break a tie on shurikens), then who starts next or who won."""
    done = len(state.rounds)
    title = _("The game is over") if state.phase == OVER else _("Round {round} is over")
    title = title.format(round=done)
    pic.add(Text(title, style="bold"))
    column = 5 * done + 11
    names = [name(seat) for seat in range(state.players)]
    room = max(8, min(max(len(n) for n in names) + 2, width - column))
    total = _("total")
    head = " " * room + "".join(f"r{r + 1:<4}" for r in range(done))
    head += f"{total:<6}" + _("coins")
    pic.add(Text(head, style="dim"))
    totals = scores(state)
    for seat in range(state.players):
        line = Text(shortened(names[seat], room - 1).ljust(room))
        line.append("".join(f"{r[seat]:<5}" for r in state.rounds))
        line.append(f"{totals[seat]:<{max(6, len(total) + 1)}}{state.coins[seat]}")
        pic.add(line)
    if state.phase == OVER:
        won, rule = winners(totals, state.coins)
        why = {
            "sakura.end.winner": _("fewest shurikens"),
            "sakura.end.tiebreak": _("tied on shurikens, most coins"),
            "sakura.end.shared": _("tied on shurikens and coins: shared"),
        }[rule]
        winners_named = [names[s] for s in won]
        if len(won) > 1:
            said = _("{players} and {last} win ({why})").format(
                players=", ".join(winners_named[:-1]), last=winners_named[-1], why=why
            )
        elif is_you(winners_named[0]):
            said = _("You win ({why})").format(why=why)
        else:
            said = _("{player} wins ({why})").format(player=winners_named[0], why=why)
        pic.add(Text(said, style="bold"))
    else:
        starts = _("Fewest is best. Round {round} starts with {player}.").format(
            round=state.round, player=names[start_seat(state)]
        )
        pic.add(Text(starts))
    pic.add()


def _players(pic: Picture, state: State, width: int, name: SeatName, shown: int) -> None:
    """Each player: coins, tricks and shurikens, and the cards in hand, as backs where
    this view hides them (the count beside them), as faces where it shows them; the
    hand drawn above (``shown``) is not repeated."""
    wide = width >= WIDE
    noted = scores(state)
    actor = state.seat if state.phase not in (DEAL, OVER, SHUFFLE) else NOBODY
    playing = state.phase in (PLAY, SHUFFLE)
    for seat in range(state.players):
        tricks = state.tricks[seat]
        stars = shurikens(state.deck, tricks)
        bold = "bold" if seat == actor else ""
        line = Text(">" if seat == actor else " ", style=bold)
        line.append(name(seat), style=bold)
        hand = state.hands[seat]
        if wide:
            holds = "  " + _("{coins}$  hand {cards}").format(
                coins=state.coins[seat], cards=len(hand)
            )
            holds += "  " + _("tricks {tricks} = {stars}* this round  noted {noted}*").format(
                tricks=len(tricks), stars=stars, noted=noted[seat]
            )
        else:
            # the hand's size is its cards drawn under it (or above: the hand shown)
            holds = " " + _("{coins}$ tricks {stars}* noted {noted}*").format(
                coins=state.coins[seat], stars=stars, noted=noted[seat]
            )
        if len(line) + len(holds) > width:  # a long name: what it holds on the next line
            pic.add(line)
            line = Text("  ")
        line.append(holds)
        pic.add(line)
        if playing and seat != shown and hand:
            for chips in _hand_lines(hand, width - 3, wide):
                pic.add(Text("   ").append_text(chips))


def _hand_lines(hand: tuple[int, ...], width: int, wide: bool) -> list[Text]:
    """A hand as cards, a back (``##``) for each card this view hides, on as many lines
    as the width needs."""
    hidden = hand[0] == C.HIDDEN
    chip = (3 if wide else 2) if hidden else 4
    per_line = max(1, (width + 1) // chip)
    lines = []
    for start in range(0, len(hand), per_line):
        line = Text()
        for card in hand[start : start + per_line]:
            if len(line):
                line.append(" ")
            line.append_text(look.card_text(card, width=chip - 1))
        lines.append(line)
    return lines
