"""Table mode's card picker: a deal made with real cards, entered card by card.

When the table must say what the dealer did (Play's ``Due.TABLE_DRAW``), the board
draws this picker instead of the table: the 52 cards as a grid (colour by value),
each seat's hand filled in turn, then the left and right pile cards, then the
characters (the row from the 1-coin place, then the draw pile, top first). A card
already picked is greyed and refused with a word; the counts say how far each part
is. Once everything is in, the board sends the whole deal as one place in notation
(``deal:...``), which the plug-in reads as the dealer's move, so the screens never
learn what a picker is; typed notation keeps working beside it. A reshuffle of the
character discard pile (``shuffle:...``) is picked the same way, characters only.

Recorded from one seat (issue 28; ``seat`` below), the deal is what that seat sees: its
own hand, the two pile cards and the row's five characters; the other hands are sent as
``?``, and each refill of the row (``turn:...``) is picked as the table turns it up.

Pure: :func:`pick` turns one choice into new picks (or a refusal), :func:`draw` the
picks into lines of a :class:`tutor.sakura.layout.Picture`.
"""

from __future__ import annotations

import textwrap
from collections import Counter
from dataclasses import dataclass
from typing import Final

from rich.text import Text

from engine.core import seat_word
from engine.i18n import _
from engine.sakura import cards as C
from engine.sakura.deck import ROW_SIZE
from engine.sakura.game import DEAL, HAND_SIZE, REFILL, SHUFFLE, UNKNOWN, State, character_name
from replays.explain import SeatName, is_you
from tutor.sakura import look
from tutor.sakura.layout import WIDE, Picture

CARD: Final = "card:"
CHARACTER: Final = "char:"
BACK: Final = "pick:back"
REST: Final = "char:rest"
"""Fills the draw pile with the characters left, in the deck's order (a face-down
pile nobody at the table has looked through)."""


@dataclass(frozen=True)
class Picks:
    """What the table has entered so far: cards in dealing order (every hand, seat by
    seat, then the left and right pile), then the characters in order."""

    cards: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()


def picking(state: State | None) -> bool:
    """Whether ``state`` waits for the dealer (a deal, or a reshuffle of characters)."""
    return state is not None and state.phase in (DEAL, SHUFFLE, REFILL)


def hands_entered(state: State, seat: int | None) -> list[int]:
    """The seats whose hands the table enters: every seat, or the recording seat only."""
    return list(range(state.players)) if seat is None else [seat]


def cards_needed(state: State, seat: int | None = None) -> int:
    """Cards a deal puts down: every hand (the recording seat's only) and the two piles
    (none for a reshuffle)."""
    if state.phase != DEAL:
        return 0
    return HAND_SIZE[state.players] * len(hands_entered(state, seat)) + 2


def character_pool(state: State) -> list[str]:
    """The characters to order: the whole character deck for a deal, the discard pile
    for a reshuffle, those not in the row for a refill (codes, in the deck's order)."""
    codes = state.deck.codes
    if state.phase == DEAL:
        kinds = list(state.deck.character_deck())
    elif state.phase == REFILL:
        left = Counter(state.deck.character_deck())
        left.subtract(state.row)
        if len(state.draw) >= state.refill:  # the discard pile stays out
            left.subtract(state.discard)
        kinds = sorted(left.elements())
    else:
        kinds = sorted(state.discard)
    return [codes[k] for k in kinds]


def characters_needed(state: State, seat: int | None = None) -> int:
    """How many characters to pick: the row only for a seat's deal, the empty places
    for a refill, else every one."""
    if state.phase == REFILL:
        return state.refill
    if state.phase == DEAL and seat is not None:
        return ROW_SIZE
    return len(character_pool(state))


def characters_left(state: State, picks: Picks) -> Counter[str]:
    left = Counter(character_pool(state))
    left.subtract(picks.characters)
    return left


def complete(state: State, picks: Picks, seat: int | None = None) -> bool:
    return len(picks.cards) == cards_needed(state, seat) and len(
        picks.characters
    ) == characters_needed(state, seat)


