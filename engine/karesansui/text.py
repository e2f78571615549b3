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
    deck_name,
    view,
    winners,
)
from engine.karesansui.rules import RULES
from engine.karesansui.words import WORDS


def _rocks(n: int) -> str:
    return WORDS.count(n, "rock")


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
        where = WORDS("show.black_on", space=state.black + 1)
    elif state.black == BLACK_IN_BAG:
        where = WORDS("show.black_bag")
    else:
        where = WORDS("show.black_drawn")
    return WORDS("show.tracker", spaces=spaces, where=where)


def decks_line(state: State) -> str:
    parts = []
    for deck, spec in enumerate(C.DECKS):
        left = len(spec.values) - state.taken[deck]
        next_value = C.card_value(deck, state.taken[deck])
        stock = WORDS("show.left", n=left) if left > 0 else WORDS("show.paper")
        parts.append(f"{deck_name(deck)} {next_value} ({stock})")
    return WORDS("show.decks", decks=", ".join(parts))


def demerits_text(state: State, seat: int) -> str:
    cards = state.cards[seat]
    if not cards:
        return WORDS("show.no_demerits")
    shown = " ".join(
        f"{C.DECKS[deck].code}{'?' if value == HIDDEN else value}" for deck, value in cards
    )
    total = "?" if state.scores[seat] == HIDDEN else str(state.scores[seat])
    return WORDS("show.demerits", total=total, cards=shown)


def status_line(state: State) -> str:
    seat = state.seat + 1
    if state.phase == SETUP:
        drawer = state.step // C.SETUP_ROCKS + 1
        rock = state.step % C.SETUP_ROCKS + 1
        return WORDS("show.setup", seat=drawer, rock=rock, rocks=C.SETUP_ROCKS)
    if state.phase == FILL:
        return WORDS("show.fill", pile=state.step + 1, piles=state.n_piles)
    if state.phase == BID:
        return WORDS("show.bid", seat=seat)
    if state.phase == DRAW:
        return WORDS("show.draw", seat=state.passer + 1)
    if state.phase == SURRENDER:
        return WORDS("show.surrender", seat=seat)
    won, rule = winners(state.scores, tuple(sum(g) for g in state.gardens))
    names = ", ".join(WORDS("show.seat", seat=s + 1) for s in won)
    return WORDS(
        "show.over", ending=RULES[state.ending].title, winners=names, rule=RULES[rule].title
    )


def describe(state: State, seat: int | None = None) -> str:
    """Tracker, bag, decks, piles and bids, and every garden, as ``seat`` sees them."""
    shown = view(state, seat)
    out = [
        WORDS("show.title", players=state.players, round=state.round),
        tracker_line(state),
        WORDS(
            "show.bag_black" if state.black == BLACK_IN_BAG else "show.bag",
            rocks=_rocks(sum(state.bag)),
        ),
        decks_line(state),
        "",
    ]
    if any(state.piles):
        out.append(WORDS("show.piles", seat=state.start + 1))
        for pile, rocks in enumerate(state.piles):
            made = WORDS(
                "show.pile",
                pile=pile + 1,
                rocks=R.text(rocks, WORDS("show.none_yet")),
                value=R.value(rocks),
            )
            bidder = state.bidders[pile]
            if bidder == NO_BID:
                bid = WORDS("show.no_bid")
            else:
                bid_rocks = state.bids[pile]
                bid = WORDS(
                    "show.bid_by",
                    seat=bidder + 1,
                    rocks=R.text(bid_rocks, WORDS("show.nothing")),
                    value=R.value(bid_rocks),
                    count=_rocks(len(bid_rocks)),
                )
            out.append(f"{made:<32} {bid}")
        out.append("")
    for other in range(state.players):
        marks = []
        if other == state.start and state.phase != OVER:
            marks.append(WORDS("show.start_player"))
        if other == state.passer and state.phase in (DRAW, SURRENDER):
            marks.append(WORDS("show.passed"))
        mark = f" ({', '.join(marks)})" if marks else ""
        out.append(
            WORDS(
                "show.garden",
                seat=other + 1,
                mark=mark,
                rocks=_rocks(sum(state.gardens[other])),
                demerits=demerits_text(shown, other),
            )
        )
        out.extend(garden_grid(state.gardens[other]))
    out.append("")
    out.append(status_line(state))
    if state.phase != OVER and state.ending:
        out.append(WORDS("show.last_round", ending=RULES[state.ending].title))
    if seat is not None:
        out.append(WORDS("show.seen_by", seat=seat + 1))
    return "\n".join(out)
