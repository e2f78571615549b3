"""Why a Karesansui hint is worth playing, in the game's terms: what a bid costs if it
stands, and whether it is meant to be undercut.

A bid that nobody undercuts is paid at the pass: its rocks go into the bag and the pile
into the bidder's garden (rulebook «3. Los jugadores entregan sus ofertas y recogen sus
nuevas rocas», rule ``karesansui.collect``); then every forbidden set in the garden is
handed in for the top card of its deck (rules ``karesansui.surrender.all``,
``karesansui.surrender.standing``), the k-th card of a deck worth k demerits (niwa's
ruling ``karesansui.demerits.values``). So what a bid costs if it stands is the cheapest
way to hand in the sets the won garden would hold, at the cards' values as they stand
(``engine.karesansui.surrender.cheapest_plan``, the standing's own reading). A bid whose
win would cost demerits is there to be undercut (a lower value, or the same value in
fewer rocks, takes its place and its rocks come home: ``karesansui.bid.lower``,
``karesansui.bid.displaced``); an empty bid cannot be undercut, so it says what it will
cost. Passing costs a Pass card (``karesansui.pass.card``).

Rocks, bids and the decks' counts are open to every seat: nothing here is hidden.
"""

from __future__ import annotations

from typing import Any

from engine.i18n import _, ngettext
from engine.karesansui import components as C
from engine.karesansui import rocks as R
from engine.karesansui.game import State, deck_name
from engine.karesansui.moves import Bid, Pass, Surrender
from engine.karesansui.surrender import Plan, cheapest_plan


def demerits(count: int) -> str:
    return ngettext("{count} demerit", "{count} demerits", count).format(count=count)


def plan_words(plan: Plan, taken: tuple[int, ...]) -> str:
    """ "Trips 3R 3R 3R (card worth 2), Straight Flush 1B 2B 3B (card worth 1)": each set
    of the plan with the card it would take, in the plan's order."""
    said = []
    counts = list(taken)
    for kind, types in plan:
        worth = C.card_value(kind, counts[kind])
        counts[kind] += 1
        said.append(
            _("{deck} {rocks} (card worth {worth})").format(
                deck=deck_name(kind), rocks=R.text(types), worth=worth
            )
        )
    return ", ".join(said)


def won_garden(state: State, seat: int, move: Bid) -> tuple[int, ...]:
    """The seat's garden once ``move`` stands: the bid's rocks out, the pile's in."""
    garden = list(state.gardens[seat])
    for code in move.rocks:
        garden[R.BY_CODE[code]] -= 1
    for rock in state.piles[move.pile]:
        garden[rock] += 1
    return tuple(garden)


def bid_words(state: State, seat: int, move: Bid) -> str:
    pile = state.piles[move.pile]
    given = R.text([R.BY_CODE[code] for code in move.rocks], empty="")
    taken = state.taken
    plan, cost = cheapest_plan(won_garden(state, seat, move), taken)
    _plan_now, cost_now = cheapest_plan(state.gardens[seat], taken)
    extra = cost - cost_now
    if given:
        head = _("If nobody undercuts it, you give {rocks} for pile {pile} ({pile_rocks})")
    else:
        head = _("If nobody undercuts it, you give nothing for pile {pile} ({pile_rocks})")
    said = head.format(rocks=given, pile=move.pile + 1, pile_rocks=R.text(pile))
    if not plan:
        return said + _(": your garden then holds no forbidden set, no demerits")
    said += _(": your garden then holds {sets}, {cost} at the cards' values now").format(
        sets=plan_words(plan, taken), cost=demerits(cost)
    )
    if extra <= 0:
        return said
    if move.rocks:
        return said + _(". It is meant to be undercut: won, it would cost you {cost}").format(
            cost=demerits(extra)
        )
    return said + _(". An empty bid cannot be undercut: it will cost you {cost}").format(
        cost=demerits(extra)
    )


def pass_words(state: State) -> str:
    worth = C.card_value(C.PASS, state.taken[C.PASS])
    return _(
        "Passing takes a Pass card ({cost}) and a rock from the bag; every pile goes to its bidder"
    ).format(cost=demerits(worth))


def surrender_words(state: State, seat: int, move: Surrender) -> str:
    types = tuple(sorted(R.BY_CODE[code] for code in move.rocks))
    kind = R.kind_of(types)
    if kind is None:
        return ""
    worth = C.card_value(kind, state.taken[kind])
    said = _("Handing in {deck} {rocks} takes a card worth {cost}").format(
        deck=deck_name(kind), rocks=R.text(types), cost=demerits(worth)
    )
    plan, total = cheapest_plan(state.gardens[seat], state.taken)
    if len(plan) > 1 or (plan and plan[0] != (kind, types)):
        said += _("; the cheapest way to hand in all your sets costs {cost}: {sets}").format(
            cost=demerits(total), sets=plan_words(plan, state.taken)
        )
    return said


def hint_words(state: Any, seat: int, move: Any) -> str:
    """The words for ``move`` (the hint for ``seat`` in ``state``); "" for a move with
    nothing to weigh (``done``, the bag's draws)."""
    if not isinstance(state, State):
        return ""
    if isinstance(move, Bid):
        return bid_words(state, seat, move)
    if isinstance(move, Pass):
        return pass_words(state)
    if isinstance(move, Surrender):
        return surrender_words(state, seat, move)
    return ""
