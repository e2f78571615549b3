"""The position as plain ASCII text, for ``niwa show`` and for tests to read.

Each garden is drawn as the player-aid side of its board: a row per value, a
column per colour, the count of rocks in each cell, so a forbidden set is easy to
spot (three in a cell, four in a row, a full column). Only ASCII is used so that
columns line up in any terminal.
"""

from __future__ import annotations

from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import (
    BID,
    BLACK_IN_BAG,
    DRAW,
    FILL,
    HIDDEN,
    NO_BID,
    OVER,
    SETUP,
    SURRENDER,
    State,
    view,
    winners,
)
from engine.karesansui.rules import RULES
from engine.words import count


def _rocks(n: int) -> str:
    return count(n, "rock")


def garden_grid(garden: tuple[int, ...]) -> list[str]:
    """The player-aid grid: values down, colours across, '.' for an empty cell."""
    lines = ["       " + "  ".join(colour.code for colour in C.COLOURS)]
    for row, numeral in enumerate(C.NUMERALS):
        cells = (garden[row * R.N_COLOURS + c] for c in range(R.N_COLOURS))
        lines.append(f"  {numeral:<3}  " + "  ".join(str(n) if n else "." for n in cells))
    return lines


def tracker_line(state: State) -> str:
    spaces = " ".join(
        f"[{k + 1}*]" if state.black == k else f"[{k + 1}]" for k in range(C.TRACKER_SPACES)
    )
    if state.black < C.TRACKER_SPACES:
        where = f"black stone on space {state.black + 1}"
    elif state.black == BLACK_IN_BAG:
        where = "black stone in the bag"
    else:
        where = "black stone drawn"
    return f"round tracker: {spaces} -> bag  ({where})"


def decks_line(state: State) -> str:
    parts = []
    for deck, spec in enumerate(C.DECKS):
        left = len(spec.values) - state.taken[deck]
        next_value = C.card_value(deck, state.taken[deck])
        stock = f"{left} left" if left > 0 else "empty, counted on paper"
        parts.append(f"{spec.name} {next_value} ({stock})")
    return "demerit decks, next card: " + ", ".join(parts)


def demerits_text(state: State, seat: int) -> str:
    cards = state.cards[seat]
    if not cards:
        return "no demerits"
    shown = " ".join(
        f"{C.DECKS[deck].code}{'?' if value == HIDDEN else value}" for deck, value in cards
    )
    total = "?" if state.scores[seat] == HIDDEN else str(state.scores[seat])
    return f"demerits {total}: {shown}"


def status_line(state: State) -> str:
    seat = state.seat + 1
    if state.phase == SETUP:
        drawer = state.step // C.SETUP_ROCKS + 1
        rock = state.step % C.SETUP_ROCKS + 1
        return f"setup: the bag gives seat {drawer} rock {rock} of {C.SETUP_ROCKS}"
    if state.phase == FILL:
        return f"making pile {state.step + 1} of {state.n_piles}: the bag gives a rock"
    if state.phase == BID:
        return f"bidding: seat {seat} to bid or pass"
    if state.phase == DRAW:
        return f"seat {state.passer + 1} passed and draws a rock"
    if state.phase == SURRENDER:
        return f"surrenders: seat {seat} to surrender a forbidden set or say done"
    won, rule = winners(state.scores, tuple(sum(g) for g in state.gardens))
    names = ", ".join(f"seat {s + 1}" for s in won)
    return f"game over ({RULES[state.ending].title}): {names} ({RULES[rule].title})"


def describe(state: State, seat: int | None = None) -> str:
    """Tracker, bag, decks, piles and bids, and every garden, as ``seat`` sees them."""
    shown = view(state, seat)
    out = [
        f"Karesansui, {state.players} players, round {state.round}",
        tracker_line(state),
        f"bag: {_rocks(sum(state.bag))}"
        + (" and the black stone" if state.black == BLACK_IN_BAG else ""),
        decks_line(state),
        "",
    ]
    if any(state.piles):
        out.append(f"piles (made by start player seat {state.start + 1}):")
        for pile, rocks in enumerate(state.piles):
            made = f"  {pile + 1}: {R.text(rocks, '(none yet)')} (value {R.value(rocks)})"
            bidder = state.bidders[pile]
            if bidder == NO_BID:
                bid = "no bid"
            else:
                bid_rocks = state.bids[pile]
                bid = (
                    f"bid: seat {bidder + 1}, {R.text(bid_rocks, 'nothing')} "
                    f"(value {R.value(bid_rocks)}, {_rocks(len(bid_rocks))})"
                )
            out.append(f"{made:<32} {bid}")
        out.append("")
    for other in range(state.players):
        marks = []
        if other == state.start and state.phase != OVER:
            marks.append("start player")
        if other == state.passer and state.phase in (DRAW, SURRENDER):
            marks.append("passed")
        mark = f" ({', '.join(marks)})" if marks else ""
        out.append(
            f"seat {other + 1}{mark}: {_rocks(sum(state.gardens[other]))}, "
            f"{demerits_text(shown, other)}"
        )
        out.extend(garden_grid(state.gardens[other]))
    out.append("")
    out.append(status_line(state))
    if state.phase != OVER and state.ending:
        out.append(f"last round: {RULES[state.ending].title}")
    if seat is not None:
        out.append(f"(as seen by seat {seat + 1})")
    return "\n".join(out)