def owner(state: State, index: int, name: SeatName = seat_word, seat: int | None = None) -> str:
    """Where the card picked ``index``-th goes: "Ann's hand", "the left pile"."""
    size = HAND_SIZE[state.players]
    seats = hands_entered(state, seat)
    if index < size * len(seats):
        holder = name(seats[index // size])
        return _("your hand") if is_you(holder) else _("{player}'s hand").format(player=holder)
    return _("the left pile") if index == size * len(seats) else _("the right pile")


def pick(
    state: State,
    picks: Picks,
    ref: str,
    name: SeatName = seat_word,
    seat: int | None = None,
) -> tuple[Picks, str | None]:
    """The picks after choosing ``ref``, and why it was refused (None: taken)."""
    if ref == BACK:
        if picks.characters:
            return Picks(picks.cards, picks.characters[:-1]), None
        if picks.cards:
            return Picks(picks.cards[:-1]), None
        return picks, _("Nothing to take back yet.")
    if ref.startswith(CARD):
        code = ref.removeprefix(CARD)
        if len(picks.cards) >= cards_needed(state, seat):
            return picks, _("Every card is in: now the characters.")
        if code in picks.cards:
            where = owner(state, picks.cards.index(code), name, seat)
            dealt = _("{card} is already dealt, to {where}: there is one of each card.")
            return picks, dealt.format(card=code, where=where)
        return Picks(picks.cards + (code,), picks.characters), None
    if ref.startswith(CHARACTER):
        if len(picks.cards) < cards_needed(state, seat):
            return picks, _("First the cards: every hand, then the two piles.")
        left = characters_left(state, picks)
        wanted = characters_needed(state, seat)
        if len(picks.characters) >= wanted:
            return picks, _("Every character is in.")
        if ref == REST:
            order = list(picks.characters)
            for code in character_pool(state):
                if left[code] > 0 and len(order) < wanted:
                    left[code] -= 1
                    order.append(code)
            return Picks(picks.cards, tuple(order)), None
        code = ref.removeprefix(CHARACTER)
        if left[code] <= 0:
            none_left = _("No {card} is left to place: each character card is placed once.")
            return picks, none_left.format(card=code)
        return Picks(picks.cards, picks.characters + (code,)), None
    return picks, None


def notation(state: State, picks: Picks, seat: int | None = None) -> str:
    """The dealer's move the picks make, in notation (``deal:..``, ``shuffle:..`` or
    ``turn:..``); recorded from one seat, the other hands are ``?``."""
    chars = ",".join(picks.characters)
    if state.phase == SHUFFLE:
        return f"shuffle:{chars}"
    if state.phase == REFILL:
        return f"turn:{chars}"
    size = HAND_SIZE[state.players]
    seats = hands_entered(state, seat)
    hands = "/".join(
        ",".join(picks.cards[seats.index(s) * size : (seats.index(s) + 1) * size])
        if s in seats
        else UNKNOWN
        for s in range(state.players)
    )
    piles = ",".join(picks.cards[-2:])
    return f"deal:{hands};piles={piles};chars={chars}"


# -- drawing -------------------------------------------------------------------------------


def _codes(codes: tuple[str, ...], room: int) -> str:
    """Picked codes, the latest kept where they do not all fit in ``room``."""
    text = " ".join(codes)
    if len(text) <= room:
        return text
    return "..." + text[len(text) - room + 3 :]


def _progress(
    pic: Picture, state: State, picks: Picks, width: int, name: SeatName, seat: int | None
) -> None:
    size = HAND_SIZE[state.players]
    at = len(picks.cards)
    parts: list[tuple[str, tuple[str, ...], int, int]] = []
    if state.phase == DEAL:
        seats = hands_entered(state, seat)
        for n, hand in enumerate(seats):
            got = picks.cards[n * size : (n + 1) * size]
            parts.append((name(hand)[:12], got, size, n * size))
        piles = _("Piles L, R")
        parts.append((piles, picks.cards[size * len(seats) :], 2, size * len(seats)))
    parts.append((_("Characters"), picks.characters, characters_needed(state, seat), -1))
    room = max(len(label) for label, *_rest in parts)
    for label, got, want, first in parts:
        if first >= 0:
            current = first <= at < first + want
        else:
            current = at >= cards_needed(state, seat) and len(got) < want
        line = Text(">" if current else " ", style="bold")
        head = f"{label:<{room}} {len(got):>2}/{want:<2}"
        line.append(head, style="bold" if current else "dim" if len(got) == want else "")
        line.append(" ")
        line.append(_codes(got, width - len(head) - 3))
        pic.add(line)


def _card_grid(pic: Picture, picks: Picks, width: int, cursor: str | None) -> None:
    """The 52 cards, a row per colour (two at a narrow width), picked ones greyed."""
    wide = width >= WIDE
    taken = set(picks.cards)
    cell = 4 if wide else 3
    per_row = C.VALUES if 1 + C.VALUES * cell <= width else 7
    for colour in range(len(C.COLOURS)):
        for first in range(1, C.VALUES + 1, per_row):
            # narrow: the colour's letter, then values; wide: each card's own code
            line = Text("" if wide else C.COLOURS[colour].code, style="bold")
            refs = []
            for value in range(first, min(first + per_row, C.VALUES + 1)):
                card = C.card_of(colour, value)
                ref = CARD + C.CODES[card]
                shown = f"{C.CODES[card]:<3}" if wide else f"{value:>2}"
                style = look.DIM if C.CODES[card] in taken else look.card_style(card)
                chip = Text(shown, style)
                if ref == cursor:
                    chip.stylize("reverse")
                line.append(" ")
                pic.mark_next(pic.pieces, len(line), len(shown), ref)
                line.append_text(chip)
                refs.append(ref)
            pic.add(line)
            pic.order.append(refs)


def _character_choices(
    pic: Picture, state: State, picks: Picks, width: int, cursor: str | None, seat: int | None
) -> None:
    """The characters still to place, each with how many are left, and the rest at once."""
    left = characters_left(state, picks)
    line = Text(" ")
    refs = []
    by_code = {c.code: c for c in state.deck.characters}
    for code in dict.fromkeys(character_pool(state)):
        label = f"{code} x{left[code]}"
        if width >= WIDE:
            label = f"{character_name(by_code[code])} ({code}) x{left[code]}"
        ref = CHARACTER + code
        chip = Text(f"[{label}]", style="bold" if left[code] else look.DIM)
        if len(line) + len(chip) > width:
            pic.add(line)
            line = Text(" ")
        if ref == cursor:
            chip.stylize("reverse")
        pic.mark_next(pic.pieces, len(line), len(chip), ref)
        line.append_text(chip)
        line.append(" ")
        refs.append(ref)
    pic.add(line)
    if state.phase == REFILL or seat is not None:  # a few cards the table saw turned up
        pic.order.append(refs)
        return
    rest = Text("[" + _("the rest in the deck's order") + "]", style="bold")
    if cursor == REST:
        rest.stylize("reverse")
    pic.mark_next(pic.pieces, 1, len(rest), REST)
    pic.add(Text(" ").append_text(rest))
    refs.append(REST)
    pic.order.append(refs)


def draw(
    pic: Picture,
    state: State,
    picks: Picks,
    width: int,
    *,
    cursor: str | None = None,
    note: str | None = None,
    name: SeatName = seat_word,
    seat: int | None = None,
) -> None:
    """The picker's lines: what is entered so far, then the cards or the characters to
    pick from, a way back, and the last refusal (``note``)."""
    wide = width >= WIDE
    if state.phase == DEAL:
        title = (
            _("Table mode: the deal of round {round}, card by card")
            if wide
            else _("Table mode: the deal of round {round}")
        ).format(round=state.round)
        if seat is not None:
            title += _(", as {name} sees it").format(name=name(seat))
    elif state.phase == REFILL:
        title = _("Table mode: the characters turned up for the row")
    else:
        title = _("Table mode: the characters reshuffled")
    pic.add(Text(title, style="bold"))
    _progress(pic, state, picks, width, name, seat)
    cards_done = len(picks.cards) >= cards_needed(state, seat)
    if not cards_done:
        at = len(picks.cards)
        for_whom = _("Pick the card for {where}:").format(where=owner(state, at, name, seat))
        pic.add(Text(for_whom, style="italic"))
        _card_grid(pic, picks, width, cursor)
    else:
        at = len(picks.characters)
        if state.phase == REFILL:
            at += len(state.row)
        where = (
            _("row place {place}").format(place=at + 1)
            if at < ROW_SIZE
            else _("the draw pile (top first)")
        )
        pic.add(Text(_("Pick a character for {where}:").format(where=where), style="italic"))
        _character_choices(pic, state, picks, width, cursor, seat)
    back = Text("[< " + _("take back") + "]", style="bold")
    if cursor == BACK:
        back.stylize("reverse")
    pic.mark_next(pic.pieces, 1, len(back), BACK)
    line = Text(" ").append_text(back)
    line.append("  " + _("(or Backspace)") if wide else " Backspace", style="dim")
    pic.add(line)
    pic.order.append([BACK])
    for part in textwrap.wrap(note or "", width - 1):
        pic.add(Text(part, style="bold red"))
